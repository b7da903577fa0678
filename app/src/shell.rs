//! The frame every page shares: header with the theme switch, notices about saved data, the page's screen,
//! and the bottom navigation between pages.

use leptos::prelude::*;
use rules::saved::settings::Theme;

use crate::download::offer_file;
use crate::notices::Notices;
use crate::settings::SettingsState;
use crate::storage;

/// The app's pages, each its own HTML file and wasm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Dice,
}

impl Page {
    /// Pages in the order of the bottom navigation.
    pub const ALL: [Page; 1] = [Page::Dice];

    pub fn label(self) -> &'static str {
        match self {
            Page::Dice => "Dice",
        }
    }

    /// The page's address, relative so the app works from any folder.
    pub fn href(self) -> &'static str {
        match self {
            Page::Dice => "./",
        }
    }

    /// A one-character mark beside the label (no icon font: nothing leaves the device).
    pub fn mark(self) -> &'static str {
        match self {
            Page::Dice => "\u{2684}",
        }
    }
}

/// Provides the notices and settings contexts, then lays out `children` inside the shared frame.
#[component]
pub fn Shell(page: Page, children: Children) -> impl IntoView {
    let notices = Notices::new();
    provide_context(notices);
    let settings = SettingsState::load(notices);
    provide_context(settings);
    if !storage::store().persistent() {
        notices.push(storage::StoreError::Unavailable.to_string(), false);
    }
    let toggle_theme = move |_| {
        settings.update(|s| {
            s.theme = match s.theme {
                Theme::Sunlight => Theme::Dark,
                Theme::Dark => Theme::Sunlight,
            }
        })
    };
    let nav = (Page::ALL.len() > 1).then(|| {
        let links = Page::ALL
            .into_iter()
            .map(|p| {
                view! {
                    <a href=p.href() class="nav-link" aria-current=(p == page).then_some("page")>
                        <span class="nav-mark" aria-hidden="true">{p.mark()}</span>
                        <span>{p.label()}</span>
                    </a>
                }
            })
            .collect_view();
        view! { <nav class="bottom-nav" aria-label="Pages">{links}</nav> }
    });
    let has_nav = nav.is_some();
    view! {
        <header class="top">
            <h1>"Sandtable" <span class="page-name">{format!(" \u{b7} {}", page.label())}</span></h1>
            <button type="button" class="theme" on:click=toggle_theme
                aria-label=move || match settings.settings.get().theme {
                    Theme::Sunlight => "Switch to the dark theme",
                    Theme::Dark => "Switch to the sunlight theme",
                }>
                {move || match settings.settings.get().theme { Theme::Sunlight => "Dark", Theme::Dark => "Sun" }}
            </button>
        </header>
        <NoticeList notices=notices />
        <main class="app-screen" class:with-nav=has_nav>{children()}</main>
        {nav}
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
