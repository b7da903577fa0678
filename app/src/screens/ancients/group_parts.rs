//! The parts of a group melee (`rules::ancients::group`): the fight as entered, the buttons that bring units in
//! and send them out, each unit's share of dice at each enemy unit, and what the forecast says happens to each.

use leptos::prelude::*;
use rules::ancients::group::{GroupForecast, GroupMelee, MAX_DICE_A_UNIT};
use rules::text::{average, percent};

use super::AncForm;
use super::unit::{MORE_A_SIDE, Role, UnitFields};
use crate::components::bind::Field;
use crate::components::count_field::CountField;

/// Labels of the share fields, one per enemy unit (a field's label is fixed text).
const SHARE_LABELS: [&str; 4] = ["At enemy 1", "At enemy 2", "At enemy 3", "At enemy 4"];

/// How many units each side brings besides its first, within the rules' limit whatever was saved.
pub fn more(form: RwSignal<AncForm>) -> [usize; 2] {
    form.with(|f| f.more.map(|m| m.min(MORE_A_SIDE)))
}

/// Each side's units' names, as the rules name a unit left unnamed.
pub fn names(m: &GroupMelee) -> [Vec<String>; 2] {
    [("A", &m.a), ("B", &m.b)].map(|(s, units)| {
        let named = units.iter().enumerate();
        named
            .map(|(i, c)| {
                c.unit
                    .label(&format!("Side {s} unit {}", i + 1))
                    .to_string()
            })
            .collect()
    })
}

/// The group melee as entered: every unit of each side sharing its dice as the player set them, or evenly
/// while no shares fitting these units are saved.
pub fn group_melee(form: RwSignal<AncForm>) -> GroupMelee {
    let n = more(form);
    let (first_turn, shares) = form.with(|f| (f.first_turn, f.shares.clone()));
    let side = |s: usize| {
        (0..=n[s])
            .map(|k| UnitFields::new(form, Role::melee(s, k)).combatant())
            .collect()
    };
    let mut m = GroupMelee::even_split(side(0), side(1), first_turn);
    let fits = (0..2).all(|s| {
        shares[s].len() == n[s] + 1 && shares[s].iter().all(|row| row.len() == n[1 - s] + 1)
    });
    if fits {
        [m.a_dice, m.b_dice] = shares;
    }
    m
}

/// Writes out the shares as they stand (those saved, or the even split when none fit these units), so every
/// share field reads one the form holds.
pub fn settle_shares(form: RwSignal<AncForm>) {
    let m = untrack(|| group_melee(form));
    let shares = [m.a_dice, m.b_dice];
    if form.with_untracked(|f| f.shares != shares) {
        form.update(|f| f.shares = shares);
    }
}

/// Brings a unit into side `side`'s fight (`delta` 1) or sends its last one out (-1); every share starts
/// again from the even split.
pub fn change_units(form: RwSignal<AncForm>, side: usize, delta: isize) {
    form.update(|f| {
        let n = f.more[side].min(MORE_A_SIDE) as isize + delta;
        f.more[side] = n.clamp(0, MORE_A_SIDE as isize) as usize;
        f.shares = Default::default();
    });
    settle_shares(form);
}

/// The buttons that bring one more unit into the melee on either side, up to the rules' limit.
#[component]
pub fn AddUnits(form: RwSignal<AncForm>) -> impl IntoView {
    let button = move |s: usize| {
        let full = move || more(form)[s] >= MORE_A_SIDE;
        view! {
            <button type="button" class="secondary" data-testid=format!("anc-add-{s}")
                disabled=full
                on:click=move |_| change_units(form, s, 1)>{["Add a unit to side A", "Add a unit to side B"][s]}</button>
        }
    };
    view! { <div class="add-units">{button(0)}{button(1)}</div> }
}

/// Zero, for a share the form does not hold (the field of a unit that has just left, drawn once more).
static NO_SHARE: u32 = 0;

/// A share's place as one field index: side, unit and enemy (each below 4).
fn share_at(side: usize, unit: usize, enemy: usize) -> usize {
    side * 16 + unit * 4 + enemy
}

fn share(f: &AncForm, i: usize) -> &u32 {
    let row = f.shares[i / 16].get(i / 4 % 4);
    row.and_then(|r| r.get(i % 4)).unwrap_or(&NO_SHARE)
}

fn share_mut(f: &mut AncForm, i: usize) -> &mut u32 {
    let (side, unit, enemy) = (&mut f.shares[i / 16], i / 4 % 4, i % 4);
    if side.len() <= unit {
        side.resize(unit + 1, Vec::new());
    }
    let row = &mut side[unit];
    if row.len() <= enemy {
        row.resize(enemy + 1, 0);
    }
    &mut row[enemy]
}

/// One unit's dice shared among the enemy units, a field each, with the rules' message under them when the
/// shares do not add up to its dice.
#[component]
pub fn Shares(
    form: RwSignal<AncForm>,
    side: usize,
    unit: usize,
    problem: Signal<Option<String>>,
) -> impl IntoView {
    let enemies = more(form)[1 - side] + 1;
    let id = Role::melee(side, unit).id();
    let note = move || {
        let m = group_melee(form);
        let [own, them] = [side, 1 - side].map(|s| names(&m)[s].clone());
        let at: Vec<String> = them
            .iter()
            .enumerate()
            .map(|(j, n)| format!("{} {n}", j + 1))
            .collect();
        format!(
            "{} rolls {} dice, shared at enemy {}.",
            own[unit],
            m.dice()[side][unit],
            at.join(", ")
        )
    };
    // The rules name the unit whose shares are wrong: the message goes under that unit's fields.
    let mine = move || {
        let name = names(&group_melee(form))[side][unit].clone();
        problem
            .get()
            .filter(|p| p.starts_with(&format!("{name} rolls ")))
    };
    let fields = (0..enemies)
        .map(|enemy| {
            let value = Field::new(form, share_at(side, unit, enemy), share, share_mut);
            view! { <CountField label=SHARE_LABELS[enemy] value=value min=0 max=MAX_DICE_A_UNIT id=format!("{id}-at-{enemy}") /> }
        })
        .collect_view();
    view! {
        <div class="shares" data-testid=format!("{id}-shares")>
            <p class="note">{note}</p>
            {fields}
            <p class="problem" role="alert" data-testid=format!("{id}-share-problem")>{mine}</p>
        </div>
    }
}

/// What the forecast says happens to each unit: the hits it takes and its Break Test, under its side; the
/// fight's chances above.
#[component]
pub fn GroupAnswer(f: GroupForecast, names: [Vec<String>; 2]) -> impl IntoView {
    let win = format!(
        "Side A wins {}, draw {}, side B wins {}.",
        percent(f.a_wins),
        percent(f.draw),
        percent(f.b_wins)
    );
    let side = |s: usize| {
        let units = names[s]
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let b = &f.break_tests[s][i];
                let hits = format!(
                    "{name} ({} dice): takes {} hits on average.",
                    f.dice[s][i],
                    average(f.hits_taken[s][i].mean())
                );
                let test = format!(
                    "Break Test: none {}, unaffected {}, gives ground {}, destroyed {}.",
                    percent(b.no_test),
                    percent(b.unaffected),
                    percent(b.give_ground),
                    percent(b.destroyed)
                );
                view! { <li data-testid=format!("anc-unit-{s}-{i}")><b>{hits}</b>" "{test}</li> }
            })
            .collect_view();
        view! {
            <div class="side" data-testid=format!("anc-side-{s}")>
                <h3>{["What happens to side A", "What happens to side B"][s]}</h3>
                <ul class="group-units">{units}</ul>
            </div>
        }
    };
    view! { <p class="big-line" data-testid="anc-win">{win}</p> {side(0)} {side(1)} }
}
