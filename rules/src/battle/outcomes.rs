//! One call from a rolled result to the events it means for the table.
//!
//! Each function takes an outcome from a system module and the units (or structure) it happened to, and gives
//! the events to record with `Log::record_all`, which takes them all or none. They never guess at units: the
//! player chose who shot at whom before rolling.

use super::event::{Cause, Event};
use super::state::UnitStatus;
use super::{StructureId, UnitId};
use crate::ancients::break_test::{BreakResult, BreakTestOutcome};
use crate::ancients::group::GroupOutcome as AncientsGroup;
use crate::ancients::melee::MeleeOutcome as AncientsMelee;
use crate::ancients::shooting::ShootingOutcome as AncientsShooting;
use crate::roman_war::melee::MeleeOutcome as RomanMelee;
use crate::roman_war::missiles::VolleyOutcome as RomanVolley;
use crate::roman_war::siege::{BatteringOutcome, DrawbridgeOutcome};
use crate::roman_war::structures::BombardmentOutcome;
use crate::sandarticus::melee::MeleeRound as SandarticusRound;
use crate::sandarticus::shooting::ShotOutcome;
use crate::sandy_hook::armour::DamageCheck;
use crate::sandy_hook::artillery::{BallistaOutcome, CupOutcome, GrapeshotOutcome};
use crate::sandy_hook::melee::{FightEnd, RoundReport, Side};
use crate::sandy_hook::prisoners::GuardsKilled;
use crate::sandy_hook::shooting::VolleyOutcome;

fn casualties(unit: UnitId, n: u32, cause: Cause, by: Option<UnitId>) -> Vec<Event> {
    if n == 0 {
        Vec::new()
    } else {
        vec![Event::Casualties { unit, n, cause, by }]
    }
}

/// A Sandy Hook volley (Jersey Shore or the shared framework): its casualties on the target.
pub fn sandy_hook_volley(o: &VolleyOutcome, target: UnitId, by: Option<UnitId>) -> Vec<Event> {
    casualties(target, o.casualties, Cause::Shooting, by)
}

/// A cup-rule shot (cannon, mortar, onager; Sandy Hook cup rule): the men under the cup where it landed.
pub fn cup_shot(o: &CupOutcome, target: UnitId, by: Option<UnitId>) -> Vec<Event> {
    casualties(target, o.casualties, Cause::Artillery, by)
}

/// A ballista bolt along the cord (Sandy Hook direct fire).
pub fn ballista(o: &BallistaOutcome, target: UnitId, by: Option<UnitId>) -> Vec<Event> {
    casualties(target, o.casualties, Cause::Artillery, by)
}

/// Grapeshot (Sandy Hook grapeshot).
pub fn grapeshot(o: &GrapeshotOutcome, target: UnitId, by: Option<UnitId>) -> Vec<Event> {
    casualties(target, o.casualties, Cause::Artillery, by)
}

/// A Sandarticus shot: casualties, and the unit marked pinned if any pilum spoiled a shield (Sandarticus
/// pilum: those men stand still next turn; the player clears the mark when the turn has passed).
pub fn sandarticus_shot(o: &ShotOutcome, target: UnitId, by: Option<UnitId>) -> Vec<Event> {
    let mut out = casualties(target, o.casualties, Cause::Shooting, by);
    if o.pinned > 0 {
        out.push(Event::StateChanged {
            unit: target,
            status: UnitStatus::Pinned,
        });
    }
    out
}

/// How a Sandy Hook fight ended, for units `a` and `b`: a surrender becomes prisoners for the other side.
/// Wiped-out units need no event of their own: the casualties that emptied them already mark them destroyed.
pub fn fight_end(end: &FightEnd, a: UnitId, b: UnitId) -> Vec<Event> {
    match end {
        FightEnd::Captured { side, prisoners } if *prisoners > 0 => {
            let (from, by) = match side {
                Side::A => (a, b),
                Side::B => (b, a),
            };
            vec![Event::PrisonersTaken {
                from,
                by,
                n: *prisoners,
            }]
        }
        _ => Vec::new(),
    }
}

/// One round of Sandy Hook hand to hand (Jersey Shore `fight_round`, the shared `melee_round`): each side's
/// losses, then any surrender.
pub fn melee_round(r: &RoundReport, a: UnitId, b: UnitId) -> Vec<Event> {
    let mut out = casualties(a, r.losses.0, Cause::Melee, Some(b));
    out.extend(casualties(b, r.losses.1, Cause::Melee, Some(a)));
    if let Some(end) = &r.end {
        out.extend(fight_end(end, a, b));
    }
    out
}

/// One round of Sandarticus melee, with the capture of a smaller side that can no longer kill.
pub fn sandarticus_melee_round(r: &SandarticusRound, a: UnitId, b: UnitId) -> Vec<Event> {
    let mut out = casualties(a, r.losses.0, Cause::Melee, Some(b));
    out.extend(casualties(b, r.losses.1, Cause::Melee, Some(a)));
    if let Some(end) = &r.end {
        out.extend(fight_end(end, a, b));
    }
    out
}

/// Guards killed over a column of prisoners (Sandy Hook escape): the dead guards, the guards left, and the
/// prisoners they can no longer hold going back to `rejoin`, the unit they were taken from.
pub fn guards_killed(
    g: &GuardsKilled,
    captor: UnitId,
    killed: u32,
    cause: Cause,
    by: Option<UnitId>,
    rejoin: UnitId,
) -> Vec<Event> {
    let mut out = casualties(captor, killed, cause, by);
    out.push(Event::Adjusted {
        field: super::event::Field::Guards { unit: captor },
        value: g.guards_left,
    });
    if g.escaped > 0 {
        out.push(Event::PrisonersEscaped {
            from: captor,
            to: rejoin,
            n: g.escaped,
        });
    }
    out
}

/// A Roman War Rules volley: its dead (hit twice, or hit once and failed the survival roll).
pub fn roman_war_volley(o: &RomanVolley, target: UnitId, by: Option<UnitId>) -> Vec<Event> {
    casualties(target, o.dead, Cause::Shooting, by)
}

/// A Roman War Rules melee round between attackers and defenders.
pub fn roman_war_melee(o: &RomanMelee, attackers: UnitId, defenders: UnitId) -> Vec<Event> {
    let mut out = casualties(attackers, o.attackers_dead, Cause::Melee, Some(defenders));
    out.extend(casualties(
        defenders,
        o.defenders_dead,
        Cause::Melee,
        Some(attackers),
    ));
    out
}

/// Artillery on a Roman War Rules structure: the points lost, and, where a wall or tower is destroyed, the men
/// on it (Roman War Rules structures: everyone on or in it is lost); on a bridge only under the house rule that
/// treats it like a wall (`men_on_it_lost` says which).
pub fn bombardment(
    o: &BombardmentOutcome,
    structure: StructureId,
    men_on_it: &[(UnitId, u32)],
) -> Vec<Event> {
    let lost = (o.points_before - o.points_after).clamp(0, i64::from(u32::MAX)) as u32;
    let mut out = Vec::new();
    if lost > 0 {
        out.push(Event::StructureDamaged {
            structure,
            points: lost,
        });
    }
    if o.men_on_it_lost || (o.points_after == 0 && !o.storeys.is_empty()) {
        for &(unit, n) in men_on_it {
            out.extend(casualties(unit, n, Cause::Collapse, None));
        }
    }
    out
}

/// A turn at the drawbridge chains: the chains that broke this turn.
pub fn drawbridge(o: &DrawbridgeOutcome, structure: StructureId, before: [bool; 2]) -> Vec<Event> {
    (0..2u8)
        .filter(|&i| o.broken[usize::from(i)] && !before[usize::from(i)])
        .map(|chain| Event::ChainBroken { structure, chain })
        .collect()
}

/// A turn of battering a gate (Roman War Rules siege).
pub fn battering(o: &BatteringOutcome, gate: StructureId) -> Vec<Event> {
    if o.door_down {
        vec![Event::GateBroken { structure: gate }]
    } else {
        Vec::new()
    }
}

/// A blow on a rated object (Jersey Shore objects, Sandarticus object armour): destroyed if it broke.
pub fn object_hit(check: &DamageCheck, structure: StructureId) -> Vec<Event> {
    if check.breaks {
        vec![Event::GateBroken { structure }]
    } else {
        Vec::new()
    }
}

/// An Ancients Break Test: damage tokens for a unit that survives, and giving ground or breaking.
pub fn ancients_break_test(o: &BreakTestOutcome, unit: UnitId) -> Vec<Event> {
    let mut out = Vec::new();
    match o.result {
        BreakResult::NoTest | BreakResult::Unaffected => {}
        BreakResult::GiveGround => out.push(Event::StateChanged {
            unit,
            status: UnitStatus::GivingGround,
        }),
        BreakResult::Destroyed => out.push(Event::StateChanged {
            unit,
            status: UnitStatus::Broken,
        }),
    }
    if o.result.survives() && o.tokens_gained > 0 {
        out.push(Event::DamageTokens {
            unit,
            n: o.tokens_gained,
        });
    }
    out
}

/// An Ancients melee: both sides' Break Tests (`a` is the melee's side A).
pub fn ancients_melee(o: &AncientsMelee, a: UnitId, b: UnitId) -> Vec<Event> {
    let mut out = ancients_break_test(&o.break_tests[0], a);
    out.extend(ancients_break_test(&o.break_tests[1], b));
    out
}

/// An Ancients melee of several units (each splitting its dice among its opponents): every unit's Break Test.
/// `a` and `b` are the battle units of the melee's side A and side B, in the melee's order.
pub fn ancients_group_melee(o: &AncientsGroup, a: &[UnitId], b: &[UnitId]) -> Vec<Event> {
    let mut out = Vec::new();
    for (tests, units) in o.break_tests.iter().zip([a, b]) {
        for (t, &unit) in tests.iter().zip(units) {
            out.extend(ancients_break_test(t, unit));
        }
    }
    out
}

/// Ancients shooting: the target's Break Test.
pub fn ancients_shooting(o: &AncientsShooting, target: UnitId) -> Vec<Event> {
    ancients_break_test(&o.break_test, target)
}
