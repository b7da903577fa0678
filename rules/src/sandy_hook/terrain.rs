//! Terrain and movement, Jersey Shore (seed 3; the Basics page Sandarticus defers to was never found):
//! slopes slow troops by thirds, rivers stop a unit at each bank and halve it in a ford, a bridge or pass is
//! crossed in file behind a lead figure, and lakes need boats.

use serde::{Deserialize, Serialize};

use super::movement::check_speed;
use super::refuse;
use crate::error::RulesError;
use crate::mechanism::Explained;
use crate::rule::RuleId;
use crate::table::enum_table;

pub const SLOPE_RULE: RuleId = "sandy-hook.slopes";
pub const RIVER_RULE: RuleId = "sandy-hook.rivers";
pub const BRIDGE_RULE: RuleId = "sandy-hook.bridges-and-passes";
pub const BOAT_RULE: RuleId = "sandy-hook.boats";

enum_table! {
    /// How steep a slope is.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    pub enum SlopeClass;

    /// Slope bands in degrees: (class, lowest degree in the band).
    pub const SLOPE_BANDS: [(SlopeClass, u32); _] = [
        /// Under 10 degrees: no effect.
        Level => 0,
        /// 10 to 44 degrees.
        Gentle => 10,
        /// 45 to 80 degrees.
        Steep => 45,
        /// Over 80 degrees: only climbers with gear.
        Sheer => 81,
    ];
}

/// The class of a slope of `degrees`; degrees between whole bands go to the gentler one (80.5 is still steep).
pub fn slope_class(degrees: f64) -> Result<SlopeClass, RulesError> {
    if !degrees.is_finite() || !(0.0..=90.0).contains(&degrees) {
        return Err(refuse(SLOPE_RULE, "A slope is between 0 and 90 degrees."));
    }
    Ok(if degrees < 10.0 {
        SlopeClass::Level
    } else if degrees < 45.0 {
        SlopeClass::Gentle
    } else if degrees <= 80.0 {
        SlopeClass::Steep
    } else {
        SlopeClass::Sheer
    })
}

/// What is moving, as far as terrain cares.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mover {
    #[default]
    Foot,
    /// Foot carrying climbing gear.
    Climbers,
    Horse,
    Wheeled,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Going {
    #[default]
    Up,
    Down,
}

/// The share of speed kept on a slope, in thirds: climbing gentle 2/3, steep 1/3; descending gentle 3/3,
/// steep 2/3.
pub const SLOPE_THIRDS_KEPT: [(SlopeClass, u32, u32); 3] = [
    (SlopeClass::Level, 3, 3),
    (SlopeClass::Gentle, 2, 3),
    (SlopeClass::Steep, 1, 2),
];

/// Speed on a slope, in R units. Horses and wheels cannot climb steep slopes; sheer faces need climbers, who
/// go at the steep rate (the source gives them no speed of their own).
pub fn slope_speed(
    speed_r: f64,
    degrees: f64,
    going: Going,
    mover: Mover,
) -> Result<f64, RulesError> {
    check_speed(speed_r)?;
    let class = slope_class(degrees)?;
    let class = match class {
        SlopeClass::Sheer if mover != Mover::Climbers => {
            return Err(refuse(
                SLOPE_RULE,
                "Only climbers carrying gear can go up a face steeper than 80 degrees.",
            ));
        }
        SlopeClass::Sheer => SlopeClass::Steep,
        c => c,
    };
    if class == SlopeClass::Steep
        && going == Going::Up
        && matches!(mover, Mover::Horse | Mover::Wheeled)
    {
        return Err(refuse(
            SLOPE_RULE,
            "Horses and wheeled vehicles can't climb a steep slope.",
        ));
    }
    let (_, up, down) = SLOPE_THIRDS_KEPT
        .iter()
        .copied()
        .find(|(c, _, _)| *c == class)
        .unwrap_or((SlopeClass::Level, 3, 3));
    let kept = if going == Going::Up { up } else { down };
    Ok(speed_r * kept as f64 / 3.0)
}

/// A water obstacle or narrow crossing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Crossing {
    River { fordable: bool },
    BridgeOrPass,
    Lake,
}

/// How a crossing is made.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CrossingRule {
    pub crossing: Crossing,
    /// The unit halts on reaching the obstacle.
    pub stop_on_reaching: bool,
    /// Share of speed while crossing (1.0 = unchanged).
    pub speed_factor: f64,
    /// The unit halts again after climbing out on the far side.
    pub stop_on_far_side: bool,
    /// Everyone follows a chosen lead figure in file.
    pub follow_the_leader: bool,
    /// Whole moves spent boarding and then landing.
    pub boarding_moves: u32,
    /// Speed afloat, in R per turn.
    pub boat_speed_r: Option<f64>,
    #[serde(skip)]
    pub rule: RuleId,
}

impl Explained for CrossingRule {
    fn summary(&self) -> String {
        match self.crossing {
            Crossing::River { .. } => {
                "Stop at the river; wade the ford at half speed; stop again on the far bank.".into()
            }
            Crossing::BridgeOrPass => {
                "Pick a lead figure: it moves as far as you like and the rest follow in file."
                    .into()
            }
            Crossing::Lake => "One move to board, boats travel R1 a turn, one move to land.".into(),
        }
    }

    fn rule(&self) -> RuleId {
        self.rule
    }
}

/// A boat or barge moves R1 a turn.
pub const BOAT_SPEED_R: f64 = 1.0;

/// The rule for a crossing; a river with no ford is refused (it needs a bridge or boats).
pub fn crossing_rule(crossing: Crossing) -> Result<CrossingRule, RulesError> {
    let base = CrossingRule {
        crossing,
        stop_on_reaching: false,
        speed_factor: 1.0,
        stop_on_far_side: false,
        follow_the_leader: false,
        boarding_moves: 0,
        boat_speed_r: None,
        rule: RIVER_RULE,
    };
    Ok(match crossing {
        Crossing::River { fordable: false } => {
            return Err(refuse(
                RIVER_RULE,
                "This river has no ford: cross by a bridge or by boat.",
            ));
        }
        Crossing::River { fordable: true } => CrossingRule {
            stop_on_reaching: true,
            speed_factor: 0.5,
            stop_on_far_side: true,
            ..base
        },
        Crossing::BridgeOrPass => CrossingRule {
            follow_the_leader: true,
            rule: BRIDGE_RULE,
            ..base
        },
        Crossing::Lake => CrossingRule {
            boarding_moves: 2,
            boat_speed_r: Some(BOAT_SPEED_R),
            rule: BOAT_RULE,
            ..base
        },
    })
}

/// Turns to cross `water_r` R of lake by boat: one to board, the voyage at R1 a turn, one to land.
pub fn boat_crossing_turns(water_r: f64) -> Result<u32, RulesError> {
    if !water_r.is_finite() || !(0.0..=100.0).contains(&water_r) {
        return Err(refuse(
            BOAT_RULE,
            "The width of water must be between R0 and R100.",
        ));
    }
    Ok(2 + (water_r / BOAT_SPEED_R - 1e-9).ceil().max(0.0) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slopes: gentle 10-44°, steep 45-80°, over 80° needs climbing gear.
    #[test]
    fn slope_bands_match_the_source() {
        assert_eq!(SLOPE_BANDS.map(|(_, d)| d), [0, 10, 45, 81]);
        assert_eq!(slope_class(9.0), Ok(SlopeClass::Level));
        assert_eq!(slope_class(10.0), Ok(SlopeClass::Gentle));
        assert_eq!(slope_class(44.0), Ok(SlopeClass::Gentle));
        assert_eq!(slope_class(45.0), Ok(SlopeClass::Steep));
        assert_eq!(slope_class(80.0), Ok(SlopeClass::Steep));
        assert_eq!(slope_class(85.0), Ok(SlopeClass::Sheer));
        assert!(slope_class(-5.0).is_err());
    }

    /// Climbing: gentle −1/3, steep −2/3; down: gentle none, steep −1/3; horses and wheels can't climb steep.
    #[test]
    fn slope_speeds() {
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(close(
            slope_speed(1.5, 20.0, Going::Up, Mover::Foot).unwrap(),
            1.0
        ));
        assert!(close(
            slope_speed(1.5, 60.0, Going::Up, Mover::Foot).unwrap(),
            0.5
        ));
        assert!(close(
            slope_speed(1.5, 20.0, Going::Down, Mover::Foot).unwrap(),
            1.5
        ));
        assert!(close(
            slope_speed(1.5, 60.0, Going::Down, Mover::Horse).unwrap(),
            1.0
        ));
        assert!(
            slope_speed(2.0, 60.0, Going::Up, Mover::Horse)
                .unwrap_err()
                .to_string()
                .contains("steep")
        );
        assert!(slope_speed(1.0, 60.0, Going::Up, Mover::Wheeled).is_err());
        assert!(slope_speed(1.0, 85.0, Going::Up, Mover::Foot).is_err());
        assert!(slope_speed(1.0, 85.0, Going::Up, Mover::Climbers).is_ok());
    }

    /// Rivers: stop, ford at half speed, stop on the far bank. Bridges and passes: follow the leader.
    #[test]
    fn crossings() {
        let ford = crossing_rule(Crossing::River { fordable: true }).unwrap();
        assert!(ford.stop_on_reaching && ford.stop_on_far_side);
        assert_eq!(ford.speed_factor, 0.5);
        assert!(crossing_rule(Crossing::River { fordable: false }).is_err());
        assert!(
            crossing_rule(Crossing::BridgeOrPass)
                .unwrap()
                .follow_the_leader
        );
        let lake = crossing_rule(Crossing::Lake).unwrap();
        assert_eq!((lake.boarding_moves, lake.boat_speed_r), (2, Some(1.0)));
    }

    /// Boats: one move on, R1 a turn, one move off.
    #[test]
    fn boat_turns() {
        assert_eq!(boat_crossing_turns(3.0), Ok(5));
        assert_eq!(boat_crossing_turns(2.5), Ok(5));
        assert_eq!(boat_crossing_turns(0.0), Ok(2));
        assert!(boat_crossing_turns(-1.0).is_err());
    }
}
