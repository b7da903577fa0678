//! The fold: each event applied to the state, checked first, so a refused event leaves the state as it was.

use super::event::{Event, Field};
use super::setup::{Battle, Integrity, UnitKind};
use super::state::{BattleState, Ending, UnitStatus};
use super::{BattleError, MAX_MEN_PER_UNIT, MAX_TEXT, MAX_TURNS, UnitId, check_text};
use crate::ancients::unit::MAX_DAMAGE_TOKENS;
use crate::sandy_hook::shooting::damage_breaks;

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
                    return Err(BattleError::Rules(crate::error::RulesError::from(
                        crate::error::Problem::OutOfRange {
                            what: "The turn",
                            min: 1,
                            max: i64::from(MAX_TURNS),
                            got: 0,
                        },
                    )));
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
