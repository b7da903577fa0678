//! Moves: each melee unit's movement rate, the Give Ground distance, and what both units do after their
//! Break Tests.

use leptos::prelude::*;
use rules::ancients::break_test::BreakResult;
use rules::ancients::movement::{after_melee, half_move, movement_rate};

use super::{AncForm, UnitFields, house};
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::components::why::rule_href;
use rules::text::fixed;

fn result_options() -> Vec<(BreakResult, String)> {
    vec![
        (BreakResult::Unaffected, "Held".to_string()),
        (BreakResult::GiveGround, "Gave ground".to_string()),
        (BreakResult::Destroyed, "Destroyed".to_string()),
    ]
}

#[component]
pub fn MoveTab(form: RwSignal<AncForm>) -> impl IntoView {
    let house = house();
    let units = [UnitFields::new(form, 0), UnitFields::new(form, 1)];
    let results = [
        RwSignal::new(BreakResult::Unaffected),
        RwSignal::new(BreakResult::GiveGround),
    ];
    let locked = [RwSignal::new(false), RwSignal::new(false)];
    let rates = move || {
        let h = house.get();
        units
            .iter()
            .map(|u| {
                let unit = u.unit();
                format!(
                    "{}: moves {} in; gives ground {} in.",
                    unit.label("Unit"),
                    movement_rate(&unit, &h.ancients),
                    fixed(half_move(&unit, &h.ancients), 1)
                )
            })
            .map(|line| view! { <li>{line}</li> })
            .collect_view()
    };
    let after = move || {
        let h = house.get();
        let [a, b] = units.map(|u| u.unit());
        let moves = after_melee(
            [&a, &b],
            results.map(|r| r.get()),
            locked.map(|l| l.get()),
            &h.ancients,
        );
        format!(
            "{} {}; {} {}.",
            a.label("Side A"),
            moves[0].describe(),
            b.label("Side B"),
            moves[1].describe()
        )
    };
    let pickers = [0usize, 1]
        .into_iter()
        .map(|i| {
            view! {
                <fieldset class="group">
                    <legend>{move || units[i].unit().label(if i == 0 { "Side A" } else { "Side B" }).to_string()}</legend>
                    <Segmented label="Break Test result" value=results[i] options=result_options() />
                    <Toggle label="Held by another fight".to_string() value=locked[i] />
                </fieldset>
            }
        })
        .collect_view();
    view! {
        <section class="tab-body" aria-label="Moves">
            <p class="note"><span class="house-tag">"house rule"</span>"Movement rates are house numbers; the units are the two from the Melee tab."</p>
            <ul class="plain-list big-list" data-testid="anc-rates">{rates}</ul>
            {pickers}
            <div class="outcome" role="status" data-testid="anc-after">
                <p class="outcome-text">{after}</p>
                <a class="why" href=rule_href(rules::ancients::movement::RULE)>"Why? See the rule"</a>
            </div>
        </section>
    }
}
