//! Ancients rosters: a unit is one playing piece with a profile (`ancients::unit::Unit`), so an army is a list
//! of profiles, checked against the house skill and leadership scales.

use serde::{Deserialize, Serialize};

use super::{Finding, Totals, TroopKind, from_rules_error};
use crate::ancients::House;
use crate::ancients::unit::Unit;
use crate::rule::RuleId;

/// A unit profile outside the skill or leadership scale.
pub const RULE_PROFILE: RuleId = "ancients.unit-profile";

/// An Ancients army: its unit profiles.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forces {
    #[serde(default)]
    pub units: Vec<Unit>,
}

crate::json::field::read_field!(Forces, from Forces::default(), required {}, default { units });

impl Forces {
    /// Units by foot and horse; no figures, leaders or hirelings, which the game does not count.
    pub fn totals(&self) -> Totals {
        let mut t = Totals::default();
        for u in &self.units {
            t.add(TroopKind::Ancients(u.kind), 0);
            if let Some((_, n)) = t
                .by_type
                .iter_mut()
                .find(|(k, _)| *k == TroopKind::Ancients(u.kind))
            {
                *n = n.saturating_add(1);
            }
        }
        t
    }

    /// Each profile's skill and leadership against the scales in force.
    pub fn check(&self, house: &House) -> Vec<Finding> {
        self.units
            .iter()
            .enumerate()
            .filter_map(|(i, u)| {
                let label = super::unit_label(&u.name, u.kind.name(), i);
                u.validate(house)
                    .err()
                    .map(|e| from_rules_error(&e, RULE_PROFILE, &label).on_unit(i))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancients::unit::{Formation, Size, UnitType, Weight};

    /// Unit profiles: skill on the house scale 1 to 4, leadership 2 to 12.
    #[test]
    fn profiles_within_the_scales() {
        let h = House::default();
        let good = Unit::new(
            Size::Medium,
            2,
            Weight::Heavy,
            UnitType::Infantry,
            Formation::Formed,
            &h,
        );
        let bad = good.clone().with_leadership(13);
        let f = Forces {
            units: vec![good.clone(), bad, Unit { skill: 9, ..good }],
        };
        let found = f.check(&h);
        assert_eq!(
            found.iter().map(|x| x.unit).collect::<Vec<_>>(),
            vec![Some(1), Some(2)]
        );
        assert!(found[0].message.contains("at most 12"), "{found:?}");
        let t = f.totals();
        assert_eq!((t.units, t.by_type[0].1, t.figures), (3, 3, 0));
    }
}
