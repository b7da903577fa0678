//! The words a player picks Jersey Shore values by: troop types, hand-to-hand weapons, firearms and who rallies
//! Hessians, each written once (`text::Choice`), for every picker and list that shows them.

use super::command::RallyingOfficer;
use super::troops::{MeleeWeapon, TroopType};
use super::weapons::Firearm;
use crate::text::Choice;

impl Choice for TroopType {
    const ALL: &'static [TroopType] = &TroopType::ALL;

    fn label(self) -> &'static str {
        match self {
            TroopType::MusketInfantry => "Musket infantry",
            TroopType::Hessian => "Hessians",
            TroopType::Rifleman => "Riflemen",
            TroopType::Ranger => "Rangers",
            TroopType::RangerOfficer => "Ranger officer",
            TroopType::Indian => "Indians",
            TroopType::IndianArcher => "Indian archers",
            TroopType::Cavalry => "Cavalry",
            TroopType::Gunner => "Gunners",
            TroopType::WagonerWithRifle => "Wagoners with rifles",
            TroopType::WagonerWithPistol => "Wagoners with pistols",
            TroopType::Officer => "Officer",
        }
    }
}

impl Choice for MeleeWeapon {
    const ALL: &'static [MeleeWeapon] = &MeleeWeapon::ALL;

    fn label(self) -> &'static str {
        match self {
            MeleeWeapon::Bayonet => "Bayonet",
            MeleeWeapon::Sword => "Sword",
            MeleeWeapon::Spear => "Spear",
            MeleeWeapon::Tomahawk => "Tomahawk",
            MeleeWeapon::Knife => "Knife",
            MeleeWeapon::WarClub => "Clubbed rifle",
        }
    }
}

impl Choice for Firearm {
    const ALL: &'static [Firearm] = &Firearm::ALL;

    fn label(self) -> &'static str {
        match self {
            Firearm::Musket => "Musket",
            Firearm::Rifle => "Rifle",
            Firearm::Pistol => "Pistol",
            Firearm::Bow => "Bow",
        }
    }
}

impl Choice for RallyingOfficer {
    const ALL: &'static [RallyingOfficer] = &[RallyingOfficer::British, RallyingOfficer::Hessian];

    fn label(self) -> &'static str {
        match self {
            RallyingOfficer::British => "British officer",
            RallyingOfficer::Hessian => "Hessian officer",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::capitalise;

    /// The troop types and weapons are offered under the names the rules use in sentences, capitalised.
    #[test]
    fn labels_are_the_rules_names() {
        for &t in <TroopType as Choice>::ALL {
            assert_eq!(t.label(), capitalise(t.name()));
        }
        for &w in <MeleeWeapon as Choice>::ALL {
            assert_eq!(w.label(), capitalise(w.name()));
        }
        assert_eq!(<TroopType as Choice>::ALL.len(), 12);
    }

    /// Command, Jersey Shore: a British or a Hessian officer may try to rally Hessians.
    #[test]
    fn two_officers_may_rally() {
        assert_eq!(<RallyingOfficer as Choice>::ALL.len(), 2);
        assert_eq!(RallyingOfficer::Hessian.label(), "Hessian officer");
    }
}
