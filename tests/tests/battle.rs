//! A battle played on one phone: set up, three turns with results applied, a reload mid-turn, undo and redo,
//! a hand correction, a winner; and a corrupt saved battle recovered. Headless Chromium at a phone's width.

use e2e::Session;
use e2e::battle::{
    BattleSpec, SideSpec, choose, quick_game, start_battle, start_skirmish, wait_men, wait_saved,
};

async fn men(s: &Session, unit: u32) -> u32 {
    s.text(&format!("[data-testid=men-{unit}]"))
        .await
        .trim()
        .parse()
        .expect("a count of men")
}

/// The newest story line, without its rule link.
async fn newest_line(s: &Session) -> String {
    s.text("[data-testid=log] li:first-child .log-line").await
}

async fn log_len(s: &Session) -> i64 {
    s.eval("return document.querySelectorAll('[data-testid=log] li').length;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

/// Blue's legion of 10 and Red's garrison of 6, for the Roman War Rules battles.
fn legion() -> SideSpec<'static> {
    SideSpec {
        name: "Blue",
        units: &[("Legion", 10, 0)],
    }
}

fn garrison() -> SideSpec<'static> {
    SideSpec {
        name: "Red",
        units: &[("Garrison", 6, 0)],
    }
}

async fn no_victory(s: &Session) -> bool {
    s.eval("return document.querySelector('[data-testid=victory]') === null;")
        .await
        .as_bool()
        .unwrap_or(false)
}

#[tokio::test]
async fn three_turns_reload_undo_and_a_winner() {
    let s = Session::start().await;
    start_skirmish(&s).await;
    // Units are numbered side A first: Rangers 0, Militia 1, Redcoats 2.
    assert_eq!(men(&s, 0).await, 10);
    assert_eq!(men(&s, 2).await, 9);

    // Turn 1: the Jersey Shore turn walks coin flip, Blue move, Red move, both shoot.
    s.wait_text("[data-testid=turn]", |t| t.contains("coin flip"))
        .await;
    s.click("[data-testid=moves-first-0]").await;
    s.wait_text("[data-testid=turn]", |t| {
        t.contains("Turn 1 \u{b7} Blue move")
    })
    .await;
    s.click("[data-testid=next-phase]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Red move"))
        .await;
    s.click("[data-testid=next-phase]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("both sides shoot"))
        .await;

    // Three Rangers fire muskets at the Redcoats 5 inches away. A musket uses cord R2 (2 ft = 24 in), so 5 in
    // is the close third (up to 8 in): each shot needs 6 on 2d6, in the open with no modifier. Real dice:
    // 1+2 = 3 misses, 3+4 = 7 hits, 6+6 = 12 hits: 2 hits, musket damage 2 against a man's rating 1 kills,
    // so 2 Redcoats fall: 9 - 2 = 7.
    s.click("[data-testid=resolve-2]").await;
    s.type_into("#shooters", "3").await;
    s.type_into("#distance", "5").await;
    s.click("[data-testid=rp-real]").await;
    for f in [1, 2, 3, 4, 6, 6] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("2 hits") && t.contains("2 men fall")
    })
    .await;
    s.screenshot("battle-volley").await;
    s.click("[data-testid=apply-2]").await;
    wait_men(&s, 2, 7).await;
    assert_eq!(
        newest_line(&s).await,
        "Turn 1 \u{2014} Redcoats lost 2 men to shooting from Rangers."
    );
    assert!(no_victory(&s).await, "2 of 9 lost is no victory");

    // Turn 2: Red win the toss and move first; Blue lose a man and Red a leader.
    s.click("[data-testid=next-phase]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 2"))
        .await;
    s.click("[data-testid=moves-first-1]").await;
    s.wait_text("[data-testid=turn]", |t| {
        t.contains("Turn 2 \u{b7} Red move")
    })
    .await;
    s.click("[data-testid=leader-2]").await;
    s.wait_text("[data-testid=log] li:first-child", |t| {
        t.contains("Redcoats lost 1 leader")
    })
    .await;
    s.click("[data-testid=cas1-0]").await;
    wait_men(&s, 0, 9).await;
    let lines = log_len(&s).await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-turn-2").await;

    // Reload mid-turn: the same table, the same story.
    s.reload().await;
    s.wait_text("[data-testid=turn]", |t| {
        t.contains("Turn 2 \u{b7} Red move")
    })
    .await;
    assert_eq!(men(&s, 0).await, 9);
    assert_eq!(men(&s, 2).await, 7);
    assert_eq!(log_len(&s).await, lines);
    assert!(newest_line(&s).await.contains("Rangers lost 1 man"));

    // Undo the lost Ranger, then redo it.
    s.click("[data-testid=undo]").await;
    wait_men(&s, 0, 10).await;
    assert_eq!(log_len(&s).await, lines - 1);
    s.click("[data-testid=redo]").await;
    wait_men(&s, 0, 9).await;
    assert_eq!(log_len(&s).await, lines);

    // A hand correction: the Rangers are really 8.
    s.click("[data-testid=more-0]").await;
    s.type_into("#adjust-value-0", "8").await;
    s.click("[data-testid=adjust-0]").await;
    wait_men(&s, 0, 8).await;
    assert!(
        newest_line(&s)
            .await
            .contains("Corrected by hand: men in Rangers set to 8.")
    );

    // A refused change leaves everything as it was and says why: 20 casualties on 7 Redcoats.
    s.click("[data-testid=more-2]").await;
    s.type_into("#n-2", "20").await;
    s.click("[data-testid=casn-2]").await;
    s.wait_text("[data-testid=refused]", |t| t.contains("has only 7"))
        .await;
    assert_eq!(men(&s, 2).await, 7);

    // Turn 3: walk on through the phases.
    for _ in 0..3 {
        s.click("[data-testid=next-phase]").await;
    }
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 3"))
        .await;

    // Jersey Shore victory: every gun and wagon gone (Red have none) and two thirds of the men taken or
    // killed: (2 x 9) / 3 = 6 of the 9 Redcoats. 2 lost so far; 3 more make 5, not yet; one more makes 6.
    s.type_into("#n-2", "3").await;
    s.click("[data-testid=casn-2]").await;
    wait_men(&s, 2, 4).await;
    assert!(no_victory(&s).await, "5 of 9 lost is short of two thirds");
    s.click("[data-testid=cas1-2]").await;
    wait_men(&s, 2, 3).await;
    let v = s
        .wait_text("[data-testid=victory]", |t| t.contains("Blue win"))
        .await;
    assert!(
        v.contains("two thirds of his men are taken or killed"),
        "the reason is given: {v}"
    );
    s.click("[data-testid=end-battle]").await;
    let summary = s
        .wait_text("[data-testid=summary]", |t| t.contains("Winner"))
        .await;
    assert!(summary.contains("Winner: Blue."), "{summary}");
    assert!(summary.contains("Red: 3 of 9 left"), "{summary}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-won").await;

    // Face to face: the far half is turned round.
    s.click("[data-testid=face-to-face]").await;
    let turned = s
        .eval("return getComputedStyle(document.querySelector('.face-to-face .turned')).transform;")
        .await;
    assert_ne!(turned.as_str().unwrap_or("none"), "none");
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-face-to-face").await;
    s.close().await;
}

#[tokio::test]
async fn a_corrupt_saved_battle_is_kept_aside() {
    let s = Session::start().await;
    s.open_page("battle.html").await;
    s.eval(
        "localStorage.setItem('sandtable.battle', '{\"v\":1,\"data\":{\"battle\":42'); return 0;",
    )
    .await;
    s.reload().await;
    let notice = s
        .wait_text("[data-testid=notice]", |t| t.contains("battle"))
        .await;
    assert!(notice.contains("couldn't be read"), "{notice}");
    let kept = s
        .eval("return localStorage.getItem('sandtable.battle.backup');")
        .await;
    assert_eq!(kept.as_str(), Some("{\"v\":1,\"data\":{\"battle\":42"));
    // The setup is offered instead, and the app still works.
    s.wait_for("[data-testid=start]").await;
    s.close().await;
}

#[tokio::test]
async fn roman_war_volley_and_ancients_break_test_resolve_here() {
    let s = Session::start().await;
    // Roman War Rules: 4 of the Red archers shoot at the Legion (10 men) 5 in away. Archers reach 20 in
    // (house table), so 5 in is the short third, where unarmoured men are hit on 4-6. Four men stand in the
    // ranks hit, one die each: 6 hit, 4 hit, 1 misses, 5 hits: 3 men hit once. Their survival dice: 2 dies,
    // 6 lives, 1 dies (a flesh wound needs 5 or more): 2 dead, 10 - 2 = 8.
    quick_game(&s, "Roman War Rules", ("Legion", 10), ("Archers", 6)).await;
    s.click("[data-testid=resolve-0]").await;
    s.type_into("#shooters", "4").await;
    s.type_into("#distance", "5").await;
    s.type_into("#ranks", "4").await;
    s.click("[data-testid=rp-real]").await;
    s.wait_text(".roll-panel .hint", |t| t.contains("Roll 4 dice"))
        .await;
    for f in [6, 4, 1, 5] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    // The survival dice come next, still tapped in as real dice.
    s.wait_text("[data-testid=so-far]", |t| t.contains("4 dice in"))
        .await;
    s.wait_text(".roll-panel .hint", |t| t.contains("Roll 3 dice"))
        .await;
    for f in [2, 6, 1] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| t.contains("2 men dead"))
        .await;
    s.click("[data-testid=apply-0]").await;
    wait_men(&s, 0, 8).await;
    assert_eq!(
        newest_line(&s).await,
        "Turn 1 \u{2014} Legion lost 2 men to shooting from Archers."
    );

    // Ancients: the Warband (a medium unit: 3 hits force a Break Test) takes 6 hits in melee. Leadership 7,
    // +1 for a first test, -1 for the second full multiple of 3: it must roll under 7 on 2d6. 3 + 3 = 6
    // holds firm, and the 2 full multiples become 2 damage tokens.
    wait_saved().await;
    s.eval("localStorage.removeItem('sandtable.battle'); return 0;")
        .await;
    quick_game(&s, "Ancients", ("Spears", 1), ("Warband", 1)).await;
    s.click("[data-testid=resolve-1]").await;
    s.type_into("#hits", "6").await;
    s.click("[data-testid=rp-real]").await;
    s.click("[data-testid=rp-face-3]").await;
    s.click("[data-testid=rp-face-3]").await;
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("rolled 6 against 7") && t.contains("held firm")
    })
    .await;
    s.click("[data-testid=apply-1]").await;
    s.wait_text("[data-testid=unit-1] .counters", |t| {
        t.contains("damage tokens 2")
    })
    .await;
    assert_eq!(
        newest_line(&s).await,
        "Turn 1 \u{2014} Warband gained 2 damage tokens."
    );
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-ancients").await;
    s.close().await;
}

#[tokio::test]
async fn a_jersey_shore_melee_round_takes_prisoners() {
    let s = Session::start().await;
    // Musket infantry both sides, 9 Rangers against 7 Redcoats. Jersey Shore hand to hand cancels one for one
    // until one side is outnumbered 2 to 1: 5 each (9 - 5 = 4 against 7 - 5 = 2, exactly 2 to 1), and the
    // outnumbered Redcoats give up: 2 prisoners. Red have lost all 7 of 7, past two thirds: Blue win.
    quick_game(&s, "Jersey Shore", ("Rangers", 9), ("Redcoats", 7)).await;
    s.click("[data-testid=resolve-1]").await;
    s.click("[data-testid=mode-1-1]").await;
    // Hand to hand rolls nothing: the round's result shows as soon as the fight is chosen.
    let outcome = s
        .wait_text("[data-testid=outcome]", |t| t.contains("Round 1"))
        .await;
    assert!(
        outcome.contains("Redcoats lose 5, Rangers lose 5"),
        "{outcome}"
    );
    assert!(outcome.contains("2 taken prisoner"), "{outcome}");
    s.click("[data-testid=apply-1]").await;
    wait_men(&s, 0, 4).await;
    wait_men(&s, 1, 0).await;
    s.wait_text("[data-testid=status-1]", |t| t == "captured")
        .await;
    // Jersey Shore: one guard for every 8 prisoners on the march, so 2 prisoners need 1.
    s.wait_text("[data-testid=unit-0] .guards", |t| {
        t.contains("Prisoners 2") && t.contains("1 needed")
    })
    .await;
    s.wait_text("[data-testid=victory]", |t| t.contains("Blue win"))
        .await;

    // One prisoner slips away (Sandy Hook escape): the Rangers hold 1, the Redcoats have 1 man again, heading
    // home, and the story says so with a link to the escape rule.
    s.click("[data-testid=more-0]").await;
    s.type_into("#escaped-0", "1").await;
    s.click("[data-testid=escape-0]").await;
    wait_men(&s, 1, 1).await;
    s.wait_text("[data-testid=status-1]", |t| t == "retreating")
        .await;
    s.wait_text("[data-testid=unit-0] .guards", |t| {
        t.contains("Prisoners 1")
    })
    .await;
    assert!(
        newest_line(&s)
            .await
            .contains("1 prisoner slipped away from Rangers and head back to Redcoats.")
    );
    let href = s
        .eval("return document.querySelector('[data-testid=log] li:first-child a.rule-link').getAttribute('href');")
        .await;
    assert_eq!(href.as_str(), Some("rules.html#sandy-hook.escape"));
    s.close().await;
}

#[tokio::test]
async fn structures_take_damage_and_a_battle_file_round_trips() {
    let s = Session::start().await;
    // A siege of the fort: a wooden tower, 30 points in the Roman War Rules table, held by Red (the default
    // holder).
    let spec = BattleSpec {
        scenario: Some(1),
        structures: &["wooden tower (30 points)"],
        ..BattleSpec::typed("Roman War Rules", legion(), garrison())
    };
    start_battle(&s, &spec).await;
    s.wait_text(".markers", |t| t.contains("fort has fallen"))
        .await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("30 of 30 points")
    })
    .await;
    // Points taken off by hand, in the structure's one panel.
    s.click("[data-testid=resolve-s0]").await;
    s.type_into("#points-0", "4").await;
    s.click("[data-testid=damage-0]").await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("26 of 30 points")
    })
    .await;
    assert!(newest_line(&s).await.contains("lost 4 points; 26 left."));

    // Resolve here on the tower (Roman War Rules destruction): two shots landed, one die each off its points.
    // Real dice 3 and 5: 26 - 3 - 5 = 18 points left. The panel is still open.
    s.type_into("#shots", "2").await;
    s.click("[data-testid=rp-real]").await;
    s.click("[data-testid=rp-face-3]").await;
    s.click("[data-testid=rp-face-5]").await;
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("loses 8 points and has 18 left")
    })
    .await;
    s.screenshot("battle-bombardment").await;
    s.click("[data-testid=apply-s0]").await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("18 of 30 points")
    })
    .await;
    assert!(newest_line(&s).await.contains("lost 8 points; 18 left."));

    // The battle as a file: what export offers is the saved envelope, format 2, carrying the house rules.
    // Change one in the file (as if the other player had), then import it on a fresh setup screen: the battle
    // plays with them and says so, and this phone's own house rules are not touched.
    wait_saved().await;
    let text = s
        .eval("return localStorage.getItem('sandtable.battle');")
        .await;
    let text = text.as_str().expect("the battle is saved").to_string();
    let mut doc: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(doc["v"], 2);
    assert!(doc["data"]["house"].is_object(), "the house rules travel");
    doc["data"]["house"]["sandarticus"]["pilum_damage"] = serde_json::json!(4);
    let text = doc.to_string();
    let own_house = s
        .eval("return localStorage.getItem('sandtable.house');")
        .await;
    let path = std::env::temp_dir().join(format!("sandtable-battle-{}.json", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    s.eval("localStorage.removeItem('sandtable.battle'); return 0;")
        .await;
    s.reload().await;
    let input = s.wait_for("[data-testid=import]").await;
    // A broken file first: refused with a message, nothing opened.
    let bad = std::env::temp_dir().join(format!("sandtable-bad-{}.json", std::process::id()));
    std::fs::write(&bad, "{\"v\":1,\"data\":{}}").unwrap();
    input.send_keys(&bad.display().to_string()).await.unwrap();
    s.wait_text("[data-testid=import-error]", |t| {
        t.contains("can't be opened")
    })
    .await;
    let input = s.wait_for("[data-testid=import]").await;
    input.send_keys(&path.display().to_string()).await.unwrap();
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("18 of 30 points")
    })
    .await;
    assert_eq!(men(&s, 0).await, 10);
    s.wait_text("[data-testid=battle-house]", |t| {
        t.contains("this battle only")
    })
    .await;
    let house_after = s
        .eval("return localStorage.getItem('sandtable.house');")
        .await;
    assert_eq!(
        own_house, house_after,
        "the player's own house rules stay as they were"
    );
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(&bad);
    s.close().await;
}

async fn walk_to(s: &Session, phase: &str) {
    for _ in 0..6 {
        if s.text("[data-testid=turn]").await.contains(phase) {
            return;
        }
        s.click("[data-testid=next-phase]").await;
        tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    }
    s.wait_text("[data-testid=turn]", |t| t.contains(phase))
        .await;
}

/// Three turns of Sandarticus with the new "Resolve here" shooting and melee, a reload mid-turn, undo, a log
/// line's rule link and Back, and a winner.
#[tokio::test]
async fn sandarticus_three_turns_with_resolve_here_rule_links_and_a_winner() {
    let s = Session::start().await;
    // A Sandarticus rated object from its own table: the castle gate, armour 6.
    let spec = BattleSpec {
        structures: &["castle gate (armour 6)"],
        ..BattleSpec::typed(
            "Sandarticus",
            SideSpec {
                name: "Blue",
                units: &[("Archers", 6, 0), ("Legion", 9, 0)],
            },
            SideSpec {
                name: "Red",
                units: &[("Gauls", 12, 0)],
            },
        )
    };
    start_battle(&s, &spec).await;
    // Units: Archers 0, Legion 1 (Blue), Gauls 2 (Red).
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("castle gate 1: standing (armour 6)")
    })
    .await;
    // A blow on the castle gate, resolved here (Sandarticus armour: damage at or above the rating breaks).
    // A bow does 5-3-1 by third: 1 in the long third, 1 < 6, it holds. A ballista bolt does 6: 6 >= 6, it
    // breaks. A net does no damage of its own: refused. Only looked at, not applied.
    s.click("[data-testid=resolve-s0]").await;
    choose(&s, "#weapon-s0", "bow").await;
    choose(&s, "#third-s0", "long").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("Damage 1 against the castle gate rated 6: it holds.")
    })
    .await;
    choose(&s, "#weapon-s0", "ballista").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("Damage 6 against the castle gate rated 6: it breaks.")
    })
    .await;
    let why = s
        .eval("return document.querySelector('[data-testid=resolve-panel-s0] a.why').getAttribute('href');")
        .await;
    assert_eq!(why.as_str(), Some("rules.html#sandarticus.armour"));
    s.eval("document.querySelector('[data-testid=structure-0]').scrollIntoView(); return 0;")
        .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-object-sandarticus").await;
    choose(&s, "#weapon-s0", "net").await;
    s.wait_text("[data-testid=object-error-s0]", |t| {
        t.contains("no damage of its own")
    })
    .await;
    s.click("[data-testid=resolve-panel-s0] button.quiet").await;
    assert_eq!(log_len(&s).await, 0, "nothing recorded");

    // Turn 1: Blue move first; on to the shooting.
    s.click("[data-testid=moves-first-0]").await;
    walk_to(&s, "both sides shoot").await;
    // Three Archers shoot bows at the Gauls in the close third. Sandarticus shooting: 2d6 needing 6 or more at
    // close range; no wall or wagon, and both sides moved, so no modifier. Real dice 1+2 = 3 misses, 3+4 = 7
    // hits, 5+6 = 11 hits: 2 hits. A bow does 5 damage in the close third; a Gaul's medium armour is rated 2
    // from the front, and damage at or above the rating breaks it, so both hits kill: 12 - 2 = 10.
    s.click("[data-testid=resolve-2]").await;
    s.click("[data-testid=mode-2-0]").await;
    choose(&s, "#shooter", "Archers").await;
    s.type_into("#shooters", "3").await;
    choose(&s, "#weapon", "bow").await;
    choose(&s, "#third", "close").await;
    choose(&s, "#troop", "Gaulish warrior").await;
    s.click("[data-testid=rp-real]").await;
    for f in [1, 2, 3, 4, 5, 6] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| t.contains("2 hits"))
        .await;
    s.screenshot("battle-sandarticus-shot").await;
    s.click("[data-testid=apply-2]").await;
    wait_men(&s, 2, 10).await;
    assert_eq!(
        newest_line(&s).await,
        "Turn 1 \u{2014} Gauls lost 2 men to shooting from Archers."
    );

    // The line links to the Sandarticus shooting rule; Back returns to the same battle.
    let log = s.wait_for("[data-testid=log]").await;
    s.center(&log).await;
    s.screenshot("battle-log-links").await;
    s.click("[data-testid=log] li:first-child a.rule-link")
        .await;
    s.wait_mounted().await;
    let url = s.client.current_url().await.expect("a url").to_string();
    assert!(url.ends_with("rules.html#sandarticus.shooting"), "{url}");
    s.wait_text("main", |t| t.contains("Sandarticus")).await;
    s.client.back().await.expect("back");
    s.wait_mounted().await;
    wait_men(&s, 2, 10).await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;

    // Turn 2: Red move first, and the Gauls charge the Legion. Sandarticus melee cancels out by armour: 3
    // medium men kill one, 2 heavy men kill one. 10 Gauls (medium) kill 10 / 3 = 3; 9 legionnaires (heavy)
    // kill 9 / 2 = 4. Gauls 10 - 4 = 6, Legion 9 - 3 = 6; both can still kill, so nobody surrenders.
    s.click("[data-testid=next-phase]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 2"))
        .await;
    s.click("[data-testid=moves-first-1]").await;
    s.wait_text("[data-testid=turn]", |t| {
        t.contains("Turn 2 \u{b7} Red move")
    })
    .await;
    s.click("[data-testid=resolve-2]").await;
    s.click("[data-testid=mode-2-1]").await;
    choose(&s, "#opponent", "Legion").await;
    choose(&s, "#troop-a", "Gaulish warrior").await;
    choose(&s, "#troop-b", "Roman legionnaire").await;
    let outcome = s
        .wait_text("[data-testid=outcome]", |t| t.contains("lose"))
        .await;
    assert!(outcome.contains("Gauls lose 4, Legion lose 3"), "{outcome}");
    s.screenshot("battle-sandarticus-melee").await;
    s.click("[data-testid=apply-2]").await;
    wait_men(&s, 2, 6).await;
    wait_men(&s, 1, 6).await;
    // A stray casualty on the Archers, to undo after the reload.
    s.click("[data-testid=cas1-0]").await;
    wait_men(&s, 0, 5).await;
    let lines = log_len(&s).await;

    // Reload mid-turn: everything is still there.
    s.reload().await;
    s.wait_text("[data-testid=turn]", |t| {
        t.contains("Turn 2 \u{b7} Red move")
    })
    .await;
    assert_eq!(men(&s, 0).await, 5);
    assert_eq!(men(&s, 2).await, 6);
    assert_eq!(log_len(&s).await, lines);
    s.click("[data-testid=undo]").await;
    wait_men(&s, 0, 6).await;
    assert_eq!(log_len(&s).await, lines - 1);
    assert!(no_victory(&s).await, "6 of 12 lost is short of two thirds");

    // Turn 3: the melee goes on. 6 Gauls kill 6 / 3 = 2; 6 legionnaires kill 6 / 2 = 3. Gauls 6 - 3 = 3,
    // Legion 6 - 2 = 4. Red have lost 2 + 4 + 3 = 9 of 12, at least two thirds (8), and have no guns or
    // wagons: Blue win.
    walk_to(&s, "Turn 3").await;
    s.click("[data-testid=resolve-2]").await;
    s.click("[data-testid=mode-2-1]").await;
    choose(&s, "#opponent", "Legion").await;
    choose(&s, "#troop-a", "Gaulish warrior").await;
    choose(&s, "#troop-b", "Roman legionnaire").await;
    let outcome = s
        .wait_text("[data-testid=outcome]", |t| t.contains("lose"))
        .await;
    assert!(outcome.contains("Gauls lose 3, Legion lose 2"), "{outcome}");
    s.click("[data-testid=apply-2]").await;
    wait_men(&s, 2, 3).await;
    wait_men(&s, 1, 4).await;
    s.wait_text("[data-testid=victory]", |t| t.contains("Blue win"))
        .await;
    s.click("[data-testid=end-battle]").await;
    let summary = s
        .wait_text("[data-testid=summary]", |t| t.contains("Winner"))
        .await;
    assert!(summary.contains("Winner: Blue."), "{summary}");
    assert!(summary.contains("Red: 3 of 12 left"), "{summary}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-sandarticus-won").await;
    s.close().await;
}

/// Roman War Rules melee and the drawbridge chains, resolved here.
#[tokio::test]
async fn roman_war_melee_and_drawbridge_resolve_here() {
    let s = Session::start().await;
    let spec = BattleSpec {
        structures: &["drawbridge (two chains)", "gate"],
        ..BattleSpec::typed("Roman War Rules", legion(), garrison())
    };
    start_battle(&s, &spec).await;

    // Roman War Rules melee, first round: the Legion attacks with 2 pairs; unarmoured men are hit on 4 or
    // more (house table for the unlisted), and in the first round the attacker's hit kills outright; only a
    // defender whose attacker missed strikes back. Attacker dice 5 (kills) and 2 (misses); the one defender
    // left strikes back with 6 (a hit), and the Legionary he hit rolls for survival: 1 dies.
    // So the Garrison lose 1 (6 - 1 = 5) and the Legion 1 (10 - 1 = 9).
    s.click("[data-testid=resolve-1]").await;
    s.click("[data-testid=mode-1-1]").await;
    s.type_into("#pairs", "2").await;
    s.click("[data-testid=attacking]").await; // the Garrison (this card) defends
    s.click("[data-testid=rp-real]").await;
    s.click("[data-testid=rp-face-5]").await;
    s.click("[data-testid=rp-face-2]").await;
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=so-far]", |t| t.contains("2 dice in"))
        .await;
    s.wait_text(".roll-panel .hint", |t| t.contains("Roll 1"))
        .await;
    s.click("[data-testid=rp-face-6]").await;
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=so-far]", |t| t.contains("3 dice in"))
        .await;
    s.click("[data-testid=rp-face-1]").await;
    s.click("[data-testid=rp-use]").await;
    let outcome = s
        .wait_text("[data-testid=outcome]", |t| t.contains("Attackers lose"))
        .await;
    assert!(
        outcome.contains("Attackers lose 1 man, defenders lose 1 man"),
        "{outcome}"
    );
    s.click("[data-testid=apply-1]").await;
    wait_men(&s, 1, 5).await;
    wait_men(&s, 0, 9).await;

    // The drawbridge: 2 men on each chain, a die each; a 1 breaks a chain. First chain 1 and 4 (broken),
    // second chain 3 and 6 (holds).
    s.click("[data-testid=resolve-s0]").await;
    s.click("[data-testid=rp-real]").await;
    for f in [1, 4] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=so-far]", |t| t.contains("2 dice in"))
        .await;
    for f in [3, 6] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("One chain is broken")
    })
    .await;
    s.click("[data-testid=apply-s0]").await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("1 of 2 chains broken") || t.contains("one chain")
    })
    .await;
    let line = newest_line(&s).await;
    assert!(line.contains("One chain of"), "{line}");
    s.screenshot("battle-drawbridge").await;

    // Battering the gate: five men on the ram roll one die; a 1 knocks the door down.
    s.click("[data-testid=resolve-s1]").await;
    s.wait_for("#ram-men").await;
    s.click("[data-testid=rp-real]").await;
    s.click("[data-testid=rp-face-1]").await;
    s.click("[data-testid=rp-use]").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("The door gives way")
    })
    .await;
    s.click("[data-testid=apply-s1]").await;
    s.wait_text("[data-testid=structure-1]", |t| t.contains("broken"))
        .await;
    assert!(newest_line(&s).await.contains("gave way."));
    let href = s
        .eval("return document.querySelector('[data-testid=log] li:first-child a.rule-link').getAttribute('href');")
        .await;
    assert_eq!(href.as_str(), Some("rules.html#roman-war.battering"));
    s.close().await;
}

/// Two tabs of the same battle: each follows what the other records, an undo in one is followed by the
/// other, and when they disagree both versions are kept and the player is told.
#[tokio::test]
async fn a_second_tab_never_overwrites_the_battle() {
    let s = Session::start().await;
    quick_game(&s, "Jersey Shore", ("Rangers", 9), ("Redcoats", 7)).await;
    let first = s.this_tab().await;
    let second = s.new_tab().await;
    s.switch_to(&second).await;
    s.open_page("battle.html").await;
    wait_men(&s, 0, 9).await;

    // The second tab records; the first follows.
    s.click("[data-testid=cas1-0]").await;
    wait_men(&s, 0, 8).await;
    s.switch_to(&first).await;
    wait_men(&s, 0, 8).await;
    // The first records on top; the second follows; the second undoes it; the first follows the undo.
    s.click("[data-testid=cas1-1]").await;
    wait_men(&s, 1, 6).await;
    s.switch_to(&second).await;
    wait_men(&s, 1, 6).await;
    s.click("[data-testid=undo]").await;
    wait_men(&s, 1, 7).await;
    s.switch_to(&first).await;
    wait_men(&s, 1, 7).await;
    assert_eq!(log_len(&s).await, 1);

    // Now the second tab writes a battle whose log disagrees with the first's: instead of the Rangers'
    // loss, 3 Redcoats fell. The first tab opens that one, keeps its own as a copy, and says so.
    s.switch_to(&second).await;
    s.eval(
        "const t = JSON.parse(localStorage.getItem('sandtable.battle')); \
         t.data.log.events = [{kind: 'casualties', unit: 1, n: 3, cause: 'Shooting', by: null}]; \
         t.data.log.undone = []; \
         localStorage.setItem('sandtable.battle', JSON.stringify(t)); return 0;",
    )
    .await;
    s.switch_to(&first).await;
    wait_men(&s, 1, 4).await;
    wait_men(&s, 0, 9).await;
    s.wait_text("[data-testid=notice]", |t| t.contains("another tab"))
        .await;
    let copies = s.wait_for("[data-testid=copies]").await;
    s.wait_text("[data-testid=copies]", |t| {
        t.contains("Blue against Red, 1 event")
    })
    .await;
    s.center(&copies).await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-two-tabs").await;
    s.eval("window.scrollTo(0, 0); return 0;").await;
    s.screenshot("battle-two-tabs-notice").await;
    // Opening the copy brings the Rangers' loss back, and keeps the other version as a copy in turn.
    s.click("[data-testid=open-copy]").await;
    wait_men(&s, 0, 8).await;
    wait_men(&s, 1, 7).await;
    let copies = s
        .eval("return Object.keys(localStorage).filter(k => k.startsWith('sandtable.battle.copy.')).length;")
        .await;
    assert_eq!(copies.as_i64(), Some(1));
    s.close().await;
}

/// Jersey Shore rated objects resolved here: a blow on the door breaks it, small arms at a stone wall are
/// refused with the rules' message and nothing is recorded, and undo stands the door up again.
#[tokio::test]
async fn jersey_shore_objects_take_a_blow_here() {
    let s = Session::start().await;
    // House object ratings (rules-gaps, seed 3): door 3, stone wall 6.
    let spec = BattleSpec {
        structures: &["door (rating 3)", "stone wall (rating 6)"],
        ..BattleSpec::typed(
            "Jersey Shore",
            SideSpec {
                name: "Blue",
                units: &[("Rangers", 10, 0)],
            },
            SideSpec {
                name: "Red",
                units: &[("Redcoats", 9, 0)],
            },
        )
    };
    start_battle(&s, &spec).await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("standing (rating 3)")
    })
    .await;
    let before = log_len(&s).await;

    // The door, rating 3. Small arms fill in the musket's damage 2 (house weapon table): 2 < 3, it holds.
    s.click("[data-testid=resolve-s0]").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("Damage 2 against the door rated 3: it holds.")
    })
    .await;
    // A blow of 3: 3 >= 3, so the door breaks (damage at or above the rating destroys).
    s.type_into("#blow-s0", "3").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("Damage 3 against the door rated 3: it breaks.")
    })
    .await;
    let why = s
        .eval("return document.querySelector('[data-testid=resolve-panel-s0] a.why').getAttribute('href');")
        .await;
    assert_eq!(why.as_str(), Some("rules.html#jersey-shore.objects"));
    s.eval("document.querySelector('[data-testid=structure-0]').scrollIntoView(); return 0;")
        .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-object-door").await;
    s.click("[data-testid=apply-s0]").await;
    s.wait_text("[data-testid=structure-0]", |t| t.contains("destroyed"))
        .await;
    let line = newest_line(&s).await;
    assert!(line.contains("door 1 gave way."), "{line}");
    let href = s
        .eval("return document.querySelector('[data-testid=log] li:first-child a.rule-link').getAttribute('href');")
        .await;
    assert_eq!(href.as_str(), Some("rules.html#jersey-shore.objects"));
    assert_eq!(log_len(&s).await, before + 1);

    // Small arms at the stone wall: the rules refuse, beside the choice, and there is nothing to apply.
    s.click("[data-testid=resolve-s1]").await;
    s.wait_text("[data-testid=object-error-s1]", |t| {
        t.contains("can't destroy a wall")
    })
    .await;
    let apply = s
        .eval("return document.querySelector('[data-testid=apply-s1]') === null;")
        .await;
    assert_eq!(apply.as_bool(), Some(true), "no Apply for a refused blow");
    s.eval("document.querySelector('[data-testid=structure-1]').scrollIntoView(); return 0;")
        .await;
    s.screenshot("battle-object-wall-refused").await;
    // Artillery is allowed: the cannon's damage 6 against the wall's 6 would break it, but it is not applied.
    s.click("[data-testid=resolve-panel-s1] [data-testid=artillery]")
        .await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("Damage 6 against the stone wall rated 6: it breaks.")
    })
    .await;
    assert_eq!(log_len(&s).await, before + 1, "nothing recorded");
    assert!(
        s.text("[data-testid=structure-1]")
            .await
            .contains("standing (rating 6)")
    );

    // Undo: the door stands again.
    s.click("[data-testid=undo]").await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("standing (rating 3)")
    })
    .await;
    assert_eq!(log_len(&s).await, before);
    s.close().await;
}
