//! The Sandarticus helpers page (sandarticus.html): shooting, engines, melee, leaders and moves.

use leptos::prelude::*;

use crate::screens::sandy_hook::sandarticus::SandarticusScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Sandarticus house=crate::settings::read_sandy_hook_house>
                <SandarticusScreen />
            </Shell>
        }
    });
}
