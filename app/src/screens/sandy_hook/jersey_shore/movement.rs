//! Moves, Jersey Shore: how far a unit goes, running and on slopes, first; then the unit.

use leptos::prelude::*;
use rules::jersey_shore::House;
use rules::jersey_shore::troops::{SPEED_RULE, TroopType};
use rules::sandy_hook::movement::running_speed;
use rules::sandy_hook::terrain::Mover;
use rules::text::{Choice, fixed};

use super::super::ctx::use_ctx;
use super::super::moves::{MoveAnswer, MoveInputs, Worked, on_slope};
use super::form::{JsForm, Movement};
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::field;

/// The speed in R, step by step, each step named.
fn worked(m: &Movement, h: &House) -> Worked {
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
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let worked = Memo::new(move |_| {
        ctx.house
            .with(|h| form.with(|f| worked(&f.movement, &h.jersey_shore)))
    });
    view! {
        <section class="sh-tab" aria-label="Movement">
            <MoveAnswer worked=worked scale=field!(form => movement.scale) running=field!(form => movement.running)
                slope=field!(form => movement.slope) rule=SPEED_RULE />
            <Pick label="Troops" options=options() value=field!(form => movement.troop) id="mv-js-troop" />
            <MoveInputs running=field!(form => movement.running) slope=field!(form => movement.slope)
                downhill=field!(form => movement.downhill) scale=field!(form => movement.scale) />
        </section>
    }
}
