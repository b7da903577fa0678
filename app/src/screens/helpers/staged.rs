//! Rolling a mechanism whose dice come in stages (`rules::mechanism::Staged`): the rules say what to roll next
//! and what it is for; the dock at the bottom of the screen rolls it, virtually or with real dice; the result
//! shows at the top of the tab, where the answer is. Any change to the inputs starts the roll over.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{DiceRequest, Stage};
use rules::rule::RuleId;

use crate::components::problem::Problem;
use crate::components::roll_panel::RollPanel;
use crate::components::why::rule_href;

/// The stage to roll next (its dice and what they are for), `None` once the roll is complete, or why nothing
/// can be rolled.
pub type NextStage = Result<Option<Stage>, String>;

/// A rolled result: the line that leads (totals and end state), the rule behind it, and then one line for each
/// side it happens to.
pub struct Told {
    pub summary: String,
    pub rule: RuleId,
    pub sides: Vec<String>,
}

impl Told {
    pub fn new(summary: String, rule: RuleId) -> Told {
        Told {
            summary,
            rule,
            sides: Vec::new(),
        }
    }
}

/// The result for the complete faces, or why they could not be read.
pub type Resolved = Result<Told, String>;

/// One roll in stages, shared by the tab's result (at the top) and its dock (at the bottom).
#[derive(Clone, Copy)]
pub struct Roll {
    /// Each stage rolled so far: what it was for, and its faces.
    stages: RwSignal<Vec<(String, Vec<u8>)>>,
    state: Computed<NextStage>,
    finish: Callback<Vec<u8>, Resolved>,
}

impl Roll {
    /// `next` gives the stage after the faces so far (flat, every stage in order); `finish` reads them all.
    pub fn new(next: Callback<Vec<u8>, NextStage>, finish: Callback<Vec<u8>, Resolved>) -> Roll {
        let stages: RwSignal<Vec<(String, Vec<u8>)>> = RwSignal::new(Vec::new());
        // Reading the first stage reads every input the mechanism uses: a change to any of them starts over.
        Effect::new(move |prev: Option<()>| {
            let _ = next.run(Vec::new());
            if prev.is_some() {
                stages.set(Vec::new());
            }
        });
        let state = Computed::new(move || next.run(stages.with(|s| flat(s))));
        Roll {
            stages,
            state,
            finish,
        }
    }

    fn rolled(&self) -> bool {
        self.stages.with(|s| !s.is_empty())
    }

    fn done(&self) -> bool {
        matches!(self.state.get(), Ok(None))
    }
}

fn flat(stages: &[(String, Vec<u8>)]) -> Vec<u8> {
    stages.iter().flat_map(|(_, f)| f.iter().copied()).collect()
}

/// The roll so far, at the top of the tab: the result once every stage is in (its totals first, then each
/// side), the faces of each stage, and a way to start again. Nothing before the first roll.
#[component]
pub fn RollResult(roll: Roll) -> impl IntoView {
    let outcome = move || {
        if !roll.done() {
            return None;
        }
        Some(match roll.finish.run(roll.stages.with(|s| flat(s))) {
            Ok(told) => view! {
                <div class="outcome" role="status" aria-live="polite" data-testid="outcome">
                    <p class="outcome-text">{told.summary}</p>
                    <ul class="outcome-sides">
                        {told.sides.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                    </ul>
                    <a class="why" href=rule_href(told.rule) data-testid="why">"Why? See the rule"</a>
                </div>
            }
            .into_any(),
            Err(e) => view! { <p class="problem" role="alert">{e}</p> }.into_any(),
        })
    };
    let stages = move || {
        roll.stages
            .get()
            .into_iter()
            .filter(|(_, f)| !f.is_empty())
            .map(|(what, f)| {
                let faces: Vec<String> = f.iter().map(u8::to_string).collect();
                view! { <li><span class="stage-label">{what}": "</span><span class="faces">{faces.join(" ")}</span></li> }
            })
            .collect_view()
    };
    move || {
        roll.rolled().then(|| {
            view! {
                <div class="roll-result">
                    {outcome}
                    <ul class="rolled">{stages}</ul>
                    <button type="button" class="quiet wide" on:click=move |_| roll.stages.set(Vec::new())>
                        "Start a new roll"
                    </button>
                </div>
            }
        })
    }
}

/// The dock at the bottom of the screen: what the next stage is for and the roll panel; gone once the roll
/// is complete or cannot be made (the reason shows instead).
#[component]
pub fn RollDock(
    roll: Roll,
    /// Test id prefix for the dock and its buttons.
    id: &'static str,
) -> impl IntoView {
    let request = Signal::derive(move || match roll.state.get() {
        Ok(Some(stage)) => stage.dice,
        _ => DiceRequest::Nothing,
    });
    let on_faces = Callback::new(move |faces: Vec<u8>| {
        if let Ok(Some(stage)) = roll.state.get_untracked() {
            roll.stages.update(|s| s.push((stage.what, faces)));
        }
    });
    let what = move || match roll.state.get() {
        Ok(Some(stage)) => stage.what,
        _ => String::new(),
    };
    let problem = Signal::derive(move || roll.state.get().err());
    view! {
        <Problem text=problem />
        <div class="roll-dock" class:hidden=move || !matches!(roll.state.get(), Ok(Some(_)))>
            <p class="stage" data-testid=format!("{id}-stage")>{what}</p>
            <RollPanel request=request on_faces=on_faces id=id />
        </div>
    }
}
