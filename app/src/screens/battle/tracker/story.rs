//! What happened, newest first: each line of the story with a link to the rule behind it, small so the story
//! still reads as a story.

use leptos::prelude::*;

use super::super::store::BattleStore;
use crate::components::why::rule_href;

#[component]
pub fn Story(store: BattleStore) -> impl IntoView {
    let lines = move || {
        store
            .story()
            .into_iter()
            .map(|(line, rule)| {
                view! {
                    <li>
                        <span class="log-line">{line}</span>" "
                        <a class="rule-link" href=rule_href(rule) aria-label=format!("The rule: {rule}")>"rule"</a>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="story">
            <h2>"What happened"</h2>
            <ol class="log" data-testid="log">{lines}</ol>
        </section>
    }
}
