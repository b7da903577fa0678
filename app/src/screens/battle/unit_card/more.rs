//! The rarer changes to one unit: several casualties at once, its state and formation, prisoners taken, guards
//! set or escaped, an Ancients damage token, and a number corrected by hand.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Cause, Event, Field, UnitId, UnitStatus};
use rules::rule::System;
use rules::sandy_hook::prisoners::PrisonerPlace;
use rules::text::Choice;

use super::super::desk::{Desk, indexed, nth};
use super::super::store::with_state;
use super::super::text_field::TextField;
use super::casualties;
use crate::components::count_field::CountField;
use crate::components::pick::{Pick, select_list};
use crate::components::toggle::Toggle;
use crate::field;

/// The numbers a player may correct by hand, with their names.
fn fixes(unit: UnitId) -> [(Field, &'static str); 5] {
    [
        (Field::Men { unit }, "Men"),
        (Field::Leaders { unit }, "Leaders"),
        (Field::Prisoners { unit }, "Prisoners held"),
        (Field::Guards { unit }, "Guards"),
        (Field::DamageTokens { unit }, "Damage tokens"),
    ]
}

/// Every value's one label, as a picker's options.
fn choices<T: Choice>() -> Vec<(usize, String)> {
    indexed(T::ALL.iter().map(|v| v.label().to_string()))
}

#[component]
pub fn UnitMore(desk: Desk, id: UnitId) -> impl IntoView {
    let i = usize::from(id.0);
    let (store, form) = (desk.store, desk.form);
    let enemies = desk.enemies_of(id, false);
    let held = desk.enemies_of(id, true);
    let names = |l: &[super::super::desk::Enemy]| indexed(l.iter().map(|e| e.name.clone()));
    let (enemy_names, held_names) = (names(&enemies), names(&held));
    let (enemies, held) = (StoredValue::new(enemies), StoredValue::new(held));
    let f = move || form.get_untracked().more;
    let record = move |e: Event| store.record(vec![e]);
    let holds_prisoners = Computed::new(move || {
        with_state(store, |s| s.units.get(i).is_some_and(|u| u.prisoners > 0))
    });
    // The state is recorded as soon as it is picked.
    let status = Signal::derive(move || {
        let st = with_state(store, |s| {
            s.units.get(i).map(|u| u.status).unwrap_or_default()
        });
        UnitStatus::ALL.iter().position(|&x| x == st).unwrap_or(0)
    });
    let set_status = Callback::new(move |k: usize| {
        let status = nth(&UnitStatus::ALL, k);
        if with_state(store, |s| s.units.get(i).map(|u| u.status)) != Some(status) {
            record(Event::StateChanged { unit: id, status });
        }
    });
    let statuses = UnitStatus::ALL
        .iter()
        .map(|s| s.label().to_string())
        .collect();
    let fix_options = indexed(fixes(id).iter().map(|(_, label)| label.to_string()));
    let causes = choices::<Cause>();
    let lost_label = move || format!("Take off {}", form.with(|f| f.more.lost));
    let escape = move |_| {
        if let Some(to) = held.with_value(|l| l.get(f().escape_to).map(|e| e.id)) {
            record(Event::PrisonersEscaped {
                from: id,
                to,
                n: f().escaped,
            });
        }
    };
    view! {
        <div class="unit-more">
            <div class="row">
                <CountField label="Men lost" value=field!(form => more.lost) min=0 max=10_000 id=format!("n-{i}") />
                <Pick label="Cause" options=causes value=field!(form => more.cause) id=format!("cause-{i}") />
                <button type="button" class="secondary" data-testid=format!("casn-{i}")
                    on:click=move |_| casualties(store, id, f().lost, nth(&Cause::ALL, f().cause))>{lost_label}</button>
            </div>
            {select_list("State", format!("state-{i}"), statuses, status, set_status)}
            <div class="row">
                <TextField label="Formation" value=field!(form => more.formation) id=format!("formation-{i}") />
                <button type="button" class="secondary" on:click=move |_| {
                    record(Event::FormationChanged { unit: id, formation: f().formation })
                }>"Set formation"</button>
            </div>
            <div class="row">
                <CountField label="Prisoners taken" value=field!(form => more.taken) min=1 max=10_000 id=format!("taken-{i}") />
                <Pick label="From" options=enemy_names value=field!(form => more.taken_from) id=format!("taken-from-{i}") />
                <button type="button" class="secondary" on:click=move |_| {
                    if let Some(from) = enemies.with_value(|l| l.get(f().taken_from).map(|e| e.id)) {
                        record(Event::PrisonersTaken { from, by: id, n: f().taken });
                    }
                }>"Take prisoners"</button>
            </div>
            <div class="row">
                <CountField label="Guards" value=field!(form => more.guards) min=0 max=10_000 id=format!("guards-{i}") />
                <Toggle label="At our lines" value=field!(form => more.at_lines) />
                <button type="button" class="secondary" on:click=move |_| {
                    let place = if f().at_lines { PrisonerPlace::AtOwnLines } else { PrisonerPlace::Marching };
                    record(Event::GuardsAssigned { unit: id, guards: f().guards, place });
                }>"Set guards"</button>
            </div>
            {move || holds_prisoners.get().then(|| view! {
                <div class="row">
                    <CountField label="Prisoners who escaped" value=field!(form => more.escaped) min=1 max=10_000 id=format!("escaped-{i}") />
                    <Pick label="Back to" options=held_names.clone() value=field!(form => more.escape_to) id=format!("escape-to-{i}") />
                    <button type="button" class="secondary" data-testid=format!("escape-{i}") on:click=escape>"Prisoners escaped"</button>
                </div>
            })}
            {(desk.parts.system == System::Ancients).then(|| view! {
                <button type="button" class="secondary" on:click=move |_| record(Event::DamageTokens { unit: id, n: 1 })>"+1 damage token"</button>
            })}
            <div class="row">
                <Pick label="Number to correct" options=fix_options value=field!(form => more.fix) id=format!("adjust-field-{i}") />
                <CountField label="Correct value" value=field!(form => more.fix_value) min=0 max=10_000 id=format!("adjust-value-{i}") />
                <button type="button" class="secondary" data-testid=format!("adjust-{i}") on:click=move |_| {
                    let field = nth(&fixes(id), f().fix).0;
                    record(Event::Adjusted { field, value: f().fix_value });
                }>"Correct by hand"</button>
            </div>
            <button type="button" class="quiet" on:click=move |_| desk.close()>"Close"</button>
        </div>
    }
}
