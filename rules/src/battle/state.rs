//! Where the battle stands: every unit and structure now, the turn, and who has won. `fold` applies each event
//! to it; `log` folds the whole log.

use serde::{Deserialize, Serialize};

use super::scenario::VictoryReason;
use super::setup::{Battle, Integrity, StructureKind, UnitKind, UnitSetup, guard_ratios};
use super::turn::Phase;
use super::{BattleError, SideId, StructureId, UnitId};
use crate::roman_war::structures::{self as rw, Fixed};
use crate::rule::{RuleId, System};
use crate::sandy_hook::prisoners::{self, PrisonerPlace};

/// What a unit is doing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitStatus {
    #[default]
    Holding,
    Retreating,
    /// Shields spoiled by pilum hits: stands still next turn (Sandarticus pilum).
    Pinned,
    /// Caught by a net or trident: held for a turn (Sandarticus net).
    Netted,
    /// Falls back half its move after a Break Test (Ancients).
    GivingGround,
    /// Broke and left the field (an Ancients unit that fails its Break Test is removed).
    Broken,
    /// Wiped out, or for a gun or wagon, wrecked.
    Destroyed,
    /// Surrendered, or for a gun or wagon, seized by the enemy.
    Captured,
}

impl UnitStatus {
    /// Every status, in the order a state picker lists them.
    pub const ALL: [UnitStatus; 8] = [
        UnitStatus::Holding,
        UnitStatus::Retreating,
        UnitStatus::Pinned,
        UnitStatus::Netted,
        UnitStatus::GivingGround,
        UnitStatus::Broken,
        UnitStatus::Destroyed,
        UnitStatus::Captured,
    ];

    /// Whether the unit is out of the fight for good.
    pub fn is_out(self) -> bool {
        matches!(
            self,
            UnitStatus::Broken | UnitStatus::Destroyed | UnitStatus::Captured
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            UnitStatus::Holding => "holding",
            UnitStatus::Retreating => "retreating",
            UnitStatus::Pinned => "pinned by a pilum",
            UnitStatus::Netted => "caught in a net",
            UnitStatus::GivingGround => "giving ground",
            UnitStatus::Broken => "broken",
            UnitStatus::Destroyed => "destroyed",
            UnitStatus::Captured => "captured",
        }
    }
}

/// One unit now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitState {
    pub name: String,
    pub side: SideId,
    pub kind: UnitKind,
    pub men_at_start: u32,
    pub men: u32,
    pub leaders_at_start: u32,
    pub leaders: u32,
    pub formation: String,
    pub status: UnitStatus,
    /// Ancients: permanent damage tokens, each a −1 on later Break Tests.
    pub damage_tokens: u32,
    /// Men of this unit killed so far.
    pub killed: u32,
    /// Men of this unit held prisoner by the enemy (escapes that rejoin it take this down again).
    pub captured: u32,
    /// Enemy prisoners this unit holds.
    pub prisoners: u32,
    /// Men of this unit guarding them (counted among `men`).
    pub guards: u32,
    pub prisoner_place: PrisonerPlace,
}

impl UnitState {
    pub fn new(side: SideId, u: &UnitSetup) -> UnitState {
        UnitState {
            name: u.name.clone(),
            side,
            kind: u.kind,
            men_at_start: u.men,
            men: u.men,
            leaders_at_start: u.leaders,
            leaders: u.leaders,
            formation: u.formation.clone(),
            status: UnitStatus::Holding,
            damage_tokens: 0,
            killed: 0,
            captured: 0,
            prisoners: 0,
            guards: 0,
            prisoner_place: PrisonerPlace::Marching,
        }
    }

    /// Guards its prisoners need where they are, by the system's ratio (Sandy Hook prisoners; house for Roman
    /// War Rules and Ancients).
    pub fn guards_needed(&self, system: System) -> u32 {
        let (ratios, _) = guard_ratios(system);
        prisoners::guards_needed(self.prisoners, self.prisoner_place, ratios).unwrap_or_else(|_| {
            // Beyond the mechanism's 200-man cap the same one-per-batch arithmetic holds.
            let per = match self.prisoner_place {
                PrisonerPlace::Marching => ratios.marching,
                PrisonerPlace::AtOwnLines => ratios.at_lines,
            };
            self.prisoners.div_ceil(per.max(1))
        })
    }

    /// The unit's label in the story: its name, or a stand-in if the player left it blank.
    pub fn label(&self) -> &str {
        let n = self.name.trim();
        if n.is_empty() { "A unit" } else { n }
    }
}

/// One structure now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StructureState {
    pub name: String,
    pub kind: StructureKind,
    pub owner: Option<SideId>,
    pub integrity: Integrity,
}

impl StructureState {
    /// Still standing (a lowered drawbridge counts as fallen).
    pub fn standing(&self) -> bool {
        match self.integrity {
            Integrity::Points { left, .. } => left > 0,
            Integrity::Rating { destroyed, .. } => !destroyed,
            Integrity::Gate { broken } => !broken,
            Integrity::Chains { broken } => !(broken[0] && broken[1]),
        }
    }

    pub fn label(&self) -> String {
        let n = self.name.trim();
        if n.is_empty() {
            format!("The {}", self.kind.describe())
        } else {
            n.to_string()
        }
    }

    /// Its condition in words: points left, each storey's state, what a bridge still carries.
    pub fn condition(&self, house: &crate::roman_war::House) -> String {
        match self.integrity {
            Integrity::Points { full, left } => {
                let mut s = format!("{left} of {full} points");
                match self.kind {
                    StructureKind::Building { storeys } => {
                        if let Ok(list) =
                            rw::storeys_from_total(i64::from(left), i64::from(storeys), house)
                        {
                            let states: Vec<&str> = list
                                .iter()
                                .filter_map(|&p| rw::storey_state(p, house).ok())
                                .map(|b| b.describe())
                                .collect();
                            s.push_str(&format!(
                                "; storeys from the ground: {}",
                                states.join(", ")
                            ));
                        }
                    }
                    StructureKind::Fixed {
                        fixed: f @ (Fixed::LargeBridge | Fixed::FootBridge),
                    } => match rw::bridge_use(f, i64::from(left)) {
                        Ok(Some(u)) if u.cavalry_abreast == 0 => {
                            s.push_str(&format!("; men cross {} abreast, no horses", u.men_abreast))
                        }
                        Ok(Some(u)) => s.push_str(&format!(
                            "; men cross {} abreast, horsemen {} abreast{}",
                            u.men_abreast,
                            u.cavalry_abreast,
                            if u.wagons { ", wagons too" } else { "" }
                        )),
                        _ => s.push_str("; down"),
                    },
                    _ if left == 0 => s.push_str("; destroyed"),
                    _ => {}
                }
                s
            }
            Integrity::Rating { rating, destroyed } => {
                // Sandarticus calls an object's rating its armour, Jersey Shore its rating.
                let word = match self.kind {
                    StructureKind::SandarticusObject { .. } => "armour",
                    _ => "rating",
                };
                if destroyed {
                    "destroyed".to_string()
                } else {
                    format!("standing ({word} {rating})")
                }
            }
            Integrity::Gate { broken } => if broken { "broken" } else { "holding" }.to_string(),
            Integrity::Chains { broken } => match broken {
                [true, true] => "both chains broken: down".to_string(),
                [false, false] => "both chains holding".to_string(),
                _ => "one chain broken".to_string(),
            },
        }
    }
}

/// How the battle ended, if the players ended it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Ending {
    pub winner: Option<SideId>,
    pub note: String,
}

/// The whole table now. Self-contained, so an event's story needs nothing else.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BattleState {
    pub system: System,
    pub side_names: [String; 2],
    pub phases: Vec<Phase>,
    pub turn: u32,
    /// Index into `phases`.
    pub phase: usize,
    /// Who moves first this turn.
    pub first_mover: SideId,
    pub units: Vec<UnitState>,
    pub structures: Vec<StructureState>,
    pub objective_holder: Option<SideId>,
    /// Whole turns the holder has kept the objective, running.
    pub objective_turns: u32,
    /// Whether each side's fort has fallen (index by `SideId::index`).
    pub fort_taken: [bool; 2],
    pub ended: Option<Ending>,
    /// The victory check after the last event.
    pub victory: Option<Victory>,
    /// Events applied so far.
    pub events: usize,
}

impl BattleState {
    pub fn unit(&self, id: UnitId) -> Result<&UnitState, BattleError> {
        self.units
            .get(usize::from(id.0))
            .ok_or(BattleError::NoSuchUnit { unit: id })
    }

    pub fn structure(&self, id: StructureId) -> Result<&StructureState, BattleError> {
        self.structures
            .get(usize::from(id.0))
            .ok_or(BattleError::NoSuchStructure { structure: id })
    }

    pub fn side_name(&self, side: SideId) -> &str {
        &self.side_names[side.index()]
    }

    /// The phase now.
    pub fn current_phase(&self) -> Option<Phase> {
        self.phases.get(self.phase).copied()
    }

    /// The phase now, in words.
    pub fn phase_text(&self) -> String {
        self.phase_text_at(self.phase)
    }

    /// Phase number `phase` of this turn, in words (the story names the next phase without copying the state).
    pub fn phase_text_at(&self, phase: usize) -> String {
        match self.phases.get(phase) {
            Some(p) => p.describe(
                self.side_name(self.first_mover),
                self.side_name(self.first_mover.other()),
            ),
            None => "the end of the turn".to_string(),
        }
    }

    /// Units of one side.
    pub fn side_units(&self, side: SideId) -> impl Iterator<Item = &UnitState> {
        self.units.iter().filter(move |u| u.side == side)
    }
}

/// A side has met one of the scenario's victory conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Victory {
    /// `None` when both sides reach equally weighty conditions on the same event: a draw.
    pub winner: Option<SideId>,
    pub why: VictoryReason,
    pub rule: RuleId,
    /// True when the condition is a house one (Roman War Rules, Ancients).
    pub house: bool,
}

impl Victory {
    pub fn describe(&self, state: &BattleState) -> String {
        match self.winner {
            Some(w) => format!(
                "{} win: {}{}.",
                state.side_name(w),
                self.why.describe(),
                if self.house { " (house rule)" } else { "" }
            ),
            None => format!(
                "Both sides reach victory at once ({}): a draw unless you agree otherwise.",
                self.why.describe()
            ),
        }
    }
}

impl Battle {
    /// The state before anything has happened: turn 1, its first phase.
    pub fn initial_state(&self) -> BattleState {
        let units = self
            .unit_ids()
            .filter_map(|(id, side)| self.unit(id).map(|(_, u)| UnitState::new(side, u)))
            .collect();
        let structures = self
            .structures
            .iter()
            .map(|s| StructureState {
                name: s.name.clone(),
                kind: s.kind,
                owner: s.owner,
                integrity: s.integrity(),
            })
            .collect();
        let mut state = BattleState {
            system: self.system(),
            side_names: [self.sides[0].name.clone(), self.sides[1].name.clone()],
            phases: self.turn_plan().phases,
            turn: 1,
            phase: 0,
            first_mover: self.first_mover,
            units,
            structures,
            objective_holder: None,
            objective_turns: 0,
            fort_taken: [false, false],
            ended: None,
            victory: None,
            events: 0,
        };
        state.victory = self.victory(&state);
        state
    }
}
