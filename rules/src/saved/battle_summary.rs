//! A small summary of the open battle, saved beside it by the battle page: the units still in the fight, with
//! their men, leaders, formation and damage, so the table helpers can offer them in a "fill from" picker.
//!
//! Why a second document: reading the battle itself means decoding its whole log through serde and folding
//! it, which made every helper page about a fifth bigger. The summary is written with the hand-written `json`
//! tree instead, and is only ever derived from the battle, so losing or damaging it costs nothing: the battle
//! page writes it again.

use super::battle::SavedBattle;
use super::envelope::{LoadError, unreadable_version};
use super::json::{Json, open_envelope, wrap_envelope};
use crate::battle::{BattleState, UnitKind};
use crate::rule::System;

/// The current format of a saved battle summary.
pub const SUMMARY_VERSION: u32 = 1;

/// One unit a helper may fill a form from: troops still in the fight with men left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitSummary {
    /// Its place among the battle's units, so a helper's choice stays stable while the battle goes on.
    pub index: u32,
    /// The name of its side.
    pub side: String,
    /// Its name as set up (may be blank).
    pub name: String,
    /// Its name as the tracker shows it.
    pub label: String,
    pub men: u32,
    pub men_at_start: u32,
    pub leaders: u32,
    /// Its formation in the system's words; empty when none.
    pub formation: String,
    /// Ancients damage tokens taken.
    pub damage_tokens: u32,
}

/// The open battle's system and the units a helper may offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattleSummary {
    pub system: System,
    pub units: Vec<UnitSummary>,
}

impl BattleSummary {
    /// The summary of a saved battle as it stands now.
    pub fn of(saved: &SavedBattle) -> BattleSummary {
        BattleSummary::of_state(&saved.state())
    }

    /// The summary of a battle's folded state (for a page that has folded it already).
    pub fn of_state(state: &BattleState) -> BattleSummary {
        let units = state
            .units
            .iter()
            .enumerate()
            .filter(|(_, u)| u.kind == UnitKind::Troops && !u.status.is_out() && u.men > 0)
            .map(|(i, u)| UnitSummary {
                index: u32::try_from(i).unwrap_or(u32::MAX),
                side: state.side_names[u.side.index()].clone(),
                name: u.name.clone(),
                label: u.label().to_string(),
                men: u.men,
                men_at_start: u.men_at_start,
                leaders: u.leaders,
                formation: u.formation.clone(),
                damage_tokens: u.damage_tokens,
            })
            .collect();
        BattleSummary {
            system: state.system,
            units,
        }
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        let units = self.units.iter().map(unit_json).collect();
        wrap_envelope(
            SUMMARY_VERSION,
            Json::object([
                ("system", Json::Str(self.system.key().to_string())),
                ("units", Json::Array(units)),
            ]),
        )
    }

    /// Reads a stored summary of any known version.
    pub fn decode(text: &str) -> Result<BattleSummary, LoadError> {
        match open_envelope(text)? {
            (1, data) => {
                let system = data
                    .get("system")
                    .and_then(Json::as_str)
                    .and_then(System::from_key)
                    .ok_or_else(|| damaged("no known system"))?;
                let units = data
                    .get("units")
                    .and_then(Json::as_array)
                    .ok_or_else(|| damaged("no list of units"))?
                    .iter()
                    .map(|u| unit_from(u).ok_or_else(|| damaged("a unit is unreadable")))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(BattleSummary { system, units })
            }
            (v, _) => Err(unreadable_version(v, SUMMARY_VERSION)),
        }
    }
}

fn damaged(detail: &str) -> LoadError {
    LoadError::Corrupt {
        detail: detail.to_string(),
    }
}

fn num(n: u32) -> Json {
    Json::from_u64(u64::from(n))
}

fn text(s: &str) -> Json {
    Json::Str(s.to_string())
}

fn unit_json(u: &UnitSummary) -> Json {
    Json::object([
        ("index", num(u.index)),
        ("side", text(&u.side)),
        ("name", text(&u.name)),
        ("label", text(&u.label)),
        ("men", num(u.men)),
        ("men_at_start", num(u.men_at_start)),
        ("leaders", num(u.leaders)),
        ("formation", text(&u.formation)),
        ("damage_tokens", num(u.damage_tokens)),
    ])
}

fn unit_from(j: &Json) -> Option<UnitSummary> {
    let s = |key: &str| j.get(key).and_then(Json::as_str).map(str::to_string);
    let n = |key: &str| j.get(key).and_then(Json::as_u32);
    let u = UnitSummary {
        index: n("index")?,
        side: s("side")?,
        name: s("name")?,
        label: s("label")?,
        men: n("men")?,
        men_at_start: n("men_at_start")?,
        leaders: n("leaders")?,
        formation: s("formation")?,
        damage_tokens: n("damage_tokens")?,
    };
    // A unit never has more men than it started with: anything else is not a summary the battle page wrote.
    (u.men <= u.men_at_start).then_some(u)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::MAX_SAVED_BYTES;
    use crate::saved::battle::decode_battle;
    use proptest::prelude::*;

    fn fixture_summary() -> BattleSummary {
        let battle = decode_battle(include_str!("../../tests/fixtures/battle-v1.json")).unwrap();
        BattleSummary::of(&battle)
    }

    /// The golden battle (Romans against Gauls, Sandarticus): the Warband started with 30, lost 4 to
    /// shooting and 5 taken prisoner, 21 left; the wagon is no unit of men, so it is not offered.
    #[test]
    fn summarises_the_units_still_in_the_fight() {
        let s = fixture_summary();
        assert_eq!(s.system, System::Sandarticus);
        let names: Vec<&str> = s.units.iter().map(|u| u.name.as_str()).collect();
        assert_eq!(names, ["Legion", "Archers", "Warband"]);
        let warband = &s.units[2];
        assert_eq!((warband.index, warband.side.as_str()), (2, "Gauls"));
        assert_eq!((warband.men, warband.men_at_start), (30 - 4 - 5, 30));
        assert_eq!(warband.leaders, 2);
        assert_eq!(s.units[0].formation, "shield wall");
    }

    #[test]
    fn round_trips() {
        let mut s = fixture_summary();
        s.units[0].name = "  \"Odd\" \u{e9}\n".to_string();
        s.units[0].damage_tokens = 3;
        s.system = System::Ancients;
        assert_eq!(BattleSummary::decode(&s.encode()), Ok(s));
        let empty = BattleSummary {
            system: System::RomanWar,
            units: vec![],
        };
        assert_eq!(BattleSummary::decode(&empty.encode()), Ok(empty));
    }

    /// Golden fixture: a summary of format 1 must keep reading after any change, and is what the golden
    /// battle gives.
    #[test]
    fn reads_format_1_fixture() {
        let text = include_str!("../../tests/fixtures/battle-summary-v1.json");
        let s = BattleSummary::decode(text).unwrap();
        assert_eq!(s, fixture_summary());
        // It writes the same document back (whitespace aside).
        assert_eq!(Json::parse(&s.encode()), Json::parse(text));
    }

    #[test]
    fn refuses_damage_with_an_error() {
        let big = " ".repeat(MAX_SAVED_BYTES + 1);
        assert!(matches!(
            BattleSummary::decode(&big),
            Err(LoadError::TooLarge { .. })
        ));
        for bad in [
            "",
            "nonsense",
            "[]",
            r#"{"v":1}"#,
            r#"{"v":1,"data":{"units":[]}}"#,
            r#"{"v":1,"data":{"system":"chess","units":[]}}"#,
            r#"{"v":1,"data":{"system":"sandarticus"}}"#,
            r#"{"v":1,"data":{"system":"sandarticus","units":[{"index":0}]}}"#,
            r#"{"v":1,"data":{"system":"sandarticus","units":[{"index":0,"side":"A","name":"B","label":"B","men":31,"men_at_start":30,"leaders":0,"formation":"","damage_tokens":0}]}}"#,
            r#"{"v":1,"data":{"system":"sandarticus","units":[{"index":-1,"side":"A","name":"B","label":"B","men":1,"men_at_start":30,"leaders":0,"formation":"","damage_tokens":0}]}}"#,
            r#"{"v":0,"data":{}}"#,
        ] {
            assert!(
                matches!(BattleSummary::decode(bad), Err(LoadError::Corrupt { .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            BattleSummary::decode(r#"{"v":2,"data":{}}"#),
            Err(LoadError::FutureVersion { found: 2, .. })
        ));
    }

    proptest! {
        #[test]
        fn decode_never_panics(s in ".{0,200}") {
            let _ = BattleSummary::decode(&s);
        }

        /// Damage anywhere in a real summary gives a summary or an error, never a panic.
        #[test]
        fn decode_never_panics_on_damaged_summaries(cut in 0usize..2000, junk in ".{0,8}") {
            let text = fixture_summary().encode();
            let at = (0..=cut.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
            let damaged = format!("{}{junk}{}", &text[..at], &text[at..]);
            if let Ok(s) = BattleSummary::decode(&damaged) {
                prop_assert_eq!(BattleSummary::decode(&s.encode()), Ok(s));
            }
        }
    }
}
