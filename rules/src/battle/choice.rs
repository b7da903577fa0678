//! The one label of each battle value a player picks: what caused the losses, and what a unit is doing.

use super::event::Cause;
use super::state::UnitStatus;
use crate::text::choice;

choice! {
    Cause in &Cause::ALL;
    Melee => "Hand to hand",
    Shooting => "Shooting",
    Artillery => "Artillery",
    Collapse => "Masonry",
    Other => "Other",
}

choice! {
    UnitStatus in &UnitStatus::ALL;
    Holding => "Holding",
    Retreating => "Retreating",
    Pinned => "Pinned by a pilum",
    Netted => "Caught in a net",
    GivingGround => "Giving ground",
    Broken => "Broken",
    Destroyed => "Destroyed",
    Captured => "Captured",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Choice;
    use crate::text::capitalise;

    #[test]
    fn a_status_picker_reads_as_the_card_does() {
        // The card names a status in lower case mid-sentence; the picker shows the same words capitalised.
        for &s in <UnitStatus as Choice>::ALL {
            assert_eq!(s.label(), capitalise(s.name()));
        }
    }

    #[test]
    fn every_cause_has_its_own_label() {
        let labels: Vec<&str> = <Cause as Choice>::ALL.iter().map(|c| c.label()).collect();
        let mut unique = labels.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), labels.len());
        assert_eq!(Cause::Melee.label(), "Hand to hand");
    }
}
