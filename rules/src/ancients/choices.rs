//! The words for each Ancients value a player picks (`text::Choice`), written once for every picker.

use super::advantage::Position;
use super::break_test::BreakResult;
use super::charge::Charge;
use super::shooting::Weapon;
use super::unit::{Formation, Size, Style, UnitType, Weight};
use crate::text::Choice;

/// `Choice` for a type that already lists its values in `ALL` and names them with `name()`.
macro_rules! named_choice {
    ($($t:ty),*) => {$(
        impl Choice for $t {
            const ALL: &'static [$t] = &<$t>::ALL;
            fn label(self) -> &'static str {
                self.name()
            }
        }
    )*};
}

named_choice!(Size, Weight, UnitType, Formation, Style, Weapon);

impl Choice for Position {
    const ALL: &'static [Position] = &[Position::Front, Position::Flank, Position::Rear];
    fn label(self) -> &'static str {
        match self {
            Position::Front => "Front",
            Position::Flank => "Flank",
            Position::Rear => "Rear",
        }
    }
}

impl Choice for Charge {
    const ALL: &'static [Charge] = &Charge::ALL;
    fn label(self) -> &'static str {
        match self {
            Charge::Stood => "Did not charge",
            Charge::Charged => "Charged",
            Charge::CounterCharged => "Counter-charged",
        }
    }
}

/// The results a unit's Break Test can have once it took one (the Move tab asks which it was).
impl Choice for BreakResult {
    const ALL: &'static [BreakResult] = &[
        BreakResult::Unaffected,
        BreakResult::GiveGround,
        BreakResult::Destroyed,
    ];
    fn label(self) -> &'static str {
        match self {
            BreakResult::NoTest => "No test",
            BreakResult::Unaffected => "Held",
            BreakResult::GiveGround => "Gave ground",
            BreakResult::Destroyed => "Destroyed",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
