//! The battle tracker: two sides, a scenario, and an append-only log of everything that happened.
//!
//! Design ("Rosters and battles"): a battle is its setup (`Battle`) plus a `Log` of `Event`s. The state is a
//! pure fold over the log (`Battle::state`), so undo is dropping the last event and a reload rebuilds the
//! table exactly. Every event is checked before it enters the log: one that would take more men, leaders,
//! prisoners or points than are there is **rejected** with a `BattleError` the app can show, and the log is
//! left as it was. Nothing is clamped silently, because a quietly shortened casualty count would make the
//! story disagree with the dice the player rolled.
//!
//! Submodules, lowest first: `scenario` (the scenarios each system offers, with their victory conditions as
//! data), `turn` (the phases of a turn per system), `setup` (sides, units, structures and what holds each
//! structure up), `state` (where the battle stands), `event` (the events and the story they tell), `fold`
//! (one event applied to the state), `log` (the fold over the whole log, undo and redo), `folded` (the
//! log's fold kept event by event, with copies of the state to undo from, for long battles), `victory` (who has
//! won, and the end-of-battle summary), `outcomes` (one-call conversion of the system modules' results into
//! events), `armies` (a battle from two rosters) and `sample` (a long battle made up through the tracker's
//! own checks, for the scale bench and tests).
//!
//! Construction: `Battle::from_armies` from two rosters (`armies`), `Battle::quick` from a system's two
//! ready-made armies (`roster::ready`), or `Battle::new` from `Side::new(name, system, Vec<UnitSetup>)` for a
//! game with units typed in.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::RulesError;
use crate::rule::RuleId;

pub mod armies;
mod choice;
pub mod event;
mod fold;
pub mod folded;
pub mod log;
pub mod outcomes;
pub mod sample;
pub mod scenario;
pub mod setup;
pub mod state;
pub mod turn;
pub mod victory;

#[cfg(test)]
mod tests;

pub use event::{Cause, Event, Field};
pub use folded::Folded;
pub use log::Log;
pub use scenario::{Condition, Scenario, VictoryReason};
pub use setup::{Battle, Integrity, Side, StructureKind, StructureSetup, UnitKind, UnitSetup};
pub use state::{BattleState, StructureState, UnitState, UnitStatus, Victory};
pub use turn::{Phase, Step, TurnPlan, Who};
pub use victory::{SideSummary, Summary};

/// The rule id for the tracker's own bookkeeping (rejected events, undo and redo).
pub const RULE: RuleId = "battle.log";

/// Most units one side may field in the tracker: far above a 100-man army split into groups.
pub const MAX_UNITS_PER_SIDE: usize = 100;
/// Most men (or figures) in one unit.
pub const MAX_MEN_PER_UNIT: u32 = 10_000;
/// Most structures on one table.
pub const MAX_STRUCTURES: usize = 100;
/// Most events one battle keeps; a long afternoon is a few hundred.
pub const MAX_EVENTS: usize = 20_000;
/// Longest name of a side, unit or structure, in characters.
pub const MAX_NAME: usize = 80;
/// Longest free text (a formation, a closing note), in characters.
pub const MAX_TEXT: usize = 200;
/// Most turns a battle may count.
pub const MAX_TURNS: u32 = 10_000;

/// One of the two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SideId {
    A,
    B,
}

impl SideId {
    pub const BOTH: [SideId; 2] = [SideId::A, SideId::B];

    pub fn other(self) -> SideId {
        match self {
            SideId::A => SideId::B,
            SideId::B => SideId::A,
        }
    }

    pub fn index(self) -> usize {
        match self {
            SideId::A => 0,
            SideId::B => 1,
        }
    }

    /// The coin flip for who moves first: heads, side A wins the toss (as `jersey_shore::turn::TurnFlip`
    /// reads it). The winner then chooses who moves first.
    pub fn toss_winner(coin: crate::dice::Coin) -> SideId {
        match coin {
            crate::dice::Coin::Heads => SideId::A,
            crate::dice::Coin::Tails => SideId::B,
        }
    }
}

/// A unit, numbered across both sides: side A's units first, then side B's, in roster order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UnitId(pub u16);

/// A structure on the table, in setup order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StructureId(pub u16);

/// Why the tracker refused a battle or an event. `Display` is the sentence the app shows; the log is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BattleError {
    /// The event names a unit this battle does not have.
    NoSuchUnit {
        unit: UnitId,
    },
    /// The event names a structure this battle does not have.
    NoSuchStructure {
        structure: StructureId,
    },
    /// The event would take more than there is: `what` of `name` has only `have`, the event asks `asked`.
    NotEnough {
        what: &'static str,
        name: String,
        have: u32,
        asked: u32,
    },
    /// A number above what the tracker keeps.
    TooMany {
        what: &'static str,
        most: u32,
        got: u32,
    },
    /// Two units that must be on opposite sides are on the same one.
    SameSide {
        a: String,
        b: String,
    },
    /// The event makes no sense for this structure (a chain on a wall, points on a gate).
    WrongStructure {
        name: String,
        why: String,
    },
    /// The battle has ended: undo the ending to record more.
    Ended,
    /// The log has reached `MAX_EVENTS`.
    LogFull,
    NothingToUndo,
    NothingToRedo,
    /// The setup is unusable, with the reason in a player's words.
    Setup {
        why: String,
    },
    /// A rule module refused a number the event carried.
    Rules(RulesError),
}

impl fmt::Display for BattleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BattleError::NoSuchUnit { unit } => {
                write!(f, "There is no unit number {} in this battle.", unit.0)
            }
            BattleError::NoSuchStructure { structure } => write!(
                f,
                "There is no structure number {} in this battle.",
                structure.0
            ),
            BattleError::NotEnough {
                what,
                name,
                have,
                asked,
            } => write!(
                f,
                "{name} has only {have} {what}, so {asked} can't be taken away. Check the count, or fix it by hand first."
            ),
            BattleError::TooMany { what, most, got } => {
                write!(f, "{what} can be at most {most} here (you entered {got}).")
            }
            BattleError::SameSide { a, b } => {
                write!(f, "{a} and {b} are on the same side.")
            }
            BattleError::WrongStructure { name, why } => write!(f, "{name}: {why}"),
            BattleError::Ended => {
                f.write_str("The battle is over. Undo its ending to record anything more.")
            }
            BattleError::LogFull => {
                f.write_str("This battle's log is full. End it and start a new one.")
            }
            BattleError::NothingToUndo => f.write_str("There is nothing to undo."),
            BattleError::NothingToRedo => f.write_str("There is nothing to redo."),
            BattleError::Setup { why } => f.write_str(why),
            BattleError::Rules(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BattleError {}

impl From<RulesError> for BattleError {
    fn from(e: RulesError) -> BattleError {
        BattleError::Rules(e)
    }
}

/// "1 man", "4 men": counts in the story read naturally.
pub(crate) fn men(n: u32) -> String {
    if n == 1 {
        "1 man".to_string()
    } else {
        format!("{n} men")
    }
}

/// "1 leader", "2 leaders" and the like for any regular noun.
pub(crate) fn plural(n: u32, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// Checks a name or text field's length, trimmed.
pub(crate) fn check_text(what: &'static str, text: &str, most: usize) -> Result<(), BattleError> {
    let n = text.chars().count();
    if n > most {
        return Err(BattleError::TooMany {
            what,
            most: most as u32,
            got: n as u32,
        });
    }
    Ok(())
}
