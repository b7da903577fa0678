//! The battle tracker: set up a battle, then keep its whole state on one phone, with undo and a story.
//!
//! Modules, lowest first: `store` (the open battle, saved after every event), `address` (which page shows
//! which battle), `desk` (the tracker's one form and open panel), `text_field` and `file` (small pieces the
//! screens share), `resolve` (one function per kind of resolution, listed per system), `unit_card`,
//! `tracker` (the battle in play), `setup` (a new battle), `wake` (the screen stays on during a battle).

mod address;
mod desk;
mod file;
mod resolve;
mod setup;
mod store;
mod text_field;
mod tracker;
mod unit_card;
mod wake;

use leptos::prelude::*;

pub use address::{SETUP, go, page_for_stored, page_of};
pub use store::{COPY_PREFIX, KEY, SUMMARY_KEY};

/// What the tracker pages resolve, one per system.
pub mod systems {
    pub use super::resolve::ancients::RESOLVERS as ANCIENTS;
    pub use super::resolve::jersey_shore::RESOLVERS as JERSEY_SHORE;
    pub use super::resolve::roman_war::RESOLVERS as ROMAN_WAR;
    pub use super::resolve::sandarticus::RESOLVERS as SANDARTICUS;
}

pub use desk::Resolvers;

/// battle.html: a new battle. Once one is open (started here, imported, or from another tab), its own page.
#[component]
pub fn SetupPage() -> impl IntoView {
    let store = store::BattleStore::load();
    Effect::new(move |_| {
        if let Some(system) = store.saved.with(|s| s.as_ref().map(|s| s.battle.system())) {
            address::go(address::page_of(system));
        }
    });
    view! { <div class="battle-screen"><setup::SetupScreen store=store /></div> }
}

/// A system's tracker page: the battle in play. A battle of another system, or none, is sent on to its page.
#[component]
pub fn TrackerPage(resolvers: &'static Resolvers) -> impl IntoView {
    let store = store::BattleStore::load();
    let here = address::page_of(resolvers.system);
    Effect::new(move |_| {
        let page = store.saved.with(|s| {
            s.as_ref()
                .map_or(address::SETUP, |s| address::page_of(s.battle.system()))
        });
        if page != here {
            address::go(page);
        }
    });
    wake::keep_awake(Signal::derive(move || store.saved.with(|s| s.is_some())));
    view! { <div class="battle-screen"><tracker::Tracker store=store resolvers=resolvers /></div> }
}
