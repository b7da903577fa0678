//! A new player starts from a ready-made army (issue #14): on a fresh phone the armies page leads with them, one
//! tap copies one into "Your armies" under a name that does not clash, and the copy is at once in the battle
//! setup's list and in the unit list the helper pages read.

use std::time::Duration;

use e2e::Session;
use e2e::armies::wait_cards;

const LEGION: &str = "[data-testid=ready-copy][data-ready='ready.sandarticus.legion']";

#[tokio::test]
async fn a_fresh_phone_copies_a_ready_made_army_in_one_tap() {
    let s = Session::start().await;
    s.use_standard_phone().await;
    s.open_page("armies.html").await;
    wait_cards(&s, &[]).await;

    // The offer leads the page: the first ready-made army is on screen without scrolling, and the systems are
    // all there (Sandarticus first, the app's first system, as none has been chosen yet).
    s.wait_for(LEGION).await;
    s.assert_on_screen("[data-testid=ready-copy]", "armies page, fresh phone")
        .await;
    let systems = s
        .eval("return [...document.querySelectorAll('.ready-system')].map(e => e.textContent);")
        .await;
    assert_eq!(systems[0], "Sandarticus", "{systems}");
    assert_eq!(systems.as_array().map(Vec::len), Some(4), "{systems}");
    s.assert_table_side_standards("armies page, ready-made armies")
        .await;
    s.screenshot("armies-ready").await;

    // One tap: the copy is in Your armies, marked as the ready-made army's copy.
    s.click(LEGION).await;
    wait_cards(&s, &["Roman legion"]).await;
    s.wait_text("[data-testid=copied-from]", |t| {
        t.contains("ready-made \u{201c}Roman legion\u{201d}")
    })
    .await;
    s.wait_text("[data-testid=armies-done]", |t| t.contains("Roman legion"))
        .await;
    // A second copy of the same army does not take the first one's name.
    s.click(LEGION).await;
    wait_cards(&s, &["Roman legion", "Roman legion (2)"]).await;
    s.assert_table_side_standards("armies page, two copies")
        .await;

    // Saved within half a second, with the helper pages' unit list for Sandarticus.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let units = s
        .eval("return localStorage.getItem('sandtable.units.sandarticus');")
        .await;
    let units = units.as_str().unwrap_or_default();
    // The legion's units by name (Roman legion, rules::roster::ready).
    for unit in ["First century", "Auxiliary archers", "Cavalry"] {
        assert!(units.contains(unit), "{unit} missing from {units}");
    }

    // The copy is the player's to change: it opens in the editor with the ready-made army's four units.
    s.click("[data-testid=army-card]").await;
    s.wait_for("#army-name").await;
    let units_shown = s
        .eval("return document.querySelectorAll('[data-testid=unit]').length;")
        .await;
    assert_eq!(units_shown, 4);
    s.click("[data-testid=back]").await;

    // The battle setup offers it as a side's army.
    s.open_page("battle.html").await;
    s.click("[data-testid=system-0]").await;
    s.poll(
        "return [...document.querySelectorAll('#side-0-army option')]\
         .some(o => o.textContent === 'Roman legion (2)');",
        "the copy in the battle setup's army list",
        10,
    )
    .await;
    s.close().await;
}
