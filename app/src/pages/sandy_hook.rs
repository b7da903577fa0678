//! The Sandy Hook helpers page: shooting, artillery, melee, leadership and movement for Sandarticus and
//! Jersey Shore.

use leptos::prelude::*;

use crate::screens::sandy_hook::SandyHookScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::SandyHook house=crate::settings::read_sandy_hook_house>
                <SandyHookScreen />
            </Shell>
        }
    });
}
