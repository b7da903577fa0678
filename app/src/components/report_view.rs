//! The result of a dice-tray roll: by colour, by face, totals, and where it sits in the exact odds.

use leptos::prelude::*;
use rules::tray::TrayReport;

use crate::components::dist_chart::DistChart;
use rules::text::{fixed, percent};

#[component]
pub fn ReportView(report: TrayReport) -> impl IntoView {
    let t = report.target;
    let lines = report
        .groups
        .iter()
        .map(|g| {
            let name = g.colour.name();
            view! {
                <li class="group-line">
                    <span class=format!("chip chip-{name}") aria-hidden="true">{g.colour.letter()}</span>
                    <span class="group-text">{format!("{name}: {}", g.faces_text())}</span>
                    <span class="group-hits">{format!("{} at {t}+", g.at_target)}</span>
                </li>
            }
        })
        .collect_view();
    let hits = report.hits.clone();
    let sum = report.sum.clone();
    let hits_caption = format!(
        "{} or more at {t}+: {} \u{2014} {} (average {})",
        hits.observed,
        percent(hits.p_at_least()),
        hits.luck(),
        fixed(hits.mean(), 1)
    );
    let sum_caption = format!(
        "Total {} \u{2014} average {}, {}",
        sum.observed,
        fixed(sum.mean(), 1),
        sum.luck()
    );
    view! {
        <section class="report" aria-live="polite" data-testid="report">
            <p class="headline">
                <span class="big" data-testid="hits">{report.at_target}</span>
                {format!(" of {} dice at {t}+", report.dice)}
                <span class="total" data-testid="total">{format!(" \u{b7} total {}", report.total)}</span>
            </p>
            <ul class="groups">{lines}</ul>
            <DistChart dist=hits.distribution.clone() observed=hits.observed caption=hits_caption />
            <p class="sum-line">{sum_caption}</p>
        </section>
    }
}
