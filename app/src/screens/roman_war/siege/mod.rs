//! Siege helpers: pushing a ladder off the wall, the fight at its top, battering a door, breaking the drawbridge
//! chains.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Mechanism, Staged};
use rules::roman_war::siege::{
    Battering, Chain, Drawbridge, FALL_SURVIVE_FROM, LadderPushOff, PUSH_OFF_TO, RAM_MEN,
    raise_ladder,
};
use rules::text::{fixed, percent};
use serde::{Deserialize, Serialize};

use super::RwForm;
use super::answer::{Odds, shown, told};
use crate::components::count_field::CountField;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::problem::Problem;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult};
use rules::roman_war::troops::Troop;

mod ladder_top;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SiegeForm {
    /// 0 the ladder, 1 the door, 2 the drawbridge, 3 the fight at the ladder top.
    pub part: u8,
    pub pushers: u32,
    pub on_ladder: u32,
    pub to_wall: u32,
    pub ram_men: u32,
    pub turns: u32,
    pub chain_men: [u32; 2],
    pub chain_broken: [bool; 2],
    /// The fight at the ladder top: climbers' and defenders' troop types and how many of each fight.
    pub top_troops: [Troop; 2],
    pub top_men: [u32; 2],
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
            top_troops: [Troop::Hastati, Troop::GallicWarriors],
            top_men: [2, 2],
        }
    }
}

#[component]
pub fn SiegeTab(form: RwSignal<RwForm>) -> impl IntoView {
    let part = field!(form => siege.part);
    let pick = ViewFn::from(move || {
        view! {
            <Segmented label="Siege helper" value=part id="siege-part" options=vec![
                (0u8, "Ladder".to_string()),
                (1u8, "Door".to_string()),
                (2u8, "Drawbridge".to_string()),
                (3u8, "Ladder top".to_string()),
            ] />
        }
    });
    move || match part.get() {
        0 => view! { <Ladder form=form pick=pick.clone() /> }.into_any(),
        1 => view! { <Door form=form pick=pick.clone() /> }.into_any(),
        3 => view! { <ladder_top::LadderTop form=form pick=pick.clone() /> }.into_any(),
        _ => view! { <Bridge form=form pick=pick.clone() /> }.into_any(),
    }
}

const CLIMBERS_DEAD: Noun = Noun::new("climber dead", "climbers dead");

#[component]
fn Ladder(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let pushers = field!(form => siege.pushers);
    let on_ladder = field!(form => siege.on_ladder);
    let to_wall = field!(form => siege.to_wall);
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
    let odds: Odds = Computed::new(move || push().odds(()).map_err(|e| e.to_string()));
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            push().next_stage((), &faces).map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| told(push().resolve((), &faces))),
    );
    let problem = Signal::derive(move || odds.get().err());
    view! {
        <section class="tab-body" aria-label="Siege">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || odds.with(Result::is_err) data-testid="ladder-needed">
                <p class="big-line">{format!("The ladder goes over on 1\u{2013}{PUSH_OFF_TO} ({}); each man on it then lives on {}\u{2013}6.",
                    percent(PUSH_OFF_TO as f64 / 6.0), FALL_SURVIVE_FROM)}</p>
                <OddsView dist=shown(odds) what=CLIMBERS_DEAD id="ladder-odds" />
            </div>
            <Problem text=problem id="ladder-problem" />
            {pick.run()}
            <fieldset class="group">
                <legend>"Pushing it off"</legend>
                <CountField label="Defenders pushing" value=pushers min=0 max=20 id="ladder-pushers" />
                <CountField label="Men on the ladder" value=on_ladder min=0 max=20 id="ladder-men" />
            </fieldset>
            <fieldset class="group">
                <legend>"Raising a ladder"</legend>
                <CountField label="Inches from the wall" value=to_wall min=0 max=100 id="ladder-wall" />
                <p class="big-line" aria-live="polite">{raise}</p>
            </fieldset>
            <RollDock roll=roll id="ladder-roll" />
        </section>
    }
}

#[component]
fn Door(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let men = field!(form => siege.ram_men);
    let turns = field!(form => siege.turns);
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
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            ram().next_stage((), &faces).map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| told(ram().resolve((), &faces))),
    );
    view! {
        <section class="tab-body" aria-label="Siege">
            <RollResult roll=roll />
            <p class="big-line answer" aria-live="polite" data-testid="ram-odds">{within}</p>
            {pick.run()}
            <fieldset class="group">
                <legend>"Battering a door"</legend>
                <CountField label="Men on the ram" value=men min=0 max=100 id="ram-men" />
                <p class="note">{format!("A ram needs {} to {} men.", RAM_MEN.0, RAM_MEN.1)}</p>
                <CountField label="Turns of battering" value=turns min=1 max=100 id="ram-turns" />
            </fieldset>
            <RollDock roll=roll id="ram-roll" />
        </section>
    }
}

#[component]
fn Bridge(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let men = [0, 1].map(|i| field!(form, i = i => siege.chain_men[i]));
    let broken = [0, 1].map(|i| field!(form, i = i => siege.chain_broken[i]));
    let bridge = move || Drawbridge {
        chains: [0, 1].map(|i| Chain {
            men: men[i].get() as i64,
            broken: broken[i].get(),
        }),
    };
    let odds: Odds = Computed::new(move || bridge().odds(()).map_err(|e| e.to_string()));
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            bridge().next_stage((), &faces).map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| told(bridge().resolve((), &faces))),
    );
    let down = move || {
        odds.get().ok().map(|d| {
            format!(
                "Each man breaks his chain on a 1. Chance the bridge comes down this turn: {}.",
                percent(d.p_exactly(2))
            )
        })
    };
    let chain = move |i: usize| {
        view! {
            <fieldset class="group">
                <legend>{format!("Chain {}", i + 1)}</legend>
                <Toggle label="Already broken" value=broken[i] />
                <CountField label="Men working it" value=men[i] min=0 max=100 id=format!("chain-{i}") />
            </fieldset>
        }
    };
    let problem = Signal::derive(move || odds.get().err());
    view! {
        <section class="tab-body" aria-label="Siege">
            <RollResult roll=roll />
            <p class="big-line answer" data-testid="bridge-odds">{down}</p>
            <Problem text=problem id="bridge-problem" />
            {pick.run()}
            {chain(0)}
            {chain(1)}
            <RollDock roll=roll id="bridge-roll" />
        </section>
    }
}
