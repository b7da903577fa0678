//! One army open for editing: its name and people, the leaders who stand apart from units, the units, quick
//! bucket entry, totals and live findings (against a chosen opponent too).

use leptos::prelude::*;
use rules::roster::{Army, Finding, Forces, Severity, TroopKind, check, limits};
use rules::sandarticus::People as SPeople;
use rules::saved::roster::house_of;

use super::Screen;
use super::systems::{add_bucket, add_unit, head_count, people_label, peoples, set_people, troops};
use super::units::{UnitRow, count, picker, text_field};
use crate::armies_store::ArmiesStore;
use crate::components::count_field::CountField;
use crate::components::toggle::Toggle;
use crate::components::why::rule_href;
use crate::settings::use_settings;
use rules::text::capitalise;

/// Figures in one heap of the quick entry.
const MAX_BUCKET: u32 = rules::roster::MAX_BUCKET_COUNT;

#[component]
pub fn ArmyEditor(screen: Screen, id: String) -> impl IntoView {
    let store = screen.store;
    let Some(army) = store.army(&id) else {
        return ().into_any();
    };
    let settings = use_settings();
    let system = army.system();
    let army_sig = {
        let id = id.clone();
        Memo::new(move |_| {
            store
                .armies
                .with(|l| l.iter().find(|a| a.id == id).cloned())
        })
    };
    let s_id = id.clone();
    let name = text_field(
        "Army name",
        "army-name".into(),
        army.name.clone(),
        limits::MAX_NAME,
        move |t| store.update_army(&s_id, |a| a.name = t),
    );
    let options = peoples(system);
    let chosen = options
        .iter()
        .position(|p| *p == army.people())
        .unwrap_or(0);
    let people = (options.len() > 1).then(|| {
        let s_id = id.clone();
        let labels = options.iter().map(|p| capitalise(p.name())).collect();
        picker(
            people_label(system),
            "army-people".into(),
            labels,
            chosen,
            move |k| {
                if let Some(p) = options.get(k) {
                    store.update_army(&s_id, |a| set_people(&mut a.forces, *p));
                }
            },
        )
    });
    let s_id = id.clone();
    let notes = text_field(
        "Notes",
        "army-notes".into(),
        army.notes.clone(),
        limits::MAX_NOTES,
        move |t| store.update_army(&s_id, |a| a.notes = t),
    );
    let opponent = screen.opponent;
    let findings = Memo::new(move |_| {
        let house = settings.settings.get().house;
        let other = opponent
            .get()
            .and_then(|o| store.armies.with(|l| l.iter().find(|a| a.id == o).cloned()));
        army_sig
            .get()
            .map(|a| check(&a, other.as_ref(), house_of(&a, &house)))
            .unwrap_or_default()
    });
    view! {
        <section class="army-editor" aria-label="Army">
            <p class="army-system">{format!("{} army", system.name())}</p>
            {name}
            {people}
            <ArmyLeaders store=store id=id.clone() />
            <Totals army=army_sig />
            <Findings findings=findings />
            <OpponentPicker screen=screen id=id.clone() />
            <h2>"Units"</h2>
            <UnitsList store=store id=id.clone() />
            <AddUnit screen=screen id=id.clone() />
            {(system != rules::rule::System::Ancients).then(|| view! { <BucketEntry store=store id=id.clone() /> })}
            {notes}
        </section>
    }
    .into_any()
}

/// Leaders who are not part of one unit: Sandarticus commanders, kings and the revolt's chiefs.
#[component]
fn ArmyLeaders(store: ArmiesStore, id: String) -> impl IntoView {
    let people = {
        let id = id.clone();
        Memo::new(move |_| {
            store.armies.with(|l| {
                l.iter().find(|a| a.id == id).and_then(|a| match &a.forces {
                    Forces::Sandarticus(f) => Some(f.people),
                    _ => None,
                })
            })
        })
    };
    move || {
        let p = people.get()?;
        let f = match store.army(&id)?.forces {
            Forces::Sandarticus(f) => f,
            _ => return None,
        };
        let edit = {
            let id = id.clone();
            move |g: fn(&mut rules::roster::sandarticus::Forces, u32), v: u32| {
                store.update_army(&id, |a| {
                    if let Forces::Sandarticus(f) = &mut a.forces {
                        g(f, v)
                    }
                })
            }
        };
        let e = edit.clone();
        let commanders = count(
            "Commanders (not with a unit)",
            "army-commanders".into(),
            f.commanders,
            limits::MAX_ARMY_LEADERS,
            move |v| e(|f, v| f.commanders = v, v),
        );
        let flag =
            |label: &'static str, on: bool, g: fn(&mut rules::roster::sandarticus::Forces, u32)| {
                let e = edit.clone();
                let value = RwSignal::new(on);
                Effect::new(move |prev: Option<()>| {
                    let v = value.get();
                    if prev.is_some() {
                        e(g, u32::from(v));
                    }
                });
                view! { <Toggle label=label.to_string() value=value /> }
            };
        let extra = match p {
            SPeople::Gaul | SPeople::SouthGerman => Some(
                view! {
                    {flag("King", f.king, |f, v| f.king = v > 0)}
                    {flag("Sub-king", f.sub_king, |f, v| f.sub_king = v > 0)}
                }
                .into_any(),
            ),
            SPeople::Revolutionary => {
                let e = edit.clone();
                Some(
                    view! {
                        {flag("Spartacus", f.spartacus, |f, v| f.spartacus = v > 0)}
                        {count("Main chiefs", "army-chiefs".into(), f.main_chiefs, limits::MAX_ARMY_LEADERS, move |v| e(|f, v| f.main_chiefs = v, v))}
                        {flag("Has gold to hire", f.has_gold, |f, v| f.has_gold = v > 0)}
                    }
                    .into_any(),
                )
            }
            _ => None,
        };
        Some(view! { <div class="army-leaders">{commanders}{extra}</div> })
    }
}

#[component]
fn Totals(army: Memo<Option<Army>>) -> impl IntoView {
    let totals = Memo::new(move |_| army.get().map(|a| a.totals()).unwrap_or_default());
    let by_type = move || {
        totals
            .get()
            .by_type
            .into_iter()
            .map(|(k, n)| {
                let what = match k {
                    TroopKind::Ancients(_) => "units",
                    _ => "figures",
                };
                view! { <li>{format!("{} {what}: {n}", capitalise(k.name()))}</li> }
            })
            .collect_view()
    };
    view! {
        <section class="totals" aria-label="Totals" data-testid="totals">
            <h2>"Totals"</h2>
            <p class="totals-main">
                {move || { let t = totals.get(); format!("{}, {} men on the table", head_count(&t), t.men) }}
            </p>
            <ul class="by-type">{by_type}</ul>
            <p data-testid="leaders-total">
                {move || { let t = totals.get(); format!("Leaders: {} present, {} needed", t.leaders_present, t.leaders_needed) }}
            </p>
            <p>{move || format!("Mercenaries hired: {} figures", totals.get().mercenaries)}</p>
        </section>
    }
}

#[component]
pub fn Findings(findings: Memo<Vec<Finding>>) -> impl IntoView {
    let list = move || {
        findings
            .get()
            .into_iter()
            .map(|f| {
                let (class, tag) = match f.severity {
                    Severity::Error => ("finding error", "Against the rules"),
                    Severity::Warning => ("finding warning", "Advice"),
                };
                view! {
                    <li class=class data-testid="finding" data-rule=f.rule>
                        <span class="finding-tag">{tag}</span>
                        <span class="finding-text">{f.message}</span>
                        <a class="why" href=rule_href(f.rule)>"The rule"</a>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="findings" aria-label="Checks" aria-live="polite">
            <h2>"Checks"</h2>
            <Show when=move || findings.with(|f| f.is_empty())>
                <p class="all-clear" data-testid="all-clear">"No problems found. Checks only advise: the army is saved either way."</p>
            </Show>
            <ul class="finding-list">{list}</ul>
        </section>
    }
}

#[component]
fn OpponentPicker(screen: Screen, id: String) -> impl IntoView {
    let store = screen.store;
    let opponent = screen.opponent;
    let others = {
        let id = id.clone();
        Memo::new(move |_| {
            store.armies.with(|l| {
                l.iter()
                    .filter(|a| a.id != id)
                    .map(|a| (a.id.clone(), a.name.clone()))
                    .collect::<Vec<_>>()
            })
        })
    };
    let opts = move || {
        let chosen = opponent.get();
        others
            .get()
            .into_iter()
            .map(|(oid, name)| {
                let sel = chosen.as_deref() == Some(oid.as_str());
                view! { <option value=oid selected=sel>{name}</option> }
            })
            .collect_view()
    };
    view! {
        <Show when=move || others.with(|o| !o.is_empty())>
            <label class="field">
                <span>"Check the balance against"</span>
                <select id="opponent" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    opponent.set((!v.is_empty()).then_some(v));
                }>
                    <option value="" selected=move || opponent.get().is_none()>"No opponent"</option>
                    {opts}
                </select>
            </label>
        </Show>
    }
}

#[component]
fn UnitsList(store: ArmiesStore, id: String) -> impl IntoView {
    let n = {
        let id = id.clone();
        Memo::new(move |_| {
            store
                .armies
                .with(|l| l.iter().find(|a| a.id == id).map_or(0, |a| a.unit_count()))
        })
    };
    view! {
        <ol class="unit-list">
            <For each=move || { let r = store.rev.get(); (0..n.get()).map(move |i| (r, i)).collect::<Vec<_>>() }
                key=|k| *k
                children=move |(_, i)| view! { <UnitRow store=store army=id.clone() i=i /> } />
        </ol>
        <Show when=move || n.get() == 0>
            <p class="empty-note">"No units yet: add one below, or count figures by type with the quick entry."</p>
        </Show>
    }
}

#[component]
fn AddUnit(screen: Screen, id: String) -> impl IntoView {
    let store = screen.store;
    let Some(system) = store.army(&id).map(|a| a.system()) else {
        return ().into_any();
    };
    let kinds = troops(system);
    let labels = kinds.iter().map(|k| capitalise(k.name())).collect();
    let pick = screen.new_unit_kind;
    pick.set(0);
    view! {
        <div class="add-unit no-print">
            {picker("New unit's troop type", "new-unit-troop".into(), labels, 0, move |k| pick.set(k))}
        </div>
    }
    .into_any()
}

/// Adds a unit of the troop type picked in `AddUnit` to the open army.
pub fn add_picked_unit(screen: Screen, id: &str) {
    let store = screen.store;
    let house = screen.settings.settings.get_untracked().house;
    let k = screen.new_unit_kind.get_untracked();
    store.update_army(id, |a| {
        if let Some(kind) = troops(a.system()).get(k) {
            add_unit(&mut a.forces, *kind, 0, &house);
        }
    });
}

/// Quick entry: count the figures by type straight out of the bucket, then split them into units.
#[component]
fn BucketEntry(store: ArmiesStore, id: String) -> impl IntoView {
    let Some(system) = store.army(&id).map(|a| a.system()) else {
        return ().into_any();
    };
    let kinds = troops(system);
    let counts: Vec<RwSignal<u32>> = kinds.iter().map(|_| RwSignal::new(0)).collect();
    let errors: Vec<RwSignal<Option<String>>> = kinds.iter().map(|_| RwSignal::new(None)).collect();
    let size = RwSignal::new(0u32);
    let size_error = RwSignal::new(None);
    let problem = RwSignal::new(None::<String>);
    let fields = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let label: &'static str = k.name();
            view! {
                <CountField label=label value=counts[i] error=errors[i] min=0 max=MAX_BUCKET
                    id=format!("bucket-{i}") />
            }
        })
        .collect_view();
    let (c2, e2) = (counts.clone(), errors.clone());
    let split = move |_| {
        if let Some(e) = e2
            .iter()
            .find_map(|e| e.get_untracked())
            .or(size_error.get_untracked())
        {
            problem.set(Some(e));
            return;
        }
        let heap: Vec<(TroopKind, u32)> = kinds
            .iter()
            .zip(&c2)
            .map(|(k, c)| (*k, c.get_untracked()))
            .filter(|(_, n)| *n > 0)
            .collect();
        if heap.is_empty() {
            problem.set(Some("Count some figures first.".into()));
            return;
        }
        let mut result = Ok(());
        store.update_army(&id, |a| {
            let mut forces = a.forces.clone();
            result = add_bucket(&mut forces, &heap, size.get_untracked());
            if result.is_ok() {
                a.forces = forces;
            }
        });
        match result {
            Ok(()) => {
                problem.set(None);
                c2.iter().for_each(|c| c.set(0));
            }
            Err(e) => problem.set(Some(e.to_string())),
        }
    };
    view! {
        <details class="bucket no-print">
            <summary>"Quick entry: count figures by type"</summary>
            <p class="hint">"Count what comes out of the bucket, then split it into units. Each new unit gets the leaders its rules ask for."</p>
            {fields}
            <CountField label="Most figures in one unit (0: one unit per type)" value=size error=size_error
                min=0 max=MAX_BUCKET id="bucket-size".to_string() />
            <p class="problem" role="alert">{move || problem.get()}</p>
            <button type="button" class="secondary" data-testid="bucket-split" on:click=split>"Split into units"</button>
        </details>
    }
    .into_any()
}
