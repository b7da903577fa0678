//! Command, Jersey Shore (seed 3): regulars need one officer per 15 men. A unit without one holds and only
//! defends; if it has also lost more than half its men it falls back to its own lines until an officer joins.
//! Men beyond what the officers present can cover keep doing whatever the leaderless unit was doing.
//! Hessians falling back may be rallied by a British officer on a die roll. Rangers, Indians and frontiersmen
//! need no officers.

use serde::{Deserialize, Serialize};

use super::troops::TroopType;
use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::{Distribution, p_d6_at_least};
use crate::rule::RuleId;
use crate::sandy_hook::{MAX_MEN, check_men, refuse};

pub const RULE: RuleId = "jersey-shore.command";
pub const HESSIAN_RULE: RuleId = "jersey-shore.hessian-rally";

/// Regulars per officer.
pub const MEN_PER_OFFICER: u32 = 15;
/// A British officer rallies retreating Hessians on this or more.
pub const HESSIAN_RALLY_ON: u8 = 4;

/// Officers a body of regulars needs.
pub fn officers_needed(regulars: u32) -> u32 {
    regulars.div_ceil(MEN_PER_OFFICER)
}

/// A unit's state for the command check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCommand {
    pub troop: TroopType,
    /// Men in the unit now, not counting officers.
    pub men: u32,
    /// Men it started the battle with.
    pub men_at_start: u32,
    /// Officers with the unit.
    pub officers: u32,
    /// Whether the unit is already falling back.
    pub retreating: bool,
}

/// What leaderless men do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Leaderless {
    /// Stay put; fight only if attacked.
    StandFast,
    /// Fall back to their own lines.
    Retreat,
}

/// The result of the command check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum CommandStatus {
    /// These troops fight on without officers.
    NoOfficerNeeded,
    /// Enough officers: the unit acts freely.
    Commanded,
    /// No officer at all.
    NoOfficer(Leaderless),
    /// Too few officers: `uncovered` men act leaderless.
    ShortOfOfficers { uncovered: u32, they: Leaderless },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CommandReport {
    pub status: CommandStatus,
    pub officers_needed: u32,
}

impl Explained for CommandReport {
    fn summary(&self) -> String {
        let what = |l: Leaderless| match l {
            Leaderless::StandFast => "hold their ground and only defend",
            Leaderless::Retreat => "fall back to their own lines",
        };
        match self.status {
            CommandStatus::NoOfficerNeeded => "These troops fight on without officers.".into(),
            CommandStatus::Commanded => "Enough officers: the unit acts freely.".into(),
            CommandStatus::NoOfficer(Leaderless::Retreat) => {
                "No officer and over half the men lost: the unit falls back until an officer joins it.".into()
            }
            CommandStatus::NoOfficer(l) => format!("No officer: the men {} until one arrives.", what(l)),
            CommandStatus::ShortOfOfficers { uncovered, they } => format!(
                "{} officers needed: {} men without one {}.",
                self.officers_needed,
                uncovered,
                what(they)
            ),
        }
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

/// The command check for one unit.
pub fn command_status(u: UnitCommand) -> Result<CommandReport, RulesError> {
    check_men("Men in the unit", u.men, 0, MAX_MEN)?;
    check_men("Men the unit started with", u.men_at_start, 1, MAX_MEN)?;
    check_men("Officers", u.officers, 0, MAX_MEN)?;
    if u.men > u.men_at_start {
        return Err(refuse(
            RULE,
            "A unit can't have more men now than it started with.",
        ));
    }
    let needed = officers_needed(u.men);
    if !u.troop.needs_officer() {
        return Ok(CommandReport {
            status: CommandStatus::NoOfficerNeeded,
            officers_needed: 0,
        });
    }
    let lost_over_half = 2 * u.men < u.men_at_start;
    let leaderless = if u.retreating || lost_over_half {
        Leaderless::Retreat
    } else {
        Leaderless::StandFast
    };
    let status = if u.officers == 0 {
        CommandStatus::NoOfficer(leaderless)
    } else if u.officers >= needed {
        CommandStatus::Commanded
    } else {
        // Uncovered men carry on as they were: retreating if the unit was, otherwise standing fast.
        let they = if u.retreating {
            Leaderless::Retreat
        } else {
            Leaderless::StandFast
        };
        CommandStatus::ShortOfOfficers {
            uncovered: u.men - u.officers * MEN_PER_OFFICER,
            they,
        }
    };
    Ok(CommandReport {
        status,
        officers_needed: needed,
    })
}

/// Who tries to take command of Hessians falling back after losing their officer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RallyingOfficer {
    /// Hessians always answer their own officers.
    Hessian,
    /// A British officer needs a 4, 5 or 6 on one die.
    British,
}

/// The Hessian rally roll. Command, Jersey Shore (seed 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HessianRally {
    pub officer: RallyingOfficer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HessianRallyOutcome {
    pub rallied: bool,
    pub roll: Option<u8>,
}

impl Explained for HessianRallyOutcome {
    fn summary(&self) -> String {
        match (self.rallied, self.roll) {
            (true, None) => "The Hessians answer their own officer.".into(),
            (true, Some(r)) => format!("Rolled {r}: the Hessians answer the British officer."),
            (false, Some(r)) => {
                format!("Rolled {r}: the Hessians ignore him and keep falling back.")
            }
            (false, None) => "The Hessians keep falling back.".into(),
        }
    }

    fn rule(&self) -> RuleId {
        HESSIAN_RULE
    }
}

impl Mechanism for HessianRally {
    type House<'h> = ();
    type Outcome = HessianRallyOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        Ok(match self.officer {
            RallyingOfficer::Hessian => DiceRequest::Nothing,
            RallyingOfficer::British => DiceRequest::D6(1),
        })
    }

    /// 1 if they rally.
    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        Ok(match self.officer {
            RallyingOfficer::Hessian => Distribution::certain(1),
            RallyingOfficer::British => {
                Distribution::bernoulli(p_d6_at_least(HESSIAN_RALLY_ON as i64))
            }
        })
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<HessianRallyOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        Ok(match faces.first() {
            None => HessianRallyOutcome {
                rallied: true,
                roll: None,
            },
            Some(&r) => HessianRallyOutcome {
                rallied: r >= HESSIAN_RALLY_ON,
                roll: Some(r),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandy_hook::testkit::resolve_matches_odds;
    use proptest::prelude::*;

    fn unit(men: u32, start: u32, officers: u32) -> UnitCommand {
        UnitCommand {
            troop: TroopType::MusketInfantry,
            men,
            men_at_start: start,
            officers,
            retreating: false,
        }
    }

    /// Command: one officer per 15 regulars.
    #[test]
    fn one_officer_per_fifteen() {
        assert_eq!(officers_needed(15), 1);
        assert_eq!(officers_needed(16), 2);
        assert_eq!(officers_needed(0), 0);
        assert_eq!(
            command_status(unit(15, 20, 1)).unwrap().status,
            CommandStatus::Commanded
        );
        let r = command_status(unit(20, 20, 1)).unwrap();
        assert_eq!(
            r.status,
            CommandStatus::ShortOfOfficers {
                uncovered: 5,
                they: Leaderless::StandFast
            }
        );
        let r = command_status(UnitCommand {
            retreating: true,
            ..unit(20, 20, 1)
        })
        .unwrap();
        assert_eq!(
            r.status,
            CommandStatus::ShortOfOfficers {
                uncovered: 5,
                they: Leaderless::Retreat
            }
        );
    }

    /// No officer: hold and defend; more than half lost: retreat until an officer joins.
    #[test]
    fn unofficered_units() {
        assert_eq!(
            command_status(unit(10, 20, 0)).unwrap().status,
            CommandStatus::NoOfficer(Leaderless::StandFast)
        );
        assert_eq!(
            command_status(unit(9, 20, 0)).unwrap().status,
            CommandStatus::NoOfficer(Leaderless::Retreat)
        );
        assert!(
            command_status(unit(9, 20, 0))
                .unwrap()
                .summary()
                .contains("falls back")
        );
        assert!(command_status(unit(21, 20, 1)).is_err());
    }

    /// Rangers, Indians and frontiersmen need no officer.
    #[test]
    fn free_troops() {
        let u = UnitCommand {
            troop: TroopType::Indian,
            ..unit(30, 30, 0)
        };
        assert_eq!(
            command_status(u).unwrap().status,
            CommandStatus::NoOfficerNeeded
        );
    }

    /// Hessians: a British officer rallies them on 4-6; 1-3 they keep retreating.
    #[test]
    fn hessian_rally_roll() {
        let b = HessianRally {
            officer: RallyingOfficer::British,
        };
        assert!(!b.resolve((), &[3]).unwrap().rallied);
        assert!(b.resolve((), &[4]).unwrap().rallied);
        assert!((b.odds(()).unwrap().p_exactly(1) - 0.5).abs() < 1e-12);
        resolve_matches_odds(&b, (), |o| Some(o.rallied as i64));
        let own = HessianRally {
            officer: RallyingOfficer::Hessian,
        };
        assert!(own.resolve((), &[]).unwrap().rallied);
        resolve_matches_odds(&own, (), |o| Some(o.rallied as i64));
    }

    proptest! {
        #[test]
        /// Command, Jersey Shore: one officer for every 15 regulars, and any input gives a status or an error.
        #[test]
        fn never_panics(men in 0u32..300, start in 0u32..300, officers in 0u32..300, retreating: bool) {
            let r = command_status(UnitCommand { troop: TroopType::Hessian, men, men_at_start: start, officers, retreating });
            prop_assert_eq!(officers_needed(men), men.div_ceil(15));
            if let Ok(r) = r {
                let covered = officers > 0 && officers * 15 >= men;
                prop_assert_eq!(r.status == CommandStatus::Commanded, covered);
            }
        }
    }
}
