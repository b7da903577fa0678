//! A player using the Sandy Hook helpers at a phone's size: sandarticus.html and jersey-shore.html, one page per
//! game (the old sandy-hook.html forwards to them). Every tab leads with its answer, on screen without scrolling.

use e2e::Session;

/// Opens a game's page at the standard phone.
async fn start(game: &str) -> Session {
    let s = Session::start().await;
    s.use_standard_phone().await;
    s.open_game(game).await;
    s
}

fn pressed(id: &str) -> String {
    format!("return document.querySelector('[data-testid={id}]').getAttribute('aria-pressed');")
}

/// Whether the button `id` is pressed, once it is drawn: a tab after the first arrives after the page (its
/// code is fetched then), so its controls may come a moment after the tap.
async fn is_pressed(s: &Session, id: &str) -> serde_json::Value {
    s.wait_for(&format!("[data-testid={id}]")).await;
    s.eval(&pressed(id)).await
}

fn disabled(id: &str) -> String {
    format!("return document.querySelector('[data-testid={id}]').disabled;")
}

#[tokio::test]
async fn sandarticus_shooting_answers_first() {
    let s = start("sandarticus").await;
    s.check_tab(0, "[data-testid=shoot-answer]", "Sandarticus shooting")
        .await;
    // Ten bows at Gauls in the open, close third, the target has moved: 2d6 needs 6, 26 of 36 = 72.2 %. The
    // bow's damage 3 beats a Gaul's front armour 2, so every hit fells a man: 10 x 26/36 = 7.2 on average, and
    // at least one falls unless all ten miss: 1 - (10/36)^10 > 99.9 %.
    let need = s.text("[data-testid=need]").await;
    assert_eq!(need, "Each shot needs 6 or more on 2d6: 72.2 %");
    let falls = s.text("[data-testid=falls]").await;
    assert!(
        falls.contains("From 10 shots: 7.2 men fall on average"),
        "{falls}"
    );
    assert!(
        falls.contains("> 99.9 % chance at least one falls"),
        "{falls}"
    );
    // Medium third: 8 or more, 15 of 36 = 41.7 %; 10 x 15/36 = 4.2 on average. At least 5 of 10 falling, the
    // binomial sum for k = 5..10 at p = 15/36: 40.9 %.
    s.click("[data-testid=third-1]").await;
    s.wait_text("[data-testid=need]", |t| {
        t.contains("8 or more on 2d6: 41.7 %")
    })
    .await;
    s.wait_text("[data-testid=casualty-odds-head]", |t| {
        t.contains("average 4.2")
    })
    .await;
    let five = s.read_at_least("casualty-odds", 5).await;
    assert_eq!(five, "At least 5 casualties: 40.9 %");
    // Only what applies: shot from behind, a formation's front cannot help them.
    s.click("[data-testid=rear]").await;
    assert_eq!(s.eval(&disabled("formed")).await, true);
    let formed = s.text("[data-testid=formed]").await;
    assert!(formed.contains("No help from behind"), "{formed}");
    s.click("[data-testid=rear]").await;
    // Two archers, real dice 4+4 (8: a hit) and 3+4 (7: a miss): one Gaul falls, shown where the answer is.
    s.type_into("#shooters", "2").await;
    s.wait_text("[data-testid=falls]", |t| t.contains("From 2 shots"))
        .await;
    s.roll_real("shoot-roll", &[4, 4, 3, 4]).await;
    let out = s
        .wait_text("[data-testid=shoot-answer] [data-testid=outcome]", |t| {
            t.contains("fall")
        })
        .await;
    assert!(out.contains("1 hit: 1 man fall"), "{out}");
    s.eval("window.scrollTo(0, 0); return 0;").await;
    s.assert_on_screen(
        "[data-testid=shoot-answer] [data-testid=outcome]",
        "the roll's result",
    )
    .await;
    // A new input forgets the roll: the answer is the preview again.
    s.type_into("#shooters", "3").await;
    s.wait_text("[data-testid=falls]", |t| t.contains("From 3 shots"))
        .await;
    let answer = s.text("[data-testid=shoot-answer]").await;
    assert!(!answer.contains("1 hit"), "{answer}");
    // Out of range: a clear message, and the last good number stays in force.
    s.type_into("#shooters", "500").await;
    let msg = s.wait_text("#shooters-error", |t| !t.is_empty()).await;
    assert!(msg.contains("at most 200"), "{msg}");
    s.type_into("#shooters", "3").await;
    // Reloading keeps the tab and what was entered.
    s.reload().await;
    s.wait_text("[data-testid=falls]", |t| t.contains("From 3 shots"))
        .await;
    s.screenshot("sandarticus-shoot").await;
    s.close().await;
}

#[tokio::test]
async fn sandarticus_melee_leads_with_totals_under_each_side() {
    let s = start("sandarticus").await;
    s.check_tab(2, "[data-testid=fight-headline]", "Sandarticus melee")
        .await;
    // 12 legionnaires (heavy, 2 kill 1) against 15 Gauls (medium, 3 kill 1), both scattered. Round 1: 12/2 = 6
    // and 15/3 = 5 kills, leaving 7 and 9; round 2: 3 and 3, leaving 4 and 6; round 3: 2 and 2, leaving 2 and 4;
    // round 4: 1 and 1, leaving 1 and 3. One legionnaire can no longer kill: he is taken. In all the Gauls kill
    // 5 + 3 + 2 + 1 = 11 legionnaires and lose 6 + 3 + 2 + 1 = 12. Guards for 1 prisoner: 1 per 8 on the march,
    // 1 per 20 behind the lines.
    let head = s.text("[data-testid=fight-headline]").await;
    assert_eq!(
        head,
        "Defenders win after 4 rounds: Attackers surrender, 1 taken prisoner."
    );
    let a = s.text("[data-testid=side-a]").await;
    assert!(a.contains("11 of 12 killed by the Defenders."), "{a}");
    assert!(
        a.contains("The last man surrenders to the Defenders."),
        "{a}"
    );
    let b = s.text("[data-testid=side-b]").await;
    for line in [
        "12 of 15 killed by the Attackers.",
        "3 men left standing; they take 1 prisoner.",
        "Guards needed: 1 on the march, 1 behind the lines.",
    ] {
        assert!(b.contains(line), "{b}");
    }
    let rounds = s.text_content("[data-testid=rounds]").await;
    assert!(
        rounds.contains("Round 1: Attackers lose 5, Defenders lose 6."),
        "{rounds}"
    );
    assert!(
        rounds.contains("Round 4: Attackers lose 1, Defenders lose 1."),
        "{rounds}"
    );
    // Only what applies: no leader is needed outside a formation, and only a line of wedges has teeth.
    assert_eq!(s.eval(&disabled("a-leader")).await, true);
    assert_eq!(s.eval(&disabled("a-teeth")).await, true);
    let teeth = s.text("[data-testid=a-teeth]").await;
    assert!(teeth.contains("Only against a line of wedges"), "{teeth}");
    // The defenders form a wedge (formation 4): now the attackers can be caught between its teeth.
    s.select_option("b-form", "4").await;
    s.poll(
        "return document.querySelector('[data-testid=a-teeth]').disabled === false;",
        "the teeth switch to apply",
        5,
    )
    .await;
    s.screenshot("sandarticus-melee").await;
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
    let s = start("sandarticus").await;
    s.eval(&format!(
        "localStorage.setItem('sandtable.armies', {}); return 0;",
        serde_json::to_string(ARMIES).unwrap()
    ))
    .await;
    // As a player would: the armies page (which keeps each system's list of units for the helpers), then
    // the helpers.
    s.open_page("armies.html").await;
    s.open_game("sandarticus").await;
    s.click("[data-testid=tab-0]").await;
    // Only Sandarticus units are offered: 3 units and the "typed in" choice, not the Jersey Shore scouts.
    let n = s
        .eval("return document.querySelectorAll('#shooters-src option').length;")
        .await;
    assert_eq!(n, 4);
    // Start from something else, so the fill can be seen: slings, and Greek hoplites (troop 5) as the target.
    s.click("[data-testid=sa-weapon-0]").await;
    s.select_option("target-troop", "5").await;
    s.select_option("shooters-src", "army:t-legio:0").await;
    s.select_option("target-src", "army:t-gauls:0").await;
    // The archers bring 9 men and their bow; the warband is 14 Gauls (troop 11).
    s.wait_value("shooters", "9").await;
    s.wait_value("target-men", "14").await;
    s.wait_value("target-troop", "11").await;
    assert_eq!(is_pressed(&s, "sa-weapon-1").await, "true");
    let from = s.text("[data-testid=shooters-src-from]").await;
    assert!(from.contains("From Legio test: Archers"), "{from}");
    // Bows at Gauls in the open, close third, target moved: 2d6 needs 6, 72.2 %. Nine shots, each hit fells a
    // Gaul: 9 x 26/36 = 6.5 on average.
    s.wait_text("[data-testid=falls]", |t| {
        t.contains("From 9 shots: 6.5 men fall")
    })
    .await;
    // Melee, attackers in two groups: the Cohort's 4 legionnaires (heavy, 2 kill 1) in front and 6 Roman
    // auxiliary infantry (medium, 3 kill 1) behind; defenders 16 South German warriors (light, 4 kill 1).
    // Round 1: 4/2 + 6/3 = 4 and 16/4 = 4: the legionnaires all fall; 6 against 12. Round 2: 2 and 3: 3
    // against 10. Round 3: 1 and 2: 1 against 9, who can kill nobody (1/3 = 0) while 9 Germans still can: he is
    // taken. In all the attackers lose 4 + 3 + 2 = 9 of 10, the defenders 4 + 2 + 1 = 7 of 16.
    s.click("[data-testid=tab-2]").await;
    s.select_option("a-src", "army:t-legio:1").await;
    s.wait_value("a-men", "4").await;
    s.wait_value("a-troop", "0").await;
    s.click("[data-testid=a-add]").await;
    s.select_option("a-g1-troop", "4").await;
    s.type_into("#a-g1-men", "6").await;
    s.select_option("b-troop", "12").await;
    s.type_into("#b-men", "16").await;
    s.wait_text("[data-testid=fight-headline]", |t| {
        t == "Defenders win after 3 rounds: Attackers surrender, 1 taken prisoner."
    })
    .await;
    let a = s.text("[data-testid=side-a]").await;
    assert!(a.contains("9 of 10 killed by the Defenders."), "{a}");
    let b = s.text("[data-testid=side-b]").await;
    assert!(b.contains("7 of 16 killed by the Attackers."), "{b}");
    assert!(
        b.contains("9 men left standing; they take 1 prisoner."),
        "{b}"
    );
    let rounds = s.text_content("[data-testid=rounds]").await;
    for line in [
        "Round 1: Attackers lose 4, Defenders lose 4.",
        "Round 2: Attackers lose 3, Defenders lose 2.",
        "Round 3: Attackers lose 2, Defenders lose 1.",
    ] {
        assert!(rounds.contains(line), "{rounds}");
    }
    s.assert_table_side_standards("a melee side with two groups")
        .await;
    s.screenshot("sandarticus-melee-two-groups").await;
    // The extra group is kept across a reload.
    s.reload().await;
    s.wait_value("a-g1-men", "6").await;
    // Without the auxiliaries, 4 legionnaires kill 2 while 16 Germans kill 4: wiped out in one round.
    s.click("[data-testid=a-g1-remove]").await;
    s.wait_text("[data-testid=fight-headline]", |t| {
        t == "Defenders win after 1 round: Attackers are wiped out."
    })
    .await;
    let a = s.text("[data-testid=side-a]").await;
    assert!(a.contains("All 4 killed by the Defenders."), "{a}");
    s.close().await;
}

#[tokio::test]
async fn jersey_shore_shooting_shows_only_what_applies() {
    let s = start("jersey-shore").await;
    s.check_tab(0, "[data-testid=shoot-answer]", "Jersey Shore shooting")
        .await;
    // Muskets at close range in the open need 6 (26 of 36 = 72.2 %); firing again at a still target adds 2:
    // 4 or more, 33 of 36 = 91.7 %.
    s.wait_text("[data-testid=need]", |t| {
        t == "Each shot needs 6 or more on 2d6: 72.2 %"
    })
    .await;
    s.click("[data-testid=shot-before]").await;
    s.wait_text("[data-testid=need]", |t| {
        t == "Each shot needs 4 or more on 2d6: 91.7 %"
    })
    .await;
    // Whether the target is fighting matters only behind a wall.
    assert_eq!(s.eval(&disabled("fighting")).await, true);
    s.click("[data-testid=cover-2]").await;
    assert_eq!(s.eval(&disabled("fighting")).await, false);
    s.click("[data-testid=cover-0]").await;
    // Real dice for two men: 1+2 = 3 misses, 2+2 = 4 hits.
    s.type_into("#shooters", "2").await;
    s.wait_text("[data-testid=falls]", |t| t.contains("From 2 shots"))
        .await;
    s.roll_real("shoot-roll", &[1, 2, 2, 2]).await;
    let out = s
        .wait_text("[data-testid=shoot-answer] [data-testid=outcome]", |t| {
            t.contains("fall")
        })
        .await;
    assert!(out.contains("1 hit: 1 man fall"), "{out}");
    s.click("[data-testid=shoot-roll-app]").await;
    // Thrown weapons: one die each, 5 or 6 hits (2 of 6 = 33.3 %), close third of R1 only. Range, cover and the
    // earlier shot change nothing, so they are not shown.
    s.click("[data-testid=js-weapon-4]").await;
    s.wait_text("[data-testid=need]", |t| {
        t == "Each shot needs 5 or more on one die: 33.3 %"
    })
    .await;
    s.wait_for("[data-testid=thrown-note]").await;
    let gone = s
        .eval("return ['cover-0', 'third-0', 'shot-before', 'fighting'].filter(id => document.querySelector(`[data-testid=${id}]`)).length;")
        .await;
    assert_eq!(gone, 0);
    s.assert_table_side_standards("a thrown weapon").await;
    s.screenshot("jersey-shore-shoot-thrown").await;
    s.close().await;
}

#[tokio::test]
async fn jersey_shore_melee_leads_with_totals_under_each_side() {
    let s = start("jersey-shore").await;
    s.check_tab(
        2,
        "[data-testid=fight-headline]",
        "Jersey Shore hand to hand",
    )
    .await;
    // 10 musket infantry with bayonets against 8 Indians with tomahawks. Every 4 bayonets kill 1 more against
    // short weapons: 10/4 = 2 Indians fall first, leaving 10 against 6. They cancel one for one until 2 to 1:
    // 2 each (8 against 4), and the Indians give up: 4 prisoners, guards 4/8 -> 1 and 4/12 -> 1.
    s.type_into("#b-men", "8").await;
    s.wait_text("[data-testid=fight-headline]", |t| {
        t == "Attackers win after 1 round: Defenders surrender, 4 taken prisoner."
    })
    .await;
    let a = s.text("[data-testid=side-a]").await;
    for line in [
        "2 of 10 killed by the Defenders.",
        "8 men left standing; they take 4 prisoners.",
        "Guards needed: 1 on the march, 1 behind the lines.",
    ] {
        assert!(a.contains(line), "{a}");
    }
    let b = s.text("[data-testid=side-b]").await;
    assert!(b.contains("4 of 8 killed by the Attackers."), "{b}");
    assert!(
        b.contains("The last 4 men surrender to the Attackers."),
        "{b}"
    );
    let rounds = s.text_content("[data-testid=rounds]").await;
    assert!(
        rounds.contains("Round 1: Attackers lose 2, Defenders lose 4."),
        "{rounds}"
    );
    // Being busy elsewhere only matters when muskets face cavalry.
    assert_eq!(s.eval(&disabled("a-engaged")).await, true);
    s.screenshot("jersey-shore-melee").await;
    s.close().await;
}

#[tokio::test]
async fn jersey_shore_melee_with_officers_beside_their_men() {
    let s = start("jersey-shore").await;
    s.click("[data-testid=tab-2]").await;
    // Attackers: 6 riflemen (troop 2; war clubs, short) in front and 4 officers (troop 11; swords, long) behind
    // them; defenders: 8 Indians (troop 5) with tomahawks (short). Every 4 men with longer weapons kill 1 more
    // against a unit without them: 4/4 = 1 Indian falls first, leaving 10 against 7. They cancel one for one
    // until 2 to 1: 2 x 7 - 10 = 4 each, 6 against 3 (the riflemen in front take the 4), and the Indians give
    // up: 3 prisoners. Attackers lose 4, defenders 1 + 4 = 5.
    s.select_option("a-troop", "2").await;
    s.type_into("#a-men", "6").await;
    s.click("[data-testid=a-add]").await;
    s.select_option("a-g1-troop", "11").await;
    s.type_into("#a-g1-men", "4").await;
    s.select_option("b-troop", "5").await;
    s.type_into("#b-men", "8").await;
    s.wait_text("[data-testid=fight-headline]", |t| {
        t == "Attackers win after 1 round: Defenders surrender, 3 taken prisoner."
    })
    .await;
    let a = s.text("[data-testid=side-a]").await;
    assert!(a.contains("4 of 10 killed by the Defenders."), "{a}");
    let b = s.text("[data-testid=side-b]").await;
    assert!(b.contains("5 of 8 killed by the Attackers."), "{b}");
    // Indians choose their weapon: the first is pressed until another is picked.
    assert_eq!(is_pressed(&s, "b-weapon-0").await, "true");
    s.assert_table_side_standards("hand to hand with officers")
        .await;
    s.close().await;
}

#[tokio::test]
async fn the_hessian_rally_reads_as_a_chance() {
    let s = start("jersey-shore").await;
    s.click("[data-testid=tab-3]").await;
    s.click("[data-testid=js-lead-1]").await;
    // A British officer rallies Hessians on 4, 5 or 6 of one die: 3 of 6.
    s.click("[data-testid=rally-officer-0]").await;
    s.wait_text("[data-testid=rally-chance]", |t| {
        t == "50.0 % chance they rally"
    })
    .await;
    s.eval("window.scrollTo(0, 0); return 0;").await;
    s.assert_on_screen("[data-testid=rally-chance]", "the rally's chance")
        .await;
    s.assert_table_side_standards("the Hessian rally").await;
    s.roll_real("rally-roll", &[5]).await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("Rolled 5: the Hessians answer the British officer.")
    })
    .await;
    // Their own officer needs no roll: certain, and no dice to roll.
    s.click("[data-testid=rally-officer-1]").await;
    s.wait_text("[data-testid=rally-chance]", |t| {
        t == "100 % chance they rally"
    })
    .await;
    s.wait_text("[data-testid=outcome]", |t| {
        t.contains("answer their own officer")
    })
    .await;
    let dock = s
        .eval("return document.querySelectorAll('[data-testid=rally-roll]').length;")
        .await;
    assert_eq!(dock, 0);
    s.close().await;
}

#[tokio::test]
async fn guns_leaders_and_moves() {
    let s = start("jersey-shore").await;
    // The cup: a cannon's scatter die of 3 falls short (the default reading: 3 short, 4 over, 5 left,
    // 6 right), so the 3 men one cup-width in front are the ones under it.
    s.click("[data-testid=tab-1]").await;
    s.click("[data-testid=art-0]").await;
    s.click("[data-testid=js-gun-0]").await;
    s.type_into("#spot-0", "7").await;
    s.type_into("#spot-1", "3").await;
    s.wait_for("[data-testid=art-odds]").await;
    s.roll_real("art-roll", &[3]).await;
    let out = s
        .wait_text("[data-testid=outcome]", |t| t.contains("short"))
        .await;
    assert!(out.contains("one cup-width short: 3 men"), "{out}");
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

    // Sandarticus leaders: a Roman unit loses its leader with no led friend within R3. It halts a turn, then a
    // coin: heads it holds, tails it retreats until within R3 of a leader (even odds each).
    s.open_game("sandarticus").await;
    s.click("[data-testid=tab-3]").await;
    s.select_option("proc", "0").await;
    s.click("[data-testid=friend-r3]").await;
    let odds = s
        .wait_text("[data-testid=proc-odds]", |t| t.contains("retreats"))
        .await;
    assert_eq!(odds.matches("50.0 %").count(), 2, "{odds}");
    s.wait_text("[data-testid=proc-now]", |t| t.contains("Halt this turn"))
        .await;
    s.click("[data-testid=proc-done]").await;
    s.wait_text("[data-testid=proc-now]", |t| t.contains("flip a coin"))
        .await;
    s.click("[data-testid=proc-roll-real]").await;
    s.click("[data-testid=proc-roll-tails]").await;
    s.click("[data-testid=proc-roll-use]").await;
    let out = s
        .wait_text("[data-testid=outcome]", |t| t.contains("retreats"))
        .await;
    assert!(out.contains("within R3 of a leader"), "{out}");
    s.assert_table_side_standards("a leader's fall").await;
    // Gaulish high command: the war chiefs who flip are those near the fallen king when he falls, and every war
    // chief left once the sub-king falls; the number asked for is labelled to match.
    s.select_option("proc", "2").await;
    s.wait_text("label[for=chiefs]", |t| {
        t.contains("War chiefs within R3 of the fallen king")
    })
    .await;
    s.select_option("proc", "3").await;
    s.wait_text("label[for=chiefs]", |t| {
        t.contains("War chiefs left in the army")
    })
    .await;

    // Moves: an armoured legionnaire goes R1 (12 in at R = 1 ft); a tortoise (formation 5) halves it: R0.5 =
    // 6 in = 15.24 cm, shown as 15.
    s.click("[data-testid=tab-4]").await;
    s.select_option("mv-troop", "0").await;
    s.select_option("mv-form", "5").await;
    s.wait_text("[data-testid=move-outcome]", |t| {
        t.contains("Moves R0.50 = 6.0 in = 15 cm")
    })
    .await;
    // Going downhill only means something on a slope.
    assert_eq!(s.eval(&disabled("downhill")).await, true);
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
    s.close().await;
}

/// The first answer of each tab, by page: shooting and guns open on what a shot needs or how many fall, melee
/// on how the fight ends, leaders on the chances (Sandarticus) or the officers' verdict (Jersey Shore), moves on
/// the distance.
const ANSWERS: [(&str, [&str; 5]); 2] = [
    (
        "sandarticus",
        [
            "[data-testid=shoot-answer]",
            "[data-testid=shoot-answer]",
            "[data-testid=fight-headline]",
            "[data-testid=proc-odds]",
            "[data-testid=move-outcome]",
        ],
    ),
    (
        "jersey-shore",
        [
            "[data-testid=shoot-answer]",
            "[data-testid=shoot-answer]",
            "[data-testid=fight-headline]",
            "[data-testid=outcome]",
            "[data-testid=move-outcome]",
        ],
    ),
];

#[tokio::test]
async fn every_tab_answers_first_in_both_themes() {
    let s = start("sandarticus").await;
    for theme in ["sunlight", "dark"] {
        for (game, answers) in ANSWERS {
            s.open_game(game).await;
            for (tab, answer) in answers.into_iter().enumerate() {
                s.check_tab(tab, answer, &format!("{game} tab {tab}")).await;
                s.screenshot(&format!("{game}-tab-{tab}-{theme}")).await;
            }
        }
        s.switch_theme().await;
    }
    s.close().await;
}

/// The form the single Sandy Hook page saved (format 1), exactly as it wrote it.
const OLD_FORM: &str = include_str!("../../app/tests/fixtures/sandy-hook-form-v1.json");

#[tokio::test]
async fn a_form_saved_by_the_old_page_opens_on_both_games() {
    let s = start("sandarticus").await;
    s.eval(&format!(
        "localStorage.clear(); localStorage.setItem('sandtable.sandy-hook.form', {}); return 0;",
        serde_json::to_string(OLD_FORM.trim()).unwrap()
    ))
    .await;
    // Sandarticus: the melee tab as it was left, 5 gladiators (troop 9) and 6 auxiliary infantry (troop 4)
    // against 11 Gauls in a shield wall (formation 1).
    s.open_game("sandarticus").await;
    s.wait_value("a-troop", "9").await;
    s.wait_value("a-men", "5").await;
    s.wait_value("a-g1-troop", "4").await;
    s.wait_value("a-g1-men", "6").await;
    s.wait_value("b-form", "1").await;
    s.wait_value("b-men", "11").await;
    // Its shooting: 7 slingers at 9 Greek hoplites (troop 5), medium third, behind a wagon, shot from behind.
    s.click("[data-testid=tab-0]").await;
    s.wait_value("shooters", "7").await;
    s.wait_value("target-troop", "5").await;
    assert_eq!(is_pressed(&s, "sa-weapon-0").await, "true");
    assert_eq!(is_pressed(&s, "third-1").await, "true");
    assert_eq!(is_pressed(&s, "cover-1").await, "true");
    s.click("[data-testid=tab-4]").await;
    s.wait_value("mv-troop", "1").await;
    assert_eq!(is_pressed(&s, "scale-1").await, "true");
    // Jersey Shore: 6 riflemen (troop 2) and 3 officers (troop 11) against 8 Indians (troop 5) with tomahawks.
    s.open_game("jersey-shore").await;
    s.wait_value("a-troop", "2").await;
    s.wait_value("a-men", "6").await;
    s.wait_value("a-g1-troop", "11").await;
    s.wait_value("a-g1-men", "3").await;
    s.wait_value("b-troop", "5").await;
    s.wait_value("b-men", "8").await;
    // Tomahawk is the Indians' first weapon button.
    assert_eq!(is_pressed(&s, "b-weapon-0").await, "true");
    s.click("[data-testid=tab-0]").await;
    assert_eq!(is_pressed(&s, "js-weapon-1").await, "true");
    s.click("[data-testid=tab-3]").await;
    assert_eq!(is_pressed(&s, "js-lead-1").await, "true");
    assert_eq!(is_pressed(&s, "rally-officer-1").await, "true");
    s.click("[data-testid=tab-1]").await;
    assert_eq!(is_pressed(&s, "js-gun-2").await, "true");
    s.wait_value("mortar-inches", "40").await;
    // Each game now keeps its own form; the old one is left as it was.
    let kept = s
        .eval("return [localStorage.getItem('sandtable.sandy-hook.form'), !!localStorage.getItem('sandtable.sandarticus.form'), !!localStorage.getItem('sandtable.jersey-shore.form')];")
        .await;
    assert_eq!(kept, serde_json::json!([OLD_FORM.trim(), true, true]));
    s.close().await;
}

#[tokio::test]
async fn the_old_address_forwards_to_the_game_last_played() {
    let s = Session::start().await;
    s.open_page("sandy-hook.html?from=bookmark").await;
    s.wait_for(".sh-screen [data-testid=tab-0]").await;
    let url = s.eval("return location.pathname + location.search;").await;
    assert_eq!(url, "/sandarticus.html?from=bookmark");
    // With nothing saved the old address is the Sandarticus page itself, renamed: one load, not a forward.
    let loads = s
        .eval(
            "return performance.getEntriesByType('navigation').map(n => new URL(n.name).pathname);",
        )
        .await;
    assert_eq!(loads, serde_json::json!(["/sandy-hook.html"]));
    let title = s.eval("return document.title;").await;
    assert_eq!(title, "Sandtable · Sandarticus");
    // The system bar switches game and remembers it; the old address then leads to Jersey Shore, keeping the
    // rest of the address.
    s.click("[data-testid=system-jersey-shore]").await;
    s.wait_for("[data-testid=tab-0]").await;
    s.open_page("sandy-hook.html#shoot").await;
    let url = s.eval("return location.pathname + location.hash;").await;
    assert_eq!(url, "/jersey-shore.html#shoot");
    // Leaving, the copy started no Sandarticus wasm that could have saved Sandarticus as the game last played.
    s.wait_for(".sh-screen [data-testid=tab-0]").await;
    let system = s
        .eval("return JSON.parse(localStorage.getItem('sandtable.settings')).data.system;")
        .await;
    assert_eq!(system, "JerseyShore");
    // One system picker only: the bar.
    let pickers = s
        .eval("return document.querySelectorAll('.sh-screen [aria-label=\"Rule system\"]').length;")
        .await;
    assert_eq!(pickers, 0);
    s.close().await;
}

#[tokio::test]
async fn helper_tabs_fit_without_breaking_words() {
    let s = Session::start().await;
    for game in ["sandarticus", "jersey-shore"] {
        s.open_game(game).await;
        s.assert_helper_tabs_fit(game).await;
    }
    s.close().await;
}

#[tokio::test]
async fn a_battle_unit_fills_the_target_with_the_men_left() {
    let s = Session::start().await;
    // The golden battle of format 1 (Romans against Gauls) and the Gauls' army it was drawn from.
    let battle = include_str!("../../rules/tests/fixtures/battle-v1.json");
    let armies = r#"{"v":1,"data":{"armies":[{"id":"t-gauls","name":"Gauls","forces":{"system":"Sandarticus",
        "people":"Gaul","units":[{"name":"Warband","troop":"Gaul","figures":30,"leaders":2}]}}]}}"#;
    s.open_game("sandarticus").await;
    s.eval(&format!(
        "localStorage.setItem('sandtable.battle', {}); localStorage.setItem('sandtable.armies', {}); return 0;",
        serde_json::to_string(battle).unwrap(),
        serde_json::to_string(armies).unwrap()
    ))
    .await;
    // As a player would: the armies page (which keeps each system's list of units for the helpers), the
    // battle open on the battle page (which writes the summary the helpers read), then the helper page.
    s.open_page("armies.html").await;
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
    s.open_game("sandarticus").await;
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
    // Closing the battle takes its summary with it, and the helpers offer its units no more.
    s.open_page("battle.html").await;
    s.wait_text("[data-testid=men-2]", |t| t.trim() == "21")
        .await;
    s.eval("window.confirm = () => true; return 0;").await;
    s.click_button("New battle").await;
    s.wait_for("[data-testid=start]").await;
    s.open_game("sandarticus").await;
    s.click("[data-testid=tab-0]").await;
    s.wait_for("#target-src").await;
    let labels = s
        .eval("return [...document.querySelectorAll('#target-src option')].map(o => o.textContent).join('|');")
        .await;
    let labels = labels.as_str().unwrap_or("").to_string();
    assert!(!labels.contains("left"), "{labels}");
    assert!(labels.contains("Warband"), "{labels}");
    s.close().await;
}
