//! Handling guns, Jersey Shore artillery rules (seed 3), as a small state machine: a gun fires only from
//! position, settles after being moved, is pushed or hooked in a turn but never both, never hooked and unhooked
//! in one turn, waits after being unhooked, and its caisson goes at half speed in the turn it hooks up.
//! Gun crews defend their gun but never attack as infantry.

use serde::{Deserialize, Serialize};

use super::refuse;
use crate::error::RulesError;
use crate::rule::RuleId;
use crate::text::measure;

pub const RULE: RuleId = "sandy-hook.gun-handling";
pub const CREW_RULE: RuleId = "sandy-hook.gun-crews";

/// The caisson's speed in the turn it hooks a gun: half its normal rate. The source prints "«", which is "½"
/// read in the wrong code page (rules-gaps, seed 3 gap 6).
pub const HOOKING_TURN_SPEED: f64 = 0.5;

/// Where a gun stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GunState {
    /// Set up and settled: may fire.
    #[default]
    InPosition,
    /// Stopped after moving or being dropped off: may fire once this many more turns have ended with it still.
    Settling { turns_left: u8 },
    /// On its caisson: travels, cannot fire.
    Hooked,
}

/// What has happened to the gun so far this turn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnLog {
    pub pushed: bool,
    pub hooked: bool,
    pub unhooked: bool,
    pub towed: bool,
    pub fired: bool,
}

/// A gun between actions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gun {
    pub state: GunState,
    pub turn: TurnLog,
}

/// Something a player wants to do with a gun.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum GunAction {
    /// Manhandle it to a new spot.
    Push,
    /// Hook it to a caisson.
    Hook,
    /// Drop it off the caisson.
    Unhook,
    /// Move the caisson with the gun on it, `distance_r` R units, where the caisson's normal speed is
    /// `caisson_speed_r`.
    Tow {
        distance_r: f64,
        caisson_speed_r: f64,
    },
    Fire,
    /// The turn is over.
    EndTurn,
}

impl Gun {
    /// A gun set up and ready to fire.
    pub fn in_position() -> Gun {
        Gun::default()
    }

    /// Whether the gun may fire now, and if not, why.
    pub fn check_fire(&self) -> Result<(), RulesError> {
        match self.state {
            _ if self.turn.fired => Err(refuse(RULE, "This gun has already fired this turn.")),
            GunState::InPosition => Ok(()),
            GunState::Hooked => Err(refuse(
                RULE,
                "A gun on its caisson can't fire: unhook it and let it settle first.",
            )),
            GunState::Settling { turns_left } => Err(refuse(
                RULE,
                format!(
                    "A gun that has just moved or been unhooked must stand still before firing ({} more turn{}).",
                    turns_left,
                    if turns_left == 1 { "" } else { "s" }
                ),
            )),
        }
    }

    /// How far the caisson may tow this turn, in R units.
    pub fn tow_allowance(&self, caisson_speed_r: f64) -> f64 {
        if self.turn.hooked {
            caisson_speed_r * HOOKING_TURN_SPEED
        } else {
            caisson_speed_r
        }
    }

    /// The gun after `action`, or why the rules forbid it. The gun itself is unchanged on refusal.
    pub fn apply(&self, action: GunAction) -> Result<Gun, RulesError> {
        let mut next = *self;
        match action {
            GunAction::Push => {
                if self.state == GunState::Hooked {
                    return Err(refuse(
                        RULE,
                        "This gun is on its caisson: tow it, or unhook it first.",
                    ));
                }
                if self.turn.hooked {
                    return Err(refuse(
                        RULE,
                        "Each turn a gun is pushed or hooked up, not both.",
                    ));
                }
                next.turn.pushed = true;
                // Stopping ends the turn's move; it may fire after standing still through the next move. A gun
                // just unhooked keeps its longer wait: being pushed does not shorten it.
                let wait = match self.state {
                    GunState::Settling { turns_left } => turns_left.max(1),
                    _ => 1,
                };
                next.state = GunState::Settling { turns_left: wait };
            }
            GunAction::Hook => {
                if self.state == GunState::Hooked {
                    return Err(refuse(RULE, "This gun is already hooked to its caisson."));
                }
                if self.turn.pushed {
                    return Err(refuse(
                        RULE,
                        "Each turn a gun is pushed or hooked up, not both.",
                    ));
                }
                if self.turn.unhooked {
                    return Err(refuse(
                        RULE,
                        "A gun can't be hooked and unhooked in the same turn.",
                    ));
                }
                next.turn.hooked = true;
                next.state = GunState::Hooked;
            }
            GunAction::Unhook => {
                if self.state != GunState::Hooked {
                    return Err(refuse(RULE, "This gun isn't on a caisson."));
                }
                if self.turn.hooked {
                    return Err(refuse(
                        RULE,
                        "A gun can't be hooked and unhooked in the same turn.",
                    ));
                }
                next.turn.unhooked = true;
                // Dropped off: it waits a whole turn, so the turn it lands in and the next both pass unfired.
                next.state = GunState::Settling { turns_left: 2 };
            }
            GunAction::Tow {
                distance_r,
                caisson_speed_r,
            } => {
                if self.state != GunState::Hooked {
                    return Err(refuse(RULE, "Only a gun hooked to a caisson can be towed."));
                }
                if !(distance_r.is_finite()
                    && caisson_speed_r.is_finite()
                    && distance_r >= 0.0
                    && caisson_speed_r >= 0.0)
                {
                    return Err(refuse(RULE, "Distances and speeds must be zero or more."));
                }
                let allowed = self.tow_allowance(caisson_speed_r);
                if distance_r > allowed + 1e-9 {
                    let allowed = measure(allowed);
                    return Err(refuse(
                        RULE,
                        if self.turn.hooked {
                            format!(
                                "In the turn it hooks up, a caisson moves at half speed: R{allowed} at most."
                            )
                        } else {
                            format!("The caisson moves R{allowed} at most.")
                        },
                    ));
                }
                next.turn.towed = true;
            }
            GunAction::Fire => {
                self.check_fire()?;
                next.turn.fired = true;
            }
            GunAction::EndTurn => {
                next.turn = TurnLog::default();
                if let GunState::Settling { turns_left } = self.state {
                    next.state = if turns_left <= 1 {
                        GunState::InPosition
                    } else {
                        GunState::Settling {
                            turns_left: turns_left - 1,
                        }
                    };
                }
            }
        }
        Ok(next)
    }
}

/// What a gun crew wants to do in hand-to-hand fighting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CrewAction {
    DefendGun,
    DefendPosition,
    Attack,
}

/// Gun crews fight as infantry only in defence, and a crew without a gun joins another gun or holds a
/// position. Jersey Shore artillery rules (seed 3).
pub fn check_crew_action(action: CrewAction, has_gun: bool) -> Result<(), RulesError> {
    match action {
        CrewAction::Attack => Err(refuse(
            CREW_RULE,
            "Gunners may defend, but never attack as infantry.",
        )),
        CrewAction::DefendGun if !has_gun => Err(refuse(
            CREW_RULE,
            "This crew has lost its gun: send it to another gun, or to defend a position.",
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// To fire, a gun must be in position; once moved and stopped it stands a move before firing.
    #[test]
    fn moved_gun_settles_before_firing() {
        let g = Gun::in_position();
        assert!(g.apply(GunAction::Fire).is_ok());
        let g = g.apply(GunAction::Push).unwrap();
        assert!(g.apply(GunAction::Fire).is_err());
        let g = g.apply(GunAction::EndTurn).unwrap();
        assert_eq!(g.state, GunState::InPosition);
        let g = g.apply(GunAction::Fire).unwrap();
        assert!(
            g.apply(GunAction::Fire)
                .unwrap_err()
                .to_string()
                .contains("already fired")
        );
    }

    /// Push or hook in a turn, never both; never hook and unhook in one turn.
    #[test]
    fn push_or_hook_not_both() {
        let g = Gun::in_position().apply(GunAction::Push).unwrap();
        assert!(
            g.apply(GunAction::Hook)
                .unwrap_err()
                .to_string()
                .contains("not both")
        );
        let h = Gun::in_position().apply(GunAction::Hook).unwrap();
        assert!(
            h.apply(GunAction::Unhook)
                .unwrap_err()
                .to_string()
                .contains("same turn")
        );
        assert!(h.apply(GunAction::Fire).is_err());
        let h = h
            .apply(GunAction::EndTurn)
            .unwrap()
            .apply(GunAction::Unhook)
            .unwrap();
        assert!(h.apply(GunAction::Hook).is_err());
    }

    /// Artillery rules, Jersey Shore: push or hook in a turn (not both), never hook and unhook in one turn;
    /// nothing forbids pushing a gun just dropped off its caisson, and it still waits its turn before firing.
    #[test]
    fn a_gun_just_unhooked_may_be_pushed() {
        let g = Gun {
            state: GunState::Hooked,
            turn: TurnLog::default(),
        };
        let g = g.apply(GunAction::Unhook).unwrap();
        let g = g.apply(GunAction::Push).unwrap();
        assert_eq!(g.state, GunState::Settling { turns_left: 2 });
        let g = g.apply(GunAction::EndTurn).unwrap();
        assert!(g.check_fire().is_err(), "the turn it must wait");
        let g = g.apply(GunAction::EndTurn).unwrap();
        assert!(g.check_fire().is_ok());
    }

    /// Dropped off a caisson, a gun waits a turn before firing.
    #[test]
    fn unhooked_gun_waits_a_turn() {
        let g = Gun {
            state: GunState::Hooked,
            turn: TurnLog::default(),
        };
        let g = g.apply(GunAction::Unhook).unwrap();
        let g = g.apply(GunAction::EndTurn).unwrap();
        assert!(g.check_fire().is_err(), "the waiting turn");
        let g = g.apply(GunAction::EndTurn).unwrap();
        assert!(g.check_fire().is_ok());
    }

    /// A caisson hooking up moves at half its normal rate that turn.
    #[test]
    fn caisson_half_speed_when_hooking() {
        let g = Gun::in_position().apply(GunAction::Hook).unwrap();
        assert!(
            g.apply(GunAction::Tow {
                distance_r: 0.5,
                caisson_speed_r: 1.0
            })
            .is_ok()
        );
        assert!(
            g.apply(GunAction::Tow {
                distance_r: 0.75,
                caisson_speed_r: 1.0
            })
            .unwrap_err()
            .to_string()
            .contains("half speed")
        );
        let g = g.apply(GunAction::EndTurn).unwrap();
        assert!(
            g.apply(GunAction::Tow {
                distance_r: 1.0,
                caisson_speed_r: 1.0
            })
            .is_ok()
        );
        assert!(
            g.apply(GunAction::Tow {
                distance_r: -1.0,
                caisson_speed_r: 1.0
            })
            .is_err()
        );
    }

    /// Gunners defend but never attack; without a gun they reinforce elsewhere.
    #[test]
    fn gunners_only_defend() {
        assert!(check_crew_action(CrewAction::DefendGun, true).is_ok());
        assert!(check_crew_action(CrewAction::Attack, true).is_err());
        assert!(check_crew_action(CrewAction::DefendGun, false).is_err());
        assert!(check_crew_action(CrewAction::DefendPosition, false).is_ok());
    }

    proptest! {
        #[test]
        fn no_sequence_panics_or_fires_unready(actions in proptest::collection::vec(0u8..6, 0..30)) {
            let mut g = Gun::in_position();
            for a in actions {
                let action = match a {
                    0 => GunAction::Push,
                    1 => GunAction::Hook,
                    2 => GunAction::Unhook,
                    3 => GunAction::Tow { distance_r: 0.5, caisson_speed_r: 1.0 },
                    4 => GunAction::Fire,
                    _ => GunAction::EndTurn,
                };
                let ready = g.check_fire().is_ok();
                if let Ok(n) = g.apply(action) {
                    if action == GunAction::Fire { prop_assert!(ready); }
                    prop_assert!(!(n.turn.pushed && n.turn.hooked));
                    prop_assert!(!(n.turn.hooked && n.turn.unhooked));
                    g = n;
                }
            }
        }
    }
}
