//! Melee: both sides, then the cancel-out round by round, prisoners and the guards they need, and for
//! Sandarticus the formation clash.

use leptos::prelude::*;
use rules::jersey_shore::GUARD_RATIOS;
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, fight};
use rules::jersey_shore::troops::{MeleeWeapon, TroopType, melee_weapons};
use rules::mechanism::Explained;
use rules::rule::System;
use rules::sandarticus::clash::{Clash, ClashSide, RULE_CLASH, clash};
use rules::sandarticus::formations::Formation;
use rules::sandarticus::melee::{
    self as sa_melee, Fighters, Melee, MeleeSide, RULE_MELEE, fight_out,
};
use rules::sandarticus::troops::{Troop, profile};
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::melee::{FightEnd, Side};
use rules::sandy_hook::prisoners::{PrisonerPlace, guards_needed};

use super::shoot::{capital, troop_options};
use super::{Pick, use_ctx};
use crate::components::count_field::CountField;
use crate::components::segmented::{Segmented, Toggle};
use crate::components::why::OutcomeLine;

const NAMES: (&str, &str) = ("Attackers", "Defenders");

fn formation_options() -> Vec<(Formation, String)> {
    Formation::ALL
        .into_iter()
        .map(|f| (f, capital(f.name())))
        .collect()
}

fn js_troops() -> Vec<(TroopType, String)> {
    TroopType::ALL
        .into_iter()
        .map(|t| (t, capital(t.name())))
        .collect()
}

/// One line per round, and the ending with prisoners and guards.
#[derive(Clone)]
struct Course {
    rounds: Vec<String>,
    summary: String,
    prisoners: Option<(String, u32, u32)>,
}

fn guards_line(
    side: Side,
    prisoners: u32,
    marching: Result<u32, rules::RulesError>,
    lines: Result<u32, rules::RulesError>,
) -> Option<(String, u32, u32)> {
    let who = if side == Side::A { NAMES.0 } else { NAMES.1 };
    Some((
        format!("{who}: {prisoners} prisoners"),
        marching.ok()?,
        lines.ok()?,
    ))
}

fn sa_side(
    name: &str,
    troop: Troop,
    men: u32,
    formation: Formation,
    spears: u32,
    engaged: bool,
    teeth: bool,
) -> MeleeSide {
    MeleeSide {
        name: name.to_string(),
        fighters: vec![Fighters::of(troop, men as i64)],
        formation,
        spearmen: spears as i64,
        engaged_elsewhere: engaged,
        caught_between_teeth: teeth,
    }
}

fn ended(end: &FightEnd) -> Option<(Side, u32)> {
    match *end {
        FightEnd::Captured { side, prisoners } => Some((side, prisoners)),
        _ => None,
    }
}

#[component]
pub fn MeleeTab() -> impl IntoView {
    let ctx = use_ctx();
    let sa = move || ctx.system.get() != System::JerseyShore;
    view! {
        <section class="sh-tab" aria-label="Melee">
            <Show when=sa fallback=|| view! { <JsMelee /> }>
                <SaMelee />
            </Show>
        </section>
    }
}

#[component]
fn SaMelee() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let errs: [RwSignal<Option<String>>; 4] = std::array::from_fn(|_| RwSignal::new(None));
    let course = move || -> Result<Course, String> {
        let h = ctx.house.get();
        let m = Melee {
            a: sa_side(
                NAMES.0,
                f.a_troop.get(),
                f.a_men.get(),
                f.a_form.get(),
                f.a_spears.get(),
                f.a_engaged.get(),
                f.a_teeth.get(),
            ),
            b: sa_side(
                NAMES.1,
                f.b_troop.get(),
                f.b_men.get(),
                f.b_form.get(),
                f.b_spears.get(),
                f.b_engaged.get(),
                f.b_teeth.get(),
            ),
        };
        let rounds = fight_out(&m, &h.sandarticus).map_err(|e| e.to_string())?;
        let lines = rounds
            .iter()
            .enumerate()
            .map(|(i, r)| format!("Round {}: {}", i + 1, r.summary()))
            .collect::<Vec<_>>();
        let last = rounds.last().map(|r| r.summary()).unwrap_or_default();
        let prisoners = rounds
            .last()
            .and_then(|r| r.end.as_ref())
            .and_then(ended)
            .and_then(|(side, n)| {
                guards_line(
                    side,
                    n,
                    sa_melee::guards_needed(n as i64, PrisonerPlace::Marching),
                    sa_melee::guards_needed(n as i64, PrisonerPlace::AtOwnLines),
                )
            });
        Ok(Course {
            summary: format!(
                "After {} round{}: {last}",
                rounds.len(),
                if rounds.len() == 1 { "" } else { "s" }
            ),
            rounds: lines,
            prisoners,
        })
    };
    let formed = move || f.a_form.get().is_formed() || f.b_form.get().is_formed();
    let clash_result = move || {
        let h = ctx.house.get();
        let side = |troop: Troop, form, men: u32, leader, spears: u32| ClashSide {
            people: profile(troop).people,
            formation: form,
            men: men as i64,
            frontage: None,
            has_leader: leader,
            spears_lead: spears > 0,
        };
        let c = Clash {
            attacker: side(
                f.a_troop.get(),
                f.a_form.get(),
                f.a_men.get(),
                f.a_leader.get(),
                f.a_spears.get(),
            ),
            defender: side(
                f.b_troop.get(),
                f.b_form.get(),
                f.b_men.get(),
                f.b_leader.get(),
                f.b_spears.get(),
            ),
            wedge_flank: false,
        };
        clash(&c, &h.sandarticus)
            .map(|o| o.summary())
            .map_err(|e| e.to_string())
    };
    view! {
        <fieldset class="side">
            <legend>{NAMES.0}</legend>
            <Pick label="Troops" options=troop_options() value=f.a_troop id="a-troop" />
            <CountField label="Men" value=f.a_men error=errs[0] min=1 max=MAX_MEN id="a-men".to_string() />
            <Pick label="Formation" options=formation_options() value=f.a_form id="a-form" />
            <CountField label="Spearmen" value=f.a_spears error=errs[1] min=0 max=MAX_MEN id="a-spears".to_string() />
            <Toggle label="Led by a leader".to_string() value=f.a_leader />
            <Toggle label="Already fighting another unit".to_string() value=f.a_engaged />
            <Toggle label="Caught between a wedge's teeth".to_string() value=f.a_teeth />
        </fieldset>
        <fieldset class="side">
            <legend>{NAMES.1}</legend>
            <Pick label="Troops" options=troop_options() value=f.b_troop id="b-troop" />
            <CountField label="Men" value=f.b_men error=errs[2] min=1 max=MAX_MEN id="b-men".to_string() />
            <Pick label="Formation" options=formation_options() value=f.b_form id="b-form" />
            <CountField label="Spearmen" value=f.b_spears error=errs[3] min=0 max=MAX_MEN id="b-spears".to_string() />
            <Toggle label="Led by a leader".to_string() value=f.b_leader />
            <Toggle label="Already fighting another unit".to_string() value=f.b_engaged />
            <Toggle label="Caught between a wedge's teeth".to_string() value=f.b_teeth />
        </fieldset>
        <p class="hint">{move || format!(
            "{} are {} ({} per kill); {} are {} ({} per kill). No dice: the sides cancel out.",
            NAMES.0, class_word(f.a_troop.get()), per_kill(f.a_troop.get()),
            NAMES.1, class_word(f.b_troop.get()), per_kill(f.b_troop.get()))}</p>
        <Show when=formed>
            {move || match clash_result() {
                Ok(s) => view! { <div data-testid="clash"><OutcomeLine summary=s rule=RULE_CLASH /></div> }.into_any(),
                Err(e) => view! { <p class="problem" role="alert" data-testid="clash-problem">{e}</p> }.into_any(),
            }}
        </Show>
        <CourseView course=Signal::derive(course) rule=RULE_MELEE />
    }
}

fn class_word(t: Troop) -> &'static str {
    use rules::sandarticus::troops::ArmourClass;
    match profile(t).class {
        ArmourClass::Heavy => "heavy",
        ArmourClass::Medium => "medium",
        ArmourClass::Light => "light",
    }
}

fn per_kill(t: Troop) -> u32 {
    sa_melee::CANCEL_OUT
        .iter()
        .find(|(c, _)| *c == profile(t).class)
        .map_or(0, |&(_, n)| n)
}

#[component]
fn CourseView(course: Signal<Result<Course, String>>, rule: &'static str) -> impl IntoView {
    move || match course.get() {
        Err(e) => {
            view! { <p class="problem" role="alert" data-testid="melee-problem">{e}</p> }.into_any()
        }
        Ok(c) => {
            let rounds = c
                .rounds
                .into_iter()
                .map(|r| view! { <li>{r}</li> })
                .collect_view();
            let guards = c.prisoners.map(|(who, m, l)| view! {
                <p class="guards" data-testid="guards">{format!("{who}. Guards needed: {m} on the march, {l} behind the lines.")}</p>
            });
            view! {
                <div data-testid="melee-outcome"><OutcomeLine summary=c.summary rule=rule /></div>
                {guards}
                <ol class="rounds" data-testid="rounds">{rounds}</ol>
            }
            .into_any()
        }
    }
}

fn weapon_options(t: TroopType) -> Vec<(Option<MeleeWeapon>, String)> {
    melee_weapons(t)
        .iter()
        .map(|&w| (Some(w), capital(w.name())))
        .collect()
}

#[component]
fn JsMelee() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let errs: [RwSignal<Option<String>>; 2] = std::array::from_fn(|_| RwSignal::new(None));
    // A weapon the new troop type doesn't carry falls back to its usual one.
    Effect::new(move |_| {
        for (t, w) in [(f.ja_troop, f.ja_weapon), (f.jb_troop, f.jb_weapon)] {
            let troop = t.get();
            if let Some(x) = w.get_untracked()
                && !melee_weapons(troop).contains(&x)
            {
                w.set(None);
            }
        }
    });
    let course = move || -> Result<Course, String> {
        let side = |name: &str, troop, men, weapon, engaged| JsMeleeSide {
            name: name.to_string(),
            groups: vec![JsGroup { troop, men, weapon }],
            already_engaged: engaged,
        };
        let a = side(
            NAMES.0,
            f.ja_troop.get(),
            f.ja_men.get(),
            f.ja_weapon.get(),
            f.ja_engaged.get(),
        );
        let b = side(
            NAMES.1,
            f.jb_troop.get(),
            f.jb_men.get(),
            f.jb_weapon.get(),
            f.jb_engaged.get(),
        );
        let c = fight(&a, &b).map_err(|e| e.to_string())?;
        let prisoners = ended(&c.end).and_then(|(side, n)| {
            guards_line(
                side,
                n,
                guards_needed(n, PrisonerPlace::Marching, GUARD_RATIOS),
                guards_needed(n, PrisonerPlace::AtOwnLines, GUARD_RATIOS),
            )
        });
        Ok(Course {
            rounds: c.rounds.iter().map(|r| r.summary()).collect(),
            summary: c.summary(),
            prisoners,
        })
    };
    let pick_weapon =
        |troop: RwSignal<TroopType>, w: RwSignal<Option<MeleeWeapon>>, id: &'static str| {
            move || {
                let opts = weapon_options(troop.get());
                (opts.len() > 1).then(|| {
                    if w.get_untracked().is_none() {
                        w.set(opts[0].0);
                    }
                    view! { <Segmented label="Weapon" options=opts value=w id=id /> }
                })
            }
        };
    view! {
        <fieldset class="side">
            <legend>{NAMES.0}</legend>
            <Pick label="Troops" options=js_troops() value=f.ja_troop id="ja-troop" />
            <CountField label="Men" value=f.ja_men error=errs[0] min=1 max=MAX_MEN id="ja-men".to_string() />
            {pick_weapon(f.ja_troop, f.ja_weapon, "ja-weapon")}
            <Toggle label="Already fighting another unit".to_string() value=f.ja_engaged />
        </fieldset>
        <fieldset class="side">
            <legend>{NAMES.1}</legend>
            <Pick label="Troops" options=js_troops() value=f.jb_troop id="jb-troop" />
            <CountField label="Men" value=f.jb_men error=errs[1] min=1 max=MAX_MEN id="jb-men".to_string() />
            {pick_weapon(f.jb_troop, f.jb_weapon, "jb-weapon")}
            <Toggle label="Already fighting another unit".to_string() value=f.jb_engaged />
        </fieldset>
        <p class="hint">"No dice: men cancel one for one until a side is outnumbered 2 to 1 and gives up."</p>
        <CourseView course=Signal::derive(course) rule=rules::jersey_shore::melee::RULE />
    }
}
