//! The backup page (backup.html): the whole phone's data in one file, and restoring such a file. It is a page
//! of its own because reading and writing every kind of saved data (armies, battles of every system, settings,
//! house rules) is code no other page needs: every page's "Back up everything" opens this one, and a backup
//! opened with Sandtable or imported on the armies page is handed here (`crate::launch`).

use leptos::prelude::*;
use rules::saved::backup::MAX_BACKUP_BYTES;

use crate::armies_store::ArmiesStore;
use crate::file_text::{FileError, file_text, take_picked_file};
use crate::notices::use_notices;
use crate::settings::use_settings;

mod plan;
mod restore;
mod status;

use plan::RestorePanel;
use restore::Restore;
use status::StorageStatus;

#[component]
pub fn BackupScreen() -> impl IntoView {
    let store = ArmiesStore::open(use_notices());
    let (problem, done) = (RwSignal::new(None), RwSignal::new(None));
    let restore = Restore::new(store, use_settings(), problem, done);
    // A backup opened with Sandtable, or handed on by the armies page, waits in the service worker's cache.
    crate::launch::on_opened_files(MAX_BACKUP_BYTES, move |text| match text {
        Ok(text) => restore.offer(&text),
        Err(e) => not_read(restore, e),
    });
    view! {
        <div class="screen backup-screen">
            <p class="problem" role="alert" data-testid="backup-problem">{move || problem.get()}</p>
            <p class="done" role="status" data-testid="backup-done">{move || done.get()}</p>
            <RestorePanel restore=restore />
            <section class="backup-part" aria-label="Back up">
                <h2>"Back up everything"</h2>
                <p class="hint">"One file with every army, the battle in play and its kept copies, your settings and \
                    house rules. Keep it off this phone: send it to yourself or save it to your files."</p>
                <StorageStatus armies=store.armies />
            </section>
            <RestoreFile restore=restore />
        </div>
    }
}

fn not_read(restore: Restore, why: FileError) {
    restore.problem.set(Some(
        match why {
            FileError::TooBig => {
                "That file is far too big to be a Sandtable backup (over 10 MB). Nothing was changed."
            }
            FileError::Unreadable => {
                "The phone couldn't read that file as a backup. Nothing was changed."
            }
        }
        .into(),
    ));
}

/// Picking a backup file to restore: what it would do is shown at the top before anything changes.
#[component]
fn RestoreFile(restore: Restore) -> impl IntoView {
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = take_picked_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match file_text(file, MAX_BACKUP_BYTES).await {
                Ok(text) => restore.offer(&text),
                Err(e) => not_read(restore, e),
            }
        });
    };
    view! {
        <section class="backup-part" aria-label="Restore">
            <h2>"Restore"</h2>
            <p class="hint">"Pick a backup file. You see what it adds and what it would replace before anything \
                changes, and nothing of yours is replaced unless you say so."</p>
            <label class="file-button">
                <span>"Restore a backup"</span>
                <input type="file" id="restore-file" accept=".json,application/json" on:change=on_file />
            </label>
        </section>
    }
}
