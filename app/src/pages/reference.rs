//! The rules reference page: every rule in our words, search, house rules and the printable kit card.

use leptos::prelude::*;

use crate::screens::reference::ReferenceScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Rules house=crate::settings::persist_house_rules>
                <ReferenceScreen />
            </Shell>
        }
    });
}
