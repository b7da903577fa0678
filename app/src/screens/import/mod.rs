//! The import page (import.html): an army file or a share link, checked, migrated and shown before anything
//! changes, then added to the phone's armies. It is a page of its own because decoding and planning an import is
//! code the armies page does not need to show and edit armies: the armies page hands every file picked or opened
//! with Sandtable on to it (`launch::hand_on`, `import.html?opened`), and a share link sent to a friend, which
//! still names the armies page, is passed on with its fragment (`screens::armies::opened`). Every import ends
//! back on the armies page, whose status lines say what was added, or why nothing was changed (`page_note`).

use leptos::prelude::*;
use rules::saved::backup::{MAX_BACKUP_BYTES, is_backup};
use rules::saved::roster::{Choice, ImportPlan, import, plan_import};

use crate::armies_store::ArmiesStore;
use crate::file_text::{file_text, take_picked_file};
use crate::notices::use_notices;
use crate::page_note::{Note, go_with};
use crate::share;

mod panel;

use panel::ImportPanel;

/// Where every import ends, and where share links point.
pub const ARMIES_PAGE: &str = "armies.html";

/// An import waiting for the player's word: what it would add, and a choice per army.
#[derive(Clone)]
pub struct PendingImport {
    pub plan: ImportPlan,
    pub choices: Vec<RwSignal<Choice>>,
    /// It came from a share link.
    pub from_link: bool,
}

/// The page's state: the phone's armies and the import shown.
#[derive(Clone, Copy)]
pub struct Import {
    pub store: ArmiesStore,
    pub pending: RwSignal<Option<PendingImport>>,
}

/// Back to the armies page, which says why nothing was changed.
pub fn refuse(problem: String) {
    go_with(ARMIES_PAGE, Note::Problem(problem));
}

#[component]
pub fn ImportScreen() -> impl IntoView {
    let page = Import {
        store: ArmiesStore::open(use_notices()),
        pending: RwSignal::new(None),
    };
    watch_share_links(page);
    // A file picked on the armies page, opened with Sandtable or shared to it waits in the service worker's cache.
    crate::launch::on_opened_files(MAX_BACKUP_BYTES, move |text| match text {
        Ok(text) => start_import(page, &text, false),
        Err(e) => refuse(e.for_armies_or_backup("open that file with Sandtable")),
    });
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = take_picked_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            // Read up to a backup's limit, so a backup picked here goes on to the backup page; an army file is
            // held to its own, smaller limit when it is imported.
            match file_text(file, MAX_BACKUP_BYTES).await {
                Ok(text) => start_import(page, &text, false),
                Err(e) => refuse(e.for_armies_or_backup("read that file as armies")),
            }
        });
    };
    view! {
        <div class="screen armies-screen import-screen">
            <ImportPanel page=page />
            {move || page.pending.with(Option::is_none).then(|| view! {
                <section class="import-waiting" aria-label="Import">
                    <h2>"Import armies"</h2>
                    <p class="hint">"Pick an army file, or open a share link: you see what it adds before \
                        anything changes."</p>
                    <div class="button-row">
                        <label class="file-button">
                            <span>"Import from a file"</span>
                            <input type="file" id="import-file" accept=".json,application/json" on:change=on_file />
                        </label>
                    </div>
                </section>
            })}
        </div>
    }
}

/// Reads an import file's text and, if it is good, shows what it would add. Nothing changes yet. A whole-phone
/// backup goes on to the backup page's restore.
pub fn start_import(page: Import, text: &str, from_link: bool) {
    if is_backup(text) {
        let text = text.to_string();
        leptos::task::spawn_local(async move {
            if !crate::launch::hand_on("backup.html", &text).await {
                refuse(
                    "That is a backup of a whole phone: restore it on the backup page. Nothing was changed."
                        .into(),
                );
            }
        });
        return;
    }
    let existing = page.store.armies.get_untracked();
    match import(&existing, text) {
        Ok(plan) => offer_plan(page, plan, from_link),
        Err(e) => refuse(format!(
            "That file can't be imported. {e} Nothing was changed."
        )),
    }
}

fn offer_plan(page: Import, plan: ImportPlan, from_link: bool) {
    if plan.incoming.is_empty() {
        refuse("That file holds no armies. Nothing was changed.".into());
        return;
    }
    let choices = plan
        .incoming
        .iter()
        .map(|_| RwSignal::new(Choice::KeepBoth))
        .collect();
    page.pending.set(Some(PendingImport {
        plan,
        choices,
        from_link,
    }));
}

/// Opens the import of an army in the address (`#share=...`) now and whenever the address changes.
fn watch_share_links(page: Import) {
    let read = move || {
        let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) else {
            return;
        };
        match share::read_fragment(&hash) {
            None => {}
            Some(Ok(army)) => {
                let existing = page.store.armies.get_untracked();
                offer_plan(page, plan_import(&existing, vec![army]), true);
            }
            Some(Err(e)) => refuse(share::link_problem(&e)),
        }
    };
    read();
    let _ = window_event_listener(leptos::ev::hashchange, move |_| read());
}
