//! The shell: header, notices, the screen, theme.

use leptos::prelude::*;
use rules::saved::settings::Theme;

use crate::download::offer_file;
use crate::notices::Notices;
use crate::screens::dice::{DiceScreen, TrayState};
use crate::settings::SettingsState;
use crate::storage;

#[component]
pub fn App() -> impl IntoView {
    let notices = Notices::new();
    provide_context(notices);
    let settings = SettingsState::load(notices);
    provide_context(settings);
    if !storage::store().persistent() {
        notices.push(storage::StoreError::Unavailable.to_string(), false);
    }
    provide_context(TrayState::new());
    let toggle_theme = move |_| {
        settings.update(|s| {
            s.theme = match s.theme {
                Theme::Sunlight => Theme::Dark,
                Theme::Dark => Theme::Sunlight,
            }
        })
    };
    view! {
        <header class="top">
            <h1>"Sandtable"</h1>
            <button type="button" class="theme" on:click=toggle_theme
                aria-label=move || match settings.settings.get().theme {
                    Theme::Sunlight => "Switch to the dark theme",
                    Theme::Dark => "Switch to the sunlight theme",
                }>
                {move || match settings.settings.get().theme { Theme::Sunlight => "Dark", Theme::Dark => "Sun" }}
            </button>
        </header>
        <NoticeList notices=notices />
        <main>
            <DiceScreen />
        </main>
    }
}

#[component]
fn NoticeList(notices: Notices) -> impl IntoView {
    let save_copy = move |_| {
        let backups = storage::backups();
        let text = serde_json::to_string_pretty(
            &backups
                .into_iter()
                .collect::<std::collections::BTreeMap<String, String>>(),
        )
        .unwrap_or_default();
        offer_file("sandtable-backup.json", &text, "application/json");
    };
    view! {
        <div class="notices" role="status">
            <For each=move || notices.0.get() key=|n| n.id let:n>
                <div class="notice" data-testid="notice">
                    <p>{n.text.clone()}</p>
                    <div class="notice-actions">
                        {n.offer_backup.then(|| view! {
                            <button type="button" class="secondary" on:click=save_copy>"Save a copy"</button>
                        })}
                        <button type="button" class="quiet" on:click=move |_| notices.dismiss(n.id)>"OK"</button>
                    </div>
                </div>
            </For>
        </div>
    }
}
