//! Moves, Sandarticus: how far a unit goes with its formation, running and slopes, first; then the unit.

use leptos::prelude::*;
use rules::house_rules::HouseRules;
use rules::sandarticus::formations::formation_speed;
use rules::sandarticus::troops::{Mount, RULE_SPEED, profile, running_speed, speed};
use rules::sandy_hook::terrain::Mover;

use super::super::ctx::use_ctx;
use super::super::moves::{MoveSection, Worked, on_slope};
use super::form::SaForm;
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::field;

/// The speed in R, step by step, each step named.
fn worked(f: &SaForm, h: &HouseRules) -> Worked {
    let (m, h) = (&f.movement, &h.sandarticus);
    let base = speed(m.troop, h);
    let mut steps = vec![format!("{}: {base}", profile(m.troop).name)];
    let formed = formation_speed(base, m.formation);
    if formed != base {
        steps.push(format!("in a {}: {formed}", m.formation.name()));
    }
    let c = if m.running {
        let run = running_speed(formed);
        steps.push(format!("running: {run}"));
        run
    } else {
        formed
    };
    let mover = if profile(m.troop).mount == Mount::Foot {
        Mover::Foot
    } else {
        Mover::Horse
    };
    let r = on_slope(
        c.eighths as f64 / 8.0,
        m.slope,
        m.downhill,
        mover,
        &mut steps,
    )?;
    Ok((r, steps))
}

#[component]
pub fn MoveTab() -> impl IntoView {
    let form = use_ctx::<SaForm>().form;
    view! {
        <MoveSection worked=worked rule=RULE_SPEED running=field!(form => movement.running) slope=field!(form => movement.slope)
            downhill=field!(form => movement.downhill) scale=field!(form => movement.scale)>
            <Pick label="Troops" options=options() value=field!(form => movement.troop) id="mv-troop" />
            <Pick label="Formation" options=options() value=field!(form => movement.formation) id="mv-form" />
        </MoveSection>
    }
}
