//! JSON without serde_json: a small tree (`tree`), read into and written from serde types as a data format of
//! its own (`de`, `ser`), and the versioned envelope as the dice tray reads it.
//!
//! Every saved document goes through here. serde_json's generic reader, its tree and its float formatting were
//! a large share of every page's download; this format keeps each type's derive and writes byte for byte what
//! serde_json wrote, so files saved before it read back unchanged (the golden fixtures check it).

pub mod de;
pub mod ser;
pub mod tree;

pub use de::{Error, from_json, from_str};
pub use ser::{to_json, to_text};
pub use tree::{Json, SyntaxError, float_text};

use super::envelope::{LoadError, MAX_SAVED_BYTES};

/// Opens a saved envelope `{"v": version, "data": ...}`: checks the size, then gives the version and the data
/// (null when missing: whether that is damage depends on the version, which a newer app may have written).
pub fn open_envelope(text: &str) -> Result<(u32, Json), LoadError> {
    if text.len() > MAX_SAVED_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let corrupt = |detail: &str| LoadError::Corrupt {
        detail: detail.to_string(),
    };
    let doc = Json::parse(text).map_err(|e| LoadError::Corrupt {
        detail: format!("not JSON at byte {}", e.at),
    })?;
    let v = doc
        .get("v")
        .ok_or_else(|| corrupt("no version"))?
        .as_u32()
        .ok_or_else(|| corrupt("the version is not a number"))?;
    let Json::Object(members) = doc else {
        return Err(corrupt("not an envelope"));
    };
    let data = members
        .into_iter()
        .find(|(k, _)| k == "data")
        .map_or(Json::Null, |(_, d)| d);
    Ok((v, data))
}

/// Wraps `data` as version `v`, as `envelope::encode` does.
pub fn wrap_envelope(v: u32, data: Json) -> String {
    Json::object([("v", Json::from_u64(u64::from(v))), ("data", data)]).to_text()
}

/// Reads an enum written by its name, from a table of `(value, name)`.
pub fn named<T: Copy>(value: Option<&Json>, table: &[(T, &str)]) -> Option<T> {
    let s = value?.as_str()?;
    table.iter().find(|(_, n)| *n == s).map(|(t, _)| *t)
}

/// The name of an enum value, from a table of `(value, name)`.
pub fn name_of<T: Copy + PartialEq>(value: T, table: &[(T, &'static str)]) -> Json {
    let name = table
        .iter()
        .find(|(t, _)| *t == value)
        .map_or("", |(_, n)| n);
    Json::Str(name.to_string())
}

#[cfg(test)]
mod tests;
