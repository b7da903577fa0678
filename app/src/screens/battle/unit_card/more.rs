//! The rarer changes to one unit: several casualties at once, its state and formation, prisoners taken, guards
//! set or escaped, an Ancients damage token, and a number corrected by hand. One form, one signal.

use leptos::prelude::*;
use rules::battle::{Cause, Event, Field, UnitId, UnitStatus};
use rules::rule::System;
use rules::sandy_hook::prisoners::PrisonerPlace;

use super::super::store::{BattleStore, with_state};
use super::super::text_field::TextField;
use super::casualties;
use crate::components::bind::Bind;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::components::toggle::Toggle;
use crate::field;

/// What the player sets under "More" before tapping one of its buttons.
#[derive(Debug, Clone, PartialEq)]
struct MoreForm {
    lost: u32,
    cause: Cause,
    formation: String,
    taken: u32,
    taken_from: Option<UnitId>,
    guards: u32,
    at_lines: bool,
    escaped: u32,
    escape_to: Option<UnitId>,
    /// Which number "Correct by hand" sets (an index into `fixes`), and to what.
    fix: usize,
    fix_value: u32,
}

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

/// The unit's state as the picker binds it: choosing another one records the change at once.
#[derive(Clone, Copy)]
struct StatusField {
    store: BattleStore,
    unit: UnitId,
}

impl Bind<UnitStatus> for StatusField {
    fn value(&self) -> UnitStatus {
        let i = usize::from(self.unit.0);
        with_state(self.store, |s| {
            s.units.get(i).map(|u| u.status).unwrap_or_default()
        })
    }

    fn value_untracked(&self) -> UnitStatus {
        self.store.state.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.units.get(usize::from(self.unit.0)))
                .map(|u| u.status)
                .unwrap_or_default()
        })
    }

    fn put(&self, status: UnitStatus) {
        if status != self.value_untracked() {
            self.store.record(vec![Event::StateChanged {
                unit: self.unit,
                status,
            }]);
        }
    }
}

/// Enemy units as a picker's options: all of them, or only those with men in enemy hands.
fn enemy_options(
    store: BattleStore,
    unit: UnitId,
    held_only: bool,
) -> Vec<(Option<UnitId>, String)> {
    with_state(store, |s| {
        let side = s.units.get(usize::from(unit.0)).map(|u| u.side);
        s.units
            .iter()
            .enumerate()
            .filter(|(_, u)| Some(u.side) != side && (!held_only || u.captured > 0))
            .map(|(k, u)| (Some(UnitId(k as u16)), u.label().to_string()))
            .collect()
    })
}

#[component]
pub fn UnitMore(store: BattleStore, id: UnitId) -> impl IntoView {
    let i = usize::from(id.0);
    let enemies = enemy_options(store, id, false);
    let held = enemy_options(store, id, true);
    let form = RwSignal::new(MoreForm {
        lost: 2,
        cause: Cause::Melee,
        formation: String::new(),
        taken: 1,
        taken_from: enemies.first().and_then(|e| e.0),
        guards: 1,
        at_lines: false,
        escaped: 1,
        escape_to: held.first().and_then(|e| e.0),
        fix: 0,
        fix_value: 0,
    });
    let f = move || form.get_untracked();
    let record = move |e: Event| store.record(vec![e]);
    let holds_prisoners =
        move || with_state(store, |s| s.units.get(i).is_some_and(|u| u.prisoners > 0));
    let ancients = with_state(store, |s| s.system == System::Ancients);
    let fix_options = fixes(id)
        .iter()
        .enumerate()
        .map(|(k, (_, label))| (k, label.to_string()))
        .collect::<Vec<_>>();
    let (causes, statuses) = (options::<Cause>(), options::<UnitStatus>());
    let status = StatusField { store, unit: id };
    let lost_label = move || format!("Take off {}", form.with(|f| f.lost));
    view! {
        <div class="unit-more">
            <div class="row">
                <CountField label="Men lost" value=field!(form => lost) min=0 max=10_000 id=format!("n-{i}") />
                <Pick label="Cause" options=causes value=field!(form => cause) id=format!("cause-{i}") />
                <button type="button" class="secondary" data-testid=format!("casn-{i}")
                    on:click=move |_| casualties(store, id, f().lost, f().cause)>{lost_label}</button>
            </div>
            <Pick label="State" options=statuses value=status id=format!("state-{i}") />
            <div class="row">
                <TextField label="Formation" value=field!(form => formation) id=format!("formation-{i}") />
                <button type="button" class="secondary" on:click=move |_| {
                    record(Event::FormationChanged { unit: id, formation: f().formation })
                }>"Set formation"</button>
            </div>
            <div class="row">
                <CountField label="Prisoners taken" value=field!(form => taken) min=1 max=10_000 id=format!("taken-{i}") />
                <Pick label="From" options=enemies value=field!(form => taken_from) id=format!("taken-from-{i}") />
                <button type="button" class="secondary" on:click=move |_| {
                    if let Some(from) = f().taken_from {
                        record(Event::PrisonersTaken { from, by: id, n: f().taken });
                    }
                }>"Take prisoners"</button>
            </div>
            <div class="row">
                <CountField label="Guards" value=field!(form => guards) min=0 max=10_000 id=format!("guards-{i}") />
                <Toggle label="At our lines" value=field!(form => at_lines) />
                <button type="button" class="secondary" on:click=move |_| {
                    let place = if f().at_lines { PrisonerPlace::AtOwnLines } else { PrisonerPlace::Marching };
                    record(Event::GuardsAssigned { unit: id, guards: f().guards, place });
                }>"Set guards"</button>
            </div>
            <Show when=holds_prisoners>
                <div class="row">
                    <CountField label="Prisoners who escaped" value=field!(form => escaped) min=1 max=10_000 id=format!("escaped-{i}") />
                    <Pick label="Back to" options=held.clone() value=field!(form => escape_to) id=format!("escape-to-{i}") />
                    <button type="button" class="secondary" data-testid=format!("escape-{i}") on:click=move |_| {
                        if let Some(to) = f().escape_to {
                            record(Event::PrisonersEscaped { from: id, to, n: f().escaped });
                        }
                    }>"Prisoners escaped"</button>
                </div>
            </Show>
            {ancients.then(|| view! {
                <button type="button" class="secondary" on:click=move |_| record(Event::DamageTokens { unit: id, n: 1 })>"+1 damage token"</button>
            })}
            <div class="row">
                <Pick label="Number to correct" options=fix_options value=field!(form => fix) id=format!("adjust-field-{i}") />
                <CountField label="Correct value" value=field!(form => fix_value) min=0 max=10_000 id=format!("adjust-value-{i}") />
                <button type="button" class="secondary" data-testid=format!("adjust-{i}") on:click=move |_| {
                    let field = fixes(id)[f().fix.min(4)].0;
                    record(Event::Adjusted { field, value: f().fix_value });
                }>"Correct by hand"</button>
            </div>
        </div>
    }
}
