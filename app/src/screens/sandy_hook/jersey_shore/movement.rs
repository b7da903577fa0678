//! Moves, Jersey Shore: how far a unit goes, running and on slopes, first; then the unit.

use leptos::prelude::*;
use rules::house_rules::HouseRules;
use rules::jersey_shore::troops::{SPEED_RULE, TroopType};
use rules::sandy_hook::movement::running_speed;
use rules::sandy_hook::terrain::Mover;
use rules::text::{Choice, fixed};

use super::super::ctx::use_ctx;
use super::super::moves::{MoveSection, Worked, on_slope};
use super::form::JsForm;
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::field;

/// The speed in R, step by step, each step named.
fn worked(f: &JsForm, h: &HouseRules) -> Worked {
    let (m, h) = (&f.movement, &h.jersey_shore);
    let mut r = h.speeds.of(m.troop.speed_class());
    let mut steps = vec![format!("{}: R{}", m.troop.label(), fixed(r, 2))];
    if m.running {
        r = running_speed(r).map_err(|e| e.to_string())?;
        steps.push(format!("running: R{}", fixed(r, 2)));
    }
    let mover = if m.troop == TroopType::Cavalry {
        Mover::Horse
    } else {
        Mover::Foot
    };
    let r = on_slope(r, m.slope, m.downhill, mover, &mut steps)?;
    Ok((r, steps))
}

#[component]
pub fn MoveTab() -> impl IntoView {
    let form = use_ctx::<JsForm>().form;
    view! {
        <MoveSection worked=worked rule=SPEED_RULE running=field!(form => movement.running) slope=field!(form => movement.slope)
            downhill=field!(form => movement.downhill) scale=field!(form => movement.scale)>
            <Pick label="Troops" options=options() value=field!(form => movement.troop) id="mv-js-troop" />
        </MoveSection>
    }
}
