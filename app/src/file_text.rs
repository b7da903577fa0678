//! Reading a file's text: one the player picked with a file button, or one the phone opened with Sandtable
//! (later). Bounded before it is read, so a huge file is refused rather than loaded.

use wasm_bindgen::{JsCast, JsValue};

/// The file just picked in the file input that fired `ev`, and the input emptied, so picking the same file
/// again fires again.
pub fn take_picked_file(ev: &leptos::ev::Event) -> Option<web_sys::File> {
    let input: web_sys::HtmlInputElement = ev.target()?.dyn_into().ok()?;
    let file = input.files()?.get(0)?;
    input.set_value("");
    Some(file)
}

/// A `File`'s text, unless it is over `max_bytes`: `Err(())` when too big or unreadable.
pub async fn file_text(file: JsValue, max_bytes: usize) -> Result<String, ()> {
    let size = js_sys::Reflect::get(&file, &"size".into())
        .ok()
        .and_then(|s| s.as_f64())
        .unwrap_or(0.0);
    if size > max_bytes as f64 {
        return Err(());
    }
    let text: js_sys::Function = js_sys::Reflect::get(&file, &"text".into())
        .map_err(drop)?
        .dyn_into()
        .map_err(drop)?;
    let promise: js_sys::Promise = text.call0(&file).map_err(drop)?.dyn_into().map_err(drop)?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(())
}
