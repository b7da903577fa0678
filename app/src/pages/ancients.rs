//! The Ancients page: shooting and melee with Advantage, saves and Break Tests, and moves.

use leptos::prelude::*;

use crate::screens::ancients::{AncientsScreen, LaterTabs};
use crate::shell::{Page, Shell};

/// The page, its tabs after the first drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterTabs) {
    // The biggest forecast any helper computes: timed by `scripts/bench` against its budget.
    crate::bench::probe(1, || {
        let house = rules::house_rules::HouseRules::default().ancients;
        let fight = rules::ancients::melee::MeleeInput::largest(&house);
        let _ = std::hint::black_box(fight.forecast(&house));
    });
    super::mount(move || {
        view! {
            <Shell page=Page::Ancients house=crate::settings::read_ancients_house>
                <AncientsScreen later=later />
            </Shell>
        }
    });
}
