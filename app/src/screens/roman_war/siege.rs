//! Siege helpers: pushing a ladder off the wall, battering a door, breaking the drawbridge chains.

use leptos::prelude::*;

use crate::components::bind::Field;
use crate::field;
use rules::mechanism::Staged;
use rules::mechanism::{Explained, Mechanism};
use rules::roman_war::siege::{
    Battering, Chain, Drawbridge, FALL_SURVIVE_FROM, LadderPushOff, PUSH_OFF_TO, RAM_MEN,
    raise_ladder,
};
use serde::{Deserialize, Serialize};

use super::RwForm;
use crate::components::count_field::CountField;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::{fixed, percent};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SiegeForm {
    pub part: u8,
    pub pushers: u32,
    pub on_ladder: u32,
    pub to_wall: u32,
    pub ram_men: u32,
    pub turns: u32,
    pub chain_men: [u32; 2],
    pub chain_broken: [bool; 2],
}

impl Default for SiegeForm {
    fn default() -> Self {
        SiegeForm {
            part: 0,
            pushers: 2,
            on_ladder: 2,
            to_wall: 1,
            ram_men: 6,
            turns: 3,
            chain_men: [2, 2],
            chain_broken: [false, false],
        }
    }
}

fn to_pair<O: Explained>(
    r: Result<O, rules::error::RulesError>,
) -> Result<(String, &'static str), String> {
    r.map(|o| (o.summary(), o.rule()))
        .map_err(|e| e.to_string())
}

#[component]
pub fn SiegeTab(form: RwSignal<RwForm>) -> impl IntoView {
    let part = field!(form => siege.part);
    view! {
        <section class="tab-body" aria-label="Siege">
            <Segmented label="Siege helper" value=part id="siege-part" options=vec![
                (0u8, "Ladder".to_string()),
                (1u8, "Door".to_string()),
                (2u8, "Drawbridge".to_string()),
            ] />
            {move || match part.get() {
                0 => view! { <Ladder form=form /> }.into_any(),
                1 => view! { <Door form=form /> }.into_any(),
                _ => view! { <Bridge form=form /> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn Ladder(form: RwSignal<RwForm>) -> impl IntoView {
    let pushers = field!(form => siege.pushers);
    let on_ladder = field!(form => siege.on_ladder);
    let to_wall = field!(form => siege.to_wall);
    let errs: [RwSignal<Option<String>>; 3] = std::array::from_fn(|_| RwSignal::new(None));
    let push = move || LadderPushOff {
        pushers: pushers.get() as i64,
        men_on_ladder: on_ladder.get() as i64,
    };
    let raise = move || match raise_ladder(to_wall.get() as f64) {
        Ok(m) => format!(
            "In reach: raising the ladder costs {} of a move.",
            fixed(m, 1)
        ),
        Err(e) => e.to_string(),
    };
    let odds = Memo::new(move |_| push().odds(()).map_err(|e| e.to_string()));
    let next = Callback::new(move |faces: Vec<u8>| {
        push().next_stage((), &faces).map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| to_pair(push().resolve((), &faces)));
    view! {
        <fieldset class="group">
            <legend>"Raising a ladder"</legend>
            <CountField label="Inches from the wall" value=to_wall error=errs[2] min=0 max=100 id="ladder-wall".to_string() />
            <p class="big-line" aria-live="polite">{raise}</p>
        </fieldset>
        <fieldset class="group">
            <legend>"Pushing it off"</legend>
            <CountField label="Defenders pushing" value=pushers error=errs[0] min=0 max=20 id="ladder-pushers".to_string() />
            <CountField label="Men on the ladder" value=on_ladder error=errs[1] min=0 max=20 id="ladder-men".to_string() />
            <p class="field-error" role="alert">{move || odds.get().err()}</p>
        </fieldset>
        <p class="big-line">{format!("The ladder goes over on 1\u{2013}{PUSH_OFF_TO} ({}); each man on it then lives on {}\u{2013}6.",
            percent(PUSH_OFF_TO as f64 / 6.0), FALL_SURVIVE_FROM)}</p>
        {move || odds.get().ok().map(|d| view! { <OddsView dist=d what="Climbers dead" id="ladder-odds" /> })}
        <StagedRoll next=next finish=finish id="ladder-roll" />
    }
}

#[component]
fn Door(form: RwSignal<RwForm>) -> impl IntoView {
    let men = field!(form => siege.ram_men);
    let turns = field!(form => siege.turns);
    let errs: [RwSignal<Option<String>>; 2] = std::array::from_fn(|_| RwSignal::new(None));
    let ram = move || Battering {
        men: men.get() as i64,
    };
    let within = move || match ram().p_down_within(turns.get()) {
        Ok(p) => format!(
            "A 1 breaks the door: {} each turn, {} within {} turns.",
            percent(1.0 / 6.0),
            percent(p),
            turns.get()
        ),
        Err(e) => e.to_string(),
    };
    let next = Callback::new(move |faces: Vec<u8>| {
        ram().next_stage((), &faces).map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| to_pair(ram().resolve((), &faces)));
    view! {
        <fieldset class="group">
            <legend>"Battering a door"</legend>
            <CountField label="Men on the ram" value=men error=errs[0] min=0 max=100 id="ram-men".to_string() />
            <p class="note">{format!("A ram needs {} to {} men.", RAM_MEN.0, RAM_MEN.1)}</p>
            <CountField label="Turns of battering" value=turns error=errs[1] min=1 max=100 id="ram-turns".to_string() />
            <p class="big-line" aria-live="polite" data-testid="ram-odds">{within}</p>
        </fieldset>
        <StagedRoll next=next finish=finish id="ram-roll" />
    }
}

#[component]
fn Bridge(form: RwSignal<RwForm>) -> impl IntoView {
    let men: [Field<RwForm, u32>; 2] =
        std::array::from_fn(|i| field!(form, i = i => siege.chain_men[i]));
    let broken: [Field<RwForm, bool>; 2] =
        std::array::from_fn(|i| field!(form, i = i => siege.chain_broken[i]));
    let errs: [RwSignal<Option<String>>; 2] = std::array::from_fn(|_| RwSignal::new(None));
    let bridge = move || Drawbridge {
        chains: [0, 1].map(|i| Chain {
            men: men[i].get() as i64,
            broken: broken[i].get(),
        }),
    };
    let odds = Memo::new(move |_| bridge().odds(()).map_err(|e| e.to_string()));
    let next = Callback::new(move |faces: Vec<u8>| {
        bridge().next_stage((), &faces).map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| to_pair(bridge().resolve((), &faces)));
    let chains = [0usize, 1]
        .into_iter()
        .map(|i| {
            view! {
                <fieldset class="group">
                    <legend>{format!("Chain {}", i + 1)}</legend>
                    <Toggle label="Already broken".to_string() value=broken[i] />
                    <CountField label="Men working it" value=men[i] error=errs[i] min=0 max=100 id=format!("chain-{i}") />
                </fieldset>
            }
        })
        .collect_view();
    view! {
        {chains}
        <p class="field-error" role="alert">{move || odds.get().err()}</p>
        <p class="big-line" data-testid="bridge-odds">{move || odds.get().ok().map(|d| format!(
            "Each man breaks his chain on a 1. Chance the bridge comes down this turn: {}.", percent(d.p_exactly(2))))}</p>
        <StagedRoll next=next finish=finish id="bridge-roll" />
    }
}
