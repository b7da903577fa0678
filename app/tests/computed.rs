//! `Computed`, the app's one memo type, behaves as Leptos's memo does: it runs again only when a signal it read
//! changes, and its readers hear of it only when the new value differs from the old.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use app::computed::Computed;
use leptos::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_computed_value_runs_again_only_when_what_it_read_changes() {
    let owner = Owner::new();
    owner.set();
    let men = RwSignal::new(12_u32);
    let other = RwSignal::new(0_u32);
    let runs = Arc::new(AtomicUsize::new(0));
    let counted = runs.clone();
    let half = Computed::new(move || {
        counted.fetch_add(1, Ordering::SeqCst);
        men.get() / 2
    });
    assert_eq!(half.get(), 6);
    assert_eq!(half.get_untracked(), 6);
    assert_eq!(runs.load(Ordering::SeqCst), 1, "read twice, computed once");
    other.set(5);
    assert_eq!(half.with(|h| *h), 6);
    assert_eq!(
        runs.load(Ordering::SeqCst),
        1,
        "a signal it never read changes nothing"
    );
    men.set(20);
    assert_eq!(half.get(), 10);
    assert_eq!(runs.load(Ordering::SeqCst), 2);
}

#[wasm_bindgen_test]
async fn readers_hear_only_of_a_different_value() {
    // Effects run on the browser's task queue, which mounting a page starts; this test mounts nothing.
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let owner = Owner::new();
    owner.set();
    let men = RwSignal::new(12_u32);
    let even = Computed::new(move || men.get().is_multiple_of(2));
    let told = Arc::new(AtomicUsize::new(0));
    let counted = told.clone();
    Effect::new(move |_| {
        even.track();
        counted.fetch_add(1, Ordering::SeqCst);
    });
    settle().await;
    assert_eq!(told.load(Ordering::SeqCst), 1, "the effect's first run");
    men.set(14);
    settle().await;
    assert_eq!(told.load(Ordering::SeqCst), 1, "still even: nobody is told");
    men.set(15);
    settle().await;
    assert_eq!(
        told.load(Ordering::SeqCst),
        2,
        "now odd: the effect runs again"
    );
    assert!(!even.get());
}

#[wasm_bindgen_test]
fn values_of_two_types_stay_apart() {
    let owner = Owner::new();
    owner.set();
    let n = RwSignal::new(3_u32);
    let text = Computed::new(move || format!("{} men", n.get()));
    let twice = Computed::new(move || n.get() * 2);
    let shown: Signal<String> = text.into();
    n.set(4);
    assert_eq!(shown.get(), "4 men");
    assert_eq!(twice.get(), 8);
}

/// Lets every effect the last change woke run: each may take a turn of the task queue.
async fn settle() {
    for _ in 0..4 {
        leptos::task::tick().await;
    }
}
