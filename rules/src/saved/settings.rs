//! Per-device settings: the theme, the rule system last picked, and the house rules in force.
//!
//! The house rules are stored under a key of their own (`encode_house`), all but the scatter reading, which the
//! dice tray uses and which is kept with the settings. So the dice tray, the first page and the smallest
//! download, never carries the code that reads every system's house rules.

use serde::{Deserialize, Serialize};

use super::envelope::{self, LoadError, data_as, unreadable_version, version_of};
use crate::house_rules::{HouseRules, ScatterReading};
use crate::rule::System;

/// The current format of saved settings.
pub const SETTINGS_VERSION: u32 = 1;

/// The colour scheme.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// High contrast for bright sun: the default, since the app lives outdoors.
    #[default]
    Sunlight,
    Dark,
}

/// The current format of the saved house rules.
pub const HOUSE_VERSION: u32 = 1;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Settings {
    pub theme: Theme,
    pub system: Option<System>,
    /// The house rules in force. Only `scatter` travels with the settings; the rest with `encode_house`.
    pub house: HouseRules,
}

/// Settings as stored, format 1.
#[derive(Default, Serialize, Deserialize)]
#[serde(default)]
struct WireV1 {
    theme: Theme,
    system: Option<System>,
    scatter: Option<ScatterReading>,
    /// Early format-1 files kept the house rules here; only their scatter reading is read from them.
    #[serde(skip_serializing_if = "Option::is_none")]
    house: Option<ScatterOnly>,
}

#[derive(Default, Serialize, Deserialize)]
#[serde(default)]
struct ScatterOnly {
    scatter: ScatterReading,
}

impl Settings {
    pub fn encode(&self) -> String {
        let wire = WireV1 {
            theme: self.theme,
            system: self.system,
            scatter: Some(self.house.scatter),
            house: None,
        };
        envelope::encode(SETTINGS_VERSION, &wire)
    }

    pub fn decode(text: &str) -> Result<Settings, LoadError> {
        match version_of(text)? {
            1 => {
                let w: WireV1 = data_as(text)?;
                let scatter = w.scatter.or(w.house.map(|h| h.scatter)).unwrap_or_default();
                Ok(Settings {
                    theme: w.theme,
                    system: w.system,
                    house: HouseRules {
                        scatter,
                        ..HouseRules::default()
                    },
                })
            }
            v => Err(unreadable_version(v, SETTINGS_VERSION)),
        }
    }
}

/// The house rules for their own storage key.
pub fn encode_house(house: &HouseRules) -> String {
    envelope::encode(HOUSE_VERSION, house)
}

/// Reads saved house rules of any known format; settings missing from the file take their defaults.
pub fn decode_house(text: &str) -> Result<HouseRules, LoadError> {
    match version_of(text)? {
        1 => data_as(text),
        v => Err(unreadable_version(v, HOUSE_VERSION)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::house_rules::ScatterReading;

    #[test]
    fn round_trip() {
        let mut s = Settings {
            theme: Theme::Dark,
            system: Some(System::Ancients),
            ..Settings::default()
        };
        s.house.scatter = ScatterReading::Literal;
        assert_eq!(Settings::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn house_rules_round_trip_under_their_own_key() {
        let mut h = HouseRules {
            scatter: ScatterReading::Literal,
            ..HouseRules::default()
        };
        h.sandarticus.pilum_damage = 4;
        assert_eq!(decode_house(&encode_house(&h)), Ok(h.clone()));
        // The settings keep only the scatter reading.
        let s = Settings {
            house: h,
            ..Settings::default()
        };
        let back = Settings::decode(&s.encode()).unwrap();
        assert_eq!(back.house.scatter, ScatterReading::Literal);
        assert_eq!(back.house.sandarticus, HouseRules::default().sandarticus);
        assert!(decode_house(r#"{"v":7,"data":{}}"#).is_err());
    }

    /// Golden fixture: settings saved by format 1; fields added later take their defaults.
    #[test]
    fn reads_format_1_fixture() {
        let s = Settings::decode(include_str!("../../tests/fixtures/settings-v1.json")).unwrap();
        assert_eq!(s.theme, Theme::Dark);
        assert_eq!(s.house.scatter, ScatterReading::Literal);
        assert_eq!(s.system, Some(System::Sandarticus));
    }
}
