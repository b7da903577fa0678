//! Engines, Sandarticus: an onager's stone by the cup rule, with where the cup lands, or a ballista's bolt along
//! the string. How many fall comes first, then what is shot at, then the exact odds and the roll.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::HouseRules;
use rules::mechanism::{Explained, Mechanism};
use rules::sandarticus::armour::{Facing, troop_armour};
use rules::sandarticus::shooting::{OnagerShot, Shot, Target};
use rules::sandarticus::weapons::Weapon;
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::scatter::Scatter;
use rules::text::Choice;

use super::super::ctx::use_ctx;
use super::super::cup::{CupSpots, ScatterLine, landings};
use super::super::shot::{CasualtyOdds, Checked, Preview, ShotAnswer, ShotDock, forget_on_change};
use super::form::{EngineKind, Engines, SaForm};
use super::shoot::check;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::dice::ScatterPicture;

/// The shot the tab is set for, as the rules take it.
#[derive(Clone, PartialEq)]
enum Engine {
    Cup(OnagerShot),
    Bolt(Shot),
}

fn engine(e: &Engines, house: &rules::sandarticus::House) -> Engine {
    match e.kind {
        EngineKind::Cup => Engine::Cup(OnagerShot {
            weapon: e.engine,
            landings: landings(e.spots, e.under_wall),
            target_armour: troop_armour(e.troop, Facing::Front, false, house),
        }),
        EngineKind::Ballista => Engine::Bolt(Shot {
            weapon: Weapon::Ballista,
            shooters: 1,
            third: e.bolt_third,
            cover: e.bolt_cover,
            firer_moved: !e.bolt_still,
            target_moved: !e.bolt_still,
            target: Target::Troops {
                troop: e.troop,
                facing: Facing::Front,
                formed_facing_enemy: false,
            },
            target_men: e.bolt_men as i64,
        }),
    }
}

impl Engine {
    fn check(&self, h: &HouseRules) -> Checked {
        let e = |e: rules::RulesError| e.to_string();
        match self {
            Engine::Cup(s) => {
                let hh = (&h.sandy_hook, &h.sandarticus);
                Ok(Preview {
                    request: s.dice_needed(hh).map_err(e)?,
                    shots: 1,
                    need: None,
                    per_man: 1,
                    casualties: s.odds(hh).map_err(e)?,
                })
            }
            Engine::Bolt(s) => check(s, &h.sandarticus),
        }
    }

    /// The result line, its rule, and where the cup landed.
    fn resolve(
        &self,
        h: &HouseRules,
        faces: &[u8],
    ) -> Option<(String, &'static str, Option<Scatter>)> {
        Some(match self {
            Engine::Cup(s) => {
                let o = s.resolve((&h.sandy_hook, &h.sandarticus), faces).ok()?;
                (o.summary(), o.rule(), Some(o.cup.landing))
            }
            Engine::Bolt(s) => {
                let o = s.resolve(&h.sandarticus, faces).ok()?;
                (o.summary(), o.rule(), None)
            }
        })
    }
}

#[component]
pub fn EnginesTab() -> impl IntoView {
    let ctx = use_ctx::<SaForm>();
    let form = ctx.form;
    let input = Computed::new(move || {
        ctx.house
            .with(|h| form.with(|f| engine(&f.engines, &h.sandarticus)))
    });
    let faces = field!(form => engines.faces);
    forget_on_change(input, faces);
    let checked = Computed::new(move || ctx.house.with(|h| input.with(|s| s.check(h))));
    let outcome = Computed::new(move || {
        let f = faces.get();
        (!f.is_empty())
            .then(|| ctx.house.with(|h| input.with(|s| s.resolve(h, &f))))
            .flatten()
    });
    let rolled = Signal::derive(move || outcome.get().map(|(s, r, _)| (s, r)));
    let cup = Computed::new(move || form.with(|f| f.engines.kind == EngineKind::Cup));
    let inputs = move || {
        if cup.get() {
            let engines = [Weapon::Onager, Weapon::TenMinaOnager]
                .map(|w| (w, w.label().to_string()))
                .to_vec();
            view! {
                <ScatterLine house=ctx.house />
                <Segmented label="Engine" options=engines value=field!(form => engines.engine) id="engine" />
                <CupSpots spots=std::array::from_fn(|k| field!(form, i = k => engines.spots[i]))
                    under_wall=field!(form => engines.under_wall) />
            }
            .into_any()
        } else {
            view! {
                <p class="hint">"Stretch the string from the ballista: the bolt strikes up to 3 men it touches."</p>
                <CountField label="Men the string touches" value=field!(form => engines.bolt_men) min=1 max=MAX_MEN id="bolt-men" />
                <p class="field-label">"Range: which third of the cord"</p>
                <Segmented label="Range" options=options() value=field!(form => engines.bolt_third) id="bolt-third" />
                <p class="field-label">"Cover"</p>
                <Segmented label="Cover" options=options() value=field!(form => engines.bolt_cover) id="bolt-cover" />
                <Toggle label="Neither side moved last move" value=field!(form => engines.bolt_still) id="bolt-still" />
            }
            .into_any()
        }
    };
    view! {
        <section class="sh-tab" aria-label="Engines">
            <Segmented label="Engine" options=options() value=field!(form => engines.kind) id="art" />
            <ShotAnswer checked=checked rolled=rolled />
            {move || outcome.get().and_then(|(_, _, l)| l).map(|l| view! { <ScatterPicture scatter=l /> })}
            <Pick label="Target troops (for their armour)" options=options() value=field!(form => engines.troop) id="art-troop" />
            {inputs}
            <CasualtyOdds checked=checked id="art-odds" />
            <ShotDock checked=checked faces=faces id="art-roll" />
        </section>
    }
}
