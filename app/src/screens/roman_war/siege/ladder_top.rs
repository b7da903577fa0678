//! The fight at the top of a ladder: at most two climbers against at most two defenders, fought with no
//! attacker's advantage, and where it leaves them (onto the wall, holding the top, or thrown back).

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Explained, Mechanism, Staged};
use rules::roman_war::melee::{MeleeRound, melee_hit_from};
use rules::roman_war::missiles::Effect;
use rules::roman_war::siege::{
    LADDER_CLIMBERS, LADDER_DEFENDERS, after_ladder_fight, ladder_fight,
};
use rules::text::percent;

use super::super::answer::{Odds, shown, survival_line};
use super::super::{RwForm, armour, armour_note, house, troop_options};
use crate::components::count_field::CountField;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::pick::Pick;
use crate::components::problem::Problem;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult, Told};

const DEFENDERS_DEAD: Noun = Noun::new("defender dead", "defenders dead");
const CLIMBERS_DEAD: Noun = Noun::new("climber dead", "climbers dead");
const SIDES: [&str; 2] = ["Climbers", "Defenders at the top"];
const IDS: [&str; 2] = ["top-climbers", "top-defenders"];

#[component]
pub fn LadderTop(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let house = house();
    let troops = [0, 1].map(|i| field!(form, i = i => siege.top_troops[i]));
    let men = [0, 1].map(|i| field!(form, i = i => siege.top_men[i]));
    let fight = move || -> Result<MeleeRound, String> {
        let h = house.get();
        ladder_fight(
            men[0].get() as i64,
            men[1].get() as i64,
            armour(troops[0].get(), &h),
            armour(troops[1].get(), &h),
        )
        .map_err(|e| e.to_string())
    };
    let defenders: Odds = Computed::new(move || {
        fight()?
            .odds(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let climbers: Odds = Computed::new(move || {
        fight()?
            .odds_attackers_dead(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let needed = move || {
        let f = fight().ok()?;
        let h = &house.get().roman_war;
        let (pd, pc) = f.p_dead_in_pair(h, false, false);
        Some(format!(
            "No attacker's advantage at the top: climbers hit on {}, defenders on {}, all at once; {}. Per pair: the defender dies {}, the climber {}.",
            Effect(melee_hit_from(f.defender_armour, h)).describe(),
            Effect(melee_hit_from(f.attacker_armour, h)).describe(),
            survival_line(),
            percent(pd),
            percent(pc)
        ))
    };
    // The round's result, then where it leaves the ladder party.
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            fight()?
                .next_stage(&house.get().roman_war, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            let o = fight()?
                .resolve(&house.get().roman_war, &faces)
                .map_err(|e| e.to_string())?;
            let end = after_ladder_fight(men[0].get() as i64, men[1].get() as i64, &o)
                .map_err(|e| e.to_string())?;
            Ok(Told::new(
                format!("{} {}", o.summary(), end.summary()),
                end.rule(),
            ))
        }),
    );
    let problem = Signal::derive(move || defenders.get().err());
    let limits = [LADDER_CLIMBERS, LADDER_DEFENDERS];
    view! {
        <section class="tab-body" aria-label="Siege">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || defenders.with(Result::is_err) data-testid="top-needed">
                <p class="big-line">{needed}</p>
                <OddsView dist=shown(defenders) what=DEFENDERS_DEAD id="top-def" />
                <OddsView dist=shown(climbers) what=CLIMBERS_DEAD id="top-att" />
            </div>
            <Problem text=problem id="top-problem" />
            {pick.run()}
            {[0, 1].map(|i| view! {
                <fieldset class="group">
                    <legend>{SIDES[i]}</legend>
                    <Pick label="Troop type" options=troop_options() value=troops[i] id=IDS[i] />
                    <p class="note">{move || armour_note(troops[i].get(), &house.get())}</p>
                    <CountField label="Men fighting" value=men[i] min=0 max=limits[i] as u32 id=format!("{}-men", IDS[i]) />
                </fieldset>
            })}
            <RollDock roll=roll id="top-roll" />
        </section>
    }
}
