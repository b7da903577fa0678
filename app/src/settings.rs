//! The player's settings (theme, system, house rules), loaded once and saved on change.

use leptos::prelude::*;
use rules::saved::settings::{Settings, Theme};

use crate::notices::Notices;
use crate::storage;

pub const KEY: &str = "sandtable.settings";

/// Settings shared by every screen.
#[derive(Clone, Copy)]
pub struct SettingsState {
    pub settings: RwSignal<Settings>,
    writable: StoredValue<bool>,
}

impl SettingsState {
    /// Loads the settings and saves them again whenever they change.
    pub fn load(notices: Notices) -> SettingsState {
        let loaded = storage::load(KEY, "settings", Settings::decode);
        if let Some(p) = loaded.problem {
            notices.push(p, true);
        }
        let state = SettingsState {
            settings: RwSignal::new(loaded.value),
            writable: StoredValue::new(loaded.writable),
        };
        Effect::new(move |first: Option<()>| {
            let s = state.settings.get();
            apply_theme(s.theme);
            if first.is_some()
                && state.writable.get_value()
                && let Err(e) = storage::save(KEY, &s.encode())
            {
                notices.push(e.to_string(), false);
            }
        });
        state
    }

    pub fn update(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
    }
}

fn apply_theme(theme: Theme) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let name = match theme {
            Theme::Sunlight => "sunlight",
            Theme::Dark => "dark",
        };
        let _ = root.set_attribute("data-theme", name);
    }
}

pub fn use_settings() -> SettingsState {
    expect_context::<SettingsState>()
}
