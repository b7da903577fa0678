//! The battle tracker page: one battle's whole state on one phone, saved after every event.

use leptos::prelude::*;

use crate::screens::battle::BattleScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Battle house=crate::settings::persist_house_rules>
                <BattleScreen />
            </Shell>
        }
    });
}
