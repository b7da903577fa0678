//! Storage in a real browser: saving and loading roll history, and what happens when storage misbehaves.

use std::rc::Rc;

use app::storage::{self, MemoryStore, Store, StoreError, backup_key};
use rules::dice::{Colour, PoolRoll};
use rules::saved::history::{Entry, History, Rolled};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const KEY: &str = "sandtable.history";

fn sample() -> History {
    let mut h = History::default();
    let roll = PoolRoll::from_faces(vec![(Colour::Red, vec![6, 5, 1])]).unwrap();
    h.push(Entry {
        at_ms: 1,
        rolled: Rolled::Pool {
            roll,
            target: 5,
            real: false,
        },
    });
    h
}

fn browser() -> Rc<dyn Store> {
    let b = storage::BrowserStore::open().expect("headless Chromium has local storage");
    for k in b.keys() {
        b.remove(&k);
    }
    Rc::new(b)
}

#[wasm_bindgen_test]
fn history_survives_a_save_and_load() {
    storage::install(browser());
    storage::save(KEY, &sample().encode()).unwrap();
    let loaded = storage::load(KEY, "roll history", History::decode);
    assert!(loaded.problem.is_none());
    assert_eq!(loaded.value, sample());
}

#[wasm_bindgen_test]
fn corrupt_history_is_kept_aside_and_the_app_starts_clean() {
    let store = browser();
    storage::install(store.clone());
    store.write(KEY, "{this is not json").unwrap();
    let loaded = storage::load(KEY, "roll history", History::decode);
    assert_eq!(loaded.value, History::default());
    let msg = loaded.problem.expect("the player is told");
    assert!(msg.contains("couldn't be read"), "{msg}");
    assert!(loaded.writable);
    assert_eq!(
        store.read(&backup_key(KEY)).unwrap().as_deref(),
        Some("{this is not json")
    );
    assert_eq!(storage::backups().len(), 1);

    // A second, different corruption must not overwrite the first backup.
    store.write(KEY, "[broken again").unwrap();
    let _ = storage::load(KEY, "roll history", History::decode);
    let backups = storage::backups();
    assert_eq!(backups.len(), 2, "{backups:?}");
    assert!(backups.iter().any(|(_, v)| v == "{this is not json"));
    assert!(backups.iter().any(|(_, v)| v == "[broken again"));
}

#[wasm_bindgen_test]
fn history_from_a_newer_app_is_left_untouched() {
    let store = browser();
    storage::install(store.clone());
    let future = r#"{"v":99,"data":{"whatever":true}}"#;
    store.write(KEY, future).unwrap();
    let loaded = storage::load(KEY, "roll history", History::decode);
    assert!(!loaded.writable, "opens read-only");
    assert!(loaded.problem.unwrap().contains("newer version"));
    assert_eq!(store.read(KEY).unwrap().as_deref(), Some(future));
}

#[wasm_bindgen_test]
fn without_storage_the_app_works_in_memory_and_says_so() {
    storage::install(Rc::new(MemoryStore::default()));
    let err = storage::save(KEY, &sample().encode()).unwrap_err();
    assert_eq!(err, StoreError::Unavailable);
    assert!(err.to_string().contains("only until the page closes"));
    assert_eq!(
        storage::load(KEY, "roll history", History::decode).value,
        sample()
    );
}

/// A store whose every write fails as a full disk does.
struct FullStore(MemoryStore);

impl Store for FullStore {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.0.read(key)
    }
    fn write(&self, _: &str, _: &str) -> Result<(), StoreError> {
        Err(StoreError::Full)
    }
    fn remove(&self, key: &str) {
        self.0.remove(key)
    }
    fn keys(&self) -> Vec<String> {
        self.0.keys()
    }
    fn persistent(&self) -> bool {
        true
    }
}

#[wasm_bindgen_test]
fn a_full_store_reports_it_and_keeps_what_was_there() {
    let inner = MemoryStore::default();
    inner.write(KEY, &sample().encode()).unwrap();
    storage::install(Rc::new(FullStore(inner)));
    let err = storage::save(KEY, &History::default().encode()).unwrap_err();
    assert_eq!(err, StoreError::Full);
    assert!(err.to_string().contains("full"));
    assert_eq!(
        storage::load(KEY, "roll history", History::decode).value,
        sample()
    );
}

#[wasm_bindgen_test]
fn a_real_quota_error_is_recognised() {
    storage::install(browser());
    // Local storage allows about 5 MB: one value of 8 M characters cannot fit.
    let huge = "x".repeat(8 * 1024 * 1024);
    assert_eq!(
        storage::save("sandtable.huge", &huge),
        Err(StoreError::Full)
    );
}
