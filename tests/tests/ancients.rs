//! A player using the Ancients helpers at a phone's width: shooting with real dice through saves and a Break
//! Test, a melee with both sides' odds, typed mistakes, and entries that survive a reload.

use e2e::Session;

#[tokio::test]
async fn shooting_and_melee_from_input_to_outcome() {
    let s = Session::start().await;
    s.open_page("ancients.html").await;
    s.eval("localStorage.clear(); return 0;").await;
    s.reload().await;
    s.assert_no_sideways_scroll().await;

    // A Large unit with superior bows (12 dice), skill 2 (4+), at 10 in, at a Medium-weight target (5+ save).
    // Each die lands with 1/2 × 4/6 = 1/3: hits ~ binomial(12, 1/3), mean 12/3 = 4.00.
    // The target is Medium: a Break Test at 3 hits. P(at least 3) = 1 − (2/3)^12 − 12·(1/3)(2/3)^11
    // − 66·(1/9)(2/3)^10 = 1 − 0.0077 − 0.0462 − 0.1272 = 0.819 → "82%".
    s.click("[data-testid=anc-weapon-2]").await;
    s.click("[data-testid=sh-size-2]").await;
    s.type_into("#anc-range", "10").await;
    let needed = s
        .wait_text("[data-testid=anc-shoot-needed] .big-line", |t| {
            t.contains("To hit")
        })
        .await;
    assert_eq!(needed, "To hit 4+, save 5+.");
    let hits = s.text("[data-testid=anc-shoot-hits] figcaption").await;
    assert!(hits.contains("mean 4.00"), "{hits}");
    let threshold = s.text("[data-testid=anc-shoot-threshold]").await;
    assert!(
        threshold.contains("at 3 hits this phase: 82%"),
        "{threshold}"
    );
    s.screenshot("ancients-shoot").await;

    // Real dice: 6 6 5 4 score four hits at 4+; saves 1 1 1 6 let three through, reaching the threshold.
    // Break Test: Leadership 7, +1 for a first test = 8; from shooting 8 or 9 gives ground. Roll 4 + 4 = 8.
    s.click("[data-testid=anc-shoot-roll-real]").await;
    s.tap_faces("anc-shoot-roll", &[6, 6, 5, 4, 3, 3, 2, 2, 1, 1, 1, 1])
        .await;
    s.wait_text("[data-testid=anc-shoot-roll-stage]", |t| {
        t.contains("saves")
    })
    .await;
    s.tap_faces("anc-shoot-roll", &[1, 1, 1, 6]).await;
    s.wait_text("[data-testid=anc-shoot-roll-stage]", |t| {
        t.contains("Break Test")
    })
    .await;
    s.tap_faces("anc-shoot-roll", &[4, 4]).await;
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
        .await;
    assert!(outcome.contains("landed 3 of 4 hits"), "{outcome}");
    assert!(outcome.contains("gave ground"), "{outcome}");
    let why = s
        .eval("return document.querySelector('[data-testid=why]').getAttribute('href');")
        .await;
    assert_eq!(why.as_str(), Some("rules.html#ancients.shooting"));
    s.assert_no_sideways_scroll().await;
    s.screenshot("ancients-shoot-real").await;

    // A typed mistake is named beside the field and nothing breaks.
    s.type_into("#st-leadership", "13").await;
    let err = s
        .wait_text(".count-field.invalid .field-error", |t| !t.is_empty())
        .await;
    assert!(err.contains("at most 12"), "{err}");

    // Melee: two Huge units, otherwise equal: 12 dice each, evenly matched, 4+ to hit, 5+ to save,
    // so each side takes binomial(12, 1/3) hits, mean 4.00, and the win chances are equal.
    s.click("[data-testid=tab-1]").await;
    s.click("[data-testid=sa-size-3]").await;
    s.click("[data-testid=sb-size-3]").await;
    let line = s
        .wait_text("[data-testid=anc-side-0] .big-line", |t| {
            t.starts_with("12 dice")
        })
        .await;
    assert_eq!(line, "12 dice, to hit 4+, saves 5+");
    let a = s.text("[data-testid=anc-hits-a] figcaption").await;
    let b = s.text("[data-testid=anc-hits-b] figcaption").await;
    assert!(
        a.contains("mean 4.00") && b.contains("mean 4.00"),
        "{a} / {b}"
    );
    let adv = s.text("[data-testid=advantage]").await;
    assert!(adv.contains("Net +0 even"), "{adv}");
    let win = s.text("[data-testid=anc-win]").await;
    let pcts: Vec<&str> = win
        .split_whitespace()
        .filter(|w| w.contains('%'))
        .map(|w| w.trim_end_matches([',', '.']))
        .collect();
    assert_eq!(pcts[0], pcts[2], "equal sides win equally often: {win}");
    // Rolled in the app, stage by stage, until the result shows.
    for _ in 0..6 {
        let done = s
            .eval("return !!document.querySelector('[data-testid=outcome]');")
            .await;
        if done.as_bool() == Some(true) {
            break;
        }
        s.click("[data-testid=anc-melee-roll]").await;
    }
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| {
            t.contains("took")
        })
        .await;
    assert!(outcome.contains("Side A took"), "{outcome}");
    s.screenshot("ancients-melee").await;

    // A reload keeps the tab and both units.
    s.reload().await;
    let line = s
        .wait_text("[data-testid=anc-side-0] .big-line", |t| {
            t.starts_with("12 dice")
        })
        .await;
    assert!(line.contains("to hit 4+"));
    s.click("[data-testid=tab-2]").await;
    let rates = s.text("[data-testid=anc-rates]").await;
    assert!(
        rates.contains("Side A: moves 6 in; gives ground 3.0 in."),
        "{rates}"
    );
    s.assert_no_sideways_scroll().await;
    s.screenshot("ancients-move").await;

    // The narrowest phone, in the dark theme.
    s.client
        .set_window_size(320, 720)
        .await
        .expect("the window resizes");
    s.click("button.theme").await;
    for tab in 0..3 {
        s.click(&format!("[data-testid=tab-{tab}]")).await;
        s.wait_for(".tab-body").await;
        s.assert_no_sideways_scroll().await;
    }
    s.click("[data-testid=tab-1]").await;
    s.screenshot("ancients-320-dark").await;
    s.close().await;
}

/// An Ancients army as the armies page saves it (`sandtable.armies`): unit profiles.
const ARMIES: &str = r#"{"v":1,"data":{"armies":[
 {"id":"t-anc","name":"Host test","forces":{"system":"Ancients","units":[
  {"name":"Bowmen","size":"Large","skill":2,"weight":"Light","type":"Infantry","formation":"Skirmish","style":"Ordinary","leadership":7},
  {"name":"Spears","size":"Medium","skill":2,"weight":"Medium","type":"Infantry","formation":"Formed","style":"Ordinary","leadership":9}]}}
]}}"#;

#[tokio::test]
async fn a_saved_army_fills_the_shooting() {
    let s = Session::start().await;
    s.open_page("ancients.html").await;
    s.eval(&format!(
        "localStorage.clear(); localStorage.setItem('sandtable.armies', {}); return 0;",
        serde_json::to_string(ARMIES).unwrap()
    ))
    .await;
    // The armies page keeps each system's list of units for the helpers; opening it writes them.
    s.open_page("armies.html").await;
    s.open_page("ancients.html").await;
    s.assert_helper_tabs_fit("ancients").await;
    s.cdp(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({"width": 360, "height": 760, "deviceScaleFactor": 2, "mobile": true}),
    )
    .await;
    s.click("[data-testid=tab-0]").await;
    s.click("[data-testid=anc-weapon-2]").await;
    s.type_into("#anc-range", "10").await;
    s.select_option("sh-src", "army:t-anc:0").await;
    s.select_option("st-src", "army:t-anc:1").await;
    s.wait_value("sh-name", "Bowmen").await;
    s.wait_value("st-leadership", "9").await;
    let large = s
        .eval("return document.querySelector('[data-testid=sh-size-2]').getAttribute('aria-pressed');")
        .await;
    assert_eq!(large, "true");
    // As in `shooting_and_melee_from_input_to_outcome`: a Large unit (12 dice) of skill 2 with superior bows
    // at 10 in, against a Medium-weight target: to hit 4+, save 5+, hits mean 12 x 1/3 = 4.00.
    let needed = s
        .wait_text("[data-testid=anc-shoot-needed] .big-line", |t| {
            t.contains("To hit")
        })
        .await;
    assert_eq!(needed, "To hit 4+, save 5+.");
    s.wait_text("[data-testid=anc-shoot-hits] figcaption", |t| {
        t.contains("mean 4.00")
    })
    .await;
    let from = s.text("[data-testid=sh-src-from]").await;
    assert!(from.contains("From Host test: Bowmen"), "{from}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("ancients-shoot-from-army").await;
    s.close().await;
}
