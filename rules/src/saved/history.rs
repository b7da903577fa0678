//! The dice tray's roll history: the last rolls, newest first, kept across reloads.

use serde::{Deserialize, Serialize};

use super::envelope::{self, LoadError, data_as, unreadable_version, version_of};
use crate::dice::{Coin, PoolRoll, Scatter, TwoD6};
use crate::house_rules::ScatterReading;
use crate::tray::faces_text;

/// How many rolls the history keeps.
pub const HISTORY_LEN: usize = 50;
/// The current format of saved history.
pub const HISTORY_VERSION: u32 = 1;

/// What was rolled.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
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
        envelope::encode(HISTORY_VERSION, self)
    }

    /// Reads saved history of any known version.
    pub fn decode(text: &str) -> Result<History, LoadError> {
        match version_of(text)? {
            1 => {
                let mut h: History = data_as(text)?;
                h.entries.truncate(HISTORY_LEN);
                Ok(h)
            }
            v => Err(unreadable_version(v, HISTORY_VERSION)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Colour;

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
