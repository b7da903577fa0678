//! A melee round: pairs of men fighting, the attackers striking first in the first round.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Mechanism, Staged};
use rules::roman_war::melee::{MeleeRound, Round as Which, melee_hit_from};
use rules::roman_war::missiles::Effect;
use rules::text::percent;

use super::super::answer::{Odds, shown, survival_line, told};
use super::super::{MAX, RwForm, armour, house};
use crate::components::count_field::CountField;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::problem::Problem;
use crate::components::segmented::Segmented;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult};

const DEFENDERS_DEAD: Noun = Noun::new("defender dead", "defenders dead");
const ATTACKERS_DEAD: Noun = Noun::new("attacker dead", "attackers dead");

const WOUNDED_LABELS: [&str; 2] = [
    "Attackers already wounded this turn",
    "Defenders already wounded this turn",
];
const WOUNDED_IDS: [&str; 2] = ["melee-att-wounded", "melee-def-wounded"];

#[component]
pub fn Round(form: RwSignal<RwForm>, head: ViewFn) -> impl IntoView {
    let house = house();
    let attacker = field!(form, i = 0 => melee.sides[i].troop);
    let defender = field!(form, i = 1 => melee.sides[i].troop);
    let pairs = field!(form => melee.pairs);
    let later = field!(form => melee.later);
    let wounded = [0, 1].map(|i| field!(form, i = i => melee.sides[i].wounded));
    let round = move || {
        let h = house.get();
        MeleeRound {
            round: if later.get() {
                Which::Later
            } else {
                Which::First
            },
            pairs: pairs.get() as i64,
            attacker_armour: armour(attacker.get(), &h),
            defender_armour: armour(defender.get(), &h),
            attackers_wounded: wounded[0].get() as i64,
            defenders_wounded: wounded[1].get() as i64,
        }
    };
    let needed = move || {
        let h = &house.get().roman_war;
        let r = round();
        let att = Effect(melee_hit_from(r.defender_armour, h)).describe();
        let def = Effect(melee_hit_from(r.attacker_armour, h)).describe();
        let (pd, pa) = r.p_dead_in_pair(h, false, false);
        let how = if r.round == Which::First {
            format!(
                "Round 1: each attacker hits on {att} and kills outright; a defender he missed strikes back on {def}; {}.",
                survival_line()
            )
        } else {
            format!(
                "Later round: attackers hit on {att}, defenders on {def}, all at once; {}; the dying still strike back.",
                survival_line()
            )
        };
        format!(
            "{how} Per pair: the defender dies {}, the attacker {}.",
            percent(pd),
            percent(pa)
        )
    };
    // Only what applies: the line on wounded men shows once the player says some are.
    let wounded_line = move || {
        let r = round();
        if r.attackers_wounded == 0 && r.defenders_wounded == 0 {
            return None;
        }
        let h = &house.get().roman_war;
        let mut line =
            "A man already wounded this turn dies of a second hit, with no survival roll."
                .to_string();
        if r.defenders_wounded > 0 {
            let p = r.p_dead_in_pair(h, false, true).0;
            line.push_str(&format!(" A wounded defender dies {}.", percent(p)));
        }
        if r.attackers_wounded > 0 {
            let p = r.p_dead_in_pair(h, true, false).1;
            line.push_str(&format!(" A wounded attacker dies {}.", percent(p)));
        }
        Some(line)
    };
    let defenders: Odds = Computed::new(move || {
        round()
            .odds(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let attackers: Odds = Computed::new(move || {
        round()
            .odds_attackers_dead(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            round()
                .next_stage(&house.get().roman_war, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| told(round().resolve(&house.get().roman_war, &faces))),
    );
    let problem = Signal::derive(move || defenders.get().err());
    view! {
        <section class="tab-body" aria-label="Melee">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || defenders.with(Result::is_err) data-testid="melee-needed">
                <p class="big-line"><span class="house-tag">"house table"</span>{needed}</p>
                <OddsView dist=shown(defenders) what=DEFENDERS_DEAD id="melee-def" />
                <OddsView dist=shown(attackers) what=ATTACKERS_DEAD id="melee-att" />
                <p class="note" data-testid="melee-wounded-line">{wounded_line}</p>
            </div>
            <Problem text=problem id="melee-problem" />
            {head.run()}
            <fieldset class="group">
                <legend>"Melee round"</legend>
                <Segmented label="Round" value=later id="melee-round" options=vec![
                    (false, "Round 1".to_string()),
                    (true, "Round 2 or later".to_string()),
                ] />
                <CountField label="Pairs fighting" value=pairs min=0 max=MAX id="melee-pairs" />
                {[0, 1].map(|i| view! {
                    <CountField label=WOUNDED_LABELS[i] value=wounded[i] min=0 max=MAX id=WOUNDED_IDS[i] />
                })}
            </fieldset>
            <RollDock roll=roll id="melee-roll" />
        </section>
    }
}
