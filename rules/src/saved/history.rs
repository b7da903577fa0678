//! The dice tray's roll history: the last rolls, newest first, kept across reloads.

use super::envelope::{LoadError, unreadable_version};
use super::json::{Json, name_of, named, open_envelope, wrap_envelope};
use crate::dice::{Coin, Colour, GroupRoll, PoolRoll, TwoD6};
use crate::sandy_hook::scatter::{Scatter, ScatterReading};
use crate::tray::faces_text;

/// How many rolls the history keeps.
pub const HISTORY_LEN: usize = 50;
/// The current format of saved history.
pub const HISTORY_VERSION: u32 = 1;

/// What was rolled.
#[derive(Debug, Clone, PartialEq)]
pub enum Rolled {
    /// A pool of d6, read against a target; `real` when the player typed in physical dice.
    Pool {
        roll: PoolRoll,
        target: u8,
        real: bool,
    },
    TwoD6 {
        roll: TwoD6,
    },
    Coin {
        coin: Coin,
    },
    Scatter {
        scatter: Scatter,
        reading: ScatterReading,
    },
}

/// One roll, with when it happened (milliseconds since 1970, from the device clock).
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub at_ms: u64,
    pub rolled: Rolled,
}

impl Entry {
    /// One line for the history list.
    pub fn summary(&self) -> String {
        match &self.rolled {
            Rolled::Pool { roll, target, real } => {
                let c = roll.counts();
                let how = if *real {
                    "real dice entered"
                } else {
                    "dice rolled"
                };
                let groups: Vec<String> = roll
                    .groups
                    .iter()
                    .map(|g| format!("{}: {}", g.colour.name(), faces_text(&g.counts())))
                    .collect();
                format!(
                    "{} {how}: {} at {target}+, total {}. {}",
                    c.dice(),
                    c.at_least(*target),
                    c.total(),
                    groups.join("; ")
                )
            }
            Rolled::TwoD6 { roll } => format!(
                "2d6: {} + {} = {}",
                roll.dice[0],
                roll.dice[1],
                roll.total()
            ),
            Rolled::Coin { coin } => format!("Coin: {}", coin.name()),
            Rolled::Scatter { scatter, .. } => format!("Scatter die: {}", scatter.describe()),
        }
    }
}

/// The roll history, newest first, at most `HISTORY_LEN` long.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct History {
    entries: Vec<Entry>,
}

impl History {
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Adds a roll at the top, dropping the oldest beyond `HISTORY_LEN`.
    pub fn push(&mut self, entry: Entry) {
        self.entries.insert(0, entry);
        self.entries.truncate(HISTORY_LEN);
    }

    pub fn clear(&mut self) {
        self.entries.clear();
    }

    pub fn encode(&self) -> String {
        let entries = self.entries.iter().map(entry_json).collect();
        wrap_envelope(
            HISTORY_VERSION,
            Json::object([("entries", Json::Array(entries))]),
        )
    }

    /// Reads saved history of any known version.
    pub fn decode(text: &str) -> Result<History, LoadError> {
        match open_envelope(text)? {
            (1, data) => {
                let entries = data
                    .get("entries")
                    .and_then(Json::as_array)
                    .ok_or_else(|| damaged("no list of rolls"))?;
                let mut entries = entries
                    .iter()
                    .map(|e| entry_from(e).ok_or_else(|| damaged("a roll is unreadable")))
                    .collect::<Result<Vec<_>, _>>()?;
                entries.truncate(HISTORY_LEN);
                Ok(History { entries })
            }
            (v, _) => Err(unreadable_version(v, HISTORY_VERSION)),
        }
    }
}

// Format 1, as written by serde's derive before the tray moved to `json`: enums by variant name, `Rolled`
// externally tagged in snake case.
const COLOURS: [(Colour, &str); 6] = [
    (Colour::Red, "Red"),
    (Colour::Blue, "Blue"),
    (Colour::Green, "Green"),
    (Colour::Yellow, "Yellow"),
    (Colour::Black, "Black"),
    (Colour::White, "White"),
];
const COINS: [(Coin, &str); 2] = [(Coin::Heads, "Heads"), (Coin::Tails, "Tails")];
const SCATTERS: [(Scatter, &str); 6] = [
    (Scatter::DirectHit, "DirectHit"),
    (Scatter::Short, "Short"),
    (Scatter::Over, "Over"),
    (Scatter::Left, "Left"),
    (Scatter::Right, "Right"),
    (Scatter::Reroll, "Reroll"),
];
pub(super) const READINGS: [(ScatterReading, &str); 2] = [
    (ScatterReading::LowFacesHit, "LowFacesHit"),
    (ScatterReading::Literal, "Literal"),
];

fn damaged(detail: &str) -> LoadError {
    LoadError::Corrupt {
        detail: detail.to_string(),
    }
}

fn faces_json(faces: &[u8]) -> Json {
    Json::Array(
        faces
            .iter()
            .map(|&f| Json::from_u64(u64::from(f)))
            .collect(),
    )
}

fn entry_json(e: &Entry) -> Json {
    let (tag, body) = match &e.rolled {
        Rolled::Pool { roll, target, real } => {
            let groups = roll
                .groups
                .iter()
                .map(|g| {
                    Json::object([
                        ("colour", name_of(g.colour, &COLOURS)),
                        ("faces", faces_json(&g.faces)),
                    ])
                })
                .collect();
            (
                "pool",
                Json::object([
                    ("roll", Json::object([("groups", Json::Array(groups))])),
                    ("target", Json::from_u64(u64::from(*target))),
                    ("real", Json::Bool(*real)),
                ]),
            )
        }
        Rolled::TwoD6 { roll } => (
            "two_d6",
            Json::object([("roll", Json::object([("dice", faces_json(&roll.dice))]))]),
        ),
        Rolled::Coin { coin } => ("coin", Json::object([("coin", name_of(*coin, &COINS))])),
        Rolled::Scatter { scatter, reading } => (
            "scatter",
            Json::object([
                ("scatter", name_of(*scatter, &SCATTERS)),
                ("reading", name_of(*reading, &READINGS)),
            ]),
        ),
    };
    Json::object([
        ("at_ms", Json::from_u64(e.at_ms)),
        ("rolled", Json::object([(tag, body)])),
    ])
}

/// Faces as saved, each checked to be a face of a d6.
fn faces_from(j: &Json) -> Option<Vec<u8>> {
    j.as_array()?
        .iter()
        .map(|f| f.as_u8().filter(|f| (1..=6).contains(f)))
        .collect()
}

fn entry_from(j: &Json) -> Option<Entry> {
    let at_ms = j.get("at_ms")?.as_u64()?;
    let Json::Object(tagged) = j.get("rolled")? else {
        return None;
    };
    let [(tag, body)] = tagged.as_slice() else {
        return None;
    };
    let rolled = match tag.as_str() {
        "pool" => {
            let groups = body
                .get("roll")?
                .get("groups")?
                .as_array()?
                .iter()
                .map(|g| {
                    Some(GroupRoll {
                        colour: named(g.get("colour"), &COLOURS)?,
                        faces: faces_from(g.get("faces")?)?,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            Rolled::Pool {
                roll: PoolRoll { groups },
                target: body.get("target")?.as_u8()?,
                real: body.get("real")?.as_bool()?,
            }
        }
        "two_d6" => {
            let dice = faces_from(body.get("roll")?.get("dice")?)?;
            let [a, b] = dice.as_slice() else {
                return None;
            };
            Rolled::TwoD6 {
                roll: TwoD6 { dice: [*a, *b] },
            }
        }
        "coin" => Rolled::Coin {
            coin: named(body.get("coin"), &COINS)?,
        },
        "scatter" => Rolled::Scatter {
            scatter: named(body.get("scatter"), &SCATTERS)?,
            reading: named(body.get("reading"), &READINGS)?,
        },
        _ => return None,
    };
    Some(Entry { at_ms, rolled })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pool_entry(i: u8) -> Entry {
        let roll = PoolRoll::from_faces(vec![(Colour::Red, vec![i % 6 + 1])]).unwrap();
        Entry {
            at_ms: i as u64,
            rolled: Rolled::Pool {
                roll,
                target: 4,
                real: false,
            },
        }
    }

    #[test]
    fn keeps_the_last_fifty_newest_first() {
        let mut h = History::default();
        for i in 0..60 {
            h.push(pool_entry(i));
        }
        assert_eq!(h.entries().len(), HISTORY_LEN);
        assert_eq!(h.entries()[0].at_ms, 59);
        assert_eq!(History::decode(&h.encode()), Ok(h));
    }

    /// Golden fixture: history saved by format 1 must keep reading after any change.
    #[test]
    fn reads_format_1_fixture() {
        let text = include_str!("../../tests/fixtures/history-v1.json");
        let h = History::decode(text).unwrap();
        assert_eq!(h.entries().len(), 4);
        assert_eq!(
            h.entries()[0].summary(),
            "3 dice rolled: 3 at 5+, total 17. red: 6\u{d7}2; blue: 5\u{d7}1"
        );
        assert_eq!(h.entries()[1].summary(), "2d6: 3 + 4 = 7");
        assert_eq!(h.entries()[2].summary(), "Coin: heads");
        assert!(h.entries()[3].summary().starts_with("Scatter die: Short"));
    }

    /// The text written is exactly what serde's derive wrote for format 1, so older apps read it too.
    #[test]
    fn writes_format_1_as_before() {
        let text = include_str!("../../tests/fixtures/history-v1.json");
        let h = History::decode(text).unwrap();
        let compact: String = text.split_whitespace().collect();
        assert_eq!(h.encode(), compact);
    }

    #[test]
    fn refuses_impossible_faces_and_shapes() {
        for bad in [
            r#"{"v":1,"data":{}}"#,
            r#"{"v":1,"data":{"entries":[{"at_ms":1,"rolled":{"two_d6":{"roll":{"dice":[7,1]}}}}]}}"#,
            r#"{"v":1,"data":{"entries":[{"at_ms":1,"rolled":{"coin":{"coin":"Edge"}}}]}}"#,
            r#"{"v":1,"data":{"entries":[{"at_ms":-1,"rolled":{"coin":{"coin":"Heads"}}}]}}"#,
            r#"{"v":0,"data":{"entries":[]}}"#,
            "[]",
        ] {
            assert!(
                matches!(History::decode(bad), Err(LoadError::Corrupt { .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            History::decode(r#"{"v":2}"#),
            Err(LoadError::FutureVersion { found: 2, .. })
        ));
    }

    #[test]
    fn summaries_of_real_dice() {
        let roll = PoolRoll::from_faces(vec![(Colour::Green, vec![1, 6])]).unwrap();
        let e = Entry {
            at_ms: 0,
            rolled: Rolled::Pool {
                roll,
                target: 6,
                real: true,
            },
        };
        assert_eq!(
            e.summary(),
            "2 real dice entered: 1 at 6+, total 7. green: 6\u{d7}1, 1\u{d7}1"
        );
    }
}
