//! Shooting: one unit's missiles at another, to-hit by skill, saves by weight, and the Break Test at the end.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::ancients::attack::{p_lands, score_text};
use rules::ancients::shooting::{ShootingForecast, ShootingInput, Weapon};
use rules::mechanism::{Explained, Mechanism, Staged};
use rules::odds::Distribution;
use rules::text::percent;
use serde::{Deserialize, Serialize};

use super::unit::{Role, UnitEditor, UnitFields};
use super::{AncForm, BreakOddsList, house};
use crate::components::count_field::CountField;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::problem::Problem;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult, Told};

const HITS: Noun = Noun::new("hit", "hits");

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ShootForm {
    pub weapon: Weapon,
    pub range_in: u32,
    pub terrain: bool,
    pub earlier_hits: u32,
}

impl Default for ShootForm {
    fn default() -> Self {
        ShootForm {
            weapon: Weapon::Bows,
            range_in: 10,
            terrain: false,
            earlier_hits: 0,
        }
    }
}

#[component]
pub fn ShootTab(form: RwSignal<AncForm>) -> impl IntoView {
    let house = house();
    let weapon = field!(form => shoot.weapon);
    let range_in = field!(form => shoot.range_in);
    let terrain = field!(form => shoot.terrain);
    let earlier = field!(form => shoot.earlier_hits);
    let shooter = UnitFields::new(form, Role::Shooter);
    let target = UnitFields::new(form, Role::Target);
    let input = move || ShootingInput {
        shooter: shooter.unit(),
        weapon: weapon.get(),
        range_inches: range_in.get(),
        target: target.unit(),
        target_standing: target.standing(),
        target_in_terrain: terrain.get(),
        earlier_hits: earlier.get(),
    };
    let forecast: Computed<Result<ShootingForecast, String>> = Computed::new(move || {
        input()
            .forecast(&house.get().ancients)
            .map_err(|e| e.to_string())
    });
    let hits = Signal::derive(move || {
        forecast.with(|f| {
            f.as_ref()
                .map_or_else(|_| Distribution::certain(0), |f| f.hits.clone())
        })
    });
    let lines = move || {
        let f = forecast.get().ok()?;
        let h = house.get();
        let i = input();
        let threshold = h.ancients.hit_threshold(i.target.size);
        Some(view! {
            <p class="big-line">{format!("To hit {}, save {}.", score_text(f.to_hit.needed), score_text(f.save))}</p>
            <p class="note">{format!("{} Each die lands a hit that is not saved {}.",
                i.to_hit_line(&h.ancients), percent(p_lands(f.to_hit.needed, Some(f.save))))}</p>
            <OddsView dist=hits what=HITS id="anc-shoot-hits" />
            <p class="big-line" data-testid="anc-shoot-threshold">{format!(
                "Break Test at {threshold} hits this phase: {}.", percent(f.reach_threshold))}</p>
            <BreakOddsList odds=f.break_test id="anc-shoot-break".to_string() />
        })
    };
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            input()
                .next_stage(&house.get().ancients, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            input()
                .resolve(&house.get().ancients, &faces)
                .map(|o| Told::new(o.summary(), o.rule()))
                .map_err(|e| e.to_string())
        }),
    );
    let problem = Signal::derive(move || forecast.get().err());
    let reach = move || {
        format!(
            "{} reach {} in; beyond 12 in is long range.",
            weapon.get().name(),
            weapon.get().range()
        )
    };
    view! {
        <section class="tab-body" aria-label="Shooting">
            <RollResult roll=roll />
            <div class="answer" data-testid="anc-shoot-needed">{lines}</div>
            <Problem text=problem id="anc-shoot-problem" />
            <Segmented label="Weapon" value=weapon id="anc-weapon" options={options::<Weapon>()} />
            <p class="note">{reach}</p>
            <CountField label="Range in inches" value=range_in min=0 max=100 id="anc-range" />
            <UnitEditor form=form role=Role::Shooter legend="Shooters" />
            <UnitEditor form=form role=Role::Target legend="Target" />
            <Toggle label="Target in or behind terrain" value=terrain />
            <CountField label="Hits the target already took this phase" value=earlier min=0 max=200 id="anc-earlier" />
            <RollDock roll=roll id="anc-shoot-roll" />
        </section>
    }
}
