//! Saved data: everything a player keeps on the phone, in a versioned envelope `{ "v": N, "data": ... }`.
//!
//! Each kind of saved data has frozen shapes for its past versions and a migration chain to the current one,
//! so an upgrade never loses anything. Decoding is strict and bounded: text too long, not JSON, or of an unknown
//! shape gives a typed error the app can show, and the app keeps the raw text aside instead of overwriting it.
//!
//! Every decoder is a plain `pub fn` over `&str`, never panicking, so a fuzz target can call it directly:
//! `history::History::decode`, `settings::Settings::decode`, `roster::Armies::decode`, `roster::import`
//! (and `roster::decode_export`), `share::decode_link_payload`, `battle::decode_battle`,
//! `battle_summary::BattleSummary::decode`, `backup::Backup::decode`. For raw bytes, `share::text_from_bytes` first.

pub mod backup;
pub mod battle;
pub mod battle_summary;
mod battle_tree;
pub mod envelope;
pub mod history;
pub mod json;
#[cfg(test)]
mod key_order;
pub mod roster;
pub mod settings;
pub mod share;
pub mod unit_lists;

pub use envelope::{LoadError, MAX_SAVED_BYTES};
