//! What the player enters to set up a battle: one plain struct, kept in storage as it changes so a page
//! switch loses nothing, and turned into a `Battle` when they start.

use leptos::prelude::*;
use rules::battle::armies::units_of;
use rules::battle::{Battle, Scenario, Side, SideId, StructureSetup, UnitSetup};
use rules::input::parse_whole;
use rules::json::field::{member, members, required};
use rules::json::{Error, Field, Json};
use rules::roster::Army;
use rules::rule::System;
use rules::saved::LoadError;
use rules::saved::json;
use serde::Serialize;

use crate::components::bind::Bind;
use crate::storage;

pub const FORM_KEY: &str = "sandtable.battle.form";

/// A unit typed in for a quick game; numbers stay text until the battle starts, so a half-typed one is kept.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct TypedUnit {
    pub name: String,
    pub men: String,
    pub leaders: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct SideForm {
    pub name: String,
    /// The saved army's id, or empty for units typed in.
    pub army: String,
    pub units: Vec<TypedUnit>,
}

/// The structure about to be added: its kind (an index into `StructureKind::choices`) and who holds it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NewStructure {
    pub kind: usize,
    pub owner: Option<SideId>,
}

impl Default for NewStructure {
    fn default() -> NewStructure {
        // The defenders hold what is built: side B, as a siege is usually set up.
        NewStructure {
            kind: 0,
            owner: Some(SideId::B),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SetupForm {
    pub system: System,
    pub sides: [SideForm; 2],
    pub scenario: usize,
    pub structures: Vec<StructureSetup>,
    pub toss: Option<SideId>,
    pub first: Option<SideId>,
    /// Saved before this field existed, a form starts with the default.
    pub adding: NewStructure,
}

impl Default for SetupForm {
    fn default() -> SetupForm {
        let side = |name: &str| SideForm {
            name: name.to_string(),
            army: String::new(),
            units: vec![TypedUnit::default()],
        };
        SetupForm {
            system: System::JerseyShore,
            sides: [side("Blue"), side("Red")],
            scenario: 0,
            structures: Vec::new(),
            toss: None,
            first: None,
            adding: NewStructure::default(),
        }
    }
}

// The form is read by the JSON field reader the page already carries for saved battles and armies, rather than
// by a reader of serde's derive of its own; it is written by the derive. What the derive read, this reads: every
// member required but the options (`toss`, `first`, `owner`: left out is none) and `adding`, a member written
// twice refused, unknown members skipped.

impl Field for TypedUnit {
    fn read(json: &Json) -> Result<TypedUnit, Error> {
        let m = members(json)?;
        Ok(TypedUnit {
            name: required(m, "name")?,
            men: required(m, "men")?,
            leaders: required(m, "leaders")?,
        })
    }

    fn write(&self) -> Json {
        json::to_json(self).unwrap_or(Json::Null)
    }
}

impl Field for SideForm {
    fn read(json: &Json) -> Result<SideForm, Error> {
        let m = members(json)?;
        Ok(SideForm {
            name: required(m, "name")?,
            army: required(m, "army")?,
            units: required(m, "units")?,
        })
    }

    fn write(&self) -> Json {
        json::to_json(self).unwrap_or(Json::Null)
    }
}

impl Field for NewStructure {
    fn read(json: &Json) -> Result<NewStructure, Error> {
        let m = members(json)?;
        Ok(NewStructure {
            kind: required(m, "kind")?,
            owner: member(m, "owner")?.flatten(),
        })
    }

    fn write(&self) -> Json {
        json::to_json(self).unwrap_or(Json::Null)
    }
}

impl Field for SetupForm {
    fn read(json: &Json) -> Result<SetupForm, Error> {
        let m = members(json)?;
        Ok(SetupForm {
            system: required(m, "system")?,
            sides: required(m, "sides")?,
            scenario: required(m, "scenario")?,
            structures: required(m, "structures")?,
            toss: member(m, "toss")?.flatten(),
            first: member(m, "first")?.flatten(),
            adding: member(m, "adding")?.unwrap_or_default(),
        })
    }

    fn write(&self) -> Json {
        json::to_json(self).unwrap_or(Json::Null)
    }
}

fn decode_form(text: &str) -> Result<SetupForm, LoadError> {
    let corrupt = |detail: String| LoadError::Corrupt { detail };
    let doc = Json::parse(text).map_err(|e| corrupt(format!("not JSON at byte {}", e.at)))?;
    SetupForm::read(&doc).map_err(|e| corrupt(e.to_string()))
}

/// The form saved under `FORM_KEY` (a fresh one starts in the system the player last played), saved again
/// after every change.
pub fn stored_setup(last_system: Option<System>) -> RwSignal<SetupForm> {
    let loaded = storage::load(FORM_KEY, "battle setup", decode_form);
    let mut initial = loaded.value;
    if loaded.problem.is_none()
        && storage::store().read(FORM_KEY).ok().flatten().is_none()
        && let Some(system) = last_system
    {
        initial.system = system;
    }
    let form = RwSignal::new(initial);
    Effect::new(move |first: Option<()>| {
        let f = form.get();
        if first.is_some()
            && let Ok(t) = json::to_text(&f)
        {
            let _ = storage::save(FORM_KEY, &t);
        }
    });
    form
}

pub fn side_label(side: SideId) -> &'static str {
    match side {
        SideId::A => "Side A",
        SideId::B => "Side B",
    }
}

impl SetupForm {
    /// Each side's name as typed, or "Side A" / "Side B".
    pub fn names(&self) -> [String; 2] {
        [0, 1].map(|i| {
            let n = self.sides[i].name.trim();
            if n.is_empty() {
                side_label(SideId::BOTH[i]).to_string()
            } else {
                n.to_string()
            }
        })
    }
}

/// Parses the units typed for one side, naming the first bad field.
fn typed_units(units: &[TypedUnit]) -> Result<Vec<UnitSetup>, String> {
    units
        .iter()
        .filter(|u| !(u.name.trim().is_empty() && u.men.trim().is_empty()))
        .map(|u| {
            let max = i64::from(rules::battle::MAX_MEN_PER_UNIT);
            let men = parse_whole("Men", &u.men, 1, max).map_err(|e| e.to_string())?;
            let leaders = if u.leaders.trim().is_empty() {
                0
            } else {
                parse_whole("Leaders", &u.leaders, 0, max).map_err(|e| e.to_string())?
            };
            Ok(UnitSetup::troops(u.name.trim(), men as u32, leaders as u32))
        })
        .collect()
}

/// The battle the form describes, or the first thing missing, in a player's words.
pub fn build(form: &SetupForm, armies: &[Army]) -> Result<Battle, String> {
    let first = form
        .first
        .ok_or("Flip the coin (or choose) for who moves first.")?;
    let sides: Vec<Side> = form
        .sides
        .iter()
        .zip(SideId::BOTH)
        .map(|(f, id)| {
            let army = armies.iter().find(|a| !f.army.is_empty() && a.id == f.army);
            let units = match army {
                Some(a) => units_of(a),
                None => typed_units(&f.units).map_err(|e| format!("{}: {e}", side_label(id)))?,
            };
            if units.is_empty() {
                return Err(format!("{} has no units yet.", side_label(id)));
            }
            let name = match (f.name.trim(), army) {
                ("", Some(a)) => a.name.clone(),
                ("", None) => side_label(id).to_string(),
                (n, _) => n.to_string(),
            };
            Ok(Side::new(&name, form.system, units))
        })
        .collect::<Result<_, String>>()?;
    let scenario = Scenario::available(form.system)
        .get(form.scenario)
        .copied()
        .unwrap_or(Scenario::OpenField);
    let [a, b]: [Side; 2] = sides
        .try_into()
        .map_err(|_| "Two sides are needed.".to_string())?;
    Battle::new(a, b, scenario, first, form.structures.clone()).map_err(|e| e.to_string())
}

/// The system picker's value: another system starts its scenarios and structures from the first.
#[derive(Clone, Copy)]
pub struct SystemField(pub RwSignal<SetupForm>);

impl Bind<System> for SystemField {
    fn value(&self) -> System {
        self.0.with(|f| f.system)
    }

    fn value_untracked(&self) -> System {
        self.0.with_untracked(|f| f.system)
    }

    fn put(&self, system: System) {
        if system != self.value_untracked() {
            self.0.update(|f| {
                f.system = system;
                f.scenario = 0;
                f.adding.kind = 0;
            });
        }
    }
}

/// One text box of a typed unit (`part` 0 the name, 1 its men, 2 its leaders), read and written safely even
/// while the row is being removed.
#[derive(Clone, Copy)]
pub struct UnitText {
    pub form: RwSignal<SetupForm>,
    pub side: usize,
    pub row: usize,
    pub part: u8,
}

impl UnitText {
    fn read(&self, f: &SetupForm) -> String {
        f.sides[self.side]
            .units
            .get(self.row)
            .map(|u| match self.part {
                0 => u.name.clone(),
                1 => u.men.clone(),
                _ => u.leaders.clone(),
            })
            .unwrap_or_default()
    }
}

impl Bind<String> for UnitText {
    fn value(&self) -> String {
        self.form.with(|f| self.read(f))
    }

    fn value_untracked(&self) -> String {
        self.form.with_untracked(|f| self.read(f))
    }

    fn put(&self, text: String) {
        self.form.update(|f| {
            if let Some(u) = f.sides[self.side].units.get_mut(self.row) {
                match self.part {
                    0 => u.name = text,
                    1 => u.men = text,
                    _ => u.leaders = text,
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::battle::StructureKind;
    use rules::sandarticus::armour::Object;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// A form as the page writes it reads back the same: every member, the options set and unset.
    #[wasm_bindgen_test]
    fn a_saved_form_reads_back_as_it_was_written() {
        let mut form = SetupForm {
            system: System::Sandarticus,
            toss: Some(SideId::A),
            ..SetupForm::default()
        };
        form.sides[1].army = "army-1".to_string();
        form.sides[0].units.push(TypedUnit {
            name: "Archers".to_string(),
            men: "12".to_string(),
            leaders: "1".to_string(),
        });
        form.structures.push(StructureSetup {
            name: "Gate".to_string(),
            kind: StructureKind::SandarticusObject {
                object: Object::CastleGate,
            },
            owner: Some(SideId::B),
            number: Some(7),
        });
        form.adding = NewStructure {
            kind: 2,
            owner: None,
        };
        let text = json::to_text(&form).unwrap();
        assert_eq!(decode_form(&text), Ok(form));
        let plain = json::to_text(&SetupForm::default()).unwrap();
        assert_eq!(decode_form(&plain), Ok(SetupForm::default()));
    }

    /// A form saved before the structure being added was kept reads with the default one; what is not a
    /// form is refused, so the page says so and starts afresh.
    #[wasm_bindgen_test]
    fn an_older_form_reads_and_a_damaged_one_is_refused() {
        let older = r#"{"system":"RomanWar","sides":[{"name":"Blue","army":"","units":[]},{"name":"Red","army":"","units":[]}],"scenario":1,"structures":[],"toss":null,"first":"B"}"#;
        let form = decode_form(older).unwrap();
        assert_eq!(form.system, System::RomanWar);
        assert_eq!(form.first, Some(SideId::B));
        assert_eq!(form.adding, NewStructure::default());
        for bad in [
            "",
            "[]",
            r#"{"system":"Chess"}"#,
            &older.replace(r#""scenario":1"#, r#""scenario":-1"#),
            &older.replace(r#""first":"B""#, r#""first":"C""#),
            &older.replace(r#","structures":[]"#, ""),
        ] {
            assert!(decode_form(bad).is_err(), "{bad}");
        }
    }
}
