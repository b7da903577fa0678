//! The only file that touches `localStorage`. Everything goes through the `Store` trait so that a phone with
//! storage switched off, full, or broken still runs the app, in memory, and says so plainly.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use gloo_storage::{LocalStorage, Storage};
use rules::saved::LoadError;

/// Every key Sandtable writes starts with this, so backups and exports can find them.
pub const PREFIX: &str = "sandtable.";

/// Why a write failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// The browser has no usable local storage (private mode, or switched off).
    Unavailable,
    /// Local storage is full.
    Full,
    /// Anything else the browser reported.
    Failed(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Unavailable => f.write_str(
                "This browser isn't letting Sandtable save anything, so your rolls and armies last only until the page closes.",
            ),
            StoreError::Full => f.write_str(
                "The phone's storage for this app is full, so the last change wasn't saved. Export your armies, then delete old ones.",
            ),
            StoreError::Failed(_) => f.write_str("Saving failed, so the last change is kept only until the page closes."),
        }
    }
}

/// A place to keep text by key.
pub trait Store {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn write(&self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&self, key: &str);
    fn keys(&self) -> Vec<String>;
    /// True when data survives a reload.
    fn persistent(&self) -> bool;
}

/// The browser's local storage, through gloo-storage.
pub struct BrowserStore;

impl BrowserStore {
    /// Opens local storage if the browser offers a working one.
    pub fn open() -> Option<BrowserStore> {
        // gloo-storage's `raw()` panics when storage is missing, so probe first: a blocked or sandboxed
        // page throws on access, and some browsers give a storage object that refuses every write.
        let storage = web_sys::window()?.local_storage().ok()??;
        let probe = format!("{PREFIX}probe");
        storage.set_item(&probe, "1").ok()?;
        storage.remove_item(&probe).ok()?;
        Some(BrowserStore)
    }
}

fn classify(err: wasm_bindgen::JsValue) -> StoreError {
    let name = js_sys::Reflect::get(&err, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    if name.contains("Quota") {
        StoreError::Full
    } else {
        StoreError::Failed(name)
    }
}

impl Store for BrowserStore {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        LocalStorage::raw().get_item(key).map_err(classify)
    }

    fn write(&self, key: &str, value: &str) -> Result<(), StoreError> {
        LocalStorage::raw().set_item(key, value).map_err(classify)
    }

    fn remove(&self, key: &str) {
        let _ = LocalStorage::raw().remove_item(key);
    }

    fn keys(&self) -> Vec<String> {
        let raw = LocalStorage::raw();
        let n = raw.length().unwrap_or(0);
        (0..n).filter_map(|i| raw.key(i).ok().flatten()).collect()
    }

    fn persistent(&self) -> bool {
        true
    }
}

/// Keeps everything in memory: the fallback when the browser will not store anything. A list, not a hash map:
/// it holds a handful of keys, and a map's hashing code would be carried by every page.
#[derive(Default)]
pub struct MemoryStore {
    entries: RefCell<Vec<(String, String)>>,
}

impl Store for MemoryStore {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .entries
            .borrow()
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone()))
    }

    fn write(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let mut entries = self.entries.borrow_mut();
        match entries.iter_mut().find(|(k, _)| k == key) {
            Some((_, v)) => *v = value.to_string(),
            None => entries.push((key.to_string(), value.to_string())),
        }
        Ok(())
    }

    fn remove(&self, key: &str) {
        self.entries.borrow_mut().retain(|(k, _)| k != key);
    }

    fn keys(&self) -> Vec<String> {
        self.entries
            .borrow()
            .iter()
            .map(|(k, _)| k.clone())
            .collect()
    }

    fn persistent(&self) -> bool {
        false
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Rc<dyn Store>>> = const { RefCell::new(None) };
}

/// The store in use: local storage when it works, memory otherwise.
pub fn store() -> Rc<dyn Store> {
    CURRENT.with(|c| {
        c.borrow_mut()
            .get_or_insert_with(|| match BrowserStore::open() {
                Some(b) => Rc::new(b) as Rc<dyn Store>,
                None => Rc::new(MemoryStore::default()),
            })
            .clone()
    })
}

/// Replaces the store in use (tests use this to simulate broken or full storage).
pub fn install(store: Rc<dyn Store>) {
    CURRENT.with(|c| *c.borrow_mut() = Some(store));
}

/// The result of loading one saved document.
pub struct Loaded<T> {
    pub value: T,
    /// What the player should be told, if anything went wrong.
    pub problem: Option<String>,
    /// False when the stored data must not be overwritten (it came from a newer app).
    pub writable: bool,
}

/// The key under which unreadable data is kept aside.
pub fn backup_key(key: &str) -> String {
    format!("{key}.backup")
}

/// Loads `key` with `decode`. Unreadable text is copied aside under the backup key (never overwritten silently)
/// and the app starts from `T::default()`; data from a newer version is left untouched and opened read-only.
pub fn load<T: Default>(
    key: &str,
    what: &str,
    decode: impl Fn(&str) -> Result<T, LoadError>,
) -> Loaded<T> {
    let s = store();
    let text = match s.read(key) {
        Ok(Some(t)) => t,
        Ok(None) => {
            return Loaded {
                value: T::default(),
                problem: None,
                writable: true,
            };
        }
        Err(e) => {
            return Loaded {
                value: T::default(),
                problem: Some(e.to_string()),
                writable: true,
            };
        }
    };
    match decode(&text) {
        Ok(value) => Loaded {
            value,
            problem: None,
            writable: true,
        },
        Err(LoadError::FutureVersion { .. }) => Loaded {
            value: T::default(),
            problem: Some(format!(
                "Your saved {what} come from a newer version of Sandtable. They are kept safe and untouched; \
                 reload once the app has updated to use them."
            )),
            writable: false,
        },
        Err(_) => {
            let backup = backup_key(key);
            let kept = match s.read(&backup) {
                // An older backup is already waiting: keep both rather than lose either.
                Ok(Some(old)) if old != text => {
                    s.write(&format!("{backup}.{}", js_sys::Date::now() as u64), &text)
                }
                Ok(Some(_)) => Ok(()),
                _ => s.write(&backup, &text),
            };
            let problem = match kept {
                Ok(()) => format!(
                    "Your saved {what} couldn't be read, so Sandtable started fresh. The old data is kept aside: \
                     use \u{201c}Save a copy\u{201d} to keep it."
                ),
                Err(_) => format!(
                    "Your saved {what} couldn't be read and there was no room to keep a copy aside. Use \
                     \u{201c}Save a copy\u{201d} now, before changing anything."
                ),
            };
            // If the copy could not be made, leave the original in place rather than overwrite it.
            Loaded {
                value: T::default(),
                problem: Some(problem),
                writable: kept.is_ok(),
            }
        }
    }
}

/// Saves `text` under `key`, returning a message for the player when it could not be saved.
pub fn save(key: &str, text: &str) -> Result<(), StoreError> {
    let s = store();
    if !s.persistent() {
        s.write(key, text)?;
        return Err(StoreError::Unavailable);
    }
    s.write(key, text)
}

/// `<key>.backup`, or `<key>.backup.<time>` when an older backup was already waiting. Checked by hand rather
/// than with `str::contains`, whose substring search the dice tray would otherwise carry.
fn is_backup(key: &str) -> bool {
    key.ends_with(".backup")
        || key.rsplit_once('.').is_some_and(|(rest, stamp)| {
            rest.ends_with(".backup") && stamp.bytes().all(|b| b.is_ascii_digit())
        })
}

/// Raw text kept aside after a failed load, newest key first, for "Save a copy".
pub fn backups() -> Vec<(String, String)> {
    let s = store();
    let mut keys: Vec<String> = s
        .keys()
        .into_iter()
        .filter(|k| k.starts_with(PREFIX) && is_backup(k))
        .collect();
    // Newest first; unstable sort, as keys are distinct and the stable one is larger code.
    keys.sort_unstable_by(|a, b| b.cmp(a));
    keys.into_iter()
        .filter_map(|k| s.read(&k).ok().flatten().map(|v| (k, v)))
        .collect()
}
