//! Troop types of Jersey Shore (seed 3), their hand-to-hand weapons, who needs officers, and house speeds.

use serde::{Deserialize, Serialize};

use crate::error::RulesError;
use crate::rule::RuleId;
use crate::sandy_hook::melee::{Mount, WeaponLength};
use crate::sandy_hook::refuse;

pub const WEAPONS_RULE: RuleId = "jersey-shore.melee-weapons";
/// Movement rates per troop type (a house table: the source gives none).
pub const SPEED_RULE: RuleId = "jersey-shore.speed";

crate::json::field::named_enum! {
/// The kinds of men a Jersey Shore army fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TroopType {
    /// Regular foot with muskets (and so bayonets).
    MusketInfantry,
    /// Hessian regulars: musket foot who answer to their own officers first.
    Hessian,
    /// Frontiersmen with rifles.
    Rifleman,
    /// Rangers: foot armed with rifles.
    Ranger,
    RangerOfficer,
    Indian,
    IndianArcher,
    Cavalry,
    /// Artillery crew.
    Gunner,
    WagonerWithRifle,
    WagonerWithPistol,
    /// An officer of regulars.
    Officer,
}
}

impl TroopType {
    pub const ALL: [TroopType; 12] = [
        TroopType::MusketInfantry,
        TroopType::Hessian,
        TroopType::Rifleman,
        TroopType::Ranger,
        TroopType::RangerOfficer,
        TroopType::Indian,
        TroopType::IndianArcher,
        TroopType::Cavalry,
        TroopType::Gunner,
        TroopType::WagonerWithRifle,
        TroopType::WagonerWithPistol,
        TroopType::Officer,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TroopType::MusketInfantry => "musket infantry",
            TroopType::Hessian => "Hessians",
            TroopType::Rifleman => "riflemen",
            TroopType::Ranger => "rangers",
            TroopType::RangerOfficer => "ranger officer",
            TroopType::Indian => "Indians",
            TroopType::IndianArcher => "Indian archers",
            TroopType::Cavalry => "cavalry",
            TroopType::Gunner => "gunners",
            TroopType::WagonerWithRifle => "wagoners with rifles",
            TroopType::WagonerWithPistol => "wagoners with pistols",
            TroopType::Officer => "officer",
        }
    }

    /// Command: rangers, Indians and frontiersmen (riflemen) fight on without officers; everyone else is a
    /// regular and needs one per 15.
    pub fn needs_officer(self) -> bool {
        !matches!(
            self,
            TroopType::Rifleman
                | TroopType::Ranger
                | TroopType::RangerOfficer
                | TroopType::Indian
                | TroopType::IndianArcher
                | TroopType::Officer
        )
    }

    /// Whether the unit carries muskets, which blunt a cavalry charge in hand to hand.
    pub fn has_muskets(self) -> bool {
        matches!(self, TroopType::MusketInfantry | TroopType::Hessian)
    }

    /// The gun or bow the troop shoots with, where the seed names one: muskets for regulars and Hessians, rifles
    /// for frontiersmen, rangers and rifle-armed wagoners, pistols for gunners and pistol-armed wagoners, bows
    /// for Indian archers. `None` where the text leaves it open (Indians, cavalry, officers): the player picks.
    pub fn firearm(self) -> Option<crate::jersey_shore::weapons::Firearm> {
        use crate::jersey_shore::weapons::Firearm;
        match self {
            TroopType::MusketInfantry | TroopType::Hessian => Some(Firearm::Musket),
            TroopType::Rifleman | TroopType::Ranger | TroopType::WagonerWithRifle => {
                Some(Firearm::Rifle)
            }
            TroopType::Gunner | TroopType::WagonerWithPistol => Some(Firearm::Pistol),
            TroopType::IndianArcher => Some(Firearm::Bow),
            TroopType::Indian
            | TroopType::Cavalry
            | TroopType::Officer
            | TroopType::RangerOfficer => None,
        }
    }

    /// Cavalry count double in hand to hand; everyone else fights on foot.
    pub fn mount(self) -> Mount {
        if self == TroopType::Cavalry {
            Mount::HeavyCavalry
        } else {
            Mount::Foot
        }
    }

    /// Which house speed class the troop moves at.
    pub fn speed_class(self) -> SpeedClass {
        match self {
            TroopType::Cavalry => SpeedClass::Cavalry,
            TroopType::Rifleman
            | TroopType::Ranger
            | TroopType::RangerOfficer
            | TroopType::Indian
            | TroopType::IndianArcher => SpeedClass::Light,
            _ => SpeedClass::Regular,
        }
    }
}

crate::json::field::named_enum! {
/// Weapons used hand to hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MeleeWeapon {
    Bayonet,
    Sword,
    Spear,
    Tomahawk,
    Knife,
    /// A rifle swung as a club.
    WarClub,
}
}

impl MeleeWeapon {
    /// Every hand-to-hand weapon the game names, for a player to choose from.
    pub const ALL: [MeleeWeapon; 6] = [
        MeleeWeapon::Bayonet,
        MeleeWeapon::Sword,
        MeleeWeapon::Spear,
        MeleeWeapon::Tomahawk,
        MeleeWeapon::Knife,
        MeleeWeapon::WarClub,
    ];

    /// Bayonets, swords and spears out-reach knives, tomahawks and clubs.
    pub fn length(self) -> WeaponLength {
        match self {
            MeleeWeapon::Bayonet | MeleeWeapon::Sword | MeleeWeapon::Spear => WeaponLength::Long,
            _ => WeaponLength::Short,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            MeleeWeapon::Bayonet => "bayonet",
            MeleeWeapon::Sword => "sword",
            MeleeWeapon::Spear => "spear",
            MeleeWeapon::Tomahawk => "tomahawk",
            MeleeWeapon::Knife => "knife",
            MeleeWeapon::WarClub => "clubbed rifle",
        }
    }
}

use crate::text::capitalise;
use MeleeWeapon as W;
use TroopType as T;

/// Hand-to-hand weapons each troop type may carry, the usual one first (Jersey Shore, seed 3). Officers of
/// regulars are not covered by the source; we give them swords like the cavalry and gunners.
pub const MELEE_WEAPONS: [(TroopType, &[MeleeWeapon]); 12] = [
    (T::MusketInfantry, &[W::Bayonet]),
    (T::Hessian, &[W::Bayonet]),
    (T::Rifleman, &[W::WarClub]),
    (T::Ranger, &[W::WarClub]),
    (T::RangerOfficer, &[W::Tomahawk, W::Knife]),
    (T::Indian, &[W::Tomahawk, W::Spear, W::Knife]),
    (T::IndianArcher, &[W::Tomahawk, W::Knife]),
    (T::Cavalry, &[W::Sword]),
    (T::Gunner, &[W::Sword]),
    (T::WagonerWithRifle, &[W::Bayonet]),
    (T::WagonerWithPistol, &[W::Sword]),
    (T::Officer, &[W::Sword]),
];

/// The weapons a troop type may fight with.
pub fn melee_weapons(troop: TroopType) -> &'static [MeleeWeapon] {
    MELEE_WEAPONS
        .iter()
        .find(|(t, _)| *t == troop)
        .map_or(&[], |(_, w)| *w)
}

/// Checks a weapon choice for a troop type; `None` takes the usual weapon.
pub fn choose_melee_weapon(
    troop: TroopType,
    choice: Option<MeleeWeapon>,
) -> Result<MeleeWeapon, RulesError> {
    let allowed = melee_weapons(troop);
    match choice {
        None => allowed.first().copied().ok_or_else(|| {
            refuse(
                WEAPONS_RULE,
                "This troop type has no hand-to-hand weapon listed.",
            )
        }),
        Some(w) if allowed.contains(&w) => Ok(w),
        Some(w) => Err(refuse(
            WEAPONS_RULE,
            format!(
                "{} don't carry a {} in this game.",
                capitalise(troop.name()),
                w.name()
            ),
        )),
    }
}

/// House movement classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpeedClass {
    Regular,
    Light,
    Cavalry,
}

/// House speeds in R units (rules-gaps, seed 3 [HOUSE] movement).
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct Speeds {
    pub regulars: f64,
    /// Indians, rangers, riflemen and other light foot.
    pub light: f64,
    pub cavalry: f64,
    pub pushed_gun: f64,
    /// A caisson towing a gun (halved in the turn it hooks up).
    pub caisson: f64,
}

crate::json::field::record_field!(
    Speeds,
    default {
        regulars,
        light,
        cavalry,
        pushed_gun,
        caisson
    }
);

impl Default for Speeds {
    fn default() -> Speeds {
        Speeds {
            regulars: 1.0,
            light: 1.5,
            cavalry: 2.0,
            pushed_gun: 0.5,
            caisson: 1.0,
        }
    }
}

impl Speeds {
    pub fn of(&self, class: SpeedClass) -> f64 {
        match class {
            SpeedClass::Regular => self.regulars,
            SpeedClass::Light => self.light,
            SpeedClass::Cavalry => self.cavalry,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Melee weapons: muskets have bayonets, riflemen clubs, Indians spear/tomahawk/knife, archers knife or
    /// tomahawk, cavalry and gunners swords, wagoners bayonet (rifle) or sword (pistol).
    /// Troop types and their shooting weapons (Jersey Shore troop list, pistols and gunners): rangers carry
    /// rifles, muskets take bayonets, gunners carry pistols, wagoners rifle or pistol.
    #[test]
    fn firearms_match_the_source() {
        use crate::jersey_shore::weapons::Firearm;
        assert_eq!(T::MusketInfantry.firearm(), Some(Firearm::Musket));
        assert_eq!(T::Hessian.firearm(), Some(Firearm::Musket));
        assert_eq!(T::Ranger.firearm(), Some(Firearm::Rifle));
        assert_eq!(T::Rifleman.firearm(), Some(Firearm::Rifle));
        assert_eq!(T::WagonerWithRifle.firearm(), Some(Firearm::Rifle));
        assert_eq!(T::WagonerWithPistol.firearm(), Some(Firearm::Pistol));
        assert_eq!(T::Gunner.firearm(), Some(Firearm::Pistol));
        assert_eq!(T::IndianArcher.firearm(), Some(Firearm::Bow));
        assert_eq!(T::Indian.firearm(), None);
        // Only musket troops have muskets, which blunt cavalry in hand to hand.
        for t in TroopType::ALL {
            assert_eq!(
                t.firearm() == Some(Firearm::Musket),
                t.has_muskets(),
                "{t:?}"
            );
        }
    }

    #[test]
    fn melee_weapons_match_the_source() {
        assert_eq!(melee_weapons(T::MusketInfantry), &[W::Bayonet]);
        assert_eq!(melee_weapons(T::Rifleman), &[W::WarClub]);
        assert!(melee_weapons(T::Indian).contains(&W::Spear));
        assert!(!melee_weapons(T::IndianArcher).contains(&W::Spear));
        assert_eq!(melee_weapons(T::Cavalry), &[W::Sword]);
        assert_eq!(melee_weapons(T::Gunner), &[W::Sword]);
        assert_eq!(melee_weapons(T::WagonerWithRifle), &[W::Bayonet]);
        assert_eq!(melee_weapons(T::WagonerWithPistol), &[W::Sword]);
        assert_eq!(melee_weapons(T::RangerOfficer), &[W::Tomahawk, W::Knife]);
        for t in TroopType::ALL {
            assert!(!melee_weapons(t).is_empty(), "{t:?}");
        }
        assert_eq!(W::Bayonet.length(), WeaponLength::Long);
        assert_eq!(W::WarClub.length(), WeaponLength::Short);
        let e = choose_melee_weapon(T::Rifleman, Some(W::Bayonet)).unwrap_err();
        assert!(e.to_string().contains("Riflemen don't carry a bayonet"));
    }

    /// Rangers, Indians and frontiersmen need no officer; regulars do.
    #[test]
    fn who_needs_officers() {
        assert!(T::MusketInfantry.needs_officer());
        assert!(T::Hessian.needs_officer());
        assert!(!T::Ranger.needs_officer());
        assert!(!T::Indian.needs_officer());
        assert!(!T::Rifleman.needs_officer());
    }

    /// House speeds: regulars R1, light R1½, cavalry R2, pushed gun R½, caisson R1.
    #[test]
    fn house_speeds() {
        let s = Speeds::default();
        assert_eq!(
            (s.regulars, s.light, s.cavalry, s.pushed_gun, s.caisson),
            (1.0, 1.5, 2.0, 0.5, 1.0)
        );
        assert_eq!(s.of(T::Indian.speed_class()), 1.5);
        assert_eq!(s.of(T::Cavalry.speed_class()), 2.0);
    }
}
