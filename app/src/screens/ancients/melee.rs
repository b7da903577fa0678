//! Melee: two units' profiles, the Advantage category by category, to-hit, saves, thresholds and Break Test
//! odds for both sides, then the fight rolled stage by stage.

use leptos::prelude::*;

use crate::field;
use rules::ancients::attack::score_text;
use rules::ancients::melee::{Combatant, MeleeInput};
use rules::mechanism::{Explained, Mechanism, Staged};

use super::{AncForm, BreakOddsList, Role, UnitEditor, UnitFields, house};
use crate::components::toggle::Toggle;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::percent;

#[component]
pub fn MeleeTab(form: RwSignal<AncForm>) -> impl IntoView {
    let house = house();
    let first_turn = field!(form => first_turn);
    let ua = UnitFields::new(form, 0);
    let ub = UnitFields::new(form, 1);
    let input = move || MeleeInput {
        a: Combatant {
            unit: ua.unit(),
            standing: ua.standing(),
            engaging: ua.engaging.get(),
            charged: ua.charged.get(),
        },
        b: Combatant {
            unit: ub.unit(),
            standing: ub.standing(),
            engaging: ub.engaging.get(),
            charged: ub.charged.get(),
        },
        first_turn: first_turn.get(),
    };
    let forecast = Memo::new(move |_| {
        input()
            .forecast(&house.get().ancients)
            .map_err(|e| e.to_string())
    });
    let forecast_view = move || {
        let f = forecast.get().ok()?;
        let h = house.get();
        let i = input();
        let adv = i.advantage(&h.ancients);
        let [na, nb] = [
            i.a.unit.label("Side A").to_string(),
            i.b.unit.label("Side B").to_string(),
        ];
        let rows = [
            ("Skill", adv.skill),
            ("Weight", adv.weight),
            ("Type", adv.kind),
            ("Formation", adv.formation),
            ("Position", adv.position),
            ("Net", adv.net()),
        ]
        .into_iter()
        .map(|(cat, v)| {
            let who = match v.signum() {
                1 => na.clone(),
                -1 => nb.clone(),
                _ => "even".to_string(),
            };
            view! { <tr><th scope="row">{cat}</th><td>{format!("{v:+}")}</td><td>{who}</td></tr> }
        })
        .collect_view();
        let thresholds = [i.a.unit.size, i.b.unit.size].map(|s| h.ancients.hit_threshold(s));
        let side = |k: usize, name: String| {
            view! {
                <div class="side" data-testid=format!("anc-side-{k}")>
                    <h3>{name.clone()}</h3>
                    <p class="big-line">{format!("{} dice, to hit {}, saves {}", f.dice[k], score_text(f.to_hit[k]), score_text(f.saves[k]))}</p>
                    <OddsView dist=f.hits_taken[k].clone() what="Hits taken after saves" id=if k == 0 { "anc-hits-a" } else { "anc-hits-b" } />
                    <p class="note">{format!("Break Test at {} hits: {}.", thresholds[k], percent(f.reach_threshold[k]))}</p>
                    <BreakOddsList odds=f.break_tests[k] id=format!("anc-break-{k}") />
                </div>
            }
        };
        Some(view! {
            <div class="needed" data-testid="anc-melee-needed">
                <p class="big-line">{i.to_hit_line(&h.ancients)}</p>
                <table class="advantage" data-testid="advantage">
                    <caption>"Advantage (positive favours the first unit)"</caption>
                    <tbody>{rows}</tbody>
                </table>
                <p class="big-line" data-testid="anc-win">{format!("{na} wins {}, draw {}, {nb} wins {}.",
                    percent(f.a_wins), percent(f.draw), percent(f.b_wins))}</p>
                {side(0, na.clone())}
                {side(1, nb.clone())}
            </div>
        })
    };
    let next = Callback::new(move |faces: Vec<u8>| {
        input()
            .next_stage(&house.get().ancients, &faces)
            .map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| {
        input()
            .resolve(&house.get().ancients, &faces)
            .map(|o| (o.summary(), o.rule()))
            .map_err(|e| e.to_string())
    });
    view! {
        <section class="tab-body" aria-label="Melee">
            <UnitEditor u=ua role=Role::Fighter legend="First unit" id="sa" />
            <UnitEditor u=ub role=Role::Fighter legend="Second unit" id="sb" />
            <Toggle label="First turn of this fight".to_string() value=first_turn />
            <p class="field-error" role="alert" data-testid="anc-melee-problem">{move || forecast.get().err()}</p>
            {forecast_view}
            <StagedRoll next=next finish=finish id="anc-melee-roll" />
        </section>
    }
}
