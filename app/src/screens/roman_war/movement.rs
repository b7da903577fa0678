//! Moves: a unit's move in inches and centimetres on level ground, uphill, downhill and on a road.

use leptos::prelude::*;
use rules::measure::inches_to_cm;
use rules::roman_war::movement::{Ground, Mover, move_allowance};
use rules::roman_war::troops::Troop;
use rules::text::{Choice, fixed, measure};
use serde::{Deserialize, Serialize};

use super::{RwForm, house};
use crate::components::pick::Pick;
use crate::components::segmented::{Segmented, options};
use crate::components::why::rule_href;
use crate::field;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MoveForm {
    /// `None` is an elephant, which has no troop type of its own.
    pub troop: Option<Troop>,
    pub ground: Ground,
}

impl Default for MoveForm {
    fn default() -> Self {
        MoveForm {
            troop: Some(Troop::Hastati),
            ground: Ground::Level,
        }
    }
}

fn ground_name(g: Ground) -> &'static str {
    match g {
        Ground::Level => "on level ground",
        Ground::Uphill => "uphill",
        Ground::Downhill => "downhill",
        Ground::Road => "on a road",
    }
}

#[component]
pub fn MoveTab(form: RwSignal<RwForm>) -> impl IntoView {
    let house = house();
    let troop = field!(form => movement.troop);
    let ground = field!(form => movement.ground);
    let mut who: Vec<(Option<Troop>, String)> = Troop::ALL
        .into_iter()
        .map(|t| (Some(t), t.label().to_string()))
        .collect();
    who.push((None, "Elephant".to_string()));
    let mover = move || {
        let h = &house.get().roman_war;
        troop.get().map_or(Mover::Elephant, |t| Mover::of(t, h))
    };
    let line = move |g: Ground| match move_allowance(mover(), g, &house.get().roman_war) {
        Ok(x) => format!(
            "{} in ({} cm) {}",
            measure(x),
            fixed(inches_to_cm(x), 0),
            ground_name(g)
        ),
        Err(e) => e.to_string(),
    };
    let others = move || {
        <Ground as Choice>::ALL
            .iter()
            .filter(|&&g| g != ground.get())
            .map(|&g| view! { <li>{line(g)}</li> })
            .collect_view()
    };
    view! {
        <section class="tab-body" aria-label="Move">
            <div class="outcome answer" role="status" data-testid="move-result">
                <p class="outcome-text">{move || line(ground.get())}</p>
                <p class="note">{move || format!("Moves as: {}", mover().name())}</p>
                <a class="why" href=rule_href(rules::roman_war::rule::MOVEMENT)>"Why? See the rule"</a>
            </div>
            <Pick label="Who moves" options=who value=troop id="move-troop" />
            <Segmented label="Ground" value=ground id="move-ground" options={options::<Ground>()} />
            <ul class="plain-list">{others}</ul>
        </section>
    }
}
