//! What differs between the four systems' rosters, in one place: who may field an army, which troop types a
//! unit may be, and how a new unit or a quick bucket is added. Every list comes from the rules' own tables.

use rules::ancients::unit::{Formation as AFormation, Size, Unit as AUnit, UnitType, Weight};
use rules::error::RulesError;
use rules::house_rules::HouseRules;
use rules::jersey_shore::troops::TroopType;
use rules::roman_war::troops::Troop as RwTroop;
use rules::roster::{
    Bucket, Forces, People, TroopKind, ancients, jersey_shore, roman_war, sandarticus,
};
use rules::rule::System;
use rules::sandarticus::People as SPeople;
use rules::sandarticus::troops::CATALOGUE;
use rules::text::capitalise;

/// Whose armies each system knows, in the rules' order.
pub fn peoples(system: System) -> Vec<People> {
    match system {
        System::Sandarticus => SPeople::ALL.into_iter().map(People::Sandarticus).collect(),
        System::JerseyShore => jersey_shore::Side::ALL
            .into_iter()
            .map(People::JerseyShore)
            .collect(),
        System::RomanWar => roman_war::Nation::ALL
            .into_iter()
            .map(People::RomanWar)
            .collect(),
        System::Ancients => vec![People::Ancients],
    }
}

/// What the system calls an army's owner, for the field label.
pub fn people_label(system: System) -> &'static str {
    match system {
        System::Sandarticus => "People",
        System::JerseyShore => "Side",
        System::RomanWar => "Nation",
        System::Ancients => "Army",
    }
}

/// An empty army of `people`.
pub fn new_forces(people: People) -> Forces {
    match people {
        People::Sandarticus(p) => Forces::Sandarticus(sandarticus::Forces::new(p)),
        People::JerseyShore(s) => Forces::JerseyShore(jersey_shore::Forces::new(s)),
        People::RomanWar(n) => Forces::RomanWar(roman_war::Forces::new(n)),
        People::Ancients => Forces::Ancients(ancients::Forces::default()),
    }
}

/// Changes whose army it is, keeping the units (the system stays the same).
pub fn set_people(forces: &mut Forces, people: People) {
    match (forces, people) {
        (Forces::Sandarticus(f), People::Sandarticus(p)) => f.people = p,
        (Forces::JerseyShore(f), People::JerseyShore(s)) => f.side = s,
        (Forces::RomanWar(f), People::RomanWar(n)) => f.nation = n,
        _ => {}
    }
}

/// Troop types a unit of the system may be.
pub fn troops(system: System) -> Vec<TroopKind> {
    match system {
        System::Sandarticus => CATALOGUE
            .iter()
            .map(|p| TroopKind::Sandarticus(p.troop))
            .collect(),
        System::JerseyShore => TroopType::ALL
            .into_iter()
            .map(TroopKind::JerseyShore)
            .collect(),
        System::RomanWar => RwTroop::ALL.into_iter().map(TroopKind::RomanWar).collect(),
        System::Ancients => UnitType::ALL.into_iter().map(TroopKind::Ancients).collect(),
    }
}

/// Adds one unit of `kind` with `figures` in it (leaders left for the player to set).
pub fn add_unit(forces: &mut Forces, kind: TroopKind, figures: u32, house: &HouseRules) {
    match (forces, kind) {
        (Forces::Sandarticus(f), TroopKind::Sandarticus(t)) => {
            f.units.push(sandarticus::Unit::new(t, figures, 0))
        }
        (Forces::JerseyShore(f), TroopKind::JerseyShore(t)) => {
            f.units.push(jersey_shore::Unit::new(t, figures, 0))
        }
        (Forces::RomanWar(f), TroopKind::RomanWar(t)) => {
            f.units.push(roman_war::Unit::new(t, figures))
        }
        (Forces::Ancients(f), TroopKind::Ancients(k)) => f.units.push(AUnit::new(
            Size::Medium,
            2,
            Weight::Medium,
            k,
            AFormation::Formed,
            &house.ancients,
        )),
        _ => {}
    }
}

/// Quick entry: splits figures counted by type into units of at most `unit_size` and adds them, each with the
/// leaders its rules ask for.
pub fn add_bucket(
    forces: &mut Forces,
    counts: &[(TroopKind, u32)],
    unit_size: u32,
) -> Result<(), RulesError> {
    fn pick<T>(counts: &[(TroopKind, u32)], f: impl Fn(TroopKind) -> Option<T>) -> Bucket<T> {
        Bucket {
            counts: counts
                .iter()
                .filter_map(|&(k, n)| f(k).map(|t| (t, n)))
                .collect(),
        }
    }
    match forces {
        Forces::Sandarticus(f) => f.add_from_bucket(
            &pick(counts, |k| match k {
                TroopKind::Sandarticus(t) => Some(t),
                _ => None,
            }),
            unit_size,
        ),
        Forces::JerseyShore(f) => f.add_from_bucket(
            &pick(counts, |k| match k {
                TroopKind::JerseyShore(t) => Some(t),
                _ => None,
            }),
            unit_size,
        ),
        Forces::RomanWar(f) => f.add_from_bucket(
            &pick(counts, |k| match k {
                TroopKind::RomanWar(t) => Some(t),
                _ => None,
            }),
            unit_size,
        ),
        // An Ancients unit is one playing piece with a profile, not a count of figures.
        Forces::Ancients(_) => Ok(()),
    }
}

/// Removes the unit at `i`.
pub fn remove_unit(forces: &mut Forces, i: usize) {
    fn drop_at<T>(v: &mut Vec<T>, i: usize) {
        if i < v.len() {
            v.remove(i);
        }
    }
    match forces {
        Forces::Sandarticus(f) => drop_at(&mut f.units, i),
        Forces::JerseyShore(f) => drop_at(&mut f.units, i),
        Forces::RomanWar(f) => drop_at(&mut f.units, i),
        Forces::Ancients(f) => drop_at(&mut f.units, i),
    }
}

/// "Romans, Sandarticus" as the army list shows it.
pub fn describe(people: People, system: System) -> String {
    match people {
        People::Ancients => system.name().to_string(),
        p => format!("{}, {}", capitalise(p.name()), system.name()),
    }
}

/// "1 unit, 25 figures".
pub fn head_count(t: &rules::roster::Totals) -> String {
    let s = |n: u32| if n == 1 { "" } else { "s" };
    format!(
        "{} unit{}, {} figure{}",
        t.units,
        s(t.units),
        t.figures,
        s(t.figures)
    )
}
