//! Where the battle stands, at the top of the tracker: the turn and phase, the coin flip's one-tap choice of
//! who moves first, a victory with its rule, and the end-of-battle summary.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{Event, SideId, Step};

use super::super::store::{BattleStore, with_state};
use crate::components::why::rule_href;

/// The summary lines of the battle as it stands: men left a side, the winner once it has ended.
pub fn summary(store: BattleStore) -> impl IntoView {
    // The kept state, not a fold of the whole log: a long battle's score stays instant.
    store.saved.with(|s| {
        s.as_ref()
            .and_then(|s| {
                store
                    .state
                    .with(|st| st.as_ref().map(|st| s.battle.summary(st).lines()))
            })
            .unwrap_or_default()
            .into_iter()
            .map(|l| view! { <li>{l}</li> })
            .collect_view()
    })
}

#[component]
pub fn TurnBar(store: BattleStore) -> impl IntoView {
    let turn_line = move || {
        with_state(store, |s| {
            format!("Turn {} \u{b7} {}", s.turn, s.phase_text())
        })
    };
    let victory = move || {
        store.state.with(|s| {
            let s = s.as_ref()?;
            let v = s.victory?;
            Some(view! {
                <div class="victory" role="status" data-testid="victory">
                    <p class="outcome-text">{v.describe(s)}</p>
                    <a class="why" href=rule_href(v.rule)>"Why? See the rule"</a>
                </div>
            })
        })
    };
    let ended = Computed::new(move || with_state(store, |s| s.ended.is_some()));
    // At the coin-flip phase the toss winner's choice of who moves first is one tap.
    let flip_phase = Computed::new(move || {
        with_state(store, |s| {
            s.current_phase().is_some_and(|p| p.step == Step::CoinFlip) && s.ended.is_none()
        })
    });
    let moves_first = move || {
        SideId::BOTH
            .into_iter()
            .map(|side| {
                let name = with_state(store, |s| s.side_name(side).to_string());
                view! {
                    <button type="button" data-testid=format!("moves-first-{}", side.index())
                        on:click=move |_| store.record(vec![Event::MovesFirst { side }, Event::PhaseAdvanced])>
                        {format!("{name} move first")}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <section class="turn-bar">
            <p class="turn" data-testid="turn">{turn_line}</p>
            {move || flip_phase.get().then(|| view! {
                <p class="hint">"Flip a coin (heads: the first side named wins the toss); the winner chooses:"</p>
                <div class="segmented">{moves_first}</div>
            })}
            {victory}
            {move || ended.get().then(|| view! {
                <section class="summary" data-testid="summary">
                    <h2>"The battle is over"</h2>
                    <ul>{move || summary(store)}</ul>
                </section>
            })}
        </section>
    }
}
