//! Prisoners, guards and escapes, Castle Cracker framework. Each game sets its own guard ratios
//! (rules-gaps, product decision 3): one guard per 8 on the march in both, then one per 20 (Sandarticus) or one
//! per 12 (Jersey Shore) once back at the captor's lines.

use serde::{Deserialize, Serialize};

use super::{MAX_MEN, check_men, refuse};
use crate::error::{RulesError, check_range};
use crate::mechanism::Explained;
use crate::rule::RuleId;

pub const RULE: RuleId = "sandy-hook.prisoners";
pub const ESCAPE_RULE: RuleId = "sandy-hook.escape";

/// How many prisoners one guard holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuardRatios {
    /// While marching them back.
    pub marching: u32,
    /// Once at the captor's own lines.
    pub at_lines: u32,
}

/// Where a column of prisoners is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PrisonerPlace {
    #[default]
    Marching,
    AtOwnLines,
}

/// Prisoners and the men guarding them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrisonerColumn {
    pub prisoners: u32,
    pub guards: u32,
    pub place: PrisonerPlace,
}

impl GuardRatios {
    fn per_guard(&self, place: PrisonerPlace) -> u32 {
        match place {
            PrisonerPlace::Marching => self.marching,
            PrisonerPlace::AtOwnLines => self.at_lines,
        }
    }

    fn validate(&self) -> Result<(), RulesError> {
        check_range("Prisoners per guard", self.marching as i64, 1, 100)?;
        check_range("Prisoners per guard", self.at_lines as i64, 1, 100)
    }
}

/// Guards needed for `prisoners` at a place: one per full or part batch.
pub fn guards_needed(
    prisoners: u32,
    place: PrisonerPlace,
    ratios: GuardRatios,
) -> Result<u32, RulesError> {
    ratios.validate()?;
    check_men("Prisoners", prisoners, 0, MAX_MEN)?;
    Ok(prisoners.div_ceil(ratios.per_guard(place)))
}

/// Whether a column is guarded well enough.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GuardCheck {
    pub needed: u32,
    pub guards: u32,
    /// Guards that can be sent back to the fight.
    pub spare: u32,
    /// Guards still missing.
    pub short: u32,
}

impl Explained for GuardCheck {
    fn summary(&self) -> String {
        if self.short > 0 {
            format!(
                "{} guards needed, only {} present: add {}.",
                self.needed, self.guards, self.short
            )
        } else if self.spare > 0 {
            format!(
                "{} guards needed; {} can go back to the fight.",
                self.needed, self.spare
            )
        } else {
            format!("{} guards needed: exactly enough.", self.needed)
        }
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

/// Checks a column's guards against the ratio for where it is.
pub fn check_guards(col: PrisonerColumn, ratios: GuardRatios) -> Result<GuardCheck, RulesError> {
    check_men("Guards", col.guards, 0, MAX_MEN)?;
    let needed = guards_needed(col.prisoners, col.place, ratios)?;
    Ok(GuardCheck {
        needed,
        guards: col.guards,
        spare: col.guards.saturating_sub(needed),
        short: needed.saturating_sub(col.guards),
    })
}

/// What happened when guards fell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GuardsKilled {
    pub escaped: u32,
    pub still_held: u32,
    pub guards_left: u32,
}

impl Explained for GuardsKilled {
    fn summary(&self) -> String {
        if self.escaped == 0 {
            format!(
                "The remaining guards still hold all {} prisoners.",
                self.still_held
            )
        } else {
            format!(
                "{} prisoners break free and must head for their own lines; {} are still held.",
                self.escaped, self.still_held
            )
        }
    }

    fn rule(&self) -> RuleId {
        ESCAPE_RULE
    }
}

/// Guards are killed: the prisoners the survivors cannot hold escape. Escape, both games.
pub fn guards_killed(
    col: PrisonerColumn,
    killed: u32,
    ratios: GuardRatios,
) -> Result<GuardsKilled, RulesError> {
    ratios.validate()?;
    check_men("Prisoners", col.prisoners, 0, MAX_MEN)?;
    check_men("Guards", col.guards, 0, MAX_MEN)?;
    if killed > col.guards {
        return Err(refuse(
            RULE,
            format!(
                "Only {} guards are there, so {} can't be killed.",
                col.guards, killed
            ),
        ));
    }
    let guards_left = col.guards - killed;
    let held = col
        .prisoners
        .min(guards_left.saturating_mul(ratios.per_guard(col.place)));
    Ok(GuardsKilled {
        escaped: col.prisoners - held,
        still_held: held,
        guards_left,
    })
}

/// What freed prisoners want to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EscapeeAction {
    HeadHome,
    DefendThemselves,
    Attack,
    RejoinTheFight,
}

/// Escaped or freed men must reach their own lines (or fort) before fighting again; on the way they may only
/// defend themselves, then keep going once the attack ends.
pub fn check_escapee_action(
    action: EscapeeAction,
    reached_own_lines: bool,
) -> Result<(), RulesError> {
    match action {
        EscapeeAction::HeadHome | EscapeeAction::DefendThemselves => Ok(()),
        _ if reached_own_lines => Ok(()),
        _ => Err(refuse(
            ESCAPE_RULE,
            "Freed prisoners must get back to their own lines before they fight again; until then they only defend themselves.",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SANDARTICUS: GuardRatios = GuardRatios {
        marching: 8,
        at_lines: 20,
    };
    const JERSEY: GuardRatios = GuardRatios {
        marching: 8,
        at_lines: 12,
    };

    /// Guards: 1 per 8 on the march; 1 per 20 (Sandarticus) or 1 per 12 (Jersey Shore) at the lines.
    #[test]
    fn guard_ratios_per_system() {
        assert_eq!(guards_needed(17, PrisonerPlace::Marching, JERSEY), Ok(3));
        assert_eq!(
            guards_needed(16, PrisonerPlace::Marching, SANDARTICUS),
            Ok(2)
        );
        assert_eq!(guards_needed(24, PrisonerPlace::AtOwnLines, JERSEY), Ok(2));
        assert_eq!(
            guards_needed(24, PrisonerPlace::AtOwnLines, SANDARTICUS),
            Ok(2)
        );
        assert_eq!(
            guards_needed(40, PrisonerPlace::AtOwnLines, SANDARTICUS),
            Ok(2)
        );
        assert_eq!(guards_needed(0, PrisonerPlace::Marching, JERSEY), Ok(0));
        let c = check_guards(
            PrisonerColumn {
                prisoners: 20,
                guards: 2,
                place: PrisonerPlace::Marching,
            },
            JERSEY,
        )
        .unwrap();
        assert_eq!((c.needed, c.short), (3, 1));
        assert!(c.summary().contains("add 1"));
    }

    /// Escape: if the guard dies, his prisoners escape.
    #[test]
    fn killing_the_guard_frees_prisoners() {
        let col = PrisonerColumn {
            prisoners: 8,
            guards: 1,
            place: PrisonerPlace::Marching,
        };
        let k = guards_killed(col, 1, JERSEY).unwrap();
        assert_eq!((k.escaped, k.still_held), (8, 0));
        let col = PrisonerColumn {
            prisoners: 12,
            guards: 2,
            place: PrisonerPlace::Marching,
        };
        assert_eq!(guards_killed(col, 1, JERSEY).unwrap().escaped, 4);
        assert!(guards_killed(col, 3, JERSEY).is_err());
    }

    /// Escapees go home first, defending only if attacked.
    #[test]
    fn escapees_go_home_first() {
        assert!(check_escapee_action(EscapeeAction::DefendThemselves, false).is_ok());
        assert!(check_escapee_action(EscapeeAction::Attack, false).is_err());
        assert!(check_escapee_action(EscapeeAction::RejoinTheFight, true).is_ok());
    }

    proptest! {
        #[test]
        fn escapes_never_exceed_prisoners(p in 0u32..=200, g in 0u32..=30, k in 0u32..=30) {
            let col = PrisonerColumn { prisoners: p, guards: g, place: PrisonerPlace::Marching };
            if let Ok(out) = guards_killed(col, k, JERSEY) {
                prop_assert_eq!(out.escaped + out.still_held, p);
            }
        }
    }
}
