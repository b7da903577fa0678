//! Names for rules, so an outcome or a roster finding can say which rule decided it and link to its entry.

use serde::{Deserialize, Serialize};

/// The four rule systems Sandtable plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum System {
    Sandarticus,
    JerseyShore,
    RomanWar,
    Ancients,
}

impl System {
    pub const ALL: [System; 4] = [
        System::Sandarticus,
        System::JerseyShore,
        System::RomanWar,
        System::Ancients,
    ];

    /// The name players know the system by.
    pub fn name(self) -> &'static str {
        match self {
            System::Sandarticus => "Sandarticus",
            System::JerseyShore => "Jersey Shore",
            System::RomanWar => "Roman War Rules",
            System::Ancients => "Ancients",
        }
    }

    /// A short stable key, used in saved data and addresses.
    pub fn key(self) -> &'static str {
        match self {
            System::Sandarticus => "sandarticus",
            System::JerseyShore => "jersey-shore",
            System::RomanWar => "roman-war",
            System::Ancients => "ancients",
        }
    }

    pub fn from_key(key: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// A stable identifier of one rule, such as `"sandy-hook.shooting"`; the reference has an entry for each.
pub type RuleId = &'static str;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for s in System::ALL {
            assert_eq!(System::from_key(s.key()), Some(s));
        }
        assert_eq!(System::from_key("chess"), None);
    }
}
