//! Whether the browser will keep the player's data: a browser short of space, or one that clears what sites
//! wrote when they have not been used for a while, may delete local storage unless the site asked for it to be
//! kept (`navigator.storage.persist()`). Sandtable asks once a page, at the first save of an army or a battle,
//! and tells the player which case they are in, so they know when a backup matters.
//!
//! The Storage API is reached through `js_sys::Reflect`, so a browser without it (or without one of its
//! methods) is simply a case to report, never an error.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::storage;

/// What the browser does with the player's data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keeping {
    /// Still asking the browser.
    Checking,
    /// The browser has promised to keep it.
    Kept,
    /// The browser may clear it; Sandtable has not asked on this page yet.
    MayClear,
    /// Sandtable asked and the browser would not promise.
    Refused,
    /// The browser has no way to ask.
    NoApi,
    /// Nothing is stored at all (storage switched off or missing): it lasts until the page closes.
    NotSaving,
}

impl Keeping {
    /// The one line the player reads beside their data.
    pub fn line(self) -> &'static str {
        match self {
            Keeping::Checking => "",
            Keeping::Kept => "Kept on this phone.",
            Keeping::MayClear => "The browser may clear this: keep a backup.",
            Keeping::Refused => {
                "The browser wouldn't promise to keep this, so it may clear it: keep a backup."
            }
            Keeping::NoApi => {
                "This browser can't be asked to keep this, so it may clear it: keep a backup."
            }
            Keeping::NotSaving => {
                "Nothing is saved on this phone: back up before you close the page."
            }
        }
    }

    /// A stable name for tests and styles.
    pub fn key(self) -> &'static str {
        match self {
            Keeping::Checking => "checking",
            Keeping::Kept => "kept",
            Keeping::MayClear => "may-clear",
            Keeping::Refused => "refused",
            Keeping::NoApi => "no-api",
            Keeping::NotSaving => "not-saving",
        }
    }
}

thread_local! {
    static STATE: RefCell<Option<ArcRwSignal<Keeping>>> = const { RefCell::new(None) };
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// `navigator.storage`, when the browser has it.
fn storage_manager() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &"storage".into())
        .ok()
        .filter(|m| m.is_object())
}

/// Calls the storage manager's method `name`, when it has one, for its promise.
fn call(name: &str) -> Option<js_sys::Promise> {
    let manager = storage_manager()?;
    let method: js_sys::Function = js_sys::Reflect::get(&manager, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    method.call0(&manager).ok()?.dyn_into().ok()
}

/// Settles `state` from the promise of `persisted()` or `persist()`: true means kept, anything else `other`.
/// The first check never overrides the answer to a request made meanwhile.
fn settle(state: ArcRwSignal<Keeping>, promise: js_sys::Promise, other: Keeping) {
    leptos::task::spawn_local(async move {
        let kept = wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .is_ok_and(|v| v.as_bool() == Some(true));
        let answer = if kept { Keeping::Kept } else { other };
        if other != Keeping::MayClear || state.get_untracked() == Keeping::Checking {
            state.set(answer);
        }
    });
}

/// The state for this page, checked with the browser the first time it is asked for.
pub fn keeping() -> ArcRwSignal<Keeping> {
    if let Some(state) = STATE.with(|s| s.borrow().clone()) {
        return state;
    }
    let state = ArcRwSignal::new(Keeping::Checking);
    STATE.with(|s| *s.borrow_mut() = Some(state.clone()));
    if !storage::store().persistent() {
        state.set(Keeping::NotSaving);
    } else {
        match call("persisted") {
            Some(promise) => settle(state.clone(), promise, Keeping::MayClear),
            None => state.set(Keeping::NoApi),
        }
    }
    state
}

/// Asks the browser to keep the player's data, once a page: called at every save of an army or a battle, it
/// does something only the first time. A browser may grant it at once, ask the player, or refuse; the answer
/// shows wherever the state is shown.
pub fn ask() {
    if ASKED.with(|a| a.replace(true)) {
        return;
    }
    let state = keeping();
    if !storage::store().persistent() {
        return;
    }
    match call("persist") {
        Some(promise) => settle(state, promise, Keeping::Refused),
        None => state.set(Keeping::NoApi),
    }
}
