//! Everything that can happen in a battle, and the line each one adds to the story.

use serde::{Deserialize, Serialize};

use super::setup::{Integrity, StructureKind};
use super::state::{BattleState, UnitStatus};
use super::{SideId, StructureId, UnitId, men, plural};
use crate::rule::{RuleId, System};
use crate::sandy_hook::prisoners::PrisonerPlace;

/// What killed the men.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cause {
    Shooting,
    Artillery,
    #[default]
    Melee,
    /// Brought down with a wall, tower or building, or off a ladder.
    Collapse,
    Other,
}

impl Cause {
    /// Every cause, in the order a picker lists them (hand to hand first: the commonest at the table).
    pub const ALL: [Cause; 5] = [
        Cause::Melee,
        Cause::Shooting,
        Cause::Artillery,
        Cause::Collapse,
        Cause::Other,
    ];

    fn noun(self) -> &'static str {
        match self {
            Cause::Shooting => "shooting",
            Cause::Artillery => "artillery fire",
            Cause::Melee => "hand-to-hand fighting",
            Cause::Collapse => "falling masonry",
            Cause::Other => "other causes",
        }
    }
}

/// A number the player sets by hand, for `Event::Adjusted`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "field", rename_all = "snake_case")]
pub enum Field {
    Men { unit: UnitId },
    Leaders { unit: UnitId },
    Prisoners { unit: UnitId },
    Guards { unit: UnitId },
    DamageTokens { unit: UnitId },
    StructurePoints { structure: StructureId },
    Turn,
    ObjectiveTurns,
}

/// One thing that happened. The log holds these in order and never edits one in place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// On to the next phase; after the last phase, the next turn.
    PhaseAdvanced,
    /// Straight to the first phase of the next turn.
    TurnAdvanced,
    /// The coin flip's winner chose who moves first this turn.
    MovesFirst {
        side: SideId,
    },
    /// Men killed, with what did it and, if known, the enemy unit that did.
    Casualties {
        unit: UnitId,
        n: u32,
        cause: Cause,
        #[serde(default)]
        by: Option<UnitId>,
    },
    LeaderLost {
        unit: UnitId,
        n: u32,
    },
    FormationChanged {
        unit: UnitId,
        formation: String,
    },
    StateChanged {
        unit: UnitId,
        status: super::state::UnitStatus,
    },
    /// `n` men of `from` surrender to `by`.
    PrisonersTaken {
        from: UnitId,
        by: UnitId,
        n: u32,
    },
    /// `unit` sets `guards` of its men over its prisoners, at `place`.
    GuardsAssigned {
        unit: UnitId,
        guards: u32,
        place: PrisonerPlace,
    },
    /// `n` prisoners held by `from` get away and rejoin `to`, the unit they were taken from.
    PrisonersEscaped {
        from: UnitId,
        to: UnitId,
        n: u32,
    },
    /// Points knocked off a structure; for a rated object, the damage of the blow.
    StructureDamaged {
        structure: StructureId,
        points: u32,
    },
    /// One of a drawbridge's two chains (0 or 1) breaks.
    ChainBroken {
        structure: StructureId,
        chain: u8,
    },
    /// A gate or door is battered down, or a rated object is wrecked outright.
    GateBroken {
        structure: StructureId,
    },
    /// Ancients: permanent damage tokens gained.
    DamageTokens {
        unit: UnitId,
        n: u32,
    },
    /// Who holds the objective now (`None`: nobody).
    ObjectiveHeld {
        side: Option<SideId>,
    },
    /// A side's fort is captured or destroyed.
    FortTaken {
        fort_of: SideId,
    },
    /// A manual fix: the number is set outright.
    Adjusted {
        field: Field,
        value: u32,
    },
    /// The players end the battle, with the winner if there is one.
    BattleEnded {
        winner: Option<SideId>,
        #[serde(default)]
        note: String,
    },
}

fn unit_label(s: &BattleState, id: UnitId) -> String {
    s.unit(id)
        .map(|u| u.label().to_string())
        .unwrap_or_else(|_| format!("Unit {}", id.0))
}

fn structure_label(s: &BattleState, id: StructureId) -> String {
    s.structure(id)
        .map(|st| st.label())
        .unwrap_or_else(|_| format!("Structure {}", id.0))
}

/// The rule a system's victory conditions are explained under.
fn victory_rule(system: System) -> RuleId {
    match system {
        System::Sandarticus => crate::sandarticus::army::RULE_VICTORY,
        System::JerseyShore => "jersey-shore.victory",
        System::RomanWar => "battle.victory.roman-war",
        System::Ancients => "battle.victory.ancients",
    }
}

/// The rule that decides what happens to a structure of this kind.
fn structure_rule(kind: StructureKind) -> RuleId {
    use crate::roman_war::rule as rw;
    use crate::roman_war::structures::Fixed;
    match kind {
        StructureKind::Fixed {
            fixed: Fixed::LargeBridge | Fixed::FootBridge,
        } => rw::BRIDGES,
        StructureKind::Fixed { .. } | StructureKind::Building { .. } => rw::STRUCTURES,
        StructureKind::Gate => rw::BATTERING,
        StructureKind::Drawbridge => rw::DRAWBRIDGE,
        StructureKind::Object { .. } => crate::jersey_shore::objects::RULE,
        StructureKind::SandarticusObject { .. } => crate::sandarticus::armour::RULE_ARMOUR,
    }
}

impl Event {
    /// The rule behind the event, read against the state just before it (the system, and what kind of
    /// structure was struck), so a story line can link to its reference entry. Bookkeeping with no rule of
    /// its own (a hand correction) links to the tracker's own entry.
    pub fn rule(&self, before: &BattleState) -> RuleId {
        use crate::roman_war::rule as rw;
        let system = before.system;
        let structure_of = |id: &StructureId| {
            before
                .structure(*id)
                .map(|s| structure_rule(s.kind))
                .unwrap_or(super::RULE)
        };
        let prisoners = match system {
            System::JerseyShore => crate::sandy_hook::prisoners::RULE,
            _ => crate::sandarticus::melee::RULE_PRISONERS,
        };
        match self {
            Event::PhaseAdvanced | Event::TurnAdvanced | Event::MovesFirst { .. } => match system {
                System::Sandarticus | System::JerseyShore => "jersey-shore.turn-order",
                System::RomanWar => rw::TURN,
                System::Ancients => "battle.turn.ancients",
            },
            Event::Casualties { cause, .. } => match (cause, system) {
                (Cause::Shooting, System::Sandarticus) => {
                    crate::sandarticus::shooting::RULE_SHOOTING
                }
                (Cause::Shooting, System::JerseyShore) => "jersey-shore.shooting",
                (Cause::Shooting, System::RomanWar) => rw::MISSILES,
                (Cause::Shooting | Cause::Artillery, System::Ancients) => {
                    crate::ancients::shooting::RULE
                }
                (Cause::Artillery, System::Sandarticus) => crate::sandarticus::shooting::RULE_CUP,
                (Cause::Artillery, System::JerseyShore) => "sandy-hook.cup-rule",
                (Cause::Artillery, System::RomanWar) => rw::BALLISTA,
                (Cause::Melee, System::Sandarticus) => crate::sandarticus::melee::RULE_MELEE,
                (Cause::Melee, System::JerseyShore) => crate::jersey_shore::melee::RULE,
                (Cause::Melee, System::RomanWar) => rw::MELEE,
                (Cause::Melee, System::Ancients) => crate::ancients::melee::RULE,
                (Cause::Collapse, System::RomanWar) => rw::STRUCTURES,
                (Cause::Collapse, System::JerseyShore) => crate::jersey_shore::objects::RULE,
                (Cause::Collapse, System::Sandarticus) => crate::sandarticus::armour::RULE_ARMOUR,
                (Cause::Collapse | Cause::Other, _) => super::RULE,
            },
            Event::LeaderLost { .. } => match system {
                System::Sandarticus => crate::sandarticus::army::RULE_LEADERS,
                System::JerseyShore => crate::jersey_shore::command::RULE,
                System::Ancients => "ancients.leadership",
                System::RomanWar => super::RULE,
            },
            Event::FormationChanged { .. } => match system {
                System::Sandarticus => crate::sandarticus::formations::RULE_CHANGE,
                System::RomanWar => rw::FORMATIONS,
                System::Ancients => crate::roster::ancients::RULE_PROFILE,
                System::JerseyShore => super::RULE,
            },
            Event::StateChanged { status, .. } => match (status, system) {
                (UnitStatus::Pinned, _) => crate::sandarticus::weapons::RULE_PILUM,
                (UnitStatus::Netted, _) => crate::sandarticus::weapons::RULE_NET,
                (UnitStatus::GivingGround, _) => crate::ancients::movement::RULE,
                (UnitStatus::Broken, _) => crate::ancients::break_test::RULE,
                (UnitStatus::Retreating, System::Sandarticus | System::JerseyShore) => {
                    "sandy-hook.running"
                }
                (UnitStatus::Retreating, System::RomanWar) => rw::MELEE,
                (UnitStatus::Retreating, System::Ancients) => crate::ancients::movement::RULE,
                (UnitStatus::Captured, _) => prisoners,
                (UnitStatus::Holding | UnitStatus::Destroyed, _) => super::RULE,
            },
            Event::PrisonersTaken { .. } | Event::GuardsAssigned { .. } => prisoners,
            Event::PrisonersEscaped { .. } => crate::sandy_hook::prisoners::ESCAPE_RULE,
            Event::StructureDamaged { structure, .. }
            | Event::ChainBroken { structure, .. }
            | Event::GateBroken { structure } => structure_of(structure),
            Event::DamageTokens { .. } => crate::ancients::break_test::RULE,
            Event::ObjectiveHeld { .. } | Event::FortTaken { .. } | Event::BattleEnded { .. } => {
                victory_rule(system)
            }
            Event::Adjusted { .. } => super::RULE,
        }
    }

    /// The event as a line of the battle's story, read against the state just before it:
    /// "Turn 3 — Gauls lost 4 men to shooting from Roman archers."
    pub fn story(&self, before: &BattleState) -> String {
        let side = |s: SideId| before.side_name(s).to_string();
        let u = |id: UnitId| unit_label(before, id);
        let text = match self {
            Event::PhaseAdvanced => {
                if before.phase + 1 >= before.phases.len() {
                    return format!("Turn {} begins.", before.turn.saturating_add(1));
                }
                format!("Next: {}.", before.phase_text_at(before.phase + 1))
            }
            Event::TurnAdvanced => {
                let mut s = format!("Turn {} begins.", before.turn.saturating_add(1));
                if let Some(h) = before.objective_holder {
                    s.push_str(&format!(
                        " {} have held the objective {} running.",
                        side(h),
                        plural(before.objective_turns.saturating_add(1), "turn")
                    ));
                }
                return s;
            }
            Event::MovesFirst { side: s } => format!("{} move first this turn.", side(*s)),
            Event::Casualties { unit, n, cause, by } => match by {
                Some(b) => format!(
                    "{} lost {} to {} from {}.",
                    u(*unit),
                    men(*n),
                    cause.noun(),
                    u(*b)
                ),
                None => format!("{} lost {} to {}.", u(*unit), men(*n), cause.noun()),
            },
            Event::LeaderLost { unit, n } => {
                format!("{} lost {}.", u(*unit), plural(*n, "leader"))
            }
            Event::FormationChanged { unit, formation } => {
                if formation.trim().is_empty() {
                    format!("{} left their formation.", u(*unit))
                } else {
                    format!("{} formed {}.", u(*unit), formation.trim())
                }
            }
            Event::StateChanged { unit, status } => {
                format!("{} are now {}.", u(*unit), status.name())
            }
            Event::PrisonersTaken { from, by, n } => {
                format!("{} took {} of {} prisoner.", u(*by), n, u(*from))
            }
            Event::GuardsAssigned {
                unit,
                guards,
                place,
            } => {
                let mut after = before.clone();
                let needed = after
                    .units
                    .get_mut(usize::from(unit.0))
                    .map(|x| {
                        x.prisoner_place = *place;
                        x.guards_needed(before.system)
                    })
                    .unwrap_or(0);
                let at = match place {
                    PrisonerPlace::Marching => "on the march",
                    PrisonerPlace::AtOwnLines => "at their own lines",
                };
                format!(
                    "{} set {} over their prisoners {at} ({} needed).",
                    u(*unit),
                    plural(*guards, "guard"),
                    needed
                )
            }
            Event::PrisonersEscaped { from, to, n } => format!(
                "{} slipped away from {} and head back to {}.",
                plural(*n, "prisoner"),
                u(*from),
                u(*to)
            ),
            Event::StructureDamaged { structure, points } => {
                let name = structure_label(before, *structure);
                match before.structure(*structure).map(|s| s.integrity) {
                    Ok(Integrity::Points { left, .. }) if *points >= left => {
                        format!(
                            "{name} lost its last {} and is down.",
                            plural(left, "point")
                        )
                    }
                    Ok(Integrity::Points { left, .. }) => format!(
                        "{name} lost {}; {} left.",
                        plural(*points, "point"),
                        left - points
                    ),
                    Ok(Integrity::Rating { rating, .. }) => {
                        if crate::sandy_hook::shooting::damage_breaks(*points, rating) {
                            format!("{name} took a blow of {points} and is destroyed.")
                        } else {
                            format!("{name} took a blow of {points} and still stands.")
                        }
                    }
                    _ => format!("{name} was struck."),
                }
            }
            Event::ChainBroken { structure, .. } => {
                let name = structure_label(before, *structure);
                match before.structure(*structure).map(|s| s.integrity) {
                    Ok(Integrity::Chains { broken }) if broken.iter().any(|b| *b) => {
                        format!("The second chain of {name} snapped: it comes down.")
                    }
                    _ => format!("One chain of {name} snapped; the other still holds."),
                }
            }
            Event::GateBroken { structure } => {
                format!("{} gave way.", structure_label(before, *structure))
            }
            Event::DamageTokens { unit, n } => {
                format!("{} gained {}.", u(*unit), plural(*n, "damage token"))
            }
            Event::ObjectiveHeld { side: Some(s) } => {
                format!("{} now hold the objective.", side(*s))
            }
            Event::ObjectiveHeld { side: None } => "Nobody holds the objective now.".to_string(),
            Event::FortTaken { fort_of } => format!("{}'s fort has fallen.", side(*fort_of)),
            Event::Adjusted { field, value } => {
                let what = match field {
                    Field::Men { unit } => format!("men in {}", u(*unit)),
                    Field::Leaders { unit } => format!("leaders in {}", u(*unit)),
                    Field::Prisoners { unit } => format!("prisoners held by {}", u(*unit)),
                    Field::Guards { unit } => format!("guards of {}", u(*unit)),
                    Field::DamageTokens { unit } => format!("damage tokens on {}", u(*unit)),
                    Field::StructurePoints { structure } => {
                        format!("points of {}", structure_label(before, *structure))
                    }
                    Field::Turn => "the turn".to_string(),
                    Field::ObjectiveTurns => "turns on the objective".to_string(),
                };
                format!("Corrected by hand: {what} set to {value}.")
            }
            Event::BattleEnded { winner, note } => {
                let mut s = match winner {
                    Some(w) => format!("The battle is over: {} win.", side(*w)),
                    None => "The battle is over: a draw.".to_string(),
                };
                if !note.trim().is_empty() {
                    s.push(' ');
                    s.push_str(note.trim());
                }
                s
            }
        };
        format!("Turn {} \u{2014} {text}", before.turn)
    }
}
