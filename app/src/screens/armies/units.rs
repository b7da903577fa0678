//! One unit's form, in the shape its system needs. Each field writes straight into the army in the store; the
//! form is rebuilt from the data only when the list itself changes (a unit removed, another tab's edit).

use leptos::prelude::*;
use rules::ancients::unit::{
    Formation as AFormation, Size, Style, Unit as AnUnit, UnitType, Weight,
};
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::roman_war::troops::{Troop as RwTroop, armour_of, required_formation};
use rules::roster::Forces;
use rules::roster::jersey_shore::Unit as JsUnit;
use rules::roster::limits;
use rules::roster::roman_war::Unit as RwUnit;
use rules::roster::sandarticus::Unit as SaUnit;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::troops::{ArmourClass, CATALOGUE, armour_class};
use rules::sandarticus::weapons::{WEAPONS, weapon};

use super::systems::remove_unit;
use crate::armies_store::ArmiesStore;
use crate::components::count_field::CountField;
use crate::components::toggle::Toggle;
use crate::settings::use_settings;
use rules::text::capitalise;

/// The most figures one unit may hold: the rules' own ceiling for a body of men, which imports meet too.
const MAX_FIGURES: u32 = limits::MAX_FIGURES;
/// Leaders and officers with one unit.
const MAX_LEADERS: u32 = limits::MAX_LEADERS_PER_UNIT;

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

/// A line of text of at most `max` letters (the limit imports are held to); `on_text` gets every change.
pub fn text_field(
    label: &'static str,
    id: String,
    initial: String,
    max: usize,
    on_text: impl Fn(String) + 'static,
) -> AnyView {
    text_boxed(label, id, initial, max, Box::new(on_text))
}

fn text_boxed(
    label: &'static str,
    id: String,
    initial: String,
    max: usize,
    on_text: Box<dyn Fn(String)>,
) -> AnyView {
    view! {
        <label class="field">
            <span>{label}</span>
            <input type="text" id=id autocomplete="off" maxlength=max prop:value=initial
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

/// A system's unit, found in the army's forces by its place: lets one set of field helpers serve all four
/// unit editors.
trait UnitOf: 'static {
    fn of(f: &mut Forces, i: usize) -> Option<&mut Self>;
}

macro_rules! unit_of {
    ($t:ty, $system:ident) => {
        impl UnitOf for $t {
            fn of(f: &mut Forces, i: usize) -> Option<&mut $t> {
                match f {
                    Forces::$system(f) => f.units.get_mut(i),
                    _ => None,
                }
            }
        }
    };
}

unit_of!(SaUnit, Sandarticus);
unit_of!(JsUnit, JerseyShore);
unit_of!(RwUnit, RomanWar);
unit_of!(AnUnit, Ancients);

/// The field helpers: each writes straight into the unit of type `U` in this slot.
impl Slot {
    fn set<U: UnitOf>(&self, write: impl FnOnce(&mut U)) {
        self.edit(|f, i| {
            if let Some(u) = U::of(f, i) {
                write(u)
            }
        });
    }

    /// A drop-down over one of the rules' option lists (a type's `ALL`, the troop catalogue).
    fn choice<U: UnitOf, T: 'static>(
        &self,
        label: &'static str,
        key: &str,
        all: &'static [T],
        name: fn(&T) -> String,
        current: impl Fn(&T) -> bool,
        write: fn(&mut U, &T),
    ) -> AnyView {
        let names = all.iter().map(name).collect();
        let chosen = all.iter().position(current).unwrap_or(0);
        let s = self.clone();
        picker(label, self.id(key), names, chosen, move |k| {
            if let Some(x) = all.get(k) {
                s.set(|u: &mut U| write(u, x))
            }
        })
    }

    fn number<U: UnitOf>(
        &self,
        label: &'static str,
        key: &str,
        initial: u32,
        max: u32,
        write: fn(&mut U, u32),
    ) -> AnyView {
        let s = self.clone();
        count(label, self.id(key), initial, max, move |v| {
            s.set(|u: &mut U| write(u, v))
        })
    }

    fn text<U: UnitOf>(
        &self,
        label: &'static str,
        key: &str,
        initial: String,
        write: fn(&mut U, String),
    ) -> AnyView {
        let s = self.clone();
        let max = if key == "notes" {
            limits::MAX_NOTES
        } else {
            limits::MAX_NAME
        };
        text_field(label, self.id(key), initial, max, move |t| {
            s.set(|u: &mut U| write(u, t))
        })
    }

    fn switch<U: UnitOf>(&self, label: &str, initial: bool, write: fn(&mut U, bool)) -> AnyView {
        let s = self.clone();
        toggle(label, initial, move |v| s.set(|u: &mut U| write(u, v)))
    }
}

fn sandarticus_fields(slot: Slot, u: SaUnit) -> impl IntoView {
    let troop = slot.choice(
        "Troop type",
        "troop",
        &CATALOGUE,
        |p| capitalise(p.name),
        |p| p.troop == u.troop,
        |u: &mut SaUnit, p| u.troop = p.troop,
    );
    let formation = slot.choice(
        "Formation",
        "formation",
        &Formation::ALL,
        |f| capitalise(f.name()),
        |f| *f == u.formation,
        |u: &mut SaUnit, f| u.formation = *f,
    );
    let figures = slot.number(
        "Figures",
        "figures",
        u.figures,
        MAX_FIGURES,
        |u: &mut SaUnit, v| u.figures = v,
    );
    let leaders = slot.number(
        "Leaders",
        "leaders",
        u.leaders,
        MAX_LEADERS,
        |u: &mut SaUnit, v| u.leaders = v,
    );
    let messengers = slot.switch(
        "Messengers (ride without a leader)",
        u.messengers,
        |u: &mut SaUnit, v| u.messengers = v,
    );
    let name = slot.text("Name (optional)", "name", u.name, |u: &mut SaUnit, t| {
        u.name = t
    });
    let notes = slot.text("Notes", "notes", u.notes, |u: &mut SaUnit, t| u.notes = t);
    let s = slot.clone();
    let settings = use_settings();
    // The armour class under the house settings (a house rule may change a troop type's class).
    let kit = move || {
        let house = settings.settings.get().house;
        s.read(|f, i| match f {
            Forces::Sandarticus(f) => f.units.get(i).map(|u| {
                let names: Vec<&str> = u.kit().iter().map(|w| weapon(*w).name).collect();
                let whose = if u.weapons.is_empty() {
                    "the troop list's"
                } else {
                    "your own"
                };
                format!(
                    "Kit ({whose}): {} ({} armour)",
                    names.join(", "),
                    class_name(armour_class(u.troop, &house.sandarticus))
                )
            }),
            _ => None,
        })
        .flatten()
    };
    view! {
        {troop}
        <p class="unit-kit" data-testid="unit-kit">{kit}</p>
        {figures}
        {leaders}
        {formation}
        {messengers}
        {weapons_field(slot)}
        {name}
        {notes}
    }
}

/// The unit's weapons, one switch per weapon of the list; ticked as the unit carries them.
fn weapons_field(slot: Slot) -> impl IntoView {
    let switches = WEAPONS
        .iter()
        .map(|p| {
            let w = p.weapon;
            let (r, e) = (slot.clone(), slot.clone());
            let on = move || {
                r.read(|f, i| match f {
                    Forces::Sandarticus(f) => f.units.get(i).map(|u| u.kit().contains(&w)),
                    _ => None,
                })
                .flatten()
                .unwrap_or(false)
            };
            let tick = on.clone();
            view! {
                <button type="button" class="toggle" role="switch" data-weapon=p.name
                    aria-checked=move || on().to_string()
                    on:click=move |_| e.set(|u: &mut SaUnit| u.toggle_weapon(w))>
                    <span class="toggle-box" aria-hidden="true">{move || if tick() { "\u{2714}" } else { "" }}</span>
                    <span>{capitalise(p.name)}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <fieldset class="unit-weapons" data-testid=slot.id("weapons")>
            <legend>"Weapons"</legend>
            <p class="unit-kit">"Ticked as the troop list arms them until you change them. Untick them all to go back to the list."</p>
            <div class="weapon-grid">{switches}</div>
        </fieldset>
    }
}

fn class_name(c: ArmourClass) -> &'static str {
    match c {
        ArmourClass::Light => "light",
        ArmourClass::Medium => "medium",
        ArmourClass::Heavy => "heavy",
    }
}

fn jersey_fields(slot: Slot, u: JsUnit) -> impl IntoView {
    let troop = slot.choice(
        "Troop type",
        "troop",
        &TroopType::ALL,
        |t| capitalise(t.name()),
        |t| *t == u.troop,
        |u: &mut JsUnit, t| u.troop = *t,
    );
    let figures = slot.number(
        "Figures",
        "figures",
        u.figures,
        MAX_FIGURES,
        |u: &mut JsUnit, v| u.figures = v,
    );
    let officers = slot.number(
        "Officers",
        "leaders",
        u.officers,
        MAX_LEADERS,
        |u: &mut JsUnit, v| u.officers = v,
    );
    // "As the troop list gives" first, then the rules' list: `None` and `Some` of each weapon.
    let weapon = slot.choice(
        "Hand-to-hand weapon",
        "weapon",
        &MELEE_CHOICES,
        |w| {
            w.map_or("As the troop list gives".to_string(), |w| {
                capitalise(w.name())
            })
        },
        |w| *w == u.weapon,
        |u: &mut JsUnit, w| u.weapon = *w,
    );
    let name = slot.text("Name (optional)", "name", u.name, |u: &mut JsUnit, t| {
        u.name = t
    });
    let notes = slot.text("Notes", "notes", u.notes, |u: &mut JsUnit, t| u.notes = t);
    view! { {troop} {figures} {officers} {weapon} {name} {notes} }
}

/// The hand-to-hand weapon choices: the troop list's own, or one of the rules' weapons.
const MELEE_CHOICES: [Option<MeleeWeapon>; MeleeWeapon::ALL.len() + 1] = {
    let mut out = [None; MeleeWeapon::ALL.len() + 1];
    let mut k = 0;
    while k < MeleeWeapon::ALL.len() {
        out[k + 1] = Some(MeleeWeapon::ALL[k]);
        k += 1;
    }
    out
};

fn roman_war_fields(slot: Slot, u: RwUnit) -> impl IntoView {
    let troop = slot.choice(
        "Troop type",
        "troop",
        &RwTroop::ALL,
        |t| capitalise(t.name()),
        |t| *t == u.troop,
        |u: &mut RwUnit, t| u.troop = *t,
    );
    let figures = slot.number(
        "Figures",
        "figures",
        u.figures,
        MAX_FIGURES,
        |u: &mut RwUnit, v| u.figures = v,
    );
    let name = slot.text("Name (optional)", "name", u.name, |u: &mut RwUnit, t| {
        u.name = t
    });
    let notes = slot.text("Notes", "notes", u.notes, |u: &mut RwUnit, t| u.notes = t);
    let settings = use_settings();
    // Armour and formation follow from the troop type (and the house rules); shown, not chosen.
    let facts = move || {
        let house = settings.settings.get().house;
        slot.read(|f, i| match f {
            Forces::RomanWar(f) => f.units.get(i).map(|u| {
                let armour = armour_of(u.troop, &house.roman_war).0.name();
                match required_formation(u.troop) {
                    Some(fm) => format!("{}; keeps {}", capitalise(armour), fm.describe()),
                    None => capitalise(armour),
                }
            }),
            _ => None,
        })
        .flatten()
    };
    view! { {troop} <p class="unit-kit">{facts}</p> {figures} {name} {notes} }
}

fn ancients_fields(slot: Slot, u: AnUnit) -> impl IntoView {
    let kind = slot.choice(
        "Foot or horse",
        "troop",
        &UnitType::ALL,
        |x| capitalise(x.name()),
        |x| *x == u.kind,
        |u: &mut AnUnit, x| u.kind = *x,
    );
    let size = slot.choice(
        "Size",
        "size",
        &Size::ALL,
        |x| capitalise(x.name()),
        |x| *x == u.size,
        |u: &mut AnUnit, x| u.size = *x,
    );
    let weight = slot.choice(
        "Weight",
        "weight",
        &Weight::ALL,
        |x| capitalise(x.name()),
        |x| *x == u.weight,
        |u: &mut AnUnit, x| u.weight = *x,
    );
    let formation = slot.choice(
        "Formation",
        "formation",
        &AFormation::ALL,
        |x| capitalise(x.name()),
        |x| *x == u.formation,
        |u: &mut AnUnit, x| u.formation = *x,
    );
    let style = slot.choice(
        "Fighting style",
        "style",
        &Style::ALL,
        |x| capitalise(x.name()),
        |x| *x == u.style,
        |u: &mut AnUnit, x| u.style = *x,
    );
    // Any number a u8 holds may be typed; the roster check says when it is off the house scale.
    let skill = slot.number(
        "Skill",
        "skill",
        u.skill.into(),
        u8::MAX.into(),
        |u: &mut AnUnit, v| u.skill = v.min(u8::MAX.into()) as u8,
    );
    let leadership = slot.number(
        "Leadership",
        "leadership",
        u.leadership.into(),
        u8::MAX.into(),
        |u: &mut AnUnit, v| u.leadership = v.min(u8::MAX.into()) as u8,
    );
    let name = slot.text("Name (optional)", "name", u.name, |u: &mut AnUnit, t| {
        u.name = t
    });
    view! { {kind} {size} {weight} {formation} {style} {skill} {leadership} {name} }
}
