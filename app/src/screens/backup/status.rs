//! One line saying whether the browser will keep the player's data (`crate::persist`), with the button that
//! backs up the whole phone beside it. Only this page builds the backup: every other page shows the same line
//! with a link here (`components::storage_status::StorageLine`).

use leptos::prelude::*;
use rules::roster::Army;

use crate::persist::keeping;
use crate::settings::use_settings;

/// The line and the backup button. The page holds the armies in memory and passes them, so the backup has the
/// latest restore even before it is written.
#[component]
pub fn StorageStatus(#[prop(into)] armies: Signal<Vec<Army>>) -> impl IntoView {
    let state = keeping();
    let settings = use_settings();
    let back_up = move |_| {
        crate::backup::send(
            Some(armies.get_untracked()),
            settings.settings.get_untracked(),
        );
    };
    let key = state.clone();
    view! {
        <div class="storage-status" data-testid="storage-status" data-state=move || key.get().key()>
            <p>{move || state.get().line()}</p>
            <button type="button" class="primary" data-testid="back-up" on:click=back_up>"Back up everything"</button>
        </div>
    }
}
