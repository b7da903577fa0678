//! Advantage in melee: each side counts how far it is better than the other in five categories, the two
//! totals cancel, and the net sets both sides' to-hit numbers. To-Hit, Basic Combat Mechanic, Ancients.

use serde::{Deserialize, Serialize};

use super::unit::Unit;
use super::{House, StepCounting};
use crate::rule::RuleId;

/// Which face of the enemy a unit is fighting: rear beats flank beats front.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Position {
    #[default]
    Front,
    Flank,
    Rear,
}

impl Position {
    pub fn name(self) -> &'static str {
        match self {
            Position::Front => "front",
            Position::Flank => "flank",
            Position::Rear => "rear",
        }
    }
}

/// To-hit numbers by net Advantage, as (side with Advantage, side without): net 0, net 1, net 2 or more.
pub const MELEE_TO_HIT: [(u8, u8); 3] = [(4, 4), (3, 4), (3, 5)];

/// Advantage of the first unit over the second, category by category; negative means the second is better.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Advantage {
    pub skill: i32,
    pub weight: i32,
    pub kind: i32,
    pub formation: i32,
    pub position: i32,
}

impl Advantage {
    /// Advantages of the two sides cancel, so the net is the plain sum.
    pub fn net(&self) -> i32 {
        self.skill + self.weight + self.kind + self.formation + self.position
    }

    /// The to-hit numbers of the first and second unit.
    pub fn to_hit(&self) -> (u8, u8) {
        let net = self.net();
        let (better, worse) = MELEE_TO_HIT[net.unsigned_abs().min(2) as usize];
        if net >= 0 {
            (better, worse)
        } else {
            (worse, better)
        }
    }

    /// The categories in which either side is better, in words, such as "weight +2, position -1".
    pub fn describe(&self) -> String {
        let parts: Vec<String> = [
            ("skill", self.skill),
            ("weight", self.weight),
            ("type", self.kind),
            ("formation", self.formation),
            ("position", self.position),
        ]
        .iter()
        .filter(|(_, v)| *v != 0)
        .map(|(name, v)| format!("{name} {v:+}"))
        .collect();
        if parts.is_empty() {
            "evenly matched".to_string()
        } else {
            parts.join(", ")
        }
    }
}

pub const RULE: RuleId = "ancients.advantage";

/// Advantage, Basic Combat Mechanic (Ancients): how many steps `a` is better than `b`, where each unit's
/// `Position` is the face of the enemy it engages. Skill always counts its difference; the other categories
/// follow the house step counting.
pub fn advantage(a: &Unit, a_at: Position, b: &Unit, b_at: Position, house: &House) -> Advantage {
    let steps = |x: i32, y: i32| match house.steps {
        StepCounting::LevelDifference => x - y,
        StepCounting::OnePerCategory => (x - y).signum(),
    };
    Advantage {
        skill: a.skill as i32 - b.skill as i32,
        weight: steps(a.weight as i32, b.weight as i32),
        kind: steps(a.kind as i32, b.kind as i32),
        formation: steps(a.formation as i32, b.formation as i32),
        position: steps(a_at as i32, b_at as i32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancients::unit::{Formation, Size, UnitType, Weight};

    fn unit(skill: u8, weight: Weight, kind: UnitType, formation: Formation) -> Unit {
        Unit::new(
            Size::Medium,
            skill,
            weight,
            kind,
            formation,
            &House::default(),
        )
    }

    #[test]
    fn to_hit_by_net_advantage() {
        let t = |net: i32| {
            Advantage {
                skill: net,
                ..Advantage::default()
            }
            .to_hit()
        };
        assert_eq!(t(0), (4, 4), "evenly matched: both 4+");
        assert_eq!(t(1), (3, 4), "one net point: 3+ against 4+");
        assert_eq!(t(2), (3, 5), "two or more: 3+ against 5+");
        assert_eq!(t(5), (3, 5));
        assert_eq!(t(-1), (4, 3));
        assert_eq!(t(-3), (5, 3));
    }

    #[test]
    fn advantages_in_different_categories_cancel() {
        let h = House::default();
        // Veteran light cavalry against regular heavy infantry: skill +1, type +1, weight -2.
        let cav = unit(3, Weight::Light, UnitType::Cavalry, Formation::Formed);
        let inf = unit(2, Weight::Heavy, UnitType::Infantry, Formation::Formed);
        let adv = advantage(&cav, Position::Front, &inf, Position::Front, &h);
        assert_eq!((adv.skill, adv.kind, adv.weight), (1, 1, -2));
        assert_eq!(adv.net(), 0);
        assert_eq!(adv.to_hit(), (4, 4));
    }

    #[test]
    fn steps_better_counts_levels_as_a_house_rule() {
        let h = House::default();
        let heavy = unit(2, Weight::Heavy, UnitType::Infantry, Formation::Formed);
        let light = unit(2, Weight::Light, UnitType::Infantry, Formation::Skirmish);
        let adv = advantage(&heavy, Position::Rear, &light, Position::Front, &h);
        assert_eq!(
            (adv.weight, adv.formation, adv.position),
            (2, 2, 2),
            "Heavy vs Light, Formed vs Skirmish and rear vs front are two steps each"
        );
        let one = House {
            steps: StepCounting::OnePerCategory,
            ..House::default()
        };
        let adv = advantage(&heavy, Position::Rear, &light, Position::Front, &one);
        assert_eq!((adv.weight, adv.formation, adv.position), (1, 1, 1));
        // Skill keeps its difference whatever the step counting.
        let elite = unit(4, Weight::Light, UnitType::Infantry, Formation::Skirmish);
        let levy = unit(1, Weight::Light, UnitType::Infantry, Formation::Skirmish);
        assert_eq!(
            advantage(&elite, Position::Front, &levy, Position::Front, &one).skill,
            3
        );
    }

    #[test]
    fn flank_beats_front_and_rear_beats_flank() {
        let h = House::default();
        let u = unit(2, Weight::Medium, UnitType::Infantry, Formation::Formed);
        assert_eq!(
            advantage(&u, Position::Flank, &u, Position::Front, &h).net(),
            1
        );
        assert_eq!(
            advantage(&u, Position::Rear, &u, Position::Flank, &h).net(),
            1
        );
        assert_eq!(
            advantage(&u, Position::Front, &u, Position::Front, &h).describe(),
            "evenly matched"
        );
    }
}
