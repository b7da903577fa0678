//! The versioned envelope around every saved or shared document.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::json::de::{self as json, Error};
use crate::json::field::{self, Field};
use crate::json::ser::to_text;
use crate::json::tree::Json;
use crate::roster::limits::OutOfRange;

/// The largest saved or imported document decoded, in bytes: far above any real army or battle, small enough
/// that a hostile file cannot stall the phone.
pub const MAX_SAVED_BYTES: usize = 2_000_000;

/// Why saved text could not be read. The messages are for the player.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadError {
    /// Longer than `MAX_SAVED_BYTES`.
    TooLarge { bytes: usize },
    /// Not JSON, or not the shape of any version we know.
    Corrupt { detail: String },
    /// Written by a newer Sandtable than this one.
    FutureVersion { found: u32, newest_known: u32 },
    /// Sandtable's shape, but a value the army editor could not have made: named, with its place and limit.
    OutOfRange(OutOfRange),
    /// A share link whose checksum does not match: changed or cut on the way.
    Damaged,
}

impl From<OutOfRange> for LoadError {
    fn from(e: OutOfRange) -> LoadError {
        LoadError::OutOfRange(e)
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::TooLarge { bytes } => {
                write!(
                    f,
                    "This is too large to be Sandtable data ({} KB).",
                    bytes / 1000
                )
            }
            LoadError::Corrupt { .. } => {
                f.write_str("This data is damaged or isn't from Sandtable, so it can't be read.")
            }
            LoadError::FutureVersion {
                found,
                newest_known,
            } => write!(
                f,
                "This was saved by a newer Sandtable (format {found}; this one reads up to {newest_known}). \
                 Update the app to change it."
            ),
            LoadError::OutOfRange(e) => e.fmt(f),
            LoadError::Damaged => f.write_str(
                "This link is damaged: part of it changed or went missing on the way. Ask for the link \
                 again and copy all of it.",
            ),
        }
    }
}

impl std::error::Error for LoadError {}

#[derive(Serialize)]
struct EnvelopeOut<'a, T> {
    v: u32,
    data: &'a T,
}

#[derive(Deserialize)]
struct EnvelopeIn {
    v: u32,
    data: Json,
}

/// Wraps `data` as version `v`.
pub fn encode<T: Serialize>(v: u32, data: &T) -> String {
    // Serialising our own plain data types cannot fail; an empty object is a safe fallback all the same.
    to_text(&EnvelopeOut { v, data }).unwrap_or_else(|_| "{}".to_string())
}

#[derive(Deserialize)]
struct VersionOnly {
    v: u32,
}

#[derive(Deserialize)]
struct DataOnly<T> {
    data: T,
    /// Read, and dropped, so that a second version is refused here as it was when the version was read in
    /// full (`written_version` reads only the first).
    #[allow(dead_code)]
    v: Option<serde::de::IgnoredAny>,
}

/// Reads only the version of an envelope, after checking its size. Reading the payload straight into its
/// final type afterwards (with `data_as`) keeps the app's download small: no generic JSON tree in between.
pub fn version_of(text: &str) -> Result<u32, LoadError> {
    version_within(text, MAX_SAVED_BYTES)
}

/// `version_of` for a document allowed up to `max` bytes (a whole-phone backup holds several documents).
pub fn version_within(text: &str, max: usize) -> Result<u32, LoadError> {
    if text.len() > max {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    if let Some(v) = written_version(text) {
        return Ok(v);
    }
    json::from_str::<VersionOnly>(text)
        .map(|e| e.v)
        .map_err(|e| LoadError::Corrupt {
            detail: e.to_string(),
        })
}

/// The version of an envelope as `encode` writes it, `{"v":N,...`, read from its first bytes. Every decoder
/// reads the whole document again for its payload (and finds any damage there), so reading it all for the
/// version too only doubled the work; a version a decoder does not know is then refused at once. Keys in
/// another order take the full reading.
fn written_version(text: &str) -> Option<u32> {
    let rest = text.strip_prefix("{\"v\":")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if rest.as_bytes().get(digits) != Some(&b',') || (digits > 1 && rest.starts_with('0')) {
        return None;
    }
    rest[..digits].parse().ok()
}

/// Reads an envelope's payload as the shape of one version.
pub fn data_as<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    json::from_str::<DataOnly<T>>(text)
        .map(|e| e.data)
        .map_err(|e| LoadError::Corrupt {
            detail: e.to_string(),
        })
}

/// `data_as` for a payload read by the JSON field reader (`json::Field`) instead of serde's derive; it refuses
/// what `data_as` refuses, a second `v` or `data` among them.
pub fn data_field<T: Field>(text: &str) -> Result<T, LoadError> {
    let corrupt = |e: Error| LoadError::Corrupt {
        detail: e.to_string(),
    };
    let doc =
        Json::parse(text).map_err(|e| corrupt(Error::new(format!("not JSON at byte {}", e.at))))?;
    let envelope = field::members(&doc).map_err(corrupt)?;
    field::member::<Json>(envelope, "v").map_err(corrupt)?;
    field::required(envelope, "data").map_err(corrupt)
}

/// The error for a version this build cannot read: newer ones open read-only, unknown older ones are damage.
pub fn unreadable_version(v: u32, newest_known: u32) -> LoadError {
    if v > newest_known {
        LoadError::FutureVersion {
            found: v,
            newest_known,
        }
    } else {
        LoadError::Corrupt {
            detail: format!("unknown format version {v}"),
        }
    }
}

/// Opens an envelope: checks the size, reads the version, and hands the payload to `migrate`, which turns any
/// known version into the current type.
pub fn decode<T>(
    text: &str,
    newest_known: u32,
    migrate: impl FnOnce(u32, Json) -> Result<T, Error>,
) -> Result<T, LoadError> {
    if text.len() > MAX_SAVED_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let env: EnvelopeIn = json::from_str(text).map_err(|e| LoadError::Corrupt {
        detail: e.to_string(),
    })?;
    if env.v > newest_known {
        return Err(LoadError::FutureVersion {
            found: env.v,
            newest_known,
        });
    }
    migrate(env.v, env.data).map_err(|e| LoadError::Corrupt {
        detail: e.to_string(),
    })
}

/// Reads a payload as one frozen version's shape.
pub fn payload<T: DeserializeOwned>(data: Json) -> Result<T, Error> {
    json::from_json(&data)
}

/// An error for a version number no migration knows (0, or a gap in the chain).
pub fn unknown_version(v: u32) -> Error {
    Error::new(format!("unknown format version {v}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Vec<u8>, LoadError> {
        decode(text, 1, |v, data| {
            if v == 1 {
                payload(data)
            } else {
                Err(unknown_version(v))
            }
        })
    }

    fn read_direct(text: &str) -> Result<Vec<u8>, LoadError> {
        match version_of(text)? {
            1 => data_as(text),
            v => Err(unreadable_version(v, 1)),
        }
    }

    #[test]
    fn direct_reading_matches_the_generic_path() {
        for text in [
            encode(1, &vec![1u8, 2]),
            "not json".to_string(),
            r#"{"v":1,"data":"x"}"#.to_string(),
            r#"{"v":0,"data":[]}"#.to_string(),
            r#"{"v":9,"data":[]}"#.to_string(),
            r#"{"data":[1],"v":1}"#.to_string(),
            // Read from the first bytes, or not: a number JSON refuses, one too big, damage after the version.
            r#"{"v":01,"data":[1]}"#.to_string(),
            r#"{"v":99999999999,"data":[1]}"#.to_string(),
            r#"{"v":1,"data":[1]} and more"#.to_string(),
            r#"{"v":1,"data":[1],"v":2}"#.to_string(),
        ] {
            match (read_direct(&text), read(&text)) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
                (Err(LoadError::Corrupt { .. }), Err(LoadError::Corrupt { .. })) => {}
                (a, b) => assert_eq!(a, b, "{text}"),
            }
        }
    }

    #[test]
    fn round_trip_and_errors() {
        assert_eq!(read(&encode(1, &vec![1u8, 2])), Ok(vec![1, 2]));
        assert!(matches!(read("not json"), Err(LoadError::Corrupt { .. })));
        assert!(matches!(
            read(r#"{"v":1,"data":"x"}"#),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            read(r#"{"v":0,"data":[]}"#),
            Err(LoadError::Corrupt { .. })
        ));
        assert_eq!(
            read(r#"{"v":9,"data":[]}"#),
            Err(LoadError::FutureVersion {
                found: 9,
                newest_known: 1
            })
        );
        let huge = format!(r#"{{"v":1,"data":"{}"}}"#, "a".repeat(MAX_SAVED_BYTES));
        assert!(matches!(read(&huge), Err(LoadError::TooLarge { .. })));
    }
}
