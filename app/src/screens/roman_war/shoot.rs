//! Missile volleys: archers, lancers and slingers against a block of men, hits then survival rolls.

use leptos::prelude::*;

use crate::field;
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::odds::Distribution;
use rules::roman_war::missiles::{
    Effect, Slope, Volley, VolleyWeapon, Weapon, base_effect, effect_after_cover, men_in_hit_ranks,
    protection, range_band,
};
use rules::roman_war::{SURVIVE_FROM, Staged, p_dies_of_one_hit};
use serde::{Deserialize, Serialize};

use super::{MAX, RangeEditor, RwForm, TargetEditor, TargetFields, armour, house, unit_offers};
use crate::battle_snapshot::Offer;
use crate::components::count_field::CountField;
use crate::components::segmented::Segmented;
use crate::screens::helpers::source::SourcePick;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::percent;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ShootForm {
    pub weapon: VolleyWeapon,
    pub shooters: u32,
    pub range_in: u32,
    pub slope: Slope,
    /// The saved unit the shooters were filled from ("" when typed in).
    pub shooter_from: String,
}

impl Default for ShootForm {
    fn default() -> Self {
        ShootForm {
            weapon: VolleyWeapon::Archer,
            shooters: 10,
            range_in: 6,
            slope: Slope::Level,
            shooter_from: String::new(),
        }
    }
}

/// "hits on 4–6" or "no face hits".
pub(crate) fn hits_on(e: Effect) -> String {
    if e == Effect::NONE {
        "no face hits".to_string()
    } else {
        format!("hits on {}", e.describe())
    }
}

/// "then a survival roll for each man hit once: 5–6 lives".
pub(crate) fn survival_line() -> String {
    format!(
        "each man hit once rolls for survival: {} lives with a flesh wound, lower dies",
        Effect(SURVIVE_FROM).describe()
    )
}

#[component]
pub fn ShootTab(form: RwSignal<RwForm>) -> impl IntoView {
    let house = house();
    let weapon = field!(form => shoot.weapon);
    let shooters = field!(form => shoot.shooters);
    let range_in = field!(form => shoot.range_in);
    let slope = field!(form => shoot.slope);
    let from = field!(form => shoot.shooter_from);
    // The rules tie no missile to a troop type, so a saved unit brings its men and the weapon stays as set.
    let pick = Callback::new(move |o: Offer| shooters.set(o.men));
    let t = TargetFields::new(form, 0);
    let shooters_err = RwSignal::new(None);
    let wounded_err = RwSignal::new(None);
    let w = Signal::derive(move || weapon.get().weapon());

    let targets = move || {
        men_in_hit_ranks(
            w.get(),
            t.across.get() as i64,
            t.deep.get() as i64,
            &house.get().roman_war,
        )
    };
    let volley = move || Volley {
        weapon: weapon.get(),
        shooters: shooters.get() as i64,
        range_in: range_in.get() as f64,
        slope: slope.get(),
        target_armour: armour(t.troop.get(), &house.get()),
        targets: targets().unwrap_or(0),
        cover: t.cover(),
        wounded_earlier: t.wounded.get() as i64,
    };
    let range_problem = Signal::derive(move || {
        range_band(
            w.get(),
            range_in.get() as f64,
            slope.get(),
            &house.get().roman_war,
        )
        .err()
        .map(|e| e.to_string())
    });
    // What is needed, worked out by the rules before anyone rolls.
    let needed = Memo::new(move |_| {
        let h = house.get();
        let v = volley();
        let band = range_band(w.get(), v.range_in, v.slope, &h.roman_war).ok()?;
        let prot = protection(w.get(), &v.cover, &h.roman_war).ok()?;
        let effect = effect_after_cover(
            base_effect(w.get(), band, v.target_armour, &h.roman_war),
            prot,
        );
        Some((band, prot, effect))
    });
    let odds = Memo::new(move |_| {
        volley()
            .odds(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let needed_view = move || {
        let (band, prot, effect) = needed.get()?;
        let v = volley();
        let hits = Distribution::binomial(v.shooters as u32, effect.p());
        Some(view! {
            <div class="needed" data-testid="shoot-needed">
                <p class="big-line">{format!("{} at {} range, target {}: {}; then {}.",
                    w.get().name(), band.name(), prot.describe(), hits_on(effect), survival_line())}</p>
                <p class="note"><span class="house-tag">"house table"</span>
                    {format!("Each die hits {}; a man hit once dies {}; a man hit twice dies outright. {} men in reach.",
                        percent(effect.p()), percent(p_dies_of_one_hit()), v.targets)}</p>
                <OddsView dist=hits what="Hits" id="shoot-hits" />
            </div>
        })
    };
    let dead_view = move || {
        odds.get()
            .ok()
            .map(|d| view! { <OddsView dist=d what="Men dead after survival" id="shoot-dead" /> })
    };
    let next = Callback::new(move |faces: Vec<u8>| {
        let v = volley();
        let h = house.get();
        v.next_dice(&h.roman_war, &faces)
            .map(|r| {
                let label = if faces.is_empty() && r != DiceRequest::Nothing {
                    "Hit dice, one per shooter"
                } else {
                    "Survival dice, one per man hit once"
                };
                (r, label.to_string())
            })
            .map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| {
        volley()
            .resolve(&house.get().roman_war, &faces)
            .map(|o| (o.summary(), o.rule()))
            .map_err(|e| e.to_string())
    });
    view! {
        <section class="tab-body" aria-label="Missile volley">
            <fieldset class="group">
                <legend>"Shooters"</legend>
                <Segmented label="Weapon" value=weapon id="shoot-weapon" options=vec![
                    (VolleyWeapon::Archer, Weapon::Archer.name().to_string()),
                    (VolleyWeapon::Lancer, Weapon::Lancer.name().to_string()),
                    (VolleyWeapon::Slinger, Weapon::Slinger.name().to_string()),
                ] />
                <SourcePick offers=unit_offers() from=from on_pick=pick label="Shooters" id="shoot-src".to_string() />
                <CountField label="Men shooting" value=shooters error=shooters_err min=0 max=MAX id="shoot-men".to_string() />
            </fieldset>
            <RangeEditor weapon=w inches=range_in slope=slope problem=range_problem id="shoot" />
            <TargetEditor t=t weapon=w block=true id="shoot" />
            <CountField label="Of those, already wounded this turn" value=t.wounded error=wounded_err min=0 max=MAX id="shoot-wounded".to_string() />
            <p class="field-error" role="alert" data-testid="shoot-problem">{move || odds.get().err().filter(|e| range_problem.get().as_ref() != Some(e))}</p>
            {needed_view}
            {dead_view}
            <StagedRoll next=next finish=finish id="shoot-roll" />
        </section>
    }
}
