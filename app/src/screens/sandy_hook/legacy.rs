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

/// The old form's fields moved into the new form's shape, over the new form's defaults (a field missing from the
/// old form keeps its default), then read as the new form reads a saved one.
pub struct Moved<'a> {
    old: &'a Json,
    tree: Json,
}

impl<'a> Moved<'a> {
    /// Nothing moved yet: the new form `F` as it starts.
    pub fn new<F: Value + Default>(old: &'a Json) -> Moved<'a> {
        Moved {
            old,
            tree: F::default().write(),
        }
    }

    /// Moves the old fields `names` lists into the record at `path` ("shoot", "melee.sides.0"; "" for the form
    /// itself). Each name is the old field's, without `prefix` ("a_"), and the new field keeps it unless it is
    /// written `old>new` (`new` may be a path itself: "troop>groups.0.troop").
    pub fn fields(&mut self, path: &str, prefix: &str, names: &str) -> &mut Self {
        for name in names.split_ascii_whitespace() {
            let (from, to) = match name.bytes().position(|b| b == b'>') {
                Some(at) => (&name[..at], &name[at + 1..]),
                None => (name, name),
            };
            if let Some(v) = self.old.get(&format!("{prefix}{from}"))
                && let Some(slot) = slot(&mut self.tree, parts(path).chain(parts(to)))
            {
                *slot = v.clone();
            }
        }
        self
    }

    /// The further troop groups of a fight's side (the old form's list `key`, "a_more") behind the side's first
    /// group at `path`, as many as fit; the side counts each one.
    pub fn more_groups(&mut self, path: &str, key: &str) -> &mut Self {
        let more = self.old.get(key).and_then(Json::as_array).unwrap_or(&[]);
        let Some(side) = slot(&mut self.tree, parts(path)) else {
            return self;
        };
        let mut placed = 0;
        if let Some(Json::Array(groups)) = slot(side, ["groups"].into_iter()) {
            for (g, m) in groups.iter_mut().skip(1).zip(more) {
                *g = m.clone();
                placed += 1;
            }
        }
        if let Some(count) = slot(side, ["count"].into_iter()) {
            *count = Json::from_u64(count.as_u64().unwrap_or(1) + placed);
        }
        self
    }

    /// The new form.
    pub fn read<F: Value + Default>(&self) -> F {
        F::read(&self.tree).unwrap_or_default()
    }
}

/// The names in a path ("groups.0.troop"; none in ""). Read as bytes: the paths are ASCII, and `str::split`
/// would bring a character searcher into the page for this alone.
fn parts(path: &str) -> impl Iterator<Item = &str> {
    path.as_bytes()
        .split(|&b| b == b'.')
        .filter(|p| !p.is_empty())
        .map(|p| std::str::from_utf8(p).unwrap_or(""))
}

/// The value at `path` in `tree`: members of objects by name, items of lists by number.
fn slot<'j, 'k>(tree: &'j mut Json, path: impl Iterator<Item = &'k str>) -> Option<&'j mut Json> {
    let mut at = tree;
    for key in path {
        at = match at {
            Json::Object(members) => members.iter_mut().find(|(k, _)| k == key).map(|(_, v)| v)?,
            Json::Array(items) => items.get_mut(key.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(at)
}
