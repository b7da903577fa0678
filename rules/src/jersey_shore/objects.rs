//! Walls, bunkers and objects against damage, Jersey Shore (seed 3). The source's tables are lost; the ratings
//! are house numbers, judged by the Sandarticus armour rule (damage at or above the rating destroys). Two
//! things the source does say are kept as rules: small-arms fire never destroys a wall, and cannon can smash
//! doors and wagons while artillery can also bring down walls.

use serde::{Deserialize, Serialize};

use super::House;
use crate::error::RulesError;
use crate::rule::RuleId;
use crate::sandy_hook::armour::{DamageCheck, check_damage};
use crate::sandy_hook::refuse;

pub const RULE: RuleId = "jersey-shore.objects";

/// Things on the battlefield that can be shot at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ObjectKind {
    Door,
    Wagon,
    LogWall,
    House,
    StoneWall,
    FortWall,
}

impl ObjectKind {
    /// Every object, weakest rating first as the house table lists them.
    pub const ALL: [ObjectKind; 6] = [
        ObjectKind::Door,
        ObjectKind::Wagon,
        ObjectKind::LogWall,
        ObjectKind::House,
        ObjectKind::StoneWall,
        ObjectKind::FortWall,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ObjectKind::Door => "the door",
            ObjectKind::Wagon => "the wagon",
            ObjectKind::LogWall => "the log wall",
            ObjectKind::House => "the house",
            ObjectKind::StoneWall => "the stone wall",
            ObjectKind::FortWall => "the fort wall",
        }
    }

    pub fn is_wall(self) -> bool {
        matches!(
            self,
            ObjectKind::LogWall | ObjectKind::StoneWall | ObjectKind::FortWall
        )
    }
}

/// Object ratings (house numbers, rules-gaps seed 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct ObjectRatings {
    pub door: u32,
    pub wagon: u32,
    pub log_wall: u32,
    pub house: u32,
    pub stone_wall: u32,
    pub fort_wall: u32,
}

crate::json::field::record_field!(
    ObjectRatings,
    default {
        door,
        wagon,
        log_wall,
        house,
        stone_wall,
        fort_wall
    }
);

impl Default for ObjectRatings {
    fn default() -> ObjectRatings {
        ObjectRatings {
            door: 3,
            wagon: 4,
            log_wall: 4,
            house: 5,
            stone_wall: 6,
            fort_wall: 6,
        }
    }
}

impl ObjectRatings {
    pub fn of(&self, kind: ObjectKind) -> u32 {
        match kind {
            ObjectKind::Door => self.door,
            ObjectKind::Wagon => self.wagon,
            ObjectKind::LogWall => self.log_wall,
            ObjectKind::House => self.house,
            ObjectKind::StoneWall => self.stone_wall,
            ObjectKind::FortWall => self.fort_wall,
        }
    }
}

/// What fired at the object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ammunition {
    /// Muskets, rifles, pistols, bows.
    SmallArms,
    /// Cannon, mortar, grapeshot.
    Artillery,
}

/// The most damage one blow can be entered with.
pub const MAX_DAMAGE: u32 = 20;

/// Whether a blow destroys an object. Small arms never bring down a wall, whatever the numbers say.
pub fn damage_object(
    kind: ObjectKind,
    damage: u32,
    ammo: Ammunition,
    house: &House,
) -> Result<DamageCheck, RulesError> {
    crate::error::check_range("Damage", damage as i64, 0, MAX_DAMAGE as i64)?;
    if kind.is_wall() && ammo == Ammunition::SmallArms {
        return Err(refuse(
            RULE,
            "Ordinary musket and rifle fire can't destroy a wall; only artillery can.",
        ));
    }
    Ok(check_damage(damage, house.objects.of(kind), kind.name()))
}

#[cfg(test)]
mod tests {
    /// Jersey Shore objects (house ratings, rules-gaps seed 3): each kind listed once in `ObjectKind::ALL`.
    #[test]
    fn object_list_holds_each_once() {
        let index = |k: ObjectKind| match k {
            ObjectKind::Door => 0,
            ObjectKind::Wagon => 1,
            ObjectKind::LogWall => 2,
            ObjectKind::House => 3,
            ObjectKind::StoneWall => 4,
            ObjectKind::FortWall => 5,
        };
        for (i, k) in ObjectKind::ALL.into_iter().enumerate() {
            assert_eq!(index(k), i);
        }
    }

    use super::*;
    use crate::mechanism::Explained;

    /// House object ratings: door 3, wagon 4, log wall 4, house 5, stone or fort wall 6.
    #[test]
    fn object_ratings_house_defaults() {
        let r = ObjectRatings::default();
        assert_eq!(
            [
                r.door,
                r.wagon,
                r.log_wall,
                r.house,
                r.stone_wall,
                r.fort_wall
            ],
            [3, 4, 4, 5, 6, 6]
        );
    }

    /// Cannon (damage 6) destroys doors, wagons and walls; small arms never breach a wall.
    #[test]
    fn cannon_breaks_what_muskets_cannot() {
        let h = House::default();
        assert!(
            damage_object(ObjectKind::Wagon, 6, Ammunition::Artillery, &h)
                .unwrap()
                .breaks
        );
        assert!(
            damage_object(ObjectKind::StoneWall, 6, Ammunition::Artillery, &h)
                .unwrap()
                .breaks
        );
        assert!(damage_object(ObjectKind::LogWall, 2, Ammunition::SmallArms, &h).is_err());
        let door = damage_object(ObjectKind::Door, 2, Ammunition::SmallArms, &h).unwrap();
        assert!(!door.breaks);
        assert!(door.summary().contains("holds"));
    }
}
