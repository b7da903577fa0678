//! Armour, Sandarticus: ratings for men and for objects, and the rule that a weapon breaks armour when its
//! damage reaches the rating.

use serde::{Deserialize, Serialize};

use super::House;
use super::troops::{BodyArmour, Shield, Troop, profile_with};
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

impl Object {
    /// The object's name in a sentence or a table.
    pub fn name(self) -> &'static str {
        match self {
            Object::Ballista => "ballista",
            Object::Onager => "onager",
            Object::Cart => "cart",
            Object::SiegeTower => "siege tower",
            Object::SiegePalisade => "siege palisade",
            Object::Ram => "ram",
            Object::Chariot => "chariot",
            Object::WarWagon => "war wagon",
            Object::CastleGate => "castle gate",
        }
    }
}

/// Object ratings from the two armour lists; `None` where they disagree (see `object_armour`). The cart is named
/// only in the defence list and the war wagon only in the missile list, each at 4.
pub const OBJECT_ARMOUR: [(Object, Option<u8>); 9] = [
    (Object::Ballista, Some(4)),
    (Object::Onager, Some(4)),
    (Object::Cart, Some(4)),
    (Object::SiegeTower, None),
    (Object::SiegePalisade, Some(4)),
    (Object::Ram, Some(6)),
    (Object::Chariot, Some(3)),
    (Object::WarWagon, Some(4)),
    (Object::CastleGate, Some(6)),
];

/// An object's armour rating; the siege tower, on which the two lists disagree, comes from the house rules.
pub fn object_armour(object: Object, house: &House) -> u8 {
    match object {
        Object::SiegeTower => house.siege_tower_armour,
        _ => OBJECT_ARMOUR
            .iter()
            .find(|(o, _)| *o == object)
            .and_then(|&(_, r)| r)
            .unwrap_or(4),
    }
}

/// A man's armour rating against a blow from one side. Medium armour is "shield, steel cap and/or fur or
/// leather": its rating already counts an ordinary shield, so a shield adds to it only what it gives beyond an
/// ordinary one (the big Roman, Greek or North German shield, 1 more). Heavy armour is body armour alone, and
/// a shield adds its whole value.
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
            let value = |k: Shield| {
                SHIELD_FRONT
                    .iter()
                    .find(|(s, _)| *s == k)
                    .map_or(0, |&(_, b)| b)
            };
            let s = if body == BodyArmour::Medium {
                value(shield).saturating_sub(value(Shield::Ordinary))
            } else {
                value(shield)
            };
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

/// A troop type's armour rating, under the house rules (which set the armour of Gauls and gladiators).
pub fn troop_armour(troop: Troop, facing: Facing, formed_facing_enemy: bool, house: &House) -> u8 {
    let p = profile_with(troop, house);
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

    /// Armour protection, Sandarticus: ballista 4, ram 6, chariot 3, castle gate 6, palisade 4, cart 4 (defence
    /// list), war wagon 4 (missile list); house tower 5.
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
        assert_eq!(OBJECT_ARMOUR[2], (Object::Cart, Some(4)));
        assert_eq!(OBJECT_ARMOUR[7], (Object::WarWagon, Some(4)));
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
        let h = House::default();
        // A legionnaire: heavy 3 + Roman shield 2 in front, 2 behind; +1 formed.
        assert_eq!(
            troop_armour(Troop::RomanLegionnaire, Facing::Front, false, &h),
            5
        );
        assert_eq!(
            troop_armour(Troop::RomanLegionnaire, Facing::Front, true, &h),
            6
        );
        assert_eq!(
            troop_armour(Troop::RomanLegionnaire, Facing::Rear, true, &h),
            2
        );
        // A sling at close range (5) goes through a Gaul's front (2) but not a formed legionnaire's (6).
        assert!(breaks(
            5,
            troop_armour(Troop::Gaul, Facing::Front, false, &h)
        ));
        assert!(!breaks(
            5,
            troop_armour(Troop::RomanLegionnaire, Facing::Front, true, &h)
        ));
    }

    /// Defense, Sandarticus: medium armour (shield, steel cap, fur or leather) is 2 front and 1 rear, and the North
    /// German shield adds 2 where an ordinary shield adds 1. Medium armour already holds an ordinary shield, so a
    /// North German's front is 2 + (2 - 1) = 3, the same as an unarmoured man (1) with the big shield (2).
    #[test]
    fn north_german_front_is_three() {
        let h = House::default();
        assert_eq!(
            troop_armour(Troop::NorthGerman, Facing::Front, false, &h),
            3
        );
        assert_eq!(troop_armour(Troop::NorthGerman, Facing::Rear, false, &h), 1);
        assert_eq!(
            man_armour(BodyArmour::None, Shield::Large, Facing::Front, false),
            3
        );
        assert_eq!(
            man_armour(BodyArmour::Medium, Shield::Ordinary, Facing::Front, false),
            2
        );
        // A handaxe (3) breaks a North German's front; a javelin (2) does not.
        assert!(breaks(
            3,
            troop_armour(Troop::NorthGerman, Facing::Front, false, &h)
        ));
        assert!(!breaks(
            2,
            troop_armour(Troop::NorthGerman, Facing::Front, false, &h)
        ));
    }

    /// House rule: a Gaul read as light has no armour, 1 front and back.
    #[test]
    fn light_gauls_are_unarmoured() {
        let light = House {
            gaul_armour: crate::sandarticus::UnstatedArmour::Light,
            ..House::default()
        };
        assert_eq!(troop_armour(Troop::Gaul, Facing::Front, false, &light), 1);
        assert_eq!(
            troop_armour(Troop::Gaul, Facing::Front, false, &House::default()),
            2
        );
    }
}
