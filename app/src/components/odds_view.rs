//! The one odds view: the exact chances of a count (hits, men falling, successes, a total), read without hover.
//!
//! A bar chart with its values written under the bars, and a reader for any value the player steps to or
//! taps: "exactly / at least / at most". A yes/no roll is not a count: [`ChanceLine`] says it in one line.

use leptos::prelude::*;
use rules::odds::Distribution;
use rules::text::{average, percent};
use wasm_bindgen::JsCast;

/// Bars below this chance are left off the ends of the chart, so a 200-dice pool still fits a phone.
const TAIL: f64 = 0.0005;
/// The chart's drawing units: bars take the top `BARS` of a `WIDE` × `HIGH` drawing, their values the rest.
const WIDE: i64 = 3200;
const BARS: i64 = 960;
const HIGH: i64 = 1160;
/// Steps between labelled values, so labels never run into each other.
const STEPS: [i64; 8] = [1, 2, 5, 10, 20, 25, 50, 100];

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

/// The chart as one SVG drawing: a bar per value (the roll that came up marked, the value being read
/// highlighted), each over a full-height strip that takes the tap, and values written under the bars.
///
/// Drawn as markup rather than as an element view per bar: a 200-dice total has some 160 bars, and a view per
/// bar costs the dice tray kilobytes of download. Heights are SVG attributes, which the pages' strict
/// style-src allows (style attributes it would block).
fn chart(d: &Distribution, seen: Option<i64>, picked: i64) -> String {
    use std::fmt::Write;
    let (lo, hi) = shown_range(d, seen);
    let n = hi - lo + 1;
    let peak = (lo..=hi)
        .map(|v| d.p_exactly(v))
        .fold(0.0, f64::max)
        .max(1e-12);
    // A label is about 70 units a digit wide, plus room either side.
    let label = 70 * hi.max(1).to_string().len() as i64 + 60;
    let every = STEPS
        .into_iter()
        .find(|s| s * WIDE / n >= label)
        .unwrap_or(n);
    let mut svg = format!("<svg viewBox=\"0 0 {WIDE} {HIGH}\">");
    for (i, v) in (lo..=hi).enumerate() {
        let (x, next) = (i as i64 * WIDE / n, (i as i64 + 1) * WIDE / n);
        let gap = ((next - x) / 5).min(20);
        let h = ((d.p_exactly(v) / peak * BARS as f64) as i64).max(8);
        let class = match (Some(v) == seen, v == picked) {
            (true, true) => "mark picked",
            (true, false) => "mark",
            (false, true) => "picked",
            (false, false) => "",
        };
        let _ = write!(
            svg,
            "<rect class=\"hit\" data-v=\"{v}\" x=\"{x}\" y=\"0\" width=\"{}\" height=\"{BARS}\"/>\
             <rect class=\"fill {class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{h}\"/>",
            next - x,
            x + gap / 2,
            BARS - h,
            next - x - gap,
        );
        if v % every == 0 {
            let _ = write!(
                svg,
                "<text x=\"{}\" y=\"{}\">{v}</text>",
                (x + next) / 2,
                HIGH - 40
            );
        }
    }
    let _ = write!(
        svg,
        "<path class=\"axis-line\" d=\"M0 {BARS}H{WIDE}\"/></svg>"
    );
    svg
}

/// What the reader reads: the distribution, the roll that came up, and the value the player picked, with the
/// roll it was picked under (it counts only while that roll stands).
#[derive(Clone, Copy)]
struct Reader {
    dist: Signal<Distribution>,
    observed: Signal<Option<i64>>,
    picked: RwSignal<Option<(i64, Option<i64>)>>,
}

impl Reader {
    /// The value being read, within the distribution's range. Not inlined: every line and bar reads it, and a
    /// copy in each costs download.
    #[inline(never)]
    fn value(self) -> i64 {
        let seen = self.observed.get();
        self.dist.with(|d| {
            let v = match self.picked.get() {
                Some((v, under)) if under == seen => v,
                _ => first_value(d, seen),
            };
            v.clamp(d.min(), d.max())
        })
    }

    fn pick(self, v: i64) {
        self.picked.set(Some((v, self.observed.get_untracked())));
    }

    /// One line of the reader: "At least 3 hits: 32.3 %".
    #[inline(never)]
    fn line(self, what: Noun, word: &str, f: fn(&Distribution, i64) -> f64) -> String {
        let v = self.value();
        let p = self.dist.with(|d| f(d, v));
        format!("{word} {}: {}", what.count(v), percent(p))
    }
}

/// The exact odds of a count: its average and most likely value, the chart, and the reader.
///
/// The value the player steps to or taps stays while the inputs change (the same "at least 3" read for 12
/// dice, then 13), within the new range; a new roll starts the reader at the value that came up.
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
    let r = Reader {
        dist,
        observed,
        picked: RwSignal::new(None),
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
    let drawing = move || {
        let (seen, v) = (observed.get(), r.value());
        dist.with(|d| chart(d, seen, v))
    };
    // One tap handler for the whole chart: the strip tapped names its value.
    let tap = move |ev: leptos::ev::MouseEvent| {
        if let Some(v) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.get_attribute("data-v"))
            .and_then(|v| v.parse().ok())
        {
            r.pick(v);
        }
    };
    view! {
        <div class="odds" data-testid=id>
            <p class="odds-head" data-testid=format!("{id}-head")>{head}</p>
            <div class="odds-chart" aria-hidden="true" inner_html=drawing on:click=tap></div>
            <div class="odds-reader">
                <div class="stepper">
                    <button type="button" class="step" aria-label=format!("Read fewer {}", what.many)
                        on:click=move |_| r.pick(r.value() - 1)>"\u{2212}"</button>
                    <output class="odds-value" aria-live="polite">{move || r.value().to_string()}</output>
                    <button type="button" class="step" aria-label=format!("Read more {}", what.many)
                        on:click=move |_| r.pick(r.value() + 1)>"+"</button>
                </div>
                <ul class="odds-lines">
                    // At the lowest value "at least" is certain and tells nothing: "exactly" leads instead.
                    <li data-testid=format!("{id}-at-least") class:certain=move || dist.with(|d| r.value() <= d.min())>
                        {move || r.line(what, "At least", Distribution::p_at_least)}
                    </li>
                    <li data-testid=format!("{id}-exactly")>{move || r.line(what, "Exactly", Distribution::p_exactly)}</li>
                    <li data-testid=format!("{id}-at-most")>{move || r.line(what, "At most", Distribution::p_at_most)}</li>
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
