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

/// The same line on a page that does not build the backup itself (the battle pages): "Back up everything" opens
/// the armies page, where the button is, so these pages carry no code to read every kind of saved data.
#[component]
pub fn StorageLine() -> impl IntoView {
    let state = keeping();
    let key = state.clone();
    view! {
        <div class="storage-status" data-testid="storage-status" data-state=move || key.get().key()>
            <p>{move || state.get().line()}</p>
            <a class="button secondary" href="armies.html" data-testid="back-up">"Back up everything"</a>
        </div>
    }
}
