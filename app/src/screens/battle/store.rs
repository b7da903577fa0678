//! The battle in play: its setup and log, folded into the state the screen shows, saved after every event, and
//! kept in step with other tabs that have the same battle open.
//!
//! A long battle stays quick: the fold is kept event by event (`rules::battle::Folded`), so a tap applies one
//! event rather than folding the whole log again, and the save (the whole log, a megabyte at 20,000 events)
//! runs just after the screen has been drawn, gathering taps that come faster than `SAVE_DELAY`; leaving or
//! hiding the page writes it at once.

use std::time::Duration;

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Battle, BattleState, Event, Folded};
use rules::house_rules::HouseRules;
use rules::rule::RuleId;
use rules::saved::battle::{
    BattleImport, Reconcile, SavedBattle, decode_battle, export_battle, import_battle,
    plan_battle_import, reconcile,
};
use rules::saved::battle_summary::BattleSummary;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::notices::{Notices, use_notices};
use crate::settings::use_settings;
use crate::share_sheet::send_file;
use crate::storage;

pub const KEY: &str = "sandtable.battle";
/// Battles kept aside when two tabs disagreed, each under this prefix and a number.
pub const COPY_PREFIX: &str = "sandtable.battle.copy.";
/// The summary of the open battle the table helpers read (`crate::battle_snapshot`), so they need not decode
/// the whole log. Only this page writes it, always together with the battle.
pub const SUMMARY_KEY: &str = "sandtable.battle.summary";
/// How long after a change the battle is written: taps in quick succession make one write, the screen is
/// drawn first, and a reload or a hidden page writes at once, so nothing recorded is lost.
pub const SAVE_DELAY: Duration = Duration::from_millis(50);

/// Reads a value from the open battle's state, or the default while none is open.
pub fn with_state<T: Default>(store: BattleStore, f: impl FnOnce(&BattleState) -> T) -> T {
    store.state.with(|s| s.as_ref().map(f).unwrap_or_default())
}

/// The open battle, shared by every part of the tracker.
#[derive(Clone, Copy)]
pub struct BattleStore {
    pub saved: RwSignal<Option<SavedBattle>>,
    /// The log's fold, kept in step with `saved` event by event: every change of the log goes through the
    /// store, and a battle replaced whole is folded once.
    folded: RwSignal<Option<Folded>>,
    /// The state folded from the log; `None` while no battle is open.
    pub state: Computed<Option<BattleState>>,
    /// Why the last change was refused, shown beside the undo bar.
    pub problem: RwSignal<Option<String>>,
    /// The house rules this battle plays with: its own, or the player's for a battle saved without any.
    pub house: Computed<HouseRules>,
    /// Battles kept aside after two tabs disagreed: (storage key, a line saying what it is).
    pub copies: RwSignal<Vec<(String, String)>>,
    settings: crate::settings::SettingsState,
    /// Taken while the page mounts: storage events arrive outside any component.
    notices: Notices,
    writable: StoredValue<bool>,
    /// The save waiting to run, if any.
    pending: StoredValue<Option<TimeoutHandle>>,
}

/// One line for a kept copy: its sides and how far it got.
fn copy_line(s: &SavedBattle) -> String {
    let n = s.log.events.len();
    format!(
        "{} against {}, {n} {}",
        s.battle.sides[0].name,
        s.battle.sides[1].name,
        if n == 1 { "event" } else { "events" }
    )
}

fn read_copies() -> Vec<(String, String)> {
    let st = storage::store();
    let mut keys: Vec<String> = st
        .keys()
        .into_iter()
        .filter(|k| k.starts_with(COPY_PREFIX))
        .collect();
    keys.sort();
    keys.into_iter()
        .filter_map(|k| {
            let text = st.read(&k).ok().flatten()?;
            let line = decode_battle(&text).ok().map(|s| copy_line(&s))?;
            Some((k, line))
        })
        .collect()
}

impl BattleStore {
    /// Opens the saved battle, if any. An unreadable one is kept aside by `storage::load` and the notices say so.
    pub fn load() -> BattleStore {
        let loaded = storage::load(KEY, "battle", |t| decode_battle(t).map(Some));
        if let Some(p) = loaded.problem {
            use_notices().push(p, true);
        }
        let folded = RwSignal::new(loaded.value.as_ref().map(fold));
        let saved = RwSignal::new(loaded.value);
        let settings = use_settings();
        let store = BattleStore {
            saved,
            folded,
            state: Computed::new(move || folded.with(|f| f.as_ref().map(|f| f.state().clone()))),
            problem: RwSignal::new(None),
            house: Computed::new(move || {
                let own = settings.settings.with(|s| s.house.clone());
                saved.with(|s| s.as_ref().map_or(own.clone(), |s| s.house_or(&own).clone()))
            }),
            copies: RwSignal::new(read_copies()),
            settings,
            notices: use_notices(),
            writable: StoredValue::new(loaded.writable),
            pending: StoredValue::new(None),
        };
        // A battle saved before summaries existed (or by an older tab since) gets one now, and a summary left
        // without its battle goes.
        store.sync_summary();
        // A battle already on the phone: ask the browser to keep it (once a page), so the tracker page a new
        // battle opens on says whether it will, as the setup page that saved it can no longer.
        if store.saved.with_untracked(Option::is_some) {
            crate::persist::ask();
        }
        let _ = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            if ev.key().as_deref() == Some(KEY) {
                store.other_tab_saved(ev.new_value());
            }
        });
        let _ = window_event_listener(leptos::ev::pagehide, move |_| store.flush_waiting());
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            let flush = Closure::<dyn Fn()>::new(move || store.flush_waiting());
            let _ = doc.add_event_listener_with_callback(
                "visibilitychange",
                flush.as_ref().unchecked_ref(),
            );
            // The page lives as long as the listener; nothing to free.
            flush.forget();
        }
        store
    }

    /// Opens `battle` in place of the one open now (or none), folding its log once.
    fn replace(&self, battle: Option<SavedBattle>) {
        // A save still waiting was of the battle replaced: whoever replaces it saves as it needs.
        if let Some(h) = self.pending.try_update_value(Option::take).flatten() {
            h.clear();
        }
        self.folded.set(battle.as_ref().map(fold));
        self.saved.set(battle);
    }

    /// Changes the open battle's log through its kept fold (nothing, when no battle is open).
    fn change_log(
        &self,
        change: impl FnOnce(&mut Folded, &Battle, &mut rules::battle::Log) -> Result<(), String>,
    ) -> Result<(), String> {
        let mut result = Ok(());
        self.saved.update(|s| {
            if let Some(s) = s {
                self.folded.update(|f| {
                    if let Some(f) = f {
                        result = change(f, &s.battle, &mut s.log);
                    }
                });
            }
        });
        result
    }

    /// Another tab wrote the battle. Follow it when its log holds ours, write ours back when it is behind,
    /// and when the two disagree, take the stored one and keep ours as a copy, so no event is ever lost and
    /// the two tabs never take turns overwriting each other.
    fn other_tab_saved(&self, text: Option<String>) {
        let stored = match text.as_deref().map(decode_battle) {
            Some(Ok(s)) => Some(s),
            // Unreadable or newer: leave it alone and keep ours on screen; our next change saves ours.
            Some(Err(_)) => return,
            None => None,
        };
        let ours = self.saved.get_untracked();
        let action = match (&ours, &stored) {
            (None, None) => Reconcile::Same,
            (None, Some(_)) => Reconcile::TakeStored,
            (Some(o), None) if o.log.events.is_empty() => Reconcile::TakeStored,
            (Some(_), None) => Reconcile::Diverged,
            (Some(o), Some(s)) => reconcile(o, s),
        };
        match action {
            Reconcile::Same => {}
            Reconcile::TakeStored => {
                self.replace(stored);
                self.problem.set(None);
                // The other tab wrote its summary too, unless it runs an app from before summaries.
                self.sync_summary();
            }
            Reconcile::KeepOurs => self.flush(),
            Reconcile::Diverged => {
                if let Some(o) = &ours {
                    self.keep_copy(o);
                }
                self.replace(stored);
                self.problem.set(None);
                self.sync_summary();
                self.notices.push(
                    "This battle was changed in another tab too, and the two no longer agree. The other tab's \
                     version is open now; this tab's is kept as a copy under \u{201c}Kept copies\u{201d}.",
                    false,
                );
            }
        }
    }

    /// Keeps a battle aside under the first free copy key.
    fn keep_copy(&self, s: &SavedBattle) {
        let st = storage::store();
        let key = (1..)
            .map(|n| format!("{COPY_PREFIX}{n}"))
            .find(|k| matches!(st.read(k), Ok(None)))
            .unwrap_or_else(|| format!("{COPY_PREFIX}{}", js_sys::Date::now() as u64));
        if let Err(e) = storage::save(&key, &s.encode()) {
            self.notices.push(e.to_string(), false);
        }
        self.copies.set(read_copies());
    }

    /// Opens a kept copy; the battle open now becomes a copy in its place, so nothing is lost.
    pub fn open_copy(&self, key: &str) {
        let st = storage::store();
        let Some(copy) = st
            .read(key)
            .ok()
            .flatten()
            .and_then(|t| decode_battle(&t).ok())
        else {
            return;
        };
        st.remove(key);
        if let Some(open) = self.saved.get_untracked() {
            self.keep_copy(&open);
        }
        self.writable.set_value(true);
        self.replace(Some(copy));
        self.problem.set(None);
        self.flush();
        self.copies.set(read_copies());
    }

    /// Deletes a kept copy (after the players confirmed).
    pub fn drop_copy(&self, key: &str) {
        storage::store().remove(key);
        self.copies.set(read_copies());
    }

    /// Saves the battle after `SAVE_DELAY`, once the screen has been drawn.
    fn schedule(&self) {
        let store = *self;
        if self.pending.with_value(Option::is_some) {
            return;
        }
        match set_timeout_with_handle(move || store.flush(), SAVE_DELAY) {
            Ok(h) => self.pending.set_value(Some(h)),
            Err(_) => self.flush(),
        }
    }

    /// Writes a save still waiting, now (the page is going or hidden). With none waiting it writes nothing:
    /// what is stored may be newer, written by another tab or before this page had anything to save.
    fn flush_waiting(&self) {
        if self.pending.with_value(Option::is_some) {
            self.flush();
        }
    }

    /// Writes the battle now, with the helpers' summary beside it.
    fn flush(&self) {
        if let Some(h) = self.pending.try_update_value(Option::take).flatten() {
            h.clear();
        }
        if !self.writable.get_value() {
            return;
        }
        let text = self
            .saved
            .with_untracked(|s| s.as_ref().map(SavedBattle::encode));
        let result = match text {
            Some(t) => storage::save(KEY, &t).map(|()| {
                self.save_summary();
                crate::persist::ask();
            }),
            None => {
                storage::store().remove(KEY);
                storage::store().remove(SUMMARY_KEY);
                Ok(())
            }
        };
        if let Err(e) = result {
            self.notices.push(e.to_string(), false);
        }
    }

    /// Writes the helpers' summary of the open battle, after the battle itself was saved. If it cannot be
    /// written, none is better than an old one: the helpers then simply offer no battle units.
    fn save_summary(&self) {
        let text = self
            .state
            .with_untracked(|s| s.as_ref().map(|s| BattleSummary::of_state(s).encode()));
        if let Some(t) = text
            && storage::save(SUMMARY_KEY, &t).is_err()
        {
            storage::store().remove(SUMMARY_KEY);
        }
    }

    /// Makes the stored summary match the battle open now, which is already stored: its summary, or none
    /// when no battle is open (an unreadable one was kept aside and has none either). A battle from a newer
    /// app is left alone with whatever that app wrote.
    fn sync_summary(&self) {
        if !self.writable.get_value() {
            return;
        }
        if self.saved.with_untracked(Option::is_some) {
            self.save_summary();
        } else {
            storage::store().remove(SUMMARY_KEY);
        }
    }

    /// Starts a new battle with the house rules in force now, replacing the open one.
    pub fn start(&self, battle: Battle, house: HouseRules) {
        self.writable.set_value(true);
        self.replace(Some(SavedBattle::new(battle, house)));
        self.problem.set(None);
        self.flush();
    }

    /// Closes the battle (after the players confirmed), back to the setup.
    pub fn close(&self) {
        self.replace(None);
        self.problem.set(None);
        self.flush();
    }

    /// Records events as one step: all or none. A refusal leaves the log as it was and says why.
    pub fn record(&self, events: Vec<Event>) {
        if events.is_empty() {
            return;
        }
        let result =
            self.change_log(|f, b, log| f.record_all(b, log, events).map_err(|e| e.to_string()));
        self.after(result);
    }

    pub fn undo(&self) {
        let result = self.change_log(|f, b, log| f.undo(b, log).map_err(|e| e.to_string()));
        self.after(result);
    }

    pub fn redo(&self) {
        let result = self.change_log(|f, b, log| f.redo(b, log).map_err(|e| e.to_string()));
        self.after(result);
    }

    fn after(&self, result: Result<(), String>) {
        let changed = result.is_ok();
        self.problem.set(result.err());
        if changed {
            self.schedule();
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

    /// How many lines the story has (one per event).
    pub fn story_len(&self) -> usize {
        self.folded
            .with(|f| f.as_ref().map_or(0, |f| f.story().len()))
    }

    /// The newest `n` lines of the story, newest first, each with its place in the story (counted from the
    /// first event) and the rule behind it.
    pub fn newest_story(&self, n: usize) -> Vec<(usize, String, RuleId)> {
        self.folded.with(|f| {
            f.as_ref()
                .map(|f| {
                    let story = f.story();
                    let from = story.len().saturating_sub(n);
                    (from..story.len())
                        .rev()
                        .map(|i| (i, story[i].0.clone(), story[i].1))
                        .collect()
                })
                .unwrap_or_default()
        })
    }

    /// Whether this battle's house rules differ from the player's own settings.
    pub fn house_differs(&self) -> bool {
        self.saved.with(|s| {
            s.as_ref()
                .and_then(|s| s.house.as_ref())
                .is_some_and(|h| self.settings.settings.with(|st| &st.house != h))
        })
    }

    pub fn export(&self) {
        if let Some(text) = self.saved.with_untracked(|s| s.as_ref().map(export_battle)) {
            send_file("sandtable-battle.json", &text, "application/json");
        }
    }

    /// Opens a battle from an exported file; a bad file changes nothing and says why. The file's house rules
    /// apply to that battle only: the player's own settings stay as they are. The rules plan the import as
    /// they reconcile two tabs: a file with fewer events than the open battle asks first, and the open
    /// battle is kept as a copy whenever it holds events the file does not.
    pub fn import(&self, text: &str) -> Result<(), String> {
        let saved = import_battle(text)
            .map_err(|e| format!("That file can't be opened as a battle: {e}"))?;
        let open = self.saved.get_untracked();
        let plan = plan_battle_import(open.as_ref(), &saved);
        if plan == BattleImport::Same {
            return Ok(());
        }
        if let Some(question) = plan.question() {
            let yes = web_sys::window()
                .and_then(|w| w.confirm_with_message(&question).ok())
                .unwrap_or(false);
            if !yes {
                return Ok(());
            }
        }
        if let Some(open) = open.filter(|_| plan.keeps_copy()) {
            self.keep_copy(&open);
        }
        self.writable.set_value(true);
        self.replace(Some(saved));
        self.problem.set(None);
        self.flush();
        Ok(())
    }
}

/// A battle's log folded once, to be kept in step from then on.
fn fold(s: &SavedBattle) -> Folded {
    Folded::new(&s.battle, &s.log)
}
