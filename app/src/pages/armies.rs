//! The army rosters page: build, check, save, share and print armies.

use leptos::prelude::*;

use crate::screens::armies::ArmiesScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Armies house=crate::settings::persist_house_rules>
                <ArmiesScreen />
            </Shell>
        }
    });
}
