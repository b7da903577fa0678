//! One unit's counters and the one-tap changes a player makes to it.

use leptos::prelude::*;
use rules::battle::{Cause, Event, Field, UnitId, UnitStatus};
use rules::rule::System;
use rules::sandy_hook::prisoners::PrisonerPlace;

use super::resolve::ResolvePanel;
use super::store::BattleStore;
use super::tracker::with_state;

/// The cause's name on the picker.
fn cause_label(c: Cause) -> &'static str {
    match c {
        Cause::Melee => "Hand to hand",
        Cause::Shooting => "Shooting",
        Cause::Artillery => "Artillery",
        Cause::Collapse => "Masonry",
        Cause::Other => "Other",
    }
}

fn whole(text: &str) -> Option<u32> {
    text.trim().parse().ok()
}

#[component]
pub fn UnitCard(store: BattleStore, id: UnitId) -> impl IntoView {
    let i = usize::from(id.0);
    let unit = move || {
        store
            .state
            .with(|s| s.as_ref().and_then(|s| s.units.get(i).cloned()))
    };
    let system = move || with_state(store, |s| Some(s.system)).unwrap_or(System::JerseyShore);
    let n = RwSignal::new(String::from("2"));
    let cause = RwSignal::new(0usize);
    let open = RwSignal::new(false);
    let resolving = RwSignal::new(false);
    let casualties = move |k: u32| {
        let c = Cause::ALL[cause.get_untracked().min(Cause::ALL.len() - 1)];
        store.record(vec![Event::Casualties {
            unit: id,
            n: k,
            cause: c,
            by: None,
        }]);
    };
    let counters = move || {
        unit().map(|u| {
            let guards = if u.prisoners > 0 || u.guards > 0 {
                Some(format!(
                    "Prisoners {} \u{b7} guards {} of {} needed",
                    u.prisoners,
                    u.guards,
                    u.guards_needed(system())
                ))
            } else {
                None
            };
            view! {
                <p class="unit-head">
                    <strong class="unit-name">{u.label().to_string()}</strong>
                    <span class="status" data-testid=format!("status-{i}")>{u.status.name()}</span>
                </p>
                <p class="counters">
                    <span class="big" data-testid=format!("men-{i}")>{u.men}</span>
                    {format!(" of {} men \u{b7} leaders {}", u.men_at_start, u.leaders)}
                    {(!u.formation.trim().is_empty()).then(|| format!(" \u{b7} {}", u.formation.trim()))}
                    {(system() == System::Ancients).then(|| format!(" \u{b7} damage tokens {}", u.damage_tokens))}
                </p>
                {guards.map(|g| view! { <p class="guards">{g}</p> })}
            }
        })
    };
    let enemies = move || {
        with_state(store, |s| {
            let side = s.units.get(i).map(|u| u.side);
            s.units
                .iter()
                .enumerate()
                .filter(|(_, u)| Some(u.side) != side)
                .map(|(k, u)| (UnitId(k as u16), u.label().to_string()))
                .collect::<Vec<_>>()
        })
    };
    let status_options = UnitStatus::ALL
        .into_iter()
        .enumerate()
        .map(|(k, st)| {
            view! { <option value=k.to_string() selected=move || unit().is_some_and(|u| u.status == st)>{st.name()}</option> }
        })
        .collect_view();
    let formation = RwSignal::new(String::new());
    let prisoners_from = RwSignal::new(String::new());
    let escaped = RwSignal::new(String::from("1"));
    let escape_to = RwSignal::new(String::new());
    // Enemy units with men in enemy hands: where escaped prisoners go back to (Sandy Hook escape).
    let held_from = move || {
        with_state(store, |s| {
            let side = s.units.get(i).map(|u| u.side);
            s.units
                .iter()
                .enumerate()
                .filter(|(_, u)| Some(u.side) != side && u.captured > 0)
                .map(|(k, u)| (UnitId(k as u16), u.label().to_string()))
                .collect::<Vec<_>>()
        })
    };
    let holds_prisoners = move || unit().is_some_and(|u| u.prisoners > 0);
    let escape = move |_| {
        let list = held_from();
        let to = escape_to
            .get_untracked()
            .parse::<u16>()
            .ok()
            .map(UnitId)
            .or_else(|| list.first().map(|x| x.0));
        if let (Some(k), Some(to)) = (whole(&escaped.get_untracked()), to) {
            store.record(vec![Event::PrisonersEscaped { from: id, to, n: k }]);
        }
    };
    let guards = RwSignal::new(String::from("1"));
    let at_lines = RwSignal::new(false);
    let adjust_field = RwSignal::new(0usize);
    let adjust_value = RwSignal::new(String::new());
    let fields = [
        ("Men", Field::Men { unit: id }),
        ("Leaders", Field::Leaders { unit: id }),
        ("Prisoners held", Field::Prisoners { unit: id }),
        ("Guards", Field::Guards { unit: id }),
        ("Damage tokens", Field::DamageTokens { unit: id }),
    ];
    let more = move || {
        let enemy_options = enemies()
            .into_iter()
            .map(|(e, name)| view! { <option value=e.0.to_string()>{name}</option> })
            .collect_view();
        let field_options = fields
            .iter()
            .enumerate()
            .map(|(k, (label, _))| view! { <option value=k.to_string()>{*label}</option> })
            .collect_view();
        view! {
            <div class="unit-more">
                <div class="row">
                    <input type="text" aria-label="Formation" placeholder="Formation"
                        prop:value=move || formation.get() on:input=move |ev| formation.set(event_target_value(&ev)) />
                    <button type="button" class="secondary" on:click=move |_| store.record(vec![Event::FormationChanged { unit: id, formation: formation.get_untracked() }])>"Set formation"</button>
                </div>
                <div class="row">
                    <label class="inline">"Took "
                        <input type="text" inputmode="numeric" class="small-num" aria-label="Prisoners taken"
                            prop:value=move || n.get() on:input=move |ev| n.set(event_target_value(&ev)) />
                    </label>
                    <select aria-label="Prisoners from" on:change=move |ev| prisoners_from.set(event_target_value(&ev))>
                        <option value="">"prisoners from\u{2026}"</option>
                        {enemy_options}
                    </select>
                    <button type="button" class="secondary" on:click=move |_| {
                        if let (Some(k), Ok(from)) = (whole(&n.get_untracked()), prisoners_from.get_untracked().parse::<u16>()) {
                            store.record(vec![Event::PrisonersTaken { from: UnitId(from), by: id, n: k }]);
                        }
                    }>"Take prisoners"</button>
                </div>
                <div class="row">
                    <label class="inline">"Guards "
                        <input type="text" inputmode="numeric" class="small-num" aria-label="Guards"
                            prop:value=move || guards.get() on:input=move |ev| guards.set(event_target_value(&ev)) />
                    </label>
                    <label class="inline"><input type="checkbox" prop:checked=move || at_lines.get()
                        on:change=move |ev| at_lines.set(event_target_checked(&ev)) />" at our lines"</label>
                    <button type="button" class="secondary" on:click=move |_| {
                        if let Some(g) = whole(&guards.get_untracked()) {
                            let place = if at_lines.get_untracked() { PrisonerPlace::AtOwnLines } else { PrisonerPlace::Marching };
                            store.record(vec![Event::GuardsAssigned { unit: id, guards: g, place }]);
                        }
                    }>"Set guards"</button>
                </div>
                <Show when=holds_prisoners>
                    <div class="row">
                        <input type="text" inputmode="numeric" class="small-num" aria-label="Prisoners who escaped" data-testid=format!("escaped-{i}")
                            prop:value=move || escaped.get() on:input=move |ev| escaped.set(event_target_value(&ev)) />
                        <select aria-label="Escaped back to" data-testid=format!("escape-to-{i}") on:change=move |ev| escape_to.set(event_target_value(&ev))>
                            {move || held_from().into_iter().map(|(e, name)| view! { <option value=e.0.to_string()>{format!("back to {name}")}</option> }).collect_view()}
                        </select>
                        <button type="button" class="secondary" data-testid=format!("escape-{i}") on:click=escape>"Prisoners escaped"</button>
                    </div>
                </Show>
                <Show when=move || system() == System::Ancients>
                    <button type="button" class="secondary" on:click=move |_| store.record(vec![Event::DamageTokens { unit: id, n: 1 }])>"+1 damage token"</button>
                </Show>
                <div class="row">
                    <select aria-label="Number to correct" data-testid=format!("adjust-field-{i}")
                        on:change=move |ev| adjust_field.set(event_target_value(&ev).parse().unwrap_or(0))>{field_options}</select>
                    <input type="text" inputmode="numeric" class="small-num" aria-label="Correct value" data-testid=format!("adjust-value-{i}")
                        prop:value=move || adjust_value.get() on:input=move |ev| adjust_value.set(event_target_value(&ev)) />
                    <button type="button" class="secondary" data-testid=format!("adjust-{i}") on:click=move |_| {
                        if let Some(v) = whole(&adjust_value.get_untracked()) {
                            store.record(vec![Event::Adjusted { field: fields[adjust_field.get_untracked().min(fields.len() - 1)].1, value: v }]);
                        }
                    }>"Correct by hand"</button>
                </div>
            </div>
        }
    };
    let cause_options = Cause::ALL
        .into_iter()
        .enumerate()
        .map(|(k, c)| view! { <option value=k.to_string()>{cause_label(c)}</option> })
        .collect_view();

    view! {
        <article class="unit-card" data-testid=format!("unit-{i}")>
            {counters}
            <div class="card-actions">
                <button type="button" class="cas" data-testid=format!("cas1-{i}") aria-label="One casualty" on:click=move |_| casualties(1)>"\u{2212}1"</button>
                <input type="text" inputmode="numeric" class="small-num" aria-label="How many" data-testid=format!("n-{i}")
                    prop:value=move || n.get() on:input=move |ev| n.set(event_target_value(&ev)) />
                <button type="button" class="cas" data-testid=format!("casn-{i}") on:click=move |_| {
                    if let Some(k) = whole(&n.get_untracked()) { casualties(k) }
                }>{move || format!("\u{2212}{}", n.get().trim())}</button>
                <select aria-label="Cause of the losses" on:change=move |ev| cause.set(event_target_value(&ev).parse().unwrap_or(0))>{cause_options}</select>
                <button type="button" class="secondary" data-testid=format!("leader-{i}")
                    on:click=move |_| store.record(vec![Event::LeaderLost { unit: id, n: 1 }])>"Leader lost"</button>
                <select aria-label="State" data-testid=format!("state-{i}") on:change=move |ev| {
                    if let Some(st) = event_target_value(&ev).parse::<usize>().ok().and_then(|k| UnitStatus::ALL.get(k).copied()) {
                        store.record(vec![Event::StateChanged { unit: id, status: st }]);
                    }
                }>{status_options}</select>
                <button type="button" class="secondary" data-testid=format!("resolve-{i}") aria-expanded=move || resolving.get().to_string()
                    on:click=move |_| resolving.update(|r| *r = !*r)>"Resolve here"</button>
                <button type="button" class="quiet" data-testid=format!("more-{i}") aria-expanded=move || open.get().to_string()
                    on:click=move |_| open.update(|o| *o = !*o)>"More"</button>
            </div>
            <Show when=move || open.get()>{more}</Show>
            <Show when=move || resolving.get()>
                <ResolvePanel store=store target=id close=Callback::new(move |_| resolving.set(false)) />
            </Show>
        </article>
    }
}
