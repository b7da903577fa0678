//! One side of the table: its name, a 2d6 roll of its own, and its units' cards.

use leptos::prelude::*;
use rules::battle::{SideId, UnitId};
use rules::dice::roll_d6;

use super::super::desk::Desk;
use super::super::store::with_state;
use super::super::unit_card::UnitCard;
use crate::rng::browser_rng;

#[component]
pub fn SidePanel(desk: Desk, side: SideId) -> impl IntoView {
    let store = desk.store;
    let ids = move || {
        store.saved.with(|s| {
            s.as_ref()
                .map(|s| {
                    s.battle
                        .unit_ids()
                        .filter(|(_, sd)| *sd == side)
                        .map(|(id, _)| id)
                        .collect::<Vec<UnitId>>()
                })
                .unwrap_or_default()
        })
    };
    let name = move || with_state(store, |s| s.side_name(side).to_string());
    let dice = RwSignal::new(None::<(u8, u8)>);
    let roll = move |_| {
        let mut rng = browser_rng();
        dice.set(Some((roll_d6(&mut rng), roll_d6(&mut rng))));
    };
    view! {
        <section class="side-panel" data-testid=format!("side-{}", side.index())>
            <h2>{name}</h2>
            <div class="side-dice">
                <button type="button" class="secondary" data-testid=format!("dice-{}", side.index()) on:click=roll>"Roll 2d6"</button>
                <span class="dice-result" aria-live="polite">
                    {move || dice.get().map(|(a, b)| format!("{a} + {b} = {}", a + b))}
                </span>
            </div>
            <For each=ids key=|id| id.0 let:id>
                <UnitCard desk=desk id=id />
            </For>
        </section>
    }
}
