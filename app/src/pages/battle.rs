//! The battle pages: battle.html sets a battle up; each system's tracker page keeps one in play, saved after
//! every event. A page that finds a battle it does not show opens the right one before drawing anything.

use leptos::prelude::*;

use crate::later::Part;
use crate::screens::battle::{
    FullSetup, SETUP, SetupPage, TrackerPage, TrackerParts, page_for_stored,
};
use crate::shell::{Page, Shell};

/// battle.html, its full setup drawn by the part `full` (declared by the page's binary).
pub fn run(full: &'static Part<FullSetup>) {
    let page = page_for_stored();
    if page != SETUP {
        crate::screens::battle::go(page);
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

/// A system's tracker page (battle-<system>.html), resolving what `parts` lists.
pub fn run_tracker(parts: &'static TrackerParts) {
    let page = page_for_stored();
    if page != crate::screens::battle::page_of(parts.system) {
        crate::screens::battle::go(page);
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
