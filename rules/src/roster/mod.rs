//! Army rosters: what a player brings to the table, for any of the four systems, and the soft checks that tell
//! him where it strays from the rules. Rosters and battles (DESIGN): validation warns, it never blocks saving,
//! because house games bend rules.
//!
//! Each system keeps its own unit shape (`forces`), built from that system's own troop, weapon and formation
//! types, so an army can only hold troops its game knows. The checks call the system modules' army rules; no
//! number of the rulebooks is repeated here.

use serde::{Deserialize, Serialize};

use crate::error::{Problem, RulesError};
use crate::house_rules::HouseRules;
use crate::rule::{RuleId, System};
use crate::text::capitalise;

pub mod ancients;
mod banner;
pub mod jersey_shore;
pub mod limits;
pub mod ready;
pub mod roman_war;
pub mod sandarticus;
mod stored;

pub use crate::finding::{Finding, Severity};
pub use limits::{MAX_LEADERS_PER_UNIT, MAX_UNITS};

/// Facing an army of another game: the two cannot meet on one table.
pub const RULE_OPPONENT: RuleId = "roster.opponent";
/// A unit with nobody in it.
pub const RULE_EMPTY_UNIT: RuleId = "roster.empty-unit";

/// The most figures one quick-entry count may hold before it is split into units.
pub const MAX_BUCKET_COUNT: u32 = 10_000;

/// One army on the phone, of any system. Read by `stored`; serde's derive reads it only in tests, as the
/// reference the reader is held to.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
pub struct Army {
    /// Stable across renames and devices, so an import can tell "the same army again" from a namesake.
    pub id: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    /// The house rules the army was drawn up under, carried along when it is shared; `None` plays with the
    /// device's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house: Option<HouseRules>,
    pub forces: Forces,
}

/// An army's troops, in the shape its system needs. Written internally tagged by `"system"`; read by
/// `stored`, which reads the same record as the system's own forces.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[serde(tag = "system")]
pub enum Forces {
    Sandarticus(sandarticus::Forces),
    JerseyShore(jersey_shore::Forces),
    RomanWar(roman_war::Forces),
    Ancients(ancients::Forces),
}

/// Whose army it is: a people of Sandarticus, a side of Jersey Shore, a nation of the Roman War Rules. Ancients
/// armies are generic lists of unit profiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum People {
    Sandarticus(crate::sandarticus::People),
    JerseyShore(jersey_shore::Side),
    RomanWar(roman_war::Nation),
    Ancients,
}

impl People {
    pub fn name(self) -> &'static str {
        match self {
            People::Sandarticus(p) => p.name(),
            People::JerseyShore(s) => s.name(),
            People::RomanWar(n) => n.name(),
            People::Ancients => "any army",
        }
    }
}

/// A troop type of any system, for totals by type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TroopKind {
    Sandarticus(crate::sandarticus::Troop),
    JerseyShore(crate::jersey_shore::troops::TroopType),
    RomanWar(crate::roman_war::troops::Troop),
    /// Ancients counts units, not figures: foot or horse.
    Ancients(crate::ancients::unit::UnitType),
}

impl TroopKind {
    pub fn name(self) -> &'static str {
        match self {
            TroopKind::Sandarticus(t) => crate::sandarticus::troops::profile(t).name,
            TroopKind::JerseyShore(t) => t.name(),
            TroopKind::RomanWar(t) => t.name(),
            TroopKind::Ancients(t) => t.name(),
        }
    }
}

/// An army's head count, as the roster screen sums it up.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    pub units: u32,
    /// Figures in the units (for Ancients, where a unit is one piece, none are counted).
    pub figures: u32,
    /// Figures by troop type, in the order the types first appear; Ancients counts units by foot and horse.
    pub by_type: Vec<(TroopKind, u32)>,
    /// Every man on the table: figures plus leaders who are not among them.
    pub men: u32,
    /// Leaders with the army: unit leaders, officers, commanders, kings and chiefs.
    pub leaders_present: u32,
    /// Leaders the system's rules ask for, for this army as it stands.
    pub leaders_needed: u32,
    /// Figures of troops from another people serving for pay (or, in the Roman War Rules, from another nation).
    pub mercenaries: u32,
}

impl Totals {
    fn add(&mut self, kind: TroopKind, figures: u32) {
        self.units = self.units.saturating_add(1);
        self.figures = self.figures.saturating_add(figures);
        match self.by_type.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n = n.saturating_add(figures),
            None => self.by_type.push((kind, figures)),
        }
    }
}

impl Army {
    /// A new, empty army.
    pub fn new(id: impl Into<String>, name: impl Into<String>, forces: Forces) -> Army {
        Army {
            id: id.into(),
            name: name.into(),
            notes: String::new(),
            house: None,
            forces,
        }
    }

    pub fn system(&self) -> System {
        match &self.forces {
            Forces::Sandarticus(_) => System::Sandarticus,
            Forces::JerseyShore(_) => System::JerseyShore,
            Forces::RomanWar(_) => System::RomanWar,
            Forces::Ancients(_) => System::Ancients,
        }
    }

    pub fn people(&self) -> People {
        match &self.forces {
            Forces::Sandarticus(f) => People::Sandarticus(f.people),
            Forces::JerseyShore(f) => People::JerseyShore(f.side),
            Forces::RomanWar(f) => People::RomanWar(f.nation),
            Forces::Ancients(_) => People::Ancients,
        }
    }

    pub fn unit_count(&self) -> usize {
        match &self.forces {
            Forces::Sandarticus(f) => f.units.len(),
            Forces::JerseyShore(f) => f.units.len(),
            Forces::RomanWar(f) => f.units.len(),
            Forces::Ancients(f) => f.units.len(),
        }
    }

    /// Figures by type, leaders present and needed, and mercenaries, by the army's own system.
    pub fn totals(&self) -> Totals {
        match &self.forces {
            Forces::Sandarticus(f) => f.totals(),
            Forces::JerseyShore(f) => f.totals(),
            Forces::RomanWar(f) => f.totals(),
            Forces::Ancients(f) => f.totals(),
        }
    }
}

/// Checks an army against its system's army rules, and against an opponent if one is chosen. Every problem is
/// a finding; nothing is refused. `house` is the house rules in force (the army's own snapshot, if the caller
/// prefers it).
pub fn check(army: &Army, opponent: Option<&Army>, house: &HouseRules) -> Vec<Finding> {
    let mut out = match &army.forces {
        Forces::Sandarticus(f) => f.check(),
        Forces::JerseyShore(f) => f.check(),
        Forces::RomanWar(f) => f.check(),
        Forces::Ancients(f) => f.check(&house.ancients),
    };
    if let Some(other) = opponent {
        match (&army.forces, &other.forces) {
            (Forces::Sandarticus(a), Forces::Sandarticus(b)) => {
                out.extend(a.check_balance(b));
            }
            (Forces::JerseyShore(_), Forces::JerseyShore(_))
            | (Forces::RomanWar(_), Forces::RomanWar(_))
            | (Forces::Ancients(_), Forces::Ancients(_)) => {}
            _ => out.push(Finding::warning(
                RULE_OPPONENT,
                format!(
                    "{} is a {} army and this one plays {}; they can't meet in one game.",
                    display_name(&other.name),
                    other.system().name(),
                    army.system().name()
                ),
            )),
        }
    }
    out
}

/// `id` if no army has it, else `id-2`, `id-3`, ...: new ids without a random source, so planning an import
/// stays pure; a ready-made army's copy takes one too (`ready::copy`).
pub fn fresh_id(armies: &[Army], id: &str) -> String {
    let base = if id.trim().is_empty() { "army" } else { id };
    if !armies.iter().any(|a| a.id == base) {
        return base.to_string();
    }
    (2u64..)
        .map(|n| format!("{base}-{n}"))
        .find(|c| !armies.iter().any(|a| &a.id == c))
        .unwrap_or_default()
}

/// Whether two army names are the same to a player: case and surrounding spaces aside. Case is folded for the
/// letters A to Z only: Unicode's case tables are 13 KB of every page that imports or restores armies, and a
/// name told apart only by the case of an accented letter is kept beside the other under its own name.
pub fn same_name(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// `name` if no army goes by it, else `name (2)`, `name (3)`, ...: an import kept beside an army of the same
/// name, or a second copy of a ready-made army, never reads as the first.
pub fn fresh_name(armies: &[Army], name: &str) -> String {
    if !armies.iter().any(|a| same_name(&a.name, name)) {
        return name.to_string();
    }
    // The number goes after as much of the name as leaves it within the editor's limit.
    (2u64..)
        .map(|n| {
            let tail = format!(" ({n})");
            let room = limits::MAX_NAME.saturating_sub(tail.chars().count());
            let base: String = name.trim().chars().take(room).collect();
            format!("{base}{tail}")
        })
        .find(|c| !armies.iter().any(|a| same_name(&a.name, c)))
        .unwrap_or_default()
}

fn display_name(name: &str) -> String {
    let n = name.trim();
    if n.is_empty() {
        "The other army".to_string()
    } else {
        format!("\u{201c}{n}\u{201d}")
    }
}

/// The name a unit goes by in findings: its own, or its troop type and place in the roster.
pub(crate) fn unit_label(name: &str, troop: &str, index: usize) -> String {
    let n = name.trim();
    if n.is_empty() {
        format!("{} ({})", capitalise(troop), index + 1)
    } else {
        n.to_string()
    }
}

/// A finding from a rules error, keeping the rule that refused when the error names one.
pub(crate) fn from_rules_error(e: &RulesError, fallback: RuleId, label: &str) -> Finding {
    let rule = match e.problem() {
        Problem::NotAllowed { rule, .. } => rule,
        _ => fallback,
    };
    Finding::error(rule, format!("{label}: {e}"))
}

/// Quick entry: a heap of figures by troop type, as they come out of the bucket, before they are sorted into
/// units.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bucket<T> {
    pub counts: Vec<(T, u32)>,
}

impl<T> Default for Bucket<T> {
    fn default() -> Self {
        Bucket { counts: Vec::new() }
    }
}

/// Splits a bucket into units of at most `unit_size` figures each, as even as they can be (45 by 20 makes 15,
/// 15 and 15, not 20, 20 and 5, so no unit falls far below a formation's minimum). Types listed twice are
/// pooled; a size of 0 keeps each type whole. Refuses a split that would make more than `MAX_UNITS` units.
pub fn split<T: Copy + PartialEq>(
    bucket: &Bucket<T>,
    unit_size: u32,
) -> Result<Vec<(T, u32)>, RulesError> {
    let mut pooled: Vec<(T, u64)> = Vec::new();
    for &(t, n) in &bucket.counts {
        match pooled.iter_mut().find(|(u, _)| *u == t) {
            Some((_, m)) => *m += n as u64,
            None => pooled.push((t, n as u64)),
        }
    }
    let mut units_needed: u64 = 0;
    for &(_, n) in &pooled {
        units_needed += match (n, unit_size) {
            (0, _) => 0,
            (_, 0) => 1,
            (n, s) => n.div_ceil(s as u64),
        };
    }
    if units_needed > MAX_UNITS as u64 {
        return Err(RulesError::from(Problem::OutOfRange {
            what: "Units in the army",
            min: 0,
            max: MAX_UNITS as i64,
            got: units_needed.min(i64::MAX as u64) as i64,
        }));
    }
    let mut out = Vec::new();
    for (t, n) in pooled {
        if n == 0 {
            continue;
        }
        let k = if unit_size == 0 {
            1
        } else {
            n.div_ceil(unit_size as u64)
        };
        let (base, extra) = (n / k, n % k);
        for i in 0..k {
            // Fits in u32: each part is at most the u32 count it came from, or a sum of them below the cap.
            let part = base + u64::from(i < extra);
            out.push((t, part.min(u32::MAX as u64) as u32));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names match with case and outer spaces aside; other letters must match as typed.
    #[test]
    fn same_name_folds_case_and_spaces() {
        assert!(same_name(" Tenth Legion ", "tenth LEGION"));
        assert!(!same_name("Tenth Legion", "Tenth Legio"));
        assert!(
            !same_name("Légion", "LÉGION"),
            "an accented capital is another letter"
        );
        assert!(same_name("Légion", "LéGION"));
    }
    use crate::sandarticus::Troop;

    /// Quick entry: 45 legionnaires by 20 make three even units; a second heap of the same type is pooled.
    #[test]
    fn split_makes_even_units() {
        let b = Bucket {
            counts: vec![
                (Troop::RomanLegionnaire, 40),
                (Troop::Gaul, 7),
                (Troop::RomanLegionnaire, 5),
                (Troop::GreekArcher, 0),
            ],
        };
        assert_eq!(
            split(&b, 20).unwrap(),
            vec![
                (Troop::RomanLegionnaire, 15),
                (Troop::RomanLegionnaire, 15),
                (Troop::RomanLegionnaire, 15),
                (Troop::Gaul, 7),
            ]
        );
        assert_eq!(split(&b, 0).unwrap().len(), 2);
        let huge = Bucket {
            counts: vec![(Troop::Gaul, u32::MAX)],
        };
        assert!(split(&huge, 1).is_err());
        assert_eq!(
            split(&huge, u32::MAX).unwrap(),
            vec![(Troop::Gaul, u32::MAX)]
        );
    }

    /// Armies of different games can't be matched.
    #[test]
    fn opponent_of_another_system() {
        let a = Army::new(
            "a",
            "Legio",
            Forces::Sandarticus(sandarticus::Forces::new(crate::sandarticus::People::Roman)),
        );
        let b = Army::new("b", "Braves", Forces::Ancients(ancients::Forces::default()));
        let f = check(&a, Some(&b), &HouseRules::default());
        assert!(
            f.iter()
                .any(|x| x.rule == RULE_OPPONENT && x.message.contains("Ancients")),
            "{f:?}"
        );
    }
}
