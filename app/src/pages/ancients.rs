//! The Ancients page: shooting and melee with Advantage, saves and Break Tests, and moves.

use leptos::prelude::*;

use crate::screens::ancients::AncientsScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    // The biggest forecast any helper computes: timed by `scripts/bench` against its budget.
    crate::bench::probe(1, || {
        let house = rules::house_rules::HouseRules::default().ancients;
        let fight = rules::ancients::melee::MeleeInput::largest(&house);
        let _ = std::hint::black_box(fight.forecast(&house));
    });
    super::mount(|| {
        view! {
            <Shell page=Page::Ancients house=crate::settings::read_ancients_house>
                <AncientsScreen />
            </Shell>
        }
    });
}
