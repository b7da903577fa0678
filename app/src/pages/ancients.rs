//! The Ancients page: shooting and melee with Advantage, saves and Break Tests, and moves.

use leptos::prelude::*;

use crate::screens::ancients::AncientsScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Ancients house=crate::settings::persist_house_rules>
                <AncientsScreen />
            </Shell>
        }
    });
}
