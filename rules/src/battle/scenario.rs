//! Scenarios and their victory conditions, as data.
//!
//! Sheil framework (Sandarticus, Jersey Shore): the field has an end zone for each side and a no man's land
//! between that troops must enter to fight; the scenarios are an open battle, a fort defence, the relief of a
//! fort already under attack, and an objective to be taken and held five turns. Roman War Rules and Ancients
//! give no scenarios; the same four are offered for Roman War Rules (it has walls, gates and towers) and the
//! open battle and objective for Ancients, with house victory conditions.

use serde::{Deserialize, Serialize};

use super::SideId;
use crate::jersey_shore::army as js_army;
use crate::rule::{RuleId, System};
use crate::sandarticus::army as sa_army;

/// Victory rule ids for the house conditions (the reference explains them).
pub const ROMAN_WAR_VICTORY_RULE: RuleId = "battle.victory.roman-war";
pub const ANCIENTS_VICTORY_RULE: RuleId = "battle.victory.ancients";
/// The scenario list itself (Sheil framework basics).
pub const SCENARIO_RULE: RuleId = "sandy-hook.scenarios";

/// Turns an objective must be held: five in the Sheil games, and the house borrows it for the other two.
pub const OBJECTIVE_TURNS: u32 = js_army::OBJECTIVE_TURNS;

/// What the players are fighting over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Scenario {
    /// Each side starts in its own end zone with no man's land between.
    OpenField,
    /// The defender's fort stands at one end; the attackers come from the other.
    FortDefence { defender: SideId },
    /// The fort is already under attack; its side must send help before it falls.
    ReliefOfFort { besieged: SideId },
    /// Take the objective and hold it five turns. With a defender, only the other side is trying to hold it;
    /// without one, both are.
    HoldObjective { defender: Option<SideId> },
}

/// One way to win a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Condition {
    /// The side that can win this way; `None` for either.
    pub side: Option<SideId>,
    pub reason: VictoryReason,
    pub rule: RuleId,
    /// True for conditions the house supplies.
    pub house: bool,
}

/// How a side wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VictoryReason {
    /// Sheil: every enemy gun and wagon destroyed or taken, and two thirds of his men taken or killed.
    ArmyBroken,
    /// The enemy's fort captured or destroyed.
    FortTaken,
    /// The objective held for five turns running.
    ObjectiveHeld,
    /// [HOUSE] Roman War Rules: more than half the enemy's men killed or taken.
    HalfTheMenLost,
    /// [HOUSE] Ancients: more than half the enemy's units broken, destroyed or taken.
    HalfTheUnitsLost,
}

impl VictoryReason {
    /// Which reason prevails when both sides reach one on the same event: taking the place the scenario is
    /// about settles the battle before a count of losses does.
    pub fn rank(self) -> u8 {
        match self {
            VictoryReason::FortTaken => 3,
            VictoryReason::ObjectiveHeld => 2,
            _ => 1,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            VictoryReason::ArmyBroken => {
                "every enemy gun and wagon is gone and two thirds of his men are taken or killed"
            }
            VictoryReason::FortTaken => "the enemy's fort has fallen",
            VictoryReason::ObjectiveHeld => "the objective has been held for five turns",
            VictoryReason::HalfTheMenLost => "more than half the enemy's men are killed or taken",
            VictoryReason::HalfTheUnitsLost => {
                "more than half the enemy's units are broken, destroyed or taken"
            }
        }
    }
}

impl Scenario {
    /// The scenarios a system offers, with side B as the defender where there is one.
    pub fn available(system: System) -> Vec<Scenario> {
        match system {
            System::Ancients => vec![
                Scenario::OpenField,
                Scenario::HoldObjective {
                    defender: Some(SideId::B),
                },
            ],
            _ => vec![
                Scenario::OpenField,
                Scenario::FortDefence {
                    defender: SideId::B,
                },
                Scenario::ReliefOfFort {
                    besieged: SideId::B,
                },
                Scenario::HoldObjective {
                    defender: Some(SideId::B),
                },
            ],
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Scenario::OpenField => "Open battle",
            Scenario::FortDefence { .. } => "Fort defence",
            Scenario::ReliefOfFort { .. } => "Relief of the fort",
            Scenario::HoldObjective { .. } => "Hold the objective",
        }
    }

    /// A sentence for the setup screen, with the sides' names.
    pub fn describe(&self, names: &[String; 2]) -> String {
        let n = |s: SideId| names[s.index()].as_str();
        match *self {
            Scenario::OpenField => {
                "Each side sets up in its own end zone; the middle of the field is no man's \
                                    land, and the fighting happens there."
                    .to_string()
            }
            Scenario::FortDefence { defender } => format!(
                "{} hold a fort at one end; {} start from the far end and try to take it.",
                n(defender),
                n(defender.other())
            ),
            Scenario::ReliefOfFort { besieged } => format!(
                "{}'s fort is already under attack by {}; the rest of {} must march to its aid before it falls. \
                 The fort may stand in no man's land or even in the enemy's zone.",
                n(besieged),
                n(besieged.other()),
                n(besieged)
            ),
            Scenario::HoldObjective { defender: Some(d) } => format!(
                "{} must break through, take the objective and hold it {OBJECTIVE_TURNS} turns; {} win by keeping them off it.",
                n(d.other()),
                n(d)
            ),
            Scenario::HoldObjective { defender: None } => format!(
                "Both sides go for the objective; the first to hold it {OBJECTIVE_TURNS} turns running wins."
            ),
        }
    }

    /// The side whose fort is on the table, if any.
    pub fn fort_of(&self) -> Option<SideId> {
        match *self {
            Scenario::FortDefence { defender } => Some(defender),
            Scenario::ReliefOfFort { besieged } => Some(besieged),
            _ => None,
        }
    }

    /// Whether the objective counts, and for whom.
    pub fn objective_for(&self) -> Option<Option<SideId>> {
        match *self {
            Scenario::HoldObjective { defender } => Some(defender.map(SideId::other)),
            _ => None,
        }
    }

    /// The victory conditions of this scenario under a system.
    ///
    /// Sheil framework (Jersey Shore victory): destroying or taking all the enemy's guns and wagons together with
    /// two thirds of his army; or taking his fort in a siege game; or holding the objective. Sandarticus [HOUSE]:
    /// its text sets no conditions, so it borrows these, labelled as a house rule. Roman War Rules and Ancients
    /// [HOUSE]: more than half the enemy's men (Roman War Rules) or units (Ancients) lost, plus the fort and the
    /// objective as in the Sheil games.
    pub fn conditions(&self, system: System) -> Vec<Condition> {
        let (army, rule, house) = match system {
            System::Sandarticus => (VictoryReason::ArmyBroken, sa_army::RULE_VICTORY, true),
            System::JerseyShore => (VictoryReason::ArmyBroken, js_army::VICTORY_RULE, false),
            System::RomanWar => (VictoryReason::HalfTheMenLost, ROMAN_WAR_VICTORY_RULE, true),
            System::Ancients => (VictoryReason::HalfTheUnitsLost, ANCIENTS_VICTORY_RULE, true),
        };
        let mut out = vec![Condition {
            side: None,
            reason: army,
            rule,
            house,
        }];
        if let Some(fort) = self.fort_of() {
            out.push(Condition {
                side: Some(fort.other()),
                reason: VictoryReason::FortTaken,
                rule,
                house,
            });
        }
        if let Some(who) = self.objective_for() {
            out.push(Condition {
                side: who,
                reason: VictoryReason::ObjectiveHeld,
                rule,
                house,
            });
        }
        out
    }
}
