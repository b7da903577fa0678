//! Sandtable: a phone companion for toy-soldier wargames. Screens, storage and sharing; the rules live in `rules`.

pub mod app;
pub mod components;
pub mod download;
pub mod format;
pub mod notices;
pub mod rng;
pub mod screens;
pub mod settings;
pub mod storage;

/// Mounts the app on the page body.
pub fn run() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
    leptos::mount::mount_to_body(app::App);
}
