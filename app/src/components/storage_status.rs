//! One line where the player's data is listed: whether the browser will keep it (`persist`), with a button
//! beside it that backs up the whole phone (`backup`).

use leptos::prelude::*;
use rules::roster::Army;

use crate::persist::keeping;
use crate::settings::use_settings;

/// The line and the backup button. A page that holds the armies in memory passes them, so the backup has the
/// latest edit even before it is written.
#[component]
pub fn StorageStatus(#[prop(optional, into)] armies: Option<Signal<Vec<Army>>>) -> impl IntoView {
    let state = keeping();
    let settings = use_settings();
    let back_up = move |_| {
        let armies = armies.map(|a| a.get_untracked());
        crate::backup::send(armies, settings.settings.get_untracked());
    };
    let key = state.clone();
    view! {
        <div class="storage-status" data-testid="storage-status" data-state=move || key.get().key()>
            <p>{move || state.get().line()}</p>
            <button type="button" class="secondary" data-testid="back-up" on:click=back_up>"Back up everything"</button>
        </div>
    }
}
