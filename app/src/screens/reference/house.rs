//! The house-rules screen: every choice Sandtable makes where a rulebook is silent or contradicts itself,
//! with the player's setting, its default, and a way back to it. Settings are saved with the player's
//! settings, so every helper on every page uses them at once.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::{HouseRules, catalogue};
use rules::input::parse_decimal;
use rules::rule::System;
use rules::setting::{HouseSetting, HouseValue, SettingKind, number_text};

use super::Reference;
use crate::settings::{SettingsState, use_settings};

/// A value the way the player reads it.
pub fn value_text(kind: &SettingKind, v: &HouseValue) -> String {
    match (kind, v) {
        (_, HouseValue::Switch(true)) => "on".to_string(),
        (_, HouseValue::Switch(false)) => "off".to_string(),
        (_, HouseValue::Number(n)) => number_text(*n),
        (SettingKind::Choice(options), HouseValue::Choice(k)) => options
            .iter()
            .find(|o| o.key == k)
            .map(|o| o.label.to_string())
            .unwrap_or_else(|| k.clone()),
        (_, HouseValue::Choice(k)) => k.clone(),
    }
}

/// Tries a new value; the rules refuse what they cannot accept, and the refusal is shown by the field.
fn apply(
    settings: SettingsState,
    key: &'static str,
    value: HouseValue,
    error: RwSignal<Option<String>>,
) {
    let mut house = settings.settings.with_untracked(|s| s.house.clone());
    match house.set(key, value) {
        Ok(()) => {
            error.set(None);
            settings.update(|s| s.house = house);
        }
        Err(e) => error.set(Some(e.to_string())),
    }
}

fn group_name(system: Option<System>) -> &'static str {
    match system {
        Some(s) => s.name(),
        None => "Both Sheil games (Sandarticus and Jersey Shore)",
    }
}

fn group_id(system: Option<System>) -> &'static str {
    system.map(|s| s.key()).unwrap_or("sheil")
}

#[component]
pub fn HouseScreen() -> impl IntoView {
    let reference = expect_context::<Reference>();
    let settings = use_settings();
    let all = catalogue();
    let changed = Computed::new(move || {
        let h = reference.house.get();
        catalogue().iter().filter(|s| !h.is_default(s.key)).count()
    });
    let reset_all = move |_| settings.update(|s| s.house = HouseRules::default());
    let mut groups: Vec<(Option<System>, Vec<HouseSetting>)> = Vec::new();
    for s in all {
        match groups.iter_mut().find(|(g, _)| *g == s.system) {
            Some((_, list)) => list.push(s),
            None => groups.push((s.system, vec![s])),
        }
    }
    let groups = groups
        .into_iter()
        .map(|(system, list)| {
            let keys: Vec<&'static str> = list.iter().map(|s| s.key).collect();
            let changed_here = move || {
                let h = reference.house.get();
                match keys.iter().filter(|k| !h.is_default(k)).count() {
                    0 => String::new(),
                    n => format!(" \u{b7} {n} changed"),
                }
            };
            let rows = list.into_iter().map(|s| view! { <SettingRow setting=s /> }).collect_view();
            view! {
                <details class="house-group" data-testid=format!("house-group-{}", group_id(system))>
                    <summary>{group_name(system)}<span class="group-changed">{changed_here}</span></summary>
                    {rows}
                </details>
            }
        })
        .collect_view();
    view! {
        <section class="house-screen" data-testid="house">
            <h2 tabindex="-1" data-focus>"House rules"</h2>
            <p class="hint">
                "Where a rulebook is silent or says two things, Sandtable picks a reading, marked \u{201c}house rule\u{201d}. \
                 Change any of them here: every helper, table and odds line uses your choice at once, and shared \
                 armies and battles carry it along."
            </p>
            <p class="house-summary" data-testid="house-changed">{move || match changed.get() {
                0 => "All house rules are at their defaults.".to_string(),
                1 => "1 house rule changed.".to_string(),
                n => format!("{n} house rules changed."),
            }}</p>
            {groups}
            <button type="button" class="secondary reset-all" data-testid="reset-all"
                disabled=move || changed.get() == 0 on:click=reset_all>"Reset all house rules"</button>
        </section>
    }
}

#[component]
fn SettingRow(setting: HouseSetting) -> impl IntoView {
    let reference = expect_context::<Reference>();
    let settings = use_settings();
    let key = setting.key;
    let error = RwSignal::new(None::<String>);
    let value = Computed::new(move || reference.house.with(|h| h.get(key)));
    let is_changed = move || reference.house.with(|h| !h.is_default(key));
    let default_text = HouseRules::default_value(key)
        .map(|v| value_text(&setting.kind, &v))
        .unwrap_or_default();
    let control = match setting.kind.clone() {
        SettingKind::Switch => {
            let on = move || matches!(value.get(), Some(HouseValue::Switch(true)));
            view! {
                <button type="button" class="toggle" role="switch" data-testid=format!("set-{key}")
                    aria-checked=move || on().to_string()
                    on:click=move |_| apply(settings, key, HouseValue::Switch(!on()), error)>
                    <span class="toggle-box" aria-hidden="true">{move || if on() { "\u{2714}" } else { "" }}</span>
                    <span>{move || if on() { "On" } else { "Off" }}</span>
                </button>
            }
            .into_any()
        }
        SettingKind::Number { min, max, step } => view! {
            <DecimalField label=setting.title key=key value=value error=error min=min max=max step=step />
        }
        .into_any(),
        SettingKind::Choice(options) => {
            let buttons = options
                .into_iter()
                .enumerate()
                .map(|(i, o)| {
                    let chosen = move || matches!(value.get(), Some(HouseValue::Choice(k)) if k == o.key);
                    view! {
                        <button type="button" data-testid=format!("set-{key}-{i}")
                            aria-pressed=move || chosen().to_string()
                            on:click=move |_| apply(settings, key, HouseValue::Choice(o.key.to_string()), error)>
                            {o.label}
                        </button>
                    }
                })
                .collect_view();
            view! { <div class="segmented stacked" role="group" aria-label=setting.title>{buttons}</div> }
                .into_any()
        }
    };
    let back_to_default = move |_| {
        if let Some(v) = HouseRules::default_value(key) {
            apply(settings, key, v, error);
        }
    };
    view! {
        <div class="house-setting" class:changed=is_changed data-testid=format!("house-{key}")>
            <h3 class="setting-title">
                {setting.title}
                <Show when=is_changed>" "<span class="changed-tag">"changed"</span></Show>
            </h3>
            <p class="gap">{setting.gap}</p>
            <p class="default-line">"Default: " {default_text}</p>
            {control}
            <p class="field-error" role="alert" data-testid="setting-error">{move || error.get()}</p>
            <div class="setting-actions">
                <a href=format!("#{}", setting.reference) class="rule-link">"The rule"</a>
                <Show when=is_changed>
                    <button type="button" class="quiet" data-testid=format!("default-{key}")
                        on:click=back_to_default>"Back to default"</button>
                </Show>
            </div>
        </div>
    }
}

/// A number with − and + buttons and typed entry; fractions allowed. The rules check range and step.
#[component]
fn DecimalField(
    label: &'static str,
    key: &'static str,
    value: Computed<Option<HouseValue>>,
    error: RwSignal<Option<String>>,
    min: f64,
    max: f64,
    step: f64,
) -> impl IntoView {
    let settings = use_settings();
    let current = move || match value.get() {
        Some(HouseValue::Number(n)) => n,
        _ => min,
    };
    let text = RwSignal::new(number_text(current()));
    // Follow changes made elsewhere (a reset, Back to default), clearing a stale complaint, but leave text that
    // already reads as the value alone: "1." on the way to "1.5" must not snap back to "1".
    Effect::new(move |ran: Option<()>| {
        let n = current();
        if ran.is_some() && text.with_untracked(|t| parse_decimal(label, t)) != Ok(n) {
            error.set(None);
            text.set(number_text(n));
        }
    });
    let stepped = move |dir: f64| {
        let next = (current() + dir * step).clamp(min, max);
        error.set(None);
        text.set(number_text(next));
        apply(settings, key, HouseValue::Number(next), error);
    };
    let on_input = move |ev| {
        let t = event_target_value(&ev);
        text.set(t.clone());
        match parse_decimal(label, &t) {
            Ok(n) => apply(settings, key, HouseValue::Number(n), error),
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let id = format!("num-{key}");
    view! {
        <div class="stepper decimal" class:invalid=move || error.get().is_some()>
            <button type="button" class="step" aria-label=format!("Less: {label}")
                on:click=move |_| stepped(-1.0)>"\u{2212}"</button>
            <input id=id type="text" inputmode="decimal" autocomplete="off" aria-label=label
                data-testid=format!("set-{key}")
                aria-invalid=move || if error.get().is_some() { "true" } else { "false" }
                prop:value=move || text.get() on:input=on_input />
            <button type="button" class="step" aria-label=format!("More: {label}")
                on:click=move |_| stepped(1.0)>"+"</button>
        </div>
    }
}
