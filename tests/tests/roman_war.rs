//! A player using the Roman War Rules helpers at a phone's width: a volley with survival rolls, a melee round,
//! real dice tapped in stage by stage, and entries that survive a reload.

use e2e::Session;

#[tokio::test]
async fn volley_and_melee_from_input_to_outcome() {
    let s = Session::start().await;
    s.open_page("roman-war.html").await;
    s.eval("localStorage.clear(); return 0;").await;
    s.reload().await;
    s.assert_no_sideways_scroll().await;

    // Ten archers at 6 in against ten unarmoured Gallic warriors in one rank, in the open.
    // House archer table: 20 in, thirds at 6.7 and 13.3, so 6 in is short range: hits on 4–6, p = 1/2.
    // One die at each man: dies if hit and the survival die shows 1–4, p = 1/2 × 4/6 = 1/3.
    // Hits: mean 10 × 1/2 = 5.00. Dead: binomial(10, 1/3), mean 3.33; P(at least 1) = 1 − (2/3)^10 = 98.3% → "98%".
    s.type_into("#shoot-men", "10").await;
    s.type_into("#shoot-range", "6").await;
    s.type_into("#shoot-across", "10").await;
    s.type_into("#shoot-deep", "1").await;
    let needed = s
        .wait_text("[data-testid=shoot-needed] .big-line", |t| {
            t.contains("hits on 4\u{2013}6")
        })
        .await;
    assert!(needed.contains("short range"), "{needed}");
    assert!(needed.contains("5\u{2013}6 lives"), "{needed}");
    let hits = s.text("[data-testid=shoot-hits] figcaption").await;
    assert!(hits.contains("mean 5.00"), "{hits}");
    let dead = s.text("[data-testid=shoot-dead] figcaption").await;
    assert!(dead.contains("mean 3.33"), "{dead}");
    let at_least = s.text("[data-testid=shoot-dead] .at-least").await;
    assert!(at_least.starts_with("1+ 98%"), "{at_least}");
    s.screenshot("roman-war-shoot").await;

    // Real dice: hit dice 6 5 4 3 2 1 1 1 1 1 hit the first three men once each; their survival dice 5 2 1
    // leave one with a flesh wound and two dead.
    s.click("[data-testid=shoot-roll-real]").await;
    s.tap_faces("shoot-roll", &[6, 5, 4, 3, 2, 1, 1, 1, 1, 1])
        .await;
    let stage = s
        .wait_text("[data-testid=shoot-roll-stage]", |t| t.contains("Survival"))
        .await;
    assert!(stage.contains("Survival"), "{stage}");
    s.tap_faces("shoot-roll", &[5, 2, 1]).await;
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
        .await;
    assert!(outcome.contains("2 men dead"), "{outcome}");
    assert!(outcome.contains("1 with flesh wounds"), "{outcome}");
    let why = s
        .eval("return document.querySelector('[data-testid=why]').getAttribute('href');")
        .await;
    assert_eq!(why.as_str(), Some("rules.html#roman-war.missiles"));
    s.assert_no_sideways_scroll().await;
    s.screenshot("roman-war-shoot-real").await;

    // Out of range: 25 in is past the archers' 20 in, said next to the field, and nothing to roll.
    s.type_into("#shoot-range", "25").await;
    let problem = s
        .wait_text("[data-testid=shoot-range-problem]", |t| !t.is_empty())
        .await;
    assert!(problem.contains("20 in"), "{problem}");

    // Melee, round 1: six pairs of princeps (armoured, on the list) against Gallic warriors (unarmoured).
    // House melee numbers: 4–6 hits an unarmoured man, 5–6 an armoured one.
    // Defenders die when the attacker hits: p = 1/2, mean 6 × 1/2 = 3.00.
    // Attackers die when missed (1/2), then hit back (1/3), then fail survival (2/3): 1/9, mean 6/9 = 0.67.
    s.click("[data-testid=tab-2]").await;
    s.click("[data-testid=melee-part-1]").await;
    s.eval(
        "const sel = document.getElementById('melee-attacker');\
         sel.value = [...sel.options].find(o => o.text === 'Princeps').value;\
         sel.dispatchEvent(new Event('change')); return 0;",
    )
    .await;
    s.type_into("#melee-pairs", "6").await;
    let def = s
        .wait_text("[data-testid=melee-def] figcaption", |t| {
            t.contains("mean 3.00")
        })
        .await;
    assert!(def.contains("Defenders dead"), "{def}");
    let att = s.text("[data-testid=melee-att] figcaption").await;
    assert!(att.contains("mean 0.67"), "{att}");
    // Roll it in the app: the attackers' dice, then whatever the rules ask for next, until an outcome shows.
    for _ in 0..3 {
        let done = s
            .eval("return !!document.querySelector('[data-testid=outcome]');")
            .await;
        if done.as_bool() == Some(true) {
            break;
        }
        s.click("[data-testid=melee-roll]").await;
    }
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| {
            t.contains("Attackers lose")
        })
        .await;
    assert!(outcome.contains("defenders lose"), "{outcome}");
    s.screenshot("roman-war-melee").await;

    // Leaving and coming back keeps what was entered, including the tab.
    s.reload().await;
    let pairs = s
        .eval("return document.getElementById('melee-pairs').value;")
        .await;
    assert_eq!(pairs.as_str(), Some("6"));
    s.click("[data-testid=tab-0]").await;
    let range = s
        .eval("return document.getElementById('shoot-range').value;")
        .await;
    assert_eq!(range.as_str(), Some("25"));
    s.assert_no_sideways_scroll().await;
    s.close().await;
}

#[tokio::test]
async fn sieges_artillery_and_moves() {
    let s = Session::start().await;
    s.open_page("roman-war.html").await;
    s.eval("localStorage.clear(); return 0;").await;
    s.reload().await;

    // A ram: one die a turn, a 1 breaks the door: 1 − (5/6)^3 = 42.1% within 3 turns → "42%".
    s.click("[data-testid=tab-3]").await;
    s.click("[data-testid=siege-part-1]").await;
    let ram = s
        .wait_text("[data-testid=ram-odds]", |t| t.contains("within 3 turns"))
        .await;
    assert!(ram.contains("42% within 3 turns"), "{ram}");
    // Four men cannot work a ram (5 to 10): the rules say so and nothing is rolled.
    s.type_into("#ram-men", "4").await;
    s.wait_text("[data-testid=ram-odds]", |t| t.contains("Men on the ram"))
        .await;
    s.type_into("#ram-men", "6").await;
    s.click("[data-testid=ram-roll-real]").await;
    s.tap_faces("ram-roll", &[1]).await;
    s.wait_text("[data-testid=outcome] .outcome-text", |t| {
        t.contains("door gives way")
    })
    .await;
    s.screenshot("roman-war-siege").await;

    // A stone wall section (40 points) takes one shot: 34 to 39 left, each 1/6, so mean 36.5.
    s.click("[data-testid=tab-1]").await;
    s.click("[data-testid=art-kind-5]").await;
    let caption = s
        .wait_text("[data-testid=art-odds] figcaption", |t| {
            t.contains("Points left")
        })
        .await;
    assert!(caption.contains("mean 36.5"), "{caption}");
    s.click("[data-testid=art-roll-real]").await;
    s.tap_faces("art-roll", &[4]).await;
    s.wait_text("[data-testid=outcome] .outcome-text", |t| {
        t.contains("loses 4 points and has 36 left")
    })
    .await;
    s.screenshot("roman-war-artillery").await;

    // Armoured foot move 9 in; uphill two thirds of that is 6 in (15 cm).
    s.click("[data-testid=tab-4]").await;
    s.eval(
        "const sel = document.getElementById('move-troop');\
         sel.value = [...sel.options].find(o => o.text === 'Princeps').value;\
         sel.dispatchEvent(new Event('change')); return 0;",
    )
    .await;
    s.click("[data-testid=move-ground-1]").await;
    s.wait_text("[data-testid=move-result] .outcome-text", |t| {
        t.contains("6 in (15 cm) uphill")
    })
    .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("roman-war-move").await;

    // The narrowest phone, in the dark theme: every tab fits without scrolling sideways.
    s.client
        .set_window_size(320, 720)
        .await
        .expect("the window resizes");
    s.click("button.theme").await;
    for tab in 0..5 {
        s.click(&format!("[data-testid=tab-{tab}]")).await;
        s.wait_for(".tab-body").await;
        s.assert_no_sideways_scroll().await;
    }
    s.click("[data-testid=tab-0]").await;
    s.screenshot("roman-war-320-dark").await;
    s.close().await;
}

/// Two Roman War Rules armies as the armies page saves them (`sandtable.armies`).
const ARMIES: &str = r#"{"v":1,"data":{"armies":[
 {"id":"t-rome","name":"Rome test","forces":{"system":"RomanWar","nation":"Romans","units":[
  {"name":"Archers","troop":"RomanArchers","figures":10},
  {"name":"Cohort","troop":"Princeps","figures":6}]}},
 {"id":"t-gauls","name":"Gauls test","forces":{"system":"RomanWar","nation":"Gauls","units":[
  {"name":"Warriors","troop":"GallicWarriors","figures":10}]}}
]}}"#;

#[tokio::test]
async fn saved_armies_fill_the_volley_and_the_melee() {
    let s = Session::start().await;
    s.open_page("roman-war.html").await;
    s.eval(&format!(
        "localStorage.clear(); localStorage.setItem('sandtable.armies', {}); return 0;",
        serde_json::to_string(ARMIES).unwrap()
    ))
    .await;
    s.reload().await;
    s.assert_helper_tabs_fit("roman-war").await;
    s.cdp(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({"width": 360, "height": 760, "deviceScaleFactor": 2, "mobile": true}),
    )
    .await;
    // Start from other numbers, so the fill shows: 3 shooters, hastati in a 4 by 2 block.
    s.type_into("#shoot-men", "3").await;
    s.select_option("shoot-target-troop", "3").await;
    s.type_into("#shoot-across", "4").await;
    s.type_into("#shoot-deep", "1").await;
    s.select_option("shoot-src", "army:t-rome:0").await;
    s.select_option("shoot-target-src", "army:t-gauls:0").await;
    s.wait_value("shoot-men", "10").await;
    s.wait_value("shoot-target-troop", "8").await;
    s.wait_value("shoot-across", "10").await;
    // Then as worked out in `volley_and_melee_from_input_to_outcome`: ten archers at 6 in on ten unarmoured
    // Gallic warriors in one rank: hits mean 10 x 1/2 = 5.00, dead mean 10 x 1/3 = 3.33.
    s.wait_text("[data-testid=shoot-hits] figcaption", |t| {
        t.contains("mean 5.00")
    })
    .await;
    s.wait_text("[data-testid=shoot-dead] figcaption", |t| {
        t.contains("mean 3.33")
    })
    .await;
    let from = s.text("[data-testid=shoot-target-src-from]").await;
    assert!(from.contains("From Gauls test: Warriors"), "{from}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("roman-war-shoot-from-army").await;

    // Melee: the Cohort's 6 princeps against the 10 warriors; the smaller side sets the pairs: 6. Round 1 as
    // before: defenders dead mean 6 x 1/2 = 3.00, attackers 6 x 1/9 = 0.67.
    s.click("[data-testid=tab-2]").await;
    s.click("[data-testid=melee-part-1]").await;
    s.select_option("melee-attacker-src", "army:t-rome:1").await;
    s.select_option("melee-defender-src", "army:t-gauls:0")
        .await;
    s.wait_value("melee-attacker", "2").await;
    s.wait_value("melee-defender", "8").await;
    s.wait_value("melee-pairs", "6").await;
    s.wait_text("[data-testid=melee-def] figcaption", |t| {
        t.contains("mean 3.00")
    })
    .await;
    let att = s.text("[data-testid=melee-att] figcaption").await;
    assert!(att.contains("mean 0.67"), "{att}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("roman-war-melee-from-army").await;
    s.close().await;
}
