//! Officers, Jersey Shore: whether a unit has the officers it needs and what it does without them; and the
//! Hessian rally, a yes/no roll said as a chance. Each leads with its answer.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::jersey_shore::command::{HESSIAN_RULE, HessianRally, UnitCommand, command_status};
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::sandy_hook::MAX_MEN;

use super::super::ctx::use_ctx;
use super::super::shot::forget_on_change;
use super::form::{JsForm, LeadHelper};
use crate::components::count_field::CountField;
use crate::components::odds_view::ChanceLine;
use crate::components::pick::Pick;
use crate::components::problem::Problem;
use crate::components::roll_panel::RollPanel;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::components::why::{OutcomeLine, rule_href};
use crate::field;

#[component]
pub fn LeadersTab() -> impl IntoView {
    let form = use_ctx::<JsForm>().form;
    let helper = Computed::new(move || form.with(|f| f.leaders.helper));
    view! {
        <section class="sh-tab" aria-label="Officers">
            <Segmented label="Leadership helper" options=options() value=field!(form => leaders.helper) id="js-lead" />
            {move || match helper.get() {
                LeadHelper::Command => view! { <Command /> }.into_any(),
                LeadHelper::Rally => view! { <Rally /> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn Command() -> impl IntoView {
    let form = use_ctx::<JsForm>().form;
    let report = Computed::new(move || {
        form.with(|f| {
            let l = &f.leaders;
            command_status(UnitCommand {
                troop: l.troop,
                men: l.men,
                men_at_start: l.men_at_start,
                officers: l.officers,
                retreating: l.retreating,
            })
            .map(|r| (r.summary(), r.rule()))
            .map_err(|e| e.to_string())
        })
    });
    let problem = Signal::derive(move || report.get().err());
    view! {
        <div class="answer">
            {move || report.get().ok().map(|(s, r)| view! { <OutcomeLine summary=s rule=r /> })}
            <Problem text=problem />
        </div>
        <Pick label="Troops" options=options() value=field!(form => leaders.troop) id="cmd-troop" />
        <CountField label="Men now" value=field!(form => leaders.men) min=0 max=MAX_MEN id="cmd-men" />
        <CountField label="Men at the start" value=field!(form => leaders.men_at_start) min=1 max=MAX_MEN id="cmd-start" />
        <CountField label="Officers with them" value=field!(form => leaders.officers) min=0 max=MAX_MEN id="cmd-officers" />
        <Toggle label="Already falling back" value=field!(form => leaders.retreating) id="cmd-retreating" />
    }
}

/// Hessians falling back: the chance the officer rallies them, then the roll where one is needed.
#[component]
fn Rally() -> impl IntoView {
    let form = use_ctx::<JsForm>().form;
    let rally = Computed::new(move || {
        form.with(|f| HessianRally {
            officer: f.leaders.officer,
        })
    });
    let faces = field!(form => leaders.faces);
    forget_on_change(rally, faces);
    let request = Signal::derive(move || {
        rally
            .with(|r| r.dice_needed(()))
            .unwrap_or(DiceRequest::Nothing)
    });
    let chance =
        Signal::derive(move || rally.with(|r| r.odds(())).map_or(0.0, |d| d.p_at_least(1)));
    // A Hessian officer needs no roll: his result stands at once. Until there is a result, the rule's link.
    let outcome = move || {
        let r = rally.get();
        let f = faces.get();
        let needs_dice = request.get() != DiceRequest::Nothing;
        match (!needs_dice || !f.is_empty())
            .then(|| r.resolve((), &f).ok())
            .flatten()
        {
            Some(o) => view! { <OutcomeLine summary=o.summary() rule=o.rule() /> }.into_any(),
            None => view! { <a class="why" href=rule_href(HESSIAN_RULE)>"Why? See the rule"</a> }
                .into_any(),
        }
    };
    view! {
        <div class="answer">
            <ChanceLine p=chance of_what="they rally" id="rally-chance" />
            {outcome}
        </div>
        <p class="field-label">"Hessians falling back: who tries to rally them?"</p>
        <Segmented label="Officer" options=options() value=field!(form => leaders.officer) id="rally-officer" />
        {move || (request.get() != DiceRequest::Nothing).then(|| view! {
            <div class="sh-roll">
                <RollPanel request=request on_faces=Callback::new(move |f| faces.set(f)) id="rally-roll" />
            </div>
        })}
    }
}
