//! A player using the Sandy Hook helpers (sandy-hook.html) for Sandarticus and Jersey Shore, at a phone's width.

use e2e::Session;

async fn open(s: &Session) {
    s.open_page("sandy-hook.html").await;
    s.wait_for(".sh-screen").await;
}

/// Enters real dice faces in the roll panel `id` and uses them.
async fn real_dice(s: &Session, id: &str, faces: &[u8]) {
    s.click(&format!("[data-testid={id}-real]")).await;
    for f in faces {
        s.click(&format!("[data-testid={id}-face-{f}]")).await;
    }
    s.click(&format!("[data-testid={id}-use]")).await;
}

#[tokio::test]
async fn sandarticus_shooting_and_melee() {
    let s = Session::start().await;
    open(&s).await;
    s.click("[data-testid=system-0]").await;
    s.click("[data-testid=tab-0]").await;
    // Ten bows at Gauls in the open, close third, the target has moved: 2d6 needs 6 (26 of 36 = 72%).
    let need = s
        .wait_text("[data-testid=need]", |t| t.contains("6 or more"))
        .await;
    assert!(need.contains("2d6: 6 or more"), "{need}");
    s.wait_text("[data-testid=p-hit]", |t| t.contains("72%"))
        .await;
    // Medium third: 8 or more, 15 of 36 = 41.7%, shown as 42%; the bow's 3 damage beats a Gaul's front armour 2.
    s.click("[data-testid=third-1]").await;
    s.wait_text("[data-testid=need]", |t| t.contains("8 or more"))
        .await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("42%"))
        .await;
    // Average hits 10 x 15/36 = 4.17.
    s.wait_text("[data-testid=hits-odds] figcaption", |t| {
        t.contains("average 4.17")
    })
    .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-sa-shoot").await;
    // Two archers, real dice 4+4 (8: a hit) and 3+4 (7: a miss): one Gaul falls.
    s.type_into("#shooters", "2").await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("2 shots"))
        .await;
    real_dice(&s, "shoot-roll", &[4, 4, 3, 4]).await;
    let out = s
        .wait_text("[data-testid=outcome]", |t| t.contains("fall"))
        .await;
    assert!(out.contains("1 hit: 1 man fall"), "{out}");
    // Out of range: a clear message, no crash.
    s.type_into("#shooters", "500").await;
    let msg = s.wait_text("#shooters-error", |t| !t.is_empty()).await;
    assert!(msg.contains("at most 200"), "{msg}");
    s.type_into("#shooters", "3").await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("3 shots"))
        .await;

    // Melee: 12 legionnaires (heavy, 2 per kill) against 15 Gauls (medium, 3 per kill), both scattered.
    // Round 1: 12/2 = 6 and 15/3 = 5 kills, leaving 7 and 9; round 2: 3 and 3, leaving 4 and 6; round 3: 2 and 2,
    // leaving 2 and 4; round 4: 1 and 1, leaving 1 and 3. One legionnaire can no longer kill: he is captured.
    // Guards for 1 prisoner: 1 at 8 a guard on the march, 1 at 20 behind the lines.
    s.click("[data-testid=tab-2]").await;
    let out = s
        .wait_text("[data-testid=melee-outcome]", |t| t.contains("After"))
        .await;
    assert!(out.contains("After 4 rounds"), "{out}");
    assert!(out.contains("1 taken prisoner"), "{out}");
    let rounds = s.text("[data-testid=rounds]").await;
    assert!(
        rounds.contains("Round 1: Attackers lose 5, Defenders lose 6."),
        "{rounds}"
    );
    let guards = s.text("[data-testid=guards]").await;
    assert!(
        guards.contains("1 on the march, 1 behind the lines"),
        "{guards}"
    );
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-sa-melee").await;
    // Leaving and coming back keeps what was entered: the melee tab, and 3 shooters on the shooting tab.
    s.reload().await;
    s.wait_for("[data-testid=melee-outcome]").await;
    s.click("[data-testid=tab-0]").await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("3 shots"))
        .await;
    s.close().await;
}

#[tokio::test]
async fn jersey_shore_shooting_and_melee() {
    let s = Session::start().await;
    open(&s).await;
    s.click("[data-testid=system-1]").await;
    s.click("[data-testid=tab-0]").await;
    // Muskets at close range in the open need 6 (72%); firing again at a still target adds 2: 4 or more,
    // 33 of 36 = 91.7%, shown as 92%.
    s.wait_text("[data-testid=need]", |t| t.contains("6 or more"))
        .await;
    s.click("[data-testid=shot-before]").await;
    s.wait_text("[data-testid=need]", |t| t.contains("2d6: 4 or more"))
        .await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("92%"))
        .await;
    s.type_into("#shooters", "2").await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("2 shots"))
        .await;
    // Real dice: 1+2 = 3 misses, 2+2 = 4 hits.
    real_dice(&s, "shoot-roll", &[1, 2, 2, 2]).await;
    let out = s
        .wait_text("[data-testid=outcome]", |t| t.contains("fall"))
        .await;
    assert!(out.contains("1 hit: 1 man fall"), "{out}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-js-shoot").await;

    // Hand to hand: 10 musket infantry with bayonets against 8 Indians with tomahawks. Every 4 bayonets kill 1
    // more against short weapons: 10/4 = 2 Indians fall first, leaving 10 against 6. They cancel one for one
    // until 2 to 1: 2 each (8 against 4), and the Indians give up: 4 prisoners, guards 4/8 -> 1 and 4/12 -> 1.
    s.click("[data-testid=tab-2]").await;
    s.type_into("#jb-men", "8").await;
    let out = s
        .wait_text("[data-testid=melee-outcome]", |t| {
            t.contains("4 taken prisoner")
        })
        .await;
    assert!(out.contains("After 1 round"), "{out}");
    let rounds = s.text("[data-testid=rounds]").await;
    assert!(
        rounds.contains("Attackers lose 2, Defenders lose 4."),
        "{rounds}"
    );
    let guards = s.text("[data-testid=guards]").await;
    assert!(
        guards.contains("1 on the march, 1 behind the lines"),
        "{guards}"
    );
    s.screenshot("sandy-hook-js-melee").await;
    // The system choice is remembered.
    s.reload().await;
    let pressed = s
        .eval(
            "return document.querySelector('[data-testid=system-1]').getAttribute('aria-pressed');",
        )
        .await;
    assert_eq!(pressed, "true");
    s.close().await;
}

/// Two Sandarticus armies and a Jersey Shore one, as the armies page saves them (`sandtable.armies`, the
/// versioned collection of `rules::saved::roster::Armies`).
const ARMIES: &str = r#"{"v":1,"data":{"armies":[
 {"id":"t-legio","name":"Legio test","forces":{"system":"Sandarticus","people":"Roman","units":[
  {"name":"Archers","troop":"RomanAuxiliaryArcher","figures":9,"leaders":0},
  {"name":"Cohort","troop":"RomanLegionnaire","figures":4,"leaders":1}]}},
 {"id":"t-gauls","name":"Gauls test","forces":{"system":"Sandarticus","people":"Gaul","units":[
  {"name":"Warband","troop":"Gaul","figures":14,"leaders":1}]}},
 {"id":"t-js","name":"Rangers test","forces":{"system":"JerseyShore","side":"Rangers","units":[
  {"name":"Scouts","troop":"Ranger","figures":7}]}}
]}}"#;

#[tokio::test]
async fn saved_armies_fill_the_shooting_and_a_two_group_melee() {
    let s = Session::start().await;
    open(&s).await;
    s.eval(&format!(
        "localStorage.setItem('sandtable.armies', {}); return 0;",
        serde_json::to_string(ARMIES).unwrap()
    ))
    .await;
    // The armies page keeps each system's list of units for the helpers; opening it writes them.
    s.open_page("armies.html").await;
    s.open_page("sandy-hook.html").await;
    s.click("[data-testid=system-0]").await;
    s.click("[data-testid=tab-0]").await;
    // Only Sandarticus units are offered: 3 units and the "typed in" choice, not the Jersey Shore scouts.
    let n = s
        .eval("return document.querySelectorAll('#shooters-src option').length;")
        .await;
    assert_eq!(n, 4);
    // Start from something else, so the fill can be seen: slings, and Greek hoplites as the target.
    s.click("[data-testid=sa-weapon-0]").await;
    s.select_option("target-troop", "5").await;
    s.select_option("shooters-src", "army:t-legio:0").await;
    s.select_option("target-src", "army:t-gauls:0").await;
    // The archers bring 9 men and their bow; the warband is 14 Gauls.
    s.wait_value("shooters", "9").await;
    s.wait_value("target-men", "14").await;
    s.wait_value("target-troop", "11").await;
    let bow = s
        .eval("return document.querySelector('[data-testid=sa-weapon-1]').getAttribute('aria-pressed');")
        .await;
    assert_eq!(bow, "true");
    let from = s.text("[data-testid=shooters-src-from]").await;
    assert!(from.contains("From Legio test: Archers"), "{from}");
    // Bows at Gauls in the open, close third, target moved: 2d6 needs 6, 26 of 36 = 72%. Nine shots: average
    // hits 9 x 26/36 = 6.50, and each hit fells a Gaul (bow damage 3 beats their front armour 2), so the men
    // falling average 6.50 too (never more than the 9 shots, well under the 14 in the warband).
    s.wait_text("[data-testid=p-hit]", |t| t.contains("9 shots"))
        .await;
    let p = s.text("[data-testid=p-hit]").await;
    assert!(p.contains("72%"), "{p}");
    let need = s.text("[data-testid=need]").await;
    assert!(need.contains("2d6: 6 or more"), "{need}");
    s.wait_text("[data-testid=hits-odds] figcaption", |t| {
        t.contains("average 6.50")
    })
    .await;
    s.wait_text("[data-testid=casualty-odds] figcaption", |t| {
        t.contains("average 6.50")
    })
    .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-shoot-from-army").await;
    // The fields stay editable after a fill.
    s.type_into("#shooters", "3").await;
    s.wait_text("[data-testid=p-hit]", |t| t.contains("3 shots"))
        .await;

    // Melee, attackers in two groups: the Cohort's 4 legionnaires (heavy, 2 per kill) in front and 6 Roman
    // auxiliary infantry (medium, 3 per kill) behind; defenders 16 South German warriors (light, 4 per kill);
    // everyone scattered, no horses. Both sides strike at once; losses come off the front group first.
    // Round 1: attackers kill 4/2 + 6/3 = 4, defenders 16/4 = 4: the legionnaires all fall; 6 against 12.
    // Round 2: 6/3 = 2 and 12/4 = 3: 3 against 10. Round 3: 3/3 = 1 and 10/4 = 2: 1 against 9.
    // Then 1 auxiliary can kill nobody (1/3 = 0) while 9 Germans still can (9/4 = 2): he is taken prisoner.
    // Guards for 1 prisoner: 1 per 8 on the march, 1 per 20 at the lines.
    s.click("[data-testid=tab-2]").await;
    s.select_option("a-src", "army:t-legio:1").await;
    s.wait_value("a-men", "4").await;
    s.wait_value("a-troop", "0").await;
    s.click("[data-testid=a-add]").await;
    s.select_option("a-g1-troop", "4").await;
    s.type_into("#a-g1-men", "6").await;
    s.select_option("b-troop", "12").await;
    s.type_into("#b-men", "16").await;
    let out = s
        .wait_text("[data-testid=melee-outcome]", |t| {
            t.contains("After 3 rounds")
        })
        .await;
    assert!(out.contains("1 taken prisoner"), "{out}");
    let rounds = s.text("[data-testid=rounds]").await;
    for line in [
        "Round 1: Attackers lose 4, Defenders lose 4.",
        "Round 2: Attackers lose 3, Defenders lose 2.",
        "Round 3: Attackers lose 2, Defenders lose 1.",
    ] {
        assert!(rounds.contains(line), "{rounds}");
    }
    let guards = s.text("[data-testid=guards]").await;
    assert!(
        guards.contains("1 on the march, 1 behind the lines"),
        "{guards}"
    );
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-melee-two-groups").await;
    let row = s.wait_for("#a-g1-troop").await;
    s.center(&row).await;
    s.screenshot("sandy-hook-melee-group-row").await;
    // The extra group is kept across a reload.
    s.reload().await;
    s.wait_value("a-g1-men", "6").await;
    s.wait_text("[data-testid=melee-outcome]", |t| {
        t.contains("After 3 rounds")
    })
    .await;
    // Without the auxiliaries, 4 legionnaires kill 2 while 16 Germans kill 4: wiped out in one round.
    s.click("[data-testid=a-g1-remove]").await;
    let out = s
        .wait_text("[data-testid=melee-outcome]", |t| {
            t.contains("After 1 round")
        })
        .await;
    assert!(out.contains("Attackers lose 4, Defenders lose 2."), "{out}");
    assert!(out.contains("wiped out"), "{out}");
    s.close().await;
}

#[tokio::test]
async fn guns_leaders_and_moves() {
    let s = Session::start().await;
    open(&s).await;
    // Jersey Shore guns. The cup: a cannon's scatter die of 3 falls short (the seed: 3 short, 4 over, 5 left,
    // 6 right), so the 3 men one cup-width in front are the ones under it.
    s.click("[data-testid=system-1]").await;
    s.click("[data-testid=tab-1]").await;
    s.click("[data-testid=art-0]").await;
    s.click("[data-testid=js-gun-0]").await;
    s.type_into("#spot-0", "7").await;
    s.type_into("#spot-1", "3").await;
    s.wait_for("[data-testid=art-odds]").await;
    real_dice(&s, "art-roll", &[3]).await;
    let out = s
        .wait_text("[data-testid=outcome]", |t| t.contains("short"))
        .await;
    assert!(out.contains("one cup-width short: 3 men"), "{out}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-guns-cup").await;
    // Grapeshot at an attacking unit within R1 hits at most ten, nearest first, with damage 2 against men.
    s.click("[data-testid=art-1]").await;
    s.type_into("#grape-men", "14").await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("the 10 men nearest the gun; 4 further back are spared")
    })
    .await;
    s.type_into("#grape-men", "6").await;
    s.wait_text("[data-testid=outcome]", |t| t.contains("cuts down 6 men"))
        .await;
    // Gun handling: no hooking and unhooking in one turn; dropped off a caisson, it waits a turn to fire.
    s.click("[data-testid=art-2]").await;
    s.wait_text("[data-testid=can-fire]", |t| {
        t.contains("can fire this turn")
    })
    .await;
    s.click_button("Hook to caisson").await;
    s.wait_text("[data-testid=gun-state]", |t| t.contains("Hooked"))
        .await;
    s.click_button("Unhook").await;
    s.wait_text("[data-testid=gun-state]", |t| {
        t.contains("hooked and unhooked in the same turn")
    })
    .await;
    s.click_button("End the turn").await;
    s.click_button("Unhook").await;
    s.wait_text("[data-testid=gun-state]", |t| {
        t.contains("Settling: 2 more turns")
    })
    .await;
    let fire = s.text("[data-testid=can-fire]").await;
    assert!(!fire.contains("can fire this turn"), "{fire}");
    s.click_button("End the turn").await;
    s.wait_text("[data-testid=gun-state]", |t| {
        t.contains("Settling: 1 more turn")
    })
    .await;
    s.click_button("End the turn").await;
    s.wait_text("[data-testid=can-fire]", |t| {
        t.contains("can fire this turn")
    })
    .await;
    s.screenshot("sandy-hook-guns-state").await;

    // Sandarticus leaders: a Roman unit loses its leader with no led friend within R3. It halts a turn, then a
    // coin: heads it holds, tails it retreats until within R3 of a leader (even odds each).
    s.click("[data-testid=system-0]").await;
    s.click("[data-testid=tab-3]").await;
    s.select_option("proc", "0").await;
    s.click("[data-testid=friend-r3]").await;
    let odds = s
        .wait_text("[data-testid=proc-odds]", |t| t.contains("retreats"))
        .await;
    assert_eq!(odds.matches("50%").count(), 2, "{odds}");
    s.wait_text("[data-testid=proc-now]", |t| t.contains("Halt this turn"))
        .await;
    s.click("[data-testid=proc-done]").await;
    s.wait_text("[data-testid=proc-now]", |t| t.contains("flip a coin"))
        .await;
    s.click("[data-testid=proc-tails]").await;
    let out = s
        .wait_text("[data-testid=outcome]", |t| t.contains("retreats"))
        .await;
    assert!(out.contains("within R3 of a leader"), "{out}");
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-leaders").await;

    // Moves: an armoured legionnaire goes R1 (12 in at R = 1 ft); a tortoise halves it: R0.5 = 6 in = 15.24 cm.
    s.click("[data-testid=tab-4]").await;
    s.select_option("mv-troop", "0").await;
    s.select_option("mv-form", "5").await;
    s.wait_text("[data-testid=move-outcome]", |t| {
        t.contains("Moves R0.50 = 6.0 in = 15 cm")
    })
    .await;
    // Scattered and running: a quarter more, R1.25 = 15 in = 38.1 cm; on the doubled cord (R = 2 ft) 30 in,
    // 76.2 cm.
    s.select_option("mv-form", "0").await;
    s.click("[data-testid=running]").await;
    s.wait_text("[data-testid=move-outcome]", |t| {
        t.contains("Moves R1.25 = 15.0 in = 38 cm")
    })
    .await;
    s.click("[data-testid=scale-1]").await;
    s.wait_text("[data-testid=move-outcome]", |t| {
        t.contains("Moves R1.25 = 30.0 in = 76 cm")
    })
    .await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-move").await;
    s.close().await;
}

#[tokio::test]
async fn helper_tabs_fit_without_breaking_words() {
    let s = Session::start().await;
    open(&s).await;
    s.assert_helper_tabs_fit("sandy-hook").await;
    s.close().await;
}

#[tokio::test]
async fn a_battle_unit_fills_the_target_with_the_men_left() {
    let s = Session::start().await;
    open(&s).await;
    // The golden battle of format 1 (Romans against Gauls) and the Gauls' army it was drawn from.
    let battle = include_str!("../../rules/tests/fixtures/battle-v1.json");
    let armies = r#"{"v":1,"data":{"armies":[{"id":"t-gauls","name":"Gauls","forces":{"system":"Sandarticus",
        "people":"Gaul","units":[{"name":"Warband","troop":"Gaul","figures":30,"leaders":2}]}}]}}"#;
    s.eval(&format!(
        "localStorage.setItem('sandtable.battle', {}); localStorage.setItem('sandtable.armies', {}); return 0;",
        serde_json::to_string(battle).unwrap(),
        serde_json::to_string(armies).unwrap()
    ))
    .await;
    // As a player would: the battle is open on the battle page (which writes the summary the helpers read),
    // then the helper page.
    s.open_page("battle.html").await;
    s.wait_text("[data-testid=men-2]", |t| t.trim() == "21")
        .await;
    let summary = s
        .eval("return localStorage.getItem('sandtable.battle.summary');")
        .await;
    assert!(
        summary.as_str().is_some_and(|t| t.contains("\"Warband\"")),
        "{summary}"
    );
    open(&s).await;
    s.click("[data-testid=system-0]").await;
    s.click("[data-testid=tab-0]").await;
    s.select_option("target-troop", "5").await;
    // The warband started with 30; the log has 4 shot and 5 taken prisoner: 21 left. Its troop type comes
    // from the army of the same name.
    s.select_option("target-src", "battle:2").await;
    s.wait_value("target-men", "21").await;
    s.wait_value("target-troop", "11").await;
    let from = s.text("[data-testid=target-src-from]").await;
    assert!(from.contains("From Battle: Gauls: Warband"), "{from}");
    assert!(from.contains("21 of 30 left"), "{from}");
    // The wagon is no target for men, and units out of the fight are not offered.
    let labels = s
        .eval("return [...document.querySelectorAll('#target-src option')].map(o => o.textContent).join('|');")
        .await;
    assert!(
        !labels.as_str().unwrap_or("").contains("Baggage"),
        "{labels}"
    );
    // The armies, the battle and its summary are only read, never written.
    let kept = s
        .eval("return localStorage.getItem('sandtable.battle');")
        .await;
    assert_eq!(kept.as_str(), Some(battle));
    let kept = s
        .eval("return localStorage.getItem('sandtable.battle.summary');")
        .await;
    assert_eq!(kept, summary);
    s.screenshot("sandy-hook-target-from-battle").await;
    // Closing the battle takes its summary with it, and the helpers offer its units no more.
    s.open_page("battle.html").await;
    s.wait_text("[data-testid=men-2]", |t| t.trim() == "21")
        .await;
    s.eval("window.confirm = () => true; return 0;").await;
    s.click_button("New battle").await;
    s.wait_for("[data-testid=start]").await;
    let left = s
        .eval("return [localStorage.getItem('sandtable.battle'), localStorage.getItem('sandtable.battle.summary')];")
        .await;
    assert_eq!(left, serde_json::json!([null, null]));
    open(&s).await;
    s.click("[data-testid=system-0]").await;
    s.click("[data-testid=tab-0]").await;
    s.wait_for("#target-src").await;
    let labels = s
        .eval("return [...document.querySelectorAll('#target-src option')].map(o => o.textContent).join('|');")
        .await;
    assert!(!labels.as_str().unwrap_or("").contains("left"), "{labels}");
    assert!(
        labels.as_str().unwrap_or("").contains("Warband"),
        "{labels}"
    );
    s.close().await;
}

#[tokio::test]
async fn jersey_shore_melee_with_officers_beside_their_men() {
    let s = Session::start().await;
    open(&s).await;
    s.click("[data-testid=system-1]").await;
    s.click("[data-testid=tab-2]").await;
    // Attackers: 6 riflemen (war clubs, short) in front and 4 officers (swords, long) behind them; defenders:
    // 8 Indians with tomahawks (short). Every 4 men with longer weapons kill 1 more against a unit without
    // them: 4/4 = 1 Indian falls first, leaving 10 against 7. They cancel one for one until 2 to 1:
    // 2 x 7 - 10 = 4 each, 6 against 3 (the riflemen in front take the 4), and the Indians give up: 3 prisoners.
    // Attackers lose 4, defenders 1 + 4 = 5; guards 3/8 -> 1 on the march and 3/12 -> 1 at the lines.
    s.select_option("ja-troop", "2").await;
    s.type_into("#ja-men", "6").await;
    s.click("[data-testid=ja-add]").await;
    s.select_option("ja-g1-troop", "11").await;
    s.type_into("#ja-g1-men", "4").await;
    s.select_option("jb-troop", "5").await;
    s.type_into("#jb-men", "8").await;
    let out = s
        .wait_text("[data-testid=melee-outcome]", |t| {
            t.contains("3 taken prisoner")
        })
        .await;
    assert!(out.contains("After 1 round"), "{out}");
    let rounds = s.text("[data-testid=rounds]").await;
    assert!(
        rounds.contains("Attackers lose 4, Defenders lose 5."),
        "{rounds}"
    );
    let guards = s.text("[data-testid=guards]").await;
    assert!(
        guards.contains("1 on the march, 1 behind the lines"),
        "{guards}"
    );
    s.assert_no_sideways_scroll().await;
    s.screenshot("sandy-hook-js-melee-officers").await;
    s.close().await;
}
