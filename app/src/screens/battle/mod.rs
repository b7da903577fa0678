//! The battle tracker: set up a battle, then keep its whole state on one phone, with undo and a story.
//!
//! Modules, lowest first: `store` (the open battle, saved after every event), `text_field` and `file` (small
//! pieces the screens share), `resolve` (one component per kind of resolution in one frame), `unit_card`,
//! `tracker` (the battle in play), `setup` (a new battle), `wake` (the screen stays on during a battle).

mod file;
mod resolve;
mod setup;
mod store;
mod text_field;
mod tracker;
mod unit_card;
mod wake;

use leptos::prelude::*;

pub use store::{KEY, SUMMARY_KEY};

#[component]
pub fn BattleScreen() -> impl IntoView {
    let store = store::BattleStore::load();
    wake::keep_awake(Signal::derive(move || store.saved.with(|s| s.is_some())));
    view! {
        <div class="battle-screen">
            <Show when=move || store.saved.with(|s| s.is_some())
                fallback=move || view! { <setup::SetupScreen store=store /> }>
                <tracker::Tracker store=store />
            </Show>
        </div>
    }
}
