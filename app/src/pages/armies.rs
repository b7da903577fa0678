//! The army rosters page: build, check, save, share and print armies.

use leptos::prelude::*;

use crate::screens::armies::ArmiesScreen;
use crate::screens::armies::opened::forward_share_link;
use crate::shell::{Page, Shell};

pub fn run() {
    // A share link goes straight on to the import page, before anything is drawn here.
    if forward_share_link() {
        return;
    }
    super::mount(|| {
        view! {
            <Shell page=Page::Armies house=crate::settings::persist_house_rules>
                <ArmiesScreen />
            </Shell>
        }
    });
}
