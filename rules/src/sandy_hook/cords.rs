//! Range cords and the quartered disk. Castle Cracker basics, shared by Sandarticus and Jersey Shore.
//!
//! Four strings, 1 to 4 feet, each knotted into thirds, measure both range and movement: "R2" is the 2-foot
//! cord. Big figures or big tables double or triple every cord.

use serde::{Deserialize, Serialize};

use super::refuse;
use crate::error::{Problem, RulesError};
use crate::rule::RuleId;
use crate::table::enum_table;
use crate::text::fixed;

pub const RULE: RuleId = "sandy-hook.cords";

/// One of the four range cords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Cord {
    R1,
    R2,
    R3,
    R4,
}

crate::json::field::named_field!(Cord { R1, R2, R3, R4 });

/// The cords in the order they are cut, shortest first, with their length in feet at single scale.
pub const CORDS: [(Cord, u32); 4] = [(Cord::R1, 1), (Cord::R2, 2), (Cord::R3, 3), (Cord::R4, 4)];

impl Cord {
    /// The cord's number: R3 is 3.
    pub fn number(self) -> u32 {
        self as u32 + 1
    }

    pub fn name(self) -> &'static str {
        match self {
            Cord::R1 => "R1",
            Cord::R2 => "R2",
            Cord::R3 => "R3",
            Cord::R4 => "R4",
        }
    }

    pub fn from_number(n: u32) -> Result<Cord, RulesError> {
        match n {
            1 => Ok(Cord::R1),
            2 => Ok(Cord::R2),
            3 => Ok(Cord::R3),
            4 => Ok(Cord::R4),
            _ => Err(RulesError::from(Problem::OutOfRange {
                what: "The range cord",
                min: 1,
                max: 4,
                got: n as i64,
            })),
        }
    }
}

/// Whether the table plays with cords at their own length, doubled or tripled.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CordScale {
    #[default]
    Single,
    Doubled,
    Tripled,
}

impl CordScale {
    pub fn factor(self) -> u32 {
        match self {
            CordScale::Single => 1,
            CordScale::Doubled => 2,
            CordScale::Tripled => 3,
        }
    }
}

/// A third of a cord, counted from the shooter: the knots split every cord into close, medium and long.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Third {
    Close,
    Medium,
    Long,
}

crate::json::field::named_field!(Third {
    Close,
    Medium,
    Long
});

impl Third {
    pub const ALL: [Third; 3] = [Third::Close, Third::Medium, Third::Long];

    pub fn name(self) -> &'static str {
        match self {
            Third::Close => "close",
            Third::Medium => "medium",
            Third::Long => "long",
        }
    }

    /// 1 for close, 2 for medium, 3 for long: how many thirds of the cord reach it.
    pub fn index(self) -> u32 {
        self as u32 + 1
    }
}

const INCHES_PER_FOOT: f64 = 12.0;

/// A length in R units (R1 = one cord-foot), possibly fractional, as speeds are (R1½, R½).
pub fn r_to_feet(r: f64, scale: CordScale) -> f64 {
    r * scale.factor() as f64
}

pub fn r_to_inches(r: f64, scale: CordScale) -> f64 {
    r_to_feet(r, scale) * INCHES_PER_FOOT
}

pub fn r_to_cm(r: f64, scale: CordScale) -> f64 {
    crate::measure::inches_to_cm(r_to_inches(r, scale))
}

/// A cord's length in feet at the table's scale.
pub fn cord_feet(cord: Cord, scale: CordScale) -> f64 {
    r_to_feet(cord.number() as f64, scale)
}

pub fn cord_inches(cord: Cord, scale: CordScale) -> f64 {
    r_to_inches(cord.number() as f64, scale)
}

pub fn cord_cm(cord: Cord, scale: CordScale) -> f64 {
    r_to_cm(cord.number() as f64, scale)
}

/// Converts a measured distance in inches to R units at the table's scale.
pub fn inches_to_r(inches: f64, scale: CordScale) -> Result<f64, RulesError> {
    check_distance(inches)?;
    Ok(inches / r_to_inches(1.0, scale))
}

/// Refuses distances no tape can show (negative, or not a number).
pub fn check_distance(inches: f64) -> Result<(), RulesError> {
    if inches.is_finite() && inches >= 0.0 {
        Ok(())
    } else {
        Err(refuse(
            RULE,
            "A distance must be zero or more, measured in inches.",
        ))
    }
}

/// Which third of `cord` a target `inches` away falls in, or an error if the cord does not reach it.
///
/// Range cords, Castle Cracker basics: a target exactly on a knot counts in the nearer third.
pub fn third_at(cord: Cord, inches: f64, scale: CordScale) -> Result<Third, RulesError> {
    check_distance(inches)?;
    let length = cord_inches(cord, scale);
    let third = length / 3.0;
    // A tiny tolerance so a target measured right on the knot is not pushed out by rounding.
    let eps = 1e-9;
    if inches <= third + eps {
        Ok(Third::Close)
    } else if inches <= 2.0 * third + eps {
        Ok(Third::Medium)
    } else if inches <= length + eps {
        Ok(Third::Long)
    } else {
        Err(refuse(
            RULE,
            format!(
                "That target is {} in away, beyond the {} cord ({} in at this scale).",
                fixed(inches, 0),
                cord.name(),
                fixed(length, 0)
            ),
        ))
    }
}

/// Whether `inches` lies within `r` R units (a move, or the R3 of the leadership rules).
pub fn within_r(r: f64, inches: f64, scale: CordScale) -> Result<bool, RulesError> {
    check_distance(inches)?;
    Ok(inches <= r_to_inches(r, scale) + 1e-9)
}

enum_table! {
    /// How far the quartered disk lets a piece swing to fire. Aiming, Castle Cracker: archers may turn through
    /// three quarters of the circle, a ballista half, a cannon or catapult a single quarter.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    pub enum ArcOf;

    /// The firing arcs, in quarters of the disk (Aiming, Castle Cracker).
    pub const FIRING_ARCS: [(ArcOf, u32); _] = [
        Archers => 3,
        Ballista => 2,
        Cannon => 1,
        Catapult => 1,
    ];
}

/// Quarters of the disk a piece may turn through.
pub fn arc_quarters(of: ArcOf) -> u32 {
    FIRING_ARCS
        .iter()
        .find(|(k, _)| *k == of)
        .map_or(1, |(_, q)| *q)
}

/// Whether a target at `bearing` degrees from the piece's facing (left negative, right positive) is in its arc.
/// The arc is centred on the facing, so a quarter covers 45 degrees either side.
pub fn in_arc(of: ArcOf, bearing: f64) -> Result<bool, RulesError> {
    if !bearing.is_finite() {
        return Err(refuse(
            RULE,
            "The bearing to the target must be a number of degrees.",
        ));
    }
    // Fold any bearing into -180..=180 so 350 degrees reads as 10 degrees left.
    let mut b = bearing % 360.0;
    if b > 180.0 {
        b -= 360.0;
    } else if b < -180.0 {
        b += 360.0;
    }
    let half_arc = arc_quarters(of) as f64 * 90.0 / 2.0;
    Ok(b.abs() <= half_arc + 1e-9)
}

/// The leadership rules measure "nearby" with the R3 cord (rallying, a fallen chief's successors).
pub const LEADERSHIP_REACH: Cord = Cord::R3;

/// Whether a unit `inches` away is within the R3 the leadership rules use.
pub fn within_leadership_reach(inches: f64, scale: CordScale) -> Result<bool, RulesError> {
    within_r(LEADERSHIP_REACH.number() as f64, inches, scale)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Range cords, Castle Cracker basics: 1, 2, 3 and 4 feet, doubled to 8 ft for R4.
    #[test]
    fn cord_lengths_match_the_source() {
        assert_eq!(CORDS.map(|(_, f)| f), [1, 2, 3, 4]);
        for (c, feet) in CORDS {
            assert_eq!(cord_feet(c, CordScale::Single), feet as f64);
            assert_eq!(c.number(), feet);
        }
        assert_eq!(cord_feet(Cord::R4, CordScale::Doubled), 8.0);
        assert_eq!(cord_feet(Cord::R4, CordScale::Tripled), 12.0);
        assert_eq!(cord_inches(Cord::R1, CordScale::Single), 12.0);
        assert!((cord_cm(Cord::R1, CordScale::Single) - 30.48).abs() < 1e-9);
        assert!(Cord::from_number(5).is_err());
    }

    /// Range cords are knotted into thirds: close, medium, long.
    #[test]
    fn thirds_of_a_cord() {
        let s = CordScale::Single;
        assert_eq!(third_at(Cord::R3, 12.0, s), Ok(Third::Close));
        assert_eq!(third_at(Cord::R3, 12.5, s), Ok(Third::Medium));
        assert_eq!(third_at(Cord::R3, 24.0, s), Ok(Third::Medium));
        assert_eq!(third_at(Cord::R3, 36.0, s), Ok(Third::Long));
        assert!(third_at(Cord::R3, 36.5, s).is_err());
        assert_eq!(
            third_at(Cord::R3, 36.5, CordScale::Doubled),
            Ok(Third::Medium)
        );
        let e = third_at(Cord::R1, -1.0, s).unwrap_err();
        assert!(e.to_string().contains("zero or more"));
        assert!(third_at(Cord::R1, f64::NAN, s).is_err());
    }

    /// Aiming with the quartered disk: archers 3/4, ballista 1/2, cannon and catapult 1/4.
    #[test]
    fn firing_arcs_match_the_source() {
        assert_eq!(FIRING_ARCS.map(|(_, q)| q), [3, 2, 1, 1]);
        assert_eq!(in_arc(ArcOf::Cannon, 45.0), Ok(true));
        assert_eq!(in_arc(ArcOf::Cannon, 46.0), Ok(false));
        assert_eq!(in_arc(ArcOf::Ballista, -90.0), Ok(true));
        assert_eq!(in_arc(ArcOf::Archers, 135.0), Ok(true));
        assert_eq!(in_arc(ArcOf::Archers, 180.0), Ok(false));
        assert_eq!(in_arc(ArcOf::Catapult, 350.0), Ok(true));
        assert!(in_arc(ArcOf::Catapult, f64::INFINITY).is_err());
    }

    /// Leadership rules measure with R3.
    #[test]
    fn leadership_reach_is_r3() {
        assert_eq!(within_leadership_reach(36.0, CordScale::Single), Ok(true));
        assert_eq!(within_leadership_reach(37.0, CordScale::Single), Ok(false));
        assert_eq!(within_leadership_reach(72.0, CordScale::Doubled), Ok(true));
    }

    proptest! {
        #[test]
        fn every_reachable_distance_has_a_third(inches in 0.0f64..200.0, n in 1u32..=4) {
            let cord = Cord::from_number(n).unwrap();
            let r = third_at(cord, inches, CordScale::Single);
            prop_assert_eq!(r.is_ok(), inches <= cord_inches(cord, CordScale::Single) + 1e-9);
        }

        #[test]
        fn conversions_round_trip(r in 0.0f64..20.0) {
            let back = inches_to_r(r_to_inches(r, CordScale::Tripled), CordScale::Tripled).unwrap();
            prop_assert!((back - r).abs() < 1e-9);
        }
    }
}
