//! The phases of a turn, per system: the tracker's turn counter walks these.

use serde::{Deserialize, Serialize};

use crate::jersey_shore::turn::{self as js_turn, TURN};
use crate::roman_war::{self, TurnSequence};
use crate::rule::{RuleId, System};

/// The house turn for Ancients: the posts give no turn sequence.
pub const ANCIENTS_TURN_RULE: RuleId = "battle.turn.ancients";

/// Who acts in a phase. "First" is whichever side moves first this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    First,
    Second,
    Both,
}

/// What is done in a phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Flip a coin; the winner chooses who moves first.
    CoinFlip,
    Move,
    Shoot,
    /// Hand to hand, and the Break Tests that follow it in Ancients.
    Melee,
}

/// One phase of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Phase {
    pub who: Who,
    pub step: Step,
}

impl Phase {
    /// The phase in a sentence, with the names of the sides moving first and second.
    pub fn describe(&self, first: &str, second: &str) -> String {
        let who = match self.who {
            Who::First => first.to_string(),
            Who::Second => second.to_string(),
            Who::Both => "both sides".to_string(),
        };
        match self.step {
            Step::CoinFlip => "the coin flip for who moves first".to_string(),
            Step::Move => format!("{who} move"),
            Step::Shoot => format!("{who} shoot"),
            Step::Melee => format!("hand to hand for {who}"),
        }
    }
}

/// A system's turn: its phases in order, and the rule they come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TurnPlan {
    pub phases: Vec<Phase>,
    pub rule: RuleId,
    /// True where the sources give no order and the house supplies one.
    pub house: bool,
}

/// The turn of each system.
///
/// Jersey Shore (turn order, seed 3): flip, one side moves, then the other, then both shoot; hand to hand comes
/// from charges made during movement. Sandarticus uses the same Sheil framework, so the same turn. Roman War
/// Rules: the house one-side-then-the-other turn from `roman_war::turn_order`. Ancients: [HOUSE] the first
/// side moves, the second moves, both shoot, then all melees are fought and their Break Tests taken.
pub fn turn_plan(system: System) -> TurnPlan {
    match system {
        System::JerseyShore | System::Sandarticus => TurnPlan {
            phases: TURN
                .iter()
                .map(|p| match p {
                    js_turn::Phase::CoinFlip => Phase {
                        who: Who::Both,
                        step: Step::CoinFlip,
                    },
                    js_turn::Phase::FirstSideMoves => Phase {
                        who: Who::First,
                        step: Step::Move,
                    },
                    js_turn::Phase::SecondSideMoves => Phase {
                        who: Who::Second,
                        step: Step::Move,
                    },
                    js_turn::Phase::BothShoot => Phase {
                        who: Who::Both,
                        step: Step::Shoot,
                    },
                })
                .collect(),
            rule: js_turn::TURN_RULE,
            house: false,
        },
        System::RomanWar => TurnPlan {
            phases: roman_war::turn_order(TurnSequence::IGoUGo)
                .iter()
                .map(|&(side, step)| Phase {
                    who: match side {
                        roman_war::Side::First => Who::First,
                        roman_war::Side::Second => Who::Second,
                        roman_war::Side::Both => Who::Both,
                    },
                    step: match step {
                        roman_war::Step::Move => Step::Move,
                        roman_war::Step::Shoot => Step::Shoot,
                        roman_war::Step::Melee => Step::Melee,
                    },
                })
                .collect(),
            rule: roman_war::rule::TURN,
            house: true,
        },
        System::Ancients => TurnPlan {
            phases: vec![
                Phase {
                    who: Who::First,
                    step: Step::Move,
                },
                Phase {
                    who: Who::Second,
                    step: Step::Move,
                },
                Phase {
                    who: Who::Both,
                    step: Step::Shoot,
                },
                Phase {
                    who: Who::Both,
                    step: Step::Melee,
                },
            ],
            rule: ANCIENTS_TURN_RULE,
            house: true,
        },
    }
}
