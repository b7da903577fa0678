//! Steps shared by the rule-system helper pages' journeys (Roman War Rules, Ancients): a fresh page on the
//! standard phone, the table-side standards on a tab, rolling a staged mechanism to its end, reading an odds
//! view.

use crate::Session;

impl Session {
    /// Opens `page` with nothing saved, on the 360 × 640 phone the standards speak of.
    pub async fn open_fresh_helper(&self, page: &str) {
        self.open_page(page).await;
        self.eval("localStorage.clear(); return 0;").await;
        self.use_standard_phone().await;
        self.reload().await;
    }

    /// A tab as it opens: its answer (`answer`, a CSS selector) is on screen without scrolling, and the
    /// measurable standards hold (small chrome, tables that fit, thumb-sized targets, no sideways scroll).
    pub async fn assert_tab_standards(&self, answer: &str, what: &str) {
        self.eval("window.scrollTo(0, 0); return 0;").await;
        self.wait_for(answer).await;
        self.assert_on_screen(answer, what).await;
        self.assert_table_side_standards(what).await;
    }

    /// Rolls in the app, stage by stage, with the dock's button `id`, until the result shows; returns its line.
    pub async fn roll_to_the_end(&self, id: &str) -> String {
        for _ in 0..8 {
            let done = self
                .eval("return !!document.querySelector('[data-testid=outcome]');")
                .await;
            if done.as_bool() == Some(true) {
                break;
            }
            self.click(&format!("[data-testid={id}]")).await;
        }
        self.wait_text("[data-testid=outcome] .outcome-text", |t| !t.is_empty())
            .await
    }

    /// The result of a roll is where the answer was: at the top of the tab, on screen once scrolled up.
    pub async fn assert_result_on_top(&self, what: &str) {
        self.eval("window.scrollTo(0, 0); return 0;").await;
        self.assert_on_screen("[data-testid=outcome] .outcome-text", what)
            .await;
    }

    /// The lines of the odds view `id`: its head ("Men dead: average 3.3, most likely 3"), then the reader's
    /// at least, exactly and at most lines for the value it shows.
    pub async fn odds_lines(&self, id: &str) -> [String; 4] {
        let head = self.text(&format!("[data-testid={id}-head]")).await;
        let least = self.text(&format!("[data-testid={id}-at-least]")).await;
        let exactly = self.text(&format!("[data-testid={id}-exactly]")).await;
        let most = self.text(&format!("[data-testid={id}-at-most]")).await;
        [head, least, exactly, most]
    }

    /// Steps the reader of odds view `id` down by `n` (its − button).
    pub async fn read_fewer(&self, id: &str, n: usize) {
        for _ in 0..n {
            self.click(&format!("[data-testid={id}] .stepper button:first-child"))
                .await;
        }
    }
}
