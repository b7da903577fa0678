//! A house rule changed on the house-rules screen (rules.html#house) changes the odds a helper page shows, and
//! switching it back brings the original odds back: the settings are shared by every page, not copied.

use e2e::Session;

const ODDS: &str = "[data-testid=art-odds]";
/// Its head line: the average and the most likely number.
const HEAD: &str = "[data-testid=art-odds-head]";
/// The line giving where the cup lands.
const SCATTER: &str = "[data-testid=scatter]";

/// The Jersey Shore cup helper: a cannon's cup, with 6 men where the cup is aimed, nobody one cup-width short or
/// over, 3 men one cup-width left and nobody right.
async fn open_cup(s: &Session) {
    s.open_game("jersey-shore").await;
    s.click("[data-testid=tab-1]").await;
    s.click("[data-testid=art-0]").await;
    s.click("[data-testid=js-gun-0]").await;
    for (spot, men) in [(0, "6"), (1, "0"), (2, "0"), (3, "3"), (4, "0")] {
        s.type_into(&format!("#spot-{spot}"), men).await;
    }
}

/// The house-rules screen, the group both Sheil games share, opened.
async fn open_shared_house_rules(s: &Session) {
    open_house_rules(s, "sheil").await;
}

/// The house-rules screen with one group opened: "sheil" (shared by both Sheil games) or a system's key.
async fn open_house_rules(s: &Session, group: &str) {
    s.open_page("rules.html#house").await;
    s.wait_for("[data-testid=house]").await;
    s.click(&format!("[data-testid=house-group-{group}] summary"))
        .await;
}

/// Sets house rule `key` to its choice `i` and waits for the screen to count it changed.
async fn set_house_rule(s: &Session, group: &str, key: &str, i: usize) {
    open_house_rules(s, group).await;
    s.click(&format!("[data-testid='set-{key}-{i}']")).await;
    s.wait_text("[data-testid=house-changed]", |t| {
        t.contains("1 house rule changed")
    })
    .await;
}

/// Puts house rule `key` back to its default.
async fn reset_house_rule(s: &Session, group: &str, key: &str) {
    open_house_rules(s, group).await;
    s.click(&format!("[data-testid='default-{key}']")).await;
    s.wait_text("[data-testid=house-changed]", |t| t.contains("defaults"))
        .await;
}

/// Sandarticus never gives the Gauls armour; the house setting reads them as medium (three men to a kill, the
/// default) or light (four men to a kill). The melee helper's note for a group of Gauls follows the setting.
#[tokio::test]
async fn the_gaulish_armour_setting_changes_the_melee_kill_note_and_back() {
    let s = Session::start().await;
    s.open_game("sandarticus").await;
    s.click("[data-testid=tab-2]").await;
    // Troop 11 is the Gaul (the shooting test's warband picks it by the same number).
    s.select_option("b-troop", "11").await;
    s.wait_text("[data-testid=b-kill]", |t| {
        t == "Medium troops: 3 men kill 1 a round"
    })
    .await;
    set_house_rule(&s, "sandarticus", "sandarticus.gaul_armour", 1).await;
    s.open_game("sandarticus").await;
    s.wait_text("[data-testid=b-kill]", |t| {
        t == "Light troops: 4 men kill 1 a round"
    })
    .await;
    reset_house_rule(&s, "sandarticus", "sandarticus.gaul_armour").await;
    s.open_game("sandarticus").await;
    s.wait_text("[data-testid=b-kill]", |t| t.starts_with("Medium troops"))
        .await;
    s.close().await;
}

/// Jersey Shore's long-weapon bonus (each 4 men with bayonets, swords or spears kill one extra against knives,
/// tomahawks or clubs) goes, by the house default, to whichever side has the longer weapons. Read as worded,
/// only the side that attacked earns it: then, and only then, each side asks whether it charged in.
#[tokio::test]
async fn long_weapons_for_attackers_only_ask_who_charged_in() {
    let s = Session::start().await;
    s.open_game("jersey-shore").await;
    s.click("[data-testid=tab-2]").await;
    // The page's own fight: 10 musket infantry (bayonets) attack 12 Indians (tomahawks).
    let both = s
        .wait_text("[data-testid=fight-headline]", |t| !t.is_empty())
        .await;
    let charged = "return document.querySelectorAll('[data-testid$=-charged]').length;";
    assert_eq!(s.eval(charged).await, 0, "no switch while it cannot matter");

    set_house_rule(&s, "jersey-shore", "jersey-shore.long_weapons", 1).await;
    s.open_game("jersey-shore").await;
    s.wait_for("[data-testid=a-charged]").await;
    assert_eq!(s.eval(charged).await, 2, "one switch a side");
    // A fresh fight has the attackers charging in: the bayonets earn the bonus as before.
    assert_eq!(
        s.eval(
            "return document.querySelector('[data-testid=a-charged]').getAttribute('aria-checked');"
        )
        .await,
        "true"
    );
    assert_eq!(s.text("[data-testid=fight-headline]").await, both);
    // Charged by the Indians instead, the regulars earn no extra kills and the fight goes otherwise.
    let losses = s.text("[data-testid=side-b]").await;
    s.click("[data-testid=a-charged]").await;
    s.wait_text("[data-testid=side-b]", |t| t != losses).await;
    s.screenshot("house-js-charged").await;

    reset_house_rule(&s, "jersey-shore", "jersey-shore.long_weapons").await;
    s.open_game("jersey-shore").await;
    s.wait_for("[data-testid=fight-headline]").await;
    assert_eq!(s.eval(charged).await, 0);
    s.close().await;
}

#[tokio::test]
async fn the_scatter_reading_changes_the_cup_helpers_odds_and_back() {
    let s = Session::start().await;
    open_cup(&s).await;
    // The default (house) reading of the scatter die: 1-2 on target, 3 short, 4 over, 5 left, 6 right, each
    // face 1/6. On target 2/6 = 33.3 % (6 men fall), left 1/6 = 16.7 % (3 men), otherwise nobody.
    // Average 6 x 1/3 + 3 x 1/6 = 2 + 0.5 = 2.5; at least 3 fall 1/3 + 1/6 = 50.0 %, at least 4 only on
    // target, 33.3 %.
    let line = s
        .wait_text(SCATTER, |t| t.contains("on target 33.3 %"))
        .await;
    assert!(line.contains("left 16.7 %"), "{line}");
    s.wait_text(HEAD, |t| t.contains("average 2.5")).await;
    assert_eq!(
        s.read_at_least("art-odds", 3).await,
        "At least 3 casualties: 50.0 %"
    );
    assert_eq!(
        s.read_at_least("art-odds", 4).await,
        "At least 4 casualties: 33.3 %"
    );
    s.center(&s.wait_for(ODDS).await).await;
    s.screenshot("house-helper-default").await;

    // The rulebook as written: 5-6 on target, 3 short, 4 over, 1-2 roll again. Only 4 faces count, so on
    // target 2/4 = 50.0 %, short and over 1/4 = 25.0 % each, and the cup never lands left or right.
    open_shared_house_rules(&s).await;
    s.click("[data-testid='set-sandy-hook.scatter-1']").await;
    s.wait_text("[data-testid=house-changed]", |t| {
        t.contains("1 house rule changed")
    })
    .await;
    // Back on the helper, as entered: average 6 x 1/2 = 3.0; at least 4 fall is now 50.0 %.
    open_cup_again(&s).await;
    let line = s
        .wait_text(SCATTER, |t| t.contains("on target 50.0 %"))
        .await;
    assert!(
        line.contains("short 25.0 %") && !line.contains("left"),
        "{line}"
    );
    s.wait_text(HEAD, |t| t.contains("average 3.0")).await;
    assert_eq!(
        s.read_at_least("art-odds", 4).await,
        "At least 4 casualties: 50.0 %"
    );
    s.center(&s.wait_for(ODDS).await).await;
    s.screenshot("house-helper-literal").await;

    // Back to the default on the house-rules screen: the helper shows the first odds again.
    open_shared_house_rules(&s).await;
    s.click("[data-testid='default-sandy-hook.scatter']").await;
    s.wait_text("[data-testid=house-changed]", |t| t.contains("defaults"))
        .await;
    open_cup_again(&s).await;
    s.wait_text(SCATTER, |t| {
        t.contains("on target 33.3 %") && t.contains("left 16.7 %")
    })
    .await;
    s.wait_text(HEAD, |t| t.contains("average 2.5")).await;
    s.close().await;
}

/// Coming back to the helper page: it remembers the tab and the men entered.
async fn open_cup_again(s: &Session) {
    s.open_game("jersey-shore").await;
    s.wait_for(ODDS).await;
    for (spot, men) in [(0, "6"), (3, "3"), (4, "0")] {
        let v = s
            .eval(&format!(
                "return document.querySelector('#spot-{spot}').value;"
            ))
            .await;
        assert_eq!(v, men, "spot {spot} kept what was entered");
    }
}

/// The Roman War shooting helper: ten archers at 6 in against ten unarmoured men in one rank, in the open.
async fn open_volley(s: &Session) {
    s.open_page("roman-war.html").await;
    s.type_into("#shoot-men", "10").await;
    s.type_into("#shoot-range", "6").await;
    s.type_into("#shoot-across", "10").await;
    s.type_into("#shoot-deep", "1").await;
}

/// The averages of the hits and of the dead, as the helper's answer gives them (one decimal).
async fn volley_means(s: &Session, hits: &str, dead: &str) {
    s.wait_text("[data-testid=shoot-needed] .note", |t| {
        t.contains(&format!("Hits: average {hits}."))
    })
    .await;
    s.wait_text("[data-testid=shoot-dead-head]", |t| {
        t.starts_with(&format!("Men dead: average {dead},"))
    })
    .await;
}

#[tokio::test]
async fn the_archer_table_changes_the_volley_helpers_odds_and_back() {
    let s = Session::start().await;
    open_volley(&s).await;
    // The house archer table: 6 in is short range, where the lowest face hitting an unarmoured man is 4, so a
    // hit is 4-6, p = 1/2; a hit man dies unless his survival die shows 5-6, p = 4/6. Hits: average 10 x 1/2 = 5.0;
    // dead: 10 x 1/2 x 4/6 = 3.3.
    s.wait_text("[data-testid=shoot-needed] .big-line", |t| {
        t.contains("hits on 4\u{2013}6")
    })
    .await;
    volley_means(&s, "5.0", "3.3").await;

    // The player's table hits an unarmoured man at short range from 3: p = 4/6 = 2/3. Hits: 10 x 2/3 = 6.7;
    // dead: 10 x 2/3 x 4/6 = 40/9 = 4.4.
    s.open_page("rules.html#house").await;
    s.click("[data-testid=house-group-roman-war] summary").await;
    s.type_into("[data-testid='set-roman-war.archer.unarmoured.short']", "3")
        .await;
    s.wait_text("[data-testid=house-changed]", |t| {
        t.contains("1 house rule changed")
    })
    .await;
    s.open_page("roman-war.html").await;
    s.wait_text("[data-testid=shoot-needed] .big-line", |t| {
        t.contains("hits on 3\u{2013}6")
    })
    .await;
    volley_means(&s, "6.7", "4.4").await;
    s.center(&s.wait_for("[data-testid=shoot-dead]").await)
        .await;
    s.screenshot("house-helper-roman-war").await;

    // Back to the default: the first odds again.
    s.open_page("rules.html#house").await;
    s.click("[data-testid=house-group-roman-war] summary").await;
    s.click("[data-testid='default-roman-war.archer.unarmoured.short']")
        .await;
    s.wait_text("[data-testid=house-changed]", |t| t.contains("defaults"))
        .await;
    s.open_page("roman-war.html").await;
    s.wait_text("[data-testid=shoot-needed] .big-line", |t| {
        t.contains("hits on 4\u{2013}6")
    })
    .await;
    volley_means(&s, "5.0", "3.3").await;
    s.close().await;
}
