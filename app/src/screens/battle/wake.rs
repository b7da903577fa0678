//! Keeps the screen awake while a battle is open (Screen Wake Lock), quietly doing nothing where the browser
//! has no such thing. The lock lapses whenever the page is hidden, so it is asked for again on return.

use leptos::prelude::{Get, GetUntracked, Signal};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

fn request() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let Ok(lock) = js_sys::Reflect::get(&navigator, &"wakeLock".into()) else {
        return;
    };
    if lock.is_undefined() || lock.is_null() {
        return;
    }
    let Ok(req) = js_sys::Reflect::get(&lock, &"request".into()) else {
        return;
    };
    let Some(req) = req.dyn_ref::<js_sys::Function>() else {
        return;
    };
    // Refused (battery saver, a hidden page): the battle goes on; the phone may just dim.
    if let Ok(p) = req.call1(&lock, &"screen".into())
        && let Ok(p) = p.dyn_into::<js_sys::Promise>()
    {
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
        let _ = p.catch(&ignore);
        ignore.forget();
    }
}

/// Holds the lock while `open` is true: asked for when a battle opens and again each time the page becomes
/// visible with one open.
pub fn keep_awake(open: Signal<bool>) {
    leptos::prelude::Effect::new(move |_| {
        if open.get() {
            request();
        }
    });
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let on_visible = Closure::<dyn FnMut()>::new(move || {
        let hidden = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| js_sys::Reflect::get(&d, &"hidden".into()).ok())
            .and_then(|h| h.as_bool())
            .unwrap_or(false);
        if !hidden && open.get_untracked() {
            request();
        }
    });
    let _ = document
        .add_event_listener_with_callback("visibilitychange", on_visible.as_ref().unchecked_ref());
    on_visible.forget();
}
