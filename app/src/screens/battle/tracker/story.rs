//! The story of the battle, newest line first, drawn a page at a time: a long battle has thousands of lines,
//! and drawing them all again after every tap took a fifth of a second at two thousand events. The newest
//! `PAGE` lines show; each tap on "Show earlier lines" adds as many again. Lines are keyed by their place in
//! the story, so a new event draws one line and an undo removes one.

use leptos::prelude::*;

use super::super::store::BattleStore;
use crate::components::why::rule_href;

/// Lines shown at first, and added by each "Show earlier lines".
pub const PAGE: usize = 50;

#[component]
pub fn Story(store: BattleStore) -> impl IntoView {
    let shown = RwSignal::new(PAGE);
    let lines = move || store.newest_story(shown.get());
    let hidden = move || store.story_len().saturating_sub(shown.get());
    view! {
        <section class="story">
        <h2>"What happened"</h2>
        <ol class="log" data-testid="log">
            // Each line links to the rule behind it; the link is small so the story still reads as a story.
            <For each=lines key=|(i, _, _)| *i let((_, line, rule))>
                <li>
                    <span class="log-line">{line}</span>" "
                    <a class="rule-link" href=rule_href(rule) aria-label=format!("The rule: {rule}")>"rule"</a>
                </li>
            </For>
        </ol>
        <Show when=move || { hidden() > 0 }>
            <button type="button" class="secondary" data-testid="story-earlier"
                on:click=move |_| shown.update(|n| *n += PAGE)>
                {move || format!("Show earlier lines ({} more)", hidden())}
            </button>
        </Show>
        </section>
    }
}
