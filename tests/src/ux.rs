//! The table-side standards of `../shared/UX.md` that can be measured, as harness steps: a phone of 360 × 640,
//! small chrome, tables that fit, thumb-sized targets, and the answer on screen without scrolling.

use serde_json::json;

use crate::{PHONE_WIDTH, Session};

/// The phone the standards are measured on.
pub const PHONE_HEIGHT: u32 = 640;
/// Fixed and sticky bars may cover at most this share of the screen (standard 2).
pub const MAX_CHROME: f64 = 0.25;
/// The smallest tap target, in CSS pixels (standard 9).
pub const MIN_TARGET: f64 = 44.0;

/// What every visible fixed or sticky bar covers, as one script: the outermost such elements only, so a bar
/// inside a bar is not counted twice. Returns `[share of the screen, [[what, height], …]]`.
const CHROME_JS: &str = r#"
const bars = [...document.querySelectorAll('body *')].filter(el => {
  const s = getComputedStyle(el);
  if (s.position !== 'fixed' && s.position !== 'sticky') return false;
  if (s.display === 'none' || s.visibility === 'hidden') return false;
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.width > 0;
});
const outer = bars.filter(el => !bars.some(o => o !== el && o.contains(el)));
const rows = outer.map(el => [el.className || el.tagName, Math.round(el.getBoundingClientRect().height)]);
const total = rows.reduce((a, r) => a + r[1], 0);
return [total / window.innerHeight, rows];
"#;

/// Every table or table box wider than the space it sits in. Returns `[[what, scrollWidth, clientWidth], …]`.
const TABLES_JS: &str = r#"
const out = [];
for (const el of document.querySelectorAll('table, .table-box')) {
  if (el.getClientRects().length === 0) continue;
  if (el.scrollWidth > el.clientWidth + 1) out.push([el.className || el.tagName, el.scrollWidth, el.clientWidth]);
}
for (const t of document.querySelectorAll('table')) {
  if (t.getClientRects().length === 0) continue;
  const box = t.parentElement.getBoundingClientRect();
  const r = t.getBoundingClientRect();
  if (r.right > box.right + 1 || r.right > window.innerWidth + 1) out.push(['table past its box: ' + (t.caption ? t.caption.textContent : t.className), Math.round(r.width), Math.round(box.width)]);
}
return out;
"#;

/// Every visible control smaller than the thumb: buttons, links, fields, lists, switches, summaries. A control
/// inside a label counts as the label (the whole label takes the tap). Returns `[[what, width, height], …]`.
const TARGETS_JS: &str = r#"
const min = arguments[0];
const out = [];
const sel = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=switch], [role=tab]';
for (const el of document.querySelectorAll(sel)) {
  if (el.getClientRects().length === 0) continue;
  const s = getComputedStyle(el);
  if (s.visibility === 'hidden' || el.closest('[aria-hidden=true], [hidden]')) continue;
  const box = (el.closest('label') || el).getBoundingClientRect();
  if (box.width < min - 0.5 || box.height < min - 0.5) {
    const name = (el.getAttribute('aria-label') || el.textContent || el.id || el.tagName).trim().slice(0, 40);
    out.push([el.tagName.toLowerCase() + ': ' + name, Math.round(box.width), Math.round(box.height)]);
  }
}
return out;
"#;

/// Where `css` sits against the part of the screen no bar covers, at the current scroll. Returns
/// `[top, bottom, clear top, clear bottom]`, or null when nothing matches.
const ON_SCREEN_JS: &str = r#"
const el = document.querySelector(arguments[0]);
if (!el) return null;
let top = 0, bottom = window.innerHeight;
for (const b of document.querySelectorAll('body *')) {
  const s = getComputedStyle(b);
  if (s.position !== 'fixed' && s.position !== 'sticky') continue;
  if (b.contains(el) || s.display === 'none') continue;
  const r = b.getBoundingClientRect();
  if (r.height === 0) continue;
  if (r.top <= 1 && r.bottom < window.innerHeight / 2) top = Math.max(top, r.bottom);
  else if (r.bottom >= window.innerHeight - 1) bottom = Math.min(bottom, r.top);
}
const r = el.getBoundingClientRect();
return [r.top, r.bottom, top, bottom];
"#;

impl Session {
    /// Makes the window the 360 × 640 phone the standards speak of.
    pub async fn use_standard_phone(&self) {
        self.cdp(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": PHONE_WIDTH, "height": PHONE_HEIGHT, "deviceScaleFactor": 2, "mobile": true}),
        )
        .await;
    }

    /// Standard 2: fixed and sticky bars cover at most a quarter of the screen. `what` names the screen.
    pub async fn assert_small_chrome(&self, what: &str) {
        let v = self.eval(CHROME_JS).await;
        let share = v[0].as_f64().unwrap_or(1.0);
        assert!(
            share <= MAX_CHROME,
            "{what}: fixed and sticky bars cover {:.1} % of the screen (at most 25 %): {}",
            share * 100.0,
            v[1]
        );
    }

    /// Standard 7: no table needs sideways scrolling.
    pub async fn assert_tables_fit(&self, what: &str) {
        let v = self.eval(TABLES_JS).await;
        assert_eq!(
            v.as_array().map(Vec::len),
            Some(0),
            "{what}: tables wider than their box: {v}"
        );
    }

    /// Standard 9: every tap target is at least 44 × 44 px.
    pub async fn assert_thumb_targets(&self, what: &str) {
        let v = self
            .client
            .execute(TARGETS_JS, vec![json!(MIN_TARGET)])
            .await
            .expect("the target script runs");
        assert_eq!(
            v.as_array().map(Vec::len),
            Some(0),
            "{what}: tap targets under {MIN_TARGET} px: {v}"
        );
    }

    /// Standard 1: `css` is wholly on screen, clear of every bar, without scrolling from where the page is.
    pub async fn assert_on_screen(&self, css: &str, what: &str) {
        let v = self
            .client
            .execute(ON_SCREEN_JS, vec![json!(css)])
            .await
            .expect("the script runs");
        let n = |i: usize| v[i].as_f64().unwrap_or(f64::NAN);
        assert!(!v.is_null(), "{what}: nothing matches `{css}`");
        let (top, bottom, clear_top, clear_bottom) = (n(0), n(1), n(2), n(3));
        assert!(
            top >= clear_top - 1.0 && bottom <= clear_bottom + 1.0,
            "{what}: `{css}` spans {top:.0}–{bottom:.0} px; the screen shows {clear_top:.0}–{clear_bottom:.0} px clear of bars"
        );
    }

    /// Standards 2, 7 and 9 at once, for a screen as it stands.
    pub async fn assert_table_side_standards(&self, what: &str) {
        self.assert_no_sideways_scroll().await;
        self.assert_small_chrome(what).await;
        self.assert_tables_fit(what).await;
        self.assert_thumb_targets(what).await;
    }

    /// Switches between the sunlight and the dark theme with the header's button, as a player would.
    pub async fn switch_theme(&self) {
        self.click("header .theme").await;
    }
}
