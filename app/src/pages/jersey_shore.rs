//! The Jersey Shore helpers page (jersey-shore.html): shooting, guns, hand to hand, officers and moves.

use leptos::prelude::*;

use crate::screens::sandy_hook::jersey_shore::JerseyShoreScreen;
use crate::screens::sandy_hook::tabs::LaterTabs;
use crate::shell::{Page, Shell};

/// The page, its tabs after the first drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterTabs) {
    super::mount(move || {
        view! {
            <Shell page=Page::JerseyShore house=crate::settings::read_sandy_hook_house>
                <JerseyShoreScreen later=later />
            </Shell>
        }
    });
}
