//! The Castle Cracker framework shared by the two Sandy Hook games (Sandarticus and Jersey Shore).
//!
//! Everything here takes the numbers that differ between the two games as parameters (modifiers, capture rule,
//! guard ratios, cancel-out ratios), because each system keeps its own figures (rules-gaps, product decision 3).
//! The system modules (`sandarticus`, `jersey_shore`) hold those figures and call in here.

use crate::error::{Problem, RulesError};
use crate::rule::RuleId;

pub mod armour;
pub mod artillery;
pub mod choice;
pub mod cords;
pub mod fight_summary;
pub mod guns;
pub mod house;
pub mod melee;
pub mod movement;
pub mod prisoners;
pub mod scatter;
pub mod shooting;
pub mod terrain;

pub use scatter::ScatterReading;

/// House-rule settings of the shared Sandy Hook framework (rules-gaps: shared framework): the cup rule's
/// reading, which both games share. Every other gap is filled per system, in that system's own `House`.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct House {
    /// The cup rule's scatter die.
    pub scatter: ScatterReading,
}

/// Builds the "not allowed" error with a player-facing reason.
pub(crate) fn refuse(rule: RuleId, why: impl Into<String>) -> RulesError {
    RulesError::from(Problem::NotAllowed {
        rule,
        why: why.into(),
    })
}

/// Checks a count of men against a range, with the player's word for them.
pub(crate) fn check_men(
    what: &'static str,
    men: u32,
    min: u32,
    max: u32,
) -> Result<(), RulesError> {
    crate::error::check_range(what, men as i64, min as i64, max as i64)
}

/// The most men one mechanism accepts on a side: a Sandy Hook army is about 100 men, so 200 leaves room for
/// doubled-up games without letting absurd input through.
pub const MAX_MEN: u32 = 200;
