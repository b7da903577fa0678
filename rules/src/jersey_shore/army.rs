//! Army size and victory, Jersey Shore (seed 3; the victory conditions are shared with Sandpit Showdown).

use serde::{Deserialize, Serialize};

use crate::error::RulesError;
use crate::mechanism::Explained;
use crate::rule::RuleId;
use crate::sandy_hook::check_men;

pub const SIZE_RULE: RuleId = "jersey-shore.army-size";
pub const VICTORY_RULE: RuleId = "jersey-shore.victory";

/// The most men a side may field.
pub const MAX_ARMY: u32 = 100;
/// Turns an objective must be held to win.
pub const OBJECTIVE_TURNS: u32 = 5;

/// Checks a side's size: at least one man, at most 100.
pub fn check_army_size(men: u32) -> Result<(), RulesError> {
    check_men("Men in an army", men, 1, MAX_ARMY)
}

/// Where a battle stands, from the point of view of the side checking for victory.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleState {
    /// Enemy guns and wagons not yet destroyed or captured.
    pub enemy_guns_and_wagons_left: u32,
    /// Men the enemy started with.
    pub enemy_men_at_start: u32,
    /// Enemy men captured or eliminated so far.
    pub enemy_men_taken_or_killed: u32,
    /// The enemy's fort has been captured or destroyed.
    pub enemy_fort_taken: bool,
    /// Consecutive turns we have held the objective.
    pub objective_turns_held: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum VictoryReason {
    /// Every enemy gun and wagon gone and two thirds of his army taken or killed.
    ArmyBroken,
    FortTaken,
    ObjectiveHeld,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct VictoryReport {
    pub won: Option<VictoryReason>,
    /// Enemy men still to take or kill to reach two thirds.
    pub men_still_needed: u32,
    pub turns_still_needed: u32,
}

impl Explained for VictoryReport {
    fn summary(&self) -> String {
        match self.won {
            Some(VictoryReason::ArmyBroken) => {
                "Victory: his guns and wagons are gone and two thirds of his army is out.".into()
            }
            Some(VictoryReason::FortTaken) => "Victory: his fort has fallen.".into(),
            Some(VictoryReason::ObjectiveHeld) => {
                "Victory: the objective has been held for five turns.".into()
            }
            None => format!(
                "No victory yet: {} more enemy men to take or kill (with all his guns and wagons), or {} more turns on the objective.",
                self.men_still_needed, self.turns_still_needed
            ),
        }
    }

    fn rule(&self) -> RuleId {
        VICTORY_RULE
    }
}

/// Checks the victory conditions.
pub fn victory(s: BattleState) -> Result<VictoryReport, RulesError> {
    check_army_size(s.enemy_men_at_start)?;
    check_men(
        "Enemy men taken or killed",
        s.enemy_men_taken_or_killed,
        0,
        s.enemy_men_at_start,
    )?;
    check_men("Turns on the objective", s.objective_turns_held, 0, 1000)?;
    // Two thirds, rounded up: 3 × taken must reach 2 × start.
    let target = (2 * s.enemy_men_at_start).div_ceil(3);
    let men_still_needed = target.saturating_sub(s.enemy_men_taken_or_killed);
    let won = if s.enemy_fort_taken {
        Some(VictoryReason::FortTaken)
    } else if s.objective_turns_held >= OBJECTIVE_TURNS {
        Some(VictoryReason::ObjectiveHeld)
    } else if s.enemy_guns_and_wagons_left == 0 && men_still_needed == 0 {
        Some(VictoryReason::ArmyBroken)
    } else {
        None
    };
    Ok(VictoryReport {
        won,
        men_still_needed,
        turns_still_needed: OBJECTIVE_TURNS.saturating_sub(s.objective_turns_held),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Armies of 100 men or fewer a side.
    #[test]
    fn army_size_limit() {
        assert!(check_army_size(100).is_ok());
        assert!(
            check_army_size(101)
                .unwrap_err()
                .to_string()
                .contains("at most 100")
        );
        assert!(check_army_size(0).is_err());
    }

    /// Victory: all guns and wagons and 2/3 of the army; or the fort; or the objective for five turns.
    #[test]
    fn victory_conditions() {
        let s = BattleState {
            enemy_men_at_start: 90,
            enemy_men_taken_or_killed: 60,
            ..Default::default()
        };
        assert_eq!(victory(s).unwrap().won, Some(VictoryReason::ArmyBroken));
        let s = BattleState {
            enemy_guns_and_wagons_left: 1,
            ..s
        };
        assert_eq!(victory(s).unwrap().won, None);
        let s = BattleState {
            enemy_men_taken_or_killed: 59,
            enemy_guns_and_wagons_left: 0,
            ..s
        };
        assert_eq!(victory(s).unwrap().men_still_needed, 1);
        let s = BattleState {
            objective_turns_held: 5,
            ..s
        };
        assert_eq!(victory(s).unwrap().won, Some(VictoryReason::ObjectiveHeld));
        let s = BattleState {
            enemy_fort_taken: true,
            ..s
        };
        assert_eq!(victory(s).unwrap().won, Some(VictoryReason::FortTaken));
        assert!(
            victory(BattleState {
                enemy_men_at_start: 10,
                enemy_men_taken_or_killed: 11,
                ..Default::default()
            })
            .is_err()
        );
    }
}
