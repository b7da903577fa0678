//! The print view, under Chromium's print media (DevTools `Emulation.setEmulatedMedia`): one clean page per
//! army, with the screen's navigation, buttons and forms hidden. The sheets are drawn only once printing is
//! asked for: by the browser's own print (its `beforeprint` event) or by a Print button.

use e2e::Session;
use e2e::armies::{catch_print, print_from_browser_menu};
use e2e::phone::create_saved_army;
use serde_json::json;

/// What printing would put on paper: which screen parts show, and each army's sheet with its page break.
async fn print_layout(s: &Session) -> serde_json::Value {
    s.eval(
        "const shown = sel => [...document.querySelectorAll(sel)]\
           .some(e => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0); \
         return { \
           screen: ['.top', '.bottom-nav', '.thumb-bar', '.army-list', '.new-army', '.army-editor', \
                    '.army-actions', 'button'].filter(shown), \
           sheets: [...document.querySelectorAll('.print-sheet')].map(e => ({ \
             visible: e.getClientRects().length > 0 && e.getBoundingClientRect().height > 0, \
             name: e.querySelector('h2').textContent, \
             text: e.textContent, \
             breakAfter: getComputedStyle(e).breakAfter })) };",
    )
    .await
}

#[tokio::test]
async fn one_clean_page_per_army() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    for (system, name) in [("sandarticus", "Legio Printed"), ("ancients", "Hoplites")] {
        s.click(&format!("[data-testid=system-{system}]")).await;
        s.type_into("#new-name", name).await;
        s.click("[data-testid=create]").await;
        s.wait_for("#army-name").await;
        s.click("[data-testid=add-unit]").await;
        s.wait_for("#unit-0-name").await;
        s.type_into("#unit-0-name", &format!("{name} first")).await;
        s.click("[data-testid=back]").await;
    }
    s.wait_for("[data-testid=army-card]").await;

    // On screen the sheets are hidden.
    let screen = print_layout(&s).await;
    assert!(
        screen["sheets"]
            .as_array()
            .unwrap()
            .iter()
            .all(|x| x["visible"] == false),
        "{screen}"
    );

    // Printing from the list: both armies, each on its own page, nothing of the screen around them.
    print_from_browser_menu(&s).await;
    let paper = print_layout(&s).await;
    assert_eq!(paper["screen"], json!([]), "screen parts on paper: {paper}");
    let sheets = paper["sheets"].as_array().unwrap();
    let names: Vec<&str> = sheets.iter().map(|x| x["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Legio Printed", "Hoplites"]);
    assert!(sheets.iter().all(|x| x["visible"] == true), "{paper}");
    assert_eq!(
        sheets[0]["breakAfter"], "page",
        "a new page after each army"
    );
    assert_eq!(sheets[1]["breakAfter"], "auto", "no blank page at the end");
    assert!(
        sheets[0]["text"]
            .as_str()
            .unwrap()
            .contains("Legio Printed first"),
        "{paper}"
    );
    // The Ancients unit's profile line includes its fighting style.
    assert!(
        sheets[1]["text"].as_str().unwrap().contains("Ordinary"),
        "{paper}"
    );
    s.screenshot("armies-print-all").await;

    // Printing from an open army: that army alone.
    s.media("").await;
    s.click("[data-testid=army-card]").await;
    s.wait_for("#army-name").await;
    print_from_browser_menu(&s).await;
    let one = print_layout(&s).await;
    assert_eq!(one["screen"], json!([]), "{one}");
    let sheets = one["sheets"].as_array().unwrap();
    assert_eq!(sheets.len(), 1, "{one}");
    assert_eq!(sheets[0]["name"], "Legio Printed");
    assert_eq!(sheets[0]["breakAfter"], "auto");
    s.screenshot("armies-print-one").await;
    s.media("").await;
    s.close().await;
}

/// A Print button draws the sheets, fetching their code if need be, before it opens the browser's print.
#[tokio::test]
async fn print_button_draws_the_sheets_first() {
    let s = Session::start().await;
    s.open_page("armies.html").await;
    create_saved_army(&s, "Spartans").await;
    s.click("[data-testid=back]").await;
    s.wait_for("[data-testid=army-card]").await;
    // A fresh load: no print asked for, no sheets drawn.
    s.reload().await;
    s.wait_for("[data-testid=army-card]").await;
    let drawn = s
        .eval("return document.querySelectorAll('.print-sheet').length;")
        .await;
    assert_eq!(drawn, 0, "sheets drawn before any print was asked for");
    // What the page holds when it opens the browser's print.
    catch_print(
        &s,
        "[...document.querySelectorAll('.print-sheet h2')].map(h => h.textContent)",
    )
    .await;
    s.click_button("Print all").await;
    s.poll("return window.printed !== null;", "the browser's print", 10)
        .await;
    assert_eq!(s.eval("return window.printed;").await, json!(["Spartans"]));
    s.close().await;
}
