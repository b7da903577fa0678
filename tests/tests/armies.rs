//! A player's armies, in headless Chromium at a phone's width: build a roster and see a real rule's finding,
//! reload and find it, export it and import it on another phone, share it by link, and recover from broken
//! storage.

use std::time::Duration;

use e2e::Session;
use e2e::armies::wait_cards;
use fantoccini::Locator;

/// Where a share link's payload starts.
const MARKER: &str = "#share=";

async fn value(s: &Session, css: &str) -> String {
    s.wait_for(css)
        .await
        .prop("value")
        .await
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Picks a file in the import field, as a player does with the file picker.
async fn pick_file(s: &Session, path: &std::path::Path) {
    let input = s.wait_for("#import-file").await;
    input
        .send_keys(&path.display().to_string())
        .await
        .expect("the file input takes a path");
}

async fn create_roman_army(s: &Session, name: &str) {
    s.click("[data-testid=system-sandarticus]").await;
    s.type_into("#new-name", name).await;
    s.click("[data-testid=create]").await;
    s.wait_for("#army-name").await;
}

#[tokio::test]
async fn build_reload_export_import_and_share() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("armies-empty").await;

    // Romans (the first people of Sandarticus), one unit of 25 legionnaires with no leader.
    create_roman_army(&s, "Legio Test").await;
    s.click("[data-testid=add-unit]").await;
    s.type_into("#unit-0-figures", "25").await;
    // Leaders, Sandarticus: one per 20 men in a Roman unit, so 25 men need ceil(25 / 20) = 2; one unit adds
    // no "one more per two units" leader. None are present: the leader rule speaks up.
    s.wait_text("[data-testid=leaders-total]", |t| {
        t.contains("0 present, 2 needed")
    })
    .await;
    let rule = s
        .wait_for("[data-testid=finding][data-rule='sandarticus.army.leaders']")
        .await;
    let link = rule
        .find(Locator::Css("a.why"))
        .await
        .unwrap()
        .attr("href")
        .await
        .unwrap();
    assert_eq!(link.as_deref(), Some("rules.html#sandarticus.army.leaders"));
    s.wait_text("[data-testid=totals]", |t| t.contains("1 unit, 25 figures"))
        .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("armies-editor").await;

    // Two leaders with the unit: the leader finding goes away (the army still lacks nothing else).
    s.type_into("#unit-0-leaders", "2").await;
    s.wait_text("[data-testid=leaders-total]", |t| {
        t.contains("2 present, 2 needed")
    })
    .await;
    s.type_into("#unit-0-leaders", "0").await;
    s.wait_for("[data-testid=finding][data-rule='sandarticus.army.leaders']")
        .await;

    // Saved within half a second: a reload finds the army open as it was.
    tokio::time::sleep(Duration::from_millis(600)).await;
    s.reload().await;
    s.wait_for("#army-name").await;
    assert_eq!(value(&s, "#army-name").await, "Legio Test");
    assert_eq!(value(&s, "#unit-0-figures").await, "25");
    s.wait_for("[data-testid=finding][data-rule='sandarticus.army.leaders']")
        .await;

    // Export: catch the file the app offers and read it back.
    s.eval(
        "window.__files = []; const make = URL.createObjectURL.bind(URL); \
         URL.createObjectURL = b => { window.__files.push(b); return make(b); }; return 0;",
    )
    .await;
    s.click("[data-testid=export]").await;
    let exported = s
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1]; \
             const wait = () => window.__files.length ? window.__files[0].text().then(done) : setTimeout(wait, 50); \
             wait();",
            vec![],
        )
        .await
        .expect("the export produced a file");
    let exported = exported.as_str().expect("text").to_string();
    assert!(exported.contains("\"Legio Test\""), "{exported}");
    assert!(exported.contains("sandtable-army"), "{exported}");

    // Share: a link and a QR code.
    s.click("[data-testid=share]").await;
    let qr = s.wait_for("[data-testid=qr] path").await;
    s.center(&qr).await;
    let link = value(&s, "[data-testid=share-link]").await;
    let at = link.find(MARKER).expect("a share link");
    assert!(link[..at].ends_with("armies.html"), "{link}");
    let payload = link[at + MARKER.len()..].to_string();
    s.screenshot("armies-share").await;

    // Another phone: a fresh browser profile.
    let p = Session::start().await;
    p.open_page("armies.html").await;
    wait_cards(&p, &[]).await;

    // A broken link: a clear message, nothing changed.
    p.open_page("armies.html#share=1!!notalink").await;
    p.wait_text("[data-testid=armies-problem]", |t| {
        t.contains("can't be opened")
    })
    .await;
    wait_cards(&p, &[]).await;

    // The share link opens the import; confirming adds the army.
    p.open_page(&format!("armies.html{MARKER}{payload}")).await;
    p.wait_for("[data-testid=import-panel]").await;
    p.screenshot("armies-import-link").await;
    p.click("[data-testid=import-confirm]").await;
    wait_cards(&p, &["Legio Test"]).await;

    // The exported file, picked on the other phone: the same army again, so the player is asked.
    let dir = std::env::temp_dir().join(format!("sandtable-armies-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("legio.json");
    std::fs::write(&file, &exported).unwrap();
    pick_file(&p, &file).await;
    p.wait_text("[data-testid=import-panel]", |t| {
        t.contains("already have this army")
    })
    .await;
    p.click_button("Keep both").await;
    p.click("[data-testid=import-confirm]").await;
    wait_cards(&p, &["Legio Test", "Legio Test (2)"]).await;

    // Again, replacing this time: still two armies.
    pick_file(&p, &file).await;
    p.wait_for("[data-testid=import-panel]").await;
    p.click_button("Replace mine").await;
    p.click("[data-testid=import-confirm]").await;
    p.wait_text("[data-testid=armies-done]", |t| t.contains("Imported 1"))
        .await;
    wait_cards(&p, &["Legio Test", "Legio Test (2)"]).await;

    // A malformed file: a clear message, nothing changed.
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"v\":1,\"data\":{\"kind\":\"chess\"}}").unwrap();
    pick_file(&p, &bad).await;
    p.wait_text("[data-testid=armies-problem]", |t| {
        t.contains("can't be imported")
    })
    .await;
    wait_cards(&p, &["Legio Test", "Legio Test (2)"]).await;

    // The imported army carries its units: open it and find the same finding.
    p.click("[data-testid=army-card]").await;
    assert_eq!(value(&p, "#unit-0-figures").await, "25");
    p.wait_for("[data-testid=finding][data-rule='sandarticus.army.leaders']")
        .await;
    let _ = std::fs::remove_dir_all(&dir);
    p.close().await;
    s.close().await;
}

#[tokio::test]
async fn delete_undo_and_corrupt_storage() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    create_roman_army(&s, "Doomed").await;
    s.click("[data-testid=delete]").await;
    s.wait_text("[data-testid=undo-bar]", |t| t.contains("Doomed"))
        .await;
    wait_cards(&s, &[]).await;
    s.screenshot("armies-undo").await;
    s.click("[data-testid=undo]").await;
    s.wait_for("#army-name").await;
    assert_eq!(value(&s, "#army-name").await, "Doomed");

    // Broken saved armies: kept aside, the player told and offered a copy, the page still works. (Wait for
    // the undo to be saved first, or the page would rightly save it over the broken text on reload.)
    tokio::time::sleep(Duration::from_millis(600)).await;
    s.eval("localStorage.setItem('sandtable.armies', '{\"v\":1,\"data\":{broken'); return 0;")
        .await;
    s.reload().await;
    s.wait_text("[data-testid=notice]", |t| t.contains("couldn't be read"))
        .await;
    s.click_button("Save a copy").await;
    let kept = s
        .eval("return localStorage.getItem('sandtable.armies.backup');")
        .await;
    assert_eq!(kept.as_str(), Some("{\"v\":1,\"data\":{broken"));
    wait_cards(&s, &[]).await;
    create_roman_army(&s, "Fresh").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let saved = s
        .eval("return localStorage.getItem('sandtable.armies');")
        .await;
    assert!(
        saved.as_str().is_some_and(|t| t.contains("Fresh")),
        "{saved}"
    );
    let kept = s
        .eval("return localStorage.getItem('sandtable.armies.backup');")
        .await;
    assert_eq!(
        kept.as_str(),
        Some("{\"v\":1,\"data\":{broken"),
        "the backup outlives new saves"
    );
    s.assert_no_sideways_scroll().await;

    // Another tab adds an army: it shows up here without a reload, and ours is kept.
    let first = s.client.window().await.unwrap();
    let tab = s.client.new_window(true).await.unwrap();
    s.client.switch_to_window(tab.handle).await.unwrap();
    s.open_page("armies.html").await;
    s.screenshot("armies-other-tab").await;
    s.click("[data-testid=back]").await;
    create_roman_army(&s, "From the other tab").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    s.client.switch_to_window(first).await.unwrap();
    s.click("[data-testid=back]").await;
    wait_cards(&s, &["Fresh", "From the other tab"]).await;
    s.close().await;
}
