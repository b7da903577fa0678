//! One unit's form, in the shape its system needs. Each field writes straight into the army in the store; the
//! form is rebuilt from the data only when the list itself changes (a unit removed, another tab's edit).

use leptos::prelude::*;
use rules::ancients::unit::{Formation as AFormation, Size, UnitType, Weight};
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::roman_war::troops::{Troop as RwTroop, armour_of, required_formation};
use rules::roster::Forces;
use rules::sandarticus::formations::{Formation, MAX_MEN};
use rules::sandarticus::troops::{ArmourClass, CATALOGUE, profile};
use rules::sandarticus::weapons::weapon;

use super::systems::{capitalised, remove_unit};
use crate::armies_store::ArmiesStore;
use crate::components::count_field::CountField;
use crate::components::segmented::Toggle;
use crate::settings::use_settings;

/// The most figures one unit may hold: the rules' own ceiling for a body of men.
const MAX_FIGURES: u32 = MAX_MEN as u32;
/// Leaders and officers with one unit.
const MAX_LEADERS: u32 = rules::roster::MAX_LEADERS_PER_UNIT;

/// A handle on one unit of one army in the store.
#[derive(Clone)]
struct Slot {
    store: ArmiesStore,
    army: String,
    i: usize,
}

impl Slot {
    fn edit(&self, f: impl FnOnce(&mut Forces, usize)) {
        let i = self.i;
        self.store.update_army(&self.army, |a| f(&mut a.forces, i));
    }

    fn read<R>(&self, f: impl FnOnce(&Forces, usize) -> R) -> Option<R> {
        self.store.armies.with(|l| {
            l.iter()
                .find(|a| a.id == self.army)
                .map(|a| f(&a.forces, self.i))
        })
    }

    fn id(&self, field: &str) -> String {
        format!("unit-{}-{field}", self.i)
    }
}

/// A drop-down whose options are numbered; `on_pick` gets the index chosen.
pub fn picker(
    label: &'static str,
    id: String,
    options: Vec<String>,
    chosen: usize,
    on_pick: impl Fn(usize) + 'static,
) -> AnyView {
    // Boxed, so the view is built by one copy of the code rather than one per caller.
    picker_boxed(label, id, options, chosen, Box::new(on_pick))
}

fn picker_boxed(
    label: &'static str,
    id: String,
    options: Vec<String>,
    chosen: usize,
    on_pick: Box<dyn Fn(usize)>,
) -> AnyView {
    let opts = options
        .into_iter()
        .enumerate()
        .map(|(i, o)| view! { <option value=i.to_string() selected=i == chosen>{o}</option> })
        .collect_view();
    view! {
        <label class="field">
            <span>{label}</span>
            <select id=id on:change=move |ev| {
                if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                    on_pick(i)
                }
            }>{opts}</select>
        </label>
    }
    .into_any()
}

/// A line of text; `on_text` gets every change.
pub fn text_field(
    label: &'static str,
    id: String,
    initial: String,
    on_text: impl Fn(String) + 'static,
) -> AnyView {
    text_boxed(label, id, initial, Box::new(on_text))
}

fn text_boxed(
    label: &'static str,
    id: String,
    initial: String,
    on_text: Box<dyn Fn(String)>,
) -> AnyView {
    view! {
        <label class="field">
            <span>{label}</span>
            <input type="text" id=id autocomplete="off" prop:value=initial
                on:input=move |ev| on_text(event_target_value(&ev)) />
        </label>
    }
    .into_any()
}

/// A `CountField` whose accepted numbers are written with `write`.
pub fn count(
    label: &'static str,
    id: String,
    initial: u32,
    max: u32,
    write: impl Fn(u32) + 'static,
) -> AnyView {
    count_boxed(label, id, initial, max, Box::new(write))
}

fn count_boxed(
    label: &'static str,
    id: String,
    initial: u32,
    max: u32,
    write: Box<dyn Fn(u32)>,
) -> AnyView {
    let value = RwSignal::new(initial);
    let error = RwSignal::new(None);
    Effect::new(move |prev: Option<()>| {
        let v = value.get();
        if prev.is_some() {
            write(v);
        }
    });
    view! { <CountField label=label value=value error=error min=0 max=max id=id /> }.into_any()
}

fn toggle(label: &str, initial: bool, write: impl Fn(bool) + 'static) -> AnyView {
    toggle_boxed(label, initial, Box::new(write))
}

fn toggle_boxed(label: &str, initial: bool, write: Box<dyn Fn(bool)>) -> AnyView {
    let value = RwSignal::new(initial);
    Effect::new(move |prev: Option<()>| {
        let v = value.get();
        if prev.is_some() {
            write(v);
        }
    });
    view! { <Toggle label=label.to_string() value=value /> }.into_any()
}

/// One unit's card: its fields, and a button to remove it.
#[component]
pub fn UnitRow(store: ArmiesStore, army: String, i: usize) -> impl IntoView {
    let slot = Slot { store, army, i };
    let Some(forces) = store.army(&slot.army).map(|a| a.forces) else {
        return ().into_any();
    };
    let fields = match forces {
        Forces::Sandarticus(f) => f
            .units
            .get(i)
            .cloned()
            .map(|u| sandarticus_fields(slot.clone(), u).into_any()),
        Forces::JerseyShore(f) => f
            .units
            .get(i)
            .cloned()
            .map(|u| jersey_fields(slot.clone(), u).into_any()),
        Forces::RomanWar(f) => f
            .units
            .get(i)
            .cloned()
            .map(|u| roman_war_fields(slot.clone(), u).into_any()),
        Forces::Ancients(f) => f
            .units
            .get(i)
            .cloned()
            .map(|u| ancients_fields(slot.clone(), u).into_any()),
    };
    let remove = {
        let slot = slot.clone();
        move |_| {
            slot.edit(remove_unit);
            store.rev.update(|r| *r += 1);
        }
    };
    view! {
        <li class="unit-card" data-testid="unit">
            <div class="unit-head">
                <h3>{format!("Unit {}", i + 1)}</h3>
                <button type="button" class="quiet no-print" aria-label=format!("Remove unit {}", i + 1)
                    on:click=remove>"Remove"</button>
            </div>
            {fields}
        </li>
    }
    .into_any()
}

fn name_and_notes(
    slot: Slot,
    name: String,
    notes: String,
    set: fn(&mut Forces, usize, String, bool),
) -> (impl IntoView, impl IntoView) {
    let (a, b) = (slot.clone(), slot.clone());
    (
        text_field("Name (optional)", slot.id("name"), name, move |t| {
            a.edit(|f, i| set(f, i, t, true))
        }),
        text_field("Notes", slot.id("notes"), notes, move |t| {
            b.edit(|f, i| set(f, i, t, false))
        }),
    )
}

fn sandarticus_fields(slot: Slot, u: rules::roster::sandarticus::Unit) -> impl IntoView {
    fn unit(f: &mut Forces, i: usize) -> Option<&mut rules::roster::sandarticus::Unit> {
        match f {
            Forces::Sandarticus(f) => f.units.get_mut(i),
            _ => None,
        }
    }
    let (name, notes) = name_and_notes(
        slot.clone(),
        u.name.clone(),
        u.notes.clone(),
        |f, i, t, is_name| {
            if let Some(u) = unit(f, i) {
                if is_name { u.name = t } else { u.notes = t }
            }
        },
    );
    let troop_names = CATALOGUE.iter().map(|p| capitalised(p.name)).collect();
    let chosen = CATALOGUE
        .iter()
        .position(|p| p.troop == u.troop)
        .unwrap_or(0);
    let s = slot.clone();
    let troop = picker(
        "Troop type",
        slot.id("troop"),
        troop_names,
        chosen,
        move |k| {
            s.edit(|f, i| {
                if let (Some(u), Some(p)) = (unit(f, i), CATALOGUE.get(k)) {
                    u.troop = p.troop;
                }
            })
        },
    );
    let s = slot.clone();
    let figures = count(
        "Figures",
        slot.id("figures"),
        u.figures,
        MAX_FIGURES,
        move |v| s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.figures = v)),
    );
    let s = slot.clone();
    let leaders = count(
        "Leaders",
        slot.id("leaders"),
        u.leaders,
        MAX_LEADERS,
        move |v| s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.leaders = v)),
    );
    let formations = Formation::ALL
        .iter()
        .map(|f| capitalised(f.name()))
        .collect();
    let chosen = Formation::ALL
        .iter()
        .position(|f| *f == u.formation)
        .unwrap_or(0);
    let s = slot.clone();
    let formation = picker(
        "Formation",
        slot.id("formation"),
        formations,
        chosen,
        move |k| {
            s.edit(|f, i| {
                if let (Some(u), Some(fm)) = (unit(f, i), Formation::ALL.get(k)) {
                    u.formation = *fm;
                }
            })
        },
    );
    let s = slot.clone();
    let messengers = toggle(
        "Messengers (ride without a leader)",
        u.messengers,
        move |v| s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.messengers = v)),
    );
    let kit = move || {
        slot.read(|f, i| match f {
            Forces::Sandarticus(f) => f.units.get(i).map(|u| {
                let names: Vec<&str> = u.kit().iter().map(|w| weapon(*w).name).collect();
                format!(
                    "Kit: {} ({} armour)",
                    names.join(", "),
                    class_name(profile(u.troop).class)
                )
            }),
            _ => None,
        })
        .flatten()
    };
    view! {
        {troop}
        <p class="unit-kit">{kit}</p>
        {figures}
        {leaders}
        {formation}
        {messengers}
        {name}
        {notes}
    }
}

fn class_name(c: ArmourClass) -> &'static str {
    match c {
        ArmourClass::Light => "light",
        ArmourClass::Medium => "medium",
        ArmourClass::Heavy => "heavy",
    }
}

fn jersey_fields(slot: Slot, u: rules::roster::jersey_shore::Unit) -> impl IntoView {
    fn unit(f: &mut Forces, i: usize) -> Option<&mut rules::roster::jersey_shore::Unit> {
        match f {
            Forces::JerseyShore(f) => f.units.get_mut(i),
            _ => None,
        }
    }
    let (name, notes) = name_and_notes(
        slot.clone(),
        u.name.clone(),
        u.notes.clone(),
        |f, i, t, is_name| {
            if let Some(u) = unit(f, i) {
                if is_name { u.name = t } else { u.notes = t }
            }
        },
    );
    let names = TroopType::ALL
        .iter()
        .map(|t| capitalised(t.name()))
        .collect();
    let chosen = TroopType::ALL
        .iter()
        .position(|t| *t == u.troop)
        .unwrap_or(0);
    let s = slot.clone();
    let troop = picker("Troop type", slot.id("troop"), names, chosen, move |k| {
        s.edit(|f, i| {
            if let (Some(u), Some(t)) = (unit(f, i), TroopType::ALL.get(k)) {
                u.troop = *t;
            }
        })
    });
    let s = slot.clone();
    let figures = count(
        "Figures",
        slot.id("figures"),
        u.figures,
        MAX_FIGURES,
        move |v| s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.figures = v)),
    );
    let s = slot.clone();
    let officers = count(
        "Officers",
        slot.id("leaders"),
        u.officers,
        MAX_LEADERS,
        move |v| s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.officers = v)),
    );
    let mut weapons = vec!["As the troop list gives".to_string()];
    weapons.extend(MeleeWeapon::ALL.iter().map(|w| capitalised(w.name())));
    let chosen = u
        .weapon
        .and_then(|w| MeleeWeapon::ALL.iter().position(|m| *m == w))
        .map_or(0, |k| k + 1);
    let weapon = picker(
        "Hand-to-hand weapon",
        slot.id("weapon"),
        weapons,
        chosen,
        move |k| {
            slot.edit(|f, i| {
                if let Some(u) = unit(f, i) {
                    u.weapon = k
                        .checked_sub(1)
                        .and_then(|k| MeleeWeapon::ALL.get(k).copied());
                }
            })
        },
    );
    view! { {troop} {figures} {officers} {weapon} {name} {notes} }
}

fn roman_war_fields(slot: Slot, u: rules::roster::roman_war::Unit) -> impl IntoView {
    fn unit(f: &mut Forces, i: usize) -> Option<&mut rules::roster::roman_war::Unit> {
        match f {
            Forces::RomanWar(f) => f.units.get_mut(i),
            _ => None,
        }
    }
    let (name, notes) = name_and_notes(
        slot.clone(),
        u.name.clone(),
        u.notes.clone(),
        |f, i, t, is_name| {
            if let Some(u) = unit(f, i) {
                if is_name { u.name = t } else { u.notes = t }
            }
        },
    );
    let names = RwTroop::ALL.iter().map(|t| capitalised(t.name())).collect();
    let chosen = RwTroop::ALL.iter().position(|t| *t == u.troop).unwrap_or(0);
    let s = slot.clone();
    let troop = picker("Troop type", slot.id("troop"), names, chosen, move |k| {
        s.edit(|f, i| {
            if let (Some(u), Some(t)) = (unit(f, i), RwTroop::ALL.get(k)) {
                u.troop = *t;
            }
        })
    });
    let s = slot.clone();
    let figures = count(
        "Figures",
        slot.id("figures"),
        u.figures,
        MAX_FIGURES,
        move |v| s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.figures = v)),
    );
    let settings = use_settings();
    // Armour and formation follow from the troop type (and the house rules); shown, not chosen.
    let facts = move || {
        let house = settings.settings.get().house;
        slot.read(|f, i| match f {
            Forces::RomanWar(f) => f.units.get(i).map(|u| {
                let armour = armour_of(u.troop, &house.roman_war).0.name();
                match required_formation(u.troop) {
                    Some(fm) => format!("{}; keeps {}", capitalised(armour), fm.describe()),
                    None => capitalised(armour),
                }
            }),
            _ => None,
        })
        .flatten()
    };
    view! { {troop} <p class="unit-kit">{facts}</p> {figures} {name} {notes} }
}

fn ancients_fields(slot: Slot, u: rules::ancients::unit::Unit) -> impl IntoView {
    fn unit(f: &mut Forces, i: usize) -> Option<&mut rules::ancients::unit::Unit> {
        match f {
            Forces::Ancients(f) => f.units.get_mut(i),
            _ => None,
        }
    }
    let s = slot.clone();
    let name = text_field(
        "Name (optional)",
        slot.id("name"),
        u.name.clone(),
        move |t| {
            s.edit(|f, i| {
                if let Some(u) = unit(f, i) {
                    u.name = t
                }
            })
        },
    );
    macro_rules! choose {
        ($label:expr, $field:ident, $all:expr, $key:expr) => {{
            let s = slot.clone();
            let names = $all.iter().map(|x| capitalised(x.name())).collect();
            let chosen = $all.iter().position(|x| *x == u.$field).unwrap_or(0);
            picker($label, slot.id($key), names, chosen, move |k| {
                s.edit(|f, i| {
                    if let (Some(u), Some(x)) = (unit(f, i), $all.get(k)) {
                        u.$field = *x;
                    }
                })
            })
        }};
    }
    let kind = choose!("Foot or horse", kind, UnitType::ALL, "troop");
    let size = choose!("Size", size, Size::ALL, "size");
    let weight = choose!("Weight", weight, Weight::ALL, "weight");
    let formation = choose!("Formation", formation, AFormation::ALL, "formation");
    let s = slot.clone();
    let skill = count("Skill", slot.id("skill"), u.skill.into(), 20, move |v| {
        s.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.skill = v as u8))
    });
    let leadership = count(
        "Leadership",
        slot.id("leadership"),
        u.leadership.into(),
        20,
        move |v| slot.edit(|f, i| unit(f, i).into_iter().for_each(|u| u.leadership = v as u8)),
    );
    view! { {kind} {size} {weight} {formation} {skill} {leadership} {name} }
}
