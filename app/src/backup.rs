//! The whole-phone backup in the app: gathers everything Sandtable keeps (through `storage`, the only file that
//! touches local storage) into one `rules::saved::backup::Backup`, sends it as one file, and writes back the
//! battles a restore brings. The format, the restore plan and its checks live in `rules::saved::backup`.

use rules::roster::Army;
use rules::saved::backup::Backup;
use rules::saved::battle::{SavedBattle, decode_battle};
use rules::saved::roster::Armies;
use rules::saved::settings::Settings;

use crate::screens::battle::{COPY_PREFIX, KEY as BATTLE_KEY, SUMMARY_KEY};
use crate::share_sheet::send_file;
use crate::storage::{self, StoreError};

/// Reads one stored document with `decode`; missing or unreadable is none (an unreadable one was already kept
/// aside, with a message, by the page that owns it).
fn read<T>(key: &str, decode: impl Fn(&str) -> Option<T>) -> Option<T> {
    storage::store()
        .read(key)
        .ok()
        .flatten()
        .and_then(|t| decode(&t))
}

/// The kept copies of battles, in the order of their keys.
fn copies() -> Vec<SavedBattle> {
    let mut keys: Vec<String> = storage::store()
        .keys()
        .into_iter()
        .filter(|k| k.starts_with(COPY_PREFIX))
        .collect();
    keys.sort();
    keys.iter()
        .filter_map(|k| read(k, |t| decode_battle(t).ok()))
        .collect()
}

/// Everything on the phone now. A page holding the armies in memory passes them (they may hold an edit not
/// yet written); the settings are the page's own, house rules included.
pub fn gather(armies: Option<Vec<Army>>, settings: Settings) -> Backup {
    let armies = armies.unwrap_or_else(|| {
        read(crate::armies_store::KEY, |t| Armies::decode(t).ok())
            .map(|a| a.armies)
            .unwrap_or_default()
    });
    Backup {
        armies,
        battle: read(BATTLE_KEY, |t| decode_battle(t).ok()),
        copies: copies(),
        settings: Some(settings),
    }
}

/// The backup's file name, dated so several backups sort by day: `sandtable-backup-2026-11-30.json`.
pub fn file_name() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "sandtable-backup-{}-{:02}-{:02}.json",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// Gathers the phone's data and sends it through the share sheet, or downloads it where there is none.
pub fn send(armies: Option<Vec<Army>>, settings: Settings) {
    send_file(
        &file_name(),
        &gather(armies, settings).encode(),
        "application/json",
    );
}

/// Writes the battles a restore leaves on the phone: the open battle if it changed, and every kept copy
/// beyond the ones the phone had (`apply_restore` only ever adds copies), each under a free copy key.
pub fn write_battles(phone: &Backup, after: &Backup) -> Result<(), StoreError> {
    let st = storage::store();
    if after.battle != phone.battle {
        if let Some(b) = &after.battle {
            storage::save(BATTLE_KEY, &b.encode())?;
        }
        // The helpers' summary was of the battle open before; the battle page writes a new one when opened.
        st.remove(SUMMARY_KEY);
    }
    for copy in after.copies.iter().skip(phone.copies.len()) {
        let key = (1..)
            .map(|n| format!("{COPY_PREFIX}{n}"))
            .find(|k| matches!(st.read(k), Ok(None)))
            .unwrap_or_default();
        storage::save(&key, &copy.encode())?;
    }
    Ok(())
}
