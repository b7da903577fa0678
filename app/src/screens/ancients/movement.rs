//! Moves: each melee unit's movement rate, the Give Ground distance, and what both units do after their
//! Break Tests.

use leptos::prelude::*;
use rules::ancients::break_test::BreakResult;
use rules::ancients::movement::{after_melee, half_move, movement_rate};
use rules::text::fixed;

use super::unit::{Role, UnitFields};
use super::{AncForm, house};
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::components::why::rule_href;
use crate::field;

#[component]
pub fn MoveTab(form: RwSignal<AncForm>) -> impl IntoView {
    let house = house();
    let units = [Role::SideA, Role::SideB].map(|r| UnitFields::new(form, r));
    let after = move || {
        let h = house.get();
        let [a, b] = units.map(|u| u.unit());
        let (results, locked) =
            form.with(|f| (f.after.map(|x| x.result), f.after.map(|x| x.locked)));
        let moves = after_melee([&a, &b], results, locked, &h.ancients);
        format!(
            "{} {}; {} {}.",
            a.label("Side A"),
            moves[0].describe(),
            b.label("Side B"),
            moves[1].describe()
        )
    };
    let rates = move || {
        let h = house.get();
        units
            .map(|u| {
                let unit = u.unit();
                let line = format!(
                    "{}: moves {} in; gives ground {} in.",
                    unit.label("Unit"),
                    movement_rate(&unit, &h.ancients),
                    fixed(half_move(&unit, &h.ancients), 1)
                );
                view! { <li>{line}</li> }
            })
            .collect_view()
    };
    let side = move |k: usize| {
        view! {
            <fieldset class="group">
                <legend>{move || units[k].unit().label(["Side A", "Side B"][k]).to_string()}</legend>
                <Segmented label="Break Test result" value=field!(form, i = k => after[i].result)
                    options={options::<BreakResult>()} />
                <Toggle label="Held by another fight" value=field!(form, i = k => after[i].locked) />
            </fieldset>
        }
    };
    view! {
        <section class="tab-body" aria-label="Moves">
            <div class="outcome answer" role="status" data-testid="anc-after">
                <p class="outcome-text">{after}</p>
                <a class="why" href=rule_href(rules::ancients::movement::RULE)>"Why? See the rule"</a>
            </div>
            <ul class="plain-list big-list" data-testid="anc-rates">{rates}</ul>
            <p class="note"><span class="house-tag">"house rule"</span>"Movement rates are house numbers; the units are the two from the Melee tab."</p>
            {side(0)}
            {side(1)}
        </section>
    }
}
