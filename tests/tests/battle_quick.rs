//! Issue #14: from the dice tray a new player reaches a battle of two ready-made armies in three taps or fewer,
//! on the battle page of that game only.

use e2e::Session;

/// Taps the element `css`, counting the tap.
async fn tap(s: &Session, taps: &mut u32, css: &str) {
    s.click(css).await;
    *taps += 1;
}

#[tokio::test]
async fn a_quick_battle_is_two_taps_from_the_dice_tray() {
    let s = Session::start().await;
    s.use_standard_phone().await;
    // A fresh phone: no saved army, no battle.
    s.open().await;
    let mut taps = 0;
    tap(&s, &mut taps, "nav.bottom-nav a[href='battle.html']").await;
    s.wait_mounted().await;
    s.wait_for("[data-testid=quick-jersey-shore]").await;
    // The quick battles lead the setup: on screen at once, with every standard a table-side page keeps.
    s.assert_on_screen("[data-testid=quick-jersey-shore]", "the quick battles")
        .await;
    s.assert_table_side_standards("battle setup").await;
    tap(&s, &mut taps, "[data-testid=quick-jersey-shore]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
    assert!(taps <= 3, "a quick battle took {taps} taps");

    // The battle is on the Jersey Shore tracker page, which carries that game's panels only.
    let path = s.eval("return location.pathname").await;
    assert!(
        path.as_str()
            .is_some_and(|p| p.ends_with("battle-jersey-shore.html")),
        "the quick battle opened {path}"
    );
    // The pair that meets in a Jersey Shore quick battle: British regulars (five companies) against the
    // Continentals (five), so ten unit cards; the first is a company of 15 men, the last a gun crew of 4.
    let a = s.text("[data-testid=side-0] h2").await;
    let b = s.text("[data-testid=side-1] h2").await;
    assert!(a.contains("British regulars"), "side A is {a}");
    assert!(b.contains("Continentals"), "side B is {b}");
    assert_eq!(s.text("[data-testid=men-0]").await.trim(), "15");
    assert_eq!(s.text("[data-testid=men-9]").await.trim(), "4");
    assert!(
        s.eval("return document.querySelectorAll('.unit-card').length")
            .await
            == 10
    );
    s.assert_table_side_standards("quick battle").await;

    // The four tracker addresses run one binary, but a Jersey Shore battle fetches Jersey Shore's panels only:
    // once the parts have come (soon after the page starts), no other system's panel was asked for.
    const PARTS: &str = "performance.getEntriesByType('resource').map(e => e.name.split('/').pop())\
                         .filter(n => n.startsWith('split_'))";
    s.poll(
        &format!("return {PARTS}.includes('split_MORE.wasm');"),
        "the Jersey Shore panels fetched",
        20,
    )
    .await;
    let names = s.eval(&format!("return {PARTS};")).await;
    let names: Vec<&str> = names
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|n| n.as_str())
        .collect();
    for own in ["split_JS.wasm", "split_MORE.wasm", "split_BELOW.wasm"] {
        assert!(names.contains(&own), "{own} not fetched: {names:?}");
    }
    for other in ["split_SA.wasm", "split_RW.wasm", "split_AN.wasm"] {
        assert!(
            !names.contains(&other),
            "another system's panels fetched: {names:?}"
        );
    }

    // An address of another system's tracker (an old bookmark) sends the player on to the battle in play.
    s.open_page("battle-ancients.html").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
    let path = s.eval("return location.pathname").await;
    assert!(
        path.as_str()
            .is_some_and(|p| p.ends_with("battle-jersey-shore.html")),
        "the Ancients address showed {path}"
    );
    assert!(
        s.text("[data-testid=side-0] h2")
            .await
            .contains("British regulars")
    );

    // Reloaded, the battle page sends the player straight back to the battle in play.
    s.open_page("battle.html").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
    s.screenshot("battle-quick").await;
    s.close().await;
}
