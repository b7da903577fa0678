//! The import page: an army file or a share link, shown before it is added to the phone's armies.

use leptos::prelude::*;

use crate::screens::import::ImportScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            // An import checks each army under the house rules it came with, never the phone's own.
            <Shell page=Page::Armies>
                <ImportScreen />
            </Shell>
        }
    });
}
