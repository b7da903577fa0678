//! Issue #10, a service-worker update during a battle, against the release build: the new version is found
//! while the battle page stays open (the app looks again when the player comes back to it), the player is
//! offered "update ready — reload" and nothing reloads under them; the battle goes on, and the tap applies the
//! new version and the battle resumes exactly where it was, with the same log.

use std::time::{Duration, Instant};

use e2e::battle::{start_skirmish, wait_men};
use e2e::{Session, copy_dir, dist, publish_build_b};
use serde_json::json;

/// Everything the player sees of the battle: the turn line, each unit's men and the whole log.
async fn battle_state(s: &Session) -> serde_json::Value {
    s.eval(
        "const t = s => [...document.querySelectorAll(s)].map(e => e.textContent.trim());\
         return { turn: t('[data-testid=turn]'), men: t('[data-testid^=men-]'), log: t('[data-testid=log] li') };",
    )
    .await
}

#[tokio::test]
async fn an_update_mid_battle_waits_for_the_tap_and_the_battle_resumes() {
    let served =
        std::env::temp_dir().join(format!("sandtable-battle-update-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&served);
    copy_dir(&dist(), &served);
    let s = Session::start_serving(&served).await;
    start_skirmish(&s).await;
    s.poll(
        "const c = navigator.serviceWorker && navigator.serviceWorker.controller; \
         return !!c && c.state === 'activated';",
        "the service worker to control the battle page",
        30,
    )
    .await;

    // Turn 1: Blue move first; the Rangers lose a man (10 - 1 = 9) and the Redcoats their leader.
    s.click("[data-testid=moves-first-0]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Blue move"))
        .await;
    s.click("[data-testid=cas1-0]").await;
    wait_men(&s, 0, 9).await;
    s.click("[data-testid=leader-2]").await;
    s.wait_text("[data-testid=log] li:first-child", |t| {
        t.contains("Redcoats lost 1 leader")
    })
    .await;
    let played = battle_state(&s).await;
    // A mark on this document: a reload or a navigation would lose it.
    s.eval("window.__sameBattlePage = true; return true;").await;
    let url = s.client.current_url().await.expect("a url").to_string();

    // The player is down the page, among the units, as in most of a battle.
    s.eval("window.scrollTo(0, document.body.scrollHeight); return true;")
        .await;
    // The battle in play is on its system's own page.
    publish_build_b(&served, "battle-jersey-shore.html");
    // The player puts the phone down and picks it up again: the page becomes visible and the app looks for a
    // new version (the browser alone would only look on the next page load). Looked for again every few
    // seconds, as the first look may race the worker's own start.
    let start = Instant::now();
    loop {
        s.eval("document.dispatchEvent(new Event('visibilitychange')); return true;")
            .await;
        let found = s
            .client
            .wait()
            .at_most(Duration::from_secs(5))
            .for_element(e2e::Locator::Css("[data-testid=update-ready]"))
            .await;
        if found.is_ok() {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(40),
            "no \"update ready\" prompt while the battle page stayed open"
        );
    }
    let prompt = s.text("[data-testid=update-ready]").await;
    assert!(prompt.contains("Update ready"), "{prompt}");
    // Seen where the player is, not at the top of a page they have scrolled away from.
    let place = s
        .eval(
            "const r = document.querySelector('[data-testid=update-reload]').getBoundingClientRect();\
             return [window.scrollY, r.top, r.bottom, window.innerHeight];",
        )
        .await;
    let n = |i: usize| place[i].as_f64().unwrap_or(-1.0);
    assert!(n(0) > 0.0, "the page was scrolled down: {place}");
    assert!(
        n(1) >= 0.0 && n(2) <= n(3),
        "the Reload button is on screen: {place}"
    );
    // Nothing happened under the player: the same document, the same address, still build A.
    assert_eq!(
        s.eval(
            "return window.__sameBattlePage === true && !document.documentElement.dataset.build;"
        )
        .await,
        json!(true),
        "the battle page was not reloaded or replaced"
    );
    assert_eq!(
        s.client.current_url().await.expect("a url").to_string(),
        url
    );
    s.screenshot("battle-update-ready").await;

    // The battle goes on with the prompt up: the Militia lose a man (5 - 1 = 4).
    s.click("[data-testid=cas1-1]").await;
    wait_men(&s, 1, 4).await;
    let before = battle_state(&s).await;
    let (log, earlier) = (&before["log"], &played["log"]);
    assert_eq!(before["turn"], played["turn"], "still the same phase");
    assert!(
        log[0]
            .as_str()
            .is_some_and(|l| l.contains("Militia lost 1 man"))
            && log.as_array().map(|l| l[1..].to_vec()) == earlier.as_array().cloned(),
        "the new event is logged on top of the earlier ones: {log} after {earlier}"
    );
    assert_eq!(
        s.eval("return window.__sameBattlePage === true;").await,
        json!(true)
    );

    // The tap applies build B, and the battle resumes exactly: same turn, same men, same log.
    s.click("[data-testid=update-reload]").await;
    s.poll(
        "return document.documentElement.dataset.build === 'b' && !document.getElementById('shell') \
         && !!document.querySelector('[data-testid=log] li');",
        "build B of the battle page after the tap",
        30,
    )
    .await;
    s.wait_mounted().await;
    let after = battle_state(&s).await;
    assert_eq!(after, before, "the battle resumes as it was");
    assert!(
        s.client
            .find_all(e2e::Locator::Css("[data-testid=update-ready]"))
            .await
            .unwrap_or_default()
            .is_empty(),
        "the prompt is gone once the update is applied"
    );
    s.screenshot("battle-after-update").await;
    // And it still plays: the Redcoats lose a man (9 - 1 = 8).
    s.click("[data-testid=cas1-2]").await;
    wait_men(&s, 2, 8).await;
    s.close().await;
    let _ = std::fs::remove_dir_all(&served);
}
