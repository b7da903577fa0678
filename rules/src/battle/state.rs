//! Where the battle stands: a pure fold of the log over the setup.

use serde::{Deserialize, Serialize};

use super::event::{Event, Field};
use super::log::Log;
use super::setup::{Battle, StructureKind, UnitKind, UnitSetup, guard_ratios};
use super::turn::Phase;
use super::victory::Victory;
use super::{
    BattleError, MAX_MEN_PER_UNIT, MAX_TEXT, MAX_TURNS, SideId, StructureId, UnitId, check_text,
};
use crate::ancients::unit::MAX_DAMAGE_TOKENS;
use crate::roman_war::structures::{self as rw, Fixed};
use crate::rule::System;
use crate::sandy_hook::prisoners::{self, PrisonerPlace};
use crate::sandy_hook::shooting::damage_breaks;

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

/// How much of a structure is left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Integrity {
    /// Worn down one die a shot (Roman War Rules structures).
    Points {
        full: u32,
        left: u32,
    },
    /// Destroyed by a single blow at or above its rating (Sandy Hook objects).
    Rating {
        rating: u32,
        destroyed: bool,
    },
    Gate {
        broken: bool,
    },
    Chains {
        broken: [bool; 2],
    },
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
        match self.current_phase() {
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

fn not_enough(what: &'static str, name: &str, have: u32, asked: u32) -> BattleError {
    BattleError::NotEnough {
        what,
        name: name.to_string(),
        have,
        asked,
    }
}

fn at_most(what: &'static str, most: u32, got: u32) -> Result<(), BattleError> {
    if got > most {
        Err(BattleError::TooMany { what, most, got })
    } else {
        Ok(())
    }
}

fn enemies(s: &BattleState, a: UnitId, b: UnitId) -> Result<(), BattleError> {
    let (ua, ub) = (s.unit(a)?, s.unit(b)?);
    if ua.side == ub.side {
        return Err(BattleError::SameSide {
            a: ua.label().to_string(),
            b: ub.label().to_string(),
        });
    }
    Ok(())
}

impl Battle {
    /// The state after every event in the log, folded from the start.
    ///
    /// Events in a log were each checked when recorded, so none is refused here; one that somehow is (a file
    /// edited by hand) is passed over rather than stopping the whole battle from opening, and
    /// `saved::battle` refuses such files before they get this far.
    pub fn state(&self, log: &Log) -> BattleState {
        let mut s = self.initial_state();
        for e in &log.events {
            let _ = self.apply(&mut s, e);
        }
        s
    }

    /// Applies one event, checking it first: on an error the state is untouched.
    pub fn apply(&self, s: &mut BattleState, e: &Event) -> Result<(), BattleError> {
        if s.ended.is_some() {
            return Err(BattleError::Ended);
        }
        self.apply_checked(s, e)?;
        s.events += 1;
        s.victory = self.victory(s);
        Ok(())
    }

    /// Every arm checks all it needs before it changes anything.
    fn apply_checked(&self, s: &mut BattleState, e: &Event) -> Result<(), BattleError> {
        match e {
            Event::PhaseAdvanced => {
                if s.phase + 1 >= s.phases.len() {
                    self.next_turn(s)?;
                } else {
                    s.phase += 1;
                }
            }
            Event::TurnAdvanced => self.next_turn(s)?,
            Event::MovesFirst { side } => s.first_mover = *side,
            Event::Casualties { unit, n, by, .. } => {
                if let Some(by) = by {
                    enemies(s, *unit, *by)?;
                }
                let u = s.unit(*unit)?;
                if *n > u.men {
                    return Err(not_enough("men left", u.label(), u.men, *n));
                }
                let u = &mut s.units[usize::from(unit.0)];
                u.men -= n;
                u.killed = u.killed.saturating_add(*n);
                u.guards = u.guards.min(u.men);
                if u.men == 0 && u.kind == UnitKind::Troops && !u.status.is_out() {
                    u.status = UnitStatus::Destroyed;
                }
            }
            Event::LeaderLost { unit, n } => {
                let u = s.unit(*unit)?;
                if *n > u.leaders {
                    return Err(not_enough("leaders", u.label(), u.leaders, *n));
                }
                s.units[usize::from(unit.0)].leaders -= n;
            }
            Event::FormationChanged { unit, formation } => {
                s.unit(*unit)?;
                check_text("Letters in a formation", formation, MAX_TEXT)?;
                s.units[usize::from(unit.0)].formation = formation.clone();
            }
            Event::StateChanged { unit, status } => {
                s.unit(*unit)?;
                s.units[usize::from(unit.0)].status = *status;
            }
            Event::PrisonersTaken { from, by, n } => {
                enemies(s, *from, *by)?;
                let f = s.unit(*from)?;
                if *n > f.men {
                    return Err(not_enough("men left", f.label(), f.men, *n));
                }
                let held = s.unit(*by)?.prisoners;
                at_most(
                    "Prisoners one unit holds",
                    MAX_MEN_PER_UNIT,
                    held.saturating_add(*n),
                )?;
                let f = &mut s.units[usize::from(from.0)];
                f.men -= n;
                f.captured += n;
                f.guards = f.guards.min(f.men);
                if f.men == 0 && f.kind == UnitKind::Troops {
                    f.status = UnitStatus::Captured;
                }
                s.units[usize::from(by.0)].prisoners += n;
            }
            Event::GuardsAssigned {
                unit,
                guards,
                place,
            } => {
                let u = s.unit(*unit)?;
                if *guards > u.men {
                    return Err(not_enough("men to guard with", u.label(), u.men, *guards));
                }
                let u = &mut s.units[usize::from(unit.0)];
                u.guards = *guards;
                u.prisoner_place = *place;
            }
            Event::PrisonersEscaped { from, to, n } => {
                enemies(s, *from, *to)?;
                let c = s.unit(*from)?;
                if *n > c.prisoners {
                    return Err(not_enough("prisoners", c.label(), c.prisoners, *n));
                }
                let t = s.unit(*to)?;
                if *n > t.captured {
                    return Err(not_enough("men in enemy hands", t.label(), t.captured, *n));
                }
                s.units[usize::from(from.0)].prisoners -= n;
                let t = &mut s.units[usize::from(to.0)];
                t.captured -= n;
                t.men += n;
                if t.status == UnitStatus::Captured && t.men > 0 {
                    // Freed men head home and fight again once there (Sandy Hook escape).
                    t.status = UnitStatus::Retreating;
                }
            }
            Event::StructureDamaged { structure, points } => {
                let st = s.structure(*structure)?;
                let integrity = match st.integrity {
                    Integrity::Points { full, left } => {
                        if *points > left {
                            return Err(not_enough("points left", &st.label(), left, *points));
                        }
                        Integrity::Points {
                            full,
                            left: left - points,
                        }
                    }
                    Integrity::Rating { rating, destroyed } => Integrity::Rating {
                        rating,
                        destroyed: destroyed || damage_breaks(*points, rating),
                    },
                    _ => {
                        return Err(BattleError::WrongStructure {
                            name: st.label(),
                            why: "it has no points to lose; record the gate or chain breaking instead."
                                .to_string(),
                        });
                    }
                };
                s.structures[usize::from(structure.0)].integrity = integrity;
            }
            Event::ChainBroken { structure, chain } => {
                let st = s.structure(*structure)?;
                let Integrity::Chains { mut broken } = st.integrity else {
                    return Err(BattleError::WrongStructure {
                        name: st.label(),
                        why: "only a drawbridge has chains.".to_string(),
                    });
                };
                let i = usize::from(*chain);
                if i > 1 {
                    return Err(BattleError::TooMany {
                        what: "Chain number",
                        most: 1,
                        got: u32::from(*chain),
                    });
                }
                broken[i] = true;
                s.structures[usize::from(structure.0)].integrity = Integrity::Chains { broken };
            }
            Event::GateBroken { structure } => {
                let st = s.structure(*structure)?;
                let integrity = match st.integrity {
                    Integrity::Gate { .. } => Integrity::Gate { broken: true },
                    Integrity::Rating { rating, .. } => Integrity::Rating {
                        rating,
                        destroyed: true,
                    },
                    _ => {
                        return Err(BattleError::WrongStructure {
                            name: st.label(),
                            why: "it is worn down by points, not broken in one go.".to_string(),
                        });
                    }
                };
                s.structures[usize::from(structure.0)].integrity = integrity;
            }
            Event::DamageTokens { unit, n } => {
                let u = s.unit(*unit)?;
                at_most(
                    "Damage tokens",
                    MAX_DAMAGE_TOKENS,
                    u.damage_tokens.saturating_add(*n),
                )?;
                s.units[usize::from(unit.0)].damage_tokens += n;
            }
            Event::ObjectiveHeld { side } => {
                if *side != s.objective_holder {
                    // The five turns must run unbroken: a new holder starts from nothing.
                    s.objective_holder = *side;
                    s.objective_turns = 0;
                }
            }
            Event::FortTaken { fort_of } => s.fort_taken[fort_of.index()] = true,
            Event::Adjusted { field, value } => self.adjust(s, field, *value)?,
            Event::BattleEnded { winner, note } => {
                check_text("Letters in the closing note", note, MAX_TEXT)?;
                s.ended = Some(Ending {
                    winner: *winner,
                    note: note.clone(),
                });
            }
        }
        Ok(())
    }

    fn next_turn(&self, s: &mut BattleState) -> Result<(), BattleError> {
        at_most("Turns", MAX_TURNS, s.turn.saturating_add(1))?;
        s.turn += 1;
        s.phase = 0;
        if s.objective_holder.is_some() {
            s.objective_turns = s.objective_turns.saturating_add(1);
        }
        Ok(())
    }

    fn adjust(&self, s: &mut BattleState, field: &Field, value: u32) -> Result<(), BattleError> {
        match *field {
            Field::Men { unit } => {
                s.unit(unit)?;
                at_most("Men in a unit", MAX_MEN_PER_UNIT, value)?;
                let u = &mut s.units[usize::from(unit.0)];
                u.men = value;
                u.guards = u.guards.min(value);
            }
            Field::Leaders { unit } => {
                s.unit(unit)?;
                at_most("Leaders in a unit", MAX_MEN_PER_UNIT, value)?;
                s.units[usize::from(unit.0)].leaders = value;
            }
            Field::Prisoners { unit } => {
                s.unit(unit)?;
                at_most("Prisoners one unit holds", MAX_MEN_PER_UNIT, value)?;
                s.units[usize::from(unit.0)].prisoners = value;
            }
            Field::Guards { unit } => {
                let u = s.unit(unit)?;
                if value > u.men {
                    return Err(not_enough("men to guard with", u.label(), u.men, value));
                }
                s.units[usize::from(unit.0)].guards = value;
            }
            Field::DamageTokens { unit } => {
                s.unit(unit)?;
                at_most("Damage tokens", MAX_DAMAGE_TOKENS, value)?;
                s.units[usize::from(unit.0)].damage_tokens = value;
            }
            Field::StructurePoints { structure } => {
                let st = s.structure(structure)?;
                let Integrity::Points { full, .. } = st.integrity else {
                    return Err(BattleError::WrongStructure {
                        name: st.label(),
                        why: "it has no points to set.".to_string(),
                    });
                };
                at_most("Points", full, value)?;
                s.structures[usize::from(structure.0)].integrity =
                    Integrity::Points { full, left: value };
            }
            Field::Turn => {
                if value == 0 {
                    return Err(BattleError::Rules(crate::error::RulesError::OutOfRange {
                        what: "The turn",
                        min: 1,
                        max: i64::from(MAX_TURNS),
                        got: 0,
                    }));
                }
                at_most("Turns", MAX_TURNS, value)?;
                s.turn = value;
            }
            Field::ObjectiveTurns => {
                at_most("Turns on the objective", MAX_TURNS, value)?;
                s.objective_turns = value;
            }
        }
        Ok(())
    }
}
