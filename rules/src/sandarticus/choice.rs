//! The words a player picks Sandarticus values by: troop types, formations and weapons, each written once
//! (`text::Choice`), for every picker and list that shows them.

use super::formations::Formation;
use super::troops::{CATALOGUE, Troop, profile};
use super::weapons::Weapon;
use crate::text::Choice;

/// The catalogue's troop types, in catalogue order.
const TROOPS: [Troop; CATALOGUE.len()] = {
    let mut all = [Troop::RomanLegionnaire; CATALOGUE.len()];
    let mut i = 0;
    while i < CATALOGUE.len() {
        all[i] = CATALOGUE[i].troop;
        i += 1;
    }
    all
};

impl Choice for Troop {
    const ALL: &'static [Troop] = &TROOPS;

    /// The catalogue's own name ("Roman legionnaire").
    fn label(self) -> &'static str {
        profile(self).name
    }
}

impl Choice for Formation {
    const ALL: &'static [Formation] = &Formation::ALL;

    fn label(self) -> &'static str {
        match self {
            Formation::Scattered => "Scattered",
            Formation::ShieldWall => "Shield wall",
            Formation::ShieldRing => "Shield ring",
            Formation::Phalanx => "Phalanx",
            Formation::Wedge => "Wedge",
            Formation::Tortoise => "Tortoise",
        }
    }
}

impl Choice for Weapon {
    const ALL: &'static [Weapon] = &[
        Weapon::Spear,
        Weapon::Pilum,
        Weapon::Javelin,
        Weapon::Gladius,
        Weapon::Spatha,
        Weapon::Broadaxe,
        Weapon::Handaxe,
        Weapon::Trident,
        Weapon::Net,
        Weapon::SmallShield,
        Weapon::Sling,
        Weapon::Bow,
        Weapon::Ballista,
        Weapon::Onager,
        Weapon::TenMinaOnager,
    ];

    fn label(self) -> &'static str {
        match self {
            Weapon::Spear => "Spear",
            Weapon::Pilum => "Pilum",
            Weapon::Javelin => "Javelin",
            Weapon::Gladius => "Gladius",
            Weapon::Spatha => "Spatha",
            Weapon::Broadaxe => "Broadaxe",
            Weapon::Handaxe => "Handaxe",
            Weapon::Trident => "Trident",
            Weapon::Net => "Net",
            Weapon::SmallShield => "Small shield",
            Weapon::Sling => "Sling",
            Weapon::Bow => "Bow",
            Weapon::Ballista => "Ballista",
            Weapon::Onager => "Onager",
            Weapon::TenMinaOnager => "Ten-mina onager",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandarticus::weapons::{WEAPONS, weapon};
    use crate::text::capitalise;

    /// Every troop type of the catalogue is offered once, under its catalogue name.
    #[test]
    fn troops_follow_the_catalogue() {
        assert_eq!(Troop::ALL.len(), 14);
        assert_eq!(Troop::RomanLegionnaire.label(), "Roman legionnaire");
        assert_eq!(Troop::Gaul.label(), "Gaulish warrior");
        for (i, p) in CATALOGUE.iter().enumerate() {
            assert_eq!(Troop::ALL[i], p.troop);
        }
    }

    /// Formations, Sandarticus: scattered troops and the five formations.
    #[test]
    fn formations_are_all_offered() {
        assert_eq!(<Formation as Choice>::ALL.len(), 6);
        assert_eq!(Formation::ShieldWall.label(), "Shield wall");
        assert_eq!(Formation::Tortoise.label(), "Tortoise");
    }

    /// The weapon list, Sandarticus: each label is the list's own name, capitalised.
    #[test]
    fn weapon_labels_are_the_list_names() {
        assert_eq!(<Weapon as Choice>::ALL.len(), WEAPONS.len());
        for &w in <Weapon as Choice>::ALL {
            assert_eq!(w.label(), capitalise(weapon(w).name));
        }
    }
}
