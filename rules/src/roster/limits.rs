//! The ranges the army editor accepts, and the check that holds every army arriving from outside (a file, a
//! share link, a backup) to the same ranges. The editor and the imports read the same constants, so an army
//! the editor could not have made is refused on the way in, with a message naming what and where, instead of
//! being taken and then failing somewhere later (a battle set-up that silently leaves it out).
//!
//! The check reads the army as JSON, so that it can also explain why a file that did not decode at all is
//! wrong: a figure count of −5, 3.7 or "ten" never becomes a number of the army's type, yet the player who
//! edited the file by hand needs to hear which unit holds it.

use std::fmt;

use super::Army;
use crate::json::ser::to_json;
use crate::json::tree::{Json, number_value};
use crate::sandarticus::formations::MAX_MEN;

/// The most units one army may hold, and the most a quick split may make: far above any sand-pit battle,
/// small enough that a hostile file cannot make the phone build millions of rows.
pub const MAX_UNITS: usize = 500;
/// The most figures in one unit: the rules' own ceiling for a body of men (Sandarticus formations).
pub const MAX_FIGURES: u32 = MAX_MEN as u32;
/// The most leaders or officers one unit may list: far above any real roster, low enough to catch a slip.
pub const MAX_LEADERS_PER_UNIT: u32 = 100;
/// The most commanders, or main chiefs, an army may list apart from its units.
pub const MAX_ARMY_LEADERS: u32 = 100;
/// The longest name of an army or a unit, in letters: a battle side or unit takes no longer one
/// (`battle::MAX_NAME`, held equal by a test in `saved::roster`), so a longer name would keep the army out of
/// every battle.
pub const MAX_NAME: usize = 80;
/// The longest notes of an army or a unit, in letters.
pub const MAX_NOTES: usize = 2_000;
/// Ancients skill and leadership: one byte each in the unit profile.
pub const MAX_RATING: u32 = u8::MAX as u32;

/// The systems an army may be written for, as a saved army names them.
const SYSTEMS: [&str; 4] = ["Sandarticus", "JerseyShore", "RomanWar", "Ancients"];

/// One field of an army the editor limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Units,
    Figures,
    Leaders,
    Officers,
    Commanders,
    MainChiefs,
    Skill,
    Leadership,
    Name,
    Notes,
    System,
}

impl Field {
    /// The field as the editor labels it, in lower case.
    pub fn label(self) -> &'static str {
        match self {
            Field::Units => "units",
            Field::Figures => "figures",
            Field::Leaders => "leaders",
            Field::Officers => "officers",
            Field::Commanders => "commanders",
            Field::MainChiefs => "main chiefs",
            Field::Skill => "skill",
            Field::Leadership => "leadership",
            Field::Name => "name",
            Field::Notes => "notes",
            Field::System => "game",
        }
    }

    /// The largest count the editor accepts in a numeric field (the smallest is always 0).
    pub fn max(self) -> Option<u32> {
        match self {
            Field::Figures => Some(MAX_FIGURES),
            Field::Leaders | Field::Officers => Some(MAX_LEADERS_PER_UNIT),
            Field::Commanders | Field::MainChiefs => Some(MAX_ARMY_LEADERS),
            Field::Skill | Field::Leadership => Some(MAX_RATING),
            Field::Units | Field::Name | Field::Notes | Field::System => None,
        }
    }

    /// What the editor allows, as the end of a sentence: "a unit has from 0 to 1,000 figures".
    fn rule(self) -> String {
        match self {
            Field::Units => format!("an army has at most {} units", grouped(MAX_UNITS as f64)),
            Field::Name => format!("a name has at most {MAX_NAME} letters"),
            Field::Notes => format!("notes have at most {} letters", grouped(MAX_NOTES as f64)),
            Field::System => {
                "Sandtable knows only Sandarticus, Jersey Shore, the Roman War Rules and \
                              Ancients"
                    .to_string()
            }
            Field::Commanders | Field::MainChiefs => format!(
                "an army has a whole number of {} from 0 to {}",
                self.label(),
                grouped(f64::from(MAX_ARMY_LEADERS))
            ),
            _ => format!(
                "a unit has a whole number of {} from 0 to {}",
                self.label(),
                grouped(f64::from(self.max().unwrap_or(0)))
            ),
        }
    }
}

/// What an out-of-range field holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Found {
    /// A number (negative, fractional or too large).
    Number(f64),
    /// Text where a number belongs, or an unknown game's name (shortened).
    Text(String),
    /// Something that is neither (a list, an object, true or false, null).
    Other,
    /// Text of this many letters, or a list of this many units.
    Count(usize),
}

/// Where an out-of-range field sits: which army (by its name) and, for a unit's field, which unit.
#[derive(Debug, Clone, PartialEq)]
pub struct Place {
    pub army: String,
    /// The unit's number as the editor lists it (from 1), and its name.
    pub unit: Option<(usize, String)>,
}

/// A field outside what the editor allows: what, where, and the limit. Shown to the player as it is.
#[derive(Debug, Clone, PartialEq)]
pub struct OutOfRange {
    pub place: Place,
    pub field: Field,
    pub found: Found,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.place.unit {
            Some((n, name)) if name.is_empty() => write!(f, "Unit {n}")?,
            Some((n, name)) => write!(f, "Unit {n}, {}", shortened(name))?,
            None => f.write_str("The army")?,
        }
        if !self.place.army.is_empty() {
            write!(f, " of \u{201c}{}\u{201d}", shortened(&self.place.army))?;
        }
        let label = self.field.label();
        match &self.found {
            Found::Number(x) => write!(f, ": {label} {}", signed(*x))?,
            Found::Text(t) => write!(f, ": {label} \u{201c}{}\u{201d}", shortened(t))?,
            Found::Other => write!(f, ": {label} is not a number")?,
            Found::Count(n) if self.field == Field::Units => {
                write!(f, ": {} units", grouped(*n as f64))?
            }
            Found::Count(n) => write!(f, ": {label} of {} letters", grouped(*n as f64))?,
        }
        write!(f, ", but {}.", self.field.rule())
    }
}

impl std::error::Error for OutOfRange {}

/// Holds one army to the editor's limits.
pub fn check_army(army: &Army) -> Result<(), OutOfRange> {
    match to_json(army) {
        Ok(value) => check_army_json(&value),
        // Our own types always serialise; nothing to refuse if they somehow did not.
        Err(_) => Ok(()),
    }
}

/// Holds one army, as JSON in the shape Sandtable writes it, to the editor's limits: the first field out of
/// range, in the order the editor shows them. Fields that are missing, or that no limit covers, are left to
/// the army's own reader.
pub fn check_army_json(army: &Json) -> Result<(), OutOfRange> {
    if !matches!(army, Json::Object(_)) {
        return Ok(());
    }
    let name = army.get("name").and_then(Json::as_str).unwrap_or_default();
    let at = |unit: Option<(usize, String)>, field, found| OutOfRange {
        place: Place {
            army: name.to_string(),
            unit,
        },
        field,
        found,
    };
    if let Some(found) = text_beyond(army.get("name"), MAX_NAME) {
        return Err(at(None, Field::Name, found));
    }
    if let Some(found) = text_beyond(army.get("notes"), MAX_NOTES) {
        return Err(at(None, Field::Notes, found));
    }
    let Some(forces) = army.get("forces").filter(|f| matches!(f, Json::Object(_))) else {
        return Ok(());
    };
    match forces.get("system") {
        Some(Json::Str(s)) if SYSTEMS.contains(&s.as_str()) => {}
        Some(Json::Str(s)) => return Err(at(None, Field::System, Found::Text(s.clone()))),
        Some(_) => return Err(at(None, Field::System, Found::Other)),
        None => {}
    }
    for field in [Field::Commanders, Field::MainChiefs] {
        if let Some(found) = count_outside(forces, field) {
            return Err(at(None, field, found));
        }
    }
    let Some(units) = forces.get("units").and_then(Json::as_array) else {
        return Ok(());
    };
    if units.len() > MAX_UNITS {
        return Err(at(None, Field::Units, Found::Count(units.len())));
    }
    for (i, unit) in units.iter().enumerate() {
        if !matches!(unit, Json::Object(_)) {
            continue;
        }
        let here = || {
            let name = unit.get("name").and_then(Json::as_str).unwrap_or_default();
            Some((i + 1, name.to_string()))
        };
        for field in [
            Field::Figures,
            Field::Leaders,
            Field::Officers,
            Field::Skill,
            Field::Leadership,
        ] {
            if let Some(found) = count_outside(unit, field) {
                return Err(at(here(), field, found));
            }
        }
        if let Some(found) = text_beyond(unit.get("name"), MAX_NAME) {
            return Err(at(here(), Field::Name, found));
        }
        if let Some(found) = text_beyond(unit.get("notes"), MAX_NOTES) {
            return Err(at(here(), Field::Notes, found));
        }
    }
    Ok(())
}

/// The key a field is saved under.
fn key(field: Field) -> &'static str {
    match field {
        Field::MainChiefs => "main_chiefs",
        other => other.label(),
    }
}

/// What a numeric field holds, if it is not a whole number from 0 to its limit.
fn count_outside(object: &Json, field: Field) -> Option<Found> {
    let value = object.get(key(field))?;
    let max = field.max()?;
    match value {
        Json::Number(n) => match value.as_u64() {
            Some(k) if k <= u64::from(max) => None,
            _ => Some(Found::Number(number_value(n).unwrap_or(f64::INFINITY))),
        },
        Json::Str(s) => Some(Found::Text(s.clone())),
        _ => Some(Found::Other),
    }
}

/// The length of a text field longer than `max` letters.
fn text_beyond(value: Option<&Json>, max: usize) -> Option<Found> {
    let n = value?.as_str()?.chars().count();
    (n > max).then_some(Found::Count(n))
}

/// A name or value cut to a length a message can show.
fn shortened(s: &str) -> String {
    const SHOWN: usize = 40;
    if s.chars().count() <= SHOWN {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(SHOWN).collect();
        out.push('\u{2026}');
        out
    }
}

/// A number as a player writes it: a true minus sign, thousands grouped, at most two decimals.
fn signed(x: f64) -> String {
    let body = grouped(x.abs());
    if x < 0.0 {
        format!("\u{2212}{body}")
    } else {
        body
    }
}

/// A non-negative number with its thousands grouped by commas; a fraction keeps up to two decimals.
fn grouped(x: f64) -> String {
    if !x.is_finite() {
        return "beyond any count".to_string();
    }
    let written = crate::decimal::fixed_exact(x, 2).unwrap_or_default();
    let (whole, frac) = written.split_once('.').unwrap_or((&written, ""));
    let mut out = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    let frac = frac.trim_end_matches('0');
    if !frac.is_empty() {
        out.push('.');
        out.push_str(frac);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::{Forces, jersey_shore, roman_war, sandarticus};
    use serde_json::{Value, json};

    /// serde_json's `json!` builds the test documents; the check reads them as the app's own tree.
    fn check_army_json(army: &Value) -> Result<(), OutOfRange> {
        super::check_army_json(&Json::parse(&army.to_string()).unwrap())
    }

    fn refusal(army: Value) -> String {
        check_army_json(&army).unwrap_err().to_string()
    }

    fn slingers(figures: Value) -> Value {
        json!({"id": "a", "name": "Balearics", "forces": {"system": "RomanWar", "nation": "Rome",
            "units": [{"troop": "Legionary", "figures": 10}, {"troop": "Legionary", "figures": 10},
                      {"name": "Slingers", "troop": "Slinger", "figures": figures}]}})
    }

    /// Figure counts the editor could not hold, named with the unit and the editor's own range (the
    /// Sandarticus ceiling of 1,000 men to a body, formations).
    #[test]
    fn figures_out_of_range_name_the_unit_and_the_limit() {
        assert_eq!(
            refusal(slingers(json!(-5))),
            "Unit 3, Slingers of \u{201c}Balearics\u{201d}: figures \u{2212}5, but a unit has a whole number \
             of figures from 0 to 1,000."
        );
        assert!(refusal(slingers(json!(3.7))).contains("figures 3.7, but"));
        assert!(refusal(slingers(json!(1e12))).contains("figures 1,000,000,000,000, but"));
        assert!(refusal(slingers(json!(4_294_967_295u64))).contains("figures 4,294,967,295, but"));
        assert!(refusal(slingers(json!(1001))).contains("figures 1,001, but"));
        assert!(refusal(slingers(json!("ten"))).contains("figures \u{201c}ten\u{201d}, but"));
        assert!(refusal(slingers(json!(null))).contains("figures is not a number"));
        assert_eq!(check_army_json(&slingers(json!(0))), Ok(()));
        assert_eq!(check_army_json(&slingers(json!(MAX_FIGURES))), Ok(()));
    }

    #[test]
    fn army_wide_limits() {
        let units: Vec<Value> = (0..5000)
            .map(|_| json!({"troop": "Legionary", "figures": 1}))
            .collect();
        let big = json!({"name": "Horde", "forces": {"system": "RomanWar", "units": units}});
        assert_eq!(
            refusal(big),
            "The army of \u{201c}Horde\u{201d}: 5,000 units, but an army has at most 500 units."
        );
        let chess = json!({"name": "Kings", "forces": {"system": "Chess", "units": []}});
        assert!(refusal(chess).contains("game \u{201c}Chess\u{201d}, but Sandtable knows only"));
        let long = json!({"name": "x".repeat(MAX_NAME + 1), "forces": {"system": "Ancients"}});
        assert!(refusal(long).contains(": name of 81 letters, but a name has at most 80 letters."));
        let notes = json!({"name": "N", "notes": "y".repeat(MAX_NOTES + 1), "forces": {"system": "Ancients"}});
        assert!(refusal(notes).contains("notes of 2,001 letters, but notes have at most 2,000"));
        let chiefs = json!({"name": "R", "forces": {"system": "Sandarticus", "main_chiefs": 101}});
        assert!(
            refusal(chiefs)
                .contains("main chiefs 101, but an army has a whole number of main chiefs")
        );
    }

    /// Every count the editor limits, at its limit and one past it, on typed armies.
    #[test]
    fn typed_armies_meet_the_editor_limits() {
        use crate::sandarticus::{People, Troop};
        let mut sa =
            sandarticus::Unit::new(Troop::RomanLegionnaire, MAX_FIGURES, MAX_LEADERS_PER_UNIT);
        let army = |forces| Army::new("x", "X", forces);
        let forces = |u: &sandarticus::Unit| {
            let mut f = sandarticus::Forces::new(People::Roman);
            f.units = vec![u.clone()];
            Forces::Sandarticus(f)
        };
        assert_eq!(check_army(&army(forces(&sa))), Ok(()));
        sa.leaders = MAX_LEADERS_PER_UNIT + 1;
        let e = check_army(&army(forces(&sa))).unwrap_err();
        assert_eq!(
            (e.field, e.place.unit.map(|u| u.0)),
            (Field::Leaders, Some(1))
        );
        let js = jersey_shore::Unit::new(
            crate::jersey_shore::troops::TroopType::MusketInfantry,
            5,
            u32::MAX,
        );
        let mut f = jersey_shore::Forces::new(jersey_shore::Side::ALL[0]);
        f.units = vec![js];
        let e = check_army(&army(Forces::JerseyShore(f))).unwrap_err();
        assert!(
            e.to_string().contains(
                "officers 4,294,967,295, but a unit has a whole number of officers from 0 to 100."
            ),
            "{e}"
        );
        let rw = roman_war::Unit::new(crate::roman_war::troops::Troop::Hastati, MAX_FIGURES + 1);
        let mut f = roman_war::Forces::new(roman_war::Nation::ALL[0]);
        f.units = vec![rw];
        let e = check_army(&army(Forces::RomanWar(f))).unwrap_err();
        assert_eq!(e.found, Found::Number(1001.0));
    }

    #[test]
    fn numbers_read_as_a_player_writes_them() {
        assert_eq!(signed(-5.0), "\u{2212}5");
        assert_eq!(grouped(1234567.0), "1,234,567");
        assert_eq!(grouped(3.7), "3.7");
        assert_eq!(grouped(999.0), "999");
        assert_eq!(grouped(2.999), "3");
        assert_eq!(grouped(0.25), "0.25");
        assert_eq!(shortened(&"z".repeat(100)).chars().count(), 41);
    }
}
