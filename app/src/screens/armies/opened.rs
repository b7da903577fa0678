//! Files the phone opens with Sandtable (`crate::launch`) arrive on the armies page: an army file goes to the
//! import and a backup to the restore, each shown before anything changes. Where the phone opens no files with
//! web apps, the import button does the same.

use leptos::prelude::*;
use rules::saved::backup::MAX_BACKUP_BYTES;

use super::Screen;
use super::transfer::start_import;

pub fn watch_opened_files(screen: Screen) {
    crate::launch::on_opened_files(MAX_BACKUP_BYTES, move |text| match text {
        Ok(text) => {
            screen.open_army(None);
            start_import(screen, &text, false);
        }
        Err(()) => screen.problem.set(Some(
            "The phone couldn't open that file with Sandtable. Nothing was changed.".into(),
        )),
    });
}
