//! Movement, Castle Cracker framework: speeds are measured in R units with the range cords, a side that runs
//! adds a quarter to its speed, and a unit that chose "fight or pursue" follows a retreating enemy.
//! Speed tables per troop class belong to each system (they differ); this module does the shared arithmetic.

use serde::Serialize;

use super::cords::{CordScale, r_to_cm, r_to_inches};
use super::refuse;
use crate::error::RulesError;
use crate::mechanism::Explained;
use crate::rule::RuleId;

pub const RUN_RULE: RuleId = "sandy-hook.running";
pub const PURSUIT_RULE: RuleId = "sandy-hook.fight-or-pursue";

/// A panicked side running away adds this share of its speed.
pub const RUNNING_BONUS: f64 = 0.25;

/// Refuses speeds that are not a sensible number of R units.
pub fn check_speed(speed_r: f64) -> Result<(), RulesError> {
    if speed_r.is_finite() && (0.0..=20.0).contains(&speed_r) {
        Ok(())
    } else {
        Err(refuse(RUN_RULE, "A speed must be between R0 and R20."))
    }
}

/// A move, ready to show: in R units, inches and centimetres.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct MoveDistance {
    pub r: f64,
    pub inches: f64,
    pub cm: f64,
}

impl MoveDistance {
    pub fn new(r: f64, scale: CordScale) -> MoveDistance {
        MoveDistance {
            r,
            inches: r_to_inches(r, scale),
            cm: r_to_cm(r, scale),
        }
    }
}

/// Running: normal speed plus a quarter. Sandarticus (seed 1).
pub fn running_speed(speed_r: f64) -> Result<f64, RulesError> {
    check_speed(speed_r)?;
    Ok(speed_r * (1.0 + RUNNING_BONUS))
}

/// Whether a retreating unit gets away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Pursuit {
    /// The retreat carries it clear.
    GetsAway,
    /// The pursuer follows and the fight goes on.
    CaughtFightResumes,
    /// The enemy did not choose to pursue.
    NotPursued,
}

impl Explained for Pursuit {
    fn summary(&self) -> String {
        match self {
            Pursuit::GetsAway => "The retreating unit outpaces its pursuers and gets clear.".into(),
            Pursuit::CaughtFightResumes => "The pursuers keep up: the fight carries on.".into(),
            Pursuit::NotPursued => "Nobody follows: the unit withdraws.".into(),
        }
    }

    fn rule(&self) -> RuleId {
        PURSUIT_RULE
    }
}

/// Fight or pursue, Sandarticus (seed 1): a unit that chose it as its move follows a retreating enemy. We read
/// "light troops get away from armoured foot, cavalry always catch light foot" as: the pursuer catches up when
/// it is at least as fast as the retreating unit.
pub fn pursuit(
    retreater_speed_r: f64,
    pursuer_speed_r: f64,
    fight_or_pursue: bool,
) -> Result<Pursuit, RulesError> {
    check_speed(retreater_speed_r)?;
    check_speed(pursuer_speed_r)?;
    Ok(if !fight_or_pursue {
        Pursuit::NotPursued
    } else if pursuer_speed_r + 1e-9 >= retreater_speed_r {
        Pursuit::CaughtFightResumes
    } else {
        Pursuit::GetsAway
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Running: normal speed plus a quarter.
    #[test]
    fn running_adds_a_quarter() {
        assert_eq!(running_speed(2.0), Ok(2.5));
        assert_eq!(running_speed(1.0), Ok(1.25));
        assert!(running_speed(-1.0).is_err());
        assert!(running_speed(f64::NAN).is_err());
        let m = MoveDistance::new(1.5, CordScale::Single);
        assert_eq!(m.inches, 18.0);
    }

    /// Fight or pursue: light foot (R1½) escape armoured foot (R1); cavalry (R2) catch light foot.
    #[test]
    fn fight_or_pursue() {
        assert_eq!(pursuit(1.5, 1.0, true), Ok(Pursuit::GetsAway));
        assert_eq!(pursuit(1.5, 2.0, true), Ok(Pursuit::CaughtFightResumes));
        assert_eq!(pursuit(1.5, 2.0, false), Ok(Pursuit::NotPursued));
    }
}
