//! The words for each Ancients value a player picks (`text::Choice`), written once for every picker.

use super::advantage::Position;
use super::break_test::BreakResult;
use super::charge::Charge;
use super::shooting::Weapon;
use super::unit::{Formation, Size, Style, UnitType, Weight};
use crate::text::choice;

choice! { Size, Weight, UnitType, Formation, Style, Weapon by name }

choice! {
    Position;
    Front => "Front",
    Flank => "Flank",
    Rear => "Rear",
}

choice! {
    Charge in &Charge::ALL;
    Stood => "Did not charge",
    Charged => "Charged",
    CounterCharged => "Counter-charged",
}

// The results a unit's Break Test can have once it took one (the Move tab asks which it was); "No test" is
// never picked.
choice! {
    BreakResult in &[BreakResult::Unaffected, BreakResult::GiveGround, BreakResult::Destroyed];
    NoTest => "No test",
    Unaffected => "Held",
    GiveGround => "Gave ground",
    Destroyed => "Destroyed",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Choice;

    #[test]
    fn pickers_list_every_value_once() {
        assert_eq!(<Size as Choice>::ALL.len(), 4);
        assert_eq!(<Position as Choice>::ALL.len(), 3);
        assert_eq!(<BreakResult as Choice>::ALL.len(), 3);
        assert_eq!(<Charge as Choice>::ALL.len(), 3);
        assert_eq!(Weapon::SuperiorBows.label(), "Superior bows");
        assert_eq!(Position::Flank.label(), "Flank");
    }
}
