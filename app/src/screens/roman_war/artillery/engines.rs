//! Engines that aim (the ballista and catapult's ranging shot and burst, the scorpio's bolt through a line)
//! and beasts that run men over (chariots and elephants): men under a template, hits, then survival.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Mechanism, Staged};
use rules::odds::p_d6_at_least;
use rules::roman_war::missiles::{
    Effect, Weapon, base_effect, effect_after_cover, protection, range_band,
};
use rules::roman_war::templates::{
    ArtilleryShot, BURST_ACROSS, Beast, Engine, RUN_OVER_HIT_TO, RunOver, ScorpioShot, ranging_from,
};
use rules::text::{measure, percent};

use super::super::answer::{DEAD, Odds, hits_on, shown, survival_line, told};
use super::super::target::{RangeEditor, TargetEditor, TargetFields};
use super::super::{MAX, RwForm, armour, house};
use super::Kind;
use crate::components::count_field::CountField;
use crate::components::odds_view::OddsView;
use crate::components::problem::Problem;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult};

/// The ballista, the catapult and the scorpio: a range, a target behind its cover, and the men in reach.
#[component]
pub fn Engines(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let house = house();
    let kind = field!(form => artillery.kind);
    let range_in = field!(form => artillery.range_in);
    let slope = field!(form => artillery.slope);
    let men = field!(form => artillery.men_under);
    let t = TargetFields::new(form, 1);
    let weapon = Signal::derive(move || match kind.get() {
        Kind::Catapult => Weapon::Catapult,
        Kind::Scorpio => Weapon::Scorpio,
        _ => Weapon::Ballista,
    });
    let engine = move || match kind.get() {
        Kind::Catapult => Engine::Catapult,
        _ => Engine::Ballista,
    };
    let shot = move || ArtilleryShot {
        engine: engine(),
        range_in: range_in.get() as f64,
        slope: slope.get(),
        men_under: men.get() as i64,
        target_armour: armour(t.troop.get(), &house.get()),
        cover: t.cover(),
        wounded_earlier: t.wounded.get() as i64,
    };
    let bolt = move || ScorpioShot {
        range_in: range_in.get() as f64,
        slope: slope.get(),
        target_armour: armour(t.troop.get(), &house.get()),
        men_in_line: men.get() as i64,
        cover: t.cover(),
        wounded_earlier: t.wounded.get() as i64,
    };
    let scorpio = move || kind.get() == Kind::Scorpio;
    let range_problem = Signal::derive(move || {
        range_band(
            weapon.get(),
            range_in.get() as f64,
            slope.get(),
            &house.get().roman_war,
        )
        .err()
        .map(|e| e.to_string())
    });
    let odds: Odds = Computed::new(move || {
        let h = &house.get().roman_war;
        if scorpio() {
            bolt().odds(h)
        } else {
            shot().odds(h)
        }
        .map_err(|e| e.to_string())
    });
    let needed = move || -> Option<String> {
        let h = house.get();
        let w = weapon.get();
        let band = range_band(w, range_in.get() as f64, slope.get(), &h.roman_war).ok()?;
        let prot = protection(w, &t.cover(), &h.roman_war).ok()?;
        let e = effect_after_cover(
            base_effect(w, band, armour(t.troop.get(), &h), &h.roman_war),
            prot,
        );
        let how = format!(
            "{} ({} range, {})",
            hits_on(e),
            band.name(),
            prot.describe()
        );
        if scorpio() {
            let ranks = Weapon::Scorpio.profile(&h.roman_war).ranks_hit;
            return Some(format!(
                "Each man in the bolt's line (up to {ranks} ranks) {how}; {}.",
                survival_line()
            ));
        }
        let from = ranging_from(engine(), range_in.get() as f64, slope.get(), &h.roman_war).ok()?;
        Some(format!(
            "The ranging shot lands on {} ({}); then each man under the burst {how}; {}.",
            Effect(from).describe(),
            percent(p_d6_at_least(from as i64)),
            survival_line()
        ))
    };
    let problem = Signal::derive(move || {
        odds.get()
            .err()
            .filter(|e| range_problem.get().as_ref() != Some(e))
    });
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            let h = &house.get().roman_war;
            if scorpio() {
                bolt().next_stage(h, &faces)
            } else {
                shot().next_stage(h, &faces)
            }
            .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            let h = &house.get().roman_war;
            if scorpio() {
                told(bolt().resolve(h, &faces))
            } else {
                told(shot().resolve(h, &faces))
            }
        }),
    );
    let men_label = move || {
        if scorpio() {
            "Men in the bolt's line"
        } else {
            "Men under the burst"
        }
    };
    view! {
        <section class="tab-body" aria-label="Artillery">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || odds.with(Result::is_err) data-testid="art-needed">
                <p class="big-line">{needed}</p>
                <OddsView dist=shown(odds) what=DEAD id="art-odds" />
            </div>
            <Problem text=problem id="art-problem" />
            {pick.run()}
            <RangeEditor weapon=weapon inches=range_in slope=slope problem=range_problem id="art" />
            <TargetEditor t=t weapon=weapon block=false id="art" />
            {move || view! { <CountField label=men_label() value=men min=0 max=MAX id="art-men" /> }}
            <p class="note" class:hidden=scorpio data-testid="art-burst">{burst_hint()}</p>
            <CountField label="Of those, already wounded this turn" value=t.wounded min=0 max=MAX id="art-wounded" />
            <RollDock roll=roll id="art-roll" />
        </section>
    }
}

/// Where to count the men under the burst: the template's size, Ballista, Roman War Rules.
fn burst_hint() -> String {
    let (inches, cm) = BURST_ACROSS;
    format!(
        "Lay the burst template, about {} in ({} cm) across, where the shot lands: these are the men under it.",
        measure(inches),
        measure(cm)
    )
}

/// Chariots and elephants: every man under the template rolls for himself, then survival.
#[component]
pub fn Beasts(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let kind = field!(form => artillery.kind);
    let men = field!(form => artillery.men_under);
    let wounded = field!(form, i = 1 => targets[i].wounded);
    let run_over = move || RunOver {
        beast: if kind.get() == Kind::Elephant {
            Beast::Elephant
        } else {
            Beast::Chariot
        },
        men_under: men.get() as i64,
        wounded_earlier: wounded.get() as i64,
    };
    let odds: Odds = Computed::new(move || run_over().odds(()).map_err(|e| e.to_string()));
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            run_over().next_stage((), &faces).map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| told(run_over().resolve((), &faces))),
    );
    let problem = Signal::derive(move || odds.get().err());
    view! {
        <section class="tab-body" aria-label="Artillery">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || odds.with(Result::is_err) data-testid="art-needed">
                <p class="big-line">{format!("Each man under the template is hit on 1\u{2013}{RUN_OVER_HIT_TO}; {}.", survival_line())}</p>
                <OddsView dist=shown(odds) what=DEAD id="art-odds" />
            </div>
            <Problem text=problem id="art-problem" />
            {pick.run()}
            <CountField label="Men under the template" value=men min=0 max=MAX id="art-men" />
            <CountField label="Of those, already wounded this turn" value=wounded min=0 max=MAX id="art-wounded" />
            <RollDock roll=roll id="art-roll" />
        </section>
    }
}
