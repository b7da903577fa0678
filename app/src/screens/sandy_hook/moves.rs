//! A move, as both games measure it: how far, in cords, inches and centimetres, with the working shown; then
//! the running, slope and cord-scale inputs both games share.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::HouseRules;
use rules::rule::RuleId;
use rules::sandy_hook::cords::CordScale;
use rules::sandy_hook::movement::{MoveDistance, RUN_RULE};
use rules::sandy_hook::terrain::{Going, Mover, SLOPE_RULE, slope_speed};
use rules::text::fixed;

use super::ctx::use_ctx;
use crate::components::bind::Field;
use crate::components::count_field::CountField;
use crate::components::problem::Problem;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::components::why::OutcomeLine;

/// A speed in R with each step that made it, or why the rules refuse it.
pub type Worked = Result<(f64, Vec<String>), String>;

/// Takes `r` up or down a slope of `degrees` (none when 0), adding the step to `steps`.
pub fn on_slope(
    r: f64,
    degrees: u32,
    downhill: bool,
    mover: Mover,
    steps: &mut Vec<String>,
) -> Result<f64, String> {
    if degrees == 0 {
        return Ok(r);
    }
    let going = if downhill { Going::Down } else { Going::Up };
    let r = slope_speed(r, degrees as f64, going, mover).map_err(|e| e.to_string())?;
    let way = if downhill { "downhill" } else { "uphill" };
    steps.push(format!("{degrees}\u{b0} {way}: R{}", fixed(r, 2)));
    Ok(r)
}

/// A move tab: the answer at the top ("Moves R1.25 = 15.0 in = 38 cm", the working, and the rule that decided
/// it last: `rule` when neither running nor a slope changed it), worked out by `worked` from the page's form and
/// the house rules in force; then the unit's own fields (`children`), then running, the slope and the cord
/// scale. Test id: `move-outcome`.
#[component]
pub fn MoveSection<F: Send + Sync + 'static, C: IntoView + 'static>(
    worked: fn(&F, &HouseRules) -> Worked,
    running: Field<F, bool>,
    slope: Field<F, u32>,
    downhill: Field<F, bool>,
    scale: Field<F, CordScale>,
    rule: RuleId,
    children: TypedChildren<C>,
) -> impl IntoView {
    let ctx = use_ctx::<F>();
    let worked = Computed::new(move || ctx.house.with(|h| ctx.form.with(|f| worked(f, h))));
    let problem = Signal::derive(move || worked.with(|w| w.as_ref().err().cloned()));
    let answer = move || {
        worked.get().ok().map(|(r, steps)| {
            let d = MoveDistance::new(r, scale.get());
            let line = format!(
                "Moves R{} = {} in = {} cm",
                fixed(d.r, 2),
                fixed(d.inches, 1),
                fixed(d.cm, 0)
            );
            let rule = if slope.get() > 0 {
                SLOPE_RULE
            } else if running.get() {
                RUN_RULE
            } else {
                rule
            };
            view! {
                <div data-testid="move-outcome"><OutcomeLine summary=line rule=rule /></div>
                <p class="hint">{steps.join("; ")}</p>
            }
        })
    };
    let flat = Signal::derive(move || (slope.get() == 0).then_some("Only on a slope."));
    view! {
        <section class="sh-tab" aria-label="Movement">
            <div class="answer">{answer}<Problem text=problem id="move-problem" /></div>
            {children.into_inner()()}
            <Toggle label="Running (a quarter more)" value=running id="running" />
            <CountField label="Slope in degrees" value=slope min=0 max=90 id="slope" />
            <Toggle label="Going downhill" value=downhill id="downhill" off=flat />
            <p class="field-label">"Cord scale"</p>
            <Segmented label="Cord scale" options=options() value=scale id="scale" />
        </section>
    }
}
