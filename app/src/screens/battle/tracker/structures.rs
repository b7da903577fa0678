//! The structures on the table: each one's state, and behind one button the changes a player records by hand
//! and, where a mechanism of the battle's system decides them, "Resolve here".

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Event, Field, Integrity, StructureId, StructureKind};

use super::super::desk::{Desk, Open};
use super::super::store::with_state;
use crate::components::count_field::CountField;
use crate::field;

/// Whether the battle's system has a mechanism for a structure of this kind: a blow on a rated object
/// (Jersey Shore, Sandarticus) or a siege roll (Roman War Rules).
fn has_mechanism(desk: Desk, kind: StructureKind) -> bool {
    use rules::rule::System;
    match kind {
        StructureKind::Object { .. } | StructureKind::SandarticusObject { .. } => true,
        _ => desk.parts.system == System::RomanWar,
    }
}

/// The changes recorded by hand for a structure of this integrity.
fn by_hand(desk: Desk, id: StructureId, integrity: Integrity) -> AnyView {
    let record = move |e: Event| desk.store.record(vec![e]);
    let points = field!(desk.form => structure.points);
    match integrity {
        Integrity::Points { .. } => view! {
            <CountField label="Points off" value=points min=0 max=100_000 id=format!("points-{}", id.0) />
            <div class="card-actions">
                <button type="button" class="secondary" data-testid=format!("damage-{}", id.0) on:click=move |_| {
                    record(Event::StructureDamaged { structure: id, points: points.get_untracked() })
                }>"Take off points"</button>
                <button type="button" class="quiet" on:click=move |_| {
                    record(Event::Adjusted { field: Field::StructurePoints { structure: id }, value: points.get_untracked() })
                }>"Set points to this"</button>
            </div>
        }
        .into_any(),
        Integrity::Rating { .. } => ().into_any(),
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
pub fn Structures(desk: Desk) -> impl IntoView {
    let store = desk.store;
    let cards = move || {
        // Storeys and bridges read with the battle's own house numbers.
        let list = store.house.with(|h| {
            with_state(store, |s| {
                s.structures
                    .iter()
                    .enumerate()
                    .map(|(k, st)| {
                        let id = StructureId(k as u16);
                        (
                            id,
                            st.label(),
                            st.condition(&h.roman_war),
                            st.integrity,
                            st.kind,
                        )
                    })
                    .collect::<Vec<_>>()
            })
        });
        list.into_iter()
            .map(|(id, label, condition, integrity, kind)| {
                let open = move || desk.is_open(Open::Structure(id));
                let panel = move || {
                    open().then(|| {
                        view! {
                            <div class="resolve-panel" data-testid=format!("resolve-panel-s{}", id.0)>
                                {has_mechanism(desk, kind).then_some(desk.parts.structure).flatten()
                                    .map(|part| crate::later::draw(part, move |panel| panel(desk, id)))}
                                {by_hand(desk, id, integrity)}
                                <button type="button" class="quiet" on:click=move |_| desk.close()>"Close"</button>
                            </div>
                        }
                    })
                };
                let action = if has_mechanism(desk, kind) { "Resolve here" } else { "Change by hand" };
                view! {
                    <li class="structure-card" data-testid=format!("structure-{}", id.0)>
                        <p><strong>{label}</strong>": "{condition}</p>
                        <button type="button" class="secondary" data-testid=format!("resolve-s{}", id.0)
                            aria-expanded=move || open().to_string()
                            on:click=move |_| desk.toggle(Open::Structure(id))>{action}</button>
                        {panel}
                    </li>
                }
            })
            .collect_view()
    };
    let any = Computed::new(move || with_state(store, |s| !s.structures.is_empty()));
    move || {
        any.get().then(|| {
            view! {
                <section>
                    <h2>"Structures"</h2>
                    <ul class="structure-list">{cards}</ul>
                </section>
            }
        })
    }
}
