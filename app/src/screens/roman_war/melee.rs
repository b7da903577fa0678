//! Melee: the lance volley as the attackers close, then rounds of paired fights, then the secret choice to
//! stay or fall back for each group of at most ten.

use leptos::prelude::*;

use crate::field;
use rules::mechanism::{Explained, Mechanism};
use rules::roman_war::Staged;
use rules::roman_war::melee::{
    Aftermath, Choice, MeleeRound, Round, decision_groups, lance_volley_before_contact,
    melee_hit_from, stay_or_retreat,
};
use rules::roman_war::missiles::{CoverSituation, Effect};
use rules::roman_war::movement::{Ground, Mover, retreat_distance};
use rules::roman_war::troops::Troop;
use serde::{Deserialize, Serialize};

use super::shoot::survival_line;
use super::{MAX, RwForm, armour, armour_note, house, troop_options, unit_offers};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::bind::Field;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::screens::helpers::source::SourcePick;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::percent;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MeleeForm {
    pub part: u8,
    pub attacker: Troop,
    pub defender: Troop,
    pub pairs: u32,
    pub later: bool,
    pub lancers: u32,
    pub lance_range: u32,
    pub lance_targets: u32,
    pub lances_thrown: bool,
    pub fighters: u32,
    /// The saved units the two sides were filled from ("" when typed in).
    pub attacker_from: String,
    pub defender_from: String,
}

impl Default for MeleeForm {
    fn default() -> Self {
        MeleeForm {
            part: 0,
            attacker: Troop::Hastati,
            defender: Troop::GallicWarriors,
            pairs: 6,
            later: false,
            lancers: 6,
            lance_range: 2,
            lance_targets: 6,
            lances_thrown: false,
            fighters: 12,
            attacker_from: String::new(),
            defender_from: String::new(),
        }
    }
}

#[component]
pub fn MeleeTab(form: RwSignal<RwForm>) -> impl IntoView {
    let house = house();
    let attacker = field!(form => melee.attacker);
    let defender = field!(form => melee.defender);
    let pairs = field!(form => melee.pairs);
    let later = field!(form => melee.later);
    let lancers = field!(form => melee.lancers);
    let lance_range = field!(form => melee.lance_range);
    let lance_targets = field!(form => melee.lance_targets);
    let lances_thrown = field!(form => melee.lances_thrown);
    let fighters = field!(form => melee.fighters);
    let errs: [RwSignal<Option<String>>; 5] = std::array::from_fn(|_| RwSignal::new(None));
    let part = field!(form => melee.part);
    let a_from = field!(form => melee.attacker_from);
    let d_from = field!(form => melee.defender_from);
    let units = unit_offers();
    // Saved units bring their troop types; the attackers' men are the lance throwers and the men who decide
    // whether to stay. Once both sides come from units, the smaller side sets the pairs (the player can still
    // change it when not everyone is in contact).
    let men_of =
        move |key: String| units.with_untracked(|u| u.iter().find(|o| o.key == key).map(|o| o.men));
    let pair_up = move |a: Option<u32>, d: Option<u32>| {
        if let (Some(a), Some(d)) = (a, d) {
            pairs.set(a.min(d));
        }
    };
    let pick_a = Callback::new(move |o: Offer| {
        if let Some(RosterUnit::RomanWar(u)) = &o.unit {
            attacker.set(u.troop);
        }
        lancers.set(o.men);
        fighters.set(o.men);
        pair_up(Some(o.men), men_of(d_from.get_untracked()));
    });
    let pick_d = Callback::new(move |o: Offer| {
        if let Some(RosterUnit::RomanWar(u)) = &o.unit {
            defender.set(u.troop);
        }
        pair_up(men_of(a_from.get_untracked()), Some(o.men));
    });

    let lance = move || {
        let h = house.get();
        lance_volley_before_contact(
            lancers.get() as i64,
            lance_range.get() as f64,
            lance_targets.get() as i64,
            armour(defender.get(), &h),
            CoverSituation::default(),
            lances_thrown.get(),
        )
    };
    let lance_odds = Memo::new(move |_| {
        lance()
            .and_then(|v| v.odds(&house.get().roman_war))
            .map_err(|e| e.to_string())
    });
    let lance_next = Callback::new(move |faces: Vec<u8>| {
        let label = if faces.is_empty() {
            "Lance dice, one per thrower"
        } else {
            "Survival dice, one per man hit once"
        };
        lance()
            .and_then(|v| v.next_dice(&house.get().roman_war, &faces))
            .map(|r| (r, label.to_string()))
            .map_err(|e| e.to_string())
    });
    let lance_finish = Callback::new(move |faces: Vec<u8>| {
        lance()
            .and_then(|v| v.resolve(&house.get().roman_war, &faces))
            .map(|o| (o.summary(), o.rule()))
            .map_err(|e| e.to_string())
    });

    let round = move || MeleeRound {
        round: if later.get() {
            Round::Later
        } else {
            Round::First
        },
        pairs: pairs.get() as i64,
        attacker_armour: armour(attacker.get(), &house.get()),
        defender_armour: armour(defender.get(), &house.get()),
        attackers_wounded: 0,
        defenders_wounded: 0,
    };
    let needed = move || {
        let h = house.get();
        let r = round();
        let att = Effect(melee_hit_from(r.defender_armour, &h.roman_war));
        let def = Effect(melee_hit_from(r.attacker_armour, &h.roman_war));
        let (pd, pa) = r.p_dead_per_pair(&h.roman_war);
        let how = if r.round == Round::First {
            format!(
                "Round 1: each attacker hits on {} and his hit kills outright; a defender he missed strikes back on {}, and an attacker hit {}.",
                att.describe(),
                def.describe(),
                survival_line()
            )
        } else {
            format!(
                "Later round: attackers hit on {}, defenders on {}, all at once; {}; the dying still strike back.",
                att.describe(),
                def.describe(),
                survival_line()
            )
        };
        format!(
            "{how} Per pair: defender dies {}, attacker dies {}.",
            percent(pd),
            percent(pa)
        )
    };
    let def_odds = Memo::new(move |_| {
        round()
            .odds(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let att_odds = Memo::new(move |_| {
        round()
            .odds_attackers_dead(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    let next = Callback::new(move |faces: Vec<u8>| {
        let r = round();
        let h = house.get();
        // The stage follows from how many faces are in: attackers' dice, defenders' dice, then survival.
        let n = r.pairs.max(0) as usize;
        let label = if faces.is_empty() {
            "Attackers' dice, one per pair"
        } else if faces.len() == n {
            "Defenders strike back"
        } else {
            "Survival dice: defenders hit first, then attackers"
        };
        r.next_dice(&h.roman_war, &faces)
            .map(|d| (d, label.to_string()))
            .map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| {
        round()
            .resolve(&house.get().roman_war, &faces)
            .map(|o| (o.summary(), o.rule()))
            .map_err(|e| e.to_string())
    });
    let odds_views = move || {
        let d = def_odds.get().ok()?;
        let a = att_odds.get().ok()?;
        Some(view! {
            <OddsView dist=d what="Defenders dead" id="melee-def" />
            <OddsView dist=a what="Attackers dead" id="melee-att" />
        })
    };
    view! {
        <section class="tab-body" aria-label="Melee">
            <Segmented label="Part of the melee" value=part id="melee-part" options=vec![
                (0u8, "Lances".to_string()),
                (1u8, "Fight".to_string()),
                (2u8, "Stay or go".to_string()),
            ] />
            <fieldset class="group">
                <legend>"Who fights"</legend>
                <SourcePick offers=units from=a_from on_pick=pick_a label="Attackers" id="melee-attacker-src".to_string() />
                <Pick label="Attackers" options=troop_options() value=attacker id="melee-attacker" />
                <p class="note">{move || armour_note(attacker.get(), &house.get())}</p>
                <SourcePick offers=units from=d_from on_pick=pick_d label="Defenders" id="melee-defender-src".to_string() />
                <Pick label="Defenders" options=troop_options() value=defender id="melee-defender" />
                <p class="note">{move || armour_note(defender.get(), &house.get())}</p>
            </fieldset>
            {move || match part.get() {
                0 => view! {
                    <fieldset class="group">
                        <legend>"Lance volley before contact"</legend>
                        <CountField label="Men throwing lances" value=lancers error=errs[0] min=0 max=MAX id="lance-men".to_string() />
                        <CountField label="Range in inches" value=lance_range error=errs[1] min=0 max=MAX id="lance-range".to_string() />
                        <CountField label="Defenders in the front rank" value=lance_targets error=errs[2] min=1 max=MAX id="lance-targets".to_string() />
                        <Toggle label="Already threw lances in this fight".to_string() value=lances_thrown />
                        <p class="field-error" role="alert">{move || lance_odds.get().err()}</p>
                    </fieldset>
                    {move || lance_odds.get().ok().map(|d| view! { <OddsView dist=d what="Defenders dead before contact" id="lance-odds" /> })}
                    <StagedRoll next=lance_next finish=lance_finish id="lance-roll" />
                }.into_any(),
                1 => view! {
                    <fieldset class="group">
                        <legend>"Melee round"</legend>
                        <Segmented label="Round" value=later id="melee-round" options=vec![
                            (false, "Round 1".to_string()),
                            (true, "Round 2 or later".to_string()),
                        ] />
                        <CountField label="Pairs fighting" value=pairs error=errs[3] min=0 max=MAX id="melee-pairs".to_string() />
                    </fieldset>
                    <p class="big-line" data-testid="melee-needed"><span class="house-tag">"house table"</span>{needed}</p>
                    {odds_views}
                    <StagedRoll next=next finish=finish id="melee-roll" />
                }.into_any(),
                _ => view! {
                    <CountField label="Men still fighting on one side" value=fighters error=errs[4] min=0 max=MAX id="melee-fighters".to_string() />
                    <StayOrGo fighters=fighters attacker=attacker defender=defender />
                }.into_any(),
            }}
        </section>
    }
}

/// The secret choice, group by group: both sides pick, then reveal.
#[component]
fn StayOrGo(
    fighters: Field<RwForm, u32>,
    attacker: Field<RwForm, Troop>,
    defender: Field<RwForm, Troop>,
) -> impl IntoView {
    let house = house();
    let groups =
        Memo::new(move |_| decision_groups(fighters.get() as i64).map_err(|e| e.to_string()));
    let back = move |t: Troop| {
        let h = house.get();
        retreat_distance(Mover::of(t, &h.roman_war), Ground::Level, &h.roman_war)
            .map(rules::text::measure)
            .unwrap_or_default()
    };
    let list = move || match groups.get() {
        Err(e) => view! { <p class="field-error" role="alert">{e}</p> }.into_any(),
        Ok(g) => {
            let n = g.len();
            let rows = g
                .into_iter()
                .enumerate()
                .map(|(i, size)| {
                    let a = RwSignal::new(Choice::Stay);
                    let d = RwSignal::new(Choice::Stay);
                    let result = move || {
                        let after = stay_or_retreat(a.get(), d.get());
                        let dist = match after {
                            Aftermath::AttackersRetreat => format!(" ({} in on level ground)", back(attacker.get())),
                            Aftermath::DefendersRetreat => format!(" ({} in on level ground)", back(defender.get())),
                            _ => String::new(),
                        };
                        format!("{}{dist}", after.describe())
                    };
                    let opts = || vec![(Choice::Stay, "Stay".to_string()), (Choice::Retreat, "Retreat".to_string())];
                    view! {
                        <fieldset class="group">
                            <legend>{format!("Group {} of {n}: {size} men", i + 1)}</legend>
                            <p class="note">"Attackers"</p>
                            <Segmented label="Attackers choose" value=a options=opts() />
                            <p class="note">"Defenders"</p>
                            <Segmented label="Defenders choose" value=d options=opts() />
                            <p class="big-line" aria-live="polite" data-testid="aftermath">{result}</p>
                        </fieldset>
                    }
                })
                .collect_view();
            view! {
                <p class="note" data-testid="melee-groups">{format!("Where both missed, each side decides in secret, in {n} group{} of at most 10.", if n == 1 { "" } else { "s" })}</p>
                {rows}
            }
            .into_any()
        }
    };
    view! { <div class="stay-or-go">{list}</div> }
}
