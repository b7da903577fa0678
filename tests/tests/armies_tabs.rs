//! Two tabs of one browser profile editing the same army: each sees the other's saved edits without a
//! reload, and when both change the army at once, neither tab's edit is lost.

use std::time::Duration;

use e2e::Session;

/// Well past the save delay (300 ms, stretched to a second for a tab in the background), so an edit is
/// saved and other tabs have had the event.
const SAVED: Duration = Duration::from_millis(1200);

/// (name, figures of unit 1, leaders of unit 1) of every army in storage.
async fn stored(s: &Session) -> Vec<(String, u64, u64)> {
    let v = s
        .eval(
            "return JSON.parse(localStorage.getItem('sandtable.armies')).data.armies\
             .map(a => [a.name, a.forces.units[0].figures, a.forces.units[0].leaders]);",
        )
        .await;
    v.as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a[0].as_str().unwrap().to_string(),
                a[1].as_u64().unwrap(),
                a[2].as_u64().unwrap(),
            )
        })
        .collect()
}

async fn value(s: &Session, css: &str) -> String {
    s.wait_for(css)
        .await
        .prop("value")
        .await
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Waits until the field shows `want` (forms rebuild when another tab's save arrives).
async fn wait_value(s: &Session, css: &str, want: &str) {
    for _ in 0..200 {
        if value(s, css).await == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{css} shows {:?}, expected {want:?}", value(s, css).await);
}

#[tokio::test]
async fn two_tabs_edit_one_army_and_keep_both_edits() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    s.click("[data-testid=system-sandarticus]").await;
    s.type_into("#new-name", "Shared").await;
    s.click("[data-testid=create]").await;
    s.click("[data-testid=add-unit]").await;
    s.type_into("#unit-0-figures", "20").await;
    s.type_into("#unit-0-leaders", "1").await;
    tokio::time::sleep(SAVED).await;

    // Tab B, same profile: opens the same army.
    let a = s.this_tab().await;
    let b = s.new_tab().await;
    s.switch_to(&b).await;
    s.open_page("armies.html").await;
    assert_eq!(value(&s, "#army-name").await, "Shared");

    // B edits; A, untouched, shows B's edit live.
    s.type_into("#unit-0-figures", "24").await;
    tokio::time::sleep(SAVED).await;
    s.switch_to(&a).await;
    wait_value(&s, "#unit-0-figures", "24").await;
    // A edits; B shows it.
    s.type_into("#unit-0-leaders", "2").await;
    tokio::time::sleep(SAVED).await;
    s.switch_to(&b).await;
    wait_value(&s, "#unit-0-leaders", "2").await;
    assert_eq!(stored(&s).await, vec![("Shared".to_string(), 24, 2)]);

    // Both at once: B hears nothing of A's next save (as a paused tab would), then edits the same army. The
    // listener that swallows storage events goes in before the page's own, so it runs first.
    s.cdp(
        "Page.addScriptToEvaluateOnNewDocument",
        serde_json::json!({ "source": "window.__held = 0; window.addEventListener('storage', \
            e => { e.stopImmediatePropagation(); window.__held++; }, true);" }),
    )
    .await;
    s.reload().await;
    assert_eq!(value(&s, "#unit-0-leaders").await, "2");
    s.switch_to(&a).await;
    s.type_into("#army-name", "Shared, renamed in A").await;
    tokio::time::sleep(SAVED).await;
    s.switch_to(&b).await;
    assert!(
        s.eval("return window.__held;").await.as_u64() >= Some(1),
        "B missed A's save"
    );
    assert_eq!(value(&s, "#army-name").await, "Shared", "B never heard");
    s.type_into("#unit-0-figures", "30").await;
    tokio::time::sleep(SAVED).await;

    // Both edits survive: B's on the army, A's on a copy beside it, in storage and on both tabs.
    let want = vec![
        ("Shared".to_string(), 30, 2),
        ("Shared, renamed in A (other tab)".to_string(), 24, 2),
    ];
    assert_eq!(stored(&s).await, want);
    s.click("[data-testid=back]").await;
    s.wait_text(".army-cards", |t| t.contains("renamed in A (other tab)"))
        .await;
    s.screenshot("armies-tabs-b").await;
    s.switch_to(&a).await;
    s.click("[data-testid=back]").await;
    s.wait_text(".army-cards", |t| {
        t.contains("Shared") && t.contains("renamed in A (other tab)")
    })
    .await;
    assert_eq!(stored(&s).await, want);
    s.close().await;
}
