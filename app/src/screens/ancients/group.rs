//! A melee of several units a side: the forecast for every unit first, then each side's units with their
//! shares of dice, and the fight rolled stage by stage as the rules ask for it.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::ancients::group::GroupOutcome;
use rules::mechanism::{Explained, Mechanism, Staged};

use super::group_parts::{
    AddUnits, GroupAnswer, Shares, change_units, group_melee, more, names, settle_shares,
};
use super::unit::{Role, UnitEditor};
use super::{AncForm, house};
use crate::components::problem::Problem;
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult, Told};

/// Each unit's editor heading, side by side and unit by unit.
const LEGENDS: [[&str; 4]; 2] = [
    [
        "Side A, unit 1",
        "Side A, unit 2",
        "Side A, unit 3",
        "Side A, unit 4",
    ],
    [
        "Side B, unit 1",
        "Side B, unit 2",
        "Side B, unit 3",
        "Side B, unit 4",
    ],
];

/// Each unit's part of a rolled group melee, under its name: the hits it took and its Break Test.
fn told(o: GroupOutcome) -> Told {
    let mut told = Told::new(o.summary(), o.rule());
    for s in 0..2 {
        for (i, name) in o.names[s].iter().enumerate() {
            let (hits, test) = (o.hits_taken[s][i], &o.break_tests[s][i]);
            let roll = test
                .roll
                .map(|r| format!(" (2d6 {r} against {})", test.target))
                .unwrap_or_default();
            told.sides.push(format!(
                "{name}: took {hits} hit{} and {}{roll}.",
                if hits == 1 { "" } else { "s" },
                test.result.describe()
            ));
        }
    }
    told
}

/// One side's units, each with its editor and its shares, and a button to send the last added one out.
#[component]
fn SideUnits(
    form: RwSignal<AncForm>,
    side: usize,
    problem: Signal<Option<String>>,
) -> impl IntoView {
    let count = Computed::new(move || more(form));
    move || {
        let n = count.get();
        let units = (0..=n[side])
            .map(|k| {
                view! {
                    <UnitEditor form=form role=Role::melee(side, k) legend=LEGENDS[side][k] />
                    <Shares form=form side=side unit=k problem=problem />
                }
            })
            .collect_view();
        let remove = (n[side] > 0).then(|| {
            view! {
                <button type="button" class="secondary" data-testid=format!("anc-remove-{side}")
                    on:click=move |_| change_units(form, side, -1)>{format!("Remove {}", LEGENDS[side][n[side]])}</button>
            }
        });
        view! { {units} {remove} }
    }
}

/// The melee tab once either side has more than one unit.
#[component]
pub fn GroupTab(form: RwSignal<AncForm>) -> impl IntoView {
    let house = house();
    settle_shares(form);
    let forecast = Computed::new(move || {
        group_melee(form)
            .forecast(&house.get().ancients)
            .map_err(|e| e.to_string())
    });
    let answer = move || {
        let f = forecast.get().ok()?;
        Some(view! { <GroupAnswer f=f names=names(&group_melee(form)) /> })
    };
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            group_melee(form)
                .next_stage(&house.get().ancients, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            group_melee(form)
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
            <SideUnits form=form side=0 problem=problem />
            <SideUnits form=form side=1 problem=problem />
            <AddUnits form=form />
            <Toggle label="First turn of this fight" value=field!(form => first_turn) id="anc-first-turn" />
            <RollDock roll=roll id="anc-melee-roll" />
        </section>
    }
}
