//! The Jersey Shore helpers page (jersey-shore.html): shooting, guns, hand to hand, officers and moves.

use leptos::prelude::*;

use crate::screens::sandy_hook::jersey_shore::JerseyShoreScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::JerseyShore house=crate::settings::read_sandy_hook_house>
                <JerseyShoreScreen />
            </Shell>
        }
    });
}
