//! "Resolve here" on a unit: the kinds of resolution the battle's system offers, one button each, and the
//! open kind's own panel.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::UnitId;

use super::super::desk::Desk;
use crate::field;

#[component]
pub fn ResolvePanel(desk: Desk, target: UnitId) -> impl IntoView {
    let i = target.0;
    let kinds = desk.parts.kinds;
    let kind = field!(desk.form => kind);
    let buttons = kinds
        .iter()
        .enumerate()
        .map(|(k, (label, _))| {
            view! {
                <button type="button" data-testid=format!("mode-{i}-{k}")
                    aria-pressed=move || (kind.get() == k).to_string()
                    on:click=move |_| kind.set(k)>{*label}</button>
            }
        })
        .collect_view();
    // Only a change of kind draws another panel: the inputs' own changes leave their fields in place.
    let open_kind = Computed::new(move || kind.get());
    let open = move || {
        let k = open_kind.get().min(kinds.len() - 1);
        crate::later::draw(kinds[k].1, move |panel| panel(desk, target))
    };
    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-{i}")>
            <div class="segmented wrap" role="group" aria-label="What to resolve">{buttons}</div>
            {open}
            <button type="button" class="quiet" on:click=move |_| desk.close()>"Close"</button>
        </div>
    }
}
