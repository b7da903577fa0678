//! A battle played on one phone: set up, three turns with results applied, a reload mid-turn, undo and redo,
//! a hand correction, a winner; and a corrupt saved battle recovered. Headless Chromium at a phone's width.

use e2e::Session;

async fn men(s: &Session, unit: u32) -> u32 {
    s.text(&format!("[data-testid=men-{unit}]"))
        .await
        .trim()
        .parse()
        .expect("a count of men")
}

async fn wait_men(s: &Session, unit: u32, n: u32) {
    s.wait_text(&format!("[data-testid=men-{unit}]"), |t| {
        t.trim() == n.to_string()
    })
    .await;
}

async fn newest_line(s: &Session) -> String {
    s.text("[data-testid=log] li:first-child").await
}

async fn log_len(s: &Session) -> i64 {
    s.eval("return document.querySelectorAll('[data-testid=log] li').length;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

async fn no_victory(s: &Session) -> bool {
    s.eval("return document.querySelector('[data-testid=victory]') === null;")
        .await
        .as_bool()
        .unwrap_or(false)
}

async fn set_up(s: &Session) {
    s.open_page("battle.html").await;
    s.wait_for("[data-testid=start]").await;
    // Jersey Shore (the default here): Blue with Rangers 10 (1 leader) and Militia 5, Red with Redcoats 9.
    s.click_button("Jersey Shore").await;
    s.type_into("#side-0-name", "Blue").await;
    s.type_into("#u0-0-name", "Rangers").await;
    s.type_into("#u0-0-men", "10").await;
    s.type_into("#u0-0-leaders", "1").await;
    s.click("[data-testid=add-unit-0]").await;
    s.type_into("#u0-1-name", "Militia").await;
    s.type_into("#u0-1-men", "5").await;
    s.type_into("#side-1-name", "Red").await;
    s.type_into("#u1-0-name", "Redcoats").await;
    s.type_into("#u1-0-men", "9").await;
    s.type_into("#u1-0-leaders", "1").await;
    s.click("[data-testid=scenario-0]").await;
    s.wait_text("[data-testid=conditions]", |t| t.contains("two thirds"))
        .await;
    // A real coin tapped in: heads, so side A (Blue) wins the toss and chooses to move first.
    s.click("[data-testid=toss-real]").await;
    s.click("[data-testid=toss-heads]").await;
    s.click("[data-testid=toss-use]").await;
    s.wait_text("[data-testid=toss-result]", |t| {
        t.contains("Blue won the toss")
    })
    .await;
    s.click("[data-testid=first-0]").await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-setup").await;
    s.click("[data-testid=start]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
}

#[tokio::test]
async fn three_turns_reload_undo_and_a_winner() {
    let s = Session::start().await;
    set_up(&s).await;
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
    s.type_into("[data-testid=shooters-2]", "3").await;
    s.type_into("[data-testid=distance-2]", "5").await;
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
    s.type_into("[data-testid=adjust-value-0]", "8").await;
    s.click("[data-testid=adjust-0]").await;
    wait_men(&s, 0, 8).await;
    assert!(
        newest_line(&s)
            .await
            .contains("Corrected by hand: men in Rangers set to 8.")
    );

    // A refused change leaves everything as it was and says why: 20 casualties on 7 Redcoats.
    s.type_into("[data-testid=n-2]", "20").await;
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
    s.type_into("[data-testid=n-2]", "3").await;
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

/// Sets up a quick game of `system` with one typed unit a side and starts it, side A moving first.
async fn quick_game(s: &Session, system: &str, a: (&str, &str), b: (&str, &str)) {
    s.open_page("battle.html").await;
    s.click_button(system).await;
    s.type_into("#side-0-name", "Blue").await;
    s.type_into("#u0-0-name", a.0).await;
    s.type_into("#u0-0-men", a.1).await;
    s.type_into("#side-1-name", "Red").await;
    s.type_into("#u1-0-name", b.0).await;
    s.type_into("#u1-0-men", b.1).await;
    s.click("[data-testid=first-0]").await;
    s.click("[data-testid=start]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
}

#[tokio::test]
async fn roman_war_volley_and_ancients_break_test_resolve_here() {
    let s = Session::start().await;
    // Roman War Rules: 4 of the Red archers shoot at the Legion (10 men) 5 in away. Archers reach 20 in
    // (house table), so 5 in is the short third, where unarmoured men are hit on 4-6. Four men stand in the
    // ranks hit, one die each: 6 hit, 4 hit, 1 misses, 5 hits: 3 men hit once. Their survival dice: 2 dies,
    // 6 lives, 1 dies (a flesh wound needs 5 or more): 2 dead, 10 - 2 = 8.
    quick_game(&s, "Roman War Rules", ("Legion", "10"), ("Archers", "6")).await;
    s.click("[data-testid=resolve-0]").await;
    s.type_into("[data-testid=shooters-0]", "4").await;
    s.type_into("[data-testid=distance-0]", "5").await;
    s.type_into("[data-testid=ranks-0]", "4").await;
    s.click("[data-testid=rp-real]").await;
    s.wait_text(".roll-panel .hint", |t| t.contains("Roll 4 dice"))
        .await;
    for f in [6, 4, 1, 5] {
        s.click(&format!("[data-testid=rp-face-{f}]")).await;
    }
    s.click("[data-testid=rp-use]").await;
    // The survival dice come next.
    s.wait_text(".roll-panel .hint", |t| t.contains("Roll 3 dice"))
        .await;
    s.click("[data-testid=rp-real]").await;
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
    s.eval("localStorage.removeItem('sandtable.battle'); return 0;")
        .await;
    quick_game(&s, "Ancients", ("Spears", "1"), ("Warband", "1")).await;
    s.click("[data-testid=resolve-1]").await;
    s.type_into("[data-testid=hits-1]", "6").await;
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
    quick_game(&s, "Jersey Shore", ("Rangers", "9"), ("Redcoats", "7")).await;
    s.click("[data-testid=resolve-1]").await;
    s.click("[data-testid=mode-1-1]").await;
    s.click("[data-testid=work-out-1]").await;
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
    s.close().await;
}

#[tokio::test]
async fn structures_take_damage_and_a_battle_file_round_trips() {
    let s = Session::start().await;
    s.open_page("battle.html").await;
    s.click_button("Roman War Rules").await;
    s.type_into("#side-0-name", "Blue").await;
    s.type_into("#u0-0-name", "Legion").await;
    s.type_into("#u0-0-men", "10").await;
    s.type_into("#side-1-name", "Red").await;
    s.type_into("#u1-0-name", "Garrison").await;
    s.type_into("#u1-0-men", "6").await;
    s.click("[data-testid=scenario-1]").await;
    s.wait_text("[data-testid=conditions]", |t| {
        t.contains("fort has fallen")
    })
    .await;
    // A wooden tower: 30 points in the Roman War Rules table, held by Red (the default holder).
    s.click("select[aria-label=Structure] option[value='2']")
        .await;
    s.click("[data-testid=add-structure]").await;
    s.click("[data-testid=first-0]").await;
    s.click("[data-testid=start]").await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("30 of 30 points")
    })
    .await;
    s.type_into("[data-testid=structure-0] input", "4").await;
    s.click("[data-testid=damage-0]").await;
    s.wait_text("[data-testid=structure-0]", |t| {
        t.contains("26 of 30 points")
    })
    .await;
    assert!(newest_line(&s).await.contains("lost 4 points; 26 left."));

    // The battle as a file: what export offers is the saved envelope. Import it on a fresh setup screen.
    let text = s
        .eval("return localStorage.getItem('sandtable.battle');")
        .await;
    let text = text.as_str().expect("the battle is saved").to_string();
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
        t.contains("26 of 30 points")
    })
    .await;
    assert_eq!(men(&s, 0).await, 10);
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(&bad);
    s.close().await;
}
