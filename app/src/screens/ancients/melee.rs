//! Melee: two units' profiles, the Advantage category by category, and for each side what happens to it (the
//! hits it takes from the other side's dice, its Break Test), then the fight rolled stage by stage.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::ancients::attack::score_text;
use rules::ancients::melee::{MeleeForecast, MeleeInput, MeleeOutcome};
use rules::mechanism::{Explained, Mechanism, Staged};
use rules::text::percent;

use super::group_parts::AddUnits;
use super::unit::{Role, UnitEditor, UnitFields};
use super::{AncForm, BreakOddsList, house};
use crate::components::odds_view::{Noun, OddsView};
use crate::components::problem::Problem;
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult, Told};

const HITS_TAKEN: Noun = Noun::new("hit taken", "hits taken");

/// What happens to side `k`: the hits the other side's dice do to it after its saves, and its Break Test.
#[component]
fn SideOdds(k: usize, names: [String; 2], f: MeleeForecast, threshold: u32) -> impl IntoView {
    let other = 1 - k;
    let how = format!(
        "{}'s {} dice hit on {}; saves on {}.",
        names[other],
        f.dice[other],
        score_text(f.to_hit[other]),
        score_text(f.saves[k])
    );
    view! {
        <div class="side" data-testid=format!("anc-side-{k}")>
            <h3>{format!("What happens to {}", names[k])}</h3>
            <p class="note">{how}</p>
            <OddsView dist=f.hits_taken[k].clone() what=HITS_TAKEN id=["anc-hits-a", "anc-hits-b"][k] />
            <p class="big-line">{format!("Break Test at {threshold} hits: {}.", percent(f.reach_threshold[k]))}</p>
            <BreakOddsList odds=f.break_tests[k] id=format!("anc-break-{k}") />
        </div>
    }
}

/// The Advantage of the first unit over the second, category by category.
#[component]
fn AdvantageTable(input: MeleeInput, names: [String; 2]) -> impl IntoView {
    let adv = input.advantage(&house().get_untracked().ancients);
    let rows = [
        ("Skill", adv.skill),
        ("Weight", adv.weight),
        ("Type", adv.kind),
        ("Formation", adv.formation),
        ("Position", adv.position),
        ("Net", adv.net()),
    ]
    .into_iter()
    .map(|(what, v)| {
        let who = match v.signum() {
            1 => names[0].clone(),
            -1 => names[1].clone(),
            _ => "even".to_string(),
        };
        view! { <tr><th scope="row">{what}</th><td>{format!("{v:+}")}</td><td>{who}</td></tr> }
    })
    .collect_view();
    view! {
        <table class="advantage" data-testid="advantage">
            <caption>"Advantage (positive favours the first unit)"</caption>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// Each side's part of a rolled melee, under its name: the hits it took and its Break Test.
fn told(o: MeleeOutcome) -> Told {
    let mut told = Told::new(o.summary(), o.rule());
    for k in 0..2 {
        let other = 1 - k;
        let saved = o.scored[other] - o.hits_taken[k];
        let test = &o.break_tests[k];
        let roll = test
            .roll
            .map(|r| format!(" (2d6 {r} against {})", test.target))
            .unwrap_or_default();
        told.sides.push(format!(
            "{}: took {} of the {} hits {} scored ({saved} saved) and {}{roll}.",
            o.names[k],
            o.hits_taken[k],
            o.scored[other],
            o.names[other],
            test.result.describe()
        ));
    }
    told
}

#[component]
pub fn MeleeTab(form: RwSignal<AncForm>) -> impl IntoView {
    let house = house();
    let first_turn = field!(form => first_turn);
    let sides = [Role::SideA, Role::SideB].map(|r| UnitFields::new(form, r));
    let input = move || {
        let [a, b] = sides.map(|u| u.combatant());
        MeleeInput {
            a,
            b,
            first_turn: first_turn.get(),
        }
    };
    let forecast = Computed::new(move || {
        input()
            .forecast(&house.get().ancients)
            .map_err(|e| e.to_string())
    });
    let answer = move || {
        let f = forecast.get().ok()?;
        let h = house.get();
        let i = input();
        let names = [
            i.a.unit.label("Side A").to_string(),
            i.b.unit.label("Side B").to_string(),
        ];
        let threshold = |k: usize| h.ancients.hit_threshold([i.a.unit.size, i.b.unit.size][k]);
        let win = format!(
            "{} wins {}, draw {}, {} wins {}.",
            names[0],
            percent(f.a_wins),
            percent(f.draw),
            names[1],
            percent(f.b_wins)
        );
        Some(view! {
            <p class="big-line">{i.to_hit_line(&h.ancients)}</p>
            <p class="big-line" data-testid="anc-win">{win}</p>
            <SideOdds k=0 names=names.clone() f=f.clone() threshold=threshold(0) />
            <SideOdds k=1 names=names.clone() f=f threshold=threshold(1) />
            <AdvantageTable input=i names=names />
        })
    };
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            input()
                .next_stage(&house.get().ancients, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            input()
                .resolve(&house.get().ancients, &faces)
                .map(told)
                .map_err(|e| e.to_string())
        }),
    );
    let problem = Signal::derive(move || forecast.get().err());
    view! {
        <section class="tab-body" aria-label="Melee">
            <RollResult roll=roll />
            <div class="answer" data-testid="anc-melee-needed">{answer}</div>
            <Problem text=problem id="anc-melee-problem" />
            <UnitEditor form=form role=Role::SideA legend="First unit" />
            <UnitEditor form=form role=Role::SideB legend="Second unit" />
            <AddUnits form=form />
            <Toggle label="First turn of this fight" value=first_turn id="anc-first-turn" />
            <RollDock roll=roll id="anc-melee-roll" />
        </section>
    }
}
