//! One system's house rules: a helper page shows one system, so it reads only that system's part of the saved
//! house rules, and its download leaves out the code that reads every other system's. It never writes them
//! back: house rules are changed on the rules page, which keeps the whole document.

use leptos::prelude::*;
use rules::saved::envelope::{LoadError, data_as, unreadable_version, version_of};
use rules::saved::settings::HOUSE_VERSION;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::notices::Notices;
use crate::settings::{HOUSE_KEY, SettingsState};
use crate::storage;

/// The Roman War Rules part of the saved house rules; the other systems' parts are skipped unread.
#[derive(Default, Deserialize)]
#[serde(default)]
struct RomanWar {
    roman_war: rules::roman_war::House,
}

/// The Ancients part of the saved house rules.
#[derive(Default, Deserialize)]
#[serde(default)]
struct Ancients {
    ancients: rules::ancients::House,
}

/// Reads one part of the house rules document, in the format `saved::settings::decode_house` reads.
fn decode<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    match version_of(text)? {
        HOUSE_VERSION => data_as(text),
        v => Err(unreadable_version(v, HOUSE_VERSION)),
    }
}

fn load<T: DeserializeOwned + Default>(notices: Notices) -> T {
    let loaded = storage::load(HOUSE_KEY, "house rules", decode::<T>);
    if let Some(p) = loaded.problem {
        notices.push(p, true);
    }
    loaded.value
}

/// The Roman War Rules page's `HouseRulesLoader`.
pub fn roman_war(notices: Notices, state: SettingsState) {
    let part: RomanWar = load(notices);
    state
        .settings
        .update_untracked(|s| s.house.roman_war = part.roman_war);
}

/// The Ancients page's `HouseRulesLoader`.
pub fn ancients(notices: Notices, state: SettingsState) {
    let part: Ancients = load(notices);
    state
        .settings
        .update_untracked(|s| s.house.ancients = part.ancients);
}
