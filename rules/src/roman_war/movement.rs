//! Moves in inches, with the slope and road adjustments of the public copy (rules-gaps, seed 2 (c)).

use serde::{Deserialize, Serialize};

use super::troops::{Arm, Armour, Troop, armour_of};
use super::{House, refuse, rule};
use crate::error::RulesError;
use crate::table::enum_table;

enum_table! {
    /// What is moving: sets the base move.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Mover;

    /// Base moves, Roman War Rules, in inches. Elephants are missing from the source; see
    /// `House::elephant_move_in`.
    pub const BASE_MOVES: [(Mover, f64); _] = [
        UnarmouredFoot => 10.0,
        ArmouredFoot => 9.0,
        Cavalry => 20.0,
        /// Four horses, at most three riders.
        RomanChariot => 20.0,
        /// Two horses, at most three riders.
        GallicChariot => 18.0,
    ];
    not in the table: Elephant;
}

/// Most riders a chariot carries, Roman War Rules.
pub const CHARIOT_RIDERS_MAX: u32 = 3;

/// The ground a move is made over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ground {
    Level,
    Uphill,
    Downhill,
    Road,
}

/// Slope and road adjustments (public copy), as a fraction of the base move: a third off uphill, a third more
/// downhill, half more on a road.
pub const GROUND_FACTORS: [(Ground, u32, u32); 4] = [
    (Ground::Level, 1, 1),
    (Ground::Uphill, 2, 3),
    (Ground::Downhill, 4, 3),
    (Ground::Road, 3, 2),
];

impl Mover {
    /// The mover for a troop type, its armour class decided as the armour lists (and house) say.
    pub fn of(troop: Troop, house: &House) -> Mover {
        match troop.arm() {
            Arm::Cavalry => Mover::Cavalry,
            Arm::RomanChariot => Mover::RomanChariot,
            Arm::GallicChariot => Mover::GallicChariot,
            Arm::Foot => match armour_of(troop, house).0 {
                Armour::Armoured => Mover::ArmouredFoot,
                Armour::Unarmoured => Mover::UnarmouredFoot,
            },
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mover::UnarmouredFoot => "Unarmoured foot",
            Mover::ArmouredFoot => "Armoured foot",
            Mover::Cavalry => "Cavalry",
            Mover::RomanChariot => "Roman chariot",
            Mover::GallicChariot => "Gallic chariot",
            Mover::Elephant => "Elephant",
        }
    }
}

/// Base move of a mover, in inches. Moving, Roman War Rules.
pub fn base_move(mover: Mover, house: &House) -> Result<f64, RulesError> {
    if mover == Mover::Elephant {
        let m = house.elephant_move_in;
        if !m.is_finite() || m <= 0.0 {
            return Err(refuse(
                rule::MOVEMENT,
                "The house elephant move must be a positive number of inches.",
            ));
        }
        return Ok(m);
    }
    Ok(BASE_MOVES
        .iter()
        .find(|(m, _)| *m == mover)
        .map_or(0.0, |&(_, d)| d))
}

/// Rounds to the nearest half inch, halves rounding up, as the public copy's table does.
pub fn to_half_inch(x: f64) -> f64 {
    (x * 2.0 + 0.5).floor() / 2.0
}

/// Move allowance over some ground, rounded to the half inch. Moving, Roman War Rules, with the public copy's
/// slope and road adjustments.
pub fn move_allowance(mover: Mover, ground: Ground, house: &House) -> Result<f64, RulesError> {
    let base = base_move(mover, house)?;
    let (num, den) = GROUND_FACTORS
        .iter()
        .find(|(g, _, _)| *g == ground)
        .map_or((1, 1), |&(_, n, d)| (n, d));
    // A tiny nudge keeps exact halves (such as 40/3 = 13.33 → 13.5) from slipping on float error.
    Ok(to_half_inch(base * num as f64 / den as f64 + 1e-9))
}

/// A retreat from melee: a full move straight away from the enemy. Melee, Roman War Rules.
pub fn retreat_distance(mover: Mover, ground: Ground, house: &House) -> Result<f64, RulesError> {
    move_allowance(mover, ground, house)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moving, Roman War Rules: unarmoured 10, armoured 9, cavalry 20, Roman chariot 20, Gallic chariot 18.
    #[test]
    fn base_moves_match_the_source() {
        let h = House::default();
        let got: Vec<f64> = [
            Mover::UnarmouredFoot,
            Mover::ArmouredFoot,
            Mover::Cavalry,
            Mover::RomanChariot,
            Mover::GallicChariot,
        ]
        .iter()
        .map(|&m| base_move(m, &h).unwrap())
        .collect();
        assert_eq!(got, vec![10.0, 9.0, 20.0, 20.0, 18.0]);
        assert_eq!(base_move(Mover::Elephant, &h).unwrap(), 15.0);
    }

    /// The public copy's slope and road table: 9 → 6/12/13.5, 10 → 6.5/13.5/15, 18 → 12/24/27,
    /// 20 → 13.5/26.5/30.
    #[test]
    fn uphill_downhill_road_table() {
        let h = House::default();
        let rows = [
            (Mover::ArmouredFoot, [6.0, 12.0, 13.5]),
            (Mover::UnarmouredFoot, [6.5, 13.5, 15.0]),
            (Mover::GallicChariot, [12.0, 24.0, 27.0]),
            (Mover::Cavalry, [13.5, 26.5, 30.0]),
            (Mover::RomanChariot, [13.5, 26.5, 30.0]),
        ];
        for (m, [up, down, road]) in rows {
            assert_eq!(
                move_allowance(m, Ground::Uphill, &h).unwrap(),
                up,
                "{m:?} up"
            );
            assert_eq!(
                move_allowance(m, Ground::Downhill, &h).unwrap(),
                down,
                "{m:?} down"
            );
            assert_eq!(
                move_allowance(m, Ground::Road, &h).unwrap(),
                road,
                "{m:?} road"
            );
        }
    }

    #[test]
    fn troops_get_their_moves() {
        let h = House::default();
        assert_eq!(Mover::of(Troop::Triarii, &h), Mover::ArmouredFoot);
        assert_eq!(Mover::of(Troop::Hastati, &h), Mover::UnarmouredFoot);
        assert_eq!(Mover::of(Troop::Numidians, &h), Mover::Cavalry);
        assert_eq!(Mover::of(Troop::GallicChariot, &h), Mover::GallicChariot);
    }

    /// Melee, Roman War Rules: a retreat is a full move.
    #[test]
    fn retreat_is_a_full_move() {
        let h = House::default();
        assert_eq!(
            retreat_distance(Mover::ArmouredFoot, Ground::Level, &h).unwrap(),
            9.0
        );
    }

    #[test]
    fn bad_elephant_setting_is_refused() {
        let h = House {
            elephant_move_in: f64::NAN,
            ..House::default()
        };
        assert!(base_move(Mover::Elephant, &h).is_err());
    }
}
