//! The app's screens, one module each.

pub mod dice;
