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

pub use address::{SETUP, go, page_for_stored, page_of, tracker_here};
pub use store::{COPY_PREFIX, KEY, SUMMARY_KEY};

/// Each system's resolve panels, a unit's "More" and the tracker below the sides. The tracker's binary lists
/// them as parts of the page (`later::part!`) in one `TrackerParts` per system: a part is a wasm export, which
/// the linker keeps in any binary that declares it, so only the tracker declares them, and the release build
/// cuts each into a chunk of its own, fetched only where a battle of its system is in play.
pub mod panels {
    pub use super::resolve::object_blow::object_panel;
    pub use super::resolve::siege::siege_panel;
    pub use super::resolve::{ancients, jersey_shore, roman_war, sandarticus};
    pub use super::tracker::below;
    pub use super::unit_card::unit_more;
}

pub use desk::{Below, Panel, StructurePanel, TrackerParts};
pub use setup::{FullSetup, full_setup};

/// battle.html: a new battle. Once one is open (started here, imported, or from another tab), its own page.
#[component]
pub fn SetupPage(full: &'static crate::later::Part<FullSetup>) -> impl IntoView {
    let store = store::BattleStore::load();
    Effect::new(move |_| {
        if let Some(system) = store.saved.with(|s| s.as_ref().map(|s| s.battle.system())) {
            address::go(address::page_of(system));
        }
    });
    view! { <div class="battle-screen"><setup::SetupScreen store=store full=full /></div> }
}

/// A system's tracker page: the battle in play. A battle of another system, or none, is sent on to its page.
#[component]
pub fn TrackerPage(parts: &'static TrackerParts) -> impl IntoView {
    let store = store::BattleStore::load();
    let here = address::page_of(parts.system);
    Effect::new(move |_| {
        let page = store.saved.with(|s| {
            s.as_ref()
                .map_or(address::SETUP, |s| address::page_of(s.battle.system()))
        });
        if page != here {
            address::go(page);
        }
    });
    // The parts' code comes after the page (`later`): fetched soon, in the background.
    crate::later::soon(parts.fetch());
    wake::keep_awake(Signal::derive(move || store.saved.with(|s| s.is_some())));
    view! { <div class="battle-screen"><tracker::Tracker store=store parts=parts /></div> }
}
