//! Hand to hand, Jersey Shore: how the fight ends and what each side loses, first; then both sides, drawn by one
//! component over the form's two sides.

use leptos::prelude::*;
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, RULE, fight};
use rules::jersey_shore::troops::{MeleeWeapon, TroopType, choose_melee_weapon, melee_weapons};
use rules::jersey_shore::{GUARD_RATIOS, House, LongWeaponBonus};
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::fight_summary::FightSummary;
use rules::sandy_hook::melee::Mount;
use rules::text::Choice;

use super::super::ctx::use_ctx;
use super::super::fight::{FightView, Fought, add_group, remove_group};
use super::form::{GROUPS, Group, JsForm, Melee, Side};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::bind::{Bind, Field};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::source::SourcePick;

const NAMES: [&str; 2] = ["Attackers", "Defenders"];
/// Test id prefixes of the two sides.
const PREFIX: [&str; 2] = ["a", "b"];
/// Test ids of each side's switch.
const ENGAGED: [&str; 2] = ["a-engaged", "b-engaged"];
/// Test ids of each side's "charged in" switch.
const CHARGED: [&str; 2] = ["a-charged", "b-charged"];
/// Test id prefixes of each group's weapon buttons.
const WEAPON_IDS: [[&str; GROUPS]; 2] = [
    ["a-weapon", "a-g1-weapon", "a-g2-weapon", "a-g3-weapon"],
    ["b-weapon", "b-g1-weapon", "b-g2-weapon", "b-g3-weapon"],
];

/// A weapon the troop type does not carry (left from another type) gives way to its usual one.
fn carried(troop: TroopType, weapon: Option<MeleeWeapon>) -> Option<MeleeWeapon> {
    weapon.filter(|w| melee_weapons(troop).contains(w))
}

fn js_side(name: &str, s: &Side) -> JsMeleeSide {
    JsMeleeSide {
        name: name.to_string(),
        groups: s
            .fighting()
            .iter()
            .map(|g| JsGroup {
                troop: g.troop,
                men: g.men,
                weapon: carried(g.troop, g.weapon),
            })
            .collect(),
        already_engaged: s.engaged,
        attacking: s.charged,
    }
}

fn fought(m: &Melee, house: &House) -> Fought {
    let (a, b) = (
        js_side(NAMES[0], &m.sides[0]),
        js_side(NAMES[1], &m.sides[1]),
    );
    let course = fight(&a, &b, house).map_err(|e| e.to_string())?;
    let men = |s: &JsMeleeSide| s.groups.iter().map(|g| g.men).sum();
    Ok(FightSummary::new(
        NAMES,
        [men(&a), men(&b)],
        course.rounds.iter().map(|r| r.losses),
        course.end.clone(),
        GUARD_RATIOS,
    ))
}

#[component]
pub fn MeleeTab() -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let fought = Memo::new(move |_| {
        let house = ctx.house.read();
        form.with(|f| fought(&f.melee, &house.jersey_shore))
    });
    view! {
        <section class="sh-tab" aria-label="Hand to hand">
            <FightView fought=fought rule=RULE />
            <SideFields s=0 />
            <SideFields s=1 />
        </section>
    }
}

/// One side: its troop groups, and whether it is already fighting another unit.
#[component]
fn SideFields(s: usize) -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let p = PREFIX[s];
    // Who charged in matters only when the house rule gives the long-weapon bonus to attackers alone.
    let charge_counts = Memo::new(move |_| {
        ctx.house.read().jersey_shore.long_weapons == LongWeaponBonus::AttackerOnly
    });
    let count = Memo::new(move |_| {
        form.with(|f| f.melee.sides[s].count as usize)
            .clamp(1, GROUPS)
    });
    let rows = move || {
        (0..count.get())
            .map(|k| view! { <GroupRow s=s k=k /> })
            .collect_view()
    };
    let add = move |_| {
        form.update(|f| {
            let side = &mut f.melee.sides[s];
            add_group(&mut side.groups, &mut side.count);
        })
    };
    let no_horses = Signal::derive(move || {
        form.with(|f| {
            let (me, enemy) = (&f.melee.sides[s], &f.melee.sides[1 - s]);
            let muskets = me.fighting().iter().any(|g| g.troop.has_muskets());
            let horses = enemy
                .fighting()
                .iter()
                .any(|g| g.troop.mount() != Mount::Foot);
            (!muskets || !horses).then_some("Only matters when muskets face cavalry.")
        })
    });
    view! {
        <fieldset class="side">
            <legend>{NAMES[s]}</legend>
            {rows}
            {move || (count.get() < GROUPS).then(|| view! {
                <button type="button" class="secondary wide add-group" data-testid=format!("{p}-add")
                    on:click=add>"Add another troop type"</button>
            })}
            <Toggle label="Already fighting another unit" value=field!(form, i = s => melee.sides[i].engaged) off=no_horses id=ENGAGED[s] />
            {move || charge_counts.get().then(|| view! {
                <Toggle label="This side charged in" value=field!(form, i = s => melee.sides[i].charged) id=CHARGED[s] />
            })}
        </fieldset>
    }
}

/// A group's weapon as its buttons show it: the one chosen, else the troop type's usual one.
#[derive(Clone, Copy)]
struct WeaponPick {
    weapon: Field<JsForm, Option<MeleeWeapon>>,
    troop: Field<JsForm, TroopType>,
}

impl Bind<Option<MeleeWeapon>> for WeaponPick {
    fn value(&self) -> Option<MeleeWeapon> {
        let troop = self.troop.get();
        choose_melee_weapon(troop, carried(troop, self.weapon.get())).ok()
    }

    fn value_untracked(&self) -> Option<MeleeWeapon> {
        let troop = self.troop.get_untracked();
        choose_melee_weapon(troop, carried(troop, self.weapon.get_untracked())).ok()
    }

    fn put(&self, value: Option<MeleeWeapon>) {
        self.weapon.set(value);
    }
}

/// A saved unit fills a group's troops, men and weapon.
fn fill_group(g: &mut Group, o: &Offer) {
    g.men = o.men;
    if let Some(RosterUnit::JerseyShore(u)) = &o.unit {
        g.troop = u.troop;
        g.weapon = u.weapon;
    }
}

/// Group `k` of side `s`: test ids `a-troop`, `a-men`, `a-weapon` for a side's first group, `a-g1-troop`… for
/// the others.
#[component]
fn GroupRow(s: usize, k: usize) -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let at = s * GROUPS + k;
    let id = |what: &str| match k {
        0 => format!("{}-{what}", PREFIX[s]),
        _ => format!("{}-g{k}-{what}", PREFIX[s]),
    };
    let troop = field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].troop);
    let weapon = WeaponPick {
        weapon: field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].weapon),
        troop,
    };
    let choices = Memo::new(move |_| melee_weapons(troop.get()));
    let remove = move |_| {
        form.update(|f| {
            let side = &mut f.melee.sides[s];
            remove_group(&mut side.groups, &mut side.count, k);
        })
    };
    view! {
        <div class="group-row" role="group" aria-label="Troops on this side">
            <SourcePick offers=ctx.offers from=field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].from)
                on_pick=Callback::new(move |o: Offer| form.update(|f| fill_group(&mut f.melee.sides[s].groups[k], &o)))
                label=if k == 0 { "First group" } else { "Group" } id=id("src") />
            <Pick label="Troops" options=options() value=troop id=id("troop") />
            <CountField label="Men" value=field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].men)
                min=1 max=MAX_MEN id=id("men") />
            {move || {
                let list = choices.get();
                (list.len() > 1).then(|| {
                    let opts = list.iter().map(|&w| (Some(w), w.label().to_string())).collect::<Vec<_>>();
                    view! { <Segmented label="Weapon" options=opts value=weapon id=WEAPON_IDS[s][k] /> }
                })
            }}
            {(k > 0).then(|| view! {
                <button type="button" class="quiet wide" data-testid=id("remove") on:click=remove>"Remove this group"</button>
            })}
        </div>
    }
}
