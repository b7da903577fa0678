//! Typed errors for input the rules cannot accept, each with a message written for a player.

use std::fmt;

use crate::rule::RuleId;

/// Why the rules refused an input. `Display` gives the sentence the app shows beside the field; `problem` says
/// what it was. Boxed, so every result that can fail carries one word for it rather than forty bytes: every
/// mechanism and check returns one, and the code that passes them along is smaller for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesError(Box<Problem>);

impl RulesError {
    pub fn problem(&self) -> &Problem {
        &self.0
    }
}

impl From<Problem> for RulesError {
    fn from(problem: Problem) -> RulesError {
        RulesError(Box::new(problem))
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What the rules refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// A number outside what the rule allows (dice in a pool, men in a unit, a range in inches).
    OutOfRange {
        what: &'static str,
        min: i64,
        max: i64,
        got: i64,
    },
    /// Typed text that is not a whole number.
    NotANumber { what: &'static str, text: String },
    /// Typed text that is not a number, where fractions such as 1.5 are allowed.
    NotADecimal { what: &'static str, text: String },
    /// A die face other than 1 to 6.
    BadFace { face: u8 },
    /// Real dice entered: the mechanism needs a different number of faces.
    WrongFaceCount { expected: usize, got: usize },
    /// A combination the rules forbid, with the reason in a player's words and the rule that forbids it.
    NotAllowed { rule: RuleId, why: String },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::OutOfRange {
                what,
                min,
                max,
                got,
            } => {
                if got < min {
                    write!(f, "{what} can't be less than {min} (you entered {got}).")
                } else {
                    write!(f, "{what} can be at most {max} (you entered {got}).")
                }
            }
            Problem::NotANumber { what, text } => {
                if text.trim().is_empty() {
                    write!(f, "Enter a whole number for {what}.")
                } else {
                    write!(
                        f,
                        "\u{201c}{}\u{201d} isn't a whole number. Enter {what} as digits, like 12.",
                        text.trim()
                    )
                }
            }
            Problem::NotADecimal { what, text } => {
                if text.trim().is_empty() {
                    write!(f, "Enter a number for {what}.")
                } else {
                    write!(
                        f,
                        "\u{201c}{}\u{201d} isn't a number. Enter {what} as digits, like 2 or 1.5.",
                        text.trim()
                    )
                }
            }
            Problem::BadFace { face } => write!(f, "A die shows 1 to 6, not {face}."),
            Problem::WrongFaceCount { expected, got } => {
                write!(f, "This needs {expected} dice, but {got} were entered.")
            }
            Problem::NotAllowed { why, .. } => f.write_str(why),
        }
    }
}

impl std::error::Error for RulesError {}

/// Checks that `got` lies in `min..=max`, naming the quantity for the message.
pub fn check_range(what: &'static str, got: i64, min: i64, max: i64) -> Result<(), RulesError> {
    if got < min || got > max {
        Err(RulesError::from(Problem::OutOfRange {
            what,
            min,
            max,
            got,
        }))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_speak_to_the_player() {
        let e = Problem::OutOfRange {
            what: "Red dice",
            min: 0,
            max: 200,
            got: 500,
        };
        assert_eq!(
            e.to_string(),
            "Red dice can be at most 200 (you entered 500)."
        );
        let e = Problem::OutOfRange {
            what: "Red dice",
            min: 0,
            max: 200,
            got: -3,
        };
        assert_eq!(
            e.to_string(),
            "Red dice can't be less than 0 (you entered -3)."
        );
        let e = Problem::NotANumber {
            what: "red dice",
            text: "abc".into(),
        };
        assert!(
            e.to_string()
                .contains("\u{201c}abc\u{201d} isn't a whole number")
        );
    }
}
