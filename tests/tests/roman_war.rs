//! A player using the Roman War Rules helpers on a 360 × 640 phone: every tab opens with its answer on screen,
//! a volley with survival rolls, a melee round, real dice tapped in stage by stage, sieges, artillery, moves,
//! and entries that survive a reload (including a form saved by the first version of the page).

use e2e::Session;

#[tokio::test]
async fn volley_and_melee_from_input_to_outcome() {
    let s = Session::start().await;
    s.open_fresh_helper("roman-war.html").await;
    s.assert_tab_standards("[data-testid=shoot-needed] .big-line", "shoot tab")
        .await;

    // Ten archers at 6 in against ten unarmoured Gallic warriors in one rank, in the open.
    // House archer table: 20 in, thirds at 6.7 and 13.3, so 6 in is short range: hits on 4–6, p = 1/2.
    // One die at each man: dies if hit and the survival die shows 1–4, p = 1/2 × 4/6 = 1/3.
    // Dead ~ binomial(10, 1/3): average 3.3, most likely 3 (⌊11/3⌋);
    // P(0) = (2/3)^10 = 0.0173, P(1) = 10 · 1/3 · (2/3)^9 = 0.0867, P(2) = 45 · 1/9 · (2/3)^8 = 0.1951,
    // so at least 3: 1 − 0.2991 = 70.1 %, and at least 1: 1 − 0.0173 = 98.3 %.
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
    assert!(needed.contains("(50.0 % a die)"), "{needed}");
    assert!(needed.contains("lives on 5\u{2013}6"), "{needed}");
    let [head, least, ..] = s.odds_lines("shoot-dead").await;
    assert_eq!(head, "Men dead: average 3.3, most likely 3");
    assert_eq!(least, "At least 3 men dead: 70.1 %");
    s.read_fewer("shoot-dead", 2).await;
    let [_, least, ..] = s.odds_lines("shoot-dead").await;
    assert_eq!(least, "At least 1 man dead: 98.3 %");
    s.screenshot("roman-war-shoot").await;

    // Real dice: hit dice 6 5 4 3 2 1 1 1 1 1 hit the first three men once each; their survival dice 5 2 1
    // leave one with a flesh wound and two dead. The result shows at the top, where the answer was.
    s.click("[data-testid=shoot-roll-real]").await;
    let stage = s.text("[data-testid=shoot-roll-stage]").await;
    assert_eq!(stage, "Hit dice, one per shooter");
    s.tap_faces("shoot-roll", &[6, 5, 4, 3, 2, 1, 1, 1, 1, 1])
        .await;
    s.wait_text("[data-testid=shoot-roll-stage]", |t| {
        t == "Survival dice, one per man hit once"
    })
    .await;
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
    s.assert_result_on_top("volley result").await;
    s.assert_table_side_standards("volley result").await;
    s.screenshot("roman-war-shoot-real").await;

    // Out of range: 25 in is past the archers' 20 in, said next to the field, and nothing to roll.
    s.type_into("#shoot-range", "25").await;
    let problem = s
        .wait_text("[data-testid=shoot-range-problem]", |t| !t.is_empty())
        .await;
    assert!(problem.contains("20 in"), "{problem}");

    // Melee, round 1: six pairs of princeps (armoured, on the list) against Gallic warriors (unarmoured).
    // House melee numbers: 4–6 hits an unarmoured man, 5–6 an armoured one.
    // Defenders die when the attacker hits: p = 1/2, average 6 × 1/2 = 3.0.
    // Attackers die when missed (1/2), then hit back (1/3), then fail survival (2/3): 1/9, average 6/9 = 0.7.
    s.click("[data-testid=tab-2]").await;
    s.click("[data-testid=melee-part-1]").await;
    s.assert_tab_standards("[data-testid=melee-needed] .big-line", "melee tab")
        .await;
    s.select_option("melee-attacker", "2").await;
    s.type_into("#melee-pairs", "6").await;
    let def = s
        .wait_text("[data-testid=melee-def-head]", |t| {
            t.contains("average 3.0")
        })
        .await;
    assert_eq!(def, "Defenders dead: average 3.0, most likely 3");
    let att = s.text("[data-testid=melee-att-head]").await;
    assert!(att.starts_with("Attackers dead: average 0.7"), "{att}");
    let per_pair = s.text("[data-testid=melee-needed] .big-line").await;
    // Per pair: the defender dies 1/2, the attacker 1/9 = 11.1 %.
    assert!(
        per_pair.contains("the defender dies 50.0 %, the attacker 11.1 %"),
        "{per_pair}"
    );
    let outcome = s.roll_to_the_end("melee-roll").await;
    assert!(outcome.contains("Attackers lose"), "{outcome}");
    assert!(outcome.contains("defenders lose"), "{outcome}");
    s.assert_result_on_top("melee result").await;
    s.screenshot("roman-war-melee").await;

    // A later round, where both sides strike at once and a man hit rolls for survival: a defender dies
    // 1/2 × 2/3 = 1/3, so six pairs lose 2.0 defenders on average. Two defenders already wounded this turn die
    // of any hit, 1/2 each: 2 × 1/2 + 4 × 1/3 = 2.3 on average.
    s.click("[data-testid=melee-round-1]").await;
    s.wait_text("[data-testid=melee-def-head]", |t| {
        t.contains("average 2.0")
    })
    .await;
    let line = s.text("[data-testid=melee-wounded-line]").await;
    assert_eq!(line, "", "only what applies: no wounded men, no line");
    s.type_into("#melee-def-wounded", "2").await;
    s.wait_text("[data-testid=melee-def-head]", |t| {
        t.contains("average 2.3")
    })
    .await;
    let line = s.text("[data-testid=melee-wounded-line]").await;
    assert_eq!(
        line,
        "A man already wounded this turn dies of a second hit, with no survival roll. A wounded defender dies 50.0 %."
    );
    s.screenshot("roman-war-melee-wounded").await;

    // Leaving and coming back keeps what was entered, including the tab.
    s.reload().await;
    s.wait_value("melee-pairs", "6").await;
    s.click("[data-testid=tab-0]").await;
    s.wait_value("shoot-range", "25").await;
    s.assert_no_sideways_scroll().await;
    s.close().await;
}

#[tokio::test]
async fn sieges_artillery_and_moves() {
    let s = Session::start().await;
    s.open_fresh_helper("roman-war.html").await;

    // A ram: one die a turn, a 1 breaks the door: 1/6 = 16.7 % a turn, 1 − (5/6)^3 = 42.1 % within 3 turns.
    s.click("[data-testid=tab-3]").await;
    s.click("[data-testid=siege-part-1]").await;
    s.assert_tab_standards("[data-testid=ram-odds]", "door")
        .await;
    let ram = s.text("[data-testid=ram-odds]").await;
    assert_eq!(
        ram,
        "A 1 breaks the door: 16.7 % each turn, 42.1 % within 3 turns."
    );
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
    for (part, answer) in [
        (0, "[data-testid=ladder-needed] .big-line"),
        (2, "[data-testid=bridge-odds]"),
    ] {
        s.click(&format!("[data-testid=siege-part-{part}]")).await;
        s.assert_tab_standards(answer, "siege").await;
    }
    // Two men on each chain: a chain breaks with 1 − (5/6)^2 = 11/36; both: (11/36)^2 = 9.3 %.
    let bridge = s.text("[data-testid=bridge-odds]").await;
    assert!(bridge.ends_with("this turn: 9.3 %."), "{bridge}");

    // The fight at the ladder top: 2 hastati climbing against 2 Gallic warriors, fought as a later round with no
    // attacker's advantage. A climber hits an unarmoured warrior on 4–6 and the warrior then dies on 1–4 of his
    // survival die: 1/2 × 2/3 = 1/3 a pair, 2/3 = 0.7 defenders dead on average. Real dice: both climbers hit
    // (6, 6), both warriors miss (1, 1), both fail their survival (1, 1): the climbers step onto the wall.
    s.click("[data-testid=siege-part-3]").await;
    s.assert_tab_standards("[data-testid=top-needed] .big-line", "ladder top")
        .await;
    let head = s.text("[data-testid=top-def-head]").await;
    assert!(head.starts_with("Defenders dead: average 0.7"), "{head}");
    s.click("[data-testid=top-roll-real]").await;
    s.tap_faces("top-roll", &[6, 6]).await;
    s.wait_text("[data-testid=top-roll-stage]", |t| {
        t.contains("strike back")
    })
    .await;
    s.tap_faces("top-roll", &[1, 1]).await;
    s.wait_text("[data-testid=top-roll-stage]", |t| {
        t.starts_with("Survival")
    })
    .await;
    s.tap_faces("top-roll", &[1, 1]).await;
    let outcome = s
        .wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
        .await;
    assert!(outcome.contains("2 men step onto the wall"), "{outcome}");
    s.assert_result_on_top("ladder-top result").await;
    s.screenshot("roman-war-ladder-top").await;

    // The ballista at 15 in on six unarmoured men: the answer first, then a stone wall section (40 points)
    // taking one shot: 34 to 39 left, each 1/6, so the average is 36.5; it cannot fall to 0 (0 %).
    s.click("[data-testid=tab-1]").await;
    s.assert_tab_standards("[data-testid=art-needed] .big-line", "artillery")
        .await;
    let ranging = s.text("[data-testid=art-needed] .big-line").await;
    assert!(
        ranging.starts_with("The ranging shot lands on"),
        "{ranging}"
    );
    // Ballista, Roman War Rules: the burst is about 1.5 in (4 cm) across.
    let burst = s.text("[data-testid=art-burst]").await;
    assert!(
        burst.starts_with("Lay the burst template, about 1.5 in (4 cm) across"),
        "{burst}"
    );
    s.click("[data-testid=art-kind-5]").await;
    let head = s
        .wait_text("[data-testid=art-odds-head]", |t| {
            t.starts_with("Points left")
        })
        .await;
    assert!(head.starts_with("Points left: average 36.5"), "{head}");
    let fate = s.text("[data-testid=art-fate]").await;
    assert_eq!(
        fate,
        "Destroyed or collapsed after these shots: 0 %. Still at 40: 0 %."
    );
    s.click("[data-testid=art-roll-real]").await;
    s.tap_faces("art-roll", &[4]).await;
    s.wait_text("[data-testid=outcome] .outcome-text", |t| {
        t.contains("loses 4 points and has 36 left")
    })
    .await;
    s.screenshot("roman-war-artillery").await;

    // Armoured foot move 9 in; uphill two thirds of that is 6 in (15 cm).
    s.click("[data-testid=tab-4]").await;
    s.assert_tab_standards("[data-testid=move-result] .outcome-text", "move tab")
        .await;
    s.select_option("move-troop", "2").await;
    s.click("[data-testid=move-ground-1]").await;
    s.wait_text("[data-testid=move-result] .outcome-text", |t| {
        t.contains("6 in (15 cm) uphill")
    })
    .await;
    s.screenshot("roman-war-move").await;

    // The narrowest phone, in the dark theme: every tab fits without scrolling sideways.
    s.client
        .set_window_size(320, 720)
        .await
        .expect("the window resizes");
    s.switch_theme().await;
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
    // The armies page keeps each system's list of units for the helpers; opening it writes them.
    s.open_page("armies.html").await;
    s.open_page("roman-war.html").await;
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
    // Gallic warriors in one rank: dead average 10 × 1/3 = 3.3.
    s.wait_text("[data-testid=shoot-dead-head]", |t| {
        t.starts_with("Men dead: average 3.3")
    })
    .await;
    let from = s.text("[data-testid=shoot-target-src-from]").await;
    assert!(from.contains("From Gauls test: Warriors"), "{from}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("roman-war-shoot-from-army").await;

    // Melee: the Cohort's 6 princeps against the 10 warriors; the smaller side sets the pairs: 6. Round 1 as
    // before: defenders dead average 6 × 1/2 = 3.0, attackers 6 × 1/9 = 0.7.
    s.click("[data-testid=tab-2]").await;
    s.click("[data-testid=melee-part-1]").await;
    s.select_option("melee-attacker-src", "army:t-rome:1").await;
    s.select_option("melee-defender-src", "army:t-gauls:0")
        .await;
    s.wait_value("melee-attacker", "2").await;
    s.wait_value("melee-defender", "8").await;
    s.wait_value("melee-pairs", "6").await;
    s.wait_text("[data-testid=melee-def-head]", |t| {
        t.contains("average 3.0")
    })
    .await;
    let att = s.text("[data-testid=melee-att-head]").await;
    assert!(att.contains("average 0.7"), "{att}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("roman-war-melee-from-army").await;
    s.close().await;
}

/// A form saved by the first version of the page, which kept the melee's sides in fields of their own.
const OLD_FORM: &str = r#"{"v":1,"data":{"tab":"Melee","melee":{"part":1,"attacker":"Princeps",
 "defender":"Hastati","pairs":4,"attacker_from":"","defender_from":""},"targets":[{},{}]}}"#;

#[tokio::test]
async fn a_form_saved_by_the_first_version_still_loads() {
    let s = Session::start().await;
    s.open_page("roman-war.html").await;
    s.eval(&format!(
        "localStorage.clear(); localStorage.setItem('sandtable.roman-war.form', {}); return 0;",
        serde_json::to_string(OLD_FORM).unwrap()
    ))
    .await;
    s.reload().await;
    // The tab, the part and both sides come back: princeps attack, hastati defend (options 2 and 3).
    s.wait_value("melee-pairs", "4").await;
    s.wait_value("melee-attacker", "2").await;
    s.wait_value("melee-defender", "3").await;
    let notices = s
        .eval("return document.querySelectorAll('.notice').length;")
        .await;
    assert_eq!(notices, 0, "the old form loads without a complaint");
    s.close().await;
}
