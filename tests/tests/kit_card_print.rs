//! The toy-soldier kit card (rules.html#kit) printed: with print media emulated through Chromium's DevTools,
//! the app's own chrome (header, notices, bottom navigation, rules tabs, the print button) disappears, the card
//! alone is laid out black on white with its tables whole, and it prints on one or two A4 pages.

use e2e::Session;
use serde_json::json;

/// What a printed page must not show: the app around the card and the card's own on-screen controls.
const CHROME: [&str; 5] = [
    "header.top",
    "nav.bottom-nav",
    "nav.rules-tabs",
    ".kit-card .kit-actions",
    ".kit-card .kit-entry-link",
];

/// What the card must still show in print.
const CARD: [&str; 4] = [
    ".kit-card",
    ".kit-card h2",
    ".kit-card .kit-pictures svg",
    ".kit-card .rule-table",
];

/// For each element matching `css`, whether it is rendered (has a box and is not hidden).
async fn rendered(s: &Session, css: &str) -> Vec<bool> {
    let v = s
        .eval(&format!(
            "return [...document.querySelectorAll({css:?})].map(e => {{\
               const c = getComputedStyle(e);\
               return c.display !== 'none' && c.visibility !== 'hidden' && e.getClientRects().length > 0; }});"
        ))
        .await;
    serde_json::from_value(v).expect("a list of booleans")
}

async fn style(s: &Session, css: &str, property: &str) -> String {
    s.eval(&format!(
        "return getComputedStyle(document.querySelector({css:?})).getPropertyValue({property:?});"
    ))
    .await
    .as_str()
    .unwrap_or_default()
    .to_string()
}

#[tokio::test]
async fn the_kit_card_prints_without_the_app_around_it() {
    let s = Session::start().await;
    s.open_page("rules.html#kit").await;
    s.wait_for("[data-testid=kit-card] .rule-table").await;

    // On screen everything is there, so the checks below can tell print from screen.
    for css in CHROME.iter().chain(CARD.iter()) {
        let shown = rendered(&s, css).await;
        assert!(
            !shown.is_empty() && shown.iter().all(|&x| x),
            "on screen `{css}` is shown: {shown:?}"
        );
    }

    s.media("print").await;
    for css in CHROME {
        let shown = rendered(&s, css).await;
        assert!(
            !shown.is_empty() && shown.iter().all(|&x| !x),
            "in print `{css}` is hidden: {shown:?}"
        );
    }
    for css in CARD {
        let shown = rendered(&s, css).await;
        assert!(
            !shown.is_empty() && shown.iter().all(|&x| x),
            "in print `{css}` is shown: {shown:?}"
        );
    }
    // Black on white whatever the theme, and no screen padding around the card.
    assert_eq!(
        style(&s, "body", "background-color").await,
        "rgb(255, 255, 255)"
    );
    assert_eq!(style(&s, ".kit-card", "color").await, "rgb(0, 0, 0)");
    assert_eq!(style(&s, "main", "padding-left").await, "0px");
    // Tables print whole: no scrolling box that paper would cut off, and none split across two pages.
    let boxes = s
        .eval(
            "return [...document.querySelectorAll('.kit-card .table-box')].map(b => {\
               const c = getComputedStyle(b); return c.overflowX + ' ' + c.breakInside; });",
        )
        .await;
    let boxes: Vec<String> = serde_json::from_value(boxes).expect("a list of strings");
    assert!(!boxes.is_empty(), "the kit card has tables");
    for b in &boxes {
        assert_eq!(b, "visible avoid", "a kit table's box in print");
    }
    s.screenshot("kit-card-print").await;

    // The real thing: Chromium lays the page out on A4 paper. The card fits one or two sheets (a runaway
    // layout, a page per table or the bottom bar printed on its own, would take more).
    let pdf = s
        .cdp(
            "Page.printToPDF",
            json!({ "paperWidth": 8.27, "paperHeight": 11.69, "printBackground": true }),
        )
        .await;
    let data = pdf["data"].as_str().expect("a PDF in base64").to_string();
    let pages = s
        .client
        .execute(
            "return (atob(arguments[0]).match(/\\/Type\\s*\\/Page(?![s\\w])/g) || []).length;",
            vec![json!(data)],
        )
        .await
        .expect("the PDF decodes");
    let pages = pages.as_u64().unwrap_or(0);
    assert!(
        (1..=2).contains(&pages),
        "the kit card printed on {pages} pages"
    );

    // Back on screen, the app is whole again.
    s.media("").await;
    let shown = rendered(&s, "nav.bottom-nav").await;
    assert_eq!(shown, vec![true], "the navigation returns after printing");
    s.close().await;
}
