//! A bar chart of an exact distribution, with the rolled value marked.

use leptos::prelude::*;
use rules::odds::Distribution;

use rules::text::{fixed, percent};

/// Bars below this chance are left off the ends of the chart, so a 200-dice roll still fits a phone.
const TAIL: f64 = 0.0005;

/// Draws `dist` as bars; `observed`, when given, is highlighted and labelled.
#[component]
pub fn DistChart(
    dist: Distribution,
    #[prop(optional)] observed: Option<i64>,
    caption: String,
) -> impl IntoView {
    let mut lo = dist.min();
    let mut hi = dist.max();
    while lo < hi && dist.p_exactly(lo) < TAIL && Some(lo) != observed {
        lo += 1;
    }
    while hi > lo && dist.p_exactly(hi) < TAIL && Some(hi) != observed {
        hi -= 1;
    }
    let peak = (lo..=hi)
        .map(|v| dist.p_exactly(v))
        .fold(0.0, f64::max)
        .max(1e-12);
    let bars = (lo..=hi)
        .map(|v| {
            let p = dist.p_exactly(v);
            // Set through the CSSOM (`style:`), which a strict style-src allows; a `style` attribute it would block.
            let h = format!("{}%", fixed((p / peak * 100.0).max(1.0), 1));
            let mark = Some(v) == observed;
            view! {
                <div class="bar" class:mark=mark title=format!("{v}: {}", percent(p))>
                    <span class="fill" style:height=h></span>
                </div>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <div class="bars" role="img" aria-label=caption.clone()>{bars}</div>
            <div class="axis"><span>{lo}</span><span>{hi}</span></div>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}
