//! The in-app rules reference: one entry per rule id used anywhere in the crate, written in our own words.
//!
//! Every number in a table is read from the same `const` tables and house settings the mechanisms use, so the
//! reference cannot drift from the rules. `entries()` is built once with the default house rules; the app can
//! call `entries_with` to show the player's own house numbers instead.

use std::sync::OnceLock;

use serde::Serialize;

use crate::house_rules::HouseRules;
use crate::rule::{RuleId, System};

mod ancients;
mod jersey_shore;
mod roman_war;
mod sandarticus;
mod search;
mod shared;
mod tracker;

pub use search::{BENCH_QUERIES, Hit, search};

/// A small table shown under an entry's text.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Table {
    pub caption: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// One rule, explained for a player.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    pub id: RuleId,
    /// `None` for the Castle Cracker framework shared by both Sheil games (Sandarticus and Jersey Shore), and for
    /// the app's own roster and tracker rules.
    pub system: Option<System>,
    pub section: &'static str,
    pub title: &'static str,
    /// Short plain paragraphs.
    pub body: Vec<String>,
    pub tables: Vec<Table>,
    pub see_also: Vec<RuleId>,
    pub keywords: Vec<&'static str>,
}

impl Entry {
    /// The label the app shows for the entry's system.
    pub fn system_label(&self) -> &'static str {
        match self.system {
            Some(s) => s.name(),
            None => "Both Sheil games (Sandarticus and Jersey Shore)",
        }
    }

    /// Whether any paragraph describes a house rule, so the app can badge the entry.
    pub fn mentions_house_rule(&self) -> bool {
        self.body.iter().any(|p| p.contains("House rule"))
    }
}

/// Every entry, built once with the default house rules.
pub fn entries() -> &'static [Entry] {
    static ALL: OnceLock<Vec<Entry>> = OnceLock::new();
    ALL.get_or_init(|| entries_with(&HouseRules::default()))
}

/// Every entry, with tables showing the given house settings (for a game with edited house rules).
pub fn entries_with(house: &HouseRules) -> Vec<Entry> {
    let mut out = Vec::new();
    shared::add(&mut out, house);
    sandarticus::add(&mut out, house);
    jersey_shore::add(&mut out, house);
    roman_war::add(&mut out, house);
    ancients::add(&mut out, house);
    tracker::add(&mut out, house);
    out
}

/// The entry for a rule id.
pub fn entry(id: &str) -> Option<&'static Entry> {
    entries().iter().find(|e| e.id == id)
}

/// The entries of one system; `None` lists the shared framework.
pub fn entries_of(system: Option<System>) -> impl Iterator<Item = &'static Entry> {
    entries().iter().filter(move |e| e.system == system)
}

/// Builds an entry a line at a time. The builder's steps are never inlined: the reference has some hundred
/// entries and a thousand lines, and a copy of each step in every line would weigh on the rules page's download.
/// The entry is boxed so that each step hands on one pointer: an entry moved by value is copied at every step,
/// and those copies were most of the code that builds the reference.
pub(crate) struct B(Box<Entry>);

#[inline(never)]
pub(crate) fn e(
    id: RuleId,
    system: Option<System>,
    section: &'static str,
    title: &'static str,
) -> B {
    B(Box::new(Entry {
        id,
        system,
        section,
        title,
        body: Vec::new(),
        tables: Vec::new(),
        see_also: Vec::new(),
        keywords: Vec::new(),
    }))
}

impl B {
    #[inline(never)]
    pub(crate) fn p(mut self, text: impl Into<String>) -> B {
        self.0.body.push(text.into());
        self
    }

    #[inline(never)]
    pub(crate) fn table(mut self, t: Table) -> B {
        self.0.tables.push(t);
        self
    }

    #[inline(never)]
    pub(crate) fn see(mut self, ids: &[RuleId]) -> B {
        self.0.see_also.extend_from_slice(ids);
        self
    }

    #[inline(never)]
    pub(crate) fn kw(mut self, words: &[&'static str]) -> B {
        self.0.keywords.extend_from_slice(words);
        self
    }

    #[inline(never)]
    pub(crate) fn into(self, out: &mut Vec<Entry>) {
        out.push(*self.0);
    }
}

#[inline(never)]
pub(crate) fn table(caption: impl Into<String>, header: &[&str], rows: Vec<Vec<String>>) -> Table {
    Table {
        caption: caption.into(),
        header: header.iter().map(|h| h.to_string()).collect(),
        rows,
    }
}

/// A number the way a tape or cord reads: "9", "13.5", "0.33".
pub(crate) fn num(x: f64) -> String {
    if (x * 10.0 - (x * 10.0).round()).abs() < 1e-9 {
        crate::text::measure(x)
    } else {
        crate::text::fixed(x, 2)
    }
}

/// A d6 score: "4+", or "no roll" past 6.
pub(crate) fn plus(score: u8) -> String {
    if score > 6 {
        "cannot".to_string()
    } else {
        format!("{score}+")
    }
}

/// R units with halves and quarters: "R1½".
pub(crate) fn r_units(r: f64) -> String {
    let eighths = (r * 8.0).round().max(0.0) as u16;
    crate::sandarticus::Cord::eighths(eighths).to_string()
}

#[cfg(test)]
mod tests;
