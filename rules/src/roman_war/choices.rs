//! The words for each Roman War Rules value a player picks (`text::Choice`), written once for every picker.

use super::melee::Choice as StayOrRetreat;
use super::missiles::{Slope, VolleyWeapon};
use super::movement::Ground;
use super::troops::Troop;
use crate::text::{Choice, choice};

impl Choice for VolleyWeapon {
    const ALL: &'static [VolleyWeapon] = &VolleyWeapon::ALL;
    fn label(self) -> &'static str {
        self.weapon().name()
    }
}

choice! { Troop by name }

choice! {
    Slope;
    Level => "Level",
    Uphill => "Uphill",
    Downhill => "Downhill",
}

choice! {
    Ground;
    Level => "Level",
    Uphill => "Uphill",
    Downhill => "Down",
    Road => "Road",
}

choice! {
    StayOrRetreat;
    Stay => "Stay",
    Retreat => "Retreat",
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
