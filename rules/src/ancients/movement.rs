//! Movement rates (house rule: the posts give none) and the moves after a melee: Follow-Up Moves, Basic
//! Combat Mechanic, Ancients. A unit giving ground falls back half its rate; a free opponent may follow half
//! of its own and fights on if it is still in contact; two units both giving ground part.

use serde::{Deserialize, Serialize};

use super::House;
use super::break_test::BreakResult;
use super::unit::{Formation, Unit, UnitType, Weight};
use crate::rule::RuleId;
use crate::text::measure;

pub const RULE: RuleId = "ancients.give-ground";

/// A unit's movement rate in inches under the house rates.
pub fn movement_rate(unit: &Unit, house: &House) -> u32 {
    let m = house.movement;
    match (unit.kind, unit.formation, unit.weight) {
        (UnitType::Infantry, Formation::Skirmish, _) => m.skirmish_infantry,
        (UnitType::Infantry, _, _) => m.close_order_infantry,
        (UnitType::Cavalry, _, Weight::Light) => m.light_cavalry,
        (UnitType::Cavalry, _, _) => m.heavy_cavalry,
    }
}

/// Half the movement rate in inches, the distance of a Give Ground move or a follow-up.
pub fn half_move(unit: &Unit, house: &House) -> f64 {
    movement_rate(unit, house) as f64 / 2.0
}

/// What one unit does after the Break Tests of a melee.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Move {
    /// Stays where it is, still fighting if the enemy is still there.
    Stand,
    /// Moves straight back this many inches.
    FallBack { inches: f64 },
    /// May follow the retreating enemy this many inches; if it stays in contact the fight goes on.
    MayFollow { inches: f64 },
    /// Destroyed: take it off the table.
    Remove,
}

impl Move {
    pub fn describe(self) -> String {
        match self {
            Move::Stand => "stands".to_string(),
            Move::FallBack { inches } => format!("falls back {} in", measure(inches)),
            Move::MayFollow { inches } => format!(
                "may follow up {} in and fights on if still in contact",
                measure(inches)
            ),
            Move::Remove => "is removed".to_string(),
        }
    }
}

/// The moves of both units of a melee after their Break Tests. Follow-Up Moves, Ancients.
/// `locked` says whether each unit is held by another fight, which stops it following up.
pub fn after_melee(
    units: [&Unit; 2],
    results: [BreakResult; 2],
    locked: [bool; 2],
    house: &House,
) -> [Move; 2] {
    let gives = results.map(|r| r == BreakResult::GiveGround);
    [0, 1].map(|i| {
        let other = 1 - i;
        match results[i] {
            BreakResult::Destroyed => Move::Remove,
            BreakResult::GiveGround => Move::FallBack {
                inches: half_move(units[i], house),
            },
            _ if gives[other] && !locked[i] => Move::MayFollow {
                inches: half_move(units[i], house),
            },
            _ => Move::Stand,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancients::unit::Size;

    fn unit(kind: UnitType, formation: Formation, weight: Weight) -> Unit {
        Unit::new(Size::Medium, 2, weight, kind, formation, &House::default())
    }

    #[test]
    fn house_movement_rates() {
        let h = House::default();
        let inf = |f| movement_rate(&unit(UnitType::Infantry, f, Weight::Heavy), &h);
        assert_eq!(inf(Formation::Formed), 6);
        assert_eq!(inf(Formation::Warband), 6);
        assert_eq!(inf(Formation::Skirmish), 8);
        let cav = |w| movement_rate(&unit(UnitType::Cavalry, Formation::Formed, w), &h);
        assert_eq!(cav(Weight::Heavy), 9);
        assert_eq!(cav(Weight::Medium), 9);
        assert_eq!(cav(Weight::Light), 12);
    }

    #[test]
    fn give_ground_is_half_the_movement_rate() {
        let h = House::default();
        let heavy_cav = unit(UnitType::Cavalry, Formation::Formed, Weight::Heavy);
        assert_eq!(half_move(&heavy_cav, &h), 4.5);
        let legion = unit(UnitType::Infantry, Formation::Formed, Weight::Heavy);
        let moves = after_melee(
            [&legion, &heavy_cav],
            [BreakResult::Unaffected, BreakResult::GiveGround],
            [false, false],
            &h,
        );
        assert_eq!(moves[0], Move::MayFollow { inches: 3.0 });
        assert_eq!(moves[1], Move::FallBack { inches: 4.5 });
        let locked = after_melee(
            [&legion, &heavy_cav],
            [BreakResult::NoTest, BreakResult::GiveGround],
            [true, false],
            &h,
        );
        assert_eq!(locked[0], Move::Stand, "held by another fight");
    }

    #[test]
    fn both_giving_ground_separate() {
        let h = House::default();
        let u = unit(UnitType::Infantry, Formation::Skirmish, Weight::Light);
        let moves = after_melee(
            [&u, &u],
            [BreakResult::GiveGround, BreakResult::GiveGround],
            [false, false],
            &h,
        );
        assert_eq!(moves, [Move::FallBack { inches: 4.0 }; 2]);
        let moves = after_melee(
            [&u, &u],
            [BreakResult::Destroyed, BreakResult::Unaffected],
            [false, false],
            &h,
        );
        assert_eq!(moves, [Move::Remove, Move::Stand]);
        assert_eq!(
            Move::FallBack { inches: 4.5 }.describe(),
            "falls back 4.5 in"
        );
    }
}
