//! A player using the Ancients helpers on a 360 × 640 phone: shooting with real dice through saves and a Break
//! Test, a melee with each side's odds under its own name, typed mistakes, and entries that survive a reload.

use e2e::Session;

#[tokio::test]
async fn shooting_and_melee_from_input_to_outcome() {
    let s = Session::start().await;
    s.open_fresh_helper("ancients.html").await;
    s.assert_tab_standards("[data-testid=anc-shoot-needed] .big-line", "shoot tab")
        .await;

    // A Large unit with superior bows (12 dice), skill 2 (4+), at 10 in, at a Medium-weight target (5+ save).
    // Each die lands with 1/2 × 4/6 = 1/3: hits ~ binomial(12, 1/3), average 4.0, most likely 4.
    // The target is Medium: a Break Test at 3 hits. P(at least 3) = 1 − (2/3)^12 − 12·(1/3)(2/3)^11
    // − 66·(1/9)(2/3)^10 = 1 − 0.0077 − 0.0462 − 0.1272 = 0.8189 → "81.9 %".
    s.click("[data-testid=anc-weapon-2]").await;
    s.click("[data-testid=sh-size-2]").await;
    s.type_into("#anc-range", "10").await;
    let needed = s
        .wait_text("[data-testid=anc-shoot-needed] .big-line", |t| {
            t.contains("To hit")
        })
        .await;
    assert_eq!(needed, "To hit 4+, save 5+.");
    let [head, least, ..] = s.odds_lines("anc-shoot-hits").await;
    assert_eq!(head, "Hits: average 4.0, most likely 4");
    // At least 4: 1 − 0.1811 − P(3), P(3) = 220·(1/27)(2/3)^9 = 0.2120, so 0.6069 → "60.7 %".
    assert_eq!(least, "At least 4 hits: 60.7 %");
    let threshold = s.text("[data-testid=anc-shoot-threshold]").await;
    assert_eq!(threshold, "Break Test at 3 hits this phase: 81.9 %.");
    s.screenshot("ancients-shoot").await;

    // Real dice: 6 6 5 4 score four hits at 4+; saves 1 1 1 6 let three through, reaching the threshold.
    // Break Test: Leadership 7, +1 for a first test = 8; from shooting 8 or 9 gives ground. Roll 4 + 4 = 8.
    s.click("[data-testid=anc-shoot-roll-real]").await;
    let stage = s.text("[data-testid=anc-shoot-roll-stage]").await;
    assert_eq!(stage, "Shooters: to-hit dice (4+)");
    s.tap_faces("anc-shoot-roll", &[6, 6, 5, 4, 3, 3, 2, 2, 1, 1, 1, 1])
        .await;
    s.wait_text("[data-testid=anc-shoot-roll-stage]", |t| {
        t == "Target: saves, one per hit (5+)"
    })
    .await;
    s.tap_faces("anc-shoot-roll", &[1, 1, 1, 6]).await;
    s.wait_text("[data-testid=anc-shoot-roll-stage]", |t| {
        t == "Target: Break Test, 2d6"
    })
    .await;
    s.tap_faces("anc-shoot-roll", &[4, 4]).await;
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
        .await;
    assert_eq!(
        outcome,
        "Shooters landed 3 of 4 hits on Target (1 saved). Target gave ground."
    );
    let why = s
        .eval("return document.querySelector('[data-testid=why]').getAttribute('href');")
        .await;
    assert_eq!(why.as_str(), Some("rules.html#ancients.shooting"));
    s.assert_result_on_top("shooting result").await;
    s.assert_table_side_standards("shooting result").await;
    s.screenshot("ancients-shoot-real").await;

    // A typed mistake is named beside the field and nothing breaks.
    s.type_into("#st-leadership", "13").await;
    let err = s
        .wait_text(".count-field.invalid .field-error", |t| !t.is_empty())
        .await;
    assert!(err.contains("at most 12"), "{err}");

    // Melee: a Huge unit (12 dice) against a Small one (6 dice), otherwise equal: 4+ to hit, 5+ to save, each
    // die lands 1/3. What happens to each side sits under its own name: Side A takes the Small unit's hits,
    // 6 × 1/3 = 2.0 on average; Side B takes the Huge unit's, 12 × 1/3 = 4.0.
    s.click("[data-testid=tab-1]").await;
    s.assert_tab_standards("[data-testid=anc-melee-needed] .big-line", "melee tab")
        .await;
    s.click("[data-testid=sa-size-3]").await;
    s.click("[data-testid=sb-size-0]").await;
    let a = s
        .wait_text("[data-testid=anc-side-0] .note", |t| t.contains("6 dice"))
        .await;
    assert_eq!(a, "Side B's 6 dice hit on 4+; saves on 5+.");
    let side_a = s.text("[data-testid=anc-side-0] h3").await;
    assert_eq!(side_a, "What happens to Side A");
    let [on_a, ..] = s.odds_lines("anc-hits-a").await;
    let [on_b, ..] = s.odds_lines("anc-hits-b").await;
    assert!(on_a.starts_with("Hits taken: average 2.0"), "{on_a}");
    assert!(on_b.starts_with("Hits taken: average 4.0"), "{on_b}");
    let adv = s.text("[data-testid=advantage]").await;
    assert!(adv.contains("Net +0 even"), "{adv}");
    // Evenly matched units win equally often.
    s.click("[data-testid=sb-size-3]").await;
    let win = s
        .wait_text("[data-testid=anc-win]", |t| t.starts_with("Side A wins"))
        .await;
    let pcts: Vec<&str> = win
        .split(", ")
        .map(|p| p.rsplit(' ').nth(1).unwrap_or(""))
        .collect();
    assert_eq!(pcts[0], pcts[2], "equal sides win equally often: {win}");
    // Rolled in the app, stage by stage, until the result shows: the totals first, then each side's part.
    let outcome = s.roll_to_the_end("anc-melee-roll").await;
    assert!(outcome.starts_with("Side A took"), "{outcome}");
    let sides = s.text("[data-testid=outcome] .outcome-sides").await;
    assert!(sides.starts_with("Side A: took"), "{sides}");
    assert!(sides.contains("Side B: took"), "{sides}");
    s.assert_result_on_top("melee result").await;
    s.screenshot("ancients-melee").await;

    // Coming into the fight, Number of Dice: on a fight's first turn a Defensive unit gains 2 dice unless it
    // charged, and a counter-charge is not a charge. Side B is Huge (12 dice): 14 when it stood, 12 when it
    // charged, 14 again when it counter-charged.
    // Only what applies: in a later turn the pick changes no dice, and says so.
    let idle = "return document.querySelector('[data-testid=sb-charge-idle]').classList.contains('hidden') ? 'hidden' : 'shown';";
    s.click("[data-testid=sb-style-2]").await;
    assert_eq!(s.eval(idle).await, "shown");
    s.click("[data-testid=anc-first-turn]").await;
    let dice = |n: u32| format!("Side B's {n} dice");
    s.wait_text("[data-testid=anc-side-0] .note", |t| {
        t.starts_with(&dice(14))
    })
    .await;
    s.click("[data-testid=sb-charge-1]").await;
    s.wait_text("[data-testid=anc-side-0] .note", |t| {
        t.starts_with(&dice(12))
    })
    .await;
    s.click("[data-testid=sb-charge-2]").await;
    s.wait_text("[data-testid=anc-side-0] .note", |t| {
        t.starts_with(&dice(14))
    })
    .await;
    let picked = s
        .eval("return [0,1,2].map(i => document.querySelector(`[data-testid=sb-charge-${i}]`).getAttribute('aria-pressed')).join(' ');")
        .await;
    assert_eq!(picked, "false false true", "one pick, never two");
    assert_eq!(s.eval(idle).await, "hidden");
    s.screenshot("ancients-counter-charge").await;
    // Back to an ordinary unit in a later turn for the reload below.
    s.click("[data-testid=sb-style-0]").await;
    s.click("[data-testid=anc-first-turn]").await;

    // A reload keeps the tab and both units.
    s.reload().await;
    s.wait_text("[data-testid=anc-side-0] .note", |t| t.contains("12 dice"))
        .await;
    s.click("[data-testid=tab-2]").await;
    s.assert_tab_standards("[data-testid=anc-after] .outcome-text", "move tab")
        .await;
    let rates = s.text("[data-testid=anc-rates]").await;
    assert!(
        rates.contains("Side A: moves 6 in; gives ground 3.0 in."),
        "{rates}"
    );
    s.screenshot("ancients-move").await;

    // The narrowest phone, in the dark theme.
    s.client
        .set_window_size(320, 720)
        .await
        .expect("the window resizes");
    s.switch_theme().await;
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
    // at 10 in, against a Medium-weight target: to hit 4+, save 5+, hits average 12 × 1/3 = 4.0.
    let needed = s
        .wait_text("[data-testid=anc-shoot-needed] .big-line", |t| {
            t.contains("To hit")
        })
        .await;
    assert_eq!(needed, "To hit 4+, save 5+.");
    s.wait_text("[data-testid=anc-shoot-hits-head]", |t| {
        t.starts_with("Hits: average 4.0")
    })
    .await;
    let from = s.text("[data-testid=sh-src-from]").await;
    assert!(from.contains("From Host test: Bowmen"), "{from}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("ancients-shoot-from-army").await;
    s.close().await;
}

/// A page of Ancients entries as saved before group melees: four units and no shares.
const OLD_FORM: &str = r#"{"v":1,"data":{"tab":"Melee","units":[{"name":"Old Guard"},{"name":"Side B"},{},{}],"first_turn":false}}"#;

#[tokio::test]
async fn a_melee_of_several_units_a_side() {
    let s = Session::start().await;
    s.open_page("ancients.html").await;
    s.eval(&format!(
        "localStorage.clear(); localStorage.setItem('sandtable.ancients.form', {}); return 0;",
        serde_json::to_string(OLD_FORM).unwrap()
    ))
    .await;
    s.open_page("ancients.html").await;
    s.use_standard_phone().await;
    // The old entries still load, on the Melee tab where they were left.
    s.wait_value("sa-name", "Old Guard").await;

    // Side A brings a second unit. Every unit is Medium, skill 2 and Medium weight: Number of Dice gives a
    // Medium unit 8 dice; evenly matched they hit on 4+ and save on 5+, so a die lands 1/2 × 2/3 = 1/3.
    // Side B's one unit shares its 8 dice evenly, 4 at each of A's units: each takes 4 × 1/3 = 1.3 hits on
    // average, and side B's unit takes A's 8 + 8 = 16 dice, 16 × 1/3 = 5.3.
    s.click("[data-testid=anc-add-0]").await;
    let b = s
        .wait_text("[data-testid=anc-unit-1-0] b", |t| !t.is_empty())
        .await;
    assert_eq!(b, "Side B (8 dice): takes 5.3 hits on average.");
    let a2 = s.text("[data-testid=anc-unit-0-1] b").await;
    assert_eq!(a2, "Side A unit 2 (8 dice): takes 1.3 hits on average.");
    let win = s.text("[data-testid=anc-win]").await;
    assert!(
        win.starts_with("Side A wins ") && win.contains(" %"),
        "{win}"
    );
    s.eval("window.scrollTo(0, 0); return 0;").await;
    s.assert_on_screen("[data-testid=anc-win]", "group melee forecast")
        .await;
    s.assert_on_screen("[data-testid=anc-unit-0-0]", "group melee forecast")
        .await;
    s.assert_table_side_standards("group melee").await;
    s.screenshot("ancients-group-melee").await;

    // Side B's unit puts 6 dice at Old Guard: with 4 still at the second unit that is 10 of its 8 dice, and
    // the rules' message shows under its fields; 2 at the second unit makes 8 again.
    s.wait_value("sb-at-0", "4").await;
    s.type_into("#sb-at-0", "6").await;
    let wrong = s
        .wait_text("[data-testid=sb-share-problem]", |t| !t.is_empty())
        .await;
    assert_eq!(
        wrong,
        "Side B rolls 8 dice and must share out all of them; the shares add up to 10."
    );
    s.type_into("#sb-at-1", "2").await;
    // Old Guard now takes 6 × 1/3 = 2.0 hits on average.
    s.wait_text("[data-testid=anc-unit-0-0] b", |t| {
        t == "Old Guard (8 dice): takes 2.0 hits on average."
    })
    .await;
    assert_eq!(s.text("[data-testid=sb-share-problem]").await, "");

    // Rolled in the app stage by stage: each share's to-hit dice, each unit's saves, the Break Tests.
    for _ in 0..16 {
        let done = s
            .eval("return !!document.querySelector('[data-testid=outcome]');")
            .await;
        if done.as_bool() == Some(true) {
            break;
        }
        s.click("[data-testid=anc-melee-roll]").await;
    }
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
        .await;
    assert!(outcome.starts_with("Side A took"), "{outcome}");
    assert!(outcome.contains("Old Guard"), "{outcome}");
    let sides = s.text("[data-testid=outcome] .outcome-sides").await;
    assert!(sides.contains("Side A unit 2: took"), "{sides}");
    s.assert_result_on_top("group melee result").await;
    s.screenshot("ancients-group-melee-rolled").await;

    // Sending the second unit out brings back the two-unit melee.
    s.click("[data-testid=anc-remove-0]").await;
    s.wait_for("[data-testid=advantage]").await;
    s.close().await;
}
