//! Melee, Sandarticus: how the fight ends and what each side loses, first; the formation clash when a formation
//! meets the enemy; then both sides, drawn by one component over the form's two sides.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::Explained;
use rules::sandarticus::House;
use rules::sandarticus::clash::{Clash, ClashSide, RULE_CLASH, clash};
use rules::sandarticus::formations::Formation;
use rules::sandarticus::melee::{
    self as sa, Fighters, GUARDS, MeleeSide, RULE_MELEE, fight_out, men_per_kill,
};
use rules::sandarticus::troops::{ArmourClass, Mount, Troop, armour_class, profile};
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::fight_summary::FightSummary;
use rules::sandy_hook::melee::FightEnd;

use super::super::ctx::use_ctx;
use super::super::fight::{FightView, Fought};
use super::super::sides::{
    GROUPS, GroupFields, NAMES, PREFIX, SideFieldset, SideGroups, fighting, group_id,
};
use super::form::{Group, Melee, SaForm, Side};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::components::toggle::Toggle;
use crate::components::why::OutcomeLine;
use crate::field;

/// Test ids of each side's switches.
const SWITCHES: [[&str; 3]; 2] = [
    ["a-leader", "a-engaged", "a-teeth"],
    ["b-leader", "b-engaged", "b-teeth"],
];

fn melee_side(name: &str, s: &Side) -> MeleeSide {
    MeleeSide {
        name: name.to_string(),
        fighters: fighting(&s.groups, s.count)
            .iter()
            .map(|g| Fighters::of(g.troop, g.men as i64))
            .collect(),
        formation: s.formation,
        spearmen: s.spears as i64,
        engaged_elsewhere: s.engaged,
        caught_between_teeth: s.teeth,
    }
}

fn fight(m: &Melee, h: &House) -> Fought {
    let melee = sa::Melee {
        a: melee_side(NAMES[0], &m.sides[0]),
        b: melee_side(NAMES[1], &m.sides[1]),
    };
    let rounds = fight_out(&melee, h).map_err(|e| e.to_string())?;
    let end = rounds
        .last()
        .and_then(|r| r.end.clone())
        .unwrap_or(FightEnd::Stalemate);
    Ok(FightSummary::new(
        NAMES,
        [melee.a.men(), melee.b.men()],
        rounds.iter().map(|r| r.losses),
        end,
        GUARDS,
    ))
}

/// What the formations do to each other, when either side is formed.
fn formation_clash(m: &Melee, h: &House) -> Option<Result<String, String>> {
    let formed = m.sides.iter().any(|s| s.formation.is_formed());
    let side = |s: &Side| ClashSide {
        people: profile(s.groups[0].troop).people,
        formation: s.formation,
        men: fighting(&s.groups, s.count)
            .iter()
            .map(|g| g.men as i64)
            .sum(),
        frontage: None,
        has_leader: s.leader,
        spears_lead: s.spears > 0,
    };
    formed.then(|| {
        clash(
            &Clash {
                attacker: side(&m.sides[0]),
                defender: side(&m.sides[1]),
                wedge_flank: false,
            },
            h,
        )
        .map(|o| o.summary())
        .map_err(|e| e.to_string())
    })
}

#[component]
pub fn MeleeTab() -> impl IntoView {
    let ctx = use_ctx::<SaForm>();
    let form = ctx.form;
    let fought = Computed::new(move || {
        ctx.house
            .with(|h| form.with(|f| fight(&f.melee, &h.sandarticus)))
    });
    let clashed = Computed::new(move || {
        ctx.house
            .with(|h| form.with(|f| formation_clash(&f.melee, &h.sandarticus)))
    });
    let clash_line = move || {
        clashed.get().map(|c| match c {
            Ok(s) => {
                view! { <div data-testid="clash"><OutcomeLine summary=s rule=RULE_CLASH /></div> }
                    .into_any()
            }
            Err(e) => view! { <p class="problem" role="alert" data-testid="clash-problem">{e}</p> }
                .into_any(),
        })
    };
    view! {
        <section class="sh-tab" aria-label="Melee">
            <FightView fought=fought rule=RULE_MELEE />
            {clash_line}
            <SideFields s=0 />
            <SideFields s=1 />
        </section>
    }
}

/// "Heavy troops: 2 men kill 1 a round", for a troop type's armour class under the house rules in force (the
/// Gaul and gladiator settings can make a type heavier).
fn kill_note(t: Troop, h: &House) -> String {
    let class = armour_class(t, h);
    let word = match class {
        ArmourClass::Heavy => "Heavy",
        ArmourClass::Medium => "Medium",
        ArmourClass::Light => "Light",
    };
    format!("{word} troops: {} men kill 1 a round", men_per_kill(class))
}

/// Side `s`'s troop groups and how many of them fight.
fn side_groups(form: RwSignal<SaForm>, s: usize) -> SideGroups<SaForm, Group> {
    SideGroups {
        groups: field!(form, i = s => melee.sides[i].groups),
        count: field!(form, i = s => melee.sides[i].count),
    }
}

/// One side: its troop groups, how it stands, and the switches that matter for it now.
#[component]
fn SideFields(s: usize) -> impl IntoView {
    let form = use_ctx::<SaForm>().form;
    let p = PREFIX[s];
    // Why a switch cannot change the answer now, given this side (`me`) and the enemy.
    let off = move |why: fn(&Side, &Side) -> Option<&'static str>| {
        Signal::derive(move || form.with(|f| why(&f.melee.sides[s], &f.melee.sides[1 - s])))
    };
    let formed =
        off(|me, _| (!me.formation.is_formed()).then_some("Only a formation needs its leader."));
    let no_horses = off(|me, enemy| {
        let horses = fighting(&enemy.groups, enemy.count)
            .iter()
            .any(|g| profile(g.troop).mount != Mount::Foot);
        (!horses || me.spears == 0).then_some("Only matters when spearmen face horsemen.")
    });
    let no_wedge = off(|_, enemy| {
        (enemy.formation != Formation::Wedge).then_some("Only against a line of wedges.")
    });
    let row = |s, k| view! { <GroupRow s=s k=k /> }.into_any();
    view! {
        <SideFieldset s=s side=side_groups(form, s) row=row>
            <Pick label="Formation" options=options() value=field!(form, i = s => melee.sides[i].formation) id=format!("{p}-form") />
            <CountField label="Spearmen" value=field!(form, i = s => melee.sides[i].spears) min=0 max=MAX_MEN id=format!("{p}-spears") />
            <Toggle label="Led by a leader" value=field!(form, i = s => melee.sides[i].leader) off=formed id=SWITCHES[s][0] />
            <Toggle label="Already fighting another unit" value=field!(form, i = s => melee.sides[i].engaged) off=no_horses id=SWITCHES[s][1] />
            <Toggle label="Caught between a wedge's teeth" value=field!(form, i = s => melee.sides[i].teeth) off=no_wedge id=SWITCHES[s][2] />
        </SideFieldset>
    }
}

/// A saved unit fills a group's troops and men; the side's first group also brings its formation and leader.
fn fill_group(side: &mut Side, k: usize, o: &Offer) {
    side.groups[k].men = o.men;
    if let Some(RosterUnit::Sandarticus(u)) = &o.unit {
        side.groups[k].troop = u.troop;
        if k == 0 {
            side.formation = u.formation;
        }
    }
    if k == 0 {
        side.leader = o.leaders > 0;
        if let Some(&x) = Formation::ALL.iter().find(|x| x.name() == o.formation) {
            side.formation = x;
        }
    }
}

/// Group `k` of side `s`, with what its armour makes of the fight (test ids `a-kill`, `a-g1-kill`…).
#[component]
fn GroupRow(s: usize, k: usize) -> impl IntoView {
    let ctx = use_ctx::<SaForm>();
    let form = ctx.form;
    let at = s * GROUPS + k;
    let troop = field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].troop);
    let fill = move |o: Offer| form.update(|f| fill_group(&mut f.melee.sides[s], k, &o));
    view! {
        <GroupFields s=s k=k side=side_groups(form, s) offers=ctx.offers troop=troop fill=Callback::new(fill)
            from=field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].from)
            men=field!(form, i = at => melee.sides[i / GROUPS].groups[i % GROUPS].men)>
            <p class="note" data-testid=group_id(s, k, "kill")>{move || ctx.house.with(|h| kill_note(troop.get(), &h.sandarticus))}</p>
        </GroupFields>
    }
}
