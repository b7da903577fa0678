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

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct House {
    /// Siege tower armour: the missile list says 5, the defence list 4. [HOUSE] 5.
    pub siege_tower_armour: u8,
    /// Cart armour: only the defence list names it. [HOUSE] 4.
    pub cart_armour: u8,
    /// War wagon armour: given once, with no rules for the wagon itself. [HOUSE] 4.
    pub war_wagon_armour: u8,
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
}

impl Default for House {
    fn default() -> House {
        House {
            siege_tower_armour: 5,
            cart_armour: 4,
            war_wagon_armour: 4,
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// rules-gaps, Sandarticus [HOUSE] defaults.
    #[test]
    fn house_defaults_match_rules_gaps() {
        let h = House::default();
        assert_eq!(h.siege_tower_armour, 5);
        assert_eq!((h.cart_armour, h.war_wagon_armour), (4, 4));
        assert_eq!(h.pilum_damage, 3);
        assert!(h.pilum_close_third_only);
        assert_eq!(h.medium_cavalry_speed, Cord::R2);
        assert_eq!(h.heavy_cavalry_speed.eighths, 12);
        assert_eq!(h.chariot_speed, Cord::R2);
        assert_eq!(h.war_wagon_speed, Cord::R1);
        assert_eq!(h.onager_fire, OnagerFire::CupRule);
        assert_eq!(h.wedge, WedgeReading::RatioWins);
        assert_eq!(h.spearmen_against_horses, 6);
    }

    #[test]
    fn house_survives_json_and_fills_missing_fields() {
        let h = House::default();
        let back: House = serde_json::from_str(&serde_json::to_string(&h).unwrap()).unwrap();
        assert_eq!(back, h);
        let partial: House = serde_json::from_str(r#"{"siege_tower_armour":4}"#).unwrap();
        assert_eq!(partial.siege_tower_armour, 4);
        assert_eq!(partial.cart_armour, 4);
    }
}
