//! The words a player picks Jersey Shore values by: troop types, hand-to-hand weapons, firearms and who rallies
//! Hessians, each written once (`text::Choice`), for every picker and list that shows them.

use super::command::RallyingOfficer;
use super::troops::{MeleeWeapon, TroopType};
use super::weapons::Firearm;
use crate::text::choice;

choice! {
    TroopType in &TroopType::ALL;
    MusketInfantry => "Musket infantry",
    Hessian => "Hessians",
    Rifleman => "Riflemen",
    Ranger => "Rangers",
    RangerOfficer => "Ranger officer",
    Indian => "Indians",
    IndianArcher => "Indian archers",
    Cavalry => "Cavalry",
    Gunner => "Gunners",
    WagonerWithRifle => "Wagoners with rifles",
    WagonerWithPistol => "Wagoners with pistols",
    Officer => "Officer",
}

choice! {
    MeleeWeapon in &MeleeWeapon::ALL;
    Bayonet => "Bayonet",
    Sword => "Sword",
    Spear => "Spear",
    Tomahawk => "Tomahawk",
    Knife => "Knife",
    WarClub => "Clubbed rifle",
}

choice! {
    Firearm in &Firearm::ALL;
    Musket => "Musket",
    Rifle => "Rifle",
    Pistol => "Pistol",
    Bow => "Bow",
}

choice! {
    RallyingOfficer;
    British => "British officer",
    Hessian => "Hessian officer",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Choice;
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
