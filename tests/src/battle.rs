//! Battle-tracker steps shared by the journeys that need a battle under way.

use crate::Session;

/// Opens battle.html and starts a Jersey Shore skirmish: Blue with Rangers 10 (1 leader) and Militia 5, Red with
/// Redcoats 9 (1 leader), the first scenario; a real coin tapped in comes up heads, so Blue wins the toss and
/// moves first. Returns on turn 1.
pub async fn start_skirmish(s: &Session) {
    s.open_page("battle.html").await;
    s.wait_for("[data-testid=start]").await;
    s.click_button("Jersey Shore").await;
    s.type_into("#side-0-name", "Blue").await;
    s.type_into("#u0-0-name", "Rangers").await;
    s.type_into("#u0-0-men", "10").await;
    s.type_into("#u0-0-leaders", "1").await;
    s.click("[data-testid=add-unit-0]").await;
    s.type_into("#u0-1-name", "Militia").await;
    s.type_into("#u0-1-men", "5").await;
    s.type_into("#side-1-name", "Red").await;
    s.type_into("#u1-0-name", "Redcoats").await;
    s.type_into("#u1-0-men", "9").await;
    s.type_into("#u1-0-leaders", "1").await;
    s.click("[data-testid=scenario-0]").await;
    s.wait_text("[data-testid=conditions]", |t| t.contains("two thirds"))
        .await;
    s.click("[data-testid=toss-real]").await;
    s.click("[data-testid=toss-heads]").await;
    s.click("[data-testid=toss-use]").await;
    s.wait_text("[data-testid=toss-result]", |t| {
        t.contains("Blue won the toss")
    })
    .await;
    s.click("[data-testid=first-0]").await;
    s.assert_no_sideways_scroll().await;
    s.screenshot("battle-setup").await;
    s.click("[data-testid=start]").await;
    s.wait_text("[data-testid=turn]", |t| t.contains("Turn 1"))
        .await;
}

/// Waits until unit `unit`'s card shows `n` men.
pub async fn wait_men(s: &Session, unit: u32, n: u32) {
    s.wait_text(&format!("[data-testid=men-{unit}]"), |t| {
        t.trim() == n.to_string()
    })
    .await;
}
