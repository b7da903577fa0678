//! The rules reference page: every rule in our words, search, house rules and the printable kit card.

use leptos::prelude::*;

use crate::screens::reference::{LaterRoutes, ReferenceScreen};
use crate::shell::{Page, Shell};

/// The page, its house rules and kit card drawn by the parts in `later` (declared by the page's binary).
pub fn run(later: &'static LaterRoutes) {
    // Search runs on every keystroke: timed by `scripts/bench` against its budget, per query.
    let queries = rules::reference::BENCH_QUERIES;
    crate::bench::probe(queries.len() as u32, || {
        for q in queries {
            let _ = std::hint::black_box(rules::reference::search(q, None));
        }
    });
    super::mount(move || {
        view! {
            <Shell page=Page::Rules house=crate::settings::persist_house_rules>
                <ReferenceScreen later=later />
            </Shell>
        }
    });
}
