//! The one shape every mechanism has, so every helper screen works the same way; `staged` for mechanisms whose
//! dice come in stages, and `check` for the conformance check every mechanism runs.

use serde::{Deserialize, Serialize};

use crate::error::{Problem, RulesError};
use crate::odds::Distribution;
use crate::rule::RuleId;

#[cfg(test)]
pub(crate) mod check;
pub mod staged;

pub use staged::{Stage, Staged};

/// What to roll for a mechanism. Real dice typed in are passed to `resolve` in this order, flattened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiceRequest {
    /// Nothing to roll: the rule decides by itself (a melee cancel-out, say).
    Nothing,
    /// This many d6, each read on its own.
    D6(u32),
    /// This many throws of two d6 added together; pass the faces pair by pair.
    TwoD6(u32),
    /// This many coin flips; pass 1 for heads and 2 for tails.
    Coins(u32),
}

impl DiceRequest {
    /// How many faces `resolve` expects.
    pub fn faces(&self) -> usize {
        match *self {
            DiceRequest::Nothing => 0,
            DiceRequest::D6(n) | DiceRequest::Coins(n) => n as usize,
            DiceRequest::TwoD6(n) => 2 * n as usize,
        }
    }

    /// A short instruction for the player, such as "Roll 2d6" or "Roll 12 dice".
    pub fn instruction(&self) -> String {
        match *self {
            DiceRequest::Nothing => "No dice needed".to_string(),
            DiceRequest::D6(1) => "Roll 1 die".to_string(),
            DiceRequest::D6(n) => format!("Roll {n} dice"),
            DiceRequest::TwoD6(1) => "Roll 2d6".to_string(),
            DiceRequest::TwoD6(n) => format!("Roll 2d6 {n} times"),
            DiceRequest::Coins(1) => "Flip a coin".to_string(),
            DiceRequest::Coins(n) => format!("Flip a coin {n} times"),
        }
    }

    /// Checks that real dice entered match the request.
    pub fn check(&self, faces: &[u8]) -> Result<(), RulesError> {
        if faces.len() != self.faces() {
            return Err(RulesError::from(Problem::WrongFaceCount {
                expected: self.faces(),
                got: faces.len(),
            }));
        }
        let top = if matches!(self, DiceRequest::Coins(_)) {
            2
        } else {
            6
        };
        match faces.iter().find(|&&f| f < 1 || f > top) {
            Some(&face) => Err(RulesError::from(Problem::BadFace { face })),
            None => Ok(()),
        }
    }
}

/// An outcome that can explain itself in one line and name the rule that decided it.
pub trait Explained {
    /// One plain line, such as "3 Gauls fall".
    fn summary(&self) -> String;
    /// The rule behind the result, for the "why" link.
    fn rule(&self) -> RuleId;
}

/// A mechanism's input. `odds` is the exact distribution of the number that matters most (usually casualties);
/// `resolve` gives the result for the faces actually rolled, which must agree with `odds`.
pub trait Mechanism {
    /// The house rules the mechanism reads, borrowed: its own system's slice (`&'h roman_war::House`), a pair
    /// of slices (the Sandy Hook framework's and a system's), or `()` when no house rule touches it. A caller
    /// holding every house rule passes the one slice, `&house.roman_war`.
    type House<'h>: Copy;
    type Outcome: Explained;

    fn dice_needed(&self, house: Self::House<'_>) -> Result<DiceRequest, RulesError>;
    fn odds(&self, house: Self::House<'_>) -> Result<Distribution, RulesError>;
    fn resolve(&self, house: Self::House<'_>, faces: &[u8]) -> Result<Self::Outcome, RulesError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_check_faces() {
        assert!(DiceRequest::TwoD6(1).check(&[3, 4]).is_ok());
        assert_eq!(
            DiceRequest::TwoD6(1).check(&[3]),
            Err(RulesError::from(Problem::WrongFaceCount {
                expected: 2,
                got: 1
            }))
        );
        assert_eq!(
            DiceRequest::D6(2).check(&[3, 9]),
            Err(RulesError::from(Problem::BadFace { face: 9 }))
        );
        assert_eq!(
            DiceRequest::Coins(1).check(&[3]),
            Err(RulesError::from(Problem::BadFace { face: 3 }))
        );
        assert_eq!(DiceRequest::TwoD6(1).instruction(), "Roll 2d6");
    }
}
