//! One army open for editing: its name and people, the leaders who stand apart from units, the units, quick
//! bucket entry, totals and live findings (against a chosen opponent too). Every control is one of the kit's,
//! bound to the army in the store through a lens (`field`).

use leptos::prelude::*;

use crate::computed::Computed;
use rules::roster::{Army, check, limits};
use rules::rule::System;
use rules::saved::roster::house_of;
use rules::text::capitalise;

use super::Screen;
use super::bucket::BucketEntry;
use super::checks::{Findings, Totals};
use super::field::Slot;
use super::leaders::ArmyLeaders;
use super::systems::{add_unit, people_label, peoples, set_people, troops};
use super::units::UnitRow;
use crate::armies_store::ArmiesStore;
use crate::components::pick::Pick;
use crate::components::text_field::TextField;
use crate::settings::use_settings;

#[component]
pub fn ArmyEditor(screen: Screen, id: String) -> impl IntoView {
    let store = screen.store;
    let Some(army) = store.army(&id) else {
        return ().into_any();
    };
    let settings = use_settings();
    let system = army.system();
    let slot = Slot::new(store, &id, 0);
    let army_sig = Computed::new(move || slot.read(Army::clone));
    let name = slot.field(
        army.name.clone(),
        |a, _| Some(a.name.clone()),
        |a, _, t| a.name = t,
    );
    let notes = slot.field(
        army.notes.clone(),
        |a, _| Some(a.notes.clone()),
        |a, _, t| a.notes = t,
    );
    let options = peoples(system);
    let people = (options.len() > 1).then(|| {
        let options = options
            .iter()
            .map(|p| capitalise(p.name()))
            .enumerate()
            .collect();
        let value = slot.field(
            people_place(&army).unwrap_or(0),
            |a, _| people_place(a),
            |a, _, k| {
                if let Some(p) = peoples(a.system()).get(k) {
                    set_people(&mut a.forces, *p)
                }
            },
        );
        view! { <Pick label=people_label(system) options=options value=value id="army-people" /> }
    });
    let opponent = screen.opponent;
    let findings = Computed::new(move || {
        let house = settings.settings.get().house;
        let other = opponent
            .get()
            .and_then(|o| store.armies.with(|l| l.iter().find(|a| a.id == o).cloned()));
        army_sig
            .get()
            .map(|a| check(&a, other.as_ref(), house_of(&a, &house)))
            .unwrap_or_default()
    });
    view! {
        <section class="army-editor" aria-label="Army">
            <p class="army-system">{format!("{} army", system.name())}</p>
            <TextField label="Army name" value=name max=limits::MAX_NAME id="army-name" />
            {people}
            <ArmyLeaders army=slot />
            <Totals army=army_sig />
            <Findings findings=findings />
            <OpponentPicker screen=screen id=id.clone() />
            <h2>"Units"</h2>
            <UnitsList store=store id=id.clone() />
            <AddUnit screen=screen system=system />
            {(system != System::Ancients).then(|| view! { <BucketEntry store=store id=id.clone() /> })}
            <TextField label="Notes" value=notes max=limits::MAX_NOTES id="army-notes" />
        </section>
    }
    .into_any()
}

/// The army's people by place in its system's list, as every drop-down of the editor picks by place.
fn people_place(a: &Army) -> Option<usize> {
    peoples(a.system()).iter().position(|p| *p == a.people())
}

/// Another army to check the balance against, or none.
#[component]
fn OpponentPicker(screen: Screen, id: String) -> impl IntoView {
    let store = screen.store;
    let others = Computed::new(move || {
        store.armies.with(|l| {
            let others = l.iter().filter(|a| a.id != id);
            let mut options = vec![(None, "No opponent".to_string())];
            options.extend(others.map(|a| (Some(a.id.clone()), a.name.clone())));
            options
        })
    });
    move || {
        let options = others.get();
        (options.len() > 1).then(|| {
            view! { <Pick label="Check the balance against" options=options value=screen.opponent id="opponent" /> }
        })
    }
}

#[component]
fn UnitsList(store: ArmiesStore, id: String) -> impl IntoView {
    let n = {
        let id = id.clone();
        Computed::new(move || {
            store
                .armies
                .with(|l| l.iter().find(|a| a.id == id).map_or(0, |a| a.unit_count()))
        })
    };
    view! {
        <ol class="unit-list">
            <For each=move || { let r = store.rev.get(); (0..n.get()).map(move |i| (r, i)).collect::<Vec<_>>() }
                key=|k| *k
                children=move |(_, i)| view! { <UnitRow store=store army=id.clone() i=i /> } />
        </ol>
        {move || (n.get() == 0).then(|| view! {
            <p class="empty-note">"No units yet: add one below, or count figures by type with the quick entry."</p>
        })}
    }
}

/// The troop type of the next unit "Add unit" adds.
#[component]
fn AddUnit(screen: Screen, system: System) -> impl IntoView {
    let options = troops(system)
        .iter()
        .enumerate()
        .map(|(k, t)| (k, capitalise(t.name())))
        .collect();
    screen.new_unit_kind.set(0);
    view! {
        <div class="add-unit no-print">
            <Pick label="New unit's troop type" options=options value=screen.new_unit_kind id="new-unit-troop" />
        </div>
    }
}

/// Adds a unit of the troop type picked in `AddUnit` to the open army.
pub fn add_picked_unit(screen: Screen, id: &str) {
    let store = screen.store;
    let house = screen.settings.settings.get_untracked().house;
    let k = screen.new_unit_kind.get_untracked();
    store.update_army(id, |a| {
        if let Some(kind) = troops(a.system()).get(k) {
            add_unit(&mut a.forces, *kind, 0, &house);
        }
    });
}
