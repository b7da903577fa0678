//! The phone's own share sheet (`navigator.share`) for share links and files, where the browser has it, with
//! what Sandtable did before as the fallback: links are copied, files downloaded. A player closing the share
//! sheet without sending is not an error, and nothing is said.
//!
//! The Web Share API is reached through `js_sys::Reflect`: it is missing from many browsers (most desktop
//! ones), and a missing method is simply the fallback.

use wasm_bindgen::{JsCast, JsValue};

use crate::download::offer_file;

/// How an offer to the share sheet ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    /// The player picked where to send it.
    Shared,
    /// The player closed the sheet: nothing to say.
    Cancelled,
    /// The browser has no share sheet for this, or it failed: use the fallback.
    Unavailable,
}

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// The navigator's method `name`, when the browser has it.
fn method(name: &str) -> Option<(web_sys::Navigator, js_sys::Function)> {
    let nav = navigator()?;
    let f = js_sys::Reflect::get(&nav, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    Some((nav, f))
}

/// Whether the browser has a share sheet at all.
pub fn available() -> bool {
    method("share").is_some()
}

fn object(fields: &[(&str, &JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        let _ = js_sys::Reflect::set(&o, &(*k).into(), v);
    }
    o.into()
}

/// Opens the share sheet with `data`. Must be called straight from the player's tap (browsers allow the
/// sheet only then), so the promise is made now and awaited after.
fn open(data: &JsValue) -> Option<js_sys::Promise> {
    let (nav, share) = method("share")?;
    share.call1(&nav, data).ok()?.dyn_into().ok()
}

/// Waits for the sheet: shared, closed by the player (`AbortError`), or failed.
async fn outcome(promise: js_sys::Promise) -> Sent {
    match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(_) => Sent::Shared,
        Err(e) => {
            let name = js_sys::Reflect::get(&e, &"name".into())
                .ok()
                .and_then(|n| n.as_string());
            if name.as_deref() == Some("AbortError") {
                Sent::Cancelled
            } else {
                Sent::Unavailable
            }
        }
    }
}

/// Offers a link through the share sheet; `fallback` runs when there is none or it fails.
pub fn send_link(title: &str, url: &str, fallback: impl FnOnce() + 'static) {
    let data = object(&[("title", &title.into()), ("url", &url.into())]);
    let Some(promise) = open(&data) else {
        fallback();
        return;
    };
    leptos::task::spawn_local(async move {
        if outcome(promise).await == Sent::Unavailable {
            fallback();
        }
    });
}

/// `text` as a file the share sheet can carry, when the browser can share files at all.
fn shareable_file(filename: &str, text: &str, mime: &str) -> Option<JsValue> {
    let (nav, can_share) = method("canShare")?;
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::FilePropertyBag::new();
    opts.set_type(mime);
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, filename, &opts).ok()?;
    let data = object(&[("files", &js_sys::Array::of1(&file).into())]);
    can_share
        .call1(&nav, &data)
        .ok()?
        .as_bool()
        .filter(|ok| *ok)
        .map(|_| data)
}

/// Sends a file through the share sheet where the browser can share files, else offers it as a download,
/// as Sandtable always did. A download is also the fallback when the sheet fails; a closed sheet is not.
pub fn send_file(filename: &str, text: &str, mime: &str) {
    let Some(promise) = shareable_file(filename, text, mime).and_then(|data| open(&data)) else {
        offer_file(filename, text, mime);
        return;
    };
    let (filename, text, mime) = (filename.to_string(), text.to_string(), mime.to_string());
    leptos::task::spawn_local(async move {
        if outcome(promise).await == Sent::Unavailable {
            offer_file(&filename, &text, &mime);
        }
    });
}

/// Copies text to the clipboard; false when the browser will not.
pub async fn copy(text: &str) -> bool {
    let clipboard = navigator()
        .and_then(|nav| js_sys::Reflect::get(&nav, &"clipboard".into()).ok())
        .filter(JsValue::is_object);
    let promise = clipboard.and_then(|c| {
        let write: js_sys::Function = js_sys::Reflect::get(&c, &"writeText".into())
            .ok()?
            .dyn_into()
            .ok()?;
        write
            .call1(&c, &text.into())
            .ok()?
            .dyn_into::<js_sys::Promise>()
            .ok()
    });
    match promise {
        Some(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
        None => false,
    }
}
