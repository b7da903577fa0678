//! The phone's armies in local storage: loaded once, saved shortly after every change (and at once when the
//! page is hidden), and merged with changes another tab makes so that neither tab's work is lost.
//!
//! Everything goes through `storage`, so broken, full or missing storage is handled there; this module adds
//! the debounce, the flush and the merge.

use std::time::Duration;

use leptos::prelude::*;
use rules::roster::Army;
use rules::saved::json::Json;
use rules::saved::roster::{Armies, fresh_id};
use rules::saved::unit_lists;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::notices::Notices;
use crate::storage::{self, Loaded, StoreError};

pub const KEY: &str = "sandtable.armies";
/// Which army was open, so coming back to the page (or a reload) reopens it.
pub const FORM_KEY: &str = "sandtable.armies.form";
/// How long edits gather before they are written: a reload loses at most this much.
pub const SAVE_DELAY: Duration = Duration::from_millis(300);
/// Added to the name of the other tab's copy when both tabs changed the same army.
pub const OTHER_TAB: &str = " (other tab)";

/// Reads the saved armies; unreadable data is kept aside by `storage::load`.
pub fn load() -> Loaded<Vec<Army>> {
    let l = storage::load(KEY, "armies", Armies::decode);
    Loaded {
        value: l.value.armies,
        problem: l.problem,
        writable: l.writable,
    }
}

/// Writes the whole collection in its versioned envelope, then each system's unit list for the helpers.
pub fn save(armies: &[Army]) -> Result<(), StoreError> {
    let doc = Armies {
        armies: armies.to_vec(),
    };
    storage::save(KEY, &doc.encode())?;
    write_unit_lists(armies);
    Ok(())
}

/// Each system's list of units, which the helper pages read instead of every army (`saved::unit_lists`). Derived
/// data: a failed write is answered by the next save, and the armies themselves are already safe.
fn write_unit_lists(armies: &[Army]) {
    for (key, doc) in unit_lists::lists(armies) {
        let _ = storage::save(&key, &doc);
    }
}

/// Merges the armies another tab saved (`theirs`) into ours (`mine`), both grown from `base`, the collection as
/// last written or read. Per army id: a change on one side wins over no change on the other; when both sides
/// changed an army, ours stays and theirs is added beside it, renamed "... (other tab)". A deletion on one side
/// goes through only if the other side left the army alone.
pub fn merge(base: &[Army], mine: &[Army], theirs: &[Army]) -> Vec<Army> {
    let find = |list: &[Army], id: &str| list.iter().position(|a| a.id == id);
    let mut out: Vec<Army> = Vec::new();
    let mut both_changed: Vec<Army> = Vec::new();
    for m in mine {
        let b = find(base, &m.id).map(|i| &base[i]);
        let t = find(theirs, &m.id).map(|i| &theirs[i]);
        match (b, t) {
            (_, Some(t)) if t == m => out.push(m.clone()),
            (Some(b), Some(t)) if b == m => out.push(t.clone()),
            (Some(b), Some(t)) if b == t => out.push(m.clone()),
            (_, Some(t)) => {
                out.push(m.clone());
                both_changed.push(t.clone());
            }
            // They deleted it: follow, unless we changed it since.
            (Some(b), None) if b == m => {}
            (_, None) => out.push(m.clone()),
        }
    }
    for t in theirs {
        if find(mine, &t.id).is_some() {
            continue;
        }
        match find(base, &t.id).map(|i| &base[i]) {
            // We deleted it and they did not touch it.
            Some(b) if b == t => {}
            _ => out.push(t.clone()),
        }
    }
    for mut t in both_changed {
        t.id = fresh_id(&out, &t.id);
        t.name = format!("{}{OTHER_TAB}", t.name.trim());
        out.push(t);
    }
    out
}

/// The armies on this page, with what is needed to save them.
#[derive(Clone, Copy)]
pub struct ArmiesStore {
    pub armies: RwSignal<Vec<Army>>,
    /// Bumped whenever the collection changes other than by typing in a field (a merge, an import, an undo),
    /// so forms rebuild from the data rather than keep stale text.
    pub rev: RwSignal<u32>,
    /// The collection as storage holds it, to know what is unsaved and to merge against.
    base: StoredValue<Vec<Army>>,
    writable: StoredValue<bool>,
    pending: StoredValue<Option<TimeoutHandle>>,
    notices: Notices,
}

impl ArmiesStore {
    /// Loads the armies, saves every change after `SAVE_DELAY`, flushes when the page is hidden, and merges
    /// what other tabs save.
    pub fn open(notices: Notices) -> ArmiesStore {
        let loaded = load();
        if let Some(p) = loaded.problem {
            notices.push(p, true);
        }
        if loaded.writable {
            // Lists written by an older version, or lost, are made again whenever the armies page opens.
            write_unit_lists(&loaded.value);
        }
        let store = ArmiesStore {
            armies: RwSignal::new(loaded.value.clone()),
            rev: RwSignal::new(0),
            base: StoredValue::new(loaded.value),
            writable: StoredValue::new(loaded.writable),
            pending: StoredValue::new(None),
            notices,
        };
        Effect::new(move |prev: Option<()>| {
            store.armies.track();
            if prev.is_some() {
                store.schedule();
            }
        });
        let _ = window_event_listener(leptos::ev::pagehide, move |_| store.flush());
        let _ = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            if ev.key().as_deref() == Some(KEY)
                && let Some(text) = ev.new_value()
            {
                store.take_theirs(&text);
            }
        });
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            let flush = Closure::<dyn Fn()>::new(move || store.flush());
            let _ = doc.add_event_listener_with_callback(
                "visibilitychange",
                flush.as_ref().unchecked_ref(),
            );
            // The page lives as long as the listener; nothing to free.
            flush.forget();
        }
        store
    }

    fn schedule(&self) {
        let store = *self;
        if let Some(h) = self.pending.try_update_value(|p| p.take()).flatten() {
            h.clear();
        }
        if let Ok(h) = set_timeout_with_handle(move || store.flush(), SAVE_DELAY) {
            self.pending.set_value(Some(h));
        } else {
            self.flush();
        }
    }

    /// Writes unsaved changes now.
    pub fn flush(&self) {
        if let Some(h) = self.pending.try_update_value(|p| p.take()).flatten() {
            h.clear();
        }
        let mut now = self.armies.get_untracked();
        if !self.writable.get_value() || self.base.with_value(|b| *b == now) {
            return;
        }
        // Another tab may have saved since we last read, its storage event not here yet (a tab the browser
        // paused, say): merge its work in before writing over it.
        if let Some(text) = storage::store().read(KEY).ok().flatten()
            && let Ok(theirs) = Armies::decode(&text)
            && self.base.with_value(|b| *b != theirs.armies)
        {
            let merged = self.base.with_value(|b| merge(b, &now, &theirs.armies));
            self.base.set_value(theirs.armies);
            if merged != now {
                self.armies.set(merged.clone());
                self.rev.update(|r| *r += 1);
                now = merged;
            }
        }
        match save(&now) {
            Ok(()) => {
                self.base.set_value(now);
                crate::persist::ask();
            }
            Err(e) => {
                // Kept in memory either way; with no storage at all, there is nothing to retry.
                if e == StoreError::Unavailable {
                    self.base.set_value(now);
                }
                self.notices.push(e.to_string(), false);
            }
        }
    }

    /// Another tab saved: merge its collection into ours.
    fn take_theirs(&self, text: &str) {
        let Ok(theirs) = Armies::decode(text) else {
            return;
        };
        let mine = self.armies.get_untracked();
        let merged = self.base.with_value(|b| merge(b, &mine, &theirs.armies));
        self.base.set_value(theirs.armies);
        if merged != mine {
            self.armies.set(merged);
            self.rev.update(|r| *r += 1);
        }
    }

    /// Changes one army in place (by id).
    pub fn update_army(&self, id: &str, f: impl FnOnce(&mut Army)) {
        self.armies.update(|list| {
            if let Some(a) = list.iter_mut().find(|a| a.id == id) {
                f(a);
            }
        });
    }

    /// Replaces the whole collection (an import, an undo) and rebuilds the forms.
    pub fn replace_all(&self, armies: Vec<Army>) {
        self.armies.set(armies);
        self.rev.update(|r| *r += 1);
    }

    pub fn army(&self, id: &str) -> Option<Army> {
        self.armies
            .with_untracked(|l| l.iter().find(|a| a.id == id).cloned())
    }
}

/// A new id, unlikely to meet another phone's: time and a random number, in base 36.
pub fn new_id() -> String {
    let t = js_sys::Date::now() as u64;
    let r = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    format!("a{}{}", base36(t), base36(r))
}

fn base36(mut n: u64) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// The open army's id, as saved when it was opened.
pub fn load_open() -> Option<String> {
    storage::store()
        .read(FORM_KEY)
        .ok()
        .flatten()
        .and_then(|t| match Json::parse(&t) {
            Ok(Json::Str(id)) => Some(id),
            _ => None,
        })
}

pub fn save_open(id: Option<&str>) {
    match id {
        Some(id) => {
            let _ = storage::save(FORM_KEY, &Json::Str(id.to_string()).to_text());
        }
        None => storage::store().remove(FORM_KEY),
    }
}
