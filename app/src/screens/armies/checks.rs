//! What the open army adds up to and what the rules say of it: totals by troop type, leaders present and
//! needed, and the live findings of the army check (against a chosen opponent too).

use leptos::prelude::*;

use crate::computed::Computed;
use rules::roster::{Army, Finding, Severity, TroopKind};
use rules::text::capitalise;

use super::systems::head_count;
use crate::components::why::rule_href;

#[component]
pub fn Totals(army: Computed<Option<Army>>) -> impl IntoView {
    let totals = Computed::new(move || army.get().map(|a| a.totals()).unwrap_or_default());
    let by_type = move || {
        totals
            .get()
            .by_type
            .into_iter()
            .map(|(k, n)| {
                let what = match k {
                    TroopKind::Ancients(_) => "units",
                    _ => "figures",
                };
                view! { <li>{format!("{} {what}: {n}", capitalise(k.name()))}</li> }
            })
            .collect_view()
    };
    view! {
        <section class="totals" aria-label="Totals" data-testid="totals">
            <h2>"Totals"</h2>
            <p class="totals-main">
                {move || { let t = totals.get(); format!("{}, {} men on the table", head_count(&t), t.men) }}
            </p>
            <ul class="by-type">{by_type}</ul>
            <p data-testid="leaders-total">
                {move || { let t = totals.get(); format!("Leaders: {} present, {} needed", t.leaders_present, t.leaders_needed) }}
            </p>
            <p>{move || format!("Mercenaries hired: {} figures", totals.get().mercenaries)}</p>
        </section>
    }
}

#[component]
pub fn Findings(findings: Computed<Vec<Finding>>) -> impl IntoView {
    let list = move || {
        findings
            .get()
            .into_iter()
            .map(|f| {
                let (class, tag) = match f.severity {
                    Severity::Error => ("finding error", "Against the rules"),
                    Severity::Warning => ("finding warning", "Advice"),
                };
                view! {
                    <li class=class data-testid="finding" data-rule=f.rule>
                        <span class="finding-tag">{tag}</span>
                        <span class="finding-text">{f.message}</span>
                        <a class="why" href=rule_href(f.rule)>"The rule"</a>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="findings" aria-label="Checks" aria-live="polite">
            <h2>"Checks"</h2>
            {move || findings.with(|f| f.is_empty()).then(|| view! {
                <p class="all-clear" data-testid="all-clear">"No problems found. Checks only advise: the army is saved either way."</p>
            })}
            <ul class="finding-list">{list}</ul>
        </section>
    }
}
