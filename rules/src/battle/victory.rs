//! Who has won, checked after every event, and the summary when the battle is over.

use serde::Serialize;

use super::scenario::{Condition, OBJECTIVE_TURNS, VictoryReason};
use super::setup::{Battle, UnitKind};
use super::state::{BattleState, Victory};
use super::{SideId, men};
use crate::jersey_shore::army as js_army;
use crate::rule::System;
use crate::sandarticus::army as sa_army;

/// Losses of one side, as the victory rules count them.
struct Losses {
    men_at_start: u32,
    men_lost: u32,
    guns_and_wagons_left: u32,
    units: u32,
    units_out: u32,
}

fn losses(state: &BattleState, side: SideId) -> Losses {
    let mut l = Losses {
        men_at_start: 0,
        men_lost: 0,
        guns_and_wagons_left: 0,
        units: 0,
        units_out: 0,
    };
    for u in state.side_units(side) {
        l.men_at_start = l.men_at_start.saturating_add(u.men_at_start);
        // Killed or taken is what is gone: men at the start less men still there (a hand correction included).
        l.men_lost = l
            .men_lost
            .saturating_add(u.men_at_start.saturating_sub(u.men));
        l.units += 1;
        if u.status.is_out() || (u.kind == UnitKind::Troops && u.men == 0) {
            l.units_out += 1;
        }
        if u.kind != UnitKind::Troops && !u.status.is_out() {
            l.guns_and_wagons_left += 1;
        }
    }
    l
}

/// Sheil framework: guns and wagons all gone and two thirds of the army taken or killed, through the system's
/// own victory check.
fn army_broken(system: System, enemy: &Losses) -> bool {
    let js = js_army::BattleState {
        enemy_guns_and_wagons_left: enemy.guns_and_wagons_left,
        enemy_men_at_start: enemy.men_at_start,
        enemy_men_taken_or_killed: enemy.men_lost.min(enemy.men_at_start),
        enemy_fort_taken: false,
        objective_turns_held: 0,
    };
    let sa = sa_army::BattleState {
        enemy_men_at_start: i64::from(enemy.men_at_start),
        enemy_men_lost: i64::from(enemy.men_lost.min(enemy.men_at_start)),
        enemy_guns_and_wagons_left: i64::from(enemy.guns_and_wagons_left),
        enemy_fort_taken: false,
        objective_turns_held: 0,
    };
    let by_sandarticus = || {
        matches!(
            sa_army::victory(&sa),
            Ok(Some(sa_army::Victory::ArmyBroken))
        )
    };
    match system {
        // Jersey Shore caps armies at 100; a bigger house game falls back on the shared framework's check,
        // which is the same rule.
        System::JerseyShore => match js_army::victory(js) {
            Ok(r) => r.won == Some(js_army::VictoryReason::ArmyBroken),
            Err(_) => by_sandarticus(),
        },
        _ => by_sandarticus(),
    }
}

fn met(battle: &Battle, state: &BattleState, c: &Condition, side: SideId) -> bool {
    let enemy = losses(state, side.other());
    match c.reason {
        VictoryReason::ArmyBroken => army_broken(battle.system(), &enemy),
        VictoryReason::FortTaken => state.fort_taken[side.other().index()],
        VictoryReason::ObjectiveHeld => {
            state.objective_holder == Some(side) && state.objective_turns >= OBJECTIVE_TURNS
        }
        VictoryReason::HalfTheMenLost => {
            enemy.men_at_start > 0 && 2 * u64::from(enemy.men_lost) > u64::from(enemy.men_at_start)
        }
        VictoryReason::HalfTheUnitsLost => enemy.units > 0 && 2 * enemy.units_out > enemy.units,
    }
}

impl Battle {
    /// The victory check, per the scenario's conditions under this system. When both sides meet one on the same
    /// event, the weightier reason wins (a fort or objective before a count of losses); equal weight is a draw.
    pub fn victory(&self, state: &BattleState) -> Option<Victory> {
        let conditions = self.scenario.conditions(self.system());
        let best = |side: SideId| {
            conditions
                .iter()
                .filter(|c| c.side.is_none_or(|s| s == side))
                .filter(|c| met(self, state, c, side))
                .max_by_key(|c| c.reason.rank())
                .map(|c| Victory {
                    winner: Some(side),
                    why: c.reason,
                    rule: c.rule,
                    house: c.house,
                })
        };
        match (best(SideId::A), best(SideId::B)) {
            (Some(a), Some(b)) => Some(match a.why.rank().cmp(&b.why.rank()) {
                std::cmp::Ordering::Greater => a,
                std::cmp::Ordering::Less => b,
                std::cmp::Ordering::Equal => Victory { winner: None, ..a },
            }),
            (a, b) => a.or(b),
        }
    }

    /// The end-of-battle summary (or the score so far).
    pub fn summary(&self, state: &BattleState) -> Summary {
        let side = |s: SideId| {
            let mut out = SideSummary {
                name: state.side_name(s).to_string(),
                men_at_start: 0,
                men_left: 0,
                killed: 0,
                taken_prisoner: 0,
                prisoners_held: 0,
                leaders_lost: 0,
                units_out: 0,
                units: 0,
                structures_lost: 0,
            };
            for u in state.side_units(s) {
                out.men_at_start = out.men_at_start.saturating_add(u.men_at_start);
                out.men_left = out.men_left.saturating_add(u.men);
                out.killed = out.killed.saturating_add(u.killed);
                out.taken_prisoner = out.taken_prisoner.saturating_add(u.captured);
                out.prisoners_held = out.prisoners_held.saturating_add(u.prisoners);
                out.leaders_lost = out
                    .leaders_lost
                    .saturating_add(u.leaders_at_start.saturating_sub(u.leaders));
                out.units += 1;
                if u.status.is_out() {
                    out.units_out += 1;
                }
            }
            out.structures_lost = state
                .structures
                .iter()
                .filter(|st| st.owner == Some(s) && !st.standing())
                .count() as u32;
            out
        };
        Summary {
            turns: state.turn,
            sides: [side(SideId::A), side(SideId::B)],
            victory: state.victory,
            ended: state.ended.is_some(),
            winner: match &state.ended {
                Some(e) => e.winner,
                None => state.victory.and_then(|v| v.winner),
            },
        }
    }
}

/// One side's tally.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SideSummary {
    pub name: String,
    pub men_at_start: u32,
    pub men_left: u32,
    pub killed: u32,
    /// Men of this side the enemy holds.
    pub taken_prisoner: u32,
    /// Enemy men this side holds.
    pub prisoners_held: u32,
    pub leaders_lost: u32,
    pub units_out: u32,
    pub units: u32,
    /// Its structures brought down.
    pub structures_lost: u32,
}

/// The battle in numbers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub turns: u32,
    pub sides: [SideSummary; 2],
    pub victory: Option<Victory>,
    pub ended: bool,
    /// The declared winner if ended, else the side the victory check favours.
    pub winner: Option<SideId>,
}

impl Summary {
    /// A few lines for the end screen.
    pub fn lines(&self) -> Vec<String> {
        let mut out = vec![format!(
            "{} {}.",
            if self.ended { "Fought over" } else { "So far" },
            super::plural(self.turns, "turn")
        )];
        for s in &self.sides {
            out.push(format!(
                "{}: {} of {} left; {} killed, {} taken prisoner; holding {} prisoners; {} lost; {} of {} units out of the fight.",
                s.name,
                s.men_left,
                s.men_at_start,
                men(s.killed),
                s.taken_prisoner,
                s.prisoners_held,
                super::plural(s.leaders_lost, "leader"),
                s.units_out,
                s.units
            ));
        }
        if let Some(w) = self.winner {
            out.push(format!("Winner: {}.", self.sides[w.index()].name));
        } else if self.ended {
            out.push("No winner: a draw.".to_string());
        }
        out
    }
}
