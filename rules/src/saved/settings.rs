//! Per-device settings: the theme, the rule system last picked, and the house rules in force.
//!
//! The house rules are stored under a key of their own (`encode_house`), all but the scatter reading, which the
//! dice tray uses and which is kept with the settings. So the dice tray, the first page and the smallest
//! download, never carries the code that reads every system's house rules.

use serde::{Deserialize, Serialize};

use super::envelope::{LoadError, unreadable_version};
use super::history::READINGS;
use super::json::{Json, name_of, named, open_envelope, wrap_envelope};
use crate::house_rules::HouseRules;
use crate::json::Field;
use crate::json::field::record_field;
use crate::rule::System;
use crate::sandy_hook;

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
    /// The house rules in force. Only the scatter reading travels with the settings; the rest with `encode_house`.
    pub house: HouseRules,
}

// Format 1, as serde's derive wrote it before the settings moved to `json` (the dice tray reads them, so they
// stay clear of serde_json): `theme` in snake case, the others by variant name, every field optional. Early
// format-1 files kept the house rules under `house`; only their scatter reading is read from there.
const THEMES: [(Theme, &str); 2] = [(Theme::Sunlight, "sunlight"), (Theme::Dark, "dark")];
pub const SYSTEMS: [(System, &str); 4] = [
    (System::Sandarticus, "Sandarticus"),
    (System::JerseyShore, "JerseyShore"),
    (System::RomanWar, "RomanWar"),
    (System::Ancients, "Ancients"),
];

impl Settings {
    pub fn encode(&self) -> String {
        let system = self.system.map_or(Json::Null, |s| name_of(s, &SYSTEMS));
        let data = Json::object([
            ("theme", name_of(self.theme, &THEMES)),
            ("system", system),
            ("scatter", name_of(self.house.sandy_hook.scatter, &READINGS)),
        ]);
        wrap_envelope(SETTINGS_VERSION, data)
    }

    /// Reads saved settings; a value this build does not know takes its default rather than losing the rest.
    pub fn decode(text: &str) -> Result<Settings, LoadError> {
        match open_envelope(text)? {
            (1, data) => {
                if !matches!(data, Json::Object(_)) {
                    return Err(LoadError::Corrupt {
                        detail: "the settings are not a record".to_string(),
                    });
                }
                let scatter = named(data.get("scatter"), &READINGS)
                    .or_else(|| named(data.get("house").and_then(|h| h.get("scatter")), &READINGS))
                    .unwrap_or_default();
                Ok(Settings {
                    theme: named(data.get("theme"), &THEMES).unwrap_or_default(),
                    system: named(data.get("system"), &SYSTEMS),
                    house: HouseRules {
                        sandy_hook: sandy_hook::House { scatter },
                        ..HouseRules::default()
                    },
                })
            }
            (v, _) => Err(unreadable_version(v, SETTINGS_VERSION)),
        }
    }
}

/// The house rules for their own storage key.
pub fn encode_house(house: &HouseRules) -> String {
    wrap_envelope(HOUSE_VERSION, house.write())
}

/// Reads saved house rules of any known format; settings missing from the file take their defaults.
pub fn decode_house(text: &str) -> Result<HouseRules, LoadError> {
    read_house(text)
}

/// The house rules, or a part of them, from their envelope.
fn read_house<T: Field>(text: &str) -> Result<T, LoadError> {
    match open_envelope(text)? {
        (1, data) => T::read(&data).map_err(|e| LoadError::Corrupt {
            detail: e.to_string(),
        }),
        (v, _) => Err(unreadable_version(v, HOUSE_VERSION)),
    }
}

/// The part of the saved house rules a helper page reads: only its own systems' slices, so the page carries
/// no code for the other systems' house rules. Helper pages never write the house rules (the rules page does),
/// so a part is read-only and cannot drop the slices it leaves out.
pub trait HousePart: Field + Default {
    /// Puts the part's slices into the house rules in force.
    fn apply(self, house: &mut HouseRules);
}

/// The Sandy Hook helpers' part: Sandarticus and Jersey Shore. The framework's one reading, the scatter die,
/// travels with the settings.
#[derive(Debug, Default)]
pub struct SandyHookHouse {
    pub sandarticus: crate::sandarticus::House,
    pub jersey_shore: crate::jersey_shore::House,
}

record_field!(
    SandyHookHouse,
    default {
        sandarticus,
        jersey_shore
    }
);

impl HousePart for SandyHookHouse {
    fn apply(self, house: &mut HouseRules) {
        house.sandarticus = self.sandarticus;
        house.jersey_shore = self.jersey_shore;
    }
}

/// The Roman War Rules helpers' part.
#[derive(Debug, Default)]
pub struct RomanWarHouse {
    pub roman_war: crate::roman_war::House,
}

record_field!(RomanWarHouse, default { roman_war });

impl HousePart for RomanWarHouse {
    fn apply(self, house: &mut HouseRules) {
        house.roman_war = self.roman_war;
    }
}

/// The Ancients helpers' part.
#[derive(Debug, Default)]
pub struct AncientsHouse {
    pub ancients: crate::ancients::House,
}

record_field!(AncientsHouse, default { ancients });

impl HousePart for AncientsHouse {
    fn apply(self, house: &mut HouseRules) {
        house.ancients = self.ancients;
    }
}

/// Reads one part of saved house rules of any known format, as `decode_house` reads the whole.
pub fn decode_house_part<P: HousePart>(text: &str) -> Result<P, LoadError> {
    read_house(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandy_hook::ScatterReading;

    #[test]
    fn round_trip() {
        let mut s = Settings {
            theme: Theme::Dark,
            system: Some(System::Ancients),
            ..Settings::default()
        };
        s.house.sandy_hook.scatter = ScatterReading::Literal;
        assert_eq!(Settings::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn house_rules_round_trip_under_their_own_key() {
        let mut h = HouseRules {
            sandy_hook: sandy_hook::House {
                scatter: ScatterReading::Literal,
            },
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
        assert_eq!(back.house.sandy_hook.scatter, ScatterReading::Literal);
        assert_eq!(back.house.sandarticus, HouseRules::default().sandarticus);
        assert!(decode_house(r#"{"v":7,"data":{}}"#).is_err());
    }

    #[test]
    fn writes_format_1_as_before() {
        let s = Settings {
            theme: Theme::Dark,
            system: Some(System::JerseyShore),
            ..Settings::default()
        };
        assert_eq!(
            s.encode(),
            r#"{"v":1,"data":{"theme":"dark","system":"JerseyShore","scatter":"LowFacesHit"}}"#
        );
        let none = Settings::default().encode();
        assert!(none.contains(r#""system":null"#), "{none}");
        assert_eq!(Settings::decode(&none), Ok(Settings::default()));
    }

    /// Golden fixture: settings saved by format 1; fields added later take their defaults.
    #[test]
    fn reads_format_1_fixture() {
        let s = Settings::decode(include_str!("../../tests/fixtures/settings-v1.json")).unwrap();
        assert_eq!(s.theme, Theme::Dark);
        assert_eq!(s.house.sandy_hook.scatter, ScatterReading::Literal);
        assert_eq!(s.system, Some(System::Sandarticus));
    }

    /// Golden fixtures: house rules saved by format 1 (the cup rule read literally, pilum damage 5). The first
    /// document was saved before the cart and war wagon armour left the settings (they follow the source) and
    /// before the later readings were added: it still reads, the dropped numbers ignored and the new settings at
    /// their defaults. The second is the same rules as written now, byte for byte.
    #[test]
    fn each_page_reads_its_part_of_the_house_rules_as_the_whole_reads_it() {
        let text = include_str!("../../tests/fixtures/house-v1.json");
        let whole = decode_house(text).expect("the golden house rules read");
        let mut parts = HouseRules::default();
        decode_house_part::<SandyHookHouse>(text)
            .expect("the Sandy Hook part")
            .apply(&mut parts);
        decode_house_part::<RomanWarHouse>(text)
            .expect("the Roman War part")
            .apply(&mut parts);
        decode_house_part::<AncientsHouse>(text)
            .expect("the Ancients part")
            .apply(&mut parts);
        // The scatter reading travels with the settings, not with a part.
        parts.sandy_hook = whole.sandy_hook;
        assert_eq!(parts, whole);
        // The fixture is not all defaults, so the comparison above says something.
        assert_ne!(whole.sandarticus, crate::sandarticus::House::default());
        assert!(decode_house_part::<RomanWarHouse>(r#"{"v":7,"data":{}}"#).is_err());
    }

    #[test]
    fn house_rules_keep_format_1() {
        let mut h = HouseRules {
            sandy_hook: sandy_hook::House {
                scatter: ScatterReading::Literal,
            },
            ..HouseRules::default()
        };
        h.sandarticus.pilum_damage = 5;
        let before = include_str!("../../tests/fixtures/house-v1.json");
        assert_eq!(decode_house(before), Ok(h.clone()));
        let now = include_str!("../../tests/fixtures/house-v1-readings.json");
        assert_eq!(decode_house(now), Ok(h.clone()));
        assert_eq!(encode_house(&h), now);
    }
}
