//! Dice-tray steps: reading an odds view (the kit's `OddsView`) as a player does, by tapping a bar or stepping.

use crate::Session;

/// The three lines an odds view reads for its current value: at least, exactly, at most.
pub async fn reader(s: &Session, id: &str) -> [String; 3] {
    let mut out = [String::new(), String::new(), String::new()];
    for (line, part) in out.iter_mut().zip(["at-least", "exactly", "at-most"]) {
        *line = s.text(&format!("[data-testid={id}-{part}]")).await;
    }
    out
}

/// Taps the bar of `value` in an odds view's chart, and waits until the reader reads it.
pub async fn tap_bar(s: &Session, id: &str, value: i64) {
    s.click(&format!("[data-testid={id}] rect[data-v='{value}']"))
        .await;
    s.wait_text(&format!("[data-testid={id}-exactly]"), |t| {
        t.starts_with(&format!("Exactly {value} "))
    })
    .await;
}

/// The values written under an odds view's bars, left to right.
pub async fn chart_labels(s: &Session, id: &str) -> Vec<i64> {
    let v = s
        .eval(&format!(
            "return [...document.querySelectorAll('[data-testid={id}] svg text')].map(t => t.textContent);"
        ))
        .await;
    v.as_array()
        .map(|a| a.iter().filter_map(|t| t.as_str()?.parse().ok()).collect())
        .unwrap_or_default()
}

/// Sets the red dice to `n`, as a player types it, and waits for the roll button to agree.
pub async fn set_red(s: &Session, n: u32) {
    s.type_into("#count-red", &n.to_string()).await;
    s.wait_text("[data-testid=roll]", |t| {
        t.contains(&format!("Roll {n} dice"))
    })
    .await;
}
