//! The troop catalogue and speeds. Troop types and Speed, Sandarticus.

use serde::{Deserialize, Serialize};

use super::cord::Cord;
use super::people::People;
use super::weapons::Weapon;
use super::{House, UnstatedArmour};
use crate::error::RulesError;
use crate::rule::RuleId;
use crate::sandy_hook::movement::{Pursuit, pursuit as shared_pursuit};

pub const RULE_TROOPS: RuleId = "sandarticus.troops";
pub const RULE_SPEED: RuleId = "sandarticus.speed";

/// How heavily a man is armoured, which sets his cancel-out ratio in melee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ArmourClass {
    Light,
    Medium,
    Heavy,
}

impl ArmourClass {
    /// One class heavier, as the small shield makes its bearer under the house reading.
    pub fn heavier(self) -> ArmourClass {
        match self {
            ArmourClass::Light => ArmourClass::Medium,
            _ => ArmourClass::Heavy,
        }
    }
}

/// Body armour, for the missile armour ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BodyArmour {
    None,
    /// Steel cap and fur or leather, with an ordinary shield already counted in its rating.
    Medium,
    /// Body armour.
    Heavy,
}

/// The shield carried, beyond what the body armour rating already counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shield {
    None,
    Ordinary,
    /// The big Roman, Greek or North German shield.
    Large,
}

/// How a figure moves and fights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mount {
    Foot,
    LightCavalry,
    MediumCavalry,
    HeavyCavalry,
    Chariot,
}

crate::json::field::named_enum! {
/// The troop types of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Troop {
    RomanLegionnaire,
    RomanCavalry,
    RomanAuxiliarySlinger,
    RomanAuxiliaryArcher,
    RomanAuxiliaryInfantry,
    GreekHoplite,
    GreekLightInfantry,
    GreekArcher,
    GreekSlinger,
    Gladiator,
    RevolutionaryAuxiliary,
    Gaul,
    SouthGerman,
    NorthGerman,
}
}

/// One catalogue entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TroopProfile {
    pub troop: Troop,
    pub people: People,
    pub name: &'static str,
    pub class: ArmourClass,
    pub body: BodyArmour,
    pub shield: Shield,
    pub mount: Mount,
    pub weapons: &'static [Weapon],
    /// Whether a unit of these needs a leader with it (light cavalry and gladiators do not).
    pub needs_leader: bool,
}

use ArmourClass::{Heavy, Light, Medium};
use Weapon as W;

/// The troop catalogue, Sandarticus. Where the text names a people but not their kit (weapons of cavalry and
/// auxiliaries), the entry follows the weapon list's own notes on who carries what. The text never gives the
/// Gauls' or the gladiators' armour: they are medium here, and the house rules may make them light
/// (`profile_with`, `ARMOUR_FROM_HOUSE`).
#[rustfmt::skip]
pub const CATALOGUE: [TroopProfile; 14] = [
    TroopProfile { troop: Troop::RomanLegionnaire, people: People::Roman, name: "Roman legionnaire", class: Heavy, body: BodyArmour::Heavy, shield: Shield::Large, mount: Mount::Foot, weapons: &[W::Pilum, W::Gladius], needs_leader: true },
    TroopProfile { troop: Troop::RomanCavalry, people: People::Roman, name: "Roman cavalry", class: Medium, body: BodyArmour::Medium, shield: Shield::None, mount: Mount::MediumCavalry, weapons: &[W::Spear, W::Spatha], needs_leader: true },
    TroopProfile { troop: Troop::RomanAuxiliarySlinger, people: People::Roman, name: "Roman auxiliary slinger", class: Light, body: BodyArmour::None, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Sling], needs_leader: true },
    TroopProfile { troop: Troop::RomanAuxiliaryArcher, people: People::Roman, name: "Roman auxiliary archer", class: Light, body: BodyArmour::None, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Bow], needs_leader: true },
    TroopProfile { troop: Troop::RomanAuxiliaryInfantry, people: People::Roman, name: "Roman auxiliary infantry", class: Medium, body: BodyArmour::Medium, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Spear, W::Gladius], needs_leader: true },
    TroopProfile { troop: Troop::GreekHoplite, people: People::Greek, name: "Greek hoplite", class: Heavy, body: BodyArmour::Heavy, shield: Shield::Large, mount: Mount::Foot, weapons: &[W::Spear, W::Gladius], needs_leader: true },
    TroopProfile { troop: Troop::GreekLightInfantry, people: People::Greek, name: "Greek light infantry", class: Light, body: BodyArmour::None, shield: Shield::Ordinary, mount: Mount::Foot, weapons: &[W::Javelin, W::Handaxe], needs_leader: true },
    TroopProfile { troop: Troop::GreekArcher, people: People::Greek, name: "Greek archer", class: Light, body: BodyArmour::None, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Bow], needs_leader: true },
    TroopProfile { troop: Troop::GreekSlinger, people: People::Greek, name: "Greek slinger", class: Light, body: BodyArmour::None, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Sling], needs_leader: true },
    TroopProfile { troop: Troop::Gladiator, people: People::Revolutionary, name: "Gladiator", class: Medium, body: BodyArmour::Medium, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Gladius, W::Trident, W::Net, W::SmallShield], needs_leader: false },
    TroopProfile { troop: Troop::RevolutionaryAuxiliary, people: People::Revolutionary, name: "Revolutionary auxiliary", class: Light, body: BodyArmour::None, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Spear, W::Sling], needs_leader: true },
    TroopProfile { troop: Troop::Gaul, people: People::Gaul, name: "Gaulish warrior", class: Medium, body: BodyArmour::Medium, shield: Shield::None, mount: Mount::Foot, weapons: &[W::Spear, W::Handaxe, W::Spatha], needs_leader: true },
    TroopProfile { troop: Troop::SouthGerman, people: People::SouthGerman, name: "South German warrior", class: Light, body: BodyArmour::None, shield: Shield::Ordinary, mount: Mount::Foot, weapons: &[W::Javelin, W::Handaxe], needs_leader: true },
    TroopProfile { troop: Troop::NorthGerman, people: People::NorthGerman, name: "North German warrior", class: Medium, body: BodyArmour::Medium, shield: Shield::Large, mount: Mount::Foot, weapons: &[W::Spear, W::Broadaxe, W::Handaxe, W::Spatha], needs_leader: true },
];

/// The catalogue entry of a troop type.
pub fn profile(troop: Troop) -> &'static TroopProfile {
    // Every Troop has exactly one entry; the test below checks it, so the fallback is never reached.
    CATALOGUE
        .iter()
        .find(|p| p.troop == troop)
        .unwrap_or(&CATALOGUE[0])
}

/// The troop types whose armour the text never states, so the house rules set it.
pub const ARMOUR_FROM_HOUSE: [Troop; 2] = [Troop::Gaul, Troop::Gladiator];

/// A catalogue entry under the house rules: Gauls and gladiators take the armour the house gives them (light
/// means no armour and four men to a kill); every other entry is the catalogue's.
pub fn profile_with(troop: Troop, house: &House) -> TroopProfile {
    let mut p = *profile(troop);
    let unstated = match troop {
        Troop::Gaul => Some(house.gaul_armour),
        Troop::Gladiator => Some(house.gladiator_armour),
        _ => None,
    };
    if unstated == Some(UnstatedArmour::Light) {
        p.class = Light;
        p.body = BodyArmour::None;
    }
    p
}

/// A troop type's armour class for hand to hand, under the house rules.
pub fn armour_class(troop: Troop, house: &House) -> ArmourClass {
    profile_with(troop, house).class
}

/// Whether a troop type carries a weapon.
pub fn carries(troop: Troop, weapon: Weapon) -> bool {
    profile(troop).weapons.contains(&weapon)
}

/// The speed classes of the speed list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpeedClass {
    /// Helmet, shield and body armour.
    Armoured,
    /// No armour, or helmet and shield.
    LightOrMedium,
    LightCavalry,
    /// Siege gear and catapults pushed by their crews.
    PushedSiegeGear,
}

/// Speed per move, Sandarticus: armoured R1, light or medium R1½, light cavalry R2, pushed siege gear R½.
pub const SPEEDS: [(SpeedClass, Cord); 4] = [
    (SpeedClass::Armoured, Cord::R1),
    (SpeedClass::LightOrMedium, Cord::R1_HALF),
    (SpeedClass::LightCavalry, Cord::R2),
    (SpeedClass::PushedSiegeGear, Cord::R_HALF),
];

pub fn speed_of_class(class: SpeedClass) -> Cord {
    SPEEDS
        .iter()
        .find(|(c, _)| *c == class)
        .map(|&(_, s)| s)
        .unwrap_or(Cord::R1)
}

/// A troop type's speed per move. Cavalry other than light comes from the house rules (the list omits it).
pub fn speed(troop: Troop, house: &House) -> Cord {
    let p = profile_with(troop, house);
    match p.mount {
        Mount::LightCavalry => speed_of_class(SpeedClass::LightCavalry),
        Mount::MediumCavalry => house.medium_cavalry_speed,
        Mount::HeavyCavalry => house.heavy_cavalry_speed,
        Mount::Chariot => house.chariot_speed,
        Mount::Foot if p.body == BodyArmour::Heavy => speed_of_class(SpeedClass::Armoured),
        Mount::Foot => speed_of_class(SpeedClass::LightOrMedium),
    }
}

/// Wheeled and pushed things that move on their own speed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vehicle {
    Chariot,
    WarWagon,
    /// Ballista, onager, ram or siege tower pushed by its crew.
    PushedSiegeGear,
}

/// A vehicle's speed per move: pushed siege gear from the speed list, chariot and war wagon from the house
/// rules (the text gives them none).
pub fn vehicle_speed(v: Vehicle, house: &House) -> Cord {
    match v {
        Vehicle::Chariot => house.chariot_speed,
        Vehicle::WarWagon => house.war_wagon_speed,
        Vehicle::PushedSiegeGear => speed_of_class(SpeedClass::PushedSiegeGear),
    }
}

/// Running away, Sandarticus: a fleeing side goes its normal speed plus a quarter.
pub fn running_speed(normal: Cord) -> Cord {
    Cord::eighths(normal.eighths + normal.eighths / 4)
}

/// Fleeing from pursuit, Sandarticus: the shared "fight or pursue" rule (`sandy_hook::movement::pursuit`) with
/// each troop type's own speed, house speeds for cavalry included. The text's two cases come out as written:
/// light foot (R1½) get clear of armoured foot (R1) with a full move, and no foot outruns cavalry (R2) that
/// chose to pursue.
pub fn pursuit(
    fleeing: Troop,
    pursuer: Troop,
    pursuer_chose_fight_or_pursue: bool,
    house: &House,
) -> Result<Pursuit, RulesError> {
    let r = |c: Cord| f64::from(c.eighths) / 8.0;
    shared_pursuit(
        r(speed(fleeing, house)),
        r(speed(pursuer, house)),
        pursuer_chose_fight_or_pursue,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_troop_has_one_entry() {
        for p in &CATALOGUE {
            assert_eq!(CATALOGUE.iter().filter(|q| q.troop == p.troop).count(), 1);
            assert_eq!(profile(p.troop), p);
        }
    }

    /// Troop types, Sandarticus: legionnaires carry pilum and gladius; hoplites are heavy; Roman cavalry medium;
    /// South Germans light; North Germans carry heavy shields.
    #[test]
    fn catalogue_matches_the_source() {
        assert!(carries(Troop::RomanLegionnaire, Weapon::Pilum));
        assert!(carries(Troop::RomanLegionnaire, Weapon::Gladius));
        assert_eq!(profile(Troop::GreekHoplite).class, ArmourClass::Heavy);
        assert_eq!(profile(Troop::RomanCavalry).class, ArmourClass::Medium);
        assert_eq!(profile(Troop::SouthGerman).class, ArmourClass::Light);
        assert_eq!(profile(Troop::NorthGerman).shield, Shield::Large);
        assert!(carries(Troop::NorthGerman, Weapon::Broadaxe));
        assert!(carries(Troop::Gladiator, Weapon::Net));
        assert!(carries(Troop::SouthGerman, Weapon::Javelin));
        assert!(!profile(Troop::Gladiator).needs_leader);
    }

    /// Speed, Sandarticus: 1, 1½, 2 and ½.
    #[test]
    fn speed_table() {
        assert_eq!(SPEEDS[0].1, Cord::R1);
        assert_eq!(SPEEDS[1].1.to_string(), "R1½");
        assert_eq!(SPEEDS[2].1.to_string(), "R2");
        assert_eq!(SPEEDS[3].1.to_string(), "R½");
        let h = House::default();
        assert_eq!(speed(Troop::RomanLegionnaire, &h), Cord::R1);
        assert_eq!(speed(Troop::Gaul, &h), Cord::R1_HALF);
        assert_eq!(
            speed(Troop::RomanCavalry, &h),
            Cord::R2,
            "house medium cavalry"
        );
    }

    /// House speeds: chariot R2, war wagon R1; pushed siege gear R½ from the list.
    #[test]
    fn vehicle_speeds() {
        let h = House::default();
        assert_eq!(vehicle_speed(Vehicle::Chariot, &h), Cord::R2);
        assert_eq!(vehicle_speed(Vehicle::WarWagon, &h), Cord::R1);
        assert_eq!(vehicle_speed(Vehicle::PushedSiegeGear, &h), Cord::R_HALF);
    }

    /// Running, Sandarticus: normal speed plus a quarter.
    #[test]
    fn running_adds_a_quarter() {
        assert_eq!(running_speed(Cord::R1).to_string(), "R1¼");
        assert_eq!(running_speed(Cord::R1_HALF).to_string(), "R1⅞");
        assert_eq!(running_speed(Cord::R2).to_string(), "R2½");
    }

    /// Fight or pursue, Sandarticus: light troops get away from armoured infantry with a full move (light foot
    /// R1½ against legionnaires R1), but light infantry cannot escape cavalry that chose to pursue (Roman
    /// cavalry R2, house speed); a pursuer that did not choose it follows nobody.
    #[test]
    fn pursuit_by_troop_type() {
        let h = House::default();
        let run = |f, p, chose| pursuit(f, p, chose, &h).unwrap();
        assert_eq!(
            run(Troop::GreekLightInfantry, Troop::RomanLegionnaire, true),
            Pursuit::GetsAway
        );
        assert_eq!(
            run(Troop::GreekLightInfantry, Troop::RomanCavalry, true),
            Pursuit::CaughtFightResumes
        );
        assert_eq!(
            run(Troop::GreekLightInfantry, Troop::RomanCavalry, false),
            Pursuit::NotPursued
        );
        // Two kinds of light or medium foot (R1½ each): the pursuer keeps up.
        assert_eq!(
            run(Troop::Gaul, Troop::SouthGerman, true),
            Pursuit::CaughtFightResumes
        );
    }
}
