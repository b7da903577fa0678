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
