//! The browser's random number generator (crypto.getRandomValues through getrandom), as a `rand::Rng`.

use rand::TryRngCore;
use rand::rngs::OsRng;

/// An RNG drawing from the browser's cryptographic source: fair dice with no seed to guess.
pub fn browser_rng() -> impl rand::Rng {
    OsRng.unwrap_err()
}
