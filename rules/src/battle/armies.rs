//! A battle from two saved rosters, or from a system's two ready-made armies for a quick battle.

use super::scenario::Scenario;
use super::setup::{Battle, Side, StructureSetup, UnitKind, UnitSetup};
use super::{BattleError, SideId};
use crate::jersey_shore::troops::TroopType;
use crate::roman_war::troops::Troop as RomanTroop;
use crate::roster::{Army, Forces, ready};
use crate::rule::System;

/// A unit's name, or its troop type's where the player left it blank.
fn name_or(name: &str, fallback: &str) -> String {
    let n = name.trim();
    if n.is_empty() { fallback } else { n }.to_string()
}

/// The tracker's units for an army: figures as men; leaders, officers or none as the system counts them;
/// Jersey Shore gunners and Roman War Rules artillery as guns, wagoners as wagons (for the Sheil victory check).
/// An Ancients unit is one piece, so it is one "man" here: it is lost whole, by its Break Test.
pub fn units_of(army: &Army) -> Vec<UnitSetup> {
    match &army.forces {
        Forces::Sandarticus(f) => f
            .units
            .iter()
            .map(|u| {
                let troop = crate::sandarticus::troops::profile(u.troop).name;
                UnitSetup::troops(&name_or(&u.name, troop), u.figures, u.leaders)
                    .in_formation(u.formation.name())
            })
            .collect(),
        Forces::JerseyShore(f) => f
            .units
            .iter()
            .map(|u| {
                let kind = match u.troop {
                    TroopType::Gunner => UnitKind::Gun,
                    TroopType::WagonerWithRifle | TroopType::WagonerWithPistol => UnitKind::Wagon,
                    _ => UnitKind::Troops,
                };
                UnitSetup {
                    kind,
                    ..UnitSetup::troops(&name_or(&u.name, u.troop.name()), u.figures, u.officers)
                }
            })
            .collect(),
        Forces::RomanWar(f) => f
            .units
            .iter()
            .map(|u| UnitSetup {
                kind: if u.troop == RomanTroop::Artillery {
                    UnitKind::Gun
                } else {
                    UnitKind::Troops
                },
                ..UnitSetup::troops(&name_or(&u.name, u.troop.name()), u.figures, 0)
            })
            .collect(),
        Forces::Ancients(f) => f
            .units
            .iter()
            .map(|u| {
                UnitSetup::troops(&name_or(&u.name, "Unit"), 1, 0).in_formation(u.formation.name())
            })
            .collect(),
    }
}

impl Battle {
    /// A battle between two rosters, checked like `Battle::new` (same system, within the tracker's limits).
    pub fn from_armies(
        a: &Army,
        b: &Army,
        scenario: Scenario,
        first_mover: SideId,
        structures: Vec<StructureSetup>,
    ) -> Result<Battle, BattleError> {
        Battle::new(
            Side::new(&name_or(&a.name, "Side A"), a.system(), units_of(a)),
            Side::new(&name_or(&b.name, "Side B"), b.system(), units_of(b)),
            scenario,
            first_mover,
            structures,
        )
    }

    /// A quick battle: the system's two ready-made armies (`roster::ready::quick_battle`) in an open battle,
    /// nothing on the table, `first_mover` as the coin fell. Needs no saved army, so a fresh phone can start
    /// one at once.
    pub fn quick(system: System, first_mover: SideId) -> Result<Battle, BattleError> {
        let (a, b) = ready::quick_battle(system);
        Battle::from_armies(&a, &b, Scenario::OpenField, first_mover, Vec::new())
    }
}
