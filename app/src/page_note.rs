//! A line one page leaves for the next page this tab opens. The import page ends by going back to the armies
//! page, which says there what the import did, or why nothing was changed, in its own status lines. The line is
//! kept in the tab's session storage and read once; without session storage it is lost, never the import.

const KEY: &str = "sandtable.note";

/// What the next page should say.
pub enum Note {
    /// Something done, for the page's status line.
    Done(String),
    /// Why nothing was changed, for the page's problem line.
    Problem(String),
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Leaves `note` and opens `page` in place of this one (so going back skips this page).
pub fn go_with(page: &str, note: Note) {
    let text = match note {
        Note::Done(t) => format!("d{t}"),
        Note::Problem(t) => format!("p{t}"),
    };
    if let Some(s) = session() {
        let _ = s.set_item(KEY, &text);
    }
    if let Some(w) = web_sys::window() {
        let _ = w.location().replace(page);
    }
}

/// The note left for this page, once: it is removed as it is read.
pub fn take() -> Option<Note> {
    let s = session()?;
    let text = s.get_item(KEY).ok().flatten()?;
    let _ = s.remove_item(KEY);
    let mut chars = text.chars();
    match chars.next()? {
        'd' => Some(Note::Done(chars.as_str().to_string())),
        'p' => Some(Note::Problem(chars.as_str().to_string())),
        _ => None,
    }
}
