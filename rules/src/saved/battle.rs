//! A battle in progress or finished: its setup, its whole log and the house rules it is played with, saved
//! after every event so a reload or a flat battery loses nothing, and exported or imported as a file in the
//! same envelope.
//!
//! Formats: 1 held the setup and the log; 2 adds the house rules in force when the battle started, so both
//! players of a shared battle use the same rules. A format-1 battle reads as one with no house rules of its
//! own (it plays with the phone's).

use serde::{Deserialize, Serialize};

use super::battle_tree;
use super::envelope::{LoadError, unreadable_version};
use super::json::{open_envelope, wrap_envelope};
use crate::battle::{Battle, BattleState, Event, Log};
use crate::house_rules::HouseRules;

/// The current format of a saved battle.
pub const BATTLE_VERSION: u32 = 2;

/// A battle as saved: the setup, the log (with its redo stack) and its house rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedBattle {
    pub battle: Battle,
    #[serde(default)]
    pub log: Log,
    /// The house rules in force when the battle started: every mechanism resolved in this battle uses them,
    /// on this phone or on the one it is shared to. `None` for a format-1 battle, which uses the phone's own.
    #[serde(default)]
    pub house: Option<HouseRules>,
}

impl SavedBattle {
    /// A new battle played with `house`, the house rules in force as it starts.
    pub fn new(battle: Battle, house: HouseRules) -> SavedBattle {
        SavedBattle {
            battle,
            log: Log::new(),
            house: Some(house),
        }
    }

    /// The house rules this battle plays with: its own, or for an old battle without any, `own`.
    pub fn house_or<'a>(&'a self, own: &'a HouseRules) -> &'a HouseRules {
        self.house.as_ref().unwrap_or(own)
    }

    /// The state now, folded from the log.
    pub fn state(&self) -> BattleState {
        self.battle.state(&self.log)
    }

    /// The text to store or export: what serde writes for this struct, through the small JSON tree
    /// (`battle_tree`).
    pub fn encode(&self) -> String {
        wrap_envelope(
            BATTLE_VERSION,
            battle_tree::write(&self.battle, &self.log, self.house.as_ref()),
        )
    }
}

/// Reads a saved or imported battle of any known version. Beyond the shape, the setup must be valid and every
/// event in the log must apply in order, so a damaged or hand-edited file is refused with a clear message
/// rather than opened with a battle that does not add up. A redo stack that no longer fits is dropped.
pub fn decode_battle(text: &str) -> Result<SavedBattle, LoadError> {
    // Format 1 held the setup and the log; format 2 adds the house rules, so one reader serves both (a
    // format-1 battle has none of its own). See `battle_tree` for why not serde.
    let (v, data) = open_envelope(text)?;
    if v > BATTLE_VERSION || v == 0 {
        return Err(unreadable_version(v, BATTLE_VERSION));
    }
    let (battle, log, house) =
        battle_tree::read(&data, v > 1).map_err(|detail| LoadError::Corrupt { detail })?;
    let mut saved = SavedBattle { battle, log, house };
    if let Some(h) = &saved.house {
        h.check().map_err(|e| LoadError::Corrupt {
            detail: format!("house rules: {e}"),
        })?;
    }
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

/// What to do when the battle stored on the phone changed under this tab (another tab of the same battle
/// wrote it). Nothing recorded in either may be lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reconcile {
    /// The same battle with the same log: nothing to do.
    Same,
    /// Take the stored one: it holds everything this tab has and more, or the other tab undid events this
    /// one still shows (they wait on its redo stack).
    TakeStored,
    /// Keep this tab's and write it back: the stored one is an older point of the same log.
    KeepOurs,
    /// Neither log holds the other (both tabs recorded different events, or a different battle was
    /// started): keep both, one of them as a copy, and tell the player.
    Diverged,
}

/// Events in order, then the undone ones as they would be redone: where the log's owner has been.
fn timeline(log: &Log) -> impl Iterator<Item = &Event> {
    log.events.iter().chain(log.undone.iter().rev())
}

/// Compares this tab's battle with the one now stored (design: "Rosters and battles", merging two tabs).
pub fn reconcile(ours: &SavedBattle, stored: &SavedBattle) -> Reconcile {
    if ours == stored {
        return Reconcile::Same;
    }
    if ours.battle != stored.battle || ours.house != stored.house {
        return Reconcile::Diverged;
    }
    let (mine, theirs) = (&ours.log.events, &stored.log.events);
    if theirs.starts_with(mine) {
        Reconcile::TakeStored
    } else if mine.starts_with(theirs) {
        if timeline(&stored.log).take(mine.len()).eq(mine.iter()) {
            Reconcile::TakeStored
        } else {
            Reconcile::KeepOurs
        }
    } else {
        Reconcile::Diverged
    }
}

/// What opening a battle file does to the battle open on the phone: the two-tab rule (`reconcile`) applied to
/// an import, so that an older copy of the same battle never silently replaces the longer one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BattleImport {
    /// Nothing is recorded in the open battle (or none is open): open the file.
    Open,
    /// The file holds the open battle exactly: nothing to do.
    Same,
    /// The file is the open battle further on: open it; nothing is lost.
    Newer,
    /// The file is an earlier point of the open battle, with `file` events where the open one has `open`.
    Older { open: usize, file: usize },
    /// Another battle, or the same one gone another way: neither log holds the other.
    Diverged { open: usize, file: usize },
}

impl BattleImport {
    /// Whether the open battle is kept as a copy before the file takes its place: whenever it holds events
    /// the file does not.
    pub fn keeps_copy(self) -> bool {
        matches!(
            self,
            BattleImport::Older { .. } | BattleImport::Diverged { .. }
        )
    }

    /// The question to put to the players before the file replaces the open battle: asked whenever the file
    /// records fewer events than the battle open now.
    pub fn question(self) -> Option<String> {
        let events = |n: usize| format!("{n} {}", if n == 1 { "event" } else { "events" });
        match self {
            BattleImport::Older { open, file } => Some(format!(
                "This file is an earlier point of the battle open now: {} where the open one has {}. Open \
                 it anyway? The battle open now is kept under \u{201c}Kept copies\u{201d}.",
                events(file),
                events(open)
            )),
            BattleImport::Diverged { open, file } if file < open => Some(format!(
                "This file holds another battle, or this one gone a different way, with {} where the open one \
                 has {}. Open it? The battle open now is kept under \u{201c}Kept copies\u{201d}.",
                events(file),
                events(open)
            )),
            _ => None,
        }
    }
}

/// Plans opening `file` while `open` is the battle on the phone (design: "Rosters and battles").
pub fn plan_battle_import(open: Option<&SavedBattle>, file: &SavedBattle) -> BattleImport {
    let Some(open) = open.filter(|o| !o.log.events.is_empty() || !o.log.undone.is_empty()) else {
        return BattleImport::Open;
    };
    let counts = (open.log.events.len(), file.log.events.len());
    match reconcile(open, file) {
        Reconcile::Same => BattleImport::Same,
        Reconcile::TakeStored if counts.1 >= counts.0 => BattleImport::Newer,
        // The file undid events the open battle shows, or is simply behind it.
        Reconcile::TakeStored | Reconcile::KeepOurs => BattleImport::Older {
            open: counts.0,
            file: counts.1,
        },
        Reconcile::Diverged => BattleImport::Diverged {
            open: counts.0,
            file: counts.1,
        },
    }
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

    /// Golden fixture: a battle saved by format 1 must keep reading after any change; it has no house rules
    /// of its own, and saves again as the current format.
    #[test]
    fn reads_format_1_fixture() {
        let text = include_str!("../../tests/fixtures/battle-v1.json");
        assert!(text.starts_with("{\"v\":1,"));
        let saved = decode_battle(text).unwrap();
        assert_eq!(saved.house, None);
        assert!(saved.encode().starts_with("{\"v\":2,"));
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
        assert_eq!(
            s.structures[0].condition(&Default::default()),
            "26 of 30 points"
        );
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
            decode_battle(r#"{"v":3,"data":{}}"#),
            Err(LoadError::FutureVersion { found: 3, .. })
        ));
        // A log that takes more men than the unit has is refused, naming the event.
        let mut saved = SavedBattle::new(fixture_battle(), HouseRules::default());
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
        let mut saved = SavedBattle::new(fixture_battle(), HouseRules::default());
        saved.battle.sides[1].system = System::Ancients;
        assert!(import_battle(&saved.encode()).is_err());
    }

    #[test]
    fn a_stale_redo_stack_is_dropped_not_fatal() {
        let mut saved = SavedBattle::new(fixture_battle(), HouseRules::default());
        saved.log.undone.push(Event::LeaderLost {
            unit: UnitId(0),
            n: 9,
        });
        let back = decode_battle(&saved.encode()).unwrap();
        assert!(back.log.undone.is_empty());
    }

    /// House rules travel with the battle (design: settings travel with shared armies and battles): a
    /// changed setting survives export and import; house rules out of range are refused.
    #[test]
    fn house_rules_travel_with_the_battle() {
        let mut house = HouseRules::default();
        house.sandarticus.pilum_damage = 4;
        let saved = SavedBattle::new(fixture_battle(), house.clone());
        let back = import_battle(&export_battle(&saved)).unwrap();
        assert_eq!(back.house.as_ref(), Some(&house));
        assert_eq!(back.house_or(&HouseRules::default()), &house);
        let old = SavedBattle {
            house: None,
            ..saved.clone()
        };
        assert_eq!(old.house_or(&house), &house);
        let mut bad = saved;
        if let Some(h) = bad.house.as_mut() {
            h.roman_war.building_bands.full_cover_from_pct =
                h.roman_war.building_bands.no_projectile_cover_from_pct;
        }
        assert!(matches!(
            decode_battle(&bad.encode()),
            Err(LoadError::Corrupt { .. })
        ));
    }

    fn with_events(events: &[Event], undone: &[Event]) -> SavedBattle {
        let mut s = SavedBattle::new(fixture_battle(), HouseRules::default());
        s.log.events = events.to_vec();
        s.log.undone = undone.to_vec();
        s
    }

    /// Two tabs of one battle: a log that holds the other is taken (or kept and written back); an undo in the
    /// other tab is followed; anything else keeps both.
    #[test]
    fn two_tabs_reconcile_without_losing_events() {
        let a = Event::LeaderLost {
            unit: UnitId(0),
            n: 1,
        };
        let b = Event::PhaseAdvanced;
        let c = Event::TurnAdvanced;
        let ours = with_events(std::slice::from_ref(&a), &[]);
        assert_eq!(reconcile(&ours, &ours.clone()), Reconcile::Same);
        // The other tab recorded more: take it.
        let stored = with_events(&[a.clone(), b.clone()], &[]);
        assert_eq!(reconcile(&ours, &stored), Reconcile::TakeStored);
        // The other tab undid what we show: follow it (the event waits on its redo stack).
        let ours2 = stored.clone();
        let undone = with_events(std::slice::from_ref(&a), std::slice::from_ref(&b));
        assert_eq!(reconcile(&ours2, &undone), Reconcile::TakeStored);
        // The stored one is simply older: keep ours and write it back.
        let older = with_events(std::slice::from_ref(&a), &[]);
        assert_eq!(reconcile(&ours2, &older), Reconcile::KeepOurs);
        let empty = with_events(&[], &[]);
        assert_eq!(reconcile(&ours2, &empty), Reconcile::KeepOurs);
        // Both recorded different events after the same start: keep both.
        let theirs = with_events(&[a.clone(), c.clone()], &[]);
        assert_eq!(reconcile(&ours2, &theirs), Reconcile::Diverged);
        // A different battle, or different house rules, is never merged.
        let mut other = ours.clone();
        other.battle.sides[0].name = "Others".into();
        assert_eq!(reconcile(&ours, &other), Reconcile::Diverged);
        let mut other = ours.clone();
        other.house = None;
        assert_eq!(reconcile(&ours, &other), Reconcile::Diverged);
    }

    /// Issue 19: importing an earlier export of the open battle (2 events against 7) replaced it without a
    /// word. Now the file is planned as the two-tab rule reads it, and anything shorter asks first.
    #[test]
    fn an_import_never_silently_shortens_the_battle() {
        let e: Vec<Event> = (0..7)
            .map(|i| Event::LeaderLost {
                unit: UnitId(i % 2),
                n: 1,
            })
            .collect();
        let seven = with_events(&e, &[]);
        let two = with_events(&e[..2], &[]);
        assert_eq!(plan_battle_import(None, &two), BattleImport::Open);
        assert_eq!(
            plan_battle_import(Some(&with_events(&[], &[])), &two),
            BattleImport::Open
        );
        assert_eq!(plan_battle_import(Some(&seven), &seven), BattleImport::Same);
        assert_eq!(plan_battle_import(Some(&two), &seven), BattleImport::Newer);
        let older = plan_battle_import(Some(&seven), &two);
        assert_eq!(older, BattleImport::Older { open: 7, file: 2 });
        assert!(older.keeps_copy());
        let q = older.question().unwrap();
        assert!(q.contains("2 events where the open one has 7"), "{q}");
        // The file undid the open battle's last events: still fewer events on screen, so still a question.
        let undone = with_events(&e[..5], &[e[6].clone(), e[5].clone()]);
        assert_eq!(
            plan_battle_import(Some(&seven), &undone),
            BattleImport::Older { open: 7, file: 5 }
        );
        // A log that went another way: kept as a copy; asked only when the file is the shorter.
        let other = with_events(&[Event::PhaseAdvanced], &[]);
        let d = plan_battle_import(Some(&seven), &other);
        assert_eq!(d, BattleImport::Diverged { open: 7, file: 1 });
        assert!(d.keeps_copy() && d.question().is_some());
        let d = plan_battle_import(Some(&other), &seven);
        assert!(d.keeps_copy() && d.question().is_none());
        assert!(!BattleImport::Newer.keeps_copy() && BattleImport::Newer.question().is_none());
    }
}
