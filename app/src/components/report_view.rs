//! The result of a dice-tray roll: how many dice made the target and the total, by colour and face, and in
//! words where the roll sits in its exact odds (the odds view under it marks the same place on the chart).

use leptos::prelude::*;
use rules::tray::TrayReport;

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
                    {format!("{name}: {} \u{b7} {} at {t}+", g.faces_text(), g.at_target)}
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="report" data-testid="report">
            <p class="headline">
                <span class="big" data-testid="hits">{report.at_target}</span>
                {format!(" of {} dice at {t}+", report.dice)}
                <span class="total" data-testid="total">{format!(" \u{b7} total {}", report.total)}</span>
            </p>
            <ul class="groups">{lines}</ul>
            <p class="placement" data-testid="hits-placement">{report.hits_sentence()}</p>
            <p class="placement" data-testid="total-placement">{report.total_sentence()}</p>
        </div>
    }
}
