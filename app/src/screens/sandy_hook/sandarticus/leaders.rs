//! Leaders, Sandarticus: when a leader falls, the exact chance of every way it can end comes first; then the
//! situation; then the walk through the procedure one coin or die at a time, rolled from the dock.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::dice::Coin;
use rules::mechanism::DiceRequest;
use rules::procedure::{Draw, Need, Next, Procedure, StepId};
use rules::sandarticus::House;
use rules::sandarticus::leadership::{
    GaulishLoss, gaulish_command_lost, gaulish_unit_leader_lost, gladiator_lost,
    north_german_chief_lost, roman_greek_leader_lost, spartacus_falls,
};
use rules::text::percent;

use super::super::ctx::use_ctx;
use super::super::shot::forget_on_change;
use super::form::{Fallen, Leaders, SaForm};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::problem::Problem;
use crate::components::roll_panel::RollPanel;
use crate::components::segmented::options;
use crate::components::toggle::Toggle;
use crate::field;

/// Which of the Gaulish high command has fallen, when one of them has: it names the war chiefs who flip.
fn gaulish_loss(l: &Leaders) -> Option<GaulishLoss> {
    match l.fallen {
        Fallen::GaulKing => Some(GaulishLoss::King {
            sub_king_alive: l.sub_king_alive,
        }),
        Fallen::GaulSubKing => Some(GaulishLoss::SubKing),
        _ => None,
    }
}

fn procedure(l: &Leaders, h: &House) -> Result<Procedure, String> {
    let r = match l.fallen {
        Fallen::RomanGreek => Ok(roman_greek_leader_lost(l.friend_r3)),
        Fallen::NorthGerman => Ok(north_german_chief_lost(
            l.fighting_on_table,
            l.friend_on_table,
        )),
        Fallen::GaulKing => gaulish_command_lost(
            GaulishLoss::King {
                sub_king_alive: l.sub_king_alive,
            },
            l.chiefs_r3 as i64,
        ),
        Fallen::GaulSubKing => gaulish_command_lost(GaulishLoss::SubKing, l.chiefs_r3 as i64),
        Fallen::GaulUnit => Ok(gaulish_unit_leader_lost(h, l.friend_r3)),
        Fallen::Spartacus => spartacus_falls(l.chiefs_alive as i64),
        Fallen::Gladiator => Ok(gladiator_lost(l.friend_r3, l.beside)),
    };
    r.map_err(|e| e.to_string())
}

/// Where the walk stands after the taps so far: the lines played, and the step now or the ending reached.
fn walk(p: &Procedure, taps: &[Option<Draw>]) -> Option<(Vec<String>, Result<StepId, String>)> {
    let mut at = p.start;
    let mut lines = Vec::new();
    for t in taps {
        let step = p.find(at).ok()?;
        let b = p.advance(at, *t).ok()?;
        lines.push(if b.result.is_empty() {
            step.instruction.clone()
        } else {
            b.result.clone()
        });
        match b.next {
            Next::Step(n) => at = n,
            Next::End(e) => return Some((lines, Err(e.text))),
        }
    }
    Some((lines, Ok(at)))
}

#[component]
pub fn LeadersTab() -> impl IntoView {
    let ctx = use_ctx::<SaForm>();
    let form = ctx.form;
    let situation = Computed::new(move || {
        form.with(|f| Leaders {
            taps: Vec::new(),
            ..f.leaders.clone()
        })
    });
    let taps = field!(form => leaders.taps);
    forget_on_change(situation, taps);
    let fallen = Computed::new(move || situation.with(|l| l.fallen));
    let checked = Computed::new(move || {
        ctx.house
            .with(|h| situation.with(|l| procedure(l, &h.sandarticus)))
    });
    let problem = Signal::derive(move || checked.with(|c| c.as_ref().err().cloned()));
    let odds = move || {
        checked.with(|c| {
            let p = c.as_ref().ok()?;
            let rows = p
                .odds()
                .unwrap_or_default()
                .into_iter()
                .map(|c| view! { <li><strong>{percent(c.chance)}</strong>" "{c.ending.text}</li> })
                .collect_view();
            Some(view! {
                <h2 class="proc-title">{p.title.clone()}</h2>
                <ul class="proc-odds" data-testid="proc-odds">{rows}</ul>
            })
        })
    };
    let is = move |which: &[Fallen]| which.contains(&fallen.get());
    view! {
        <section class="sh-tab" aria-label="Leaders">
            <Pick label="Who has fallen" options=options() value=field!(form => leaders.fallen) id="proc" />
            <div class="answer">{odds}<Problem text=problem /></div>
            {move || is(&[Fallen::RomanGreek, Fallen::GaulUnit, Fallen::Gladiator]).then(|| view! {
                <Toggle label="A friendly unit with a leader is within R3" value=field!(form => leaders.friend_r3) id="friend-r3" />
            })}
            {move || is(&[Fallen::Gladiator]).then(|| view! {
                <Toggle label="Another gladiator is beside or behind them" value=field!(form => leaders.beside) id="beside" />
            })}
            {move || is(&[Fallen::NorthGerman]).then(|| view! {
                <Toggle label="Fighting is going on on the table" value=field!(form => leaders.fighting_on_table) />
                <Toggle label="A friendly unit with a leader is on the table" value=field!(form => leaders.friend_on_table) />
            })}
            {move || is(&[Fallen::GaulKing]).then(|| view! {
                <Toggle label="A sub-king is alive" value=field!(form => leaders.sub_king_alive) />
            })}
            {move || gaulish_loss(&form.read().leaders).map(|loss| view! {
                <CountField label=loss.chiefs_who_flip() value=field!(form => leaders.chiefs_r3) min=0 max=30 id="chiefs" />
            })}
            {move || is(&[Fallen::Spartacus]).then(|| view! {
                <CountField label="Main chiefs still alive" value=field!(form => leaders.chiefs_alive) min=0 max=2 id="chiefs-alive" />
            })}
            {move || checked.get().ok().map(|p| view! { <Walk procedure=p /> })}
        </section>
    }
}

/// The steps played so far and the one to play now, with the dock to flip, roll or go on.
#[component]
fn Walk(procedure: Procedure) -> impl IntoView {
    let form = use_ctx::<SaForm>().form;
    let taps = field!(form => leaders.taps);
    let p = StoredValue::new(procedure);
    let state = Computed::new(move || taps.with(|t| p.with_value(|p| walk(p, t))));
    let now = Computed::new(move || state.with(|s| s.as_ref().map(|(_, now)| now.clone())));
    let tap = move |d: Option<Draw>| taps.update(|t| t.push(d));
    let need = Signal::derive(move || match now.get() {
        Some(Ok(at)) => p.with_value(|p| p.needs(at).unwrap_or(Need::Nothing)),
        _ => Need::Nothing,
    });
    let request = Signal::derive(move || match need.get() {
        Need::Coin => DiceRequest::Coins(1),
        Need::Die => DiceRequest::D6(1),
        Need::Nothing => DiceRequest::Nothing,
    });
    // The roll panel gives a coin as 1 for heads and 2 for tails.
    let on_faces = Callback::new(move |faces: Vec<u8>| {
        let f = faces.first().copied().unwrap_or(1);
        tap(Some(match need.get_untracked() {
            Need::Coin if f == 1 => Draw::Coin(Coin::Heads),
            Need::Coin => Draw::Coin(Coin::Tails),
            _ => Draw::Face(f),
        }))
    });
    let played = move || {
        state.with(|s| {
            s.as_ref().map(|(lines, _)| {
                lines
                    .iter()
                    .map(|l| view! { <li>{l.clone()}</li> })
                    .collect_view()
            })
        })
    };
    let href = p.with_value(|p| format!("rules.html#{}", p.rule));
    let here = move || {
        match now.get() {
        Some(Err(ending)) => view! {
            <div class="outcome" role="status" data-testid="outcome">
                <p class="outcome-text">{ending}</p>
                <a class="why" href=href.clone()>"Why? See the rule"</a>
            </div>
            <div class="sh-roll">
                <button type="button" class="secondary" on:click=move |_| taps.set(Vec::new())>"Start again"</button>
            </div>
        }
        .into_any(),
        Some(Ok(at)) => {
            let instruction = p.with_value(|p| p.find(at).map(|s| s.instruction.clone()).unwrap_or_default());
            let dock = if need.get() == Need::Nothing {
                view! { <button type="button" class="primary" data-testid="proc-done" on:click=move |_| tap(None)>"Done"</button> }.into_any()
            } else {
                view! { <RollPanel request=request on_faces=on_faces id="proc-roll" /> }.into_any()
            };
            view! {
                <p class="need" data-testid="proc-now">{instruction}</p>
                <div class="sh-roll">{dock}</div>
            }
            .into_any()
        }
        None => ().into_any(),
    }
    };
    view! {
        <ol class="rounds" data-testid="proc-played">{played}</ol>
        {here}
    }
}
