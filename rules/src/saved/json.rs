//! Saved documents as JSON (`crate::json`, the format every saved document goes through), and the versioned
//! envelope as the dice tray reads it, by hand and without serde.

pub use crate::json::{
    Error, Json, SyntaxError, float_text, from_json, from_str, to_json, to_text,
};

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
