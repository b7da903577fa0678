//! The words for each Roman War Rules value a player picks (`text::Choice`), written once for every picker.

use super::melee::Choice as StayOrRetreat;
use super::missiles::{Slope, VolleyWeapon};
use super::movement::Ground;
use super::troops::Troop;
use crate::text::Choice;

impl Choice for VolleyWeapon {
    const ALL: &'static [VolleyWeapon] = &VolleyWeapon::ALL;
    fn label(self) -> &'static str {
        self.weapon().name()
    }
}

impl Choice for Slope {
    const ALL: &'static [Slope] = &[Slope::Level, Slope::Uphill, Slope::Downhill];
    fn label(self) -> &'static str {
        match self {
            Slope::Level => "Level",
            Slope::Uphill => "Uphill",
            Slope::Downhill => "Downhill",
        }
    }
}

impl Choice for Ground {
    const ALL: &'static [Ground] = &[
        Ground::Level,
        Ground::Uphill,
        Ground::Downhill,
        Ground::Road,
    ];
    fn label(self) -> &'static str {
        match self {
            Ground::Level => "Level",
            Ground::Uphill => "Uphill",
            Ground::Downhill => "Down",
            Ground::Road => "Road",
        }
    }
}

impl Choice for Troop {
    const ALL: &'static [Troop] = &Troop::ALL;
    fn label(self) -> &'static str {
        self.name()
    }
}

impl Choice for StayOrRetreat {
    const ALL: &'static [StayOrRetreat] = &[StayOrRetreat::Stay, StayOrRetreat::Retreat];
    fn label(self) -> &'static str {
        match self {
            StayOrRetreat::Stay => "Stay",
            StayOrRetreat::Retreat => "Retreat",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value is listed once, so a picker never shows a value twice or leaves one out.
    fn listed_once<T: Choice + std::fmt::Debug>() {
        for (i, a) in T::ALL.iter().enumerate() {
            assert_eq!(T::ALL.iter().position(|b| b == a), Some(i), "{a:?}");
            assert!(!a.label().is_empty());
        }
    }

    #[test]
    fn every_value_is_listed_once() {
        listed_once::<VolleyWeapon>();
        listed_once::<Slope>();
        listed_once::<Ground>();
        listed_once::<Troop>();
        listed_once::<StayOrRetreat>();
        assert_eq!(Slope::ALL.len(), 3);
        assert_eq!(<Ground as Choice>::ALL.len(), 4);
        assert_eq!(VolleyWeapon::Lancer.label(), "Lancers");
    }
}
