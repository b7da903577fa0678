//! Hand to hand, Jersey Shore: how the fight ends and what each side loses, first; then both sides, drawn by one
//! component over the form's two sides.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, RULE, fight};
use rules::jersey_shore::troops::{MeleeWeapon, TroopType, choose_melee_weapon, melee_weapons};
use rules::jersey_shore::{GUARD_RATIOS, House, LongWeaponBonus};
use rules::sandy_hook::fight_summary::FightSummary;
use rules::sandy_hook::melee::Mount;
use rules::text::Choice;

use super::super::ctx::use_ctx;
use super::super::fight::{FightView, Fought};
use super::super::sides::{
    GROUPS, GroupFields, NAMES, SideFieldset, SideGroups, fighting, group_id,
};
use super::form::{Group, JsForm, Melee, Side};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::bind::{Bind, Field};
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::field;

/// Test ids of each side's switch.
const ENGAGED: [&str; 2] = ["a-engaged", "b-engaged"];
/// Test ids of each side's "charged in" switch.
const CHARGED: [&str; 2] = ["a-charged", "b-charged"];

/// A weapon the troop type does not carry (left from another type) gives way to its usual one.
fn carried(troop: TroopType, weapon: Option<MeleeWeapon>) -> Option<MeleeWeapon> {
    weapon.filter(|w| melee_weapons(troop).contains(w))
}

fn js_side(name: &str, s: &Side) -> JsMeleeSide {
    JsMeleeSide {
        name: name.to_string(),
        groups: fighting(&s.groups, s.count)
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
    let fought = Computed::new(move || {
        ctx.house
            .with(|h| form.with(|f| fought(&f.melee, &h.jersey_shore)))
    });
    view! {
        <section class="sh-tab" aria-label="Hand to hand">
            <FightView fought=fought rule=RULE />
            <SideFields s=0 />
            <SideFields s=1 />
        </section>
    }
}

/// Side `s`'s troop groups and how many of them fight.
fn side_groups(form: RwSignal<JsForm>, s: usize) -> SideGroups<JsForm, Group> {
    SideGroups {
        groups: field!(form, i = s => melee.sides[i].groups),
        count: field!(form, i = s => melee.sides[i].count),
    }
}

/// One side: its troop groups, and whether it is already fighting another unit.
#[component]
fn SideFields(s: usize) -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    // Who charged in matters only when the house rule gives the long-weapon bonus to attackers alone.
    let charge_counts = Computed::new(move || {
        ctx.house
            .with(|h| h.jersey_shore.long_weapons == LongWeaponBonus::AttackerOnly)
    });
    let no_horses = Signal::derive(move || {
        form.with(|f| {
            let (me, enemy) = (&f.melee.sides[s], &f.melee.sides[1 - s]);
            let muskets = fighting(&me.groups, me.count)
                .iter()
                .any(|g| g.troop.has_muskets());
            let horses = fighting(&enemy.groups, enemy.count)
                .iter()
                .any(|g| g.troop.mount() != Mount::Foot);
            (!muskets || !horses).then_some("Only matters when muskets face cavalry.")
        })
    });
    let row = |s, k| view! { <GroupRow s=s k=k /> }.into_any();
    view! {
        <SideFieldset s=s side=side_groups(form, s) row=row>
            <Toggle label="Already fighting another unit" value=field!(form, i = s => melee.sides[i].engaged) off=no_horses id=ENGAGED[s] />
            {move || charge_counts.get().then(|| view! {
                <Toggle label="This side charged in" value=field!(form, i = s => melee.sides[i].charged) id=CHARGED[s] />
            })}
        </SideFieldset>
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

/// Group `k` of side `s`, with its weapon where the troop type has a choice (test ids `a-weapon`, `a-g1-weapon`…).
#[component]
fn GroupRow(s: usize, k: usize) -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let at = s * GROUPS + k;
    let troop = field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].troop);
    let weapon = WeaponPick {
        weapon: field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].weapon),
        troop,
    };
    let choices = Computed::new(move || melee_weapons(troop.get()));
    let fill = move |o: Offer| form.update(|f| fill_group(&mut f.melee.sides[s].groups[k], &o));
    view! {
        <GroupFields s=s k=k side=side_groups(form, s) offers=ctx.offers troop=troop fill=Callback::new(fill)
            from=field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].from)
            men=field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].men)>
            {move || {
                let list = choices.get();
                (list.len() > 1).then(|| {
                    let opts = list.iter().map(|&w| (Some(w), w.label().to_string())).collect::<Vec<_>>();
                    view! { <Segmented label="Weapon" options=opts value=weapon id=group_id(s, k, "weapon") /> }
                })
            }}
        </GroupFields>
    }
}
