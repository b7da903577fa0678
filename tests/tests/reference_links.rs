//! From a helper's result to the rule behind it and back: the "Why?" link opens the reference entry, and the
//! Back button returns to the helper with everything entered still there.

use e2e::Session;

#[tokio::test]
async fn a_helper_result_links_to_its_rule_and_back() {
    let s = Session::start().await;
    s.open_page("roman-war.html").await;
    s.type_into("#shoot-men", "10").await;
    s.type_into("#shoot-range", "6").await;
    // Real dice that all miss: a volley of ten ones, so no survival roll follows.
    s.click("[data-testid=shoot-roll-real]").await;
    for _ in 0..10 {
        s.click("[data-testid=shoot-roll-face-1]").await;
    }
    s.click("[data-testid=shoot-roll-use]").await;
    s.wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
        .await;
    s.click("[data-testid=why]").await;
    s.wait_mounted().await;
    let url = s.client.current_url().await.expect("a url").to_string();
    assert!(url.ends_with("rules.html#roman-war.missiles"), "{url}");
    let title = s.wait_text("h2, h3", |t| !t.is_empty()).await;
    assert!(!title.is_empty());
    let page = s.text("main").await;
    assert!(
        page.contains("Roman War"),
        "the missiles entry is shown: {page}"
    );

    s.client.back().await.expect("back");
    s.wait_mounted().await;
    let url = s.client.current_url().await.expect("a url").to_string();
    assert!(url.ends_with("roman-war.html"), "{url}");
    let men = s
        .wait_for("#shoot-men")
        .await
        .prop("value")
        .await
        .ok()
        .flatten()
        .unwrap_or_default();
    assert_eq!(men, "10", "what the player entered is still there");
    s.close().await;
}
