//! A melee's answer, as both games fight one out: who wins and how it ends, then what happens to each side under
//! that side's name, then the rounds for whoever wants them.

use leptos::prelude::*;
use rules::rule::RuleId;
use rules::sandy_hook::fight_summary::FightSummary;

use crate::components::problem::Problem;
use crate::components::why::rule_href;

/// The fight, or why the rules refuse it.
pub type Fought = Result<FightSummary, String>;

/// One side's fate: its name, then each thing that happens to it.
fn side_card(s: &FightSummary, i: usize) -> impl IntoView + use<> {
    let lines = s
        .side_lines(i)
        .into_iter()
        .map(|l| view! { <li>{l}</li> })
        .collect_view();
    let id = if i == 0 { "side-a" } else { "side-b" };
    view! {
        <div class="fight-side" data-testid=id>
            <h3>{s.names[i].clone()}</h3>
            <ul>{lines}</ul>
        </div>
    }
}

/// The answer at the top of a melee tab. Test ids: `melee-outcome` (the whole answer), `fight-headline`,
/// `side-a`, `side-b`, `rounds`.
#[component]
pub fn FightView(#[prop(into)] fought: Signal<Fought>, rule: RuleId) -> impl IntoView {
    let problem = Signal::derive(move || fought.with(|f| f.as_ref().err().cloned()));
    let body = move || {
        fought.with(|f| {
            f.as_ref().ok().map(|s| {
                let rounds = s
                    .round_lines()
                    .into_iter()
                    .map(|r| view! { <li>{r}</li> })
                    .collect_view();
                view! {
                    <p class="headline" data-testid="fight-headline">{s.headline()}</p>
                    <div class="fight-sides">{side_card(s, 0)}{side_card(s, 1)}</div>
                    <details class="fight-rounds">
                        <summary>"Round by round"</summary>
                        <ol class="rounds" data-testid="rounds">{rounds}</ol>
                    </details>
                }
            })
        })
    };
    view! {
        <div class="answer fight" role="status" data-testid="melee-outcome">
            {body}
            <Problem text=problem id="melee-problem" />
            <a class="why" href=rule_href(rule)>"Why? See the rule"</a>
        </div>
    }
}
