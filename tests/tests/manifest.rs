//! The home-screen app: the manifest gives it a stable identity, shortcuts to the main pages, and lets the phone
//! open army and backup files with it, either handed to the page (`file_handlers`, `window.launchQueue`) or
//! shared to it (`share_target`, through the service worker). Every page and icon the manifest names exists in
//! the build, and a file opened either way lands in the import or (on the backup page) the restore, shown before
//! anything changes.

use std::path::Path;

use e2e::{Session, dist};
use serde_json::{Value, json};

const ARMY: &str = include_str!("../../rules/tests/fixtures/army-roman-war-v1.json");
const BACKUP: &str = include_str!("../../rules/tests/fixtures/backup-v1.json");
/// The army file above as another tool might write it: every object's keys in another order (the envelope's
/// data before its version, the units before their system).
const ARMY_KEYS_REORDERED: &str = r#"{"data":{"army":{"forces":{"units":[
  {"notes":"","figures":20,"troop":"Hastati","name":"Hastati"},
  {"notes":"","figures":10,"troop":"Triarii","name":"Triarii"}
 ],"nation":"Romans","system":"RomanWar"},
 "notes":"Three lines of maniples.","name":"Scipio's legion","id":"0c55aa12-scipio"},
 "kind":"sandtable-army"},"v":1}"#;

/// The build file an address in the manifest names (relative to the manifest, which sits at the top).
fn built(dir: &Path, url: &str) -> bool {
    let path = url.trim_start_matches("./");
    let path = if path.is_empty() || path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    };
    dir.join(path).is_file()
}

#[test]
fn the_manifest_names_the_app_its_shortcuts_and_the_files_it_opens() {
    let dir = dist();
    let text = std::fs::read_to_string(dir.join("manifest.webmanifest"))
        .expect("the build has a manifest (build the release app first)");
    let m: Value = serde_json::from_str(&text).expect("the manifest is JSON");

    assert_eq!(
        m["id"], "/",
        "a stable identity, the same as before it was named"
    );
    assert_eq!(m["start_url"], "./");
    assert_eq!(m["scope"], "./");
    assert_eq!(m["display"], "standalone");
    for icon in m["icons"].as_array().expect("icons") {
        let src = icon["src"].as_str().expect("an icon's address");
        assert!(built(&dir, src), "the icon {src} is in the build");
    }

    let shortcuts: Vec<(&str, &str)> = m["shortcuts"]
        .as_array()
        .expect("shortcuts")
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap_or(""),
                s["url"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        shortcuts,
        [
            ("Battle", "battle.html"),
            ("Armies", "armies.html"),
            ("Dice", "./")
        ]
    );
    for (name, url) in &shortcuts {
        assert!(
            built(&dir, url),
            "the {name} shortcut opens a page of the build ({url})"
        );
    }

    let handlers = m["file_handlers"].as_array().expect("file handlers");
    assert_eq!(handlers.len(), 1);
    let action = handlers[0]["action"].as_str().expect("an action");
    assert_eq!(
        action, "armies.html",
        "army and backup files open on the armies page"
    );
    assert!(built(&dir, action));
    assert_eq!(
        handlers[0]["accept"],
        json!({ "application/json": [".json"] })
    );
    assert_eq!(
        m["launch_handler"]["client_mode"],
        json!(["navigate-existing", "auto"]),
        "an open app is reused, not a second window"
    );

    let share = &m["share_target"];
    assert_eq!(share["action"], "share-target");
    assert_eq!(share["method"], "POST");
    assert_eq!(share["enctype"], "multipart/form-data");
    assert_eq!(share["params"]["files"][0]["name"], "file");
    // The service worker answers that address (there is no such file: nothing leaves the phone).
    let sw = std::fs::read_to_string(dir.join("sw.js")).expect("the service worker");
    assert!(
        sw.contains("scoped(\"share-target\")"),
        "sw.js handles the share target"
    );
    assert!(!built(&dir, "share-target"));

    // Every page links the manifest, so the app installs from any of them.
    for entry in std::fs::read_dir(&dir).expect("the build").flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        if name.ends_with(".html") {
            let html = std::fs::read_to_string(entry.path()).unwrap();
            assert!(
                html.contains("<link rel=\"manifest\" href=\"manifest.webmanifest\">"),
                "{name} links the manifest"
            );
        }
    }
}

/// Puts files in the stand-in launch queue for the next page this tab opens.
async fn launch_with(s: &Session, files: &[(&str, &str)]) {
    let list = serde_json::to_string(files).unwrap();
    s.open_page("armies.html").await;
    s.eval(&format!(
        "sessionStorage.setItem('launch', JSON.stringify({list})); return 0;"
    ))
    .await;
}

#[tokio::test]
async fn files_opened_with_the_app_go_to_the_import_or_the_restore() {
    let s = Session::start().await;
    s.fake_launch_queue().await;
    // Nothing opened: the page is as always, import button and all.
    s.open_page("armies.html").await;
    s.wait_for("#import-file").await;
    assert_eq!(s.text("[data-testid=armies-problem]").await, "");

    // An army file opened with Sandtable, written with its keys in another order: its import is shown, and
    // nothing is added until confirmed.
    launch_with(&s, &[("scipio.sandtable.json", ARMY_KEYS_REORDERED)]).await;
    s.reload().await;
    let panel = s
        .wait_text("[data-testid=import-panel]", |t| {
            t.contains("Scipio's legion")
        })
        .await;
    assert!(panel.contains("30 figures"), "both units are read: {panel}");
    s.screenshot("opened-army-file").await;
    s.click("[data-testid=import-confirm]").await;
    s.wait_text("[data-testid=armies-done]", |t| {
        t.contains("Imported 1 army")
    })
    .await;

    // A backup opened with Sandtable goes on to the backup page's restore.
    launch_with(&s, &[("sandtable-backup.json", BACKUP)]).await;
    s.reload().await;
    s.wait_text("[data-testid=restore-panel]", |t| {
        t.contains("Vesuvius camp")
    })
    .await;
    assert!(
        s.eval("return location.pathname;")
            .await
            .as_str()
            .is_some_and(|p| p.ends_with("backup.html"))
    );
    s.click_button("Cancel").await;

    // Something else: a clear message, nothing changed.
    launch_with(&s, &[("notes.json", "{\"shopping\":[\"bread\"]}")]).await;
    s.reload().await;
    s.wait_text("[data-testid=armies-problem]", |t| {
        t.contains("can't be imported")
    })
    .await;
    s.close().await;
}

#[tokio::test]
async fn a_file_shared_to_the_app_arrives_through_the_service_worker() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    s.poll(
        "const c = navigator.serviceWorker && navigator.serviceWorker.controller; \
         return !!c && c.state === 'activated';",
        "the service worker to control the page",
        30,
    )
    .await;
    share_file(&s, ARMY, "scipio.sandtable.json").await;
    s.wait_text("[data-testid=import-panel]", |t| {
        t.contains("Scipio's legion")
    })
    .await;
    // The address no longer asks for the file, so a reload does not offer it again, and the kept file is gone.
    assert_eq!(s.eval("return location.search;").await, "");
    let left = s
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             caches.open('opened-files').then((c) => c.keys()).then((k) => done(k.length));",
            vec![],
        )
        .await
        .expect("the cache can be read");
    assert_eq!(left, json!(0));
    s.click("[data-testid=import-confirm]").await;
    s.wait_text("[data-testid=armies-done]", |t| {
        t.contains("Imported 1 army")
    })
    .await;

    // A backup shared the same way goes on from the import page to the backup page's restore.
    share_file(&s, BACKUP, "sandtable-backup.json").await;
    s.wait_text("[data-testid=restore-panel]", |t| {
        t.contains("Vesuvius camp")
    })
    .await;
    assert_eq!(
        s.eval("return location.pathname.split('/').pop() + location.search;")
            .await,
        "backup.html"
    );
    s.close().await;
}

/// What the phone's share sheet does when the player sends a file to the installed app: a form post of the
/// file to the manifest's share target.
async fn share_file(s: &Session, text: &str, name: &str) {
    s.eval(&format!(
        "const f = document.createElement('form');
         f.method = 'post'; f.enctype = 'multipart/form-data'; f.action = 'share-target';
         const i = document.createElement('input'); i.type = 'file'; i.name = 'file';
         const t = new DataTransfer();
         t.items.add(new File([{}], '{name}', {{ type: 'application/json' }}));
         i.files = t.files; f.appendChild(i); document.body.appendChild(f); f.submit(); return 0;",
        serde_json::to_string(text).unwrap()
    ))
    .await;
}
