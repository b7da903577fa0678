//! "Resolve here": roll (or tap in real dice) for a shot or a fight against this unit, read the result through
//! the system's own mechanism, and apply the events the rules' outcome helpers give, in one tap.

use leptos::prelude::*;
use rules::ancients::break_test::{BreakTestInput, Cause as BreakCause};
use rules::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
use rules::battle::{Event, UnitId, outcomes};
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, fight_round};
use rules::jersey_shore::troops::TroopType;
use rules::jersey_shore::weapons::{Firearm, JsShot};
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::roman_war::Staged;
use rules::roman_war::missiles::{CoverSituation, Slope, Volley as RomanVolley, VolleyWeapon};
use rules::roman_war::troops::Armour;
use rules::rule::{RuleId, System};
use rules::sandy_hook::cords::CordScale;
use rules::sandy_hook::shooting::Cover;

use super::store::BattleStore;
use super::tracker::with_state;
use crate::components::roll_panel::RollPanel;
use crate::components::why::OutcomeLine;
use crate::settings::use_settings;

/// A result waiting for the player's "Apply".
#[derive(Clone)]
struct Pending {
    summary: String,
    rule: RuleId,
    events: Vec<Event>,
}

fn num(text: &str) -> Result<u32, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("\u{201c}{}\u{201d} isn't a whole number.", text.trim()))
}

fn inches(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x >= 0.0)
        .ok_or_else(|| {
            format!(
                "\u{201c}{}\u{201d} isn't a distance in inches.",
                text.trim()
            )
        })
}

/// A text input bound to a signal.
fn field(label: &'static str, value: RwSignal<String>, testid: String) -> impl IntoView {
    view! {
        <label class="field">{label}
            <input type="text" inputmode="decimal" data-testid=testid
                prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev)) />
        </label>
    }
}

/// A select over a fixed list, bound to an index signal.
fn choice(
    label: &'static str,
    options: Vec<String>,
    value: RwSignal<usize>,
    testid: String,
) -> impl IntoView {
    let opts = options
        .into_iter()
        .enumerate()
        .map(|(k, o)| view! { <option value=k.to_string() selected=move || value.get() == k>{o}</option> })
        .collect_view();
    view! {
        <label class="field">{label}
            <select data-testid=testid on:change=move |ev| value.set(event_target_value(&ev).parse().unwrap_or(0))>{opts}</select>
        </label>
    }
}

const FIREARMS: [(Firearm, &str); 4] = [
    (Firearm::Musket, "Musket"),
    (Firearm::Rifle, "Rifle"),
    (Firearm::Pistol, "Pistol"),
    (Firearm::Bow, "Bow"),
];
const COVERS: [(Cover, &str); 3] = [
    (Cover::Open, "In the open"),
    (Cover::WagonOrHouse, "Behind a wagon or in a house"),
    (Cover::Wall, "Behind a wall or in a fort"),
];
const ROMAN_WEAPONS: [(VolleyWeapon, &str); 3] = [
    (VolleyWeapon::Archer, "Bows"),
    (VolleyWeapon::Slinger, "Slings"),
    (VolleyWeapon::Lancer, "Javelins"),
];

#[component]
pub fn ResolvePanel(store: BattleStore, target: UnitId, close: Callback<()>) -> impl IntoView {
    let settings = use_settings();
    let i = usize::from(target.0);
    let system = with_state(store, |s| Some(s.system)).unwrap_or(System::JerseyShore);
    let tid = move |what: &str| format!("{what}-{i}");
    let enemies = with_state(store, |s| {
        let side = s.units.get(i).map(|u| u.side);
        s.units
            .iter()
            .enumerate()
            .filter(|(_, u)| Some(u.side) != side && !u.status.is_out())
            .map(|(k, u)| (UnitId(k as u16), u.label().to_string(), u.men))
            .collect::<Vec<_>>()
    });
    let target_men = move || with_state(store, |s| s.units.get(i).map(|u| u.men).unwrap_or(0));
    let target_tokens = move || {
        with_state(store, |s| {
            s.units.get(i).map(|u| u.damage_tokens).unwrap_or(0)
        })
    };
    let target_name = StoredValue::new(with_state(store, |s| {
        s.units
            .get(i)
            .map(|u| u.label().to_string())
            .unwrap_or_default()
    }));
    let enemy = RwSignal::new(0usize);
    let enemy_names =
        StoredValue::new(enemies.iter().map(|e| e.1.clone()).collect::<Vec<String>>());
    let enemies = StoredValue::new(enemies);
    let enemy_id = move || enemies.with_value(|e| e.get(enemy.get()).map(|x| x.0));
    let first_enemy_men = enemies.with_value(|e| e.first().map(|x| x.2).unwrap_or(1));

    let mode = RwSignal::new(0usize);
    let pending = RwSignal::new(None::<Pending>);
    let error = RwSignal::new(None::<String>);
    let house = move || settings.settings.get().house;

    // Inputs shared by the forms below.
    let shooters = RwSignal::new(first_enemy_men.to_string());
    let distance = RwSignal::new(String::from("6"));
    let weapon = RwSignal::new(0usize);
    let cover = RwSignal::new(0usize);
    let troop_a = RwSignal::new(0usize);
    let troop_b = RwSignal::new(0usize);
    let in_ranks = RwSignal::new(target_men().to_string());
    let armoured = RwSignal::new(false);
    let hits = RwSignal::new(String::from("1"));
    let size = RwSignal::new(1usize);
    let leadership = RwSignal::new(String::from("7"));
    let tested = RwSignal::new(false);
    let won = RwSignal::new(false);
    let shot_cause = RwSignal::new(false);
    let faces_so_far = RwSignal::new(Vec::<u8>::new());

    let modes: Vec<&'static str> = match system {
        System::JerseyShore => vec!["Volley (2d6)", "Hand to hand round"],
        System::RomanWar => vec!["Volley"],
        System::Ancients => vec!["Break Test"],
        System::Sandarticus => vec![],
    };

    let js_shot = move || -> Result<JsShot, String> {
        Ok(JsShot {
            weapon: FIREARMS[weapon.get().min(3)].0,
            shooters: num(&shooters.get())?,
            distance_inches: inches(&distance.get())?,
            scale: CordScale::Single,
            cover: COVERS[cover.get().min(2)].0,
            target_fighting: true,
            firing_again_at_unmoved: false,
            target_men: target_men(),
        })
    };
    let roman = move || -> Result<RomanVolley, String> {
        Ok(RomanVolley {
            weapon: ROMAN_WEAPONS[weapon.get().min(2)].0,
            shooters: i64::from(num(&shooters.get())?),
            range_in: inches(&distance.get())?,
            slope: Slope::Level,
            target_armour: if armoured.get() {
                Armour::Armoured
            } else {
                Armour::Unarmoured
            },
            targets: i64::from(num(&in_ranks.get())?),
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        })
    };
    let break_test = move || -> Result<BreakTestInput, String> {
        let h = house();
        let lead = num(&leadership.get())?;
        let unit = Unit::new(
            Size::ALL[size.get().min(3)],
            2,
            Weight::Medium,
            UnitType::Infantry,
            Formation::Formed,
            &h.ancients,
        )
        .with_leadership(lead.min(255) as u8)
        .named(&target_name.get_value());
        Ok(BreakTestInput {
            unit,
            standing: Standing {
                damage_tokens: target_tokens(),
                tested_before: tested.get(),
            },
            hits: num(&hits.get())?,
            won_combat: won.get(),
            cause: if shot_cause.get() {
                BreakCause::Shooting
            } else {
                BreakCause::Melee
            },
        })
    };

    // What to roll now, or why the inputs can't be rolled for.
    let request = Memo::new(move |_| -> Result<DiceRequest, String> {
        let h = house();
        match (system, mode.get()) {
            (System::JerseyShore, 0) => js_shot()?.dice_needed(&h).map_err(|e| e.to_string()),
            (System::JerseyShore, _) => Ok(DiceRequest::Nothing),
            (System::RomanWar, _) => roman()?
                .next_dice(&h, &faces_so_far.get())
                .map_err(|e| e.to_string()),
            (System::Ancients, _) => break_test()?.dice_needed(&h).map_err(|e| e.to_string()),
            _ => Ok(DiceRequest::Nothing),
        }
    });
    // A different shooter brings his own number of men.
    Effect::new(move |prev: Option<usize>| {
        let e = enemy.get();
        if prev.is_some()
            && let Some(m) = enemies.with_value(|l| l.get(e).map(|x| x.2))
        {
            shooters.set(m.to_string());
        }
        e
    });
    // Any change to the inputs starts over.
    Effect::new(move |_| {
        mode.track();
        shooters.track();
        distance.track();
        weapon.track();
        cover.track();
        in_ranks.track();
        armoured.track();
        enemy.track();
        faces_so_far.set(Vec::new());
        pending.set(None);
    });

    let resolve_with = move |faces: Vec<u8>| {
        let h = house();
        let by = enemy_id();
        let result: Result<Pending, String> = (|| match (system, mode.get_untracked()) {
            (System::JerseyShore, 0) => {
                let o = js_shot()?.resolve(&h, &faces).map_err(|e| e.to_string())?;
                Ok(Pending {
                    summary: o.summary(),
                    rule: o.rule(),
                    events: outcomes::sandy_hook_volley(&o, target, by),
                })
            }
            (System::JerseyShore, _) => {
                let other = by.ok_or("Choose the enemy unit in the fight.")?;
                let (other_name, other_men) = with_state(store, |s| {
                    s.units
                        .get(usize::from(other.0))
                        .map(|u| (u.label().to_string(), u.men))
                        .unwrap_or_default()
                });
                let side = |name: String, men: u32, troop: usize| JsMeleeSide {
                    name,
                    groups: vec![JsGroup {
                        troop: TroopType::ALL[troop.min(TroopType::ALL.len() - 1)],
                        men,
                        weapon: None,
                    }],
                    already_engaged: false,
                };
                let r = fight_round(
                    &side(
                        target_name.get_value(),
                        target_men(),
                        troop_a.get_untracked(),
                    ),
                    &side(other_name, other_men, troop_b.get_untracked()),
                    1,
                )
                .map_err(|e| e.to_string())?;
                Ok(Pending {
                    summary: r.summary(),
                    rule: r.rule(),
                    events: outcomes::melee_round(&r, target, other),
                })
            }
            (System::RomanWar, _) => {
                let v = roman()?;
                let mut all = faces_so_far.get_untracked();
                all.extend(faces);
                if v.next_dice(&h, &all).map_err(|e| e.to_string())? != DiceRequest::Nothing {
                    // Survival dice come next: keep what was rolled and ask for them.
                    faces_so_far.set(all);
                    return Err(String::new());
                }
                let o = v.resolve(&h, &all).map_err(|e| e.to_string())?;
                Ok(Pending {
                    summary: o.summary(),
                    rule: o.rule(),
                    events: outcomes::roman_war_volley(&o, target, by),
                })
            }
            (System::Ancients, _) => {
                let o = break_test()?
                    .resolve(&h, &faces)
                    .map_err(|e| e.to_string())?;
                Ok(Pending {
                    summary: o.summary(),
                    rule: o.rule(),
                    events: outcomes::ancients_break_test(&o, target),
                })
            }
            _ => Err("No helper for this system yet: use the quick buttons.".to_string()),
        })();
        match result {
            Ok(p) => {
                error.set(None);
                pending.set(Some(p));
            }
            Err(e) if e.is_empty() => error.set(None),
            Err(e) => error.set(Some(e)),
        }
    };
    let on_faces = Callback::new(resolve_with);
    let dice = Signal::derive(move || request.get().unwrap_or(DiceRequest::Nothing));

    let mode_buttons = modes
        .iter()
        .enumerate()
        .map(|(k, m)| {
            view! {
                <button type="button" data-testid=format!("mode-{i}-{k}") aria-pressed=move || (mode.get() == k).to_string()
                    on:click=move |_| mode.set(k)>{*m}</button>
            }
        })
        .collect_view();
    let troop_names = move || {
        TroopType::ALL
            .iter()
            .map(|t| t.name().to_string())
            .collect::<Vec<String>>()
    };
    let form = move || {
        match (system, mode.get()) {
        (System::JerseyShore, 0) => view! {
            {choice("Shooting unit", enemy_names.get_value(), enemy, tid("shooter"))}
            {field("Men shooting", shooters, tid("shooters"))}
            {choice("Weapon", FIREARMS.iter().map(|f| f.1.to_string()).collect(), weapon, tid("weapon"))}
            {field("Distance (inches)", distance, tid("distance"))}
            {choice("Target's cover", COVERS.iter().map(|c| c.1.to_string()).collect(), cover, tid("cover"))}
        }
        .into_any(),
        (System::JerseyShore, _) => view! {
            {choice("Fighting", enemy_names.get_value(), enemy, tid("opponent"))}
            {choice("This unit's troops", troop_names(), troop_a, tid("troop-a"))}
            {choice("Enemy troops", troop_names(), troop_b, tid("troop-b"))}
        }
        .into_any(),
        (System::RomanWar, _) => view! {
            {choice("Shooting unit", enemy_names.get_value(), enemy, tid("shooter"))}
            {field("Men shooting", shooters, tid("shooters"))}
            {choice("Weapon", ROMAN_WEAPONS.iter().map(|w| w.1.to_string()).collect(), weapon, tid("weapon"))}
            {field("Distance (inches)", distance, tid("distance"))}
            {field("Men in the ranks hit", in_ranks, tid("ranks"))}
            <label class="inline"><input type="checkbox" prop:checked=move || armoured.get()
                on:change=move |ev| armoured.set(event_target_checked(&ev)) />" Target armoured"</label>
            <p class="hint">{move || (!faces_so_far.get().is_empty()).then_some("Shooting dice taken: now the survival dice.")}</p>
        }
        .into_any(),
        (System::Ancients, _) => view! {
            {field("Hits taken", hits, tid("hits"))}
            {choice("Unit size", Size::ALL.iter().map(|s| s.name().to_string()).collect(), size, tid("size"))}
            {field("Leadership", leadership, tid("leadership"))}
            <label class="inline"><input type="checkbox" prop:checked=move || tested.get() on:change=move |ev| tested.set(event_target_checked(&ev)) />" Tested before"</label>
            <label class="inline"><input type="checkbox" prop:checked=move || won.get() on:change=move |ev| won.set(event_target_checked(&ev)) />" Its side won the fight"</label>
            <label class="inline"><input type="checkbox" prop:checked=move || shot_cause.get() on:change=move |ev| shot_cause.set(event_target_checked(&ev)) />" Hits from shooting"</label>
        }
        .into_any(),
        _ => view! { <p class="hint">"No dice helper for this system yet: use the quick buttons above."</p> }.into_any(),
    }
    };
    let apply = move |_| {
        if let Some(p) = pending.get_untracked() {
            if p.events.is_empty() {
                pending.set(None);
                close.run(());
                return;
            }
            store.record(p.events);
            if store.problem.get_untracked().is_none() {
                pending.set(None);
                close.run(());
            }
        }
    };

    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-{i}")>
            <div class="segmented wrap" role="group" aria-label="What to resolve">{mode_buttons}</div>
            {form}
            <p class="problem" role="alert">{move || request.get().err().or(error.get())}</p>
            <Show when=move || matches!(request.get(), Ok(DiceRequest::Nothing))
                fallback=move || view! { <RollPanel request=dice on_faces=on_faces id="rp" /> }>
                <Show when=move || pending.get().is_none()>
                    <button type="button" class="primary" data-testid=format!("work-out-{i}") on:click=move |_| on_faces.run(Vec::new())>"Work it out"</button>
                </Show>
            </Show>
            {move || pending.get().map(|p| {
                let n = p.events.len();
                view! {
                    <OutcomeLine summary=p.summary rule=p.rule />
                    <button type="button" class="primary" data-testid=format!("apply-{i}") on:click=apply>
                        {if n == 0 { "Nothing to change: close".to_string() } else { "Apply to the table".to_string() }}
                    </button>
                }
            })}
            <button type="button" class="quiet" on:click=move |_| close.run(())>"Close"</button>
        </div>
    }
}
