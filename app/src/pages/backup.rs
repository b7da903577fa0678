//! The backup page: the whole phone's data in one file, and restoring it.

use leptos::prelude::*;

use crate::screens::backup::BackupScreen;
use crate::shell::{Page, Shell};

pub fn run() {
    super::mount(|| {
        view! {
            <Shell page=Page::Backup house=crate::settings::persist_house_rules>
                <BackupScreen />
            </Shell>
        }
    });
}
