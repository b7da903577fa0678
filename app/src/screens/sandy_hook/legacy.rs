//! The form the single Sandy Hook page saved (`sandtable.sandy-hook.form`, format 1: one flat record holding
//! both games' fields). Each game's page keeps its own form under its own key now; the first time a page opens
//! without one, it takes its fields from the old record, so nothing a player typed is lost in the move.

use leptos::prelude::*;
use rules::saved::json::{Json, open_envelope, wrap_envelope};

use super::saved::{FORM_VERSION, Value, stored};
use crate::storage;

/// Where the single Sandy Hook page kept everything typed.
pub const OLD_KEY: &str = "sandtable.sandy-hook.form";

/// The page's form saved under `key`; when there is none yet, the old form's fields as `migrate` reads them
/// are saved there first.
pub fn load_form<F>(key: &'static str, migrate: fn(&Json) -> F) -> RwSignal<F>
where
    F: Value + Default + Clone + PartialEq + Send + Sync + 'static,
{
    let store = storage::store();
    if matches!(store.read(key), Ok(None))
        && let Ok(Some(old)) = store.read(OLD_KEY)
        && let Ok((1, data)) = open_envelope(&old)
    {
        // Nothing is lost if this fails: the old form stays where it was and is read again next time.
        let _ = storage::save(key, &wrap_envelope(FORM_VERSION, migrate(&data).write()));
    }
    stored(key)
}

/// Sets `slot` to the old form's field `name`, read as the new form reads a value of its type; a missing or
/// unreadable field leaves the new form's default.
pub fn take<T: Value>(slot: &mut T, data: &Json, name: &str) {
    if let Some(v) = data.get(name).and_then(T::read) {
        *slot = v;
    }
}
