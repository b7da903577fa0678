//! The Roman War Rules page: missiles with survival rolls, artillery, melee, sieges and moves.

use leptos::prelude::*;

use crate::screens::roman_war::RomanWarScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::RomanWar house=crate::settings::read_roman_war_house>
                <RomanWarScreen />
            </Shell>
        }
    });
}
