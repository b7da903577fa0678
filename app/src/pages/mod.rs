//! One module per page. Each page is its own small wasm (see scripts/build), so a phone downloads only the
//! code of the page it opens; they share the shell, storage and components of this crate.

pub mod ancients;
pub mod armies;
pub mod backup;
pub mod battle;
pub mod dice;
pub mod import;
pub mod jersey_shore;
pub mod reference;
pub mod roman_war;
pub mod sandarticus;

/// Removes the static shell painted by the HTML and mounts `view` in its place.
pub fn mount<F, V>(view: F)
where
    F: FnOnce() -> V + 'static,
    V: leptos::IntoView + 'static,
{
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
    leptos::mount::mount_to_body(view);
}
