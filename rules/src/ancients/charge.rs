//! How a unit came into a fight (Number of Dice, Basic Combat Mechanic, Ancients): it stood, it charged, or it
//! counter-charged a unit charging it. A counter-charge is not a charge, so the three are one choice, and a
//! `Combatant` records it as two switches of which at most one is on.

use serde::{Deserialize, Serialize};

use super::melee::{Combatant, first_turn_bonus};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Charge {
    #[default]
    Stood,
    Charged,
    CounterCharged,
}

impl Charge {
    pub const ALL: [Charge; 3] = [Charge::Stood, Charge::Charged, Charge::CounterCharged];

    /// The choice from a combatant's two switches; both on (which `Combatant::validate` refuses) reads as a
    /// charge.
    pub fn from_flags(charged: bool, counter_charged: bool) -> Charge {
        match (charged, counter_charged) {
            (true, _) => Charge::Charged,
            (false, true) => Charge::CounterCharged,
            (false, false) => Charge::Stood,
        }
    }

    /// The two switches, `(charged, counter_charged)`: never both on.
    pub fn flags(self) -> (bool, bool) {
        (self == Charge::Charged, self == Charge::CounterCharged)
    }

    pub fn of(c: &Combatant) -> Charge {
        Charge::from_flags(c.charged, c.counter_charged)
    }

    /// Whether the choice can change this unit's dice: only on a fight's first turn, and only for a Shock or
    /// Defensive unit. Number of Dice, Basic Combat Mechanic, Ancients.
    pub fn matters(c: &Combatant, first_turn: bool) -> bool {
        let mut c = c.clone();
        let bonus = |ch: Charge, c: &mut Combatant| {
            ch.apply(c);
            first_turn_bonus(c, first_turn)
        };
        let stood = bonus(Charge::Stood, &mut c);
        Charge::ALL.iter().any(|&ch| bonus(ch, &mut c) != stood)
    }

    /// Sets a combatant's switches to this choice.
    pub fn apply(self, c: &mut Combatant) {
        (c.charged, c.counter_charged) = self.flags();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancients::House;
    use crate::ancients::melee::{MeleeInput, first_turn_bonus};
    use crate::ancients::unit::{Formation, Size, Style, Unit, UnitType, Weight};

    fn defensive() -> Combatant {
        let unit = Unit::new(
            Size::Medium,
            2,
            Weight::Medium,
            UnitType::Infantry,
            Formation::Formed,
            &House::default(),
        )
        .with_style(Style::Defensive);
        Combatant::new(unit)
    }

    /// Number of Dice, Basic Combat Mechanic: a Defensive unit gains its 2 extra dice on a fight's first turn
    /// unless it charged; a counter-charge is not a charge, so it keeps them.
    #[test]
    fn each_choice_sets_one_switch_at_most() {
        let mut c = defensive();
        for (choice, bonus) in [
            (Charge::Stood, 2),
            (Charge::Charged, 0),
            (Charge::CounterCharged, 2),
        ] {
            choice.apply(&mut c);
            assert!(!(c.charged && c.counter_charged));
            assert_eq!(Charge::of(&c), choice);
            assert_eq!(first_turn_bonus(&c, true), bonus, "{choice:?}");
            let m = MeleeInput {
                a: c.clone(),
                b: defensive(),
                first_turn: true,
            };
            assert_eq!(
                m.dice()[0],
                8 + bonus,
                "a Medium unit rolls 8, plus its bonus"
            );
        }
        assert_eq!(Charge::from_flags(true, true), Charge::Charged);
    }

    /// Number of Dice, Basic Combat Mechanic: the extra dice come only on a fight's first turn and only to Shock
    /// and Defensive units, so for an Ordinary unit, or in a later turn, the charge changes nothing.
    #[test]
    fn the_choice_matters_only_where_dice_change() {
        let defensive = defensive();
        assert!(Charge::matters(&defensive, true));
        assert!(!Charge::matters(&defensive, false));
        let mut ordinary = defensive.clone();
        ordinary.unit.style = Style::Ordinary;
        assert!(!Charge::matters(&ordinary, true));
        let mut shock = defensive;
        shock.unit.style = Style::Shock;
        assert!(Charge::matters(&shock, true));
    }
}
