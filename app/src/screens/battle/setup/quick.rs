//! A quick battle: a system's two ready-made armies on an open field, the coin tossed by the app, in one tap.
//! A new player needs no saved army and no setup to start tracking a game.

use leptos::prelude::*;
use rules::battle::{Battle, SideId};
use rules::dice::Coin;
use rules::roster::ready::quick_battle;
use rules::rule::System;

use super::super::store::BattleStore;
use crate::rng::browser_rng;
use crate::settings::use_settings;

#[component]
pub fn QuickBattle(store: BattleStore) -> impl IntoView {
    let settings = use_settings();
    let error = RwSignal::new(None::<String>);
    let start = move |system: System| {
        // The toss winner moves first: the choice is the one a player makes least often by hand.
        let first = SideId::toss_winner(Coin::flip(&mut browser_rng()));
        match Battle::quick(system, first) {
            Ok(b) => store.start(b, settings.settings.with_untracked(|s| s.house.clone())),
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let buttons = System::ALL
        .iter()
        .map(|&system| {
            let (a, b) = quick_battle(system);
            view! {
                <button type="button" class="secondary" data-testid=format!("quick-{}", system.key())
                    on:click=move |_| start(system)>
                    <b>{system.name()}</b>
                    <span>{format!("{} against {}", a.name, b.name)}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <section class="quick-battle">
            <h2>"Quick battle"</h2>
            <p class="hint">"Two ready-made armies, open field, the coin tossed for you: tap a game to begin."</p>
            <div class="quick-list">{buttons}</div>
            <p class="problem" role="alert">{move || error.get()}</p>
        </section>
    }
}
