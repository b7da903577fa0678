//! Per-device settings: the theme, the rule system last picked, and the house rules in force.

use serde::{Deserialize, Serialize};

use super::envelope::{self, LoadError, data_as, unreadable_version, version_of};
use crate::house_rules::HouseRules;
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

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub theme: Theme,
    pub system: Option<System>,
    pub house: HouseRules,
}

impl Settings {
    pub fn encode(&self) -> String {
        envelope::encode(SETTINGS_VERSION, self)
    }

    pub fn decode(text: &str) -> Result<Settings, LoadError> {
        match version_of(text)? {
            1 => data_as(text),
            v => Err(unreadable_version(v, SETTINGS_VERSION)),
        }
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

    /// Golden fixture: settings saved by format 1; fields added later take their defaults.
    #[test]
    fn reads_format_1_fixture() {
        let s = Settings::decode(include_str!("../../tests/fixtures/settings-v1.json")).unwrap();
        assert_eq!(s.theme, Theme::Dark);
        assert_eq!(s.house.scatter, ScatterReading::Literal);
        assert_eq!(s.system, Some(System::Sandarticus));
    }
}
