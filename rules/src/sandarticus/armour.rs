//! Armour, Sandarticus: ratings for men and for objects, and the rule that a weapon breaks armour when its
//! damage reaches the rating.

use serde::{Deserialize, Serialize};

use super::House;
use super::troops::{BodyArmour, Shield, Troop, profile};
use crate::rule::RuleId;

pub const RULE_ARMOUR: RuleId = "sandarticus.armour";

/// Which side of a man the blow comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Facing {
    Front,
    Rear,
}

/// Body armour ratings (front, rear): unarmoured 1, medium 2/1, heavy 3/2.
pub const BODY_ARMOUR: [(BodyArmour, u8, u8); 3] = [
    (BodyArmour::None, 1, 1),
    (BodyArmour::Medium, 2, 1),
    (BodyArmour::Heavy, 3, 2),
];

/// What a shield adds to the front: an ordinary shield 1, the Roman, Greek or North German shield 2.
pub const SHIELD_FRONT: [(Shield, u8); 3] =
    [(Shield::None, 0), (Shield::Ordinary, 1), (Shield::Large, 2)];

/// Formed troops facing the enemy add this to the front.
pub const FORMATION_FRONT: u8 = 1;

/// Things that can be shot at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Object {
    Ballista,
    Onager,
    Cart,
    SiegeTower,
    SiegePalisade,
    Ram,
    Chariot,
    WarWagon,
    CastleGate,
}

/// Object ratings as the two lists agree; `None` where they disagree or are silent (see `object_armour`).
pub const OBJECT_ARMOUR: [(Object, Option<u8>); 9] = [
    (Object::Ballista, Some(4)),
    (Object::Onager, Some(4)),
    (Object::Cart, None),
    (Object::SiegeTower, None),
    (Object::SiegePalisade, Some(4)),
    (Object::Ram, Some(6)),
    (Object::Chariot, Some(3)),
    (Object::WarWagon, None),
    (Object::CastleGate, Some(6)),
];

/// An object's armour rating; the siege tower, cart and war wagon come from the house rules.
pub fn object_armour(object: Object, house: &House) -> u8 {
    match object {
        Object::SiegeTower => house.siege_tower_armour,
        Object::Cart => house.cart_armour,
        Object::WarWagon => house.war_wagon_armour,
        _ => OBJECT_ARMOUR
            .iter()
            .find(|(o, _)| *o == object)
            .and_then(|&(_, r)| r)
            .unwrap_or(4),
    }
}

/// A man's armour rating against a blow from one side. The medium-armour rating already counts its ordinary
/// shield, so a shield adds only what the catalogue lists beyond it.
pub fn man_armour(
    body: BodyArmour,
    shield: Shield,
    facing: Facing,
    formed_facing_enemy: bool,
) -> u8 {
    let (front, rear) = BODY_ARMOUR
        .iter()
        .find(|(b, _, _)| *b == body)
        .map(|&(_, f, r)| (f, r))
        .unwrap_or((1, 1));
    match facing {
        Facing::Rear => rear,
        Facing::Front => {
            let s = SHIELD_FRONT
                .iter()
                .find(|(k, _)| *k == shield)
                .map_or(0, |&(_, b)| b);
            front
                + s
                + if formed_facing_enemy {
                    FORMATION_FRONT
                } else {
                    0
                }
        }
    }
}

/// A troop type's armour rating.
pub fn troop_armour(troop: Troop, facing: Facing, formed_facing_enemy: bool) -> u8 {
    let p = profile(troop);
    man_armour(p.body, p.shield, facing, formed_facing_enemy)
}

/// Armour, Sandarticus: it holds while the damage is below the rating; damage equal or above breaks it.
pub fn breaks(damage: u8, rating: u8) -> bool {
    damage >= rating
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Defense, Sandarticus: unarmoured 1; medium 2 front 1 rear; heavy 3 front 2 rear.
    #[test]
    fn body_table() {
        assert_eq!(BODY_ARMOUR[0], (BodyArmour::None, 1, 1));
        assert_eq!(BODY_ARMOUR[1], (BodyArmour::Medium, 2, 1));
        assert_eq!(BODY_ARMOUR[2], (BodyArmour::Heavy, 3, 2));
        assert_eq!(SHIELD_FRONT[1].1, 1);
        assert_eq!(SHIELD_FRONT[2].1, 2);
        assert_eq!(FORMATION_FRONT, 1);
    }

    /// Armour protection, Sandarticus: ballista 4, ram 6, chariot 3, castle gate 6, palisade 4; house tower 5.
    #[test]
    fn object_table() {
        let h = House::default();
        assert_eq!(object_armour(Object::Ballista, &h), 4);
        assert_eq!(object_armour(Object::Onager, &h), 4);
        assert_eq!(object_armour(Object::Ram, &h), 6);
        assert_eq!(object_armour(Object::Chariot, &h), 3);
        assert_eq!(object_armour(Object::CastleGate, &h), 6);
        assert_eq!(object_armour(Object::SiegePalisade, &h), 4);
        assert_eq!(object_armour(Object::SiegeTower, &h), 5);
        assert_eq!(object_armour(Object::Cart, &h), 4);
        assert_eq!(object_armour(Object::WarWagon, &h), 4);
        let literal = House {
            siege_tower_armour: 4,
            ..House::default()
        };
        assert_eq!(object_armour(Object::SiegeTower, &literal), 4);
    }

    /// Armour rule, Sandarticus: damage below the rating is stopped, equal or above breaks through.
    #[test]
    fn damage_against_rating() {
        assert!(!breaks(3, 4));
        assert!(breaks(4, 4));
        assert!(breaks(8, 5));
        // A legionnaire: heavy 3 + Roman shield 2 in front, 2 behind; +1 formed.
        assert_eq!(
            troop_armour(Troop::RomanLegionnaire, Facing::Front, false),
            5
        );
        assert_eq!(
            troop_armour(Troop::RomanLegionnaire, Facing::Front, true),
            6
        );
        assert_eq!(troop_armour(Troop::RomanLegionnaire, Facing::Rear, true), 2);
        // A sling at close range (5) goes through a Gaul's front (2) but not a formed legionnaire's (6).
        assert!(breaks(5, troop_armour(Troop::Gaul, Facing::Front, false)));
        assert!(!breaks(
            5,
            troop_armour(Troop::RomanLegionnaire, Facing::Front, true)
        ));
    }
}
