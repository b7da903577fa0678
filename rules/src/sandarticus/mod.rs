//! Sandarticus (Sheil 1998), the Roman-era Sandy Hook game: Romans, Greeks, Gauls, Germans and the
//! gladiator revolt, fighting with formations, leaders and the Castle Cracker shooting and melee.
//!
//! Submodules follow the rulebook: the troop catalogue, weapons, armour, formations and their clashes,
//! leadership procedures, army building, and Sandarticus's numbers for shooting and melee.

use serde::{Deserialize, Serialize};

pub mod armour;
pub mod army;
pub mod choice;
pub mod clash;
pub mod cord;
pub mod formations;
pub mod house;
pub mod leadership;
pub mod melee;
pub mod people;
pub mod shooting;
pub mod troops;
pub mod weapons;

pub use cord::Cord;
pub use people::People;
pub use troops::Troop;

/// How a wedge's clashes are decided where the text gives both a flat statement and a ratio.
///
/// Gap: the wedge "can break a shield wall or tortoise" outright, and a shield ring if led by spears,
/// yet later needs 3:2, 2 per 3 and 2:1 (rules-gaps, Sandarticus gap 6).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WedgeReading {
    /// [HOUSE] Where a ratio is given, the ratio decides.
    #[default]
    RatioWins,
    /// The first statements as written: a wedge breaks walls and tortoises outright, and a ring when spears lead.
    FirstStatementWins,
}

crate::json::field::named_field!(WedgeReading {
    RatioWins,
    FirstStatementWins
});

/// What "scattered troops fight at −1 against a formation" means in a melee that has no roll.
///
/// Gap: melee is decided by cancel-out ratios, so a −1 has nothing to modify (rules-gaps, gap 3).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScatteredPenalty {
    /// [HOUSE] Scattered troops need one more man per kill: heavy 3, medium 4, light 5.
    #[default]
    ExtraManPerKill,
    /// A literal −1: the scattered side kills one fewer each round.
    OneFewerKill,
}

crate::json::field::named_field!(ScatteredPenalty {
    ExtraManPerKill,
    OneFewerKill
});

/// What the small shield's "+1 in close combat" means in a melee that has no roll.
///
/// Gap: melee has no roll for a +1 to modify (rules-gaps, gap 3).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SmallShieldReading {
    /// [HOUSE] The bearer counts one armour class heavier (light fights as medium, medium as heavy).
    #[default]
    OneClassHeavier,
    /// A literal +1: each bearer counts as one extra man in the cancel-out.
    ExtraMan,
}

crate::json::field::named_field!(SmallShieldReading {
    OneClassHeavier,
    ExtraMan
});

/// How the onager and ten-mina onager fire.
///
/// Gap: the text gives them damage and a number of men hit, but never says how they aim (rules-gaps, gap 4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum OnagerFire {
    /// [HOUSE] The cup rule, hitting at most the weapon's number of figures under the cup.
    #[default]
    CupRule,
    /// Like the ballista: 2d6 to hit, then the men along the string, up to the weapon's number.
    String,
}

crate::json::field::named_field!(OnagerFire { CupRule, String });

/// What a Gaulish or South German unit does when its own leader falls.
///
/// Gap: the text covers the loss of the king but not of a unit's leader (rules-gaps, gap 8).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GallicUnitLeaderLoss {
    /// [HOUSE] Hold one turn, then follow the Roman and Greek procedure.
    #[default]
    HoldThenRomanProcedure,
    /// As written: no rule, so the unit carries on.
    Unstated,
}

crate::json::field::named_field!(GallicUnitLeaderLoss {
    HoldThenRomanProcedure,
    Unstated
});

/// How a medium horseman (Rome's own cavalry) counts in hand to hand.
///
/// Gap: the melee rule counts infantry and light cavalry as one man and heavy cavalry as two, but never names
/// medium cavalry, though the troop list calls the Roman cavalry medium.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MediumCavalryWeight {
    /// [HOUSE] As heavy cavalry: two men, one against spearmen who stop horses. The rule names light cavalry
    /// as the exception, so any horseman who is not light counts as the heavy.
    #[default]
    LikeHeavy,
    /// As light cavalry: one man.
    LikeLight,
}

crate::json::field::named_field!(MediumCavalryWeight {
    LikeHeavy,
    LikeLight
});

/// The armour of a people the text never gives one (Gauls, gladiators).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnstatedArmour {
    /// [HOUSE] Medium: helmet and shield, three men to a kill.
    #[default]
    Medium,
    /// Light: no armour, four men to a kill.
    Light,
}

crate::json::field::named_field!(UnstatedArmour { Medium, Light });

/// What a phalanx needs to break a shield wall.
///
/// Gap: the text says a phalanx in line breaks a shield wall, with no condition, yet in the wedge's rule an
/// unbroken wall wraps round "the wedge or phalanx" short of three men for every two.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhalanxAgainstWall {
    /// [HOUSE] Three men for every two in the wall, as the wedge: the wrap-round sentence names the phalanx too.
    #[default]
    ThreeToTwo,
    /// As the phalanx's own sentence has it: it breaks the wall whatever the numbers.
    Outright,
}

crate::json::field::named_field!(PhalanxAgainstWall {
    ThreeToTwo,
    Outright
});

/// How many men a ring of spearmen shelters inside it.
///
/// Gap: the text gives one example, six spearmen sheltering two, and no rule for other rings.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RingShelter {
    /// [HOUSE] One man for every three spearmen, the example scaled to any ring.
    #[default]
    OnePerThree,
    /// Two men, whatever the size of the ring, as in the example.
    TwoAtMost,
}

crate::json::field::named_field!(RingShelter {
    OnePerThree,
    TwoAtMost
});

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct House {
    /// Siege tower armour: the missile list says 5, the defence list 4. [HOUSE] 5.
    pub siege_tower_armour: u8,
    /// Pilum damage: the text gives the pilum no damage or range. [HOUSE] 3, thrown at R1.
    pub pilum_damage: u8,
    /// Whether the pilum reaches only the close third of R1, once before contact (the text is silent). [HOUSE] yes.
    pub pilum_close_third_only: bool,
    /// How scattered troops suffer against a formation in a rollless melee.
    pub scattered: ScatteredPenalty,
    /// How the small shield's +1 works in a rollless melee.
    pub small_shield: SmallShieldReading,
    /// Medium cavalry speed: the speed list has only light cavalry. [HOUSE] R2.
    pub medium_cavalry_speed: Cord,
    /// Heavy cavalry speed: the speed list has only light cavalry. [HOUSE] R1½.
    pub heavy_cavalry_speed: Cord,
    /// Chariot speed: chariots fight but are given no speed. [HOUSE] R2.
    pub chariot_speed: Cord,
    /// War wagon speed: the wagon has armour but no speed. [HOUSE] R1.
    pub war_wagon_speed: Cord,
    /// How the onagers aim: the text never says.
    pub onager_fire: OnagerFire,
    /// Wedge clashes: flat statements against ratios.
    pub wedge: WedgeReading,
    /// A Gaulish or South German unit's leader falls: the text covers only the king.
    pub gallic_unit_leader_loss: GallicUnitLeaderLoss,
    /// Spearmen needed to blunt horses: the spear entry says 5, the melee rule 6 or more. [HOUSE] 6.
    pub spearmen_against_horses: u8,
    /// How a medium horseman counts in hand to hand: the melee rule names only light and heavy cavalry.
    pub medium_cavalry_weight: MediumCavalryWeight,
    /// Gaulish armour: the text describes the Gauls but never their armour. [HOUSE] medium.
    pub gaul_armour: UnstatedArmour,
    /// Gladiators' armour: the text describes them as trained fighters but never their armour. [HOUSE] medium.
    pub gladiator_armour: UnstatedArmour,
    /// What a phalanx needs to break a shield wall: the text gives it no condition in one place and lets the
    /// wall wrap round it in another.
    pub phalanx_against_wall: PhalanxAgainstWall,
    /// Men a ring of spearmen shelters: the text gives only six sheltering two.
    pub ring_shelter: RingShelter,
    /// Turns a trident holds the man it traps: the text says it can trap but not for how long. [HOUSE] 1, as
    /// the net.
    pub trident_hold_turns: u8,
}

crate::json::field::record_field!(
    House,
    default {
        siege_tower_armour,
        pilum_damage,
        pilum_close_third_only,
        scattered,
        small_shield,
        medium_cavalry_speed,
        heavy_cavalry_speed,
        chariot_speed,
        war_wagon_speed,
        onager_fire,
        wedge,
        gallic_unit_leader_loss,
        spearmen_against_horses,
        medium_cavalry_weight,
        gaul_armour,
        gladiator_armour,
        phalanx_against_wall,
        ring_shelter,
        trident_hold_turns,
    }
);

impl Default for House {
    fn default() -> House {
        House {
            siege_tower_armour: 5,
            pilum_damage: 3,
            pilum_close_third_only: true,
            scattered: ScatteredPenalty::default(),
            small_shield: SmallShieldReading::default(),
            medium_cavalry_speed: Cord::R2,
            heavy_cavalry_speed: Cord::R1_HALF,
            chariot_speed: Cord::R2,
            war_wagon_speed: Cord::R1,
            onager_fire: OnagerFire::default(),
            wedge: WedgeReading::default(),
            gallic_unit_leader_loss: GallicUnitLeaderLoss::default(),
            spearmen_against_horses: 6,
            medium_cavalry_weight: MediumCavalryWeight::default(),
            gaul_armour: UnstatedArmour::default(),
            gladiator_armour: UnstatedArmour::default(),
            phalanx_against_wall: PhalanxAgainstWall::default(),
            ring_shelter: RingShelter::default(),
            trident_hold_turns: 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::Field;
    use crate::json::field::read;

    /// rules-gaps, Sandarticus [HOUSE] defaults.
    #[test]
    fn house_defaults_match_rules_gaps() {
        let h = House::default();
        assert_eq!(h.siege_tower_armour, 5);
        assert_eq!(h.pilum_damage, 3);
        assert!(h.pilum_close_third_only);
        assert_eq!(h.medium_cavalry_speed, Cord::R2);
        assert_eq!(h.heavy_cavalry_speed.eighths, 12);
        assert_eq!(h.chariot_speed, Cord::R2);
        assert_eq!(h.war_wagon_speed, Cord::R1);
        assert_eq!(h.onager_fire, OnagerFire::CupRule);
        assert_eq!(h.wedge, WedgeReading::RatioWins);
        assert_eq!(h.spearmen_against_horses, 6);
        assert_eq!(h.medium_cavalry_weight, MediumCavalryWeight::LikeHeavy);
        assert_eq!(
            (h.gaul_armour, h.gladiator_armour),
            (UnstatedArmour::Medium, UnstatedArmour::Medium)
        );
        assert_eq!(h.phalanx_against_wall, PhalanxAgainstWall::ThreeToTwo);
        assert_eq!(h.ring_shelter, RingShelter::OnePerThree);
        assert_eq!(h.trident_hold_turns, 1);
    }

    #[test]
    fn house_survives_json_and_fills_missing_fields() {
        let h = House::default();
        assert_eq!(read::<House>(&h.write().to_text()), h);
        let partial: House = read(r#"{"siege_tower_armour":4}"#);
        assert_eq!(partial.siege_tower_armour, 4);
        assert_eq!(partial.trident_hold_turns, 1);
        // Documents saved while the cart and war wagon armour were still settings keep loading.
        let old: House = read(r#"{"cart_armour":6,"war_wagon_armour":6}"#);
        assert_eq!(old, House::default());
    }
}
