//! The battle in play: the turn walking the system's phases, both sides' units, structures, the scenario's
//! markers, the victory check, the story, and undo/redo in the thumb zone.

use leptos::prelude::*;
use rules::battle::Integrity;
use rules::battle::{BattleState, Event, Field, SideId, Step, StructureId, UnitId};
use rules::dice::roll_d6;
use rules::rule::System;
use wasm_bindgen::JsCast;

use super::siege::object_blow::{ObjectBlow, rated};
use super::siege::{StructureResolve, resolvable};
use super::store::BattleStore;
use super::story_list::StoryList;
use super::unit_card::UnitCard;
use crate::components::toggle::Toggle;
use crate::components::why::rule_href;
use crate::rng::browser_rng;

/// Reads a value from the open battle's state; the tracker only renders while one is open.
pub fn with_state<T: Default>(store: BattleStore, f: impl FnOnce(&BattleState) -> T) -> T {
    store.state.with(|s| s.as_ref().map(f).unwrap_or_default())
}

#[component]
pub fn Tracker(store: BattleStore) -> impl IntoView {
    let face_to_face = RwSignal::new(false);
    let turn_line = move || {
        with_state(store, |s| {
            format!("Turn {} \u{b7} {}", s.turn, s.phase_text())
        })
    };
    let victory = move || {
        store.state.with(|s| {
            s.as_ref().and_then(|s| {
                s.victory.map(|v| {
                    view! {
                        <div class="victory" role="status" data-testid="victory">
                            <p class="outcome-text">{v.describe(s)}</p>
                            <a class="why" href=rule_href(v.rule)>"Why? See the rule"</a>
                        </div>
                    }
                })
            })
        })
    };
    let ended = move || with_state(store, |s| s.ended.is_some());
    // At the coin-flip phase the toss winner's choice of who moves first is one tap.
    let flip_phase = move || {
        with_state(store, |s| {
            s.current_phase().is_some_and(|p| p.step == Step::CoinFlip) && s.ended.is_none()
        })
    };
    let moves_first = move || {
        SideId::BOTH
            .into_iter()
            .map(|side| {
                let name = with_state(store, |s| s.side_name(side).to_string());
                view! {
                    <button type="button" data-testid=format!("moves-first-{}", side.index())
                        on:click=move |_| store.record(vec![Event::MovesFirst { side }, Event::PhaseAdvanced])>
                        {format!("{name} move first")}
                    </button>
                }
            })
            .collect_view()
    };
    let summary = move || {
        store.saved.with(|s| {
            s.as_ref()
                .and_then(|s| {
                    store
                        .state
                        .with(|st| st.as_ref().map(|st| s.battle.summary(st).lines()))
                })
                .unwrap_or_default()
                .into_iter()
                .map(|l| view! { <li>{l}</li> })
                .collect_view()
        })
    };
    let side_panel = move |side: SideId| {
        let ids = move || {
            store.saved.with(|s| {
                s.as_ref()
                    .map(|s| {
                        s.battle
                            .unit_ids()
                            .filter(|(_, sd)| *sd == side)
                            .map(|(id, _)| id)
                            .collect::<Vec<UnitId>>()
                    })
                    .unwrap_or_default()
            })
        };
        let name = move || with_state(store, |s| s.side_name(side).to_string());
        let dice = RwSignal::new(None::<(u8, u8)>);
        let roll = move |_| {
            let mut rng = browser_rng();
            dice.set(Some((roll_d6(&mut rng), roll_d6(&mut rng))));
        };
        view! {
            <section class="side-panel" data-testid=format!("side-{}", side.index())>
                <h2>{name}</h2>
                <div class="side-dice">
                    <button type="button" class="secondary" data-testid=format!("dice-{}", side.index()) on:click=roll>"Roll 2d6"</button>
                    <span class="dice-result" aria-live="polite">
                        {move || dice.get().map(|(a, b)| format!("{a} + {b} = {}", a + b))}
                    </span>
                </div>
                <For each=ids key=|id| id.0 let:id>
                    <UnitCard store=store id=id />
                </For>
            </section>
        }
    };
    let structures = move || {
        // Storeys and bridges read with the battle's own house numbers.
        let roman_war = store.house.with(|h| h.roman_war.clone());
        let list = with_state(store, |s| {
            s.structures
                .iter()
                .enumerate()
                .map(|(k, st)| {
                    (
                        StructureId(k as u16),
                        st.label(),
                        st.condition(&roman_war),
                        st.integrity,
                        (s.system == System::RomanWar && resolvable(st.kind))
                            || (rated(st.kind) && st.standing()),
                    )
                })
                .collect::<Vec<_>>()
        });
        list.into_iter()
            .map(|(id, label, condition, integrity, siege)| {
                let resolving = RwSignal::new(false);
                let resolve = siege.then(|| {
                    view! {
                        <button type="button" class="secondary" data-testid=format!("resolve-s{}", id.0)
                            aria-expanded=move || resolving.get().to_string()
                            on:click=move |_| resolving.update(|r| *r = !*r)>"Resolve here"</button>
                    }
                });
                let actions = match integrity {
                    Integrity::Points { left, .. } => {
                        let points = RwSignal::new(String::from("1"));
                        view! {
                            <input type="text" inputmode="numeric" class="small-num" aria-label=format!("Points off {label}")
                                prop:value=move || points.get() on:input=move |ev| points.set(event_target_value(&ev)) />
                            <button type="button" class="secondary" data-testid=format!("damage-{}", id.0) on:click=move |_| {
                                let n = points.get_untracked().trim().parse().unwrap_or(0);
                                store.record(vec![Event::StructureDamaged { structure: id, points: n }]);
                            }>"Take off points"</button>
                            <button type="button" class="quiet" on:click=move |_| {
                                let n = points.get_untracked().trim().parse().unwrap_or(left);
                                store.record(vec![Event::Adjusted { field: Field::StructurePoints { structure: id }, value: n }]);
                            }>"Set points to this"</button>
                        }
                        .into_any()
                    }
                    Integrity::Rating { .. } => {
                        let blow = RwSignal::new(String::from("1"));
                        view! {
                            <input type="text" inputmode="numeric" class="small-num" aria-label="Damage of the blow"
                                prop:value=move || blow.get() on:input=move |ev| blow.set(event_target_value(&ev)) />
                            <button type="button" class="secondary" on:click=move |_| {
                                let n = blow.get_untracked().trim().parse().unwrap_or(0);
                                store.record(vec![Event::StructureDamaged { structure: id, points: n }]);
                            }>"Record a blow"</button>
                        }
                        .into_any()
                    }
                    Integrity::Gate { .. } => view! {
                        <button type="button" class="secondary" on:click=move |_| store.record(vec![Event::GateBroken { structure: id }])>"Gate broken"</button>
                    }
                    .into_any(),
                    Integrity::Chains { broken } => (0..2u8)
                        .filter(|&c| !broken[usize::from(c)])
                        .map(|c| {
                            view! {
                                <button type="button" class="secondary" on:click=move |_| store.record(vec![Event::ChainBroken { structure: id, chain: c }])>
                                    {format!("Chain {} breaks", c + 1)}
                                </button>
                            }
                        })
                        .collect_view()
                        .into_any(),
                };
                view! {
                    <li class="structure-card" data-testid=format!("structure-{}", id.0)>
                        <p><strong>{label}</strong>": "{condition}</p>
                        <div class="card-actions">{actions}{resolve}</div>
                        <Show when=move || resolving.get()>
                            {
                                let close = Callback::new(move |_| resolving.set(false));
                                if matches!(integrity, Integrity::Rating { .. }) {
                                    view! { <ObjectBlow store=store id=id close=close /> }.into_any()
                                } else {
                                    view! { <StructureResolve store=store id=id close=close /> }.into_any()
                                }
                            }
                        </Show>
                    </li>
                }
            })
            .collect_view()
    };
    let scenario_markers = move || {
        store.saved.with(|s| {
            let s = s.as_ref()?;
            let names = [s.battle.sides[0].name.clone(), s.battle.sides[1].name.clone()];
            let fort = s.battle.scenario.fort_of().map(|f| {
                let n = names[f.index()].clone();
                view! {
                    <button type="button" class="secondary" on:click=move |_| store.record(vec![Event::FortTaken { fort_of: f }])>
                        {format!("{n}'s fort has fallen")}
                    </button>
                }
            });
            let objective = s.battle.scenario.objective_for().map(|_| {
                let holder = move || {
                    with_state(store, |st| match st.objective_holder {
                        Some(h) => format!("{} hold the objective ({} turns running).", st.side_name(h), st.objective_turns),
                        None => "Nobody holds the objective.".to_string(),
                    })
                };
                let buttons = [Some(SideId::A), Some(SideId::B), None]
                    .into_iter()
                    .map(|who| {
                        let label = match who {
                            Some(w) => format!("{} hold it", names[w.index()]),
                            None => "Nobody holds it".to_string(),
                        };
                        view! {
                            <button type="button" on:click=move |_| store.record(vec![Event::ObjectiveHeld { side: who }])>{label}</button>
                        }
                    })
                    .collect_view();
                view! {
                    <p data-testid="objective">{holder}</p>
                    <div class="segmented wrap" role="group" aria-label="Objective">{buttons}</div>
                }
            });
            Some(view! { <section class="markers">{fort}{objective}</section> })
        })
    };
    let copies = move || {
        store
            .copies
            .get()
            .into_iter()
            .map(|(key, line)| {
                let (k1, k2) = (key.clone(), key);
                view! {
                    <li class="copy-line">
                        <span>{line}</span>
                        <button type="button" class="secondary" data-testid="open-copy" on:click=move |_| store.open_copy(&k1)>"Open"</button>
                        <button type="button" class="quiet" on:click=move |_| {
                            let ok = web_sys::window()
                                .and_then(|w| w.confirm_with_message("Delete this kept copy for good?").ok())
                                .unwrap_or(false);
                            if ok {
                                store.drop_copy(&k2);
                            }
                        }>"Delete"</button>
                    </li>
                }
            })
            .collect_view()
    };
    let end_battle = move |_| {
        let winner = with_state(store, |s| s.victory.and_then(|v| v.winner));
        store.record(vec![Event::BattleEnded {
            winner,
            note: String::new(),
        }]);
    };
    let new_battle = move |_| {
        let ok = web_sys::window()
            .and_then(|w| {
                w.confirm_with_message(
                    "Close this battle and set up a new one? Export it first to keep it.",
                )
                .ok()
            })
            .unwrap_or(true);
        if ok {
            store.close();
        }
    };
    view! {
        <div class="tracker">
            <section class="turn-bar">
                <p class="turn" data-testid="turn">{turn_line}</p>
                <Show when=flip_phase>
                    <p class="hint">"Flip a coin (heads: the first side named wins the toss); the winner chooses:"</p>
                    <div class="segmented">{moves_first}</div>
                </Show>
                {victory}
                <Show when=ended>
                    <section class="summary" data-testid="summary">
                        <h2>"The battle is over"</h2>
                        <ul>{summary}</ul>
                    </section>
                </Show>
            </section>
            <Toggle label="Face to face: split the screen for two players".to_string() value=face_to_face id="face-to-face" />
            <Show when=move || face_to_face.get() fallback=move || view! { {side_panel(SideId::A)} {side_panel(SideId::B)} }>
                <div class="face-to-face">
                    <div class="half turned">{side_panel(SideId::B)}</div>
                    <div class="half">{side_panel(SideId::A)}</div>
                </div>
            </Show>
            {scenario_markers}
            <Show when=move || with_state(store, |s| !s.structures.is_empty())>
                <section>
                    <h2>"Structures"</h2>
                    <ul class="structure-list">{structures}</ul>
                </section>
            </Show>
            <section class="story">
                <h2>"What happened"</h2>
                <StoryList store=store />
            </section>
            <Show when=move || store.house_differs()>
                <p class="hint" data-testid="battle-house">
                    "This battle keeps the house rules it started with, which differ from your own settings. \
                     They apply to this battle only; your settings are unchanged."
                </p>
            </Show>
            <Show when=move || !store.copies.with(Vec::is_empty)>
                <section class="copies" data-testid="copies">
                    <h2>"Kept copies"</h2>
                    <ul>{copies}</ul>
                </section>
            </Show>
            <details class="score">
                <summary>"Score so far"</summary>
                <ul>{summary}</ul>
            </details>
            <section class="battle-file">
                <button type="button" class="secondary" on:click=move |_| store.export()>"Export this battle"</button>
                <ImportBattle store=store />
                <button type="button" class="secondary" data-testid="end-battle" disabled=ended on:click=end_battle>"End the battle"</button>
                <button type="button" class="quiet" on:click=new_battle>"New battle"</button>
            </section>
            <div class="thumb-bar">
                <p class="problem" role="alert" data-testid="refused">{move || store.problem.get()}</p>
                <div class="undo-bar">
                    <button type="button" data-testid="undo" disabled=move || !store.can_undo() on:click=move |_| store.undo()>"Undo"</button>
                    <button type="button" data-testid="redo" disabled=move || !store.can_redo() on:click=move |_| store.redo()>"Redo"</button>
                    <button type="button" class="primary" data-testid="next-phase" disabled=ended
                        on:click=move |_| store.record(vec![Event::PhaseAdvanced])>"Next phase"</button>
                </div>
            </div>
        </div>
    }
}

/// Opens a battle from an exported file, on the setup screen as in play; a bad file changes nothing.
#[component]
pub fn ImportBattle(store: BattleStore) -> impl IntoView {
    let import_error = RwSignal::new(None::<String>);
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            match text.ok().and_then(|t| t.as_string()) {
                Some(t) => import_error.set(store.import(&t).err()),
                None => import_error.set(Some("That file couldn't be read.".to_string())),
            }
        });
    };
    view! {
        <label class="file-button">"Import a battle"
            <input type="file" accept=".json,application/json" data-testid="import" on:change=on_file />
        </label>
        <p class="problem" role="alert" data-testid="import-error">{move || import_error.get()}</p>
    }
}
