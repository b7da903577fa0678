//! Movement: a unit's speed with its formation, running and slopes, in cords, inches and centimetres.

use leptos::prelude::*;
use rules::jersey_shore::troops::TroopType;
use rules::rule::System;
use rules::sandarticus::formations::{Formation, formation_speed};
use rules::sandarticus::troops::{Mount, profile, running_speed, speed};
use rules::sandy_hook::cords::CordScale;
use rules::sandy_hook::movement::{self, MoveDistance, RUN_RULE};
use rules::sandy_hook::terrain::{Going, Mover, SLOPE_RULE, slope_speed};

use super::shoot::troop_options;
use super::{Pick, use_ctx};
use crate::components::count_field::CountField;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::components::why::OutcomeLine;
use rules::text::capitalise;
use rules::text::fixed;

#[component]
pub fn MoveTab() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let sa = move || ctx.system.get() != System::JerseyShore;
    let slope_err = RwSignal::new(None);
    let js_troops = TroopType::ALL
        .into_iter()
        .map(|t| (t, capitalise(t.name())))
        .collect::<Vec<_>>();
    let forms = Formation::ALL
        .into_iter()
        .map(|x| (x, capitalise(x.name())))
        .collect::<Vec<_>>();
    let scales = vec![
        (CordScale::Single, "R = 1 ft".to_string()),
        (CordScale::Doubled, "Doubled".to_string()),
        (CordScale::Tripled, "Tripled".to_string()),
    ];
    // The speed in R, step by step, each step named.
    let worked = move || -> Result<(f64, Vec<String>), String> {
        let h = ctx.house.get();
        let mut steps = Vec::new();
        let (mut r, mover) = if sa() {
            let t = f.mv_troop.get();
            let base = speed(t, &h.sandarticus);
            steps.push(format!("{}: {base}", capitalise(profile(t).name)));
            let formed = formation_speed(base, f.mv_form.get());
            if formed != base {
                steps.push(format!("in a {}: {formed}", f.mv_form.get().name()));
            }
            let c = if f.running.get() {
                let run = running_speed(formed);
                steps.push(format!("running: {run}"));
                run
            } else {
                formed
            };
            let mover = if profile(t).mount == Mount::Foot {
                Mover::Foot
            } else {
                Mover::Horse
            };
            (c.eighths as f64 / 8.0, mover)
        } else {
            let t = f.mv_js_troop.get();
            let mut r = h.jersey_shore.speeds.of(t.speed_class());
            steps.push(format!("{}: R{}", capitalise(t.name()), fixed(r, 2)));
            if f.running.get() {
                r = movement::running_speed(r).map_err(|e| e.to_string())?;
                steps.push(format!("running: R{}", fixed(r, 2)));
            }
            let mover = if t == TroopType::Cavalry {
                Mover::Horse
            } else {
                Mover::Foot
            };
            (r, mover)
        };
        let deg = f.slope.get();
        if deg > 0 {
            let going = if f.downhill.get() {
                Going::Down
            } else {
                Going::Up
            };
            r = slope_speed(r, deg as f64, going, mover).map_err(|e| e.to_string())?;
            steps.push(format!(
                "{deg}\u{b0} {}: R{}",
                if f.downhill.get() {
                    "downhill"
                } else {
                    "uphill"
                },
                fixed(r, 2)
            ));
        }
        Ok((r, steps))
    };
    view! {
        <section class="sh-tab" aria-label="Movement">
            <Show when=sa fallback=move || view! { <Pick label="Troops" options=js_troops.clone() value=f.mv_js_troop id="mv-js-troop" /> }>
                <Pick label="Troops" options=troop_options() value=f.mv_troop id="mv-troop" />
                <Pick label="Formation" options=forms.clone() value=f.mv_form id="mv-form" />
            </Show>
            <Toggle label="Running (a quarter more)".to_string() value=f.running id="running" />
            <CountField label="Slope in degrees" value=f.slope error=slope_err min=0 max=90 id="slope".to_string() />
            <Toggle label="Going downhill".to_string() value=f.downhill />
            <Segmented label="Cord scale" options=scales value=f.scale id="scale" />
            {move || match worked() {
                Err(e) => view! { <p class="problem" role="alert" data-testid="move-problem">{e}</p> }.into_any(),
                Ok((r, steps)) => {
                    let d = MoveDistance::new(r, f.scale.get());
                    let line = format!("Moves R{} = {} in = {} cm", fixed(d.r, 2), fixed(d.inches, 1), fixed(d.cm, 0));
                    let rule = if f.slope.get() > 0 { SLOPE_RULE } else if f.running.get() { RUN_RULE } else { rules::sandarticus::troops::RULE_SPEED };
                    view! {
                        <div data-testid="move-outcome"><OutcomeLine summary=line rule=rule /></div>
                        <p class="hint">{steps.join("; ")}</p>
                    }.into_any()
                }
            }}
        </section>
    }
}
