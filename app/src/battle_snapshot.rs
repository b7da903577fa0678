//! What the table helpers can fill a form from: the units of the saved armies and of the open battle, read
//! straight from storage and never written back (the armies and battle pages own that data, and report any
//! problem with it themselves). The battle is read through the small summary the battle page writes beside
//! it, never the battle itself: decoding and folding its whole log would make every helper page much bigger.

use rules::battle::armies::units_of;
use rules::roster::{Army, Forces};
use rules::rule::System;
use rules::saved::battle_summary::BattleSummary;
use rules::saved::roster::Armies;

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

/// The saved armies of `system`.
fn armies(system: System) -> Vec<Army> {
    read(crate::armies_store::KEY)
        .and_then(|t| Armies::decode(&t).ok())
        .map(|a| a.armies)
        .unwrap_or_default()
        .into_iter()
        .filter(|a| a.system() == system)
        .collect()
}

fn roster_units(army: &Army) -> Vec<RosterUnit> {
    match &army.forces {
        Forces::Sandarticus(f) => f
            .units
            .iter()
            .cloned()
            .map(RosterUnit::Sandarticus)
            .collect(),
        Forces::JerseyShore(f) => f
            .units
            .iter()
            .cloned()
            .map(RosterUnit::JerseyShore)
            .collect(),
        Forces::RomanWar(f) => f.units.iter().cloned().map(RosterUnit::RomanWar).collect(),
        Forces::Ancients(f) => f.units.iter().cloned().map(RosterUnit::Ancients).collect(),
    }
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

/// Every unit of `system` the player could pick: the saved armies' units, then the open battle's units still
/// in the fight (if the battle is of this system).
pub fn offers(system: System) -> Vec<Offer> {
    let armies = armies(system);
    let mut out = Vec::new();
    for army in &armies {
        let setups = units_of(army);
        for (i, (unit, setup)) in roster_units(army).into_iter().zip(setups).enumerate() {
            let label = if system == System::Ancients {
                setup.name.clone()
            } else {
                format!("{} \u{b7} {}", setup.name, men_text(setup.men))
            };
            out.push(Offer {
                key: format!("army:{}:{i}", army.id),
                group: named(&army.name, "Army"),
                label,
                unit: Some(unit),
                men: setup.men,
                leaders: setup.leaders,
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
                units_of(a)
                    .iter()
                    .position(|s| s.name == u.name && s.men == u.men_at_start)
                    .and_then(|k| roster_units(a).into_iter().nth(k))
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
