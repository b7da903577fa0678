//! Setting up a battle: two sides (saved armies or units typed in), a scenario with its victory conditions,
//! structures on the table, and the coin flip for who moves first. The form survives a page switch.

use leptos::prelude::*;
use rules::battle::armies::units_of;
use rules::battle::{Battle, Scenario, Side, SideId, StructureKind, StructureSetup, UnitSetup};
use rules::dice::Coin;
use rules::input::parse_whole;
use rules::mechanism::DiceRequest;
use rules::roster::Army;
use rules::rule::System;
use rules::saved::LoadError;
use serde::{Deserialize, Serialize};

use super::store::BattleStore;
use super::tracker::ImportBattle;
use crate::components::roll_panel::RollPanel;
use crate::components::why::rule_href;
use crate::settings::use_settings;
use crate::storage;

pub const FORM_KEY: &str = "sandtable.battle.form";

/// A unit typed in for a quick game; numbers stay text until the battle starts, so a half-typed one is kept.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TypedUnit {
    pub name: String,
    pub men: String,
    pub leaders: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SideForm {
    pub name: String,
    /// The saved army's id, or empty for units typed in.
    pub army: String,
    pub units: Vec<TypedUnit>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SetupForm {
    pub system: System,
    pub sides: [SideForm; 2],
    pub scenario: usize,
    pub structures: Vec<StructureSetup>,
    pub toss: Option<SideId>,
    pub first: Option<SideId>,
}

impl Default for SetupForm {
    fn default() -> SetupForm {
        let side = |name: &str| SideForm {
            name: name.to_string(),
            army: String::new(),
            units: vec![TypedUnit::default()],
        };
        SetupForm {
            system: System::JerseyShore,
            sides: [side("Blue"), side("Red")],
            scenario: 0,
            structures: Vec::new(),
            toss: None,
            first: None,
        }
    }
}

fn decode_form(text: &str) -> Result<SetupForm, LoadError> {
    serde_json::from_str(text).map_err(|e| LoadError::Corrupt {
        detail: e.to_string(),
    })
}

fn side_label(side: SideId) -> &'static str {
    match side {
        SideId::A => "Side A",
        SideId::B => "Side B",
    }
}

/// Parses the units typed for one side, naming the first bad field.
fn typed_units(units: &[TypedUnit]) -> Result<Vec<UnitSetup>, String> {
    units
        .iter()
        .filter(|u| !(u.name.trim().is_empty() && u.men.trim().is_empty()))
        .map(|u| {
            let max = i64::from(rules::battle::MAX_MEN_PER_UNIT);
            let men = parse_whole("Men", &u.men, 1, max).map_err(|e| e.to_string())?;
            let leaders = if u.leaders.trim().is_empty() {
                0
            } else {
                parse_whole("Leaders", &u.leaders, 0, max).map_err(|e| e.to_string())?
            };
            Ok(UnitSetup::troops(u.name.trim(), men as u32, leaders as u32))
        })
        .collect()
}

fn build(form: &SetupForm, armies: &[Army]) -> Result<Battle, String> {
    let first = form
        .first
        .ok_or("Flip the coin (or choose) for who moves first.")?;
    let sides: Vec<Side> = form
        .sides
        .iter()
        .zip(SideId::BOTH)
        .map(|(f, id)| {
            let army = armies.iter().find(|a| !f.army.is_empty() && a.id == f.army);
            let units = match army {
                Some(a) => units_of(a),
                None => typed_units(&f.units).map_err(|e| format!("{}: {e}", side_label(id)))?,
            };
            if units.is_empty() {
                return Err(format!("{} has no units yet.", side_label(id)));
            }
            let name = match (f.name.trim(), army) {
                ("", Some(a)) => a.name.clone(),
                ("", None) => side_label(id).to_string(),
                (n, _) => n.to_string(),
            };
            Ok(Side::new(&name, form.system, units))
        })
        .collect::<Result<_, String>>()?;
    let scenario = Scenario::available(form.system)
        .get(form.scenario)
        .copied()
        .unwrap_or(Scenario::OpenField);
    let [a, b]: [Side; 2] = sides
        .try_into()
        .map_err(|_| "Two sides are needed.".to_string())?;
    Battle::new(a, b, scenario, first, form.structures.clone()).map_err(|e| e.to_string())
}

#[component]
pub fn SetupScreen(store: BattleStore) -> impl IntoView {
    let settings = use_settings();
    let loaded = storage::load(FORM_KEY, "battle setup", decode_form);
    let mut initial = loaded.value;
    if loaded.problem.is_none()
        && storage::store().read(FORM_KEY).ok().flatten().is_none()
        && let Some(system) = settings.settings.get_untracked().system
    {
        initial.system = system;
    }
    let form = RwSignal::new(initial);
    Effect::new(move |first: Option<()>| {
        let f = form.get();
        if first.is_some()
            && let Ok(t) = serde_json::to_string(&f)
        {
            let _ = storage::save(FORM_KEY, &t);
        }
    });
    let armies: Vec<Army> = crate::armies_store::load().value;
    let armies = StoredValue::new(armies);
    let error = RwSignal::new(None::<String>);

    let system_buttons = System::ALL
        .into_iter()
        .map(|sys| {
            view! {
                <button type="button" aria-pressed=move || (form.get().system == sys).to_string()
                    on:click=move |_| form.update(|f| { f.system = sys; f.scenario = 0; })>{sys.name()}</button>
            }
        })
        .collect_view();

    let names = move || {
        let f = form.get();
        [0, 1].map(|i| {
            let n = f.sides[i].name.trim();
            if n.is_empty() {
                side_label(SideId::BOTH[i]).to_string()
            } else {
                n.to_string()
            }
        })
    };
    let scenarios = move || {
        let f = form.get();
        Scenario::available(f.system)
            .into_iter()
            .enumerate()
            .map(|(i, sc)| {
                view! {
                    <button type="button" data-testid=format!("scenario-{i}")
                        aria-pressed=move || (form.get().scenario == i).to_string()
                        on:click=move |_| form.update(|f| f.scenario = i)>{sc.name()}</button>
                }
            })
            .collect_view()
    };
    let scenario_text = move || {
        let f = form.get();
        let list = Scenario::available(f.system);
        let Some(sc) = list.get(f.scenario).or(list.first()).copied() else {
            return ().into_any();
        };
        let n = names();
        let conds = sc
            .conditions(f.system)
            .into_iter()
            .map(|c| {
                let who = match c.side {
                    Some(s) => n[s.index()].clone(),
                    None => "Either side".to_string(),
                };
                view! {
                    <li>
                        {c.house.then(|| view! { <span class="house-tag">"house rule"</span> })}
                        {format!("{who} wins when {}. ", c.reason.describe())}
                        <a class="why" href=rule_href(c.rule)>"Why?"</a>
                    </li>
                }
            })
            .collect_view();
        view! {
            <p>{sc.describe(&n)}</p>
            <p class="sub">"How to win:"</p>
            <ul class="conditions" data-testid="conditions">{conds}</ul>
        }
        .into_any()
    };

    let side_form = move |i: usize| {
        let id = SideId::BOTH[i];
        let army_options = move || {
            let sys = form.get().system;
            armies.with_value(|list| {
                list.iter()
                    .filter(|a| a.system() == sys)
                    .map(|a| {
                        let aid = a.id.clone();
                        let sel = form.get().sides[i].army == aid;
                        view! { <option value=aid selected=sel>{a.name.clone()}</option> }
                    })
                    .collect_view()
            })
        };
        let typed = move || form.get().sides[i].army.is_empty();
        let rows = move || {
            let n = form.get().sides[i].units.len();
            (0..n)
                .map(|j| {
                    let get = move |f: fn(&TypedUnit) -> String| {
                        move || form.get().sides[i].units.get(j).map(f).unwrap_or_default()
                    };
                    let set = move |f: fn(&mut TypedUnit, String)| {
                        move |ev| {
                            let v = event_target_value(&ev);
                            form.update(|fm| {
                                if let Some(u) = fm.sides[i].units.get_mut(j) {
                                    f(u, v)
                                }
                            })
                        }
                    };
                    let pfx = format!("u{i}-{j}");
                    view! {
                        <div class="typed-unit">
                            <input type="text" aria-label="Unit name" placeholder="Unit name" id=format!("{pfx}-name")
                                prop:value=get(|u| u.name.clone()) on:input=set(|u, v| u.name = v) />
                            <input type="text" inputmode="numeric" aria-label="Men" placeholder="Men" id=format!("{pfx}-men")
                                prop:value=get(|u| u.men.clone()) on:input=set(|u, v| u.men = v) />
                            <input type="text" inputmode="numeric" aria-label="Leaders" placeholder="Leaders" id=format!("{pfx}-leaders")
                                prop:value=get(|u| u.leaders.clone()) on:input=set(|u, v| u.leaders = v) />
                            <button type="button" class="quiet" aria-label="Remove this unit"
                                on:click=move |_| form.update(|f| { if j < f.sides[i].units.len() { f.sides[i].units.remove(j); } })>"\u{2715}"</button>
                        </div>
                    }
                })
                .collect_view()
        };
        view! {
            <fieldset class="side-setup">
                <legend>{side_label(id)}</legend>
                <label class="field">"Name"
                    <input type="text" id=format!("side-{i}-name") prop:value=move || form.get().sides[i].name.clone()
                        on:input=move |ev| { let v = event_target_value(&ev); form.update(|f| f.sides[i].name = v) } />
                </label>
                <label class="field">"Army"
                    <select id=format!("side-{i}-army") on:change=move |ev| { let v = event_target_value(&ev); form.update(|f| f.sides[i].army = v) }>
                        <option value="" selected=move || form.get().sides[i].army.is_empty()>"Units typed in here"</option>
                        {army_options}
                    </select>
                </label>
                <Show when=typed>
                    <p class="hint">"Name, men and leaders of each unit."</p>
                    {rows}
                    <button type="button" class="secondary" data-testid=format!("add-unit-{i}")
                        on:click=move |_| form.update(|f| f.sides[i].units.push(TypedUnit::default()))>"Add a unit"</button>
                </Show>
            </fieldset>
        }
    };

    let new_structure = RwSignal::new(0usize);
    let structure_owner = RwSignal::new(Some(SideId::B));
    // The choices follow the system: its own rated objects, then the siege structures with their points.
    let structure_options = move || {
        let house = settings.settings.with(|s| s.house.clone());
        StructureKind::choices(form.get().system)
            .into_iter()
            .enumerate()
            .map(|(k, kind)| {
                view! { <option value=k.to_string() selected=move || new_structure.get() == k>{kind.label_with(&house)}</option> }
            })
            .collect_view()
    };
    Effect::new(move |prev: Option<System>| {
        let sys = form.with(|f| f.system);
        if prev.is_some_and(|p| p != sys) {
            new_structure.set(0);
        }
        sys
    });
    let add_structure = move |_| {
        if let Some(kind) = StructureKind::choices(form.get_untracked().system)
            .get(new_structure.get_untracked())
            .copied()
        {
            form.update(|f| {
                let name = format!("{} {}", kind.describe(), f.structures.len() + 1);
                f.structures.push(StructureSetup::with_house(
                    &name,
                    kind,
                    structure_owner.get_untracked(),
                    &settings.settings.get_untracked().house,
                ));
            });
        }
    };
    let structure_list = move || {
        let f = form.get();
        let n = names();
        f.structures
            .iter()
            .enumerate()
            .map(|(k, s)| {
                let owner = s.owner.map(|o| n[o.index()].clone()).unwrap_or_else(|| "nobody".into());
                view! {
                    <li class="structure-line">
                        <span>{match s.rating_text() {
                            Some(r) => format!("{} ({r}), held by {owner}", s.name),
                            None => format!("{}, held by {owner}", s.name),
                        }}</span>
                        <button type="button" class="quiet" aria-label=format!("Remove {}", s.name)
                            on:click=move |_| form.update(|f| { if k < f.structures.len() { f.structures.remove(k); } })>"\u{2715}"</button>
                    </li>
                }
            })
            .collect_view()
    };

    let toss_request = Signal::derive(|| DiceRequest::Coins(1));
    let on_coin = Callback::new(move |faces: Vec<u8>| {
        let coin = if faces.first() == Some(&1) {
            Coin::Heads
        } else {
            Coin::Tails
        };
        form.update(|f| {
            f.toss = Some(SideId::toss_winner(coin));
            f.first = None;
        });
    });
    let toss_text = move || {
        form.get().toss.map(|w| {
            format!(
                "{} won the toss: they choose who moves first.",
                names()[w.index()]
            )
        })
    };
    let first_buttons = move || {
        SideId::BOTH
            .into_iter()
            .map(|s| {
                view! {
                    <button type="button" data-testid=format!("first-{}", s.index())
                        aria-pressed=move || (form.get().first == Some(s)).to_string()
                        on:click=move |_| form.update(|f| f.first = Some(s))>
                        {move || format!("{} move first", names()[s.index()])}
                    </button>
                }
            })
            .collect_view()
    };

    let start = move |_| {
        let f = form.get_untracked();
        match armies.with_value(|a| build(&f, a)) {
            Ok(b) => {
                error.set(None);
                store.start(b, settings.settings.get_untracked().house);
            }
            Err(e) => error.set(Some(e)),
        }
    };

    view! {
        <div class="battle-setup">
            <h2>"New battle"</h2>
            <div class="segmented wrap" role="group" aria-label="Rules">{system_buttons}</div>
            {side_form(0)}
            {side_form(1)}
            <section>
                <h3>"Scenario"</h3>
                <div class="segmented wrap" role="group" aria-label="Scenario">{scenarios}</div>
                {scenario_text}
            </section>
            <section>
                <h3>"Walls, gates and buildings"</h3>
                <ul class="structure-list">{structure_list}</ul>
                <div class="add-structure">
                    <select aria-label="Structure" data-testid="structure-kind" on:change=move |ev| new_structure.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {structure_options}
                    </select>
                    <select aria-label="Held by" on:change=move |ev| structure_owner.set(match event_target_value(&ev).as_str() { "0" => Some(SideId::A), "1" => Some(SideId::B), _ => None })>
                        <option value="1" selected=true>{move || format!("held by {}", names()[1])}</option>
                        <option value="0">{move || format!("held by {}", names()[0])}</option>
                        <option value="">"held by nobody"</option>
                    </select>
                    <button type="button" class="secondary" data-testid="add-structure" on:click=add_structure>"Add"</button>
                </div>
            </section>
            <section>
                <h3>"Who moves first"</h3>
                <p class="hint">"Heads: side A wins the toss; tails: side B."</p>
                <RollPanel request=toss_request on_faces=on_coin id="toss" />
                <p data-testid="toss-result">{toss_text}</p>
                <div class="segmented">{first_buttons}</div>
            </section>
            <section class="battle-file">
                <ImportBattle store=store />
            </section>
            <p class="problem" role="alert" data-testid="setup-error">{move || error.get()}</p>
            <div class="thumb-bar">
                <button type="button" class="primary" data-testid="start" on:click=start>"Start the battle"</button>
            </div>
        </div>
    }
}
