//! The battle as a whole: export and import it, end it, start a new one; and the thumb bar with undo, redo and
//! the next phase.

use leptos::prelude::*;
use rules::battle::Event;

use super::super::file::{ImportBattle, confirm};
use super::super::store::{BattleStore, with_state};
use super::turn_bar::summary;
use crate::components::storage_status::StorageLine;

#[component]
pub fn BattleFile(store: BattleStore) -> impl IntoView {
    let ended = move || with_state(store, |s| s.ended.is_some());
    let end_battle = move |_| {
        let winner = with_state(store, |s| s.victory.and_then(|v| v.winner));
        store.record(vec![Event::BattleEnded {
            winner,
            note: String::new(),
        }]);
    };
    let new_battle = move |_| {
        if confirm("Close this battle and set up a new one? Export it first to keep it.") {
            store.close();
        }
    };
    view! {
        <details class="score">
            <summary>"Score so far"</summary>
            <ul>{move || summary(store)}</ul>
        </details>
        <section class="battle-file">
            <StorageLine />
            <button type="button" class="secondary" on:click=move |_| store.export()>"Export this battle"</button>
            <ImportBattle store=store />
            <button type="button" class="secondary" data-testid="end-battle" disabled=ended on:click=end_battle>"End the battle"</button>
            <button type="button" class="quiet" on:click=new_battle>"New battle"</button>
        </section>
    }
}

/// Undo, redo and the next phase, in the thumb zone; a refused change says why just above them.
#[component]
pub fn ThumbBar(store: BattleStore) -> impl IntoView {
    let ended = move || with_state(store, |s| s.ended.is_some());
    view! {
        <div class="thumb-bar">
            <p class="problem" role="alert" data-testid="refused">{move || store.problem.get()}</p>
            <div class="undo-bar">
                <button type="button" data-testid="undo" disabled=move || !store.can_undo() on:click=move |_| store.undo()>"Undo"</button>
                <button type="button" data-testid="redo" disabled=move || !store.can_redo() on:click=move |_| store.redo()>"Redo"</button>
                <button type="button" class="primary" data-testid="next-phase" disabled=ended
                    on:click=move |_| store.record(vec![Event::PhaseAdvanced])>"Next phase"</button>
            </div>
        </div>
    }
}
