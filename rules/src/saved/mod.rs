//! Saved data: everything a player keeps on the phone, in a versioned envelope `{ "v": N, "data": ... }`.
//!
//! Each kind of saved data has frozen shapes for its past versions and a migration chain to the current one,
//! so an upgrade never loses anything. Decoding is strict and bounded: text too long, not JSON, or of an unknown
//! shape gives a typed error the app can show, and the app keeps the raw text aside instead of overwriting it.

pub mod envelope;
pub mod history;
pub mod settings;

pub use envelope::{LoadError, MAX_SAVED_BYTES};
