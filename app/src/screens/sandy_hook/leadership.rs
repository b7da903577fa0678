//! Leadership: when a leader falls, walk through the system's procedure one flip or roll at a time, with the
//! exact chance of every ending; for Jersey Shore, officers per unit and the Hessian rally.

use leptos::prelude::*;
use rules::dice::{Coin, roll_d6};
use rules::jersey_shore::command::{HessianRally, RallyingOfficer, UnitCommand, command_status};
use rules::jersey_shore::troops::TroopType;
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::procedure::{Draw, Need, Next, Procedure};
use rules::rule::System;
use rules::sandarticus::leadership::{
    GaulishLoss, gaulish_command_lost, gaulish_unit_leader_lost, gladiator_lost,
    north_german_chief_lost, roman_greek_leader_lost, spartacus_falls,
};
use rules::sandy_hook::MAX_MEN;
use serde::{Deserialize, Serialize};

use super::{OddsBlock, Pick, use_ctx};
use crate::components::count_field::CountField;
use crate::components::roll_panel::RollPanel;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::components::why::{OutcomeLine, rule_href};
use crate::rng::browser_rng;
use rules::text::capitalise;
use rules::text::percent;

/// The Sandarticus procedures for a fallen leader.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SaProc {
    RomanGreek,
    NorthGerman,
    GaulKing,
    GaulSubKing,
    GaulUnit,
    Spartacus,
    Gladiator,
}

/// Jersey Shore's leadership helpers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum JsLead {
    Command,
    Rally,
}

#[component]
pub fn LeadershipTab() -> impl IntoView {
    let ctx = use_ctx();
    let sa = move || ctx.system.get() != System::JerseyShore;
    view! {
        <section class="sh-tab" aria-label="Leadership">
            <Show when=sa fallback=|| view! { <JsLeadership /> }>
                <SaLeadership />
            </Show>
        </section>
    }
}

#[component]
fn SaLeadership() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let procs = vec![
        (SaProc::RomanGreek, "Roman or Greek unit leader".to_string()),
        (SaProc::NorthGerman, "North German war chief".to_string()),
        (SaProc::GaulKing, "Gaulish king".to_string()),
        (SaProc::GaulSubKing, "Gaulish sub-king".to_string()),
        (SaProc::GaulUnit, "Gaulish unit leader".to_string()),
        (SaProc::Spartacus, "Spartacus".to_string()),
        (
            SaProc::Gladiator,
            "Gladiator leading revolutionaries".to_string(),
        ),
    ];
    let errs: [RwSignal<Option<String>>; 2] = std::array::from_fn(|_| RwSignal::new(None));
    let procedure = move || -> Result<Procedure, String> {
        let h = ctx.house.get();
        let r = match f.sa_proc.get() {
            SaProc::RomanGreek => Ok(roman_greek_leader_lost(f.friend_r3.get())),
            SaProc::NorthGerman => Ok(north_german_chief_lost(
                f.fighting_on_table.get(),
                f.friend_on_table.get(),
            )),
            SaProc::GaulKing => gaulish_command_lost(
                GaulishLoss::King {
                    sub_king_alive: f.sub_king_alive.get(),
                },
                f.chiefs_r3.get() as i64,
            ),
            SaProc::GaulSubKing => {
                gaulish_command_lost(GaulishLoss::SubKing, f.chiefs_r3.get() as i64)
            }
            SaProc::GaulUnit => Ok(gaulish_unit_leader_lost(&h.sandarticus, f.friend_r3.get())),
            SaProc::Spartacus => spartacus_falls(f.chiefs_alive.get() as i64),
            SaProc::Gladiator => Ok(gladiator_lost(f.friend_r3.get(), f.beside.get())),
        };
        r.map_err(|e| e.to_string())
    };
    // A different procedure or situation starts the walk again.
    Effect::new(move |prev: Option<()>| {
        let _ = procedure();
        if prev.is_some() {
            f.taps.set(Vec::new());
        }
    });
    let which = f.sa_proc;
    let uses_r3 = move || {
        matches!(
            which.get(),
            SaProc::RomanGreek | SaProc::GaulUnit | SaProc::Gladiator
        )
    };
    view! {
        <Pick label="Who has fallen" options=procs value=f.sa_proc id="proc" />
        <Show when=uses_r3>
            <Toggle label=move_label() value=f.friend_r3 id="friend-r3" />
        </Show>
        <Show when=move || which.get() == SaProc::Gladiator>
            <Toggle label="Another gladiator is beside or behind them".to_string() value=f.beside />
        </Show>
        <Show when=move || which.get() == SaProc::NorthGerman>
            <Toggle label="Fighting is going on on the table".to_string() value=f.fighting_on_table />
            <Toggle label="A friendly unit with a leader is on the table".to_string() value=f.friend_on_table />
        </Show>
        <Show when=move || which.get() == SaProc::GaulKing>
            <Toggle label="A sub-king is alive".to_string() value=f.sub_king_alive />
        </Show>
        <Show when=move || matches!(which.get(), SaProc::GaulKing | SaProc::GaulSubKing)>
            <CountField label="War chiefs within R3" value=f.chiefs_r3 error=errs[0] min=0 max=30 id="chiefs".to_string() />
        </Show>
        <Show when=move || which.get() == SaProc::Spartacus>
            <CountField label="Main chiefs still alive" value=f.chiefs_alive error=errs[1] min=0 max=2 id="chiefs-alive".to_string() />
        </Show>
        {move || match procedure() {
            Err(e) => view! { <p class="problem" role="alert">{e}</p> }.into_any(),
            Ok(p) => view! { <Walk procedure=p /> }.into_any(),
        }}
    }
}

fn move_label() -> String {
    "A friendly unit with a leader is within R3".to_string()
}

/// Steps through a procedure: what was done so far, what to do now, and the odds of every ending.
#[component]
fn Walk(procedure: Procedure) -> impl IntoView {
    let f = use_ctx().form;
    let p = StoredValue::new(procedure);
    // Replays the taps so far: the steps played and where the walk stands now.
    let state = move || {
        let taps = f.taps.get();
        p.with_value(|p| {
            let mut at = p.start;
            let mut lines = Vec::new();
            for t in &taps {
                let step = p.find(at).ok()?;
                let b = p.advance(at, *t).ok()?;
                lines.push(if b.result.is_empty() {
                    step.instruction.clone()
                } else {
                    b.result.clone()
                });
                match b.next {
                    Next::Step(n) => at = n,
                    Next::End(e) => return Some((lines, Err(e))),
                }
            }
            Some((lines, Ok(at)))
        })
    };
    let tap = move |d: Option<Draw>| f.taps.update(|t| t.push(d));
    let odds = p.with_value(|p| p.odds()).unwrap_or_default();
    let odds_view = odds
        .into_iter()
        .map(|c| view! { <li><strong>{percent(c.chance)}</strong>" "{c.ending.text}</li> })
        .collect_view();
    let rule = p.with_value(|p| p.rule.clone());
    view! {
        <h2 class="proc-title">{p.with_value(|p| p.title.clone())}</h2>
        <details class="proc-odds" open>
            <summary>"How it can end"</summary>
            <ul data-testid="proc-odds">{odds_view}</ul>
        </details>
        {move || state().map(|(lines, now)| {
            let played = lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view();
            let now_view = match now {
                Err(ending) => view! {
                    <div class="outcome" role="status" data-testid="outcome">
                        <p class="outcome-text">{ending.text}</p>
                        <a class="why" href=format!("rules.html#{}", rule)>"Why? See the rule"</a>
                    </div>
                    <button type="button" class="quiet" on:click=move |_| f.taps.set(Vec::new())>"Start again"</button>
                }.into_any(),
                Ok(at) => {
                    let (instruction, need) = p.with_value(|p| {
                        (p.find(at).map(|s| s.instruction.clone()).unwrap_or_default(), p.needs(at).unwrap_or(Need::Nothing))
                    });
                    let buttons = match need {
                        Need::Nothing => view! {
                            <button type="button" class="primary" data-testid="proc-done" on:click=move |_| tap(None)>"Done"</button>
                        }.into_any(),
                        Need::Coin => view! {
                            <button type="button" class="primary" data-testid="proc-flip"
                                on:click=move |_| tap(Some(Draw::Coin(Coin::flip(&mut browser_rng()))))>"Flip in the app"</button>
                            <div class="face-pad coins">
                                <button type="button" data-testid="proc-heads" on:click=move |_| tap(Some(Draw::Coin(Coin::Heads)))>"My coin: heads"</button>
                                <button type="button" data-testid="proc-tails" on:click=move |_| tap(Some(Draw::Coin(Coin::Tails)))>"My coin: tails"</button>
                            </div>
                        }.into_any(),
                        Need::Die => {
                            let faces = (1..=6u8).map(|x| view! {
                                <button type="button" class="pad-face" aria-label=format!("My die shows {x}") on:click=move |_| tap(Some(Draw::Face(x)))>{x}</button>
                            }).collect_view();
                            view! {
                                <button type="button" class="primary" on:click=move |_| tap(Some(Draw::Face(roll_d6(&mut browser_rng()))))>"Roll in the app"</button>
                                <div class="face-pad">{faces}</div>
                            }.into_any()
                        }
                    };
                    view! {
                        <p class="need" data-testid="proc-now">{instruction}</p>
                        <div class="sh-roll">{buttons}</div>
                    }.into_any()
                }
            };
            view! { <ol class="rounds" data-testid="proc-played">{played}</ol> {now_view} }
        })}
    }
}

#[component]
fn JsLeadership() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let modes = vec![
        (JsLead::Command, "Officers".to_string()),
        (JsLead::Rally, "Hessian rally".to_string()),
    ];
    view! {
        <Segmented label="Leadership helper" options=modes value=f.js_lead id="js-lead" />
        <Show when=move || f.js_lead.get() == JsLead::Command fallback=|| view! { <Rally /> }>
            <Command />
        </Show>
    }
}

#[component]
fn Command() -> impl IntoView {
    let f = use_ctx().form;
    let errs: [RwSignal<Option<String>>; 3] = std::array::from_fn(|_| RwSignal::new(None));
    let troops = TroopType::ALL
        .into_iter()
        .map(|t| (t, capitalise(t.name())))
        .collect::<Vec<_>>();
    let report = move || {
        command_status(UnitCommand {
            troop: f.cmd_troop.get(),
            men: f.cmd_men.get(),
            men_at_start: f.cmd_start.get(),
            officers: f.cmd_officers.get(),
            retreating: f.cmd_retreating.get(),
        })
    };
    view! {
        <Pick label="Troops" options=troops value=f.cmd_troop id="cmd-troop" />
        <CountField label="Men now" value=f.cmd_men error=errs[0] min=0 max=MAX_MEN id="cmd-men".to_string() />
        <CountField label="Men at the start" value=f.cmd_start error=errs[1] min=1 max=MAX_MEN id="cmd-start".to_string() />
        <CountField label="Officers with them" value=f.cmd_officers error=errs[2] min=0 max=MAX_MEN id="cmd-officers".to_string() />
        <Toggle label="Already falling back".to_string() value=f.cmd_retreating />
        {move || match report() {
            Ok(r) => view! { <OutcomeLine summary=r.summary() rule=r.rule() /> }.into_any(),
            Err(e) => view! { <p class="problem" role="alert">{e.to_string()}</p> }.into_any(),
        }}
    }
}

#[component]
fn Rally() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let officers = vec![
        (RallyingOfficer::British, "British officer".to_string()),
        (RallyingOfficer::Hessian, "Hessian officer".to_string()),
    ];
    let rally = move || HessianRally {
        officer: f.rally_officer.get(),
    };
    let request = Signal::derive(move || rally().dice_needed(()).unwrap_or(DiceRequest::Nothing));
    let outcome = move || {
        let faces = f.rally_faces.get();
        let r = rally();
        if r.dice_needed(()).ok()? == DiceRequest::Nothing {
            return r.resolve((), &[]).ok();
        }
        r.resolve((), &faces).ok()
    };
    view! {
        <p class="hint">"Hessians falling back: who tries to rally them?"</p>
        <Segmented label="Officer" options=officers value=f.rally_officer id="rally-officer" />
        {move || rally().odds(()).ok().map(|d| view! { <OddsBlock dist=d what="They rally (1) or not (0)" id="rally-odds" /> })}
        {move || outcome().map(|o| view! { <OutcomeLine summary=o.summary() rule=o.rule() /> })}
        <div class="sh-roll">
            <RollPanel request=request on_faces=Callback::new(move |faces| f.rally_faces.set(faces)) id="rally-roll" />
        </div>
        <p class="hint"><a href=rule_href(rules::jersey_shore::command::HESSIAN_RULE)>"The rally rule"</a></p>
    }
}
