//! What a roster check tells the player. Shared by every system's army rules, so the roster screen lists them
//! all the same way.

use serde::Serialize;

use crate::rule::RuleId;

/// How serious a finding is. Neither blocks saving the roster: house games bend rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum Severity {
    /// The rules forbid it.
    Error,
    /// Allowed, but against the rules' advice (an unfair match, an odd unit size).
    Warning,
}

/// One thing a roster screen should tell the player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub severity: Severity,
    /// The rule behind it, so the screen can link to its reference entry.
    pub rule: RuleId,
    /// In the player's words.
    pub message: String,
    /// The unit it concerns, by its place in the roster; `None` for the army as a whole.
    pub unit: Option<usize>,
}

impl Finding {
    pub fn error(rule: RuleId, message: impl Into<String>) -> Finding {
        Finding {
            severity: Severity::Error,
            rule,
            message: message.into(),
            unit: None,
        }
    }

    pub fn warning(rule: RuleId, message: impl Into<String>) -> Finding {
        Finding {
            severity: Severity::Warning,
            rule,
            message: message.into(),
            unit: None,
        }
    }

    /// The same finding, pinned to one unit.
    pub fn on_unit(mut self, unit: usize) -> Finding {
        self.unit = Some(unit);
        self
    }
}
