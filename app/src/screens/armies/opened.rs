//! Files and links that arrive on the armies page go on to the page that reads them: an army file or a share
//! link to the import page (`screens::import`), a backup to the backup page's restore, each shown there before
//! anything changes. A file the phone opens with Sandtable (`crate::launch`) comes here because the installed
//! app's manifest names this page, and share links name it because a phone with an older copy of the app, and
//! no signal, knows only this page; the import page ends back here, and what it did is said here
//! (`crate::page_note`).

use leptos::prelude::*;
use rules::saved::MAX_SAVED_BYTES;
use rules::saved::backup::{MAX_BACKUP_BYTES, is_backup};
use rules::saved::share::LINK_MARKER;

use super::Screen;
use crate::page_note::{Note, take};

/// The page that reads army files and share links.
const IMPORT_PAGE: &str = "import.html";

/// Hands an army file's text on to the import page, or a backup's to the backup page; nothing is read here.
/// Files are taken up to a backup's size, so an army file longer than any saved armies can be stops here.
pub fn pass_on(screen: Screen, text: String) {
    let page = if is_backup(&text) {
        "backup.html"
    } else if text.len() > MAX_SAVED_BYTES {
        return far_too_big(screen);
    } else {
        IMPORT_PAGE
    };
    leptos::task::spawn_local(async move {
        if !crate::launch::hand_on(page, &text).await {
            screen.problem.set(Some(
                "This browser can't pass the file on to be read. Nothing was changed.".into(),
            ));
        }
    });
}

/// Says a file that is not a backup is longer than any saved armies can be (a file over a backup's 10 MB is not
/// even read: `FileError::for_armies_or_backup` says so).
fn far_too_big(screen: Screen) {
    screen.problem.set(Some(
        "That file is far too big to be Sandtable armies. Nothing was changed.".into(),
    ));
}

/// Sends a share link (`armies.html#share=...`) on to the import page, keeping the army in its fragment. True if
/// it went, and this page is being left.
pub fn forward_share_link() -> bool {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return false;
    };
    let hash = location.hash().unwrap_or_default();
    hash.contains(LINK_MARKER) && location.replace(&format!("{IMPORT_PAGE}{hash}")).is_ok()
}

/// Passes on every file opened with Sandtable and every share link opened while the page is shown, and says
/// what the import page did.
pub fn watch_arrivals(screen: Screen) {
    crate::launch::on_launched_files(MAX_BACKUP_BYTES, move |text| match text {
        Ok(text) => {
            screen.open_army(None);
            pass_on(screen, text);
        }
        Err(e) => screen.problem.set(Some(
            e.for_armies_or_backup("open that file with Sandtable"),
        )),
    });
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        forward_share_link();
    });
    // The import page came back here: the list, with the armies it added.
    if let Some(note) = take() {
        screen.open_army(None);
        match note {
            Note::Done(text) => screen.done.set(Some(text)),
            Note::Problem(text) => screen.problem.set(Some(text)),
        }
    }
}
