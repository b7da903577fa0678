//! Files the phone opens with Sandtable: an army or backup file tapped in the files app, or sent to Sandtable
//! from another app. Where the installed app registered as a handler for JSON files (the manifest's
//! `file_handlers`), the browser opens the armies page with the files in `window.launchQueue`. Where it can
//! share files to the app instead (`share_target`, Android), the service worker keeps the file in the cache
//! `opened-files` and opens the import page with `?opened`. Browsers with neither keep the import button. The
//! armies page hands what arrives there on the same way (`hand_on`): an army file to the import page, a backup
//! to the backup page, the only page that reads backups.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::file_text::{FileError, file_text};

/// The cache where the service worker keeps a file shared to the app, and the entry it keeps it under; the
/// same names are in `public/sw.js` (the cache's name is outside the worker's `sandtable-` versions, which an
/// update deletes).
const OPENED_CACHE: &str = "opened-files";
const OPENED_ENTRY: &str = "opened-file";
/// The query the service worker (or `hand_on`) adds to a page's address when it kept a file.
const OPENED_QUERY: &str = "?opened";

fn get(o: &JsValue, name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(o, &name.into())
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Calls the method `name` of `o` and waits for the promise it gives.
async fn call(o: &JsValue, name: &str, args: &js_sys::Array) -> Option<JsValue> {
    let f: js_sys::Function = get(o, name)?.dyn_into().ok()?;
    let promise: js_sys::Promise = f.apply(o, args).ok()?.dyn_into().ok()?;
    JsFuture::from(promise).await.ok()
}

/// Hands every file the phone opens with Sandtable to `open`, as text, or why it was not read: a file in the
/// launch queue, or one kept by the service worker or `hand_on`. Does nothing in a browser that opens no files
/// with web apps.
pub fn on_opened_files(
    max_bytes: usize,
    open: impl Fn(Result<String, FileError>) + Clone + 'static,
) {
    opened_files::<true>(max_bytes, open);
}

/// The files of the launch queue only (the manifest's file handler): the armies page, which the manifest names,
/// passes them on, and nothing keeps a file for that page in the cache.
pub fn on_launched_files(
    max_bytes: usize,
    open: impl Fn(Result<String, FileError>) + Clone + 'static,
) {
    opened_files::<false>(max_bytes, open);
}

/// Reads the launch queue and, where `KEPT`, the file kept in the cache.
fn opened_files<const KEPT: bool>(
    max_bytes: usize,
    open: impl Fn(Result<String, FileError>) + Clone + 'static,
) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(queue) = get(&window, "launchQueue") {
        let open = open.clone();
        let consumer = Closure::<dyn Fn(JsValue)>::new(move |params: JsValue| {
            let handles: Vec<JsValue> = get(&params, "files")
                .map(|f| js_sys::Array::from(&f).iter().collect())
                .unwrap_or_default();
            for handle in handles {
                let open = open.clone();
                leptos::task::spawn_local(async move {
                    let file = call(&handle, "getFile", &js_sys::Array::new()).await;
                    open(match file {
                        Some(f) => file_text(f.unchecked_into(), max_bytes).await,
                        None => Err(FileError::Unreadable),
                    });
                });
            }
        });
        if let Some(set) =
            get(&queue, "setConsumer").and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        {
            let _ = set.call1(&queue, consumer.as_ref());
        }
        // The page lives as long as the consumer; nothing to free.
        consumer.forget();
    }
    if KEPT && window.location().search().ok().as_deref() == Some(OPENED_QUERY) {
        leptos::task::spawn_local(take_shared_file(window, max_bytes, open));
    }
}

/// Takes the file the service worker kept, once: it is removed from the cache and from the address.
async fn take_shared_file(
    window: web_sys::Window,
    max_bytes: usize,
    open: impl Fn(Result<String, FileError>),
) {
    if let Ok(path) = window.location().pathname() {
        let _ = window
            .history()
            .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&path)));
    }
    let Some(caches) = get(&window, "caches") else {
        return;
    };
    let Some(cache) = call(&caches, "open", &js_sys::Array::of1(&OPENED_CACHE.into())).await else {
        return;
    };
    let entry = js_sys::Array::of1(&OPENED_ENTRY.into());
    let Some(response) = call(&cache, "match", &entry).await else {
        return;
    };
    let _ = call(&cache, "delete", &entry).await;
    let text = call(&response, "text", &js_sys::Array::new())
        .await
        .and_then(|t| t.as_string());
    open(match text {
        Some(t) if t.len() <= max_bytes => Ok(t),
        Some(_) => Err(FileError::TooBig),
        None => Err(FileError::Unreadable),
    });
}

/// Keeps `text` where `on_opened_files` finds it and opens `page` to take it, as the service worker does with a
/// shared file. False, and the page stays, where the browser has no cache to keep it in.
pub async fn hand_on(page: &str, text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let (Some(caches), Some(response)) = (get(&window, "caches"), get(&window, "Response")) else {
        return false;
    };
    let Some(response) = response
        .dyn_into::<js_sys::Function>()
        .ok()
        .and_then(|r| js_sys::Reflect::construct(&r, &js_sys::Array::of1(&text.into())).ok())
    else {
        return false;
    };
    let Some(cache) = call(&caches, "open", &js_sys::Array::of1(&OPENED_CACHE.into())).await else {
        return false;
    };
    let put = js_sys::Array::of2(&OPENED_ENTRY.into(), &response);
    if call(&cache, "put", &put).await.is_none() {
        return false;
    }
    window
        .location()
        .assign(&format!("{page}{OPENED_QUERY}"))
        .is_ok()
}
