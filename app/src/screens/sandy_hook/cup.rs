//! The cup rule as both games shoot it: the men under the cup at each of the five spots it can land on, and the
//! chance of each landing under the house rules in force.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::HouseRules;
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::artillery::{Landings, Spot};
use rules::sandy_hook::scatter::Scatter;
use rules::text::percent;

use crate::components::bind::Field;
use crate::components::count_field::CountField;
use crate::components::toggle::Toggle;

/// The spots in the order the form keeps them.
const SPOTS: [&str; 5] = ["On target", "Short", "Over", "Left", "Right"];

/// The men at each spot as the rules take them; only the men on target can be behind the wall the cup clears.
pub fn landings(spots: [u32; 5], under_wall: bool) -> Landings {
    let spot = |i: usize| Spot {
        men: spots[i],
        behind_wall: i == 0 && under_wall,
    };
    Landings {
        on_target: spot(0),
        short: spot(1),
        over: spot(2),
        left: spot(3),
        right: spot(4),
    }
}

/// The five counts of men under the cup and the wall switch.
#[component]
pub fn CupSpots<F: Send + Sync + 'static>(
    spots: [Field<F, u32>; 5],
    under_wall: Field<F, bool>,
) -> impl IntoView {
    let fields = SPOTS
        .into_iter()
        .zip(spots)
        .enumerate()
        .map(|(i, (label, men))| {
            view! { <CountField label=label value=men min=0 max=MAX_MEN id=format!("spot-{i}") /> }
        })
        .collect_view();
    view! {
        <p class="field-label">"Men under the cup at each spot it can land on"</p>
        {fields}
        <Toggle label="Men on target are behind a stone wall" value=under_wall id="under-wall" />
    }
}

fn landing_word(s: Scatter) -> &'static str {
    match s {
        Scatter::DirectHit => "on target",
        Scatter::Short => "short",
        Scatter::Over => "over",
        Scatter::Left => "left",
        Scatter::Right => "right",
        Scatter::Reroll => "again",
    }
}

/// "Where the cup lands: on target 33.3 % · short 16.7 % · …", as the scatter reading in force has it.
#[component]
pub fn ScatterLine(house: Computed<HouseRules>) -> impl IntoView {
    let line = move || {
        let spots = Scatter::odds(house.with(|h| h.sandy_hook.scatter))
            .into_iter()
            .map(|(s, p)| format!("{} {}", landing_word(s), percent(p)))
            .collect::<Vec<_>>()
            .join(" \u{b7} ");
        format!("Where the cup lands: {spots}")
    };
    view! { <p class="odds-line" data-testid="scatter">{line}</p> }
}
