//! The dice tray page: the first screen, and so the smallest download.

use leptos::prelude::*;

use crate::screens::dice::DiceScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    // The tray's biggest exact distributions (200 dice), timed by `scripts/bench` against its budget.
    crate::bench::probe(1, || {
        let _ = std::hint::black_box(rules::odds::count_at_least(200, 4));
        let _ = std::hint::black_box(rules::odds::sum_of_d6(200));
    });
    super::mount(|| {
        view! {
            <Shell page=Page::Dice>
                <DiceScreen />
            </Shell>
        }
    });
}
