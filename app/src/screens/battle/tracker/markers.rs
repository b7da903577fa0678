//! The scenario's own markers: a side's fort falling, and who holds the objective.

use leptos::prelude::*;
use rules::battle::{Event, SideId};

use super::super::store::{BattleStore, with_state};

#[component]
pub fn ScenarioMarkers(store: BattleStore) -> impl IntoView {
    move || {
        store.saved.with(|s| {
            let s = s.as_ref()?;
            let names = [s.battle.sides[0].name.clone(), s.battle.sides[1].name.clone()];
            let fort = s.battle.scenario.fort_of().map(|f| {
                let n = names[f.index()].clone();
                view! {
                    <button type="button" class="secondary" on:click=move |_| store.record(vec![Event::FortTaken { fort_of: f }])>
                        {format!("{n}'s fort has fallen")}
                    </button>
                }
            });
            let objective = s.battle.scenario.objective_for().map(|_| {
                let holder = move || {
                    with_state(store, |st| match st.objective_holder {
                        Some(h) => format!("{} hold the objective ({} turns running).", st.side_name(h), st.objective_turns),
                        None => "Nobody holds the objective.".to_string(),
                    })
                };
                let buttons = [Some(SideId::A), Some(SideId::B), None]
                    .into_iter()
                    .map(|who| {
                        let label = match who {
                            Some(w) => format!("{} hold it", names[w.index()]),
                            None => "Nobody holds it".to_string(),
                        };
                        view! {
                            <button type="button" on:click=move |_| store.record(vec![Event::ObjectiveHeld { side: who }])>{label}</button>
                        }
                    })
                    .collect_view();
                view! {
                    <p data-testid="objective">{holder}</p>
                    <div class="segmented wrap" role="group" aria-label="Objective">{buttons}</div>
                }
            });
            Some(view! { <section class="markers">{fort}{objective}</section> })
        })
    }
}
