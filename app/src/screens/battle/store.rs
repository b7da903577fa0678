//! The battle in play: its setup and log, folded into the state the screen shows, saved after every event.

use leptos::prelude::*;
use rules::battle::{Battle, BattleState, Event};
use rules::saved::battle::{SavedBattle, decode_battle, export_battle, import_battle};

use crate::download::offer_file;
use crate::notices::use_notices;
use crate::storage;

pub const KEY: &str = "sandtable.battle";

/// The open battle, shared by every part of the tracker.
#[derive(Clone, Copy)]
pub struct BattleStore {
    pub saved: RwSignal<Option<SavedBattle>>,
    /// The state folded from the log; `None` while no battle is open.
    pub state: Memo<Option<BattleState>>,
    /// Why the last change was refused, shown beside the undo bar.
    pub problem: RwSignal<Option<String>>,
    writable: StoredValue<bool>,
}

impl BattleStore {
    /// Opens the saved battle, if any. An unreadable one is kept aside by `storage::load` and the notices say so.
    pub fn load() -> BattleStore {
        let loaded = storage::load(KEY, "battle", |t| decode_battle(t).map(Some));
        if let Some(p) = loaded.problem {
            use_notices().push(p, true);
        }
        let saved = RwSignal::new(loaded.value);
        BattleStore {
            saved,
            state: Memo::new(move |_| saved.with(|s| s.as_ref().map(SavedBattle::state))),
            problem: RwSignal::new(None),
            writable: StoredValue::new(loaded.writable),
        }
    }

    fn persist(&self) {
        if !self.writable.get_value() {
            return;
        }
        let text = self
            .saved
            .with_untracked(|s| s.as_ref().map(SavedBattle::encode));
        let result = match text {
            Some(t) => storage::save(KEY, &t),
            None => {
                storage::store().remove(KEY);
                Ok(())
            }
        };
        if let Err(e) = result {
            use_notices().push(e.to_string(), false);
        }
    }

    /// Starts a new battle, replacing the open one.
    pub fn start(&self, battle: Battle) {
        self.writable.set_value(true);
        self.saved.set(Some(SavedBattle::new(battle)));
        self.problem.set(None);
        self.persist();
    }

    /// Closes the battle (after the players confirmed), back to the setup.
    pub fn close(&self) {
        self.saved.set(None);
        self.problem.set(None);
        self.persist();
    }

    /// Records events as one step: all or none. A refusal leaves the log as it was and says why.
    pub fn record(&self, events: Vec<Event>) {
        if events.is_empty() {
            return;
        }
        let mut refused = None;
        self.saved.update(|s| {
            if let Some(s) = s {
                let mut state = s.state();
                if let Err(e) = s.log.record_all(&s.battle, &mut state, events) {
                    refused = Some(e.to_string());
                }
            }
        });
        self.after(refused);
    }

    pub fn undo(&self) {
        let mut refused = None;
        self.saved.update(|s| {
            if let Some(s) = s
                && let Err(e) = s.log.undo()
            {
                refused = Some(e.to_string());
            }
        });
        self.after(refused);
    }

    pub fn redo(&self) {
        let mut refused = None;
        self.saved.update(|s| {
            if let Some(s) = s
                && let Err(e) = s.log.redo(&s.battle)
            {
                refused = Some(e.to_string());
            }
        });
        self.after(refused);
    }

    fn after(&self, refused: Option<String>) {
        let changed = refused.is_none();
        self.problem.set(refused);
        if changed {
            self.persist();
        }
    }

    pub fn can_undo(&self) -> bool {
        self.saved
            .with(|s| s.as_ref().is_some_and(|s| s.log.can_undo()))
    }

    pub fn can_redo(&self) -> bool {
        self.saved
            .with(|s| s.as_ref().is_some_and(|s| s.log.can_redo()))
    }

    /// The story, newest line first.
    pub fn story(&self) -> Vec<String> {
        self.saved.with(|s| {
            s.as_ref()
                .map(|s| s.log.story(&s.battle).into_iter().rev().collect())
                .unwrap_or_default()
        })
    }

    pub fn export(&self) {
        if let Some(text) = self.saved.with_untracked(|s| s.as_ref().map(export_battle)) {
            offer_file("sandtable-battle.json", &text, "application/json");
        }
    }

    /// Opens a battle from an exported file; a bad file changes nothing and says why.
    pub fn import(&self, text: &str) -> Result<(), String> {
        let saved = import_battle(text)
            .map_err(|e| format!("That file can't be opened as a battle: {e}"))?;
        self.writable.set_value(true);
        self.saved.set(Some(saved));
        self.problem.set(None);
        self.persist();
        Ok(())
    }
}
