//! Offers text to the player as a file to save (exports and backups). Nothing leaves the device.

use wasm_bindgen::JsCast;

/// Starts a download of `text` named `filename`. Returns false if the browser refused.
pub fn offer_file(filename: &str, text: &str, mime: &str) -> bool {
    (|| -> Option<()> {
        let parts = js_sys::Array::of1(&text.into());
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let document = web_sys::window()?.document()?;
        let a: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
        a.set_href(&url);
        a.set_download(filename);
        a.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Some(())
    })()
    .is_some()
}
