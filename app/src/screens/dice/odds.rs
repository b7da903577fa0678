//! The tray's answer: before the roll, the exact odds of the pool as set; after it, the roll and where it sits
//! in those same odds. Each reads exactly / at least / at most for any value the player steps to or taps.

use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::Relaxed;

use leptos::prelude::*;
use rules::RulesError;
use rules::dice::FaceCounts;
use rules::odds::{Distribution, count_at_least, sum_of_d6};
use rules::tray::report;

use super::TrayState;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::report_view::ReportView;

/// Dice at the target: "at least 3 hits". The target itself is picked just under the answer.
const HITS: Noun = Noun::new("hit", "hits");

const TOTAL: Noun = Noun::new("in total", "in total");

/// The odds of the dice on the table while they stand, else of the pool as set: `of(dice, target)`.
fn odds_of(
    tray: TrayState,
    of: fn(u32, u8) -> Result<Distribution, RulesError>,
) -> Memo<Distribution> {
    // The pool the odds were last worked for, as `dice << 8 | target`: rolling the same pool again changes the
    // roll on the table but not the pool, so the exact distribution (a few milliseconds for 200 dice on a slow
    // phone) is kept, not redone. An atomic only because a memo's function must be `Sync`.
    let worked_for = AtomicU64::new(u64::MAX);
    Memo::new(move |last: Option<&Distribution>| {
        let (set, target) = tray.form.with(|f| (f.dice(), f.target));
        let dice = tray.on_table(|r| r.counts().dice()).unwrap_or(set);
        let pool = u64::from(dice) << 8 | u64::from(target);
        if let Some(last) = last.filter(|_| worked_for.load(Relaxed) == pool) {
            return last.clone();
        }
        worked_for.store(pool, Relaxed);
        // An empty pool has no odds to draw; it is hidden, and says why.
        of(dice, target).unwrap_or_else(|_| Distribution::certain(0))
    })
}

/// What the dice on the table show: `read(faces, target)`, or nothing before a roll.
fn observed(tray: TrayState, read: fn(FaceCounts, u8) -> u32) -> Signal<Option<i64>> {
    Signal::derive(move || {
        let target = tray.form.with(|f| f.target);
        tray.on_table(|r| read(r.counts(), target) as i64)
    })
}

/// Whether there is nothing to show odds for: no roll, and no dice in the pool.
fn empty(tray: TrayState) -> bool {
    tray.form.with(|f| f.dice() == 0) && tray.on_table(|_| ()).is_none()
}

/// The answer at the top of the tray: the roll when there is one, then the odds of the count at the target.
#[component]
pub fn Answer(tray: TrayState) -> impl IntoView {
    let hits = odds_of(tray, count_at_least);
    let rolled = move || {
        let target = tray.form.with(|f| f.target);
        tray.on_table(|roll| report(roll, target))
            .map(|r| view! { <ReportView report=r /> })
    };
    view! {
        <section class="answer" data-testid="answer" aria-live="polite">
            {rolled}
            <div hidden=move || empty(tray)>
                <OddsView dist=hits what=HITS observed=observed(tray, |c, t| c.at_least(t)) id="hits-odds" />
            </div>
        </section>
    }
}

/// The odds of the total of the pips, with the last roll's total marked.
#[component]
pub fn TotalOdds(tray: TrayState) -> impl IntoView {
    let sums = odds_of(tray, |dice, _| sum_of_d6(dice));
    view! {
        <section class="total-odds" aria-label="The total" hidden=move || empty(tray)>
            <h2 class="odds-title">"Total of the dice"</h2>
            <OddsView dist=sums what=TOTAL observed=observed(tray, |c, _| c.total()) id="total-odds" />
        </section>
    }
}
