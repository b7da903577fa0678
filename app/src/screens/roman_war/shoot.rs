//! Missile volleys: archers, lancers and slingers against a block of men, hits then survival rolls.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Mechanism, Staged};
use rules::roman_war::missiles::{
    Slope, Volley, VolleyWeapon, base_effect, effect_after_cover, men_in_hit_ranks, protection,
    range_band,
};
use rules::roman_war::p_dies_of_one_hit;
use rules::text::{average, percent};
use serde::{Deserialize, Serialize};

use super::answer::{DEAD, Odds, hits_on, shown, survival_line, told};
use super::target::{RangeEditor, TargetEditor, TargetFields};
use super::{MAX, RwForm, armour, house, unit_offers};
use crate::battle_snapshot::Offer;
use crate::components::count_field::CountField;
use crate::components::odds_view::OddsView;
use crate::components::problem::Problem;
use crate::components::segmented::{Segmented, options};
use crate::field;
use crate::screens::helpers::source::SourcePick;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult};

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
    let w = Signal::derive(move || weapon.get().weapon());
    let volley = move || {
        let h = house.get();
        let targets = men_in_hit_ranks(
            w.get(),
            t.across.get() as i64,
            t.deep.get() as i64,
            &h.roman_war,
        );
        Volley {
            weapon: weapon.get(),
            shooters: shooters.get() as i64,
            range_in: range_in.get() as f64,
            slope: slope.get(),
            target_armour: armour(t.troop.get(), &h),
            targets: targets.unwrap_or(0),
            cover: t.cover(),
            wounded_earlier: t.wounded.get() as i64,
        }
    };
    let range_problem = Signal::derive(move || {
        let h = house.get();
        range_band(w.get(), range_in.get() as f64, slope.get(), &h.roman_war)
            .err()
            .map(|e| e.to_string())
    });
    let odds: Odds = Computed::new(move || {
        volley()
            .odds(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    // What is needed, worked out by the rules before anyone rolls.
    let needed = move || {
        let h = house.get();
        let v = volley();
        let band = range_band(w.get(), v.range_in, v.slope, &h.roman_war).ok()?;
        let prot = protection(w.get(), &v.cover, &h.roman_war).ok()?;
        let effect = effect_after_cover(
            base_effect(w.get(), band, v.target_armour, &h.roman_war),
            prot,
        );
        let headline = format!(
            "{} at {} range, target {}: {} ({} a die); {}.",
            w.get().name(),
            band.name(),
            prot.describe(),
            hits_on(effect),
            percent(effect.p()),
            survival_line()
        );
        let note = format!(
            "Hits: average {}. A man hit once dies {}; hit twice, he dies. {} men in reach.",
            average(v.shooters as f64 * effect.p()),
            percent(p_dies_of_one_hit()),
            v.targets
        );
        Some((headline, note))
    };
    let problem = Signal::derive(move || {
        odds.get()
            .err()
            .filter(|e| range_problem.get().as_ref() != Some(e))
    });
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            volley()
                .next_stage(&house.get().roman_war, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| told(volley().resolve(&house.get().roman_war, &faces))),
    );
    view! {
        <section class="tab-body" aria-label="Missile volley">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || odds.with(Result::is_err) data-testid="shoot-needed">
                <p class="big-line">{move || needed().map(|n| n.0)}</p>
                <OddsView dist=shown(odds) what=DEAD id="shoot-dead" />
                <p class="note"><span class="house-tag">"house table"</span>{move || needed().map(|n| n.1)}</p>
            </div>
            <Problem text=problem id="shoot-problem" />
            <fieldset class="group">
                <legend>"Shooters"</legend>
                <Segmented label="Weapon" value=weapon id="shoot-weapon" options={options::<VolleyWeapon>()} />
                <SourcePick offers=unit_offers() from=from on_pick=pick label="Shooters" id="shoot-src".to_string() />
                <CountField label="Men shooting" value=shooters min=0 max=MAX id="shoot-men" />
            </fieldset>
            <RangeEditor weapon=w inches=range_in slope=slope problem=range_problem id="shoot" />
            <TargetEditor t=t weapon=w block=true id="shoot" />
            <CountField label="Of those, already wounded this turn" value=t.wounded min=0 max=MAX id="shoot-wounded" />
            <RollDock roll=roll id="shoot-roll" />
        </section>
    }
}
