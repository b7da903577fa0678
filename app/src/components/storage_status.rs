//! One line where the player's data is listed: whether the browser will keep it (`persist`), with a link beside
//! it to the backup page, where the whole phone is backed up (`screens::backup`).

use leptos::prelude::*;

use crate::persist::keeping;

/// The line and "Back up everything", which opens the backup page: only that page carries the code to read
/// every kind of saved data.
#[component]
pub fn StorageLine() -> impl IntoView {
    let state = keeping();
    let key = state.clone();
    view! {
        <div class="storage-status" data-testid="storage-status" data-state=move || key.get().key()>
            <p>{move || state.get().line()}</p>
            <a class="button secondary" href="backup.html" data-testid="back-up">"Back up everything"</a>
        </div>
    }
}
