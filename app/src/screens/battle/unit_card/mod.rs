//! One unit's counters and the one-tap changes a player makes to it; the rarer ones behind "More".

mod more;

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Cause, Event, UnitId};
use rules::rule::System;

use super::desk::{Desk, Open, Panel};
use super::resolve::panel::ResolvePanel;
use super::store::BattleStore;
use crate::later;
use more::UnitMore;

/// A unit's rarer changes, behind its "More": a part of the tracker page fetched after it (`later`).
pub fn unit_more(desk: Desk, id: UnitId) -> AnyView {
    view! { <UnitMore desk=desk id=id /> }.into_any()
}

/// `n` men of `unit` lost to `cause`.
pub fn casualties(store: BattleStore, unit: UnitId, n: u32, cause: Cause) {
    store.record(vec![Event::Casualties {
        unit,
        n,
        cause,
        by: None,
    }]);
}

#[component]
pub fn UnitCard(desk: Desk, id: UnitId) -> impl IntoView {
    let i = usize::from(id.0);
    let store = desk.store;
    let system = desk.parts.system;
    let counters = move || {
        store.state.with(|s| {
            let u = s.as_ref()?.units.get(i)?;
            let guards = (u.prisoners > 0 || u.guards > 0).then(|| {
                format!(
                    "Prisoners {} \u{b7} guards {} of {} needed",
                    u.prisoners,
                    u.guards,
                    u.guards_needed(system)
                )
            });
            let mut line = format!(" of {} men \u{b7} leaders {}", u.men_at_start, u.leaders);
            if !u.formation.trim().is_empty() {
                line += &format!(" \u{b7} {}", u.formation.trim());
            }
            if system == System::Ancients {
                line += &format!(" \u{b7} damage tokens {}", u.damage_tokens);
            }
            Some(view! {
                <p class="unit-head">
                    <strong class="unit-name">{u.label().to_string()}</strong>
                    <span class="status" data-testid=format!("status-{i}")>{u.status.name()}</span>
                </p>
                <p class="counters">
                    <span class="big" data-testid=format!("men-{i}")>{u.men}</span>{line}
                </p>
                {guards.map(|g| view! { <p class="guards">{g}</p> })}
            })
        })
    };
    let panel = Computed::new(move || match desk.open.get() {
        Some(Open::Resolve(u)) if u == id => 1,
        Some(Open::More(u)) if u == id => 2,
        _ => 0,
    });
    let open_panel = move || match panel.get() {
        1 => view! { <ResolvePanel desk=desk target=id /> }.into_any(),
        2 => later::draw(desk.parts.more, move |more: Panel| more(desk, id)),
        _ => ().into_any(),
    };
    view! {
        <article class="unit-card" data-testid=format!("unit-{i}")>
            {counters}
            <div class="card-actions">
                <button type="button" class="cas" data-testid=format!("cas1-{i}") aria-label="One casualty"
                    on:click=move |_| casualties(store, id, 1, Cause::Melee)>"\u{2212}1"</button>
                <button type="button" class="secondary" data-testid=format!("leader-{i}")
                    on:click=move |_| store.record(vec![Event::LeaderLost { unit: id, n: 1 }])>"Leader lost"</button>
                <button type="button" class="secondary" data-testid=format!("resolve-{i}") aria-expanded=move || (panel.get() == 1).to_string()
                    on:click=move |_| desk.toggle(Open::Resolve(id))>"Resolve here"</button>
                <button type="button" class="quiet" data-testid=format!("more-{i}") aria-expanded=move || (panel.get() == 2).to_string()
                    on:click=move |_| desk.toggle(Open::More(id))>"More"</button>
            </div>
            {open_panel}
        </article>
    }
}
