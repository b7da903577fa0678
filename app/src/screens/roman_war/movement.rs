//! Moves: a unit's move in inches and centimetres on level ground, uphill, downhill and on a road.

use leptos::prelude::*;

use crate::field;
use rules::roman_war::movement::{Ground, Mover, move_allowance};
use rules::roman_war::troops::Troop;
use serde::{Deserialize, Serialize};

use super::{RwForm, house};
use crate::components::pick::Pick;
use crate::components::segmented::Segmented;
use rules::text::fixed;
use rules::text::measure;

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
    let mut options: Vec<(Option<Troop>, String)> = Troop::ALL
        .into_iter()
        .map(|t| (Some(t), t.name().to_string()))
        .collect();
    options.push((None, "Elephant".to_string()));
    let mover = move || {
        let h = house.get();
        troop
            .get()
            .map_or(Mover::Elephant, |t| Mover::of(t, &h.roman_war))
    };
    let line = move |g: Ground| {
        let h = house.get();
        match move_allowance(mover(), g, &h.roman_war) {
            Ok(x) => format!(
                "{} in ({} cm) {}",
                measure(x),
                fixed(rules::measure::inches_to_cm(x), 0),
                ground_name(g)
            ),
            Err(e) => e.to_string(),
        }
    };
    let all = move || {
        [
            Ground::Level,
            Ground::Uphill,
            Ground::Downhill,
            Ground::Road,
        ]
        .into_iter()
        .map(|g| view! { <li>{line(g)}</li> })
        .collect_view()
    };
    view! {
        <section class="tab-body" aria-label="Move">
            <Pick label="Who moves" options=options value=troop id="move-troop" />
            <p class="note">{move || format!("Moves as: {}", mover().name())}</p>
            <Segmented label="Ground" value=ground id="move-ground" options=vec![
                (Ground::Level, "Level".to_string()),
                (Ground::Uphill, "Uphill".to_string()),
                (Ground::Downhill, "Down".to_string()),
                (Ground::Road, "Road".to_string()),
            ] />
            <div class="outcome" role="status" data-testid="move-result">
                <p class="outcome-text">{move || line(ground.get())}</p>
                <a class="why" href=crate::components::why::rule_href(rules::roman_war::rule::MOVEMENT)>"Why? See the rule"</a>
            </div>
            <ul class="plain-list">{all}</ul>
        </section>
    }
}
