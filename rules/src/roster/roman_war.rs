//! Roman War Rules rosters: figures of the rules' troop types. The rules set no leaders, army sizes or hiring,
//! so the roster checks little; each troop's required formation and armour come from `roman_war::troops`.

use serde::{Deserialize, Serialize};

use super::banner::banner_forces;
use super::sandarticus::check_room;
use super::{Bucket, Finding, RULE_EMPTY_UNIT, Totals, TroopKind, split, unit_label};
use crate::error::RulesError;
use crate::roman_war::House;
use crate::roman_war::troops::{Armour, Formation, Troop, armour_of, required_formation};

crate::json::field::named_enum! {
/// The nations whose troops the rules name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Nation {
    Romans,
    Gauls,
    /// Carthage with its African troops.
    Carthaginians,
    Spanish,
    /// Greek hoplites and Macedonians.
    Greeks,
}
}

impl Nation {
    pub const ALL: [Nation; 5] = [
        Nation::Romans,
        Nation::Gauls,
        Nation::Carthaginians,
        Nation::Spanish,
        Nation::Greeks,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Nation::Romans => "Romans",
            Nation::Gauls => "Gauls",
            Nation::Carthaginians => "Carthaginians",
            Nation::Spanish => "Spanish",
            Nation::Greeks => "Greeks and Macedonians",
        }
    }
}

/// The nation a troop type belongs to, going by the name the rules give it; `None` for troops any army may
/// have (archers, artillery crews, Balearic slingers). Italian allies fight in Roman armies.
pub fn nation_of(troop: Troop) -> Option<Nation> {
    use Troop::*;
    match troop {
        RomanEquites | Triarii | Princeps | Hastati | Velites | RomanArchers | RomanChariot
        | ItalianAllies => Some(Nation::Romans),
        GallicWarriors | GallicArmouredCavalry | GallicCavalry | GallicChariot => {
            Some(Nation::Gauls)
        }
        LibyPhoenicians | LightAfricans | Numidians | CarthaginianAllies => {
            Some(Nation::Carthaginians)
        }
        SpanishScutari | SpanishCaetrati => Some(Nation::Spanish),
        GreekHoplites | Macedonians => Some(Nation::Greeks),
        Artillery | BalearicSlingers | Archers => None,
    }
}

/// One unit of a Roman War Rules army.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub troop: Troop,
    /// Figures (for chariots, the chariots).
    pub figures: u32,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
}

crate::json::field::read_field!(Unit, from Unit::new(Troop::Hastati, 0),
    required { troop, figures }, default { name, notes });

impl Unit {
    pub fn new(troop: Troop, figures: u32) -> Unit {
        Unit {
            name: String::new(),
            troop,
            figures,
            notes: String::new(),
        }
    }

    /// The formation the rules make the unit keep until the enemy breaks it (Required formations).
    pub fn formation(&self) -> Option<Formation> {
        required_formation(self.troop)
    }

    /// Its armour class, with the house rules for troops the armour list leaves out.
    pub fn armour(&self, house: &House) -> Armour {
        armour_of(self.troop, house).0
    }
}

banner_forces! {
    /// A Roman War Rules army.
    nation: Nation, from Nation::Romans
}

impl Forces {
    /// The rules have no leaders, so none are present or needed; troops named for another nation are counted
    /// as hired.
    pub fn totals(&self) -> Totals {
        let mut t = Totals::default();
        for u in &self.units {
            t.add(TroopKind::RomanWar(u.troop), u.figures);
            if nation_of(u.troop).is_some_and(|n| n != self.nation) {
                t.mercenaries = t.mercenaries.saturating_add(u.figures);
            }
        }
        t.men = t.figures;
        t
    }

    /// Only empty units: the rules have no army-building limits to check.
    pub fn check(&self) -> Vec<Finding> {
        self.units
            .iter()
            .enumerate()
            .filter(|(_, u)| u.figures == 0)
            .map(|(i, u)| {
                let label = unit_label(&u.name, u.troop.name(), i);
                Finding::warning(RULE_EMPTY_UNIT, format!("{label} has no men in it.")).on_unit(i)
            })
            .collect()
    }

    /// Quick entry: adds a split bucket as units.
    pub fn add_from_bucket(
        &mut self,
        bucket: &Bucket<Troop>,
        unit_size: u32,
    ) -> Result<(), RulesError> {
        let parts = split(bucket, unit_size)?;
        check_room(self.units.len(), parts.len())?;
        self.units
            .extend(parts.into_iter().map(|(t, n)| Unit::new(t, n)));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Troops, Roman War Rules: every troop type named for a nation is counted under it; others serve anyone.
    #[test]
    fn troops_by_nation_and_hirelings() {
        let mut f = Forces::new(Nation::Carthaginians);
        f.units = vec![
            Unit::new(Troop::LibyPhoenicians, 24),
            Unit::new(Troop::SpanishScutari, 12),
            Unit::new(Troop::BalearicSlingers, 6),
            Unit::new(Troop::GallicWarriors, 0),
        ];
        let t = f.totals();
        assert_eq!((t.figures, t.mercenaries, t.leaders_needed), (42, 12, 0));
        let found = f.check();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].unit, Some(3));
        assert_eq!(f.units[0].formation(), Some(Formation::Phalanx));
        assert_eq!(f.units[0].armour(&House::default()), Armour::Armoured);
        for t in Troop::ALL {
            assert!(
                nation_of(t).is_some()
                    || matches!(
                        t,
                        Troop::Artillery | Troop::BalearicSlingers | Troop::Archers
                    )
            );
        }
    }
}
