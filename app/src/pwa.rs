//! Offline play: registers the service worker (public/sw.js) in release builds, and offers a new version with
//! "update ready — reload" instead of reloading under a player mid-game. Also the hidden `?bench` timing probe
//! that scripts/perf.mjs reads.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue, closure::Closure};
use web_sys::{ServiceWorker, ServiceWorkerRegistration, ServiceWorkerState};

/// The bar that appears once a new version has installed and is waiting; tapping it applies the update.
#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let ready = RwSignal::new(false);
    let registration = StoredValue::new_local(None::<ServiceWorkerRegistration>);
    // Debug builds (trunk serve) change on every save: a worker caching them would only get in the way.
    if !cfg!(debug_assertions) {
        register(ready, registration);
    }
    let apply = move |_| apply_update(registration.get_value());
    view! {
        <Show when=move || ready.get()>
            <div class="notices update-notices" role="status">
                <div class="notice" data-testid="update-ready">
                    <p>"Update ready \u{2014} reload to use the new version."</p>
                    <div class="notice-actions">
                        <button type="button" data-testid="update-reload" on:click=apply>"Reload"</button>
                    </div>
                </div>
            </div>
        </Show>
    }
}

fn register(
    ready: RwSignal<bool>,
    slot: StoredValue<Option<ServiceWorkerRegistration>, LocalStorage>,
) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    // Absent on plain http from another host, and in some private modes: the app then simply stays online-only.
    if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return;
    }
    let container = navigator.service_worker();
    let on_registered = Closure::once(move |reg: JsValue| {
        let reg: ServiceWorkerRegistration = reg.unchecked_into();
        slot.set_value(Some(reg.clone()));
        // A worker already waiting (installed on an earlier visit), or one that finishes installing now.
        if reg.waiting().is_some() && controlled() {
            ready.set(true);
        }
        // The browser may have found the new version before this page asked.
        if let Some(worker) = reg.installing() {
            watch(worker, ready);
        }
        let watched = reg.clone();
        let on_found = Closure::<dyn Fn()>::new(move || {
            if let Some(worker) = watched.installing() {
                watch(worker, ready);
            }
        });
        reg.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        on_found.forget();
        look_for_updates(reg);
    });
    let _ = container.register("sw.js").then(&on_registered);
    on_registered.forget();
}

/// The browser looks for a new worker only when a page loads, and a battle can keep one page open all
/// afternoon. So the app also looks when the player comes back to it (phone unlocked, tab shown again), when the
/// signal returns, and every half hour; a new version found then installs beside the old one and waits for the
/// player's tap like any other.
fn look_for_updates(reg: ServiceWorkerRegistration) {
    const EVERY_MS: i32 = 30 * 60 * 1000;
    let Some(window) = web_sys::window() else {
        return;
    };
    // Offline the check fails; that is no news for the player, and the next one tries again.
    let quietly = Closure::<dyn FnMut(JsValue)>::new(|_| {});
    let check = Closure::<dyn Fn()>::new(move || {
        let shown = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| !d.hidden());
        if shown && let Ok(found) = reg.update() {
            let _ = found.catch(&quietly);
        }
    });
    let f: &js_sys::Function = check.as_ref().unchecked_ref();
    if let Some(document) = window.document() {
        let _ = document.add_event_listener_with_callback("visibilitychange", f);
    }
    let _ = window.add_event_listener_with_callback("online", f);
    let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(f, EVERY_MS);
    check.forget();
}

fn controlled() -> bool {
    web_sys::window().is_some_and(|w| w.navigator().service_worker().controller().is_some())
}

/// Raises the prompt when `worker` finishes installing beside a controlling one (with no controller this is
/// the first visit: the worker simply takes over, there is nothing to offer).
fn watch(worker: ServiceWorker, ready: RwSignal<bool>) {
    let w = worker.clone();
    let on_state = Closure::<dyn Fn()>::new(move || {
        if w.state() == ServiceWorkerState::Installed && controlled() {
            ready.set(true);
        }
    });
    worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
}

/// Tells the waiting worker to take over, and reloads once it controls the page, so the page and its files
/// come from the same version.
fn apply_update(reg: Option<ServiceWorkerRegistration>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    match reg.and_then(|r| r.waiting()) {
        Some(worker) => {
            let reload = Closure::once_into_js(move || {
                let _ = web_sys::window().map(|w| w.location().reload());
            });
            let _ = window
                .navigator()
                .service_worker()
                .add_event_listener_with_callback("controllerchange", reload.unchecked_ref());
            let _ = worker.post_message(&"SKIP_WAITING".into());
        }
        // Another tab applied it already: this page only needs the reload.
        None => {
            let _ = window.location().reload();
        }
    }
}
