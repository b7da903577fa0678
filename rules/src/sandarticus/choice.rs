//! The words a player picks Sandarticus values by: troop types, formations and weapons, each written once
//! (`text::Choice`), for every picker and list that shows them.

use super::formations::Formation;
use super::troops::{CATALOGUE, Troop, profile};
use super::weapons::Weapon;
use crate::text::{Choice, choice};

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

choice! {
    Formation in &Formation::ALL;
    Scattered => "Scattered",
    ShieldWall => "Shield wall",
    ShieldRing => "Shield ring",
    Phalanx => "Phalanx",
    Wedge => "Wedge",
    Tortoise => "Tortoise",
}

choice! {
    Weapon;
    Spear => "Spear",
    Pilum => "Pilum",
    Javelin => "Javelin",
    Gladius => "Gladius",
    Spatha => "Spatha",
    Broadaxe => "Broadaxe",
    Handaxe => "Handaxe",
    Trident => "Trident",
    Net => "Net",
    SmallShield => "Small shield",
    Sling => "Sling",
    Bow => "Bow",
    Ballista => "Ballista",
    Onager => "Onager",
    TenMinaOnager => "Ten-mina onager",
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
