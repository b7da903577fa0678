//! Armies-page steps shared by its journeys: reading the "Your armies" list as a player sees it, and printing.

use std::time::Duration;

use crate::Session;

/// The names on the cards of "Your armies", top to bottom.
pub async fn card_names(s: &Session) -> Vec<String> {
    let v = s
        .eval(
            "return [...document.querySelectorAll('[data-testid=army-card] .army-card-name')]\
             .map(e => e.textContent);",
        )
        .await;
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// Waits until "Your armies" shows exactly `names`.
pub async fn wait_cards(s: &Session, names: &[&str]) {
    for _ in 0..200 {
        if card_names(s).await == names {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("army list {:?}, expected {names:?}", card_names(s).await);
}

/// Prints as the browser's own menu does: its `beforeprint` event, then the page laid out as on paper.
pub async fn print_from_browser_menu(s: &Session) {
    s.eval("window.dispatchEvent(new Event('beforeprint')); return true;")
        .await;
    s.media("print").await;
}

/// Stands in for the browser's print dialog: when the page opens it, `window.printed` takes what the script
/// expression `what` gives then (null until it does).
pub async fn catch_print(s: &Session, what: &str) {
    s.eval(&format!(
        "window.printed = null; window.print = () => {{ window.printed = {what}; }}; return true;"
    ))
    .await;
}
