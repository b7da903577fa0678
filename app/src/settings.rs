//! The player's settings (theme, system, house rules), loaded once and saved on change.

use leptos::prelude::*;
use rules::saved::settings::{
    AncientsHouse, HousePart, RomanWarHouse, SandyHookHouse, Settings, Theme, decode_house,
    decode_house_part, encode_house,
};

use crate::notices::Notices;
use crate::storage;

pub const KEY: &str = "sandtable.settings";
/// The house rules other than the scatter reading, which lives in the settings.
pub const HOUSE_KEY: &str = "sandtable.house";

/// Loads the full house rules into the settings and keeps them saved. Pages that use house rules pass this to
/// `Shell`; the dice tray does not, so its download leaves out the code that reads every system's rules.
pub type HouseRulesLoader = fn(Notices, SettingsState);

/// The `HouseRulesLoader` every page but the dice tray uses.
pub fn persist_house_rules(notices: Notices, state: SettingsState) {
    let loaded = storage::load(HOUSE_KEY, "house rules", decode_house);
    if let Some(p) = loaded.problem {
        notices.push(p, true);
    }
    state.settings.update_untracked(|s| {
        let scatter = s.house.sandy_hook.scatter;
        s.house = loaded.value;
        // The settings hold the scatter reading the dice tray may have changed since.
        s.house.sandy_hook.scatter = scatter;
    });
    let writable = loaded.writable;
    Effect::new(move |first: Option<()>| {
        let house = state.settings.with(|s| s.house.clone());
        if first.is_some()
            && writable
            && let Err(e) = storage::save(HOUSE_KEY, &encode_house(&house))
        {
            notices.push(e.to_string(), false);
        }
    });
}

/// The `HouseRulesLoader` of a helper page: reads only the house rules of the page's own systems, and never
/// writes them (the rules page does), so the page carries no other system's house-rule code.
fn read_house_part<P: HousePart>(notices: Notices, state: SettingsState) {
    let loaded = storage::load(HOUSE_KEY, "house rules", decode_house_part::<P>);
    if let Some(p) = loaded.problem {
        notices.push(p, true);
    }
    state
        .settings
        .update_untracked(|s| loaded.value.apply(&mut s.house));
}

/// The Sandy Hook helpers' house rules (Sandarticus and Jersey Shore).
pub fn read_sandy_hook_house(notices: Notices, state: SettingsState) {
    read_house_part::<SandyHookHouse>(notices, state);
}

/// The Roman War Rules helpers' house rules.
pub fn read_roman_war_house(notices: Notices, state: SettingsState) {
    read_house_part::<RomanWarHouse>(notices, state);
}

/// The Ancients helpers' house rules.
pub fn read_ancients_house(notices: Notices, state: SettingsState) {
    read_house_part::<AncientsHouse>(notices, state);
}

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

    /// Changes the settings and writes them straight away, for a change made just before the page is left.
    pub fn save_now(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        if self.writable.get_value() {
            let _ = storage::save(KEY, &self.settings.get_untracked().encode());
        }
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
