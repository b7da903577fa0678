//! The Sandarticus helpers page (sandarticus.html): shooting, engines, melee, leaders and moves.

use leptos::prelude::*;

use crate::screens::sandy_hook::sandarticus::SandarticusScreen;
use crate::screens::sandy_hook::tabs::LaterTabs;
use crate::shell::{Page, Shell};

/// The page, its tabs after the first drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterTabs) {
    super::mount(move || {
        view! {
            <Shell page=Page::Sandarticus house=crate::settings::read_sandy_hook_house>
                <SandarticusScreen later=later />
            </Shell>
        }
    });
}
