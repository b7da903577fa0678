//! A long battle made up event by event through the tracker's own checks, for the scale bench and the tests of
//! long battles: a Jersey Shore afternoon of twelve units a side, with every event a player would record (turns
//! and phases, casualties, leaders, prisoners, formations, states, hand corrections). The same length always
//! gives the same battle.

use super::event::{Cause, Event, Field};
use super::log::Log;
use super::scenario::Scenario;
use super::setup::{Battle, Side, UnitSetup};
use super::state::{BattleState, UnitStatus};
use super::{SideId, UnitId};
use crate::rule::System;
use crate::sandy_hook::prisoners::PrisonerPlace;

/// Units on each side of the long battle.
const UNITS_PER_SIDE: u16 = 12;

/// The battle's setup: two sides of twelve twenty-man units.
pub fn long_battle_setup() -> Battle {
    let side = |name: &str, who: &str| {
        let units = (1..=UNITS_PER_SIDE)
            .map(|k| UnitSetup::troops(&format!("{who} company {k}"), 20, 2))
            .collect();
        Side::new(name, System::JerseyShore, units)
    };
    Battle::new(
        side("Blue", "Blue"),
        side("Red", "Red"),
        Scenario::OpenField,
        SideId::A,
        Vec::new(),
    )
    .expect("twelve twenty-man units a side is a valid battle")
}

/// A small deterministic generator (xorshift), so the battle needs no random number crate and is the same on
/// every machine.
struct Picks(u64);

impl Picks {
    fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % u64::from(n)) as u32
    }
}

/// The next event a player might record in this state: an event the tracker accepts (a casualty only from a
/// unit with men left, a man back by hand correction when a unit runs low).
fn next_event(p: &mut Picks, s: &BattleState) -> Event {
    let units = u32::from(UNITS_PER_SIDE) * 2;
    let unit = UnitId(p.below(units) as u16);
    let enemy = UnitId(((u32::from(unit.0) + u32::from(UNITS_PER_SIDE)) % units) as u16);
    let u = &s.units[usize::from(unit.0)];
    match p.below(10) {
        0 | 1 => Event::PhaseAdvanced,
        2 | 3 if u.men >= 3 => Event::Casualties {
            unit,
            n: 1 + p.below(2),
            cause: if p.below(2) == 0 {
                Cause::Shooting
            } else {
                Cause::Melee
            },
            by: Some(enemy),
        },
        4 if u.men >= 3 => Event::PrisonersTaken {
            from: unit,
            by: enemy,
            n: 1,
        },
        5 if u.leaders > 0 => Event::LeaderLost { unit, n: 1 },
        6 => Event::FormationChanged {
            unit,
            formation: ["line", "column", "skirmish order"][p.below(3) as usize].to_string(),
        },
        7 => Event::StateChanged {
            unit,
            status: [UnitStatus::Holding, UnitStatus::Retreating][p.below(2) as usize],
        },
        8 if u.men > 0 => Event::GuardsAssigned {
            unit,
            guards: u.men.min(1),
            place: PrisonerPlace::Marching,
        },
        _ => Event::Adjusted {
            field: Field::Men { unit },
            value: u.men_at_start,
        },
    }
}

/// The long battle with `events` events (at most `MAX_EVENTS`), every one recorded through `Log::record`.
pub fn long_battle(events: usize) -> (Battle, Log) {
    let battle = long_battle_setup();
    let mut log = Log::new();
    let mut state = battle.initial_state();
    let mut p = Picks(0x5eed_1e55_ba77_1e00);
    while log.events.len() < events.min(super::MAX_EVENTS) {
        let e = next_event(&mut p, &state);
        // Every event is picked to fit; one that somehow does not is simply not recorded.
        let _ = log.record(&battle, &mut state, e);
    }
    (battle, log)
}
