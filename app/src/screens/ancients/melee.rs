//! Melee: two units' profiles, the Advantage category by category, to-hit, saves, thresholds and Break Test
//! odds for both sides, then the fight rolled stage by stage.

use leptos::prelude::*;

use crate::field;
use rules::ancients::attack::score_text;
use rules::ancients::melee::{Combatant, MeleeInput};
use rules::error::RulesError;
use rules::house_rules::HouseRules;
use rules::mechanism::{DiceRequest, Explained, Mechanism};

use super::shoot::Step;
use super::{AncForm, BreakOddsList, Role, UnitEditor, UnitFields, house};
use crate::components::toggle::Toggle;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::percent;

/// Takes the next `n` faces, or says the stage still to roll.
macro_rules! take {
    ($faces:ident, $at:ident, $n:expr, $req:expr, $label:expr) => {{
        let n = $n as usize;
        if $faces.len() < $at + n {
            return Ok(Step::Need($req, $label));
        }
        let out = &$faces[$at..$at + n];
        $at += n;
        out
    }};
}

/// Reads real dice stage by stage: each side's to-hit dice, each side's saves (one per hit taken), then each
/// side's Break Test 2d6 if due; then lays them out in the single-roll order of `MeleeInput::resolve`, where
/// the save die `i` answers the enemy's to-hit die `i`.
fn staged(input: &MeleeInput, house: &HouseRules, faces: &[u8]) -> Result<Step, RulesError> {
    let h = &house.ancients;
    input.dice_needed(&house.ancients)?;
    let [na, nb] = input.dice();
    let [ta, tb] = input.to_hit(h);
    let [sa, sb] = input.saves();
    let a = input.a.unit.label("Side A").to_string();
    let b = input.b.unit.label("Side B").to_string();
    let mut at = 0usize;
    let a_hit = take!(
        faces,
        at,
        na,
        DiceRequest::D6(na),
        format!("{a}: to-hit dice ({})", score_text(ta))
    );
    let b_hit = take!(
        faces,
        at,
        nb,
        DiceRequest::D6(nb),
        format!("{b}: to-hit dice ({})", score_text(tb))
    );
    let scored = input.hits_scored(h, a_hit, b_hit)?;
    let a_save = take!(
        faces,
        at,
        scored[1],
        DiceRequest::D6(scored[1]),
        format!("{a}: saves, one per hit ({})", score_text(sa))
    );
    let b_save = take!(
        faces,
        at,
        scored[0],
        DiceRequest::D6(scored[0]),
        format!("{b}: saves, one per hit ({})", score_text(sb))
    );
    let taken = input.hits_taken(scored, a_save, b_save)?;
    let tests = input.break_tests(taken);
    let a_due = tests[0].due(h);
    let b_due = tests[1].due(h);
    let a_test = if a_due {
        take!(
            faces,
            at,
            2,
            DiceRequest::TwoD6(1),
            format!("{a}: Break Test 2d6")
        )
    } else {
        &[1, 1][..]
    };
    let b_test = if b_due {
        take!(
            faces,
            at,
            2,
            DiceRequest::TwoD6(1),
            format!("{b}: Break Test 2d6")
        )
    } else {
        &[1, 1][..]
    };
    // A save answering a die that missed is ignored by the rules: any face does.
    let pair = |attack: &[u8], to_hit: u8, saves: &[u8]| -> Vec<u8> {
        let mut it = saves.iter();
        attack
            .iter()
            .map(|&f| {
                if f >= to_hit {
                    *it.next().unwrap_or(&1)
                } else {
                    1
                }
            })
            .collect()
    };
    let mut flat = Vec::with_capacity(at + 8);
    flat.extend_from_slice(a_hit);
    flat.extend_from_slice(b_hit);
    flat.extend(pair(a_hit, ta, b_save));
    flat.extend(pair(b_hit, tb, a_save));
    flat.extend_from_slice(a_test);
    flat.extend_from_slice(b_test);
    Ok(Step::Done(flat))
}

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
            counter_charged: false,
        },
        b: Combatant {
            unit: ub.unit(),
            standing: ub.standing(),
            engaging: ub.engaging.get(),
            charged: ub.charged.get(),
            counter_charged: false,
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
    let next = Callback::new(
        move |faces: Vec<u8>| match staged(&input(), &house.get(), &faces) {
            Ok(Step::Need(r, label)) => Ok((r, label)),
            Ok(Step::Done(_)) => Ok((DiceRequest::Nothing, String::new())),
            Err(e) => Err(e.to_string()),
        },
    );
    let finish = Callback::new(move |faces: Vec<u8>| {
        let h = house.get();
        let i = input();
        match staged(&i, &h, &faces) {
            Ok(Step::Done(flat)) => i
                .resolve(&h.ancients, &flat)
                .map(|o| (o.summary(), o.rule()))
                .map_err(|e| e.to_string()),
            Ok(Step::Need(..)) => Err("More dice are needed.".to_string()),
            Err(e) => Err(e.to_string()),
        }
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
