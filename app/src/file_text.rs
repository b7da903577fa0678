//! Reading a file's text: one the player picked with a file button, or one the phone opened with Sandtable
//! (`launch.rs`). Bounded before it is read, so a huge file is refused rather than loaded.

use wasm_bindgen::JsCast;

/// The file just picked in the file input that fired `ev`, and the input emptied, so picking the same file
/// again fires again.
pub fn take_picked_file(ev: &leptos::ev::Event) -> Option<web_sys::File> {
    let input: web_sys::HtmlInputElement = ev.target()?.dyn_into().ok()?;
    let file = input.files()?.get(0)?;
    input.set_value("");
    Some(file)
}

/// Why a file's text was not read; each page words it for what it expected the file to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileError {
    /// Longer than the page's limit, so it was not loaded.
    TooBig,
    /// The browser could not give its text.
    Unreadable,
}

impl FileError {
    /// What the armies and import pages say: both take armies or a backup, read up to a backup's size, and
    /// say alike why a file was not read. `couldnt` is what the phone could not do ("read that file").
    pub fn for_armies_or_backup(self, couldnt: &str) -> String {
        match self {
            FileError::TooBig => {
                "That file is far too big to be Sandtable armies or a backup. Nothing was changed."
                    .into()
            }
            FileError::Unreadable => format!("The phone couldn't {couldnt}. Nothing was changed."),
        }
    }
}

/// A `File`'s text, unless it is over `max_bytes`.
pub async fn file_text(file: web_sys::File, max_bytes: usize) -> Result<String, FileError> {
    if file.size() > max_bytes as f64 {
        return Err(FileError::TooBig);
    }
    wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(FileError::Unreadable)
}
