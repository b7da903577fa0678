//! Jersey Shore, the musket-era Sandy Hook game (seed 3). It runs on the shared Castle Cracker framework in
//! `sandy_hook`, with its own numbers: the modifiers below, capture at 2 to 1, guards 8 on the march and 12 at
//! the lines, and the weapon, object and speed tables the source lost (house defaults, see `House`).

use serde::{Deserialize, Serialize};

use crate::sandy_hook::cords::Third;
use crate::sandy_hook::melee::{CancelOut, CaptureRule, MeleeRules};
use crate::sandy_hook::prisoners::GuardRatios;
use crate::sandy_hook::shooting::ShootingModifiers;

pub mod army;
pub mod choice;
pub mod command;
pub mod house;
pub mod melee;
pub mod objects;
pub mod troops;
pub mod turn;
pub mod weapons;

pub use objects::ObjectRatings;
pub use troops::Speeds;
pub use weapons::WeaponTable;

/// Shooting modifiers, Jersey Shore: −1 in a house (not a fort) or behind a wagon, −2 behind a log or stone
/// wall or in a fort, +2 for firing again at a target that has not moved.
pub const SHOOTING_MODIFIERS: ShootingModifiers = ShootingModifiers {
    wagon_or_house: -1,
    wall: -2,
    unmoved: 2,
};

/// Hand to hand, Jersey Shore: one for one until 2 to 1, then capture; every 4 long weapons kill 1 more. Who
/// earns the long-weapon bonus is a house rule (`melee_rules`).
pub const MELEE_RULES: MeleeRules = MeleeRules {
    cancel_out: CancelOut::ToTwoToOne,
    capture: CaptureRule::AtTwoToOne,
    long_weapon_bonus: Some(4),
    long_weapons_attacker_only: false,
    rule: melee::RULE,
};

/// Jersey Shore's hand-to-hand rules under the house rules.
pub fn melee_rules(house: &House) -> MeleeRules {
    MeleeRules {
        long_weapons_attacker_only: house.long_weapons == LongWeaponBonus::AttackerOnly,
        ..MELEE_RULES
    }
}

/// Who earns the long-weapon bonus in hand to hand.
///
/// Gap: the text gives the bonus to a unit with long weapons that "attacks" one with lesser weapons, while its
/// hand to hand is fought by both sides at once with no attacker or defender.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LongWeaponBonus {
    /// [HOUSE] Whichever side has the longer weapons, attacking or not: both sides strike at once.
    #[default]
    BothSides,
    /// Only the side that attacked (charged into the fight), as the sentence is worded.
    AttackerOnly,
}

crate::json::field::named_field!(LongWeaponBonus {
    BothSides,
    AttackerOnly
});

/// Prisoners, Jersey Shore: one guard per 8 on the march, one per 12 behind the captor's lines.
pub const GUARD_RATIOS: GuardRatios = GuardRatios {
    marching: 8,
    at_lines: 12,
};

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md (seed 3).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct House {
    /// Gap: the source's weapon table (range, damage, rate of fire) is lost, so these are house numbers.
    pub weapons: WeaponTable,
    /// Gap: the source says rifles differ from muskets but gives no numbers; house rule: a rifle's medium third
    /// counts as close.
    pub rifle_medium_counts_as_close: bool,
    /// Gap: damage is never applied to men; house rule: an unprotected man has rating 1, so any hit removes him
    /// and damage only matters against objects.
    pub man_rating: u32,
    /// Gap: the tables of what walls, bunkers and other objects resist are lost; these ratings are house numbers.
    pub objects: ObjectRatings,
    /// Gap: the source gives no movement rates per troop type; these speeds (in R) are house numbers.
    pub speeds: Speeds,
    /// Gap: the to-hit score for the free pistol shot on a charge is not given; house rule: it counts as close range.
    pub free_shot_third: Third,
    /// Gap: the long-weapon bonus is worded for a unit that attacks, in a fight with no attacker; house rule:
    /// both sides may earn it.
    pub long_weapons: LongWeaponBonus,
}

crate::json::field::record_field!(
    House,
    default {
        weapons,
        rifle_medium_counts_as_close,
        man_rating,
        objects,
        speeds,
        free_shot_third,
        long_weapons,
    }
);

impl Default for House {
    fn default() -> House {
        House {
            weapons: WeaponTable::default(),
            rifle_medium_counts_as_close: true,
            man_rating: 1,
            objects: ObjectRatings::default(),
            speeds: Speeds::default(),
            free_shot_third: Third::Close,
            long_weapons: LongWeaponBonus::BothSides,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::Field;
    use crate::json::field::read;

    /// Shooting, Jersey Shore: −1 house or wagon, −2 wall or fort, +2 unmoved target fired at again.
    #[test]
    fn modifiers_match_the_source() {
        assert_eq!(
            (
                SHOOTING_MODIFIERS.wagon_or_house,
                SHOOTING_MODIFIERS.wall,
                SHOOTING_MODIFIERS.unmoved
            ),
            (-1, -2, 2)
        );
    }

    /// Hand to hand: 1 guard per 8 marching, 1 per 12 behind the lines.
    #[test]
    fn guard_ratios_match_the_source() {
        assert_eq!((GUARD_RATIOS.marching, GUARD_RATIOS.at_lines), (8, 12));
        assert_eq!(MELEE_RULES.long_weapon_bonus, Some(4));
    }

    #[test]
    fn house_round_trips_through_json() {
        let h = House::default();
        assert_eq!(read::<House>(&h.write().to_text()), h);
        assert_eq!(read::<House>("{}"), h);
    }
}
