//! The phone's share sheet for share links and files, where the browser has one (a stand-in `navigator.share`
//! that records what it was given, `e2e::phone`), and the copy or download Sandtable always offered where it
//! has none. Closing the sheet is not an error: nothing is said and nothing is downloaded.

use e2e::Session;
use e2e::battle::start_skirmish;
use e2e::phone::{Sheet, create_saved_army};
use serde_json::Value;

/// The one file of a recorded share: its name, type and text.
fn only_file(shared: &Value) -> (String, String, String) {
    let files = shared["files"].as_array().expect("a list of files");
    assert_eq!(files.len(), 1, "{shared}");
    let f = &files[0];
    let s = |k: &str| f[k].as_str().unwrap_or_default().to_string();
    (s("name"), s("type"), s("text"))
}

async fn downloads(s: &Session) -> usize {
    s.phone_record().await["files"]
        .as_array()
        .map_or(0, Vec::len)
}

#[tokio::test]
async fn with_a_share_sheet_links_and_files_go_through_it() {
    let s = Session::start().await;
    s.fake_share_sheet(Sheet::Shares).await;
    s.catch_downloads().await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "Legio Nona").await;

    // The army's file goes to the share sheet, not to a download.
    s.click("[data-testid=export]").await;
    let shared = s.wait_recorded("shared", 1).await;
    let (name, kind, text) = only_file(&shared[0]);
    assert_eq!(name, "legio-nona.sandtable.json");
    assert_eq!(kind, "application/json");
    assert!(
        text.contains("\"sandtable-army\"") && text.contains("\"Legio Nona\""),
        "{text}"
    );
    assert_eq!(downloads(&s).await, 0);

    // The share link: "Send link" gives the sheet the address shown in the field.
    s.click("[data-testid=share]").await;
    s.wait_text("[data-testid=send-link]", |t| t == "Send link")
        .await;
    let link = s
        .eval("return document.querySelector('[data-testid=share-link]').value;")
        .await;
    s.click("[data-testid=send-link]").await;
    let shared = s.wait_recorded("shared", 2).await;
    assert_eq!(shared[1]["url"], link);
    assert!(
        shared[1]["title"]
            .as_str()
            .is_some_and(|t| t.contains("Legio Nona")),
        "{}",
        shared[1]
    );
    s.screenshot("share-sheet-link").await;

    // The whole-phone backup: the list's "Back up everything" opens the backup page, where the file is made.
    s.click("[data-testid=back]").await;
    s.click("a[data-testid=back-up]").await;
    s.click("button[data-testid=back-up]").await;
    let shared = s.wait_recorded("shared", 1).await;
    let (name, _, text) = only_file(&shared[0]);
    assert!(
        name.starts_with("sandtable-backup-") && name.ends_with(".json"),
        "{name}"
    );
    assert!(
        text.contains("\"sandtable-backup\"") && text.contains("Legio Nona"),
        "{text}"
    );

    // A battle's file, from the battle page.
    start_skirmish(&s).await;
    s.click_button("Export this battle").await;
    let shared = s.wait_recorded("shared", 1).await;
    let (name, _, text) = only_file(&shared[0]);
    assert_eq!(name, "sandtable-battle.json");
    assert!(text.contains("\"Redcoats\""), "{text}");
    assert_eq!(downloads(&s).await, 0);
    s.close().await;
}

#[tokio::test]
async fn a_closed_sheet_says_nothing_and_a_failing_one_falls_back() {
    let s = Session::start().await;
    s.fake_share_sheet(Sheet::Cancelled).await;
    s.catch_downloads().await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "Shy").await;
    s.click("[data-testid=export]").await;
    s.wait_recorded("shared", 1).await;
    s.click("[data-testid=share]").await;
    s.click("[data-testid=send-link]").await;
    s.wait_recorded("shared", 2).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(
        downloads(&s).await,
        0,
        "closing the sheet downloads nothing"
    );
    assert_eq!(s.text("[data-testid=send-link-said]").await, "");
    assert_eq!(s.text("[data-testid=armies-problem]").await, "");
    s.close().await;

    // A sheet that fails (not a player's choice): the file is downloaded, the link copied, as before.
    let s = Session::start().await;
    s.fake_share_sheet(Sheet::Fails).await;
    s.catch_downloads().await;
    s.fake_clipboard().await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "Stubborn").await;
    s.click("[data-testid=export]").await;
    let files = s.wait_recorded("files", 1).await;
    assert!(files[0].as_str().is_some_and(|t| t.contains("Stubborn")));
    s.click("[data-testid=share]").await;
    s.click("[data-testid=send-link]").await;
    let copied = s.wait_recorded("copied", 1).await;
    assert!(
        copied[0].as_str().is_some_and(|t| t.contains("#share=2")),
        "{copied:?}"
    );
    s.wait_text("[data-testid=send-link-said]", |t| t == "Link copied.")
        .await;
    s.close().await;
}

#[tokio::test]
async fn without_a_share_sheet_files_download_and_links_copy() {
    let s = Session::start().await;
    s.no_share_sheet().await;
    s.catch_downloads().await;
    s.fake_clipboard().await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "Plain Legion").await;
    s.click("[data-testid=export]").await;
    let files = s.wait_recorded("files", 1).await;
    assert!(
        files[0]
            .as_str()
            .is_some_and(|t| t.contains("\"Plain Legion\""))
    );

    s.click("[data-testid=share]").await;
    s.wait_text("[data-testid=send-link]", |t| t == "Copy link")
        .await;
    s.click("[data-testid=send-link]").await;
    let copied = s.wait_recorded("copied", 1).await;
    let link = s
        .eval("return document.querySelector('[data-testid=share-link]').value;")
        .await;
    assert_eq!(copied[0], link);
    s.wait_text("[data-testid=send-link-said]", |t| t == "Link copied.")
        .await;
    s.screenshot("share-copy-link").await;

    s.click("[data-testid=back]").await;
    s.click("a[data-testid=back-up]").await;
    s.click("button[data-testid=back-up]").await;
    let files = s.wait_recorded("files", 1).await;
    assert!(
        files[0]
            .as_str()
            .is_some_and(|t| t.contains("\"sandtable-backup\""))
    );
    s.close().await;

    // A browser that neither shares nor lets the page copy: the player is told to copy the link by hand.
    let s = Session::start().await;
    s.no_share_sheet().await;
    s.before_each_page("Object.defineProperty(navigator, 'clipboard', { value: undefined });")
        .await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "By Hand").await;
    s.click("[data-testid=share]").await;
    s.click("[data-testid=send-link]").await;
    s.wait_text("[data-testid=send-link-said]", |t| {
        t == "Select the link above and copy it."
    })
    .await;
    s.close().await;
}
