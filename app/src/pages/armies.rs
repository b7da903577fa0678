//! The army rosters page: build, check, save, share and print armies.

use leptos::prelude::*;

use crate::screens::armies::opened::forward_share_link;
use crate::screens::armies::{ArmiesScreen, LaterViews};
use crate::shell::{Page, Shell};

/// The page, its army editor and print sheets drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterViews) {
    // A share link goes straight on to the import page, before anything is drawn here.
    if forward_share_link() {
        return;
    }
    super::mount(move || {
        view! {
            <Shell page=Page::Armies house=crate::settings::persist_house_rules>
                <ArmiesScreen later=later />
            </Shell>
        }
    });
}
