//! The rules reference page: every rule in our words, search, house rules and the printable kit card.

use leptos::prelude::*;

use crate::screens::reference::{LaterRoutes, ReferenceScreen};
use crate::shell::{Page, Shell};

/// The page, its search, house rules and kit card drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterRoutes) {
    super::mount(move || {
        // Search runs on every keystroke: timed by `scripts/bench` against its budget, per query, once the
        // search's part has arrived.
        if crate::bench::asked() {
            leptos::task::spawn_local(async move {
                if later.search.fetch().await
                    && let Some(part) = later.search.ready()
                {
                    let pieces = rules::reference::BENCH_QUERIES.len() as u32;
                    crate::bench::probe(pieces, part.bench);
                }
            });
        }
        view! {
            <Shell page=Page::Rules house=crate::settings::persist_house_rules>
                <ReferenceScreen later=later />
            </Shell>
        }
    });
}
