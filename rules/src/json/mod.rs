//! JSON without serde_json: a small tree (`tree`), read into and written from serde types as a data format of
//! its own (`de`, `ser`).
//!
//! Every saved document goes through here (`saved`). serde_json's generic reader, its tree and its float
//! formatting were a large share of every page's download; this format keeps each type's derive and writes
//! byte for byte what serde_json wrote, so files saved before it read back unchanged (the golden fixtures and
//! `saved::json`'s tests check it). It knows no rule and no saved document, so any layer may use it.

pub mod de;
pub mod field;
pub mod ser;
pub mod tree;

pub use de::{Error, from_json, from_str};
pub use field::Field;
pub use ser::{to_json, to_text};
pub use tree::{Json, SyntaxError, float_text};
