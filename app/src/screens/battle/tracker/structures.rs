//! The structures on the table: each one's state, the changes a player records by hand, and "Resolve here"
//! where a mechanism decides what happens to it.

use leptos::prelude::*;
use rules::battle::{Event, Field, Integrity, StructureId};
use rules::rule::System;

use super::super::resolve::object_blow::{ObjectBlow, rated};
use super::super::resolve::panel::Open;
use super::super::resolve::siege::{StructureResolve, resolvable};
use super::super::store::{BattleStore, with_state};
use crate::components::count_field::CountField;

/// The hand-recorded changes for a structure of this integrity.
fn actions(store: BattleStore, id: StructureId, integrity: Integrity) -> AnyView {
    let record = move |e: Event| store.record(vec![e]);
    match integrity {
        Integrity::Points { .. } | Integrity::Rating { .. } => {
            let points = RwSignal::new(1u32);
            let label = if matches!(integrity, Integrity::Points { .. }) {
                "Points off"
            } else {
                "Damage of the blow"
            };
            let set = matches!(integrity, Integrity::Points { .. }).then(|| {
                view! {
                    <button type="button" class="quiet" on:click=move |_| {
                        record(Event::Adjusted { field: Field::StructurePoints { structure: id }, value: points.get_untracked() })
                    }>"Set points to this"</button>
                }
            });
            view! {
                <CountField label=label value=points min=0 max=100_000 id=format!("points-{}", id.0) />
                <button type="button" class="secondary" data-testid=format!("damage-{}", id.0) on:click=move |_| {
                    record(Event::StructureDamaged { structure: id, points: points.get_untracked() })
                }>{if set.is_some() { "Take off points" } else { "Record a blow" }}</button>
                {set}
            }
            .into_any()
        }
        Integrity::Gate { .. } => view! {
            <button type="button" class="secondary" on:click=move |_| record(Event::GateBroken { structure: id })>"Gate broken"</button>
        }
        .into_any(),
        Integrity::Chains { broken } => (0..2u8)
            .filter(|&c| !broken[usize::from(c)])
            .map(|c| {
                view! {
                    <button type="button" class="secondary" on:click=move |_| record(Event::ChainBroken { structure: id, chain: c })>
                        {format!("Chain {} breaks", c + 1)}
                    </button>
                }
            })
            .collect_view()
            .into_any(),
    }
}

#[component]
pub fn Structures(store: BattleStore, open: RwSignal<Option<Open>>) -> impl IntoView {
    let cards = move || {
        // Storeys and bridges read with the battle's own house numbers.
        let list = store.house.with(|h| {
            with_state(store, |s| {
                s.structures
                    .iter()
                    .enumerate()
                    .map(|(k, st)| {
                        let siege = (s.system == System::RomanWar && resolvable(st.kind))
                            || (rated(st.kind) && st.standing());
                        (
                            StructureId(k as u16),
                            st.label(),
                            st.condition(&h.roman_war),
                            st.integrity,
                            siege,
                        )
                    })
                    .collect::<Vec<_>>()
            })
        });
        list.into_iter()
            .map(|(id, label, condition, integrity, siege)| {
                let resolving = move || open.get() == Some(Open::Structure(id));
                let resolve = siege.then(|| {
                    view! {
                        <button type="button" class="secondary" data-testid=format!("resolve-s{}", id.0)
                            aria-expanded=move || resolving().to_string()
                            on:click=move |_| open.set((!resolving()).then_some(Open::Structure(id)))>"Resolve here"</button>
                    }
                });
                let close = Callback::new(move |_| open.set(None));
                view! {
                    <li class="structure-card" data-testid=format!("structure-{}", id.0)>
                        <p><strong>{label}</strong>": "{condition}</p>
                        <div class="card-actions">{actions(store, id, integrity)}{resolve}</div>
                        <Show when=resolving>
                            {if matches!(integrity, Integrity::Rating { .. }) {
                                view! { <ObjectBlow store=store id=id close=close /> }.into_any()
                            } else {
                                view! { <StructureResolve store=store id=id close=close /> }.into_any()
                            }}
                        </Show>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <Show when=move || with_state(store, |s| !s.structures.is_empty())>
            <section>
                <h2>"Structures"</h2>
                <ul class="structure-list">{cards}</ul>
            </section>
        </Show>
    }
}
