//! What the table helpers can fill a form from: the units of the saved armies and of the open battle, read
//! straight from storage and never written back (the armies and battle pages own that data, and report any
//! problem with it themselves). The armies are read through the list of one system's units the armies page
//! keeps for the helpers (`saved::unit_lists`), not the armies themselves. The battle is read through the small summary the battle page writes beside
//! it, never the battle itself: decoding and folding its whole log would make every helper page much bigger.

use rules::rule::System;
use rules::saved::battle_summary::BattleSummary;
use rules::saved::unit_lists::{self, ListedArmy};
use serde::de::DeserializeOwned;

use crate::screens::battle::SUMMARY_KEY;
use crate::storage;

/// A unit as its army lists it, in its system's own shape.
#[derive(Debug, Clone, PartialEq)]
pub enum RosterUnit {
    Sandarticus(rules::roster::sandarticus::Unit),
    JerseyShore(rules::roster::jersey_shore::Unit),
    RomanWar(rules::roster::roman_war::Unit),
    Ancients(rules::ancients::unit::Unit),
}

/// One unit the player may pick to fill a helper's form.
#[derive(Debug, Clone, PartialEq)]
pub struct Offer {
    /// Stable while the army or battle is unchanged: "army:<id>:<n>" or "battle:<n>".
    pub key: String,
    /// The army's name, or "Battle: <side>".
    pub group: String,
    /// The unit's name and strength.
    pub label: String,
    /// What its roster says, when known (a battle unit is matched back to its army by name).
    pub unit: Option<RosterUnit>,
    /// Men now: the roster's figures, or the battle's men left.
    pub men: u32,
    /// Leaders or officers now.
    pub leaders: u32,
    /// The battle's formation in the system's words; empty from a roster.
    pub formation: String,
    /// Ancients damage tokens taken in the battle.
    pub tokens: u32,
}

fn read(key: &str) -> Option<String> {
    storage::store().read(key).ok().flatten()
}

/// A roster's unit type that a helper page fills its forms from. Each page asks for its own system's type only,
/// so it carries the code that reads that one kind of unit and no other.
pub trait Offered: DeserializeOwned + Clone {
    const SYSTEM: System;
    fn into_roster_unit(self) -> RosterUnit;
}

impl Offered for rules::roster::sandarticus::Unit {
    const SYSTEM: System = System::Sandarticus;
    fn into_roster_unit(self) -> RosterUnit {
        RosterUnit::Sandarticus(self)
    }
}

impl Offered for rules::roster::jersey_shore::Unit {
    const SYSTEM: System = System::JerseyShore;
    fn into_roster_unit(self) -> RosterUnit {
        RosterUnit::JerseyShore(self)
    }
}

impl Offered for rules::roster::roman_war::Unit {
    const SYSTEM: System = System::RomanWar;
    fn into_roster_unit(self) -> RosterUnit {
        RosterUnit::RomanWar(self)
    }
}

impl Offered for rules::ancients::unit::Unit {
    const SYSTEM: System = System::Ancients;
    fn into_roster_unit(self) -> RosterUnit {
        RosterUnit::Ancients(self)
    }
}

/// The saved armies of `U`'s system, from the list the armies page keeps for the helpers.
fn armies<U: Offered>() -> Vec<ListedArmy<U>> {
    read(&unit_lists::key(U::SYSTEM))
        .and_then(|t| unit_lists::decode(&t).ok())
        .unwrap_or_default()
}

fn men_text(n: u32) -> String {
    if n == 1 {
        "1 man".to_string()
    } else {
        format!("{n} men")
    }
}

fn named(name: &str, fallback: &str) -> String {
    let n = name.trim();
    if n.is_empty() { fallback } else { n }.to_string()
}

/// Every unit of `U`'s system the player could pick: the saved armies' units, then the open battle's units still
/// in the fight (if the battle is of this system).
pub fn offers<U: Offered>() -> Vec<Offer> {
    let system = U::SYSTEM;
    let armies = armies::<U>();
    let mut out = Vec::new();
    for army in &armies {
        for (i, u) in army.units.iter().enumerate() {
            let label = if system == System::Ancients {
                u.name.clone()
            } else {
                format!("{} \u{b7} {}", u.name, men_text(u.men))
            };
            out.push(Offer {
                key: format!("army:{}:{i}", army.id),
                group: named(&army.name, "Army"),
                label,
                unit: Some(u.unit.clone().into_roster_unit()),
                men: u.men,
                leaders: u.leaders,
                formation: String::new(),
                tokens: 0,
            });
        }
    }
    let Some(summary) = read(SUMMARY_KEY).and_then(|t| BattleSummary::decode(&t).ok()) else {
        return out;
    };
    if summary.system != system {
        return out;
    }
    // The summary holds only the troops still in the fight with men left.
    for u in &summary.units {
        let side = &u.side;
        // The tracker keeps names and counts only; the army the side came from tells the troop type.
        let unit = armies
            .iter()
            .filter(|a| a.name.trim() == side.trim())
            .chain(armies.iter())
            .find_map(|a| {
                a.units
                    .iter()
                    .find(|s| s.name == u.name && s.men == u.men_at_start)
                    .map(|s| s.unit.clone().into_roster_unit())
            });
        let label = if system == System::Ancients {
            format!("{} \u{b7} {} tokens", u.label, u.damage_tokens)
        } else {
            format!("{} \u{b7} {} of {} left", u.label, u.men, u.men_at_start)
        };
        out.push(Offer {
            key: format!("battle:{}", u.index),
            group: format!("Battle: {}", named(side, "Side")),
            label,
            unit,
            men: u.men,
            leaders: u.leaders,
            formation: u.formation.clone(),
            tokens: u.damage_tokens,
        });
    }
    out
}
