//! A whole-phone backup, end to end: one file with every army, the battle and its kept copies, the settings and
//! the house rules, made on one phone and restored on another. Both are done on the backup page, which every
//! page's "Back up everything" opens and to which the armies page hands a backup it is given. A restore shows what
//! it adds and what it would replace before anything changes, and replaces nothing of the phone's unless the
//! player picks it.

use std::path::{Path, PathBuf};
use std::time::Duration;

use e2e::Session;
use e2e::battle::start_skirmish;
use e2e::phone::create_saved_army;

/// The stored text under `key`.
async fn stored(s: &Session, key: &str) -> Option<String> {
    s.eval(&format!("return localStorage.getItem('{key}');"))
        .await
        .as_str()
        .map(String::from)
}

async fn card_names(s: &Session) -> Vec<String> {
    let v = s
        .eval(
            "return [...document.querySelectorAll('[data-testid=army-card] .army-card-name')]\
             .map(e => e.textContent);",
        )
        .await;
    serde_json::from_value(v).unwrap_or_default()
}

async fn wait_cards(s: &Session, names: &[&str]) {
    for _ in 0..200 {
        if card_names(s).await == names {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("army list {:?}, expected {names:?}", card_names(s).await);
}

/// Creates a Sandarticus army named `name` and goes back to the list.
async fn create_army(s: &Session, name: &str) {
    create_saved_army(s, name).await;
    s.click("[data-testid=back]").await;
}

async fn pick(s: &Session, input: &str, file: &Path) {
    s.wait_for(input)
        .await
        .send_keys(&file.display().to_string())
        .await
        .expect("the file input takes a path");
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sandtable-backup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp folder");
    dir
}

/// The first phone: two armies, the dark theme, a changed house rule, a battle of two events and a copy of it
/// kept after one, backed up from the battle page's "Back up everything". Returns the backup file's text.
async fn first_phone() -> String {
    let s = Session::start().await;
    s.no_share_sheet().await;
    s.catch_downloads().await;
    s.open_page("armies.html").await;
    create_army(&s, "Legio Prima").await;
    create_army(&s, "Legio Secunda").await;
    s.click("button.theme").await;
    s.open_page("rules.html#house").await;
    s.wait_for("[data-testid=house]").await;
    s.click("[data-testid=house-group-sheil] summary").await;
    s.click("[data-testid='set-sandy-hook.scatter-1']").await;
    s.wait_text("[data-testid=house-changed]", |t| {
        t.contains("1 house rule changed")
    })
    .await;

    start_skirmish(&s).await;
    s.click("[data-testid=next-phase]").await;
    s.poll(
        "const b = localStorage.getItem('sandtable.battle'); return !!b && b.includes('phase_advanced');",
        "the first event to be saved",
        10,
    )
    .await;
    // A copy kept after the first event, as a second tab that disagreed would leave it.
    s.eval("localStorage.setItem('sandtable.battle.copy.1', localStorage.getItem('sandtable.battle')); return 0;")
        .await;
    s.click("[data-testid=next-phase]").await;

    s.click(".battle-file [data-testid=back-up]").await;
    s.click("button[data-testid=back-up]").await;
    assert!(
        s.eval("return location.pathname;")
            .await
            .as_str()
            .is_some_and(|p| p.ends_with("backup.html")),
        "the battle page's link opens the backup page"
    );
    let files = s.wait_recorded("files", 1).await;
    s.close().await;
    files[0].as_str().expect("the backup's text").to_string()
}

#[tokio::test]
async fn a_backup_restores_every_kind_of_data_on_another_phone_without_overwriting() {
    let backup = first_phone().await;
    let doc: serde_json::Value = serde_json::from_str(&backup).expect("the backup is JSON");
    assert_eq!(doc["data"]["kind"], "sandtable-backup");
    assert_eq!(doc["data"]["copies"].as_array().map(Vec::len), Some(1));
    let dir = temp_dir();
    let file = dir.join("sandtable-backup.json");
    std::fs::write(&file, &backup).unwrap();

    // Another phone, empty: everything is added; the settings and house rules wait on the player's word. The
    // armies page's "Back up everything" leads to the restore.
    let p = Session::start().await;
    p.use_standard_phone().await;
    p.open_page("armies.html").await;
    p.click("a[data-testid=back-up]").await;
    p.wait_for("button[data-testid=back-up]").await;
    p.assert_table_side_standards("the backup page").await;
    p.screenshot("backup-page").await;
    pick(&p, "#restore-file", &file).await;
    let panel = p
        .wait_text("[data-testid=restore-panel]", |t| {
            t.contains("Restore this backup?")
        })
        .await;
    assert!(
        panel.contains("Legio Prima") && panel.contains("Legio Secunda"),
        "{panel}"
    );
    assert!(
        panel.contains("The battle Blue against Red, 2 events."),
        "{panel}"
    );
    assert!(panel.contains("1 kept copy of battles."), "{panel}");
    assert!(panel.contains("Its settings: the dark theme"), "{panel}");
    assert!(
        panel.contains("Its house rules differ from yours."),
        "{panel}"
    );
    p.assert_table_side_standards("the restore plan").await;
    p.screenshot("backup-restore-plan").await;
    p.click("[data-testid=restore-settings-1]").await;
    p.click("[data-testid=restore-house-1]").await;
    p.click("[data-testid=restore-confirm]").await;
    p.wait_text("[data-testid=backup-done]", |t| t == "Backup restored.")
        .await;
    p.open_page("armies.html").await;
    wait_cards(&p, &["Legio Prima", "Legio Secunda"]).await;
    // The helper pages' "fill from" reads each system's unit list, written beside the restored armies.
    p.poll(
        "const l = localStorage.getItem('sandtable.units.sandarticus'); \
         return !!l && l.includes('Legio Prima') && l.includes('Legio Secunda');",
        "the restored armies' unit list for the helpers",
        10,
    )
    .await;
    assert_eq!(
        p.eval("return document.documentElement.dataset.theme;")
            .await,
        "dark"
    );
    p.poll(
        "const h = localStorage.getItem('sandtable.house'); return !!h && h.includes('\"scatter\":\"Literal\"');",
        "the restored house rules to be saved",
        10,
    )
    .await;
    assert!(stored(&p, "sandtable.battle.copy.1").await.is_some());

    // The battle opens where it stood, its kept copy beside it.
    p.open_page("battle.html").await;
    p.wait_text("[data-testid=log]", |t| t.lines().count() >= 2)
        .await;
    p.wait_text("[data-testid=copies]", |t| {
        t.contains("Blue against Red, 1 event")
    })
    .await;

    // The same backup again: nothing to do.
    p.open_page("backup.html").await;
    pick(&p, "#restore-file", &file).await;
    p.wait_for("[data-testid=restore-nothing]").await;
    p.click_button("Cancel").await;

    // A changed army is never overwritten unless the player says so: by default the backup's is added beside it.
    p.open_page("armies.html").await;
    p.click("[data-testid=army-card]").await;
    p.type_into("#army-name", "Legio Prima Victrix").await;
    p.click("[data-testid=back]").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    p.open_page("backup.html").await;
    pick(&p, "#restore-file", &file).await;
    p.wait_text("[data-testid=restore-panel]", |t| {
        t.contains("You have another version of this army.")
    })
    .await;
    p.click("[data-testid=restore-confirm]").await;
    p.wait_text("[data-testid=backup-done]", |t| t == "Backup restored.")
        .await;
    p.open_page("armies.html").await;
    wait_cards(&p, &["Legio Prima Victrix", "Legio Secunda", "Legio Prima"]).await;

    // The battle went on here since: the backup's is kept as a copy unless the player opens it, and then the
    // one that was open is kept as a copy.
    p.open_page("battle.html").await;
    p.click("[data-testid=next-phase]").await;
    p.wait_text("[data-testid=log]", |t| t.lines().count() >= 3)
        .await;
    // A backup picked with the armies page's import is handed to the backup page's restore, even one longer than
    // an army file may be (2 MB; here the same backup with 2.1 MB of blank lines after it, still JSON).
    let long = dir.join("long-backup.json");
    std::fs::write(&long, format!("{backup}{}", "\n".repeat(2_100_000))).unwrap();
    p.open_page("armies.html").await;
    pick(&p, "#import-file", &long).await;
    let panel = p
        .wait_text("[data-testid=restore-panel]", |t| {
            t.contains("You have another battle open.")
        })
        .await;
    assert!(panel.contains("Keep it as a copy"), "{panel}");
    assert!(
        p.eval("return location.pathname + location.search;")
            .await
            .as_str()
            .is_some_and(|p| p.ends_with("backup.html")),
        "on the backup page, its address cleared of the hand-over"
    );
    p.click("[data-testid=restore-battle-1]").await;
    p.click("[data-testid=restore-confirm]").await;
    p.wait_text("[data-testid=backup-done]", |t| t == "Backup restored.")
        .await;
    p.open_page("battle.html").await;
    p.wait_text("[data-testid=copies]", |t| {
        t.contains("Blue against Red, 3 events")
    })
    .await;
    let log = p.text("[data-testid=log]").await;
    assert_eq!(log.lines().count(), 2, "the backup's battle is open: {log}");

    // A damaged backup: a clear message, nothing changed.
    let damaged = backup.replacen("\"Legio Secunda\"", "\"Legio Secunda", 1);
    let bad = dir.join("damaged.json");
    std::fs::write(&bad, damaged).unwrap();
    p.open_page("backup.html").await;
    pick(&p, "#restore-file", &bad).await;
    p.wait_text("[data-testid=backup-problem]", |t| {
        t.contains("can't be restored")
    })
    .await;
    p.open_page("armies.html").await;
    wait_cards(&p, &["Legio Prima Victrix", "Legio Secunda", "Legio Prima"]).await;
    let _ = std::fs::remove_dir_all(&dir);
    p.close().await;
}
