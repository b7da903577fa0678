//! Shooting: one unit's missiles at another, to-hit by skill, saves by weight, and the Break Test at the end.

use leptos::prelude::*;

use crate::field;
use rules::ancients::attack::{p_lands, score_text};
use rules::ancients::shooting::{ShootingInput, Weapon};
use rules::mechanism::{Explained, Mechanism, Staged};
use serde::{Deserialize, Serialize};

use super::{AncForm, BreakOddsList, Role, UnitEditor, UnitFields, house};
use crate::components::count_field::CountField;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::percent;

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
    let shooter = UnitFields::new(form, 2);
    let target = UnitFields::new(form, 3);
    let errs: [RwSignal<Option<String>>; 2] = std::array::from_fn(|_| RwSignal::new(None));
    let input = move || ShootingInput {
        shooter: shooter.unit(),
        weapon: weapon.get(),
        range_inches: range_in.get(),
        target: target.unit(),
        target_standing: target.standing(),
        target_in_terrain: terrain.get(),
        earlier_hits: earlier.get(),
    };
    let forecast = Memo::new(move |_| {
        input()
            .forecast(&house.get().ancients)
            .map_err(|e| e.to_string())
    });
    let forecast_view = move || {
        let f = forecast.get().ok()?;
        let h = house.get();
        let i = input();
        let threshold = h.ancients.hit_threshold(i.target.size);
        Some(view! {
            <div class="needed" data-testid="anc-shoot-needed">
                <p class="big-line">{format!("To hit {}, save {}.", score_text(f.to_hit.needed), score_text(f.save))}</p>
                <p class="note">{i.to_hit_line(&h.ancients)}</p>
                <p class="note">{format!("Each die lands a hit that is not saved {}.", percent(p_lands(f.to_hit.needed, Some(f.save))))}</p>
                <OddsView dist=f.hits.clone() what="Hits after saves" id="anc-shoot-hits" />
                <p class="big-line" data-testid="anc-shoot-threshold">{format!(
                    "Break Test at {threshold} hits this phase: {}.", percent(f.reach_threshold))}</p>
                <BreakOddsList odds=f.break_test id="anc-shoot-break".to_string() />
            </div>
        })
    };
    let next = Callback::new(move |faces: Vec<u8>| {
        input()
            .next_stage(&house.get().ancients, &faces)
            .map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| {
        input()
            .resolve(&house.get().ancients, &faces)
            .map(|o| (o.summary(), o.rule()))
            .map_err(|e| e.to_string())
    });
    view! {
        <section class="tab-body" aria-label="Shooting">
            <Segmented label="Weapon" value=weapon id="anc-weapon"
                options=Weapon::ALL.iter().map(|&w| (w, w.name().to_string())).collect() />
            <p class="note">{move || format!("{} reach {} in; beyond 12 in is long range.", weapon.get().name(), weapon.get().range())}</p>
            <CountField label="Range in inches" value=range_in error=errs[0] min=0 max=100 id="anc-range".to_string() />
            <UnitEditor u=shooter role=Role::Shooter legend="Shooters" id="sh" />
            <UnitEditor u=target role=Role::Target legend="Target" id="st" />
            <Toggle label="Target in or behind terrain".to_string() value=terrain />
            <CountField label="Hits the target already took this phase" value=earlier error=errs[1] min=0 max=200 id="anc-earlier".to_string() />
            <p class="field-error" role="alert" data-testid="anc-shoot-problem">{move || forecast.get().err()}</p>
            {forecast_view}
            <StagedRoll next=next finish=finish id="anc-shoot-roll" />
        </section>
    }
}
