//! "Resolve here": roll (or tap in real dice) for a shot or a fight against this unit, read the result through
//! the system's own mechanism, and apply the events the rules' outcome helpers give, in one tap. Every
//! mechanism runs with the battle's own house rules.

use leptos::prelude::*;
use rules::ancients::break_test::{BreakTestInput, Cause as BreakCause};
use rules::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
use rules::battle::{Event, UnitId, outcomes};
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, fight_round};
use rules::jersey_shore::troops::TroopType;
use rules::jersey_shore::weapons::{Firearm, JsShot};
use rules::mechanism::Staged;
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::roman_war::melee::{MeleeRound as RomanMelee, Round};
use rules::roman_war::missiles::{CoverSituation, Slope, Volley as RomanVolley, VolleyWeapon};
use rules::roman_war::troops::Armour;
use rules::rule::{RuleId, System};
use rules::sandarticus::armour::Facing;
use rules::sandarticus::formations::Formation as SaFormation;
use rules::sandarticus::melee::{Fighters, Melee as SaMelee, MeleeSide as SaSide};
use rules::sandarticus::shooting::{Shot as SaShot, Target as SaTarget};
use rules::sandarticus::troops::{CATALOGUE, carries};
use rules::sandarticus::weapons::{WEAPONS, Weapon as SaWeapon, range};
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::shooting::Cover;

use super::store::BattleStore;
use super::tracker::with_state;
use crate::components::roll_panel::RollPanel;
use crate::components::why::OutcomeLine;

/// A result waiting for the player's "Apply".
#[derive(Clone)]
pub(super) struct Pending {
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

pub(super) fn num(text: &str) -> Result<u32, String> {
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
pub(super) fn field(label: &'static str, value: RwSignal<String>, testid: String) -> impl IntoView {
    view! {
        <label class="field">{label}
            <input type="text" inputmode="decimal" data-testid=testid
                prop:value=move || value.get() on:input=move |ev| value.set(event_target_value(&ev)) />
        </label>
    }
}

/// A select over a fixed list, bound to an index signal.
pub(super) fn choice(
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

/// A checkbox bound to a signal.
pub(super) fn check(label: &'static str, value: RwSignal<bool>, testid: String) -> impl IntoView {
    view! {
        <label class="inline"><input type="checkbox" data-testid=testid prop:checked=move || value.get()
            on:change=move |ev| value.set(event_target_checked(&ev)) />{label}</label>
    }
}

/// One stage of a mechanism rolled in stages (Roman War Rules): with the new faces, either the outcome, or
/// `None` when more dice are wanted (the faces so far are kept and the panel asks for the next ones).
pub(super) fn staged<M: Staged>(
    m: &M,
    h: M::House<'_>,
    so_far: RwSignal<Vec<u8>>,
    faces: Vec<u8>,
) -> Result<Option<M::Outcome>, String> {
    let mut all = so_far.get_untracked();
    all.extend(faces);
    let next = m.next_dice(h, &all).map_err(|e| e.to_string())?;
    so_far.set(all.clone());
    if next != DiceRequest::Nothing {
        return Ok(None);
    }
    m.resolve(h, &all).map(Some).map_err(|e| e.to_string())
}

/// The firearm's name on the picker.
fn firearm_label(f: Firearm) -> &'static str {
    match f {
        Firearm::Musket => "Musket",
        Firearm::Rifle => "Rifle",
        Firearm::Pistol => "Pistol",
        Firearm::Bow => "Bow",
    }
}

/// The cover's name on the picker.
fn cover_label(c: Cover) -> &'static str {
    match c {
        Cover::Open => "In the open",
        Cover::WagonOrHouse => "Behind a wagon or in a house",
        Cover::Wall => "Behind a wall or in a fort",
    }
}

/// The Roman War volley weapon's name on the picker.
fn roman_weapon_label(w: VolleyWeapon) -> &'static str {
    match w {
        VolleyWeapon::Archer => "Bows",
        VolleyWeapon::Slinger => "Slings",
        VolleyWeapon::Lancer => "Javelins",
    }
}

fn pick<T: Copy>(list: &[T], k: usize) -> T {
    list[k.min(list.len() - 1)]
}

#[component]
pub fn ResolvePanel(store: BattleStore, target: UnitId, close: Callback<()>) -> impl IntoView {
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
    let enemy_men = move || enemies.with_value(|e| e.get(enemy.get()).map_or(0, |x| x.2));
    let enemy_name = move || {
        enemies.with_value(|e| {
            e.get(enemy.get_untracked())
                .map(|x| x.1.clone())
                .unwrap_or_default()
        })
    };
    let first_enemy_men = enemies.with_value(|e| e.first().map(|x| x.2).unwrap_or(1));

    let mode = RwSignal::new(0usize);
    let pending = RwSignal::new(None::<Pending>);
    let error = RwSignal::new(None::<String>);
    let house = move || store.house.get();

    // Inputs shared by the forms below.
    let shooters = RwSignal::new(first_enemy_men.to_string());
    let distance = RwSignal::new(String::from("6"));
    let weapon = RwSignal::new(0usize);
    let cover = RwSignal::new(0usize);
    let troop_a = RwSignal::new(0usize);
    let troop_b = RwSignal::new(0usize);
    let form_a = RwSignal::new(0usize);
    let form_b = RwSignal::new(0usize);
    let third = RwSignal::new(0usize);
    let shooters_still = RwSignal::new(false);
    let target_still = RwSignal::new(false);
    let in_ranks = RwSignal::new(target_men().to_string());
    let pairs = RwSignal::new(target_men().min(first_enemy_men).to_string());
    let armoured = RwSignal::new(false);
    let enemy_armoured = RwSignal::new(false);
    let attacking = RwSignal::new(true);
    let first_round = RwSignal::new(true);
    let hits = RwSignal::new(String::from("1"));
    let size = RwSignal::new(1usize);
    let leadership = RwSignal::new(String::from("7"));
    let tested = RwSignal::new(false);
    let won = RwSignal::new(false);
    let shot_cause = RwSignal::new(false);
    let faces_so_far = RwSignal::new(Vec::<u8>::new());

    // Sandarticus missiles: every weapon on the list that shoots, the engines included.
    let sa_weapons: Vec<(SaWeapon, &'static str)> = {
        let h = store.house.get_untracked();
        WEAPONS
            .iter()
            .filter(|p| range(p.weapon, &h.sandarticus).is_some())
            .map(|p| (p.weapon, p.name))
            .collect()
    };
    let sa_weapons = StoredValue::new(sa_weapons);

    let modes: Vec<&'static str> = match system {
        System::JerseyShore => vec!["Volley (2d6)", "Hand to hand round"],
        System::RomanWar => vec!["Volley", "Melee round"],
        System::Ancients => vec!["Break Test"],
        System::Sandarticus => vec!["Shooting (2d6)", "Melee round"],
    };

    let js_shot = move || -> Result<JsShot, String> {
        Ok(JsShot {
            weapon: pick(&Firearm::ALL, weapon.get()),
            shooters: num(&shooters.get())?,
            distance_inches: inches(&distance.get())?,
            scale: CordScale::Single,
            cover: pick(&Cover::ALL, cover.get()),
            target_fighting: true,
            firing_again_at_unmoved: false,
            target_men: target_men(),
        })
    };
    let roman = move || -> Result<RomanVolley, String> {
        Ok(RomanVolley {
            weapon: pick(&VolleyWeapon::ALL, weapon.get()),
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
    let armour_of = |a: bool| {
        if a {
            Armour::Armoured
        } else {
            Armour::Unarmoured
        }
    };
    // This unit is the attacker or the defender as the player says.
    let roman_melee = move || -> Result<RomanMelee, String> {
        let (mine, theirs) = (armour_of(armoured.get()), armour_of(enemy_armoured.get()));
        let (attacker_armour, defender_armour) = if attacking.get() {
            (mine, theirs)
        } else {
            (theirs, mine)
        };
        Ok(RomanMelee {
            round: if first_round.get() {
                Round::First
            } else {
                Round::Later
            },
            pairs: i64::from(num(&pairs.get())?),
            attacker_armour,
            defender_armour,
            attackers_wounded: 0,
            defenders_wounded: 0,
        })
    };
    let sa_shot = move || -> Result<SaShot, String> {
        let w = sa_weapons.with_value(|l| l.get(weapon.get()).or(l.first()).map(|x| x.0));
        Ok(SaShot {
            weapon: w.ok_or("No weapon chosen.")?,
            shooters: i64::from(num(&shooters.get())?),
            third: pick(&Third::ALL, third.get()),
            cover: pick(&Cover::ALL, cover.get()),
            firer_moved: !shooters_still.get(),
            target_moved: !target_still.get(),
            target: SaTarget::Troops {
                troop: pick(&CATALOGUE, troop_a.get()).troop,
                facing: Facing::Front,
                formed_facing_enemy: false,
            },
            target_men: i64::from(target_men()),
        })
    };
    let sa_melee = move || -> SaMelee {
        let side = |name: String, men: u32, troop: usize, formation: usize| {
            let t = pick(&CATALOGUE, troop).troop;
            SaSide {
                name,
                fighters: vec![Fighters::of(t, i64::from(men))],
                formation: pick(&SaFormation::ALL, formation),
                spearmen: if carries(t, SaWeapon::Spear) {
                    i64::from(men)
                } else {
                    0
                },
                engaged_elsewhere: false,
                caught_between_teeth: false,
            }
        };
        SaMelee {
            a: side(
                target_name.get_value(),
                target_men(),
                troop_a.get(),
                form_a.get(),
            ),
            b: side(enemy_name(), enemy_men(), troop_b.get(), form_b.get()),
        }
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
        let e = |x: rules::error::RulesError| x.to_string();
        match (system, mode.get()) {
            (System::JerseyShore, 0) => js_shot()?.dice_needed(&h.jersey_shore).map_err(e),
            (System::RomanWar, 0) => roman()?
                .next_dice(&h.roman_war, &faces_so_far.get())
                .map_err(e),
            (System::RomanWar, _) => roman_melee()?
                .next_dice(&h.roman_war, &faces_so_far.get())
                .map_err(e),
            (System::Ancients, _) => break_test()?.dice_needed(&h.ancients).map_err(e),
            (System::Sandarticus, 0) => sa_shot()?.dice_needed(&h.sandarticus).map_err(e),
            (System::Sandarticus, _) => sa_melee().dice_needed(&h.sandarticus).map_err(e),
            _ => Ok(DiceRequest::Nothing),
        }
    });
    // A different enemy brings his own number of men.
    Effect::new(move |prev: Option<usize>| {
        let e = enemy.get();
        if prev.is_some()
            && let Some(m) = enemies.with_value(|l| l.get(e).map(|x| x.2))
        {
            shooters.set(m.to_string());
            pairs.set(target_men().min(m).to_string());
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
        pairs.track();
        armoured.track();
        enemy_armoured.track();
        attacking.track();
        first_round.track();
        enemy.track();
        troop_a.track();
        troop_b.track();
        form_a.track();
        form_b.track();
        third.track();
        shooters_still.track();
        target_still.track();
        faces_so_far.set(Vec::new());
        pending.set(None);
    });

    let resolve_with = move |faces: Vec<u8>| {
        let h = house();
        let by = enemy_id();
        let result: Result<Option<Pending>, String> = (|| match (system, mode.get_untracked()) {
            (System::JerseyShore, 0) => {
                let o = js_shot()?
                    .resolve(&h.jersey_shore, &faces)
                    .map_err(|e| e.to_string())?;
                Ok(Some(Pending::of(
                    &o,
                    outcomes::sandy_hook_volley(&o, target, by),
                )))
            }
            (System::JerseyShore, _) => {
                let other = by.ok_or("Choose the enemy unit in the fight.")?;
                let side = |name: String, men: u32, troop: usize| JsMeleeSide {
                    name,
                    groups: vec![JsGroup {
                        troop: pick(&TroopType::ALL, troop),
                        men,
                        weapon: None,
                    }],
                    already_engaged: false,
                    attacking: false,
                };
                let r = fight_round(
                    &side(
                        target_name.get_value(),
                        target_men(),
                        troop_a.get_untracked(),
                    ),
                    &side(enemy_name(), enemy_men(), troop_b.get_untracked()),
                    1,
                    &h.jersey_shore,
                )
                .map_err(|e| e.to_string())?;
                Ok(Some(Pending::of(
                    &r,
                    outcomes::melee_round(&r, target, other),
                )))
            }
            (System::RomanWar, 0) => Ok(staged(&roman()?, &h.roman_war, faces_so_far, faces)?
                .map(|o| Pending::of(&o, outcomes::roman_war_volley(&o, target, by)))),
            (System::RomanWar, _) => {
                let other = by.ok_or("Choose the enemy unit in the fight.")?;
                let (attackers, defenders) = if attacking.get_untracked() {
                    (target, other)
                } else {
                    (other, target)
                };
                Ok(staged(&roman_melee()?, &h.roman_war, faces_so_far, faces)?
                    .map(|o| Pending::of(&o, outcomes::roman_war_melee(&o, attackers, defenders))))
            }
            (System::Ancients, _) => {
                let o = break_test()?
                    .resolve(&h.ancients, &faces)
                    .map_err(|e| e.to_string())?;
                Ok(Some(Pending::of(
                    &o,
                    outcomes::ancients_break_test(&o, target),
                )))
            }
            (System::Sandarticus, 0) => {
                let o = sa_shot()?
                    .resolve(&h.sandarticus, &faces)
                    .map_err(|e| e.to_string())?;
                Ok(Some(Pending::of(
                    &o,
                    outcomes::sandarticus_shot(&o, target, by),
                )))
            }
            (System::Sandarticus, _) => {
                let other = by.ok_or("Choose the enemy unit in the fight.")?;
                let r = sa_melee()
                    .resolve(&h.sandarticus, &faces)
                    .map_err(|e| e.to_string())?;
                Ok(Some(Pending::of(
                    &r,
                    outcomes::sandarticus_melee_round(&r, target, other),
                )))
            }
        })();
        match result {
            Ok(p) => {
                error.set(None);
                pending.set(p);
            }
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
    let sa_troops = || {
        CATALOGUE
            .iter()
            .map(|p| p.name.to_string())
            .collect::<Vec<String>>()
    };
    let sa_formations = || {
        SaFormation::ALL
            .iter()
            .map(|f| f.name().to_string())
            .collect::<Vec<String>>()
    };
    let covers = || {
        Cover::ALL
            .iter()
            .map(|c| cover_label(*c).to_string())
            .collect::<Vec<String>>()
    };
    let form = move || {
        match (system, mode.get()) {
        (System::JerseyShore, 0) => view! {
            {choice("Shooting unit", enemy_names.get_value(), enemy, tid("shooter"))}
            {field("Men shooting", shooters, tid("shooters"))}
            {choice("Weapon", Firearm::ALL.iter().map(|f| firearm_label(*f).to_string()).collect(), weapon, tid("weapon"))}
            {field("Distance (inches)", distance, tid("distance"))}
            {choice("Target's cover", covers(), cover, tid("cover"))}
        }
        .into_any(),
        (System::JerseyShore, _) => view! {
            {choice("Fighting", enemy_names.get_value(), enemy, tid("opponent"))}
            {choice("This unit's troops", troop_names(), troop_a, tid("troop-a"))}
            {choice("Enemy troops", troop_names(), troop_b, tid("troop-b"))}
        }
        .into_any(),
        (System::RomanWar, 0) => view! {
            {choice("Shooting unit", enemy_names.get_value(), enemy, tid("shooter"))}
            {field("Men shooting", shooters, tid("shooters"))}
            {choice("Weapon", VolleyWeapon::ALL.iter().map(|w| roman_weapon_label(*w).to_string()).collect(), weapon, tid("weapon"))}
            {field("Distance (inches)", distance, tid("distance"))}
            {field("Men in the ranks hit", in_ranks, tid("ranks"))}
            {check(" Target armoured", armoured, tid("armoured"))}
            <p class="hint">{move || (!faces_so_far.get().is_empty()).then_some("Shooting dice taken: now the survival dice.")}</p>
        }
        .into_any(),
        (System::RomanWar, _) => view! {
            {choice("Fighting", enemy_names.get_value(), enemy, tid("opponent"))}
            {field("Pairs of fighters", pairs, tid("pairs"))}
            {check(" This unit attacks", attacking, tid("attacking"))}
            {check(" First round (the attacker's hit kills)", first_round, tid("first-round"))}
            {check(" This unit armoured", armoured, tid("armoured"))}
            {check(" Enemy armoured", enemy_armoured, tid("enemy-armoured"))}
            <p class="hint">{move || (!faces_so_far.get().is_empty()).then_some("Dice so far taken: roll the next ones asked for.")}</p>
        }
        .into_any(),
        (System::Ancients, _) => view! {
            {field("Hits taken", hits, tid("hits"))}
            {choice("Unit size", Size::ALL.iter().map(|s| s.name().to_string()).collect(), size, tid("size"))}
            {field("Leadership", leadership, tid("leadership"))}
            {check(" Tested before", tested, tid("tested"))}
            {check(" Its side won the fight", won, tid("won"))}
            {check(" Hits from shooting", shot_cause, tid("shot-cause"))}
        }
        .into_any(),
        (System::Sandarticus, 0) => view! {
            {choice("Shooting unit", enemy_names.get_value(), enemy, tid("shooter"))}
            {field("Men shooting", shooters, tid("shooters"))}
            {choice("Weapon", sa_weapons.with_value(|l| l.iter().map(|w| w.1.to_string()).collect()), weapon, tid("weapon"))}
            {choice("Third of the cord", Third::ALL.iter().map(|t| t.name().to_string()).collect(), third, tid("third"))}
            {choice("This unit's troops", sa_troops(), troop_a, tid("troop-a"))}
            {choice("Target's cover", covers(), cover, tid("cover"))}
            {check(" Shooters stood still last move", shooters_still, tid("shooters-still"))}
            {check(" Target stood still last move", target_still, tid("target-still"))}
        }
        .into_any(),
        (System::Sandarticus, _) => view! {
            {choice("Fighting", enemy_names.get_value(), enemy, tid("opponent"))}
            {choice("This unit's troops", sa_troops(), troop_a, tid("troop-a"))}
            {choice("Its formation", sa_formations(), form_a, tid("form-a"))}
            {choice("Enemy troops", sa_troops(), troop_b, tid("troop-b"))}
            {choice("Enemy formation", sa_formations(), form_b, tid("form-b"))}
        }
        .into_any(),
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
            <ResolveFoot request=request error=error pending=pending on_faces=on_faces dice=dice
                apply=Callback::new(apply) close=close testid=i.to_string() />
        </div>
    }
}

/// The shared foot of a resolve panel: the dice (or "Work it out"), the result with its rule, Apply, Close.
#[component]
pub(super) fn ResolveFoot(
    request: Memo<Result<DiceRequest, String>>,
    error: RwSignal<Option<String>>,
    pending: RwSignal<Option<Pending>>,
    on_faces: Callback<Vec<u8>>,
    dice: Signal<DiceRequest>,
    apply: Callback<()>,
    close: Callback<()>,
    testid: String,
) -> impl IntoView {
    let work_id = StoredValue::new(format!("work-out-{testid}"));
    let apply_id = StoredValue::new(format!("apply-{testid}"));
    view! {
        <p class="problem" role="alert">{move || request.get().err().or(error.get())}</p>
        <Show when=move || matches!(request.get(), Ok(DiceRequest::Nothing))
            fallback=move || view! { <RollPanel request=dice on_faces=on_faces id="rp" /> }>
            <Show when=move || pending.get().is_none()>
                <button type="button" class="primary" data-testid=work_id.get_value() on:click=move |_| on_faces.run(Vec::new())>"Work it out"</button>
            </Show>
        </Show>
        {move || pending.get().map(|p| {
            let n = p.events.len();
            view! {
                <OutcomeLine summary=p.summary rule=p.rule />
                <button type="button" class="primary" data-testid=apply_id.get_value() on:click=move |_| apply.run(())>
                    {if n == 0 { "Nothing to change: close".to_string() } else { "Apply to the table".to_string() }}
                </button>
            }
        })}
        <button type="button" class="quiet" on:click=move |_| close.run(())>"Close"</button>
    }
}
