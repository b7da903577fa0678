//! The lance volley before contact: the attackers throw as they close, at the defenders' front rank.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Mechanism, Staged};
use rules::roman_war::melee::lance_volley_before_contact;
use rules::roman_war::missiles::CoverSituation;

use super::super::answer::{Odds, shown, told};
use super::super::{MAX, RwForm, armour, house};
use crate::components::count_field::CountField;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::problem::Problem;
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult};

const DEFENDERS_DEAD: Noun = Noun::new("defender dead", "defenders dead");

#[component]
pub fn Lances(form: RwSignal<RwForm>, head: ViewFn) -> impl IntoView {
    let house = house();
    let defender = field!(form, i = 1 => melee.sides[i].troop);
    let lancers = field!(form => melee.lancers);
    let range = field!(form => melee.lance_range);
    let targets = field!(form => melee.lance_targets);
    let thrown = field!(form => melee.lances_thrown);
    let lance = move || {
        lance_volley_before_contact(
            lancers.get() as i64,
            range.get() as f64,
            targets.get() as i64,
            armour(defender.get(), &house.get()),
            CoverSituation::default(),
            thrown.get(),
        )
    };
    let odds: Odds = Computed::new(move || {
        lance()
            .and_then(|v| v.odds(&house.get().roman_war))
            .map_err(|e| e.to_string())
    });
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            lance()
                .and_then(|v| v.next_stage(&house.get().roman_war, &faces))
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            told(lance().and_then(|v| v.resolve(&house.get().roman_war, &faces)))
        }),
    );
    let problem = Signal::derive(move || odds.get().err());
    view! {
        <section class="tab-body" aria-label="Melee">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || odds.with(Result::is_err) data-testid="lance-needed">
                <p class="big-line">"Lances thrown as the attackers close, at the defenders' front rank."</p>
                <OddsView dist=shown(odds) what=DEFENDERS_DEAD id="lance-odds" />
            </div>
            <Problem text=problem id="lance-problem" />
            {head.run()}
            <fieldset class="group">
                <legend>"Lance volley before contact"</legend>
                <CountField label="Men throwing lances" value=lancers min=0 max=MAX id="lance-men" />
                <CountField label="Range in inches" value=range min=0 max=MAX id="lance-range" />
                <CountField label="Defenders in the front rank" value=targets min=1 max=MAX id="lance-targets" />
                <Toggle label="Already threw lances in this fight" value=thrown />
            </fieldset>
            <RollDock roll=roll id="lance-roll" />
        </section>
    }
}
