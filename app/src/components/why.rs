//! The one-line result of a helper with its "why": the rule that decided it, linked to its reference entry.

use leptos::prelude::*;
use rules::rule::RuleId;

/// Where a rule's reference entry lives. The reference page reads the rule id from the address.
pub fn rule_href(rule: RuleId) -> String {
    format!("rules.html#{rule}")
}

/// A big result line and a link to the rule behind it.
#[component]
pub fn OutcomeLine(summary: String, rule: RuleId) -> impl IntoView {
    view! {
        <div class="outcome" role="status" aria-live="polite" data-testid="outcome">
            <p class="outcome-text">{summary}</p>
            <a class="why" href=rule_href(rule) data-testid="why">"Why? See the rule"</a>
        </div>
    }
}
