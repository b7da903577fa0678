//! The one label of each battle value a player picks: what caused the losses, and what a unit is doing.

use super::event::Cause;
use super::state::UnitStatus;
use crate::text::Choice;

impl Choice for Cause {
    const ALL: &'static [Cause] = &Cause::ALL;

    fn label(self) -> &'static str {
        match self {
            Cause::Melee => "Hand to hand",
            Cause::Shooting => "Shooting",
            Cause::Artillery => "Artillery",
            Cause::Collapse => "Masonry",
            Cause::Other => "Other",
        }
    }
}

impl Choice for UnitStatus {
    const ALL: &'static [UnitStatus] = &UnitStatus::ALL;

    fn label(self) -> &'static str {
        match self {
            UnitStatus::Holding => "Holding",
            UnitStatus::Retreating => "Retreating",
            UnitStatus::Pinned => "Pinned by a pilum",
            UnitStatus::Netted => "Caught in a net",
            UnitStatus::GivingGround => "Giving ground",
            UnitStatus::Broken => "Broken",
            UnitStatus::Destroyed => "Destroyed",
            UnitStatus::Captured => "Captured",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
