//! A saved battle read and written through the small JSON tree of `saved::json`, not serde.
//!
//! Why: serde's derived readers for the battle's tagged enums (every kind of event, structure and scenario)
//! buffer each object and were a sixth of the battle page's download. The text is exactly what serde wrote
//! and reads (the same field names and order, `null` for an absent option), so battles saved before this
//! module existed read back unchanged, and an older app reads what this one writes; tests check both ways
//! against serde. The house rules a battle carries are read and written by their own hand-written reader
//! (`json::Field`), the one every page that uses house rules has for their own storage key.

use super::json::{Json, name_of, named};
use crate::battle::{
    Battle, Cause, Event, Field, Log, Scenario, Side, SideId, StructureId, StructureKind,
    StructureSetup, UnitId, UnitKind, UnitSetup, UnitStatus,
};
use crate::house_rules::HouseRules;
use crate::jersey_shore::objects::ObjectKind;
use crate::json::Field as _;
use crate::roman_war::structures::Fixed;
use crate::rule::System;
use crate::sandarticus::armour::Object;
use crate::sandy_hook::prisoners::PrisonerPlace;

/// What was wrong with the document, for the `Corrupt` detail.
type R<T> = Result<T, String>;

const SYSTEMS: [(System, &str); 4] = [
    (System::Sandarticus, "Sandarticus"),
    (System::JerseyShore, "JerseyShore"),
    (System::RomanWar, "RomanWar"),
    (System::Ancients, "Ancients"),
];
const SIDES: [(SideId, &str); 2] = [(SideId::A, "A"), (SideId::B, "B")];
const UNIT_KINDS: [(UnitKind, &str); 3] = [
    (UnitKind::Troops, "Troops"),
    (UnitKind::Gun, "Gun"),
    (UnitKind::Wagon, "Wagon"),
];
/// A table of values beside the variant names serde writes for them, each name written once.
macro_rules! by_name {
    ($t:ident: $($v:ident),+) => {
        [$(($t::$v, stringify!($v))),+]
    };
}
const CAUSES: [(Cause, &str); 5] = by_name!(Cause: Shooting, Artillery, Melee, Collapse, Other);
const STATUSES: [(UnitStatus, &str); 8] = by_name!(UnitStatus:
    Holding, Retreating, Pinned, Netted, GivingGround, Broken, Destroyed, Captured
);
const PLACES: [(PrisonerPlace, &str); 2] = by_name!(PrisonerPlace: Marching, AtOwnLines);
const FIXED: [(Fixed, &str); 6] = by_name!(Fixed:
    WoodenWallSection, StoneWallSection, WoodenTower, StoneTower, LargeBridge, FootBridge
);
const OBJECT_KINDS: [(ObjectKind, &str); 6] =
    by_name!(ObjectKind: Door, Wagon, LogWall, House, StoneWall, FortWall);
const OBJECTS: [(Object, &str); 9] = [
    (Object::Ballista, "Ballista"),
    (Object::Onager, "Onager"),
    (Object::Cart, "Cart"),
    (Object::SiegeTower, "SiegeTower"),
    (Object::SiegePalisade, "SiegePalisade"),
    (Object::Ram, "Ram"),
    (Object::Chariot, "Chariot"),
    (Object::WarWagon, "WarWagon"),
    (Object::CastleGate, "CastleGate"),
];

// Reading.

/// A member that must be there.
fn at<'a>(o: &'a Json, key: &str) -> R<&'a Json> {
    o.get(key).ok_or_else(|| format!("missing `{key}`"))
}

/// A member that may be missing or null.
fn maybe<'a>(o: &'a Json, key: &str) -> Option<&'a Json> {
    o.get(key).filter(|v| **v != Json::Null)
}

fn num(o: &Json, key: &str) -> R<u32> {
    at(o, key)?
        .as_u32()
        .ok_or_else(|| format!("`{key}` is not a whole number"))
}

/// A whole number that may be missing (then `0`).
fn num_or_zero(o: &Json, key: &str) -> R<u32> {
    maybe(o, key).map_or(Ok(0), |_| num(o, key))
}

fn small(o: &Json, key: &str) -> R<u16> {
    u16::try_from(num(o, key)?).map_err(|_| format!("`{key}` is too large"))
}

fn byte(o: &Json, key: &str) -> R<u8> {
    u8::try_from(num(o, key)?).map_err(|_| format!("`{key}` is too large"))
}

fn text(o: &Json, key: &str) -> R<String> {
    at(o, key)?
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("`{key}` is not text"))
}

/// Text that may be missing (then empty).
fn text_or_empty(o: &Json, key: &str) -> R<String> {
    maybe(o, key).map_or(Ok(String::new()), |_| text(o, key))
}

fn one_of<T: Copy>(o: &Json, key: &str, table: &[(T, &str)]) -> R<T> {
    named(o.get(key), table).ok_or_else(|| format!("`{key}` is not one of the known names"))
}

/// A named value that may be missing or null.
fn maybe_one_of<T: Copy>(o: &Json, key: &str, table: &[(T, &str)]) -> R<Option<T>> {
    maybe(o, key).map(|_| one_of(o, key, table)).transpose()
}

fn list<T>(o: &Json, key: &str, item: fn(&Json) -> R<T>) -> R<Vec<T>> {
    at(o, key)?
        .as_array()
        .ok_or_else(|| format!("`{key}` is not a list"))?
        .iter()
        .map(item)
        .collect()
}

/// A list that may be missing (then empty).
fn list_or_empty<T>(o: &Json, key: &str, item: fn(&Json) -> R<T>) -> R<Vec<T>> {
    match maybe(o, key) {
        None => Ok(Vec::new()),
        Some(_) => list(o, key, item),
    }
}

fn unit(o: &Json, key: &str) -> R<UnitId> {
    small(o, key).map(UnitId)
}

fn structure(o: &Json, key: &str) -> R<StructureId> {
    small(o, key).map(StructureId)
}

fn read_unit(o: &Json) -> R<UnitSetup> {
    Ok(UnitSetup {
        name: text(o, "name")?,
        kind: maybe_one_of(o, "kind", &UNIT_KINDS)?.unwrap_or_default(),
        men: num(o, "men")?,
        leaders: num_or_zero(o, "leaders")?,
        formation: text_or_empty(o, "formation")?,
    })
}

fn read_side(o: &Json) -> R<Side> {
    Ok(Side {
        name: text(o, "name")?,
        system: one_of(o, "system", &SYSTEMS)?,
        units: list(o, "units", read_unit)?,
    })
}

fn read_scenario(o: &Json) -> R<Scenario> {
    Ok(match text(o, "kind")?.as_str() {
        "open_field" => Scenario::OpenField,
        "fort_defence" => Scenario::FortDefence {
            defender: one_of(o, "defender", &SIDES)?,
        },
        "relief_of_fort" => Scenario::ReliefOfFort {
            besieged: one_of(o, "besieged", &SIDES)?,
        },
        "hold_objective" => Scenario::HoldObjective {
            defender: maybe_one_of(o, "defender", &SIDES)?,
        },
        k => return Err(format!("no scenario `{k}`")),
    })
}

fn read_structure_kind(o: &Json) -> R<StructureKind> {
    Ok(match text(o, "kind")?.as_str() {
        "fixed" => StructureKind::Fixed {
            fixed: one_of(o, "fixed", &FIXED)?,
        },
        "building" => StructureKind::Building {
            storeys: byte(o, "storeys")?,
        },
        "gate" => StructureKind::Gate,
        "drawbridge" => StructureKind::Drawbridge,
        "object" => StructureKind::Object {
            object: one_of(o, "object", &OBJECT_KINDS)?,
        },
        "sandarticus_object" => StructureKind::SandarticusObject {
            object: one_of(o, "object", &OBJECTS)?,
        },
        k => return Err(format!("no structure `{k}`")),
    })
}

fn read_structure(o: &Json) -> R<StructureSetup> {
    Ok(StructureSetup {
        name: text(o, "name")?,
        kind: read_structure_kind(at(o, "kind")?)?,
        owner: maybe_one_of(o, "owner", &SIDES)?,
        number: maybe(o, "number").map(|_| num(o, "number")).transpose()?,
    })
}

// The battle page's setup form keeps structures, sides and the system in the same shape as a saved battle, and
// reads them with these readers (through `json::Field`) rather than with a second copy from serde's derive.

impl crate::json::Field for StructureSetup {
    fn read(json: &Json) -> Result<StructureSetup, crate::json::Error> {
        read_structure(json).map_err(crate::json::Error::new)
    }

    fn write(&self) -> Json {
        write_structure(self)
    }
}

impl crate::json::Field for SideId {
    fn read(json: &Json) -> Result<SideId, crate::json::Error> {
        named(Some(json), &SIDES).ok_or_else(|| crate::json::Error::new(": not a side".to_string()))
    }

    fn write(&self) -> Json {
        name_of(*self, &SIDES)
    }
}

impl crate::json::Field for System {
    fn read(json: &Json) -> Result<System, crate::json::Error> {
        named(Some(json), &SYSTEMS)
            .ok_or_else(|| crate::json::Error::new(": not a rule system".to_string()))
    }

    fn write(&self) -> Json {
        name_of(*self, &SYSTEMS)
    }
}

fn read_battle(o: &Json) -> R<Battle> {
    let sides = list(o, "sides", read_side)?;
    let [a, b]: [Side; 2] = sides
        .try_into()
        .map_err(|_| "a battle has two sides".to_string())?;
    Ok(Battle {
        sides: [a, b],
        scenario: read_scenario(at(o, "scenario")?)?,
        first_mover: one_of(o, "first_mover", &SIDES)?,
        structures: list_or_empty(o, "structures", read_structure)?,
    })
}

fn read_field(o: &Json) -> R<Field> {
    Ok(match text(o, "field")?.as_str() {
        "men" => Field::Men {
            unit: unit(o, "unit")?,
        },
        "leaders" => Field::Leaders {
            unit: unit(o, "unit")?,
        },
        "prisoners" => Field::Prisoners {
            unit: unit(o, "unit")?,
        },
        "guards" => Field::Guards {
            unit: unit(o, "unit")?,
        },
        "damage_tokens" => Field::DamageTokens {
            unit: unit(o, "unit")?,
        },
        "structure_points" => Field::StructurePoints {
            structure: structure(o, "structure")?,
        },
        "turn" => Field::Turn,
        "objective_turns" => Field::ObjectiveTurns,
        k => return Err(format!("no field `{k}`")),
    })
}

fn read_event(o: &Json) -> R<Event> {
    Ok(match text(o, "kind")?.as_str() {
        "phase_advanced" => Event::PhaseAdvanced,
        "turn_advanced" => Event::TurnAdvanced,
        "moves_first" => Event::MovesFirst {
            side: one_of(o, "side", &SIDES)?,
        },
        "casualties" => Event::Casualties {
            unit: unit(o, "unit")?,
            n: num(o, "n")?,
            cause: one_of(o, "cause", &CAUSES)?,
            by: maybe(o, "by").map(|_| unit(o, "by")).transpose()?,
        },
        "leader_lost" => Event::LeaderLost {
            unit: unit(o, "unit")?,
            n: num(o, "n")?,
        },
        "formation_changed" => Event::FormationChanged {
            unit: unit(o, "unit")?,
            formation: text(o, "formation")?,
        },
        "state_changed" => Event::StateChanged {
            unit: unit(o, "unit")?,
            status: one_of(o, "status", &STATUSES)?,
        },
        "prisoners_taken" => Event::PrisonersTaken {
            from: unit(o, "from")?,
            by: unit(o, "by")?,
            n: num(o, "n")?,
        },
        "guards_assigned" => Event::GuardsAssigned {
            unit: unit(o, "unit")?,
            guards: num(o, "guards")?,
            place: one_of(o, "place", &PLACES)?,
        },
        "prisoners_escaped" => Event::PrisonersEscaped {
            from: unit(o, "from")?,
            to: unit(o, "to")?,
            n: num(o, "n")?,
        },
        "structure_damaged" => Event::StructureDamaged {
            structure: structure(o, "structure")?,
            points: num(o, "points")?,
        },
        "chain_broken" => Event::ChainBroken {
            structure: structure(o, "structure")?,
            chain: byte(o, "chain")?,
        },
        "gate_broken" => Event::GateBroken {
            structure: structure(o, "structure")?,
        },
        "damage_tokens" => Event::DamageTokens {
            unit: unit(o, "unit")?,
            n: num(o, "n")?,
        },
        "objective_held" => Event::ObjectiveHeld {
            side: maybe_one_of(o, "side", &SIDES)?,
        },
        "fort_taken" => Event::FortTaken {
            fort_of: one_of(o, "fort_of", &SIDES)?,
        },
        "adjusted" => Event::Adjusted {
            field: read_field(at(o, "field")?)?,
            value: num(o, "value")?,
        },
        "battle_ended" => Event::BattleEnded {
            winner: maybe_one_of(o, "winner", &SIDES)?,
            note: text_or_empty(o, "note")?,
        },
        k => return Err(format!("no event `{k}`")),
    })
}

fn read_log(o: &Json) -> R<Log> {
    Ok(Log {
        events: list(o, "events", read_event)?,
        undone: list_or_empty(o, "undone", read_event)?,
    })
}

/// The payload of a saved battle of format 1 (setup and log) or 2 (`with_house`: and the house rules it
/// plays with): its setup, log and house rules, each checked only for shape here.
pub fn read(data: &Json, with_house: bool) -> R<(Battle, Log, Option<HouseRules>)> {
    let battle = read_battle(at(data, "battle")?)?;
    let log = maybe(data, "log").map_or(Ok(Log::default()), read_log)?;
    let house = match maybe(data, "house").filter(|_| with_house) {
        None => None,
        Some(h) => Some(HouseRules::read(h).map_err(|e| format!("house rules: {e}"))?),
    };
    Ok((battle, log, house))
}

// Writing, in the order and shape serde writes.

fn n(v: u32) -> Json {
    Json::from_u64(u64::from(v))
}

fn s(text: &str) -> Json {
    Json::Str(text.to_string())
}

fn side(v: SideId) -> Json {
    name_of(v, &SIDES)
}

fn option<T>(v: Option<T>, f: impl Fn(T) -> Json) -> Json {
    v.map_or(Json::Null, f)
}

fn kind(name: &str) -> (&'static str, Json) {
    ("kind", s(name))
}

fn write_unit(u: &UnitSetup) -> Json {
    Json::object([
        ("name", s(&u.name)),
        ("kind", name_of(u.kind, &UNIT_KINDS)),
        ("men", n(u.men)),
        ("leaders", n(u.leaders)),
        ("formation", s(&u.formation)),
    ])
}

fn write_scenario(sc: Scenario) -> Json {
    match sc {
        Scenario::OpenField => Json::object([kind("open_field")]),
        Scenario::FortDefence { defender } => {
            Json::object([kind("fort_defence"), ("defender", side(defender))])
        }
        Scenario::ReliefOfFort { besieged } => {
            Json::object([kind("relief_of_fort"), ("besieged", side(besieged))])
        }
        Scenario::HoldObjective { defender } => {
            Json::object([kind("hold_objective"), ("defender", option(defender, side))])
        }
    }
}

fn write_structure_kind(k: StructureKind) -> Json {
    match k {
        StructureKind::Fixed { fixed } => {
            Json::object([kind("fixed"), ("fixed", name_of(fixed, &FIXED))])
        }
        StructureKind::Building { storeys } => {
            Json::object([kind("building"), ("storeys", n(u32::from(storeys)))])
        }
        StructureKind::Gate => Json::object([kind("gate")]),
        StructureKind::Drawbridge => Json::object([kind("drawbridge")]),
        StructureKind::Object { object } => {
            Json::object([kind("object"), ("object", name_of(object, &OBJECT_KINDS))])
        }
        StructureKind::SandarticusObject { object } => Json::object([
            kind("sandarticus_object"),
            ("object", name_of(object, &OBJECTS)),
        ]),
    }
}

fn write_structure(st: &StructureSetup) -> Json {
    let mut members = vec![
        ("name".to_string(), s(&st.name)),
        ("kind".to_string(), write_structure_kind(st.kind)),
        ("owner".to_string(), option(st.owner, side)),
    ];
    if let Some(number) = st.number {
        members.push(("number".to_string(), n(number)));
    }
    Json::Object(members)
}

fn write_battle(b: &Battle) -> Json {
    let sides = b
        .sides
        .iter()
        .map(|sd| {
            Json::object([
                ("name", s(&sd.name)),
                ("system", name_of(sd.system, &SYSTEMS)),
                (
                    "units",
                    Json::Array(sd.units.iter().map(write_unit).collect()),
                ),
            ])
        })
        .collect();
    Json::object([
        ("sides", Json::Array(sides)),
        ("scenario", write_scenario(b.scenario)),
        ("first_mover", side(b.first_mover)),
        (
            "structures",
            Json::Array(b.structures.iter().map(write_structure).collect()),
        ),
    ])
}

fn write_field(f: Field) -> Json {
    let unit =
        |name: &str, u: UnitId| Json::object([("field", s(name)), ("unit", n(u32::from(u.0)))]);
    match f {
        Field::Men { unit: u } => unit("men", u),
        Field::Leaders { unit: u } => unit("leaders", u),
        Field::Prisoners { unit: u } => unit("prisoners", u),
        Field::Guards { unit: u } => unit("guards", u),
        Field::DamageTokens { unit: u } => unit("damage_tokens", u),
        Field::StructurePoints { structure } => Json::object([
            ("field", s("structure_points")),
            ("structure", n(u32::from(structure.0))),
        ]),
        Field::Turn => Json::object([("field", s("turn"))]),
        Field::ObjectiveTurns => Json::object([("field", s("objective_turns"))]),
    }
}

fn id(u: UnitId) -> Json {
    n(u32::from(u.0))
}

fn sid(st: StructureId) -> Json {
    n(u32::from(st.0))
}

fn write_event(e: &Event) -> Json {
    match e {
        Event::PhaseAdvanced => Json::object([kind("phase_advanced")]),
        Event::TurnAdvanced => Json::object([kind("turn_advanced")]),
        Event::MovesFirst { side: sd } => Json::object([kind("moves_first"), ("side", side(*sd))]),
        Event::Casualties {
            unit,
            n: k,
            cause,
            by,
        } => Json::object([
            kind("casualties"),
            ("unit", id(*unit)),
            ("n", n(*k)),
            ("cause", name_of(*cause, &CAUSES)),
            ("by", option(*by, id)),
        ]),
        Event::LeaderLost { unit, n: k } => {
            Json::object([kind("leader_lost"), ("unit", id(*unit)), ("n", n(*k))])
        }
        Event::FormationChanged { unit, formation } => Json::object([
            kind("formation_changed"),
            ("unit", id(*unit)),
            ("formation", s(formation)),
        ]),
        Event::StateChanged { unit, status } => Json::object([
            kind("state_changed"),
            ("unit", id(*unit)),
            ("status", name_of(*status, &STATUSES)),
        ]),
        Event::PrisonersTaken { from, by, n: k } => Json::object([
            kind("prisoners_taken"),
            ("from", id(*from)),
            ("by", id(*by)),
            ("n", n(*k)),
        ]),
        Event::GuardsAssigned {
            unit,
            guards,
            place,
        } => Json::object([
            kind("guards_assigned"),
            ("unit", id(*unit)),
            ("guards", n(*guards)),
            ("place", name_of(*place, &PLACES)),
        ]),
        Event::PrisonersEscaped { from, to, n: k } => Json::object([
            kind("prisoners_escaped"),
            ("from", id(*from)),
            ("to", id(*to)),
            ("n", n(*k)),
        ]),
        Event::StructureDamaged { structure, points } => Json::object([
            kind("structure_damaged"),
            ("structure", sid(*structure)),
            ("points", n(*points)),
        ]),
        Event::ChainBroken { structure, chain } => Json::object([
            kind("chain_broken"),
            ("structure", sid(*structure)),
            ("chain", n(u32::from(*chain))),
        ]),
        Event::GateBroken { structure } => {
            Json::object([kind("gate_broken"), ("structure", sid(*structure))])
        }
        Event::DamageTokens { unit, n: k } => {
            Json::object([kind("damage_tokens"), ("unit", id(*unit)), ("n", n(*k))])
        }
        Event::ObjectiveHeld { side: sd } => {
            Json::object([kind("objective_held"), ("side", option(*sd, side))])
        }
        Event::FortTaken { fort_of } => {
            Json::object([kind("fort_taken"), ("fort_of", side(*fort_of))])
        }
        Event::Adjusted { field, value } => Json::object([
            kind("adjusted"),
            ("field", write_field(*field)),
            ("value", n(*value)),
        ]),
        Event::BattleEnded { winner, note } => Json::object([
            kind("battle_ended"),
            ("winner", option(*winner, side)),
            ("note", s(note)),
        ]),
    }
}

fn events(list: &[Event]) -> Json {
    Json::Array(list.iter().map(write_event).collect())
}

/// The payload of a saved battle of the current format, exactly as serde writes it.
pub fn write(battle: &Battle, log: &Log, house: Option<&HouseRules>) -> Json {
    let house = house.map_or(Json::Null, HouseRules::write);
    Json::object([
        ("battle", write_battle(battle)),
        (
            "log",
            Json::object([
                ("events", events(&log.events)),
                ("undone", events(&log.undone)),
            ]),
        ),
        ("house", house),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::battle::{SavedBattle, decode_battle};
    use proptest::prelude::*;

    fn pick<T: Copy + std::fmt::Debug + 'static>(
        all: &'static [(T, &'static str)],
    ) -> impl Strategy<Value = T> {
        prop::sample::select(all).prop_map(|(v, _)| v)
    }

    fn arb_unit_id() -> impl Strategy<Value = UnitId> {
        (0u16..=u16::MAX).prop_map(UnitId)
    }

    fn arb_structure_id() -> impl Strategy<Value = StructureId> {
        (0u16..=u16::MAX).prop_map(StructureId)
    }

    /// Names with what JSON must escape: quotes, backslashes, control characters and letters beyond ASCII.
    fn arb_text() -> impl Strategy<Value = String> {
        "[a-zA-Z \"\\\\\n\té€]{0,10}"
    }

    fn arb_field() -> impl Strategy<Value = Field> {
        prop_oneof![
            arb_unit_id().prop_map(|unit| Field::Men { unit }),
            arb_unit_id().prop_map(|unit| Field::Leaders { unit }),
            arb_unit_id().prop_map(|unit| Field::Prisoners { unit }),
            arb_unit_id().prop_map(|unit| Field::Guards { unit }),
            arb_unit_id().prop_map(|unit| Field::DamageTokens { unit }),
            arb_structure_id().prop_map(|structure| Field::StructurePoints { structure }),
            Just(Field::Turn),
            Just(Field::ObjectiveTurns),
        ]
    }

    /// Every kind of event, with any numbers: the codec checks shape, not whether the event applies.
    fn arb_event() -> impl Strategy<Value = Event> {
        let side = || pick(&SIDES);
        let (u, st, n) = (arb_unit_id, arb_structure_id, any::<u32>);
        prop_oneof![
            Just(Event::PhaseAdvanced),
            Just(Event::TurnAdvanced),
            side().prop_map(|side| Event::MovesFirst { side }),
            (u(), n(), pick(&CAUSES), proptest::option::of(u()))
                .prop_map(|(unit, n, cause, by)| Event::Casualties { unit, n, cause, by }),
            (u(), n()).prop_map(|(unit, n)| Event::LeaderLost { unit, n }),
            (u(), arb_text())
                .prop_map(|(unit, formation)| Event::FormationChanged { unit, formation }),
            (u(), pick(&STATUSES)).prop_map(|(unit, status)| Event::StateChanged { unit, status }),
            (u(), u(), n()).prop_map(|(from, by, n)| Event::PrisonersTaken { from, by, n }),
            (u(), n(), pick(&PLACES)).prop_map(|(unit, guards, place)| Event::GuardsAssigned {
                unit,
                guards,
                place
            }),
            (u(), u(), n()).prop_map(|(from, to, n)| Event::PrisonersEscaped { from, to, n }),
            (st(), n())
                .prop_map(|(structure, points)| Event::StructureDamaged { structure, points }),
            (st(), any::<u8>())
                .prop_map(|(structure, chain)| Event::ChainBroken { structure, chain }),
            st().prop_map(|structure| Event::GateBroken { structure }),
            (u(), n()).prop_map(|(unit, n)| Event::DamageTokens { unit, n }),
            proptest::option::of(side()).prop_map(|side| Event::ObjectiveHeld { side }),
            side().prop_map(|fort_of| Event::FortTaken { fort_of }),
            (arb_field(), n()).prop_map(|(field, value)| Event::Adjusted { field, value }),
            (proptest::option::of(side()), arb_text())
                .prop_map(|(winner, note)| Event::BattleEnded { winner, note }),
        ]
    }

    fn arb_structure_kind() -> impl Strategy<Value = StructureKind> {
        prop_oneof![
            pick(&FIXED).prop_map(|fixed| StructureKind::Fixed { fixed }),
            any::<u8>().prop_map(|storeys| StructureKind::Building { storeys }),
            Just(StructureKind::Gate),
            Just(StructureKind::Drawbridge),
            pick(&OBJECT_KINDS).prop_map(|object| StructureKind::Object { object }),
            pick(&OBJECTS).prop_map(|object| StructureKind::SandarticusObject { object }),
        ]
    }

    fn arb_scenario() -> impl Strategy<Value = Scenario> {
        prop_oneof![
            Just(Scenario::OpenField),
            pick(&SIDES).prop_map(|defender| Scenario::FortDefence { defender }),
            pick(&SIDES).prop_map(|besieged| Scenario::ReliefOfFort { besieged }),
            proptest::option::of(pick(&SIDES))
                .prop_map(|defender| Scenario::HoldObjective { defender }),
        ]
    }

    fn arb_side() -> impl Strategy<Value = Side> {
        let unit = (
            arb_text(),
            pick(&UNIT_KINDS),
            any::<u32>(),
            any::<u32>(),
            arb_text(),
        )
            .prop_map(|(name, kind, men, leaders, formation)| UnitSetup {
                name,
                kind,
                men,
                leaders,
                formation,
            });
        (
            arb_text(),
            pick(&SYSTEMS),
            prop::collection::vec(unit, 0..4),
        )
            .prop_map(|(name, system, units)| Side {
                name,
                system,
                units,
            })
    }

    /// Any saved battle, valid or not: the tree codec must agree with serde on every shape.
    fn arb_saved() -> impl Strategy<Value = SavedBattle> {
        let structure = (
            arb_text(),
            arb_structure_kind(),
            proptest::option::of(pick(&SIDES)),
            proptest::option::of(any::<u32>()),
        )
            .prop_map(|(name, kind, owner, number)| StructureSetup {
                name,
                kind,
                owner,
                number,
            });
        let battle = (
            arb_side(),
            arb_side(),
            arb_scenario(),
            pick(&SIDES),
            prop::collection::vec(structure, 0..4),
        )
            .prop_map(|(a, b, scenario, first_mover, structures)| Battle {
                sides: [a, b],
                scenario,
                first_mover,
                structures,
            });
        let events = || prop::collection::vec(arb_event(), 0..12);
        (battle, events(), events(), any::<bool>()).prop_map(|(battle, events, undone, house)| {
            SavedBattle {
                battle,
                log: Log { events, undone },
                house: house.then(HouseRules::default),
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// What the tree writes is what serde writes, member for member in the same order, so an app from
        /// before the tree reads it; and the tree reads serde's text back to the same battle, so every battle
        /// saved before reads unchanged.
        #[test]
        fn the_tree_and_serde_agree(saved in arb_saved()) {
            let serde_text = crate::saved::envelope::encode(2, &saved);
            prop_assert_eq!(Json::parse(&saved.encode()), Json::parse(&serde_text));
            let (_, data) = crate::saved::json::open_envelope(&serde_text).unwrap();
            let (battle, log, house) = read(&data, true).unwrap();
            prop_assert_eq!(SavedBattle { battle, log, house }, saved);
        }

        /// The setup form's structures, sides and system read through `json::Field` as serde's derive wrote
        /// and read them.
        #[test]
        fn setup_parts_read_as_serde_read_them(
            kind in arb_structure_kind(),
            owner in proptest::option::of(pick(&SIDES)),
            number in proptest::option::of(any::<u32>()),
            system in pick(&SYSTEMS),
        ) {
            use crate::json::{Field as _, from_json, to_json};
            let st = StructureSetup { name: "Keep".to_string(), kind, owner, number };
            let written = to_json(&st).unwrap();
            prop_assert_eq!(StructureSetup::read(&written).ok(), Some(st.clone()));
            prop_assert_eq!(from_json::<StructureSetup>(&written).ok(), Some(st));
            let written = to_json(&system).unwrap();
            prop_assert_eq!(System::read(&written).ok(), Some(system));
            prop_assert_eq!(system.write(), written);
            if let Some(side) = owner {
                prop_assert_eq!(SideId::read(&to_json(&side).unwrap()).ok(), Some(side));
            }
        }
    }

    /// The golden battle of format 1 reads through the tree as serde read it, with no house rules of its
    /// own, and the members serde leaves out (a unit's kind, an event's `by`) take their defaults.
    #[test]
    fn the_golden_battle_reads_as_serde_read_it() {
        let text = include_str!("../../tests/fixtures/battle-v1.json");
        let saved = decode_battle(text).unwrap();
        assert_eq!(saved.house, None);
        assert_eq!(saved.battle.sides[1].units[1].kind, UnitKind::Wagon);
        assert_eq!(saved.log.events.len(), 7);
        assert_eq!(saved.log.undone.len(), 1);
        let minimal = r#"{"v":2,"data":{"battle":{"sides":[
            {"name":"A","system":"RomanWar","units":[{"name":"X","men":3}]},
            {"name":"B","system":"RomanWar","units":[{"name":"Y","men":2}]}],
            "scenario":{"kind":"open_field"},"first_mover":"A"},
            "log":{"events":[{"kind":"casualties","unit":1,"n":1,"cause":"Melee"}]}}}"#;
        let saved = decode_battle(minimal).unwrap();
        assert_eq!(saved.battle.sides[0].units[0].kind, UnitKind::Troops);
        assert_eq!(saved.battle.sides[0].units[0].leaders, 0);
        assert_eq!(
            saved.log.events,
            vec![Event::Casualties {
                unit: UnitId(1),
                n: 1,
                cause: Cause::Melee,
                by: None
            }]
        );
        assert_eq!(saved.house, None);
    }

    /// A battle whose members are damaged is refused with the member named, never half read.
    #[test]
    fn a_damaged_member_is_named() {
        let bad = r#"{"v":2,"data":{"battle":{"sides":[],"scenario":{"kind":"open_field"},"first_mover":"A"}}}"#;
        assert!(matches!(
            decode_battle(bad),
            Err(crate::saved::LoadError::Corrupt { detail }) if detail.contains("two sides")
        ));
        let unknown = r#"{"v":2,"data":{"battle":{"sides":[
            {"name":"A","system":"Chess","units":[]},{"name":"B","system":"RomanWar","units":[]}],
            "scenario":{"kind":"open_field"},"first_mover":"A"}}}"#;
        assert!(matches!(
            decode_battle(unknown),
            Err(crate::saved::LoadError::Corrupt { detail }) if detail.contains("system")
        ));
    }
}
