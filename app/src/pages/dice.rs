//! The dice tray page: the first screen, and so the smallest download.

use leptos::prelude::*;

use crate::screens::dice::DiceScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Dice>
                <DiceScreen />
            </Shell>
        }
    });
}
