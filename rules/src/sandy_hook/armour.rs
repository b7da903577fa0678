//! Damage against armour and objects, Castle Cracker framework as Sandarticus states it (seed 1): armour holds
//! while the weapon's damage is below its rating and breaks once the damage reaches it. Men carry a front and a
//! rear rating; formed troops facing the enemy add 1 in front.

use serde::{Deserialize, Serialize};

use super::shooting::damage_breaks;
use crate::mechanism::Explained;
use crate::rule::RuleId;

pub const RULE: RuleId = "sandy-hook.armour";

/// Which way the blow comes from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Facing {
    #[default]
    Front,
    Rear,
}

/// A figure's armour ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Armour {
    pub front: u32,
    pub rear: u32,
}

/// A man with no armour at all: rating 1 all round (Sandarticus defence table).
pub const UNARMOURED: Armour = Armour { front: 1, rear: 1 };

/// Formed troops facing the enemy gain this much in front.
pub const FORMATION_FRONT_BONUS: u32 = 1;

impl Armour {
    /// The rating a blow meets, counting the formation bonus only when formed and struck in front.
    pub fn rating(&self, from: Facing, in_formation_facing_enemy: bool) -> u32 {
        match from {
            Facing::Front if in_formation_facing_enemy => self.front + FORMATION_FRONT_BONUS,
            Facing::Front => self.front,
            Facing::Rear => self.rear,
        }
    }

    /// Adds a shield's protection to the front only.
    pub fn with_shield(self, bonus: u32) -> Armour {
        Armour {
            front: self.front + bonus,
            rear: self.rear,
        }
    }
}

/// Whether a blow of `damage` broke the armour or object it hit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DamageCheck {
    pub damage: u32,
    pub rating: u32,
    pub breaks: bool,
    /// What was hit, in the player's words ("armour", "the wagon").
    pub what: String,
}

impl Explained for DamageCheck {
    fn summary(&self) -> String {
        if self.breaks {
            format!(
                "Damage {} against {} rated {}: it breaks.",
                self.damage, self.what, self.rating
            )
        } else {
            format!(
                "Damage {} against {} rated {}: it holds.",
                self.damage, self.what, self.rating
            )
        }
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

/// Checks one blow against armour or an object's rating.
pub fn check_damage(damage: u32, rating: u32, what: impl Into<String>) -> DamageCheck {
    DamageCheck {
        damage,
        rating,
        breaks: damage_breaks(damage, rating),
        what: what.into(),
    }
}

/// Checks a blow against a man's armour from a direction.
pub fn check_armour(damage: u32, armour: Armour, from: Facing, in_formation: bool) -> DamageCheck {
    check_damage(damage, armour.rating(from, in_formation), "armour")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Armour rule: damage equal to or above the rating breaks it, below holds.
    #[test]
    fn damage_at_or_above_rating_breaks() {
        assert!(check_damage(4, 4, "the ballista").breaks);
        assert!(!check_damage(3, 4, "the ballista").breaks);
        assert!(
            check_damage(5, 4, "the ballista")
                .summary()
                .contains("breaks")
        );
    }

    /// Front and rear armour (heavy armour 3 front, 2 rear) and +1 in front for formed troops facing the enemy.
    #[test]
    fn front_rear_and_formation() {
        let heavy = Armour { front: 3, rear: 2 };
        assert_eq!(heavy.rating(Facing::Front, false), 3);
        assert_eq!(heavy.rating(Facing::Front, true), 4);
        assert_eq!(heavy.rating(Facing::Rear, true), 2);
        assert!(check_armour(3, heavy, Facing::Front, false).breaks);
        assert!(!check_armour(3, heavy, Facing::Front, true).breaks);
        assert_eq!(UNARMOURED.with_shield(2), Armour { front: 3, rear: 1 });
    }
}
