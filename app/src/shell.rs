//! The frame every page shares: header with the theme switch, notices about saved data, the page's screen,
//! and the bottom navigation between pages.

use leptos::prelude::*;
use rules::rule::System;
use rules::saved::settings::Theme;

use crate::download::offer_file;
use crate::notices::Notices;
use crate::settings::{HouseRulesLoader, SettingsState};
use crate::storage;

/// The app's pages, each its own HTML file and wasm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Dice,
    Sandarticus,
    JerseyShore,
    Armies,
    Battle,
    RomanWar,
    Ancients,
    Rules,
    /// The whole phone's backup and restore, opened from every page's storage line; not in the navigation.
    Backup,
}

impl Page {
    pub const ALL: [Page; 9] = [
        Page::Dice,
        Page::Sandarticus,
        Page::JerseyShore,
        Page::RomanWar,
        Page::Ancients,
        Page::Armies,
        Page::Battle,
        Page::Rules,
        Page::Backup,
    ];

    /// The table helpers are one page per rule system; the navigation shows them as one entry.
    pub fn is_helpers(self) -> bool {
        matches!(
            self,
            Page::Sandarticus | Page::JerseyShore | Page::RomanWar | Page::Ancients
        )
    }

    /// The helpers page that plays `system`.
    pub fn helpers_for(system: System) -> Page {
        match system {
            System::Sandarticus => Page::Sandarticus,
            System::JerseyShore => Page::JerseyShore,
            System::RomanWar => Page::RomanWar,
            System::Ancients => Page::Ancients,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Page::Dice => "Dice",
            Page::Sandarticus => "Sandarticus",
            Page::JerseyShore => "Jersey Shore",
            Page::Armies => "Armies",
            Page::RomanWar => "Roman War",
            Page::Ancients => "Ancients",
            Page::Rules => "Rules",
            Page::Battle => "Battle",
            Page::Backup => "Backup",
        }
    }

    /// The page's address, relative so the app works from any folder.
    pub fn href(self) -> &'static str {
        match self {
            Page::Dice => "./",
            Page::Sandarticus => "sandarticus.html",
            Page::JerseyShore => "jersey-shore.html",
            Page::Armies => "armies.html",
            Page::RomanWar => "roman-war.html",
            Page::Ancients => "ancients.html",
            Page::Rules => "rules.html",
            Page::Battle => "battle.html",
            Page::Backup => "backup.html",
        }
    }

    /// A one-character mark beside the label (no icon font: nothing leaves the device).
    pub fn mark(self) -> &'static str {
        match self {
            Page::Dice => "\u{2684}",
            Page::Sandarticus | Page::JerseyShore => "\u{265c}",
            Page::Armies => "\u{2694}",
            Page::Battle => "\u{2691}",
            Page::RomanWar => "\u{2160}",
            Page::Ancients => "\u{2696}",
            Page::Rules => "\u{00a7}",
            Page::Backup => "\u{21ba}",
        }
    }
}

/// Provides the notices and settings contexts, then lays out `children` inside the shared frame.
///
/// The children are typed, not `Children`: boxing a whole page as an `AnyView` carries code to rebuild it that
/// never runs, several kilobytes on the dice tray.
#[component]
pub fn Shell<C>(
    page: Page,
    /// Pages that use house rules pass `settings::persist_house_rules`.
    #[prop(optional)]
    house: Option<HouseRulesLoader>,
    children: TypedChildren<C>,
) -> impl IntoView
where
    C: IntoView + 'static,
{
    let children = children.into_inner();
    let notices = Notices::new();
    provide_context(notices);
    let settings = SettingsState::load(notices);
    if let Some(load_house) = house {
        load_house(notices, settings);
    }
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
    // Five entries fit a 320 px phone; "Helpers" leads to the page of the system last played.
    let helpers_href = move || {
        let system = settings
            .settings
            .get()
            .system
            .unwrap_or(System::Sandarticus);
        Page::helpers_for(system).href()
    };
    let link = move |p: Page| {
        view! {
            <a href=p.href() class="nav-link" aria-current=(p == page).then_some("page")>
                <span class="nav-mark" aria-hidden="true">{p.mark()}</span>
                <span>{p.label()}</span>
            </a>
        }
    };
    let nav = view! {
        <nav class="bottom-nav" aria-label="Pages">
            {link(Page::Dice)}
            <a href=helpers_href class="nav-link" data-testid="nav-helpers"
                aria-current=page.is_helpers().then_some("page")>
                <span class="nav-mark" aria-hidden="true">"\u{25ce}"</span>
                <span>"Helpers"</span>
            </a>
            {link(Page::Armies)}
            {link(Page::Battle)}
            {link(Page::Rules)}
        </nav>
    };
    if page.is_helpers() {
        // Opening a helpers page makes its system the one in play, so "Helpers" leads back here.
        let chosen = settings.settings.get_untracked().system;
        if chosen.map(Page::helpers_for) != Some(page)
            && let Some(first) = System::ALL
                .into_iter()
                .find(|s| Page::helpers_for(*s) == page)
        {
            settings.save_now(|s| s.system = Some(first));
        }
    }
    let systems = page
        .is_helpers()
        .then(|| view! { <SystemBar page=page settings=settings /> });
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
        {systems}
        <main class="app-screen with-nav">{children()}</main>
        {nav}
    }
}

/// On a helpers page: the four systems, so a player can switch game from any of them. Choosing one is saved
/// at once, before the next page loads and reads it.
#[component]
fn SystemBar(page: Page, settings: SettingsState) -> impl IntoView {
    let links = System::ALL
        .into_iter()
        .map(|system| {
            let target = Page::helpers_for(system);
            let current = move || target == page && settings.settings.get().system == Some(system);
            view! {
                <a href=target.href() class="system-link" data-testid=format!("system-{}", system.key())
                    aria-current=move || current().then_some("page")
                    on:click=move |_| settings.save_now(|s| s.system = Some(system))>
                    {system.name()}
                </a>
            }
        })
        .collect_view();
    view! { <nav class="system-bar" aria-label="Rule system">{links}</nav> }
}

#[component]
fn NoticeList(notices: Notices) -> impl IntoView {
    let save_copy = move |_| {
        let backups = storage::backups();
        // Written with the dice tray's small JSON writer: serde_json here would weigh on every page.
        let text = rules::saved::json::Json::Object(
            backups
                .into_iter()
                .map(|(key, raw)| (key, rules::saved::json::Json::Str(raw)))
                .collect(),
        )
        .to_text();
        offer_file("sandtable-backup.json", &text, "application/json");
    };
    view! {
        <div class="notices" role="status">
            // Rebuilt whole when the list changes (it is short and rarely changes): a keyed <For> costs the
            // dice tray kilobytes of download.
            {move || notices.0.get().into_iter().map(|n| view! {
                <div class="notice" data-testid="notice">
                    <p>{n.text.clone()}</p>
                    <div class="notice-actions">
                        {n.offer_backup.then(|| view! {
                            <button type="button" class="secondary" on:click=save_copy>"Save a copy"</button>
                        })}
                        <button type="button" class="quiet" on:click=move |_| notices.dismiss(n.id)>"OK"</button>
                    </div>
                </div>
            }).collect_view()}
        </div>
    }
}
