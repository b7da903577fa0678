//! The battle pages: battle.html sets a battle up; each system's tracker page keeps one in play, saved after
//! every event. A page that finds a battle it does not show opens the right one before drawing anything.

use leptos::prelude::*;

use crate::later::Part;
use crate::screens::battle::{
    FullSetup, SETUP, SetupPage, TrackerPage, TrackerParts, go, page_for_stored, page_of,
    tracker_here,
};
use crate::shell::{Page, Shell};

/// battle.html, its full setup drawn by the part `full` (declared by the page's binary).
pub fn run(full: &'static Part<FullSetup>) {
    let page = page_for_stored();
    if page != SETUP {
        go(page);
        return;
    }
    super::mount(move || {
        view! {
            <Shell page=Page::Battle house=crate::settings::persist_house_rules>
                <SetupPage full=full />
            </Shell>
        }
    });
}

/// A tracker page (battle-<system>.html): the battle in play, resolving what its system's entry of `trackers`
/// lists. No battle sends the player to the setup, and an address of another system to the battle's own.
pub fn run_tracker(trackers: &'static [&'static TrackerParts]) {
    let page = page_for_stored();
    let Some(parts) = trackers.iter().copied().find(|p| page_of(p.system) == page) else {
        go(page);
        return;
    };
    if tracker_here().is_some_and(|here| here != page) {
        go(page);
        return;
    }
    super::mount(move || {
        view! {
            <Shell page=Page::Battle house=crate::settings::persist_house_rules>
                <TrackerPage parts=parts />
            </Shell>
        }
    });
}
