//! Whether the browser keeps the player's data: Sandtable asks it to (`navigator.storage.persist()`) at the
//! first save of an army or a battle, once a page, and says in one line beside the data which case the player
//! is in, with a backup button beside it. The browser's answer comes from a stand-in storage manager
//! (`e2e::phone`), since headless Chromium decides by heuristics of its own.

use e2e::Session;
use e2e::battle::start_skirmish;
use e2e::phone::create_saved_army;

/// The status line's state and text, once it has settled on `state`.
async fn wait_state(s: &Session, state: &str) -> String {
    s.poll(
        &format!(
            "const e = document.querySelector('[data-testid=storage-status]'); \
             return !!e && e.dataset.state === '{state}';"
        ),
        &format!("the storage line to say {state}"),
        10,
    )
    .await;
    s.text("[data-testid=storage-status] p").await
}

async fn asked(s: &Session) -> u64 {
    s.phone_record().await["asked"].as_u64().unwrap_or(0)
}

#[tokio::test]
async fn the_first_save_asks_once_and_the_line_says_kept() {
    let s = Session::start().await;
    s.fake_storage_manager(true).await;
    s.use_standard_phone().await;
    s.open_page("armies.html").await;
    // Nothing saved yet: nothing asked, and the player is told the browser may clear their data.
    let line = wait_state(&s, "may-clear").await;
    assert_eq!(line, "The browser may clear this: keep a backup.");
    assert_eq!(asked(&s).await, 0);
    s.wait_for("[data-testid=back-up]").await;
    s.assert_table_side_standards("the armies list with the storage line")
        .await;
    s.screenshot("storage-may-clear").await;

    create_saved_army(&s, "Legio Prima").await;
    assert_eq!(asked(&s).await, 1, "the first save of an army asks");
    // Back to the list, where the line is: the browser promised.
    s.click("[data-testid=back]").await;
    assert_eq!(wait_state(&s, "kept").await, "Kept on this phone.");
    s.screenshot("storage-kept").await;
    create_saved_army(&s, "Legio Secunda").await;
    assert_eq!(asked(&s).await, 1, "asked once a page, not at every save");

    // A reload finds the data kept without asking again.
    s.reload().await;
    s.click("[data-testid=back]").await;
    assert_eq!(wait_state(&s, "kept").await, "Kept on this phone.");
    assert_eq!(asked(&s).await, 0);

    // The battle page says it beside its own data too.
    start_skirmish(&s).await;
    assert_eq!(wait_state(&s, "kept").await, "Kept on this phone.");
    // Its "Back up everything" opens the backup page, where the backup is made, and the line is there too.
    s.click(".battle-file [data-testid=back-up]").await;
    s.wait_for("button[data-testid=back-up]").await;
    assert!(
        s.eval("return location.pathname;")
            .await
            .as_str()
            .is_some_and(|p| p.ends_with("backup.html"))
    );
    assert_eq!(wait_state(&s, "kept").await, "Kept on this phone.");
    s.assert_table_side_standards("the backup page").await;
    s.close().await;
}

#[tokio::test]
async fn a_refusal_and_a_missing_api_are_said_plainly() {
    let s = Session::start().await;
    s.fake_storage_manager(false).await;
    // The first save of a battle asks too.
    start_skirmish(&s).await;
    let line = wait_state(&s, "refused").await;
    assert_eq!(
        line,
        "The browser wouldn't promise to keep this, so it may clear it: keep a backup."
    );
    assert_eq!(asked(&s).await, 1);
    s.screenshot("storage-refused").await;
    s.close().await;

    let s = Session::start().await;
    s.no_storage_manager().await;
    s.open_page("armies.html").await;
    let line = wait_state(&s, "no-api").await;
    assert_eq!(
        line,
        "This browser can't be asked to keep this, so it may clear it: keep a backup."
    );
    create_saved_army(&s, "Nowhere to ask").await;
    s.click("[data-testid=back]").await;
    wait_state(&s, "no-api").await;
    s.close().await;

    // Storage switched off altogether: nothing is saved, and the line says what to do about it.
    let s = Session::start().await;
    s.before_each_page(
        "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('off', 'SecurityError'); } });",
    )
    .await;
    s.open_page("armies.html").await;
    let line = wait_state(&s, "not-saving").await;
    assert_eq!(
        line,
        "Nothing is saved on this phone: back up before you close the page."
    );
    s.close().await;
}
