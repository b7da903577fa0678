//! The Roman War Rules page: missiles with survival rolls, artillery, melee, sieges and moves.

use leptos::prelude::*;

use crate::screens::roman_war::{LaterTabs, RomanWarScreen};
use crate::shell::{Page, Shell};

/// The page, its tabs after the first drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterTabs) {
    super::mount(move || {
        view! {
            <Shell page=Page::RomanWar house=crate::settings::read_roman_war_house>
                <RomanWarScreen later=later />
            </Shell>
        }
    });
}
