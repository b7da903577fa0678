//! Opening a battle from an exported file, on the setup screen as in play; a bad file changes nothing.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::store::BattleStore;

#[component]
pub fn ImportBattle(store: BattleStore) -> impl IntoView {
    let import_error = RwSignal::new(None::<String>);
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        // Refused before it is read: a file this large cannot be a battle, and reading it would stall the phone.
        if file.size() > rules::saved::MAX_SAVED_BYTES as f64 {
            let too_large = rules::saved::LoadError::TooLarge {
                bytes: file.size() as usize,
            };
            import_error.set(Some(format!(
                "That file can't be opened as a battle: {too_large}"
            )));
            return;
        }
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            match text.ok().and_then(|t| t.as_string()) {
                Some(t) => import_error.set(store.import(&t).err()),
                None => import_error.set(Some("That file couldn't be read.".to_string())),
            }
        });
    };
    view! {
        <label class="file-button">"Import a battle"
            <input type="file" accept=".json,application/json" data-testid="import" on:change=on_file />
        </label>
        <p class="problem" role="alert" data-testid="import-error">{move || import_error.get()}</p>
    }
}

/// Asks the player to confirm something that cannot be undone; without an answer nothing happens.
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}
