//! Saved armies: the phone's whole collection, and the export file that carries one army or several to another
//! phone. Both use the versioned envelope (Persisted data is versioned, DESIGN); an import decodes, migrates
//! and checks the file, then plans what it would add without touching anything until the player has chosen.

use serde::{Deserialize, Serialize};

use crate::json::Field;
use crate::json::field::read_field;

use super::envelope::{self, LoadError, data_field, unreadable_version, version_of};
use crate::house_rules::HouseRules;
use crate::json::tree::Json;
pub use crate::roster::fresh_id;
use crate::roster::limits::{check_army, check_army_json};
use crate::roster::{Army, Finding, check, fresh_name, same_name};

/// The current format of saved and exported armies.
pub const ROSTER_VERSION: u32 = 1;

/// The `kind` of an export file holding one army.
pub const KIND_ARMY: &str = "sandtable-army";
/// The `kind` of an export file holding several.
pub const KIND_ARMIES: &str = "sandtable-armies";

/// Every army on the phone.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Armies {
    pub armies: Vec<Army>,
}
read_field!(Armies, from Armies::default(), required {}, default { armies });

/// An export file's payload, format 1. Format 1 is also the current shape; when format 2 comes, this type and
/// `Army` as it stands are frozen here as the v1 shapes and the migration chain converts them.
#[derive(Serialize)]
#[serde(tag = "kind")]
enum ExportV1<'a> {
    #[serde(rename = "sandtable-army")]
    Army { army: &'a Army },
    #[serde(rename = "sandtable-armies")]
    Armies { armies: &'a [Army] },
}

/// What an export file says it holds.
#[derive(PartialEq)]
enum Kind {
    Army,
    Armies,
    /// Any other text: not refused here, so the armies in the file are still found.
    Other,
}

impl Field for Kind {
    fn read(json: &Json) -> Result<Kind, crate::json::Error> {
        match json.as_str() {
            Some(KIND_ARMY) => Ok(Kind::Army),
            Some(KIND_ARMIES) => Ok(Kind::Armies),
            Some(_) => Ok(Kind::Other),
            None => Err(crate::json::Error::new(": not text".to_string())),
        }
    }

    /// Never written: export files are written by `ExportV1`'s derive. `Other` has no one text, so it is
    /// written as no kind at all.
    fn write(&self) -> Json {
        match self {
            Kind::Army => Json::Str(KIND_ARMY.to_string()),
            Kind::Armies => Json::Str(KIND_ARMIES.to_string()),
            Kind::Other => Json::Null,
        }
    }
}

/// Any format-1 document an import accepts, read in one pass: an export file of one army or several, or a
/// copy of the whole collection (no `kind`, and the list must be there, so a damaged export file is not taken
/// for an empty collection). Reading these fields flat, rather than as tagged and untagged enums, keeps the
/// app's download small; `AnyV1::armies` picks out what the old enums picked.
#[derive(Default)]
struct AnyV1 {
    kind: Option<Kind>,
    army: Option<Army>,
    armies: Option<Vec<Army>>,
}
crate::json::field::record_field!(AnyV1, default { kind, army, armies });

impl AnyV1 {
    fn armies(self) -> Result<Vec<Army>, LoadError> {
        match (self.kind, self.army, self.armies) {
            (Some(Kind::Army), Some(army), _) => Ok(vec![army]),
            (_, _, Some(armies)) => Ok(armies),
            _ => Err(LoadError::Corrupt {
                detail: "not an army file".to_string(),
            }),
        }
    }
}

impl Armies {
    pub fn encode(&self) -> String {
        envelope::encode(ROSTER_VERSION, self)
    }

    /// Reads the saved collection of any known format.
    pub fn decode(text: &str) -> Result<Armies, LoadError> {
        match version_of(text)? {
            1 => data_field(text),
            v => Err(unreadable_version(v, ROSTER_VERSION)),
        }
    }
}

/// The export file for one army.
pub fn export_army(army: &Army) -> String {
    envelope::encode(ROSTER_VERSION, &ExportV1::Army { army })
}

/// The export file for several armies.
pub fn export_armies(armies: &[Army]) -> String {
    envelope::encode(ROSTER_VERSION, &ExportV1::Armies { armies })
}

/// Reads the armies out of an export file (or a saved collection) of any known format, migrated to the current
/// shape. An army outside the editor's limits (`roster::limits`) is refused, naming the value and its place.
pub fn decode_export(text: &str) -> Result<Vec<Army>, LoadError> {
    let armies = match version_of(text)? {
        1 => data_field::<AnyV1>(text)
            .map_err(|e| {
                explained(text, e, |data| {
                    match (data.get("army"), data.get("armies")) {
                        (Some(army), _) => vec![army],
                        (None, Some(Json::Array(all))) => all.iter().collect(),
                        _ => Vec::new(),
                    }
                })
            })?
            .armies()?,
        v => return Err(unreadable_version(v, ROSTER_VERSION)),
    };
    check_sane(&armies)?;
    Ok(armies)
}

/// Holds armies from outside (a file, a link, a backup) to the editor's limits (`roster::limits`); the first
/// value out of range is refused, named with its army and unit.
pub(crate) fn check_sane(armies: &[Army]) -> Result<(), LoadError> {
    armies
        .iter()
        .try_for_each(check_army)
        .map_err(LoadError::from)
}

/// The reason a document in Sandtable's envelope did not read: when one of its armies (found in the payload by
/// `armies_in`) holds a value the editor could not have made, that value, named; otherwise the reader's own
/// error, which the player sees as the short "damaged or not Sandtable's" message. Only run once reading has
/// failed, so a good file pays nothing for it.
pub(crate) fn explained(
    text: &str,
    error: LoadError,
    armies_in: impl Fn(&Json) -> Vec<&Json>,
) -> LoadError {
    let Ok(doc) = Json::parse(text) else {
        return error;
    };
    let Some(data) = doc.get("data") else {
        return error;
    };
    match armies_in(data).into_iter().try_for_each(check_army_json) {
        Err(out_of_range) => LoadError::OutOfRange(out_of_range),
        Ok(()) => error,
    }
}

/// Why an incoming army needs the player's say before it is added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Conflict {
    /// The phone already holds this army (same id), at this place in the collection: perhaps an older copy.
    SameId { existing: usize },
    /// Another army of the same name, at this place.
    SameName { existing: usize },
}

/// What to do with an incoming army that conflicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// Add it alongside, under a new id (and a numbered name if the name is taken).
    KeepBoth,
    /// Put it in the place of the army it conflicts with.
    Replace,
    Skip,
}

crate::text::choice! { Choice;
    KeepBoth => "Keep both",
    Replace => "Replace mine",
    Skip => "Skip",
}

/// One army an import would add.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Incoming {
    pub army: Army,
    pub conflict: Option<Conflict>,
    /// Its roster check under the house rules it came with: shown, never blocking.
    pub findings: Vec<Finding>,
}

/// What an import would do, for the player to confirm.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportPlan {
    pub incoming: Vec<Incoming>,
}

impl ImportPlan {
    /// Whether any army waits on the player's choice.
    pub fn needs_choices(&self) -> bool {
        self.incoming.iter().any(|i| i.conflict.is_some())
    }
}

/// Decodes, migrates and checks an import, and plans it against the armies already on the phone. Nothing is
/// changed: `apply` does that once the player has chosen.
pub fn import(existing: &[Army], text: &str) -> Result<ImportPlan, LoadError> {
    Ok(plan_import(existing, decode_export(text)?))
}

/// Plans adding `incoming` to `existing`: an id already held, or else a name already used, is a conflict.
/// Two incoming armies that clash with each other are planned the same way, against the ones before them.
pub fn plan_import(existing: &[Army], incoming: Vec<Army>) -> ImportPlan {
    let mut seen: Vec<&Army> = existing.iter().collect();
    let mut planned = Vec::new();
    for army in &incoming {
        let by_id = seen.iter().position(|a| a.id == army.id);
        let by_name = seen.iter().position(|a| same_name(&a.name, &army.name));
        let conflict = match (by_id, by_name) {
            (Some(existing), _) => Some(Conflict::SameId { existing }),
            (None, Some(existing)) => Some(Conflict::SameName { existing }),
            (None, None) => None,
        };
        let house = army.house.clone().unwrap_or_default();
        planned.push(Incoming {
            army: army.clone(),
            conflict,
            findings: check(army, None, &house),
        });
        seen.push(army);
    }
    ImportPlan { incoming: planned }
}

/// Carries out a plan: armies without conflicts are added at the end; conflicting ones follow the player's
/// choice, given in the order of `plan.incoming` (an army with no choice given is skipped, so nothing is
/// overwritten by accident). Returns the new collection.
pub fn apply(existing: &[Army], plan: &ImportPlan, choices: &[Choice]) -> Vec<Army> {
    let mut out: Vec<Army> = existing.to_vec();
    for (i, item) in plan.incoming.iter().enumerate() {
        let choice = match item.conflict {
            None => Choice::KeepBoth,
            Some(_) => choices.get(i).copied().unwrap_or(Choice::Skip),
        };
        // Plans index into the collection as it grew; look the army up again rather than trust a stale place.
        let clash = out
            .iter()
            .position(|a| a.id == item.army.id)
            .or_else(|| out.iter().position(|a| same_name(&a.name, &item.army.name)));
        match (choice, clash) {
            (Choice::Skip, _) => {}
            (Choice::Replace, Some(at)) => out[at] = item.army.clone(),
            (_, _) => {
                let mut army = item.army.clone();
                army.id = fresh_id(&out, &army.id);
                army.name = fresh_name(&out, &army.name);
                out.push(army);
            }
        }
    }
    out
}

/// The house rules an army should be checked under: its own snapshot if it carries one.
pub fn house_of<'a>(army: &'a Army, device: &'a HouseRules) -> &'a HouseRules {
    army.house.as_ref().unwrap_or(device)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::roster::{Forces, People};
    use crate::rule::System;

    const FIXTURES: [(&str, System); 4] = [
        (
            include_str!("../../tests/fixtures/army-sandarticus-v1.json"),
            System::Sandarticus,
        ),
        (
            include_str!("../../tests/fixtures/army-jersey-shore-v1.json"),
            System::JerseyShore,
        ),
        (
            include_str!("../../tests/fixtures/army-roman-war-v1.json"),
            System::RomanWar,
        ),
        (
            include_str!("../../tests/fixtures/army-ancients-v1.json"),
            System::Ancients,
        ),
    ];

    /// Golden fixtures: one export file of format 1 per system must keep reading after any change.
    #[test]
    fn an_import_clash_offers_keep_both_replace_and_skip_in_that_order() {
        use crate::text::Choice as _;
        let labels: Vec<_> = Choice::ALL.iter().map(|c| c.label()).collect();
        assert_eq!(labels, ["Keep both", "Replace mine", "Skip"]);
    }

    #[test]
    fn reads_format_1_fixtures() {
        for (text, system) in FIXTURES {
            let armies = decode_export(text).unwrap();
            assert_eq!(armies.len(), 1);
            assert_eq!(armies[0].system(), system);
            assert!(!armies[0].name.is_empty());
            assert!(armies[0].unit_count() > 0);
        }
        let a = &decode_export(FIXTURES[0].0).unwrap()[0];
        assert_eq!(
            a.people(),
            People::Sandarticus(crate::sandarticus::People::Roman)
        );
        let t = a.totals();
        assert_eq!((t.figures, t.leaders_needed, t.mercenaries), (55, 4, 15));
        assert!(
            check(a, None, &HouseRules::default()).is_empty(),
            "{:?}",
            check(a, None, &HouseRules::default())
        );
        let js = &decode_export(FIXTURES[1].0).unwrap()[0];
        assert_eq!(js.totals().men, 62);
    }

    /// Golden fixture: the whole collection, format 1, and an export of several armies.
    #[test]
    fn reads_collection_fixture() {
        let text = include_str!("../../tests/fixtures/armies-v1.json");
        let c = Armies::decode(text).unwrap();
        assert_eq!(c.armies.len(), 2);
        assert_eq!(
            decode_export(text).unwrap(),
            c.armies,
            "a collection imports too"
        );
        assert_eq!(Armies::decode(&c.encode()), Ok(c.clone()));
        assert_eq!(decode_export(&export_armies(&c.armies)), Ok(c.armies));
    }

    #[test]
    fn malformed_imports_are_typed_errors() {
        assert!(matches!(
            import(&[], "nonsense"),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            import(&[], r#"{"v":1,"data":{"kind":"sandtable-army"}}"#),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            import(&[], r#"{"v":1,"data":{"kind":"chess"}}"#),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            import(&[], r#"{"v":2,"data":{}}"#),
            Err(LoadError::FutureVersion { found: 2, .. })
        ));
        assert!(matches!(
            import(&[], r#"{"v":0,"data":{}}"#),
            Err(LoadError::Corrupt { .. })
        ));
    }

    /// Issue 19: a hand-edited file is refused with what is wrong and where, with the editor's range; a file
    /// that is not Sandtable's keeps the short message.
    #[test]
    fn refusals_name_the_value_and_its_place() {
        let file = |figures: &str| {
            format!(
                r#"{{"v":1,"data":{{"kind":"sandtable-army","army":{{"id":"b","name":"Balearics","forces":
                {{"system":"RomanWar","nation":"Romans","units":[{{"troop":"Velites","figures":4}},
                {{"troop":"Velites","figures":4}},{{"name":"Slingers","troop":"Velites","figures":{figures}}}]}}}}}}}}"#
            )
        };
        let refusal = |text: &str| import(&[], text).unwrap_err().to_string();
        assert_eq!(
            refusal(&file("-5")),
            "Unit 3, Slingers of \u{201c}Balearics\u{201d}: figures \u{2212}5, but a unit has a whole number \
             of figures from 0 to 1,000."
        );
        assert!(refusal(&file("3.7")).contains("figures 3.7, but"));
        assert!(refusal(&file("1e12")).contains("figures 1,000,000,000,000, but"));
        assert!(refusal(&file("4294967295")).contains("figures 4,294,967,295, but"));
        assert!(refusal(&file(r#""ten""#)).contains("figures \u{201c}ten\u{201d}, but"));
        assert!(import(&[], &file("1000")).is_ok());
        let chess = file("4").replace("RomanWar", "Chess");
        assert!(refusal(&chess).contains("game \u{201c}Chess\u{201d}, but Sandtable knows only"));
        let mut big = army("h", "Horde");
        big.forces = Forces::RomanWar(crate::roster::roman_war::Forces {
            units: vec![
                crate::roster::roman_war::Unit::new(
                    crate::roman_war::troops::Troop::Velites,
                    1
                );
                5000
            ],
            ..crate::roster::roman_war::Forces::new(crate::roster::roman_war::Nation::ALL[0])
        });
        assert!(
            refusal(&export_army(&big)).contains("5,000 units, but an army has at most 500 units.")
        );
        // Several armies: the second one's fault is named with its army.
        let two = export_armies(&[army("a", "Fine"), {
            let mut b = army("b", "Leaders");
            b.forces = Forces::JerseyShore(crate::roster::jersey_shore::Forces {
                units: vec![crate::roster::jersey_shore::Unit::new(
                    crate::jersey_shore::troops::TroopType::MusketInfantry,
                    10,
                    u32::MAX,
                )],
                ..crate::roster::jersey_shore::Forces::new(
                    crate::roster::jersey_shore::Side::ALL[0],
                )
            });
            b
        }]);
        assert!(
            refusal(&two).starts_with("Unit 1 of \u{201c}Leaders\u{201d}: officers 4,294,967,295")
        );
        for foreign in [
            "nonsense",
            r#"{"v":1,"data":{"kind":"chess"}}"#,
            r#"{"a":1}"#,
        ] {
            assert_eq!(
                refusal(foreign),
                "This data is damaged or isn't from Sandtable, so it can't be read."
            );
        }
    }

    /// An army within the editor's limits can always be taken into a battle: its names fit a battle's.
    #[test]
    fn army_names_fit_a_battle() {
        assert_eq!(
            crate::roster::limits::MAX_NAME,
            crate::battle::MAX_NAME,
            "the army editor and the battle set-up must agree on names"
        );
        const { assert!(crate::roster::limits::MAX_FIGURES <= crate::battle::MAX_MEN_PER_UNIT) };
    }

    fn army(id: &str, name: &str) -> Army {
        Army::new(id, name, Forces::Ancients(Default::default()))
    }

    /// Import conflicts: the same id or the same name waits on the player's choice.
    #[test]
    fn import_plans_and_choices() {
        let have = vec![army("a", "Legio X"), army("b", "Braves")];
        let file = export_armies(&[
            army("a", "Legio X, refitted"),
            army("c", " braves "),
            army("d", "New"),
        ]);
        let plan = import(&have, &file).unwrap();
        let conflicts: Vec<_> = plan.incoming.iter().map(|i| i.conflict).collect();
        assert_eq!(
            conflicts,
            vec![
                Some(Conflict::SameId { existing: 0 }),
                Some(Conflict::SameName { existing: 1 }),
                None
            ]
        );
        assert!(plan.needs_choices());

        let all = apply(
            &have,
            &plan,
            &[Choice::Replace, Choice::KeepBoth, Choice::Skip],
        );
        let names: Vec<_> = all
            .iter()
            .map(|a| (a.id.as_str(), a.name.as_str()))
            .collect();
        assert_eq!(
            names,
            vec![
                ("a", "Legio X, refitted"),
                ("b", "Braves"),
                ("c", "braves (2)"),
                ("d", "New")
            ]
        );

        // A name at the editor's limit, kept beside itself, stays within the limit.
        let long = "L".repeat(crate::roster::limits::MAX_NAME);
        let plan_long = import(&[army("l", &long)], &export_army(&army("m", &long))).unwrap();
        let both = apply(&[army("l", &long)], &plan_long, &[Choice::KeepBoth]);
        assert_eq!(
            both[1].name,
            format!("{} (2)", "L".repeat(crate::roster::limits::MAX_NAME - 4))
        );
        assert_eq!(check_army(&both[1]), Ok(()));

        let all = apply(&have, &plan, &[Choice::KeepBoth]);
        assert_eq!(all.len(), 4, "no choice given skips the second conflict");
        assert_eq!(all[2].id, "a-2");
        assert_eq!(all[2].name, "Legio X, refitted");
        assert_eq!(apply(&have, &plan, &[Choice::Skip, Choice::Skip]).len(), 3);
    }

    #[test]
    fn fresh_ids() {
        let have = vec![army("x", "1"), army("x-2", "2"), army("", "3")];
        assert_eq!(fresh_id(&have, "x"), "x-3");
        assert_eq!(fresh_id(&have, "y"), "y");
        assert_eq!(fresh_id(&have, ""), "army");
    }
}
