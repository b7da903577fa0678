//! The one odds view: the exact chances of a count (hits, men falling, successes, a total), read without hover.
//!
//! A bar chart with its values written under the bars, and a reader for any value the player steps to or
//! taps: "exactly / at least / at most". A yes/no roll is not a count: [`ChanceLine`] says it in one line.

use leptos::prelude::*;
use rules::odds::Distribution;
use rules::text::{average, fixed, percent};

/// Bars below this chance are left off the ends of the chart, so a 200-dice pool still fits a phone.
const TAIL: f64 = 0.0005;
/// Up to this many bars each carry their value; beyond it, every few.
const LABEL_ALL: i64 = 13;

/// What a count counts, for sentences: "1 hit", "3 hits".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Noun {
    pub one: &'static str,
    pub many: &'static str,
}

impl Noun {
    pub const fn new(one: &'static str, many: &'static str) -> Noun {
        Noun { one, many }
    }

    /// "1 hit", "0 hits", "3 hits".
    pub fn count(self, n: i64) -> String {
        format!("{n} {}", if n == 1 { self.one } else { self.many })
    }
}

/// The part of the distribution worth drawing: its ends without the vanishing tails, keeping `keep` in view.
fn shown_range(dist: &Distribution, keep: Option<i64>) -> (i64, i64) {
    let (mut lo, mut hi) = (dist.min(), dist.max());
    while lo < hi && dist.p_exactly(lo) < TAIL && Some(lo) != keep {
        lo += 1;
    }
    while hi > lo && dist.p_exactly(hi) < TAIL && Some(hi) != keep {
        hi -= 1;
    }
    (lo, hi)
}

/// The value the reader starts on: the roll that came up, or else the most likely result above zero, so a
/// helper opens on "at least 1 hit" rather than on the certain "at least 0".
fn first_value(dist: &Distribution, observed: Option<i64>) -> i64 {
    observed.unwrap_or_else(|| dist.mode().max(dist.min().max(1).min(dist.max())))
}

/// The exact odds of a count: its average and most likely value, the chart, and the reader.
#[component]
pub fn OddsView(
    #[prop(into)] dist: Signal<Distribution>,
    /// What is counted.
    what: Noun,
    /// The value that came up, when there was a roll: marked on the chart and read first.
    #[prop(optional, into)]
    observed: Signal<Option<i64>>,
    /// Test id of the block; its parts are `{id}-head`, `{id}-exactly`, `{id}-at-least`, `{id}-at-most`.
    id: &'static str,
) -> impl IntoView {
    // The value being read; `None` follows the distribution's own first value.
    let picked = RwSignal::new(None::<i64>);
    // A new roll or new inputs start the reader afresh.
    Effect::new(move |_| {
        dist.track();
        observed.track();
        picked.set(None);
    });
    let value = Memo::new(move |_| {
        dist.with(|d| {
            let v = picked
                .get()
                .unwrap_or_else(|| first_value(d, observed.get()));
            v.clamp(d.min(), d.max())
        })
    });
    let step = move |delta: i64| {
        let v = value.get_untracked() + delta;
        picked.set(Some(dist.with_untracked(|d| v.clamp(d.min(), d.max()))));
    };
    let head = move || {
        dist.with(|d| {
            format!(
                "{}: average {}, most likely {}",
                capital_many(what),
                average(d.mean()),
                d.mode()
            )
        })
    };
    let bars = move || {
        let d = dist.get();
        let seen = observed.get();
        let (lo, hi) = shown_range(&d, seen);
        let peak = (lo..=hi)
            .map(|v| d.p_exactly(v))
            .fold(0.0, f64::max)
            .max(1e-12);
        let every = ((hi - lo + 1) / LABEL_ALL + 1).max(1);
        (lo..=hi)
            .map(|v| {
                let p = d.p_exactly(v);
                // Set through the CSSOM (`style:`), which a strict style-src allows; a style attribute it blocks.
                let h = format!("{}%", fixed((p / peak * 100.0).max(1.0), 1));
                let label = ((v - lo) % every == 0 || v == hi).then(|| v.to_string());
                view! {
                    <div class="bar" class:mark=Some(v) == seen class:picked=move || value.get() == v
                        on:click=move |_| picked.set(Some(v))>
                        <span class="fill" style:height=h></span>
                        <span class="bar-value">{label}</span>
                    </div>
                }
            })
            .collect_view()
    };
    let line = move |f: fn(&Distribution, i64) -> f64, word: &'static str| {
        move || {
            let v = value.get();
            let p = dist.with(|d| f(d, v));
            format!("{word} {}: {}", what.count(v), percent(p))
        }
    };
    view! {
        <div class="odds" data-testid=id>
            <p class="odds-head" data-testid=format!("{id}-head")>{head}</p>
            <div class="bars" aria-hidden="true">{bars}</div>
            <div class="odds-reader">
                <div class="stepper">
                    <button type="button" class="step" aria-label=format!("Read fewer {}", what.many)
                        on:click=move |_| step(-1)>"\u{2212}"</button>
                    <output class="odds-value" aria-live="polite">{move || value.get()}</output>
                    <button type="button" class="step" aria-label=format!("Read more {}", what.many)
                        on:click=move |_| step(1)>"+"</button>
                </div>
                <ul class="odds-lines">
                    <li data-testid=format!("{id}-at-least")>{line(Distribution::p_at_least, "At least")}</li>
                    <li data-testid=format!("{id}-exactly")>{line(Distribution::p_exactly, "Exactly")}</li>
                    <li data-testid=format!("{id}-at-most")>{line(Distribution::p_at_most, "At most")}</li>
                </ul>
            </div>
        </div>
    }
}

/// "Hits" from "hits": the head line starts a sentence.
fn capital_many(what: Noun) -> String {
    rules::text::capitalise(what.many)
}

/// A yes/no roll in one line: "50.0 % chance they rally".
#[component]
pub fn ChanceLine(
    #[prop(into)] p: Signal<f64>,
    /// What happens on a yes, as the end of "… chance they rally".
    of_what: &'static str,
    #[prop(optional)] id: Option<&'static str>,
) -> impl IntoView {
    view! { <p class="chance" data-testid=id>{move || rules::text::chance(p.get(), of_what)}</p> }
}
