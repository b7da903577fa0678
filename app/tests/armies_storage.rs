//! The armies' storage in a real browser: saving and loading, and what happens when storage is corrupt, from a
//! newer app, full or missing; and the merge with another tab's changes.

use std::rc::Rc;

use app::armies_store::{self, ArmiesStore, KEY, OTHER_TAB, merge};
use app::notices::Notices;
use app::storage::{self, MemoryStore, Store, StoreError, backup_key};
use leptos::prelude::*;
use rules::roster::{Army, Forces, sandarticus};
use rules::sandarticus::{People, Troop};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn army(id: &str, name: &str, men: u32) -> Army {
    let mut f = sandarticus::Forces::new(People::Roman);
    f.units
        .push(sandarticus::Unit::new(Troop::RomanLegionnaire, men, 1));
    Army::new(id, name, Forces::Sandarticus(f))
}

fn browser() -> Rc<dyn Store> {
    let b = storage::BrowserStore::open().expect("headless Chromium has local storage");
    for k in b.keys() {
        b.remove(&k);
    }
    Rc::new(b)
}

/// Local storage that is there but full: every write fails as a browser's quota error does.
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
fn armies_survive_a_save_and_load() {
    storage::install(browser());
    let armies = vec![army("a", "Legio", 20), army("b", "Cohors", 12)];
    armies_store::save(&armies).unwrap();
    let loaded = armies_store::load();
    assert!(loaded.problem.is_none());
    assert!(loaded.writable);
    assert_eq!(loaded.value, armies);
}

#[wasm_bindgen_test]
fn corrupt_armies_are_kept_aside() {
    let store = browser();
    storage::install(store.clone());
    store
        .write(KEY, "{\"v\":1,\"data\":{\"armies\":[{")
        .unwrap();
    let loaded = armies_store::load();
    assert!(loaded.value.is_empty());
    let msg = loaded.problem.expect("the player is told");
    assert!(msg.contains("armies couldn't be read"), "{msg}");
    assert!(loaded.writable, "safe to save: the old text is kept aside");
    assert_eq!(
        store.read(&backup_key(KEY)).unwrap().as_deref(),
        Some("{\"v\":1,\"data\":{\"armies\":[{")
    );
}

#[wasm_bindgen_test]
fn armies_from_a_newer_app_are_left_untouched() {
    let store = browser();
    storage::install(store.clone());
    let future = r#"{"v":7,"data":{"armies":[],"fleets":[]}}"#;
    store.write(KEY, future).unwrap();
    let loaded = armies_store::load();
    assert!(!loaded.writable, "opens read-only");
    assert!(loaded.problem.unwrap().contains("newer version"));

    // Even with changes made in memory, a flush never writes over them.
    // Mounting starts Leptos's task executor, which the store's effects need.
    leptos::mount::mount_to_body(|| ());
    let owner = Owner::new();
    owner.set();
    let st = ArmiesStore::open(Notices::new());
    st.armies.update(|l| l.push(army("x", "New", 5)));
    st.flush();
    assert_eq!(store.read(KEY).unwrap().as_deref(), Some(future));
}

#[wasm_bindgen_test]
fn full_storage_keeps_the_armies_in_memory_and_says_so() {
    storage::install(Rc::new(FullStore(MemoryStore::default())));
    assert_eq!(
        armies_store::save(&[army("a", "A", 1)]),
        Err(StoreError::Full)
    );

    // Mounting starts Leptos's task executor, which the store's effects need.
    leptos::mount::mount_to_body(|| ());
    let owner = Owner::new();
    owner.set();
    let notices = Notices::new();
    let st = ArmiesStore::open(notices);
    st.armies.update(|l| l.push(army("a", "Legio", 20)));
    st.flush();
    assert_eq!(st.armies.get_untracked().len(), 1, "still there to work on");
    let shown = notices.0.get_untracked();
    assert!(shown.iter().any(|n| n.text.contains("full")), "{shown:?}");
}

#[wasm_bindgen_test]
fn missing_storage_works_in_memory() {
    storage::install(Rc::new(MemoryStore::default()));
    let armies = vec![army("a", "Legio", 20)];
    assert_eq!(armies_store::save(&armies), Err(StoreError::Unavailable));
    assert!(!storage::store().persistent());
    // Within the page, what was kept in memory reads back.
    assert_eq!(armies_store::load().value, armies);
    assert!(
        StoreError::Unavailable
            .to_string()
            .contains("only until the page closes")
    );
}

#[wasm_bindgen_test]
fn merge_keeps_both_tabs_work() {
    let base = vec![army("a", "A", 10), army("b", "B", 10), army("c", "C", 10)];
    // Mine: changed A, deleted C, added D. Theirs: changed A differently, changed B, added E.
    let mine = vec![army("a", "A", 11), army("b", "B", 10), army("d", "D", 1)];
    let theirs = vec![
        army("a", "A", 12),
        army("b", "B", 13),
        army("c", "C", 10),
        army("e", "E", 2),
    ];
    let out = merge(&base, &mine, &theirs);
    let seen: Vec<(&str, &str)> = out
        .iter()
        .map(|a| (a.id.as_str(), a.name.as_str()))
        .collect();
    let other = format!("A{OTHER_TAB}");
    assert_eq!(
        seen,
        vec![
            ("a", "A"),
            ("b", "B"),
            ("d", "D"),
            ("e", "E"),
            ("a-2", other.as_str())
        ]
    );
    assert_eq!(out[0], army("a", "A", 11), "ours stays");
    assert_eq!(out[1], army("b", "B", 13), "their change to B arrives");
    assert_eq!(out[4].totals().figures, 12, "their A kept as a copy");

    // They deleted B while we edited it: ours survives. They deleted A which we never touched: it goes.
    let base = vec![army("a", "A", 1), army("b", "B", 1)];
    let mine = vec![army("a", "A", 1), army("b", "B", 2)];
    let out = merge(&base, &mine, &[]);
    assert_eq!(out, vec![army("b", "B", 2)]);
}

/// Another tab saved and its storage event has not come (a paused tab): the next save merges its work in
/// rather than writing over it.
#[wasm_bindgen_test]
fn a_save_merges_another_tabs_unannounced_save() {
    let store = browser();
    storage::install(store.clone());
    armies_store::save(&[army("a", "A", 10)]).unwrap();
    // Mounting starts Leptos's task executor, which the store's effects need.
    leptos::mount::mount_to_body(|| ());
    let owner = Owner::new();
    owner.set();
    let st = ArmiesStore::open(Notices::new());
    // The other tab adds E; no event reaches this one.
    let theirs = rules::saved::roster::Armies {
        armies: vec![army("a", "A", 10), army("e", "E", 2)],
    };
    store.write(KEY, &theirs.encode()).unwrap();
    st.update_army("a", |a| a.name = "A, renamed".into());
    st.flush();
    let saved = armies_store::load().value;
    let names: Vec<&str> = saved.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, vec!["A, renamed", "E"]);
    assert_eq!(st.armies.get_untracked(), saved, "this tab shows both");
}
