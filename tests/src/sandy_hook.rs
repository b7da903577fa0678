//! Steps the Sandy Hook tests share: opening a game's page, opening a tab and checking it against the table-side
//! standards with its answer on screen, rolling real dice, and reading the exact-odds reader at a value.

use crate::Session;

impl Session {
    /// Opens a Sandy Hook game's page, "sandarticus" or "jersey-shore".
    pub async fn open_game(&self, game: &str) {
        self.open_page(&format!("{game}.html")).await;
        self.wait_for(".sh-screen").await;
    }

    /// Opens helper tab `tab` (0 Shoot … 4 Move) from the top of the page, as a player would, and checks the
    /// answer `answer` is on screen without scrolling and the tab meets the measurable standards.
    pub async fn check_tab(&self, tab: usize, answer: &str, what: &str) {
        self.eval("window.scrollTo(0, 0); return 0;").await;
        self.click(&format!("[data-testid=tab-{tab}]")).await;
        self.wait_for(answer).await;
        self.eval("window.scrollTo(0, 0); return 0;").await;
        self.assert_on_screen(answer, what).await;
        self.assert_table_side_standards(what).await;
    }

    /// Enters real dice faces in the roll dock `id` and uses them.
    pub async fn roll_real(&self, id: &str, faces: &[u8]) {
        self.click(&format!("[data-testid={id}-real]")).await;
        self.tap_faces(id, faces).await;
    }

    /// Steps the odds reader `id` to `value` and gives its "at least" line.
    pub async fn read_at_least(&self, id: &str, value: i64) -> String {
        for _ in 0..60 {
            let now = self
                .eval(&format!(
                    "return Number(document.querySelector('[data-testid={id}] .odds-value').textContent);"
                ))
                .await
                .as_i64()
                .unwrap_or(value);
            if now == value {
                break;
            }
            let way = if now < value { "more" } else { "fewer" };
            self.click(&format!(
                "[data-testid={id}] button[aria-label^='Read {way}']"
            ))
            .await;
        }
        self.text(&format!("[data-testid={id}-at-least]")).await
    }

    /// The text of an element whether or not it is shown (the rounds of a fight sit in a closed disclosure).
    pub async fn text_content(&self, css: &str) -> String {
        self.eval(&format!(
            "const e = document.querySelector({css:?}); return e ? e.textContent : '';"
        ))
        .await
        .as_str()
        .unwrap_or_default()
        .to_string()
    }
}
