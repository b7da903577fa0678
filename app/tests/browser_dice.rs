//! The dice the app actually rolls: the browser's generator (crypto.getRandomValues through getrandom), tested
//! for fairness in a real browser, not only the seeded generators the rules tests use.

use app::rng::browser_rng;
use rand::Rng;
use rules::dice::{Coin, FaceCounts, roll_d6s};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Chi-square for six faces (5 degrees of freedom). The browser's generator cannot be seeded, so the test
/// uses the one-in-a-million critical value (35.89): a fair die fails it about once in a million runs, while
/// the biased die below scores about 100.
#[wasm_bindgen_test]
fn browser_d6_is_fair() {
    let n = 120_000;
    let counts = FaceCounts::from_faces(&roll_d6s(n, &mut browser_rng()));
    let expected = n as f64 / 6.0;
    let chi2: f64 = counts
        .0
        .iter()
        .map(|&o| (o as f64 - expected).powi(2) / expected)
        .sum();
    assert!(chi2 < 35.89, "chi-square {chi2} for counts {:?}", counts.0);
}

/// The same check has power: the browser's dice made 5% less likely to show a 6 (the lost sixes become ones)
/// score about 100 and fail it.
#[wasm_bindgen_test]
fn the_fairness_check_catches_a_biased_die() {
    let mut rng = browser_rng();
    let n = 120_000;
    let faces: Vec<u8> = roll_d6s(n, &mut rng)
        .into_iter()
        .map(|f| {
            if f == 6 && rng.random_bool(0.05) {
                1
            } else {
                f
            }
        })
        .collect();
    let counts = FaceCounts::from_faces(&faces);
    let expected = n as f64 / 6.0;
    let chi2: f64 = counts
        .0
        .iter()
        .map(|&o| (o as f64 - expected).powi(2) / expected)
        .sum();
    assert!(chi2 > 35.89, "a biased die scored only {chi2}");
}

/// One degree of freedom: the one-in-a-million critical value is 23.93.
#[wasm_bindgen_test]
fn browser_coin_is_fair() {
    let mut rng = browser_rng();
    let n = 100_000;
    let heads = (0..n)
        .filter(|_| Coin::flip(&mut rng) == Coin::Heads)
        .count() as f64;
    let half = n as f64 / 2.0;
    let chi2 = 2.0 * (heads - half).powi(2) / half;
    assert!(chi2 < 23.93, "chi-square {chi2} for {heads} heads in {n}");
}
