//! A long battle on one phone: 2,000 events stored, the page opened, one more recorded, undone and redone.
//! The story shows its newest lines with the rest a tap away, and every change reaches storage. No timing is
//! asserted here: the bench times the same steps (scripts/perf.mjs).

use e2e::Session;
use e2e::battle::start_skirmish;

/// Events in the stored battle.
const EVENTS: usize = 2_000;

async fn stored_events(s: &Session) -> i64 {
    s.eval("return JSON.parse(localStorage.getItem('sandtable.battle')).data.log.events.length;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

async fn lines_shown(s: &Session) -> i64 {
    s.eval("return document.querySelectorAll('[data-testid=log] li').length;")
        .await
        .as_i64()
        .unwrap_or(-1)
}

async fn newest_line(s: &Session) -> String {
    s.text("[data-testid=log] li:first-child .log-line").await
}

/// Waits until `n` events are stored (the battle is written just after the screen is drawn).
async fn wait_stored(s: &Session, n: usize) {
    s.poll(
        &format!(
            "return JSON.parse(localStorage.getItem('sandtable.battle')).data.log.events.length === {n};"
        ),
        &format!("{n} events stored"),
        10,
    )
    .await;
}

#[tokio::test]
async fn a_two_thousand_event_battle_adds_undoes_and_redoes() {
    let s = Session::start().await;
    start_skirmish(&s).await;
    // Units: Rangers 0, Militia 1 (Blue), Redcoats 2 (Red). The stored battle gets 2,000 events a player could
    // record: every fourth the next phase, the others a unit changing formation ("line 1", "line 2", ...).
    s.eval(&format!(
        "const t = JSON.parse(localStorage.getItem('sandtable.battle')); \
         const ev = []; \
         for (let i = 0; i < {EVENTS}; i++) {{ \
           ev.push(i % 4 === 0 ? {{kind: 'phase_advanced'}} \
             : {{kind: 'formation_changed', unit: i % 3, formation: 'line ' + i}}); \
         }} \
         t.data.log.events = ev; t.data.log.undone = []; \
         localStorage.setItem('sandtable.battle', JSON.stringify(t)); return 0;"
    ))
    .await;
    s.reload().await;
    // The last event: 1999 % 3 = 1, the Militia formed "line 1999".
    s.wait_text("[data-testid=log] li:first-child .log-line", |t| {
        t.contains("Militia formed line 1999")
    })
    .await;
    assert_eq!(lines_shown(&s).await, 50, "the newest 50 lines show");
    s.wait_text("[data-testid=story-earlier]", |t| t.contains("1950 more"))
        .await;
    let turn = s.text("[data-testid=turn]").await;

    // One more event: the next phase. The story gains a line on top, the turn bar moves on, storage follows.
    s.click("[data-testid=next-phase]").await;
    s.wait_text("[data-testid=turn]", |t| t != turn).await;
    let next_turn = s.text("[data-testid=turn]").await;
    let added = newest_line(&s).await;
    assert!(
        added.contains("Next:") || added.contains("begins"),
        "the new line tells the phase: {added}"
    );
    assert_eq!(lines_shown(&s).await, 50);
    s.wait_text("[data-testid=story-earlier]", |t| t.contains("1951 more"))
        .await;
    wait_stored(&s, EVENTS + 1).await;

    // Undo: back to the stored battle's end.
    s.click("[data-testid=undo]").await;
    s.wait_text("[data-testid=turn]", |t| t == turn).await;
    assert!(newest_line(&s).await.contains("Militia formed line 1999"));
    s.wait_text("[data-testid=story-earlier]", |t| t.contains("1950 more"))
        .await;
    wait_stored(&s, EVENTS).await;

    // Redo: the phase again, with the same line.
    s.click("[data-testid=redo]").await;
    s.wait_text("[data-testid=turn]", |t| t == next_turn).await;
    assert_eq!(newest_line(&s).await, added);
    wait_stored(&s, EVENTS + 1).await;

    // Earlier lines are a tap away, fifty at a time, oldest at the bottom.
    s.click("[data-testid=story-earlier]").await;
    s.poll(
        "return document.querySelectorAll('[data-testid=log] li').length === 100;",
        "100 lines after one tap",
        10,
    )
    .await;

    // A reload right after a tap keeps it: the write happens when the page goes.
    s.click("[data-testid=undo]").await;
    s.wait_text("[data-testid=turn]", |t| t == turn).await;
    s.reload().await;
    s.wait_text("[data-testid=turn]", |t| t == turn).await;
    assert_eq!(stored_events(&s).await, EVENTS as i64);
    assert!(newest_line(&s).await.contains("Militia formed line 1999"));
    s.close().await;
}
