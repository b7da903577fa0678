//! Pieces the rule-system helper pages (Roman War Rules, Ancients) share: a form that survives leaving the
//! page, a roller for mechanisms whose dice come in stages, the odds of a distribution, and a drop-down list.

use leptos::prelude::*;
use rules::mechanism::{DiceRequest, Stage};
use rules::odds::Distribution;
use rules::rule::RuleId;
use rules::saved::envelope::{self, LoadError, data_as, unreadable_version, version_of};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::components::dist_chart::DistChart;
use crate::components::roll_panel::RollPanel;
use crate::components::why::OutcomeLine;
use crate::notices::use_notices;
use crate::storage;
use rules::text::{fixed, percent};

pub mod source;

/// The format of a saved helper form. Fields carry `serde(default)`, so adding one needs no new version.
const FORM_VERSION: u32 = 1;

/// Loads the form saved under `key` and saves it again after every change, so switching pages or reloading
/// keeps what the player entered.
pub fn stored_form<F>(key: &'static str) -> RwSignal<F>
where
    F: Default + Clone + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    let notices = use_notices();
    let loaded = storage::load(
        key,
        "helper entries",
        |text: &str| -> Result<F, LoadError> {
            match version_of(text)? {
                FORM_VERSION => data_as(text),
                v => Err(unreadable_version(v, FORM_VERSION)),
            }
        },
    );
    if let Some(p) = loaded.problem {
        notices.push(p, true);
    }
    let form = RwSignal::new(loaded.value);
    let writable = loaded.writable;
    Effect::new(move |first: Option<()>| {
        let f = form.get();
        if first.is_some()
            && writable
            && storage::save(key, &envelope::encode(FORM_VERSION, &f)).is_err()
        {
            // The shell already says once that nothing is being saved; no need to repeat it on every tap.
        }
    });
    form
}

/// A signal for one field of a stored form: it starts from the form and writes every change back into it.
pub fn bind<F, T>(
    form: RwSignal<F>,
    get: impl Fn(&F) -> T + Send + Sync + 'static,
    set: impl Fn(&mut F, T) + Send + Sync + 'static,
) -> RwSignal<T>
where
    F: Send + Sync + 'static,
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let s = RwSignal::new(form.with_untracked(&get));
    Effect::new(move |_| {
        let v = s.get();
        if form.with_untracked(|f| get(f) != v) {
            form.update(|f| set(f, v));
        }
    });
    s
}

/// A drop-down list for a long set of choices (troop types), where a row of buttons would not fit a phone.
#[component]
pub fn Pick<T>(
    label: &'static str,
    options: Vec<(T, String)>,
    value: RwSignal<T>,
    id: &'static str,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let values: Vec<T> = options.iter().map(|(v, _)| v.clone()).collect();
    let values2 = values.clone();
    let opts = options
        .into_iter()
        .enumerate()
        .map(|(i, (_, text))| view! { <option value=i.to_string()>{text}</option> })
        .collect_view();
    let selected = move || {
        let v = value.get();
        values.iter().position(|x| *x == v).unwrap_or(0).to_string()
    };
    let on_change = move |ev| {
        if let Ok(i) = event_target_value(&ev).parse::<usize>()
            && let Some(v) = values2.get(i)
        {
            value.set(v.clone());
        }
    };
    view! {
        <label class="pick">
            <span class="pick-label">{label}</span>
            <select id=id prop:value=selected on:change=on_change>{opts}</select>
        </label>
    }
}

/// The exact odds of one number as a bar chart, its mean and the chance of at least each value.
#[component]
pub fn OddsView(
    dist: Distribution,
    /// What is counted, as in "men dead".
    what: &'static str,
    /// Test id of the block.
    id: &'static str,
) -> impl IntoView {
    let mean = dist.mean();
    let top = dist.percentile(0.999).max(1);
    let lo = dist.min().max(1);
    let rows = (lo..=top)
        .take(8)
        .map(|k| {
            view! { <li><span class="k">{format!("{k}+")}</span>" "<b>{percent(dist.p_at_least(k))}</b></li> }
        })
        .collect_view();
    let caption = format!("{what}: mean {}", fixed(mean, 2));
    view! {
        <div class="odds-view" data-testid=id>
            <DistChart dist=dist caption=caption />
            <p class="at-least-title">"Chance of at least:"</p>
            <ul class="at-least">{rows}</ul>
        </div>
    }
}

/// A flat result for the roller: the line to show and the rule behind it.
pub type Resolved = Result<(String, RuleId), String>;
/// The stage to roll next (its dice and what they are for), `None` once the roll is complete, or why nothing
/// can be rolled.
pub type NextStage = Result<Option<Stage>, String>;

/// Rolls a mechanism stage by stage (hit dice, then survival dice...), virtually or with real dice, and shows
/// the outcome once nothing more is needed. Any change to the input starts the rolling over.
#[component]
pub fn StagedRoll(
    /// Given the faces so far (flat, every stage in order), the stage to roll next; `None` when done.
    next: Callback<Vec<u8>, NextStage>,
    /// The outcome for the complete faces.
    finish: Callback<Vec<u8>, Resolved>,
    /// Test id prefix for the roll panel's buttons.
    id: &'static str,
) -> impl IntoView {
    let stages: RwSignal<Vec<(String, Vec<u8>)>> = RwSignal::new(Vec::new());
    let flat = move || {
        stages.with(|s| {
            s.iter()
                .flat_map(|(_, f)| f.iter().copied())
                .collect::<Vec<u8>>()
        })
    };
    // Reading the first stage reads every input the mechanism uses: a change to any of them starts over.
    Effect::new(move |prev: Option<()>| {
        let _ = next.run(Vec::new());
        if prev.is_some() {
            stages.set(Vec::new());
        }
    });
    let state = Memo::new(move |_| next.run(flat()));
    let request = Signal::derive(move || match state.get() {
        Ok(Some(stage)) => stage.dice,
        _ => DiceRequest::Nothing,
    });
    let done = move || matches!(state.get(), Ok(None));
    let on_faces = Callback::new(move |faces: Vec<u8>| {
        if let Ok(Some(stage)) = state.get_untracked() {
            stages.update(|s| s.push((stage.what, faces)));
        }
    });
    let rolled = move || {
        stages
            .get()
            .into_iter()
            .filter(|(_, f)| !f.is_empty())
            .map(|(label, f)| {
                let faces: Vec<String> = f.iter().map(|x| x.to_string()).collect();
                view! { <li><span class="stage-label">{label}": "</span><span class="faces">{faces.join(" ")}</span></li> }
            })
            .collect_view()
    };
    let outcome = move || {
        if !done() {
            return None;
        }
        Some(match finish.run(flat()) {
            Ok((summary, rule)) => view! { <OutcomeLine summary=summary rule=rule /> }.into_any(),
            Err(e) => view! { <p class="problem" role="alert">{e}</p> }.into_any(),
        })
    };
    let problem = move || state.get().err();
    let stage_label = move || match state.get() {
        Ok(Some(stage)) => stage.what,
        _ => String::new(),
    };
    let has_rolled = move || stages.with(|s| !s.is_empty());
    view! {
        <section class="staged-roll" aria-label="Roll">
            <p class="problem" role="alert" data-testid=format!("{id}-problem")>{problem}</p>
            {outcome}
            <Show when=has_rolled>
                <ul class="rolled" data-testid=format!("{id}-rolled")>{rolled}</ul>
            </Show>
            <div class="roll-dock" class:hidden=move || done() || state.get().is_err()>
                <p class="stage" data-testid=format!("{id}-stage")>{stage_label}</p>
                <RollPanel request=request on_faces=on_faces id=id />
            </div>
            <Show when=has_rolled>
                <button type="button" class="quiet wide" data-testid=format!("{id}-again")
                    on:click=move |_| stages.set(Vec::new())>"Start a new roll"</button>
            </Show>
        </section>
    }
}
