//! The units of the saved armies, one small document per rule system, for the table helpers' "fill from".
//!
//! A helper page shows one system, so it reads only that system's list, in that system's own unit type: it
//! never carries the code that reads every system's armies and the house rules they were drawn up under (on
//! the Roman War page that code was 9 KB of a phone's download). The lists are derived data, like the battle
//! summary: written by the armies page beside every save and again when it opens, read by the helpers, safe to
//! lose. Each list holds what a helper needs of a unit: its name and strength as the battle would set it up,
//! and the roster's unit itself (troop type, weapons, profile).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::battle::armies::units_of;
use crate::roster::{Army, Forces};
use crate::rule::System;
use crate::saved::envelope::{self, LoadError, data_as, unreadable_version, version_of};

/// The format of a unit list.
pub const UNIT_LISTS_VERSION: u32 = 1;

/// Where the list of `system`'s units is kept.
pub fn key(system: System) -> String {
    format!("sandtable.units.{}", system.key())
}

/// One unit of a saved army.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListedUnit<U> {
    /// The name a battle would give it (its own, or its troop type's).
    pub name: String,
    pub men: u32,
    /// Leaders or officers.
    pub leaders: u32,
    /// The unit as its roster holds it.
    pub unit: U,
}

/// One saved army of the list's system.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListedArmy<U> {
    pub id: String,
    pub name: String,
    pub units: Vec<ListedUnit<U>>,
}

fn listed<U: Clone>(army: &Army, units: &[U]) -> ListedArmy<U> {
    ListedArmy {
        id: army.id.clone(),
        name: army.name.clone(),
        units: units_of(army)
            .into_iter()
            .zip(units)
            .map(|(setup, unit)| ListedUnit {
                name: setup.name,
                men: setup.men,
                leaders: setup.leaders,
                unit: unit.clone(),
            })
            .collect(),
    }
}

fn encode_list<U: Serialize>(list: &[ListedArmy<U>]) -> String {
    envelope::encode(UNIT_LISTS_VERSION, &list)
}

/// Every system's list, as `(key, document)`, for the armies page to write after a save: a system with no army
/// gets an empty list, so a deleted army leaves no stale entry behind.
pub fn lists(armies: &[Army]) -> Vec<(String, String)> {
    let (mut sa, mut js, mut rw, mut an) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for army in armies {
        match &army.forces {
            Forces::Sandarticus(f) => sa.push(listed(army, &f.units)),
            Forces::JerseyShore(f) => js.push(listed(army, &f.units)),
            Forces::RomanWar(f) => rw.push(listed(army, &f.units)),
            Forces::Ancients(f) => an.push(listed(army, &f.units)),
        }
    }
    vec![
        (key(System::Sandarticus), encode_list(&sa)),
        (key(System::JerseyShore), encode_list(&js)),
        (key(System::RomanWar), encode_list(&rw)),
        (key(System::Ancients), encode_list(&an)),
    ]
}

/// Reads one system's list, in that system's unit type `U`.
pub fn decode<U: DeserializeOwned>(text: &str) -> Result<Vec<ListedArmy<U>>, LoadError> {
    match version_of(text)? {
        UNIT_LISTS_VERSION => data_as(text),
        v => Err(unreadable_version(v, UNIT_LISTS_VERSION)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::ready;
    use crate::roster::roman_war::Unit as RwUnit;
    use crate::roster::sandarticus::Unit as SaUnit;

    #[test]
    fn each_system_reads_back_its_own_armies_only() {
        let armies: Vec<Army> = ready::all();
        let docs = lists(&armies);
        assert_eq!(docs.len(), 4);
        let (k, rw) = &docs[2];
        assert_eq!(k, "sandtable.units.roman-war");
        let list: Vec<ListedArmy<RwUnit>> = decode(rw).expect("the Roman War list reads back");
        let want: Vec<&Army> = armies
            .iter()
            .filter(|a| a.system() == System::RomanWar)
            .collect();
        assert_eq!(list.len(), want.len());
        for (l, a) in list.iter().zip(&want) {
            assert_eq!(l.id, a.id);
            assert_eq!(l.units.len(), a.unit_count());
            let Forces::RomanWar(f) = &a.forces else {
                unreachable!("filtered to Roman War")
            };
            for (lu, u) in l.units.iter().zip(&f.units) {
                assert_eq!(&lu.unit, u);
                assert_eq!(lu.men, u.figures);
            }
        }
        // The Sandarticus list holds the Sandarticus ready-made armies, in their own unit type.
        let (_, sa) = &docs[0];
        let sa: Vec<ListedArmy<SaUnit>> = decode(sa).expect("the Sandarticus list reads back");
        let sa_ids: Vec<&str> = sa.iter().map(|a| a.id.as_str()).collect();
        let want_sa: Vec<&str> = armies
            .iter()
            .filter(|a| a.system() == System::Sandarticus)
            .map(|a| a.id.as_str())
            .collect();
        assert_eq!(sa_ids, want_sa);
    }

    #[test]
    fn no_army_of_a_system_gives_an_empty_list_not_a_stale_one() {
        let docs = lists(&[]);
        for (_, doc) in &docs {
            assert_eq!(decode::<RwUnit>(doc), Ok(Vec::new()));
        }
    }

    #[test]
    fn a_list_of_an_unknown_version_is_refused() {
        assert!(decode::<RwUnit>(r#"{"v":9,"data":[]}"#).is_err());
        assert!(decode::<RwUnit>("not json").is_err());
    }
}
