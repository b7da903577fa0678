//! A battle in progress or finished: its setup and its whole log, saved after every event so a reload or a flat
//! battery loses nothing, and exported or imported as a file in the same envelope.

use serde::{Deserialize, Serialize};

use super::envelope::{self, LoadError, payload, unknown_version};
use crate::battle::{Battle, BattleState, Log};

/// The current format of a saved battle.
pub const BATTLE_VERSION: u32 = 1;

/// A battle as saved: the setup and the log (with its redo stack).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedBattle {
    pub battle: Battle,
    #[serde(default)]
    pub log: Log,
}

impl SavedBattle {
    pub fn new(battle: Battle) -> SavedBattle {
        SavedBattle {
            battle,
            log: Log::new(),
        }
    }

    /// The state now, folded from the log.
    pub fn state(&self) -> BattleState {
        self.battle.state(&self.log)
    }

    /// The text to store or export.
    pub fn encode(&self) -> String {
        envelope::encode(BATTLE_VERSION, self)
    }
}

/// Reads a saved or imported battle of any known version. Beyond the shape, the setup must be valid and every
/// event in the log must apply in order, so a damaged or hand-edited file is refused with a clear message
/// rather than opened with a battle that does not add up. A redo stack that no longer fits is dropped.
pub fn decode_battle(text: &str) -> Result<SavedBattle, LoadError> {
    let mut saved = envelope::decode(text, BATTLE_VERSION, |v, data| match v {
        1 => payload::<SavedBattle>(data),
        _ => Err(unknown_version(v)),
    })?;
    saved.battle.validate().map_err(|e| LoadError::Corrupt {
        detail: e.to_string(),
    })?;
    saved
        .log
        .validate(&saved.battle)
        .map_err(|(i, e)| LoadError::Corrupt {
            detail: format!("event {}: {e}", i + 1),
        })?;
    Ok(saved)
}

/// The battle as a file for sharing or backup (the same envelope as local storage).
pub fn export_battle(saved: &SavedBattle) -> String {
    saved.encode()
}

/// A battle from an exported file: the same checked, migrating path as local storage.
pub fn import_battle(text: &str) -> Result<SavedBattle, LoadError> {
    decode_battle(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::{
        Cause, Event, Scenario, Side, SideId, StructureKind, StructureSetup, UnitId, UnitSetup,
        UnitStatus,
    };
    use crate::roman_war::structures::Fixed;
    use crate::rule::System;

    /// The battle the golden fixture holds, built in code.
    fn fixture_battle() -> Battle {
        Battle::new(
            Side::new(
                "Romans",
                System::Sandarticus,
                vec![
                    UnitSetup::troops("Legion", 20, 1).in_formation("shield wall"),
                    UnitSetup::troops("Archers", 10, 1),
                ],
            ),
            Side::new(
                "Gauls",
                System::Sandarticus,
                vec![
                    UnitSetup::troops("Warband", 30, 2),
                    UnitSetup::wagon("Baggage", 2),
                ],
            ),
            Scenario::FortDefence {
                defender: SideId::A,
            },
            SideId::B,
            vec![StructureSetup::new(
                "North tower",
                StructureKind::Fixed {
                    fixed: Fixed::WoodenTower,
                },
                Some(SideId::A),
            )],
        )
        .unwrap()
    }

    /// Golden fixture: a battle saved by format 1 must keep reading after any change.
    #[test]
    fn reads_format_1_fixture() {
        let text = include_str!("../../tests/fixtures/battle-v1.json");
        let saved = decode_battle(text).unwrap();
        assert_eq!(saved.battle, fixture_battle());
        assert_eq!(saved.log.events.len(), 7);
        assert_eq!(saved.log.undone.len(), 1);
        let story = saved.log.story(&saved.battle);
        assert_eq!(
            story[1],
            "Turn 1 \u{2014} Warband lost 4 men to shooting from Archers."
        );
        assert_eq!(story[6], "Turn 2 \u{2014} Legion are now retreating.");
        let s = saved.state();
        assert_eq!(s.turn, 2);
        assert_eq!(s.units[2].men, 26 - 5);
        assert_eq!(s.units[0].prisoners, 5);
        assert_eq!(s.units[0].guards, 1);
        assert_eq!(s.units[0].status, UnitStatus::Retreating);
        assert_eq!(s.structures[0].condition(), "26 of 30 points");
        // Re-encoding reads back the same.
        assert_eq!(decode_battle(&saved.encode()), Ok(saved));
    }

    #[test]
    fn refuses_bad_files_with_a_message() {
        assert!(matches!(
            decode_battle("nonsense"),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            decode_battle(r#"{"v":2,"data":{}}"#),
            Err(LoadError::FutureVersion { found: 2, .. })
        ));
        // A log that takes more men than the unit has is refused, naming the event.
        let mut saved = SavedBattle::new(fixture_battle());
        saved.log.events.push(Event::Casualties {
            unit: UnitId(1),
            n: 11,
            cause: Cause::Melee,
            by: None,
        });
        match decode_battle(&export_battle(&saved)) {
            Err(LoadError::Corrupt { detail }) => assert!(detail.starts_with("event 1:")),
            other => panic!("expected a refusal, got {other:?}"),
        }
        // Sides of two different games can't be read as one battle.
        let mut saved = SavedBattle::new(fixture_battle());
        saved.battle.sides[1].system = System::Ancients;
        assert!(import_battle(&saved.encode()).is_err());
    }

    #[test]
    fn a_stale_redo_stack_is_dropped_not_fatal() {
        let mut saved = SavedBattle::new(fixture_battle());
        saved.log.undone.push(Event::LeaderLost {
            unit: UnitId(0),
            n: 9,
        });
        let back = decode_battle(&saved.encode()).unwrap();
        assert!(back.log.undone.is_empty());
    }
}
