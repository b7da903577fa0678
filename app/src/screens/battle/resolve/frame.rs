//! The frame every "Resolve here" panel shares: the answer first (the forecast before a roll, the result after
//! it, with its rule and one tap to apply it to the table), then the dice, then the panel's own inputs.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::Event;
use rules::mechanism::{DiceRequest, Explained};
use rules::odds::Distribution;
use rules::rule::RuleId;
use rules::text::{average, percent};

use super::super::desk::Desk;
use crate::components::problem::Problem;
use crate::components::roll_panel::RollPanel;
use crate::components::why::OutcomeLine;

/// A result waiting for the player's "Apply": what happened, the rule behind it, and the events it means.
#[derive(Clone, PartialEq)]
pub struct Pending {
    pub summary: String,
    pub rule: RuleId,
    pub events: Vec<Event>,
}

impl Pending {
    pub fn of(o: &impl Explained, events: Vec<Event>) -> Pending {
        Pending {
            summary: o.summary(),
            rule: o.rule(),
            events,
        }
    }
}

/// One kind of resolution as the frame drives it. `next` says what to roll given the faces so far
/// (`DiceRequest::Nothing` once every die is in, or at once for a fight that rolls nothing); `finish` reads
/// the result for all the faces; `forecast` is the answer before any die is rolled, when there is one.
#[derive(Clone, Copy)]
pub struct Resolution {
    pub next: Callback<Vec<u8>, Result<DiceRequest, String>>,
    pub finish: Callback<Vec<u8>, Result<Pending, String>>,
    pub forecast: Option<Callback<(), Option<String>>>,
}

/// The answer before the roll for a volley or a fight: who loses how many men on average, and the chance
/// that at least one falls.
pub fn losses_forecast(who: &str, losses: &Distribution) -> String {
    format!(
        "{who} lose {} men on average; at least one falls: {}",
        average(losses.mean()),
        percent(losses.p_at_least(1))
    )
}

/// Records the pending events; the panel closes unless the battle refused them (the thumb bar says why).
pub fn apply(desk: Desk, p: Pending) {
    if !p.events.is_empty() {
        desk.store.record(p.events);
        if desk.store.problem.get_untracked().is_some() {
            return;
        }
    }
    desk.close();
}

/// The answer with its rule, and the one tap that applies it to the table.
pub fn answer_view(
    desk: Desk,
    p: Pending,
    testid: &str,
    nothing: &'static str,
) -> impl IntoView + use<> {
    let label = if p.events.is_empty() {
        nothing
    } else {
        "Apply to the table"
    };
    let Pending { summary, rule, .. } = p.clone();
    view! {
        <OutcomeLine summary=summary rule=rule />
        <button type="button" class="primary" data-testid=format!("apply-{testid}")
            on:click=move |_| apply(desk, p.clone())>{label}</button>
    }
}

/// The answer, the dice and the inputs of one resolution. Any change to the tracker's form starts the roll
/// over. `testid` tells this panel's Apply button apart.
#[component]
pub fn ResolveFrame(
    desk: Desk,
    resolution: Resolution,
    #[prop(into)] testid: String,
    children: Children,
) -> impl IntoView {
    let form = desk.form;
    let faces = RwSignal::new(Vec::<u8>::new());
    let rolled = RwSignal::new(None::<Result<Pending, String>>);
    Effect::new(move |prev: Option<()>| {
        form.track();
        if prev.is_some() {
            faces.set(Vec::new());
            rolled.set(None);
        }
    });
    let first = Computed::new(move || resolution.next.run(Vec::new()));
    let rolls_nothing = move || matches!(first.get(), Ok(DiceRequest::Nothing));
    // A fight that rolls nothing has its result as soon as its inputs are set.
    let answer = move || {
        rolled
            .get()
            .or_else(|| rolls_nothing().then(|| resolution.finish.run(Vec::new())))
    };
    let request = Signal::derive(move || {
        if rolled.with(Option::is_some) {
            return DiceRequest::Nothing;
        }
        resolution
            .next
            .run(faces.get())
            .unwrap_or(DiceRequest::Nothing)
    });
    let on_faces = Callback::new(move |new: Vec<u8>| {
        let mut all = faces.get_untracked();
        all.extend(new);
        match resolution.next.run(all.clone()) {
            Ok(DiceRequest::Nothing) => rolled.set(Some(resolution.finish.run(all))),
            Ok(_) => faces.set(all),
            Err(e) => rolled.set(Some(Err(e))),
        }
    });
    let testid = StoredValue::new(testid);
    let headline = move || match answer() {
        Some(Ok(p)) => testid
            .with_value(|t| answer_view(desk, p, t, "Nothing to change: close"))
            .into_any(),
        Some(Err(e)) => view! { <p class="problem" role="alert">{e}</p> }.into_any(),
        None => {
            let line = resolution.forecast.and_then(|f| f.run(()));
            view! { <p class="forecast" data-testid="forecast">{line}</p> }.into_any()
        }
    };
    let so_far = move || {
        let n = faces.with(Vec::len);
        (n > 0 && rolled.with(Option::is_none))
            .then(|| format!("{n} dice in so far: now the next ones asked for."))
    };
    // Drawn once; rolling or not only changes what it holds (a `Show` per call site would cost more).
    let state = Computed::new(move || (rolled.with(Option::is_some), rolls_nothing()));
    let dock = move || {
        let (has_rolled, nothing_to_roll) = state.get();
        if has_rolled {
            view! {
                <button type="button" class="quiet" on:click=move |_| {
                    faces.set(Vec::new());
                    rolled.set(None);
                }>"Roll again"</button>
            }
            .into_any()
        } else if nothing_to_roll {
            ().into_any()
        } else {
            view! {
                <p class="hint" data-testid="so-far">{so_far}</p>
                <RollPanel request=request on_faces=on_faces id="rp" />
            }
            .into_any()
        }
    };
    view! {
        <div class="resolve-answer">{headline}</div>
        <Problem text=Signal::derive(move || first.get().err()) />
        {dock}
        {children()}
    }
}
