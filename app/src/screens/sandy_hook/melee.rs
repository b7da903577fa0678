//! Melee: both sides, then the cancel-out round by round, prisoners and the guards they need, and for
//! Sandarticus the formation clash.

use leptos::prelude::*;
use rules::jersey_shore::GUARD_RATIOS;
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, fight};
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
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

use super::groups::{GroupRows, JsRow, SaGroup, WeaponChoice, js_fields, js_troops, sa_fields};
use super::shoot::troop_options;
use super::{Pick, use_ctx};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::count_field::CountField;
use crate::components::toggle::Toggle;
use crate::components::why::OutcomeLine;
use crate::screens::helpers::source::SourcePick;
use rules::text::capitalise;

const NAMES: (&str, &str) = ("Attackers", "Defenders");

fn formation_options() -> Vec<(Formation, String)> {
    Formation::ALL
        .into_iter()
        .map(|f| (f, capitalise(f.name())))
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
    fighters: Vec<Fighters>,
    formation: Formation,
    spears: u32,
    engaged: bool,
    teeth: bool,
) -> MeleeSide {
    MeleeSide {
        name: name.to_string(),
        fighters,
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
                fighters(f.a_troop.get(), f.a_men.get(), &f.a_more.get()),
                f.a_form.get(),
                f.a_spears.get(),
                f.a_engaged.get(),
                f.a_teeth.get(),
            ),
            b: sa_side(
                NAMES.1,
                fighters(f.b_troop.get(), f.b_men.get(), &f.b_more.get()),
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
                f.a_men.get() + f.a_more.with(|g| g.iter().map(|g| g.men).sum::<u32>()),
                f.a_leader.get(),
                f.a_spears.get(),
            ),
            defender: side(
                f.b_troop.get(),
                f.b_form.get(),
                f.b_men.get() + f.b_more.with(|g| g.iter().map(|g| g.men).sum::<u32>()),
                f.b_leader.get(),
                f.b_spears.get(),
            ),
            wedge_flank: false,
        };
        clash(&c, &h.sandarticus)
            .map(|o| o.summary())
            .map_err(|e| e.to_string())
    };
    // The side's first group: a saved unit brings its troop type, men, formation and whether a leader is with it.
    let pick = |troop: RwSignal<Troop>,
                men: RwSignal<u32>,
                form: RwSignal<Formation>,
                leader: RwSignal<bool>| {
        Callback::new(move |o: Offer| {
            men.set(o.men);
            leader.set(o.leaders > 0);
            if let Some(RosterUnit::Sandarticus(u)) = &o.unit {
                troop.set(u.troop);
                form.set(u.formation);
            }
            if let Some(&x) = Formation::ALL.iter().find(|x| x.name() == o.formation) {
                form.set(x);
            }
        })
    };
    let pick_a = pick(f.a_troop, f.a_men, f.a_form, f.a_leader);
    let pick_b = pick(f.b_troop, f.b_men, f.b_form, f.b_leader);
    view! {
        <fieldset class="side">
            <legend>{NAMES.0}</legend>
            <SourcePick offers=ctx.offers from=f.a_from on_pick=pick_a label="First group" id="a-src".to_string() />
            <Pick label="Troops" options=troop_options() value=f.a_troop id="a-troop" />
            <CountField label="Men" value=f.a_men error=errs[0] min=1 max=MAX_MEN id="a-men".to_string() />
            <GroupRows list=f.a_more side="a" fields=sa_fields />
            <Pick label="Formation" options=formation_options() value=f.a_form id="a-form" />
            <CountField label="Spearmen" value=f.a_spears error=errs[1] min=0 max=MAX_MEN id="a-spears".to_string() />
            <Toggle label="Led by a leader".to_string() value=f.a_leader />
            <Toggle label="Already fighting another unit".to_string() value=f.a_engaged />
            <Toggle label="Caught between a wedge's teeth".to_string() value=f.a_teeth />
        </fieldset>
        <fieldset class="side">
            <legend>{NAMES.1}</legend>
            <SourcePick offers=ctx.offers from=f.b_from on_pick=pick_b label="First group" id="b-src".to_string() />
            <Pick label="Troops" options=troop_options() value=f.b_troop id="b-troop" />
            <CountField label="Men" value=f.b_men error=errs[2] min=1 max=MAX_MEN id="b-men".to_string() />
            <GroupRows list=f.b_more side="b" fields=sa_fields />
            <Pick label="Formation" options=formation_options() value=f.b_form id="b-form" />
            <CountField label="Spearmen" value=f.b_spears error=errs[3] min=0 max=MAX_MEN id="b-spears".to_string() />
            <Toggle label="Led by a leader".to_string() value=f.b_leader />
            <Toggle label="Already fighting another unit".to_string() value=f.b_engaged />
            <Toggle label="Caught between a wedge's teeth".to_string() value=f.b_teeth />
        </fieldset>
        <p class="hint">{move || format!(
            "{}: {}. {}: {}. No dice: the sides cancel out.",
            NAMES.0, classes(f.a_troop.get(), &f.a_more.get()),
            NAMES.1, classes(f.b_troop.get(), &f.b_more.get()))}</p>
        <Show when=formed>
            {move || match clash_result() {
                Ok(s) => view! { <div data-testid="clash"><OutcomeLine summary=s rule=RULE_CLASH /></div> }.into_any(),
                Err(e) => view! { <p class="problem" role="alert" data-testid="clash-problem">{e}</p> }.into_any(),
            }}
        </Show>
        <CourseView course=Signal::derive(course) rule=RULE_MELEE />
    }
}

/// The side's fighters, its first group in front (losses come off the front).
fn fighters(troop: Troop, men: u32, more: &[SaGroup]) -> Vec<Fighters> {
    std::iter::once(Fighters::of(troop, men as i64))
        .chain(more.iter().map(|g| Fighters::of(g.troop, g.men as i64)))
        .collect()
}

/// "Roman legionnaire heavy (2 per kill), Gladiator medium (3 per kill)".
fn classes(first: Troop, more: &[SaGroup]) -> String {
    std::iter::once(first)
        .chain(more.iter().map(|g| g.troop))
        .map(|t| {
            format!(
                "{} {} ({} per kill)",
                profile(t).name,
                class_word(t),
                per_kill(t)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
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

#[component]
fn JsMelee() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let errs: [RwSignal<Option<String>>; 2] = std::array::from_fn(|_| RwSignal::new(None));
    let course = move || -> Result<Course, String> {
        let side = |name: &str, troop, men, weapon, more: Vec<JsRow>, engaged| JsMeleeSide {
            name: name.to_string(),
            groups: std::iter::once(JsGroup { troop, men, weapon })
                .chain(more.into_iter().map(|g| JsGroup {
                    troop: g.troop,
                    men: g.men,
                    weapon: g.weapon,
                }))
                .collect(),
            already_engaged: engaged,
            attacking: false,
        };
        let a = side(
            NAMES.0,
            f.ja_troop.get(),
            f.ja_men.get(),
            f.ja_weapon.get(),
            f.ja_more.get(),
            f.ja_engaged.get(),
        );
        let b = side(
            NAMES.1,
            f.jb_troop.get(),
            f.jb_men.get(),
            f.jb_weapon.get(),
            f.jb_more.get(),
            f.jb_engaged.get(),
        );
        let c = fight(&a, &b, &ctx.house.get().jersey_shore).map_err(|e| e.to_string())?;
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
    let pick =
        |troop: RwSignal<TroopType>, men: RwSignal<u32>, weapon: RwSignal<Option<MeleeWeapon>>| {
            Callback::new(move |o: Offer| {
                men.set(o.men);
                if let Some(RosterUnit::JerseyShore(u)) = &o.unit {
                    troop.set(u.troop);
                    weapon.set(u.weapon);
                }
            })
        };
    let pick_a = pick(f.ja_troop, f.ja_men, f.ja_weapon);
    let pick_b = pick(f.jb_troop, f.jb_men, f.jb_weapon);
    view! {
        <fieldset class="side">
            <legend>{NAMES.0}</legend>
            <SourcePick offers=ctx.offers from=f.ja_from on_pick=pick_a label="First group" id="ja-src".to_string() />
            <Pick label="Troops" options=js_troops() value=f.ja_troop id="ja-troop" />
            <CountField label="Men" value=f.ja_men error=errs[0] min=1 max=MAX_MEN id="ja-men".to_string() />
            <WeaponChoice troop=f.ja_troop weapon=f.ja_weapon id="ja-weapon" />
            <GroupRows list=f.ja_more side="ja" fields=js_fields />
            <Toggle label="Already fighting another unit".to_string() value=f.ja_engaged />
        </fieldset>
        <fieldset class="side">
            <legend>{NAMES.1}</legend>
            <SourcePick offers=ctx.offers from=f.jb_from on_pick=pick_b label="First group" id="jb-src".to_string() />
            <Pick label="Troops" options=js_troops() value=f.jb_troop id="jb-troop" />
            <CountField label="Men" value=f.jb_men error=errs[1] min=1 max=MAX_MEN id="jb-men".to_string() />
            <WeaponChoice troop=f.jb_troop weapon=f.jb_weapon id="jb-weapon" />
            <GroupRows list=f.jb_more side="jb" fields=js_fields />
            <Toggle label="Already fighting another unit".to_string() value=f.jb_engaged />
        </fieldset>
        <p class="hint">"No dice: men cancel one for one until a side is outnumbered 2 to 1 and gives up."</p>
        <CourseView course=Signal::derive(course) rule=rules::jersey_shore::melee::RULE />
    }
}
