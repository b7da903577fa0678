//! The battle tracker: set up a battle, then keep its whole state on one phone, with undo and a story.

mod resolve;
mod setup;
mod siege;
mod store;
mod story_list;
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
