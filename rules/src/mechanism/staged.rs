//! Mechanisms whose dice come in stages: each stage depends on the faces before it (hit dice, then a survival
//! die for each man hit; to-hit dice, then a save for each hit, then a Break Test if one is due).
//!
//! Faces are always passed flat, stage after stage, in the order the mechanism asks for them: `next_stage`
//! says what to roll next given the faces so far, and `Mechanism::resolve` reads the same flat faces once
//! `next_stage` has nothing more to ask. `dice_needed` is the first stage. So a screen can offer "roll again
//! for survival" without knowing the rule, and real dice typed in go through the same `resolve`.

use crate::dice::check_face;
use crate::error::{Problem, RulesError};
use crate::mechanism::{DiceRequest, Mechanism};

/// One stage of a staged roll: the dice, and what they are for, in a player's words
/// ("Survival dice, one per man hit once").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    pub dice: DiceRequest,
    pub what: String,
}

impl Stage {
    pub fn new(dice: DiceRequest, what: impl Into<String>) -> Stage {
        Stage {
            dice,
            what: what.into(),
        }
    }
}

/// A mechanism whose dice come in stages, each stage depending on the faces before it.
pub trait Staged: Mechanism {
    /// The stage still to roll after `faces` (every stage so far, flat, in order), or `None` once `resolve`
    /// can be called.
    fn next_stage(&self, house: Self::House<'_>, faces: &[u8])
    -> Result<Option<Stage>, RulesError>;

    /// What still has to be rolled after `faces`: `DiceRequest::Nothing` once `resolve` can be called.
    fn next_dice(&self, house: Self::House<'_>, faces: &[u8]) -> Result<DiceRequest, RulesError> {
        Ok(self
            .next_stage(house, faces)?
            .map_or(DiceRequest::Nothing, |s| s.dice))
    }
}

/// Where working through the faces got to: the result, or the stage still to roll.
pub(crate) enum Progress<T> {
    Need(Stage),
    Done(T),
}

impl<T> Progress<T> {
    /// The stage still to roll, for `Staged::next_stage`.
    pub(crate) fn next(self) -> Option<Stage> {
        match self {
            Progress::Need(stage) => Some(stage),
            Progress::Done(_) => None,
        }
    }

    /// The result, for `Mechanism::resolve`; `got` faces were given, and a stage still to roll is an error.
    pub(crate) fn outcome(self, got: usize) -> Result<T, RulesError> {
        match self {
            Progress::Done(t) => Ok(t),
            Progress::Need(stage) => Err(RulesError::from(Problem::WrongFaceCount {
                expected: got + stage.dice.faces(),
                got,
            })),
        }
    }
}

/// Reads faces stage by stage, checking each one.
pub(crate) struct Reader<'a> {
    faces: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(faces: &'a [u8]) -> Result<Reader<'a>, RulesError> {
        for &f in faces {
            check_face(f)?;
        }
        Ok(Reader { faces, pos: 0 })
    }

    /// The faces of the next stage, or the dice of it still missing.
    pub(crate) fn take(&mut self, dice: DiceRequest) -> Result<&'a [u8], DiceRequest> {
        let n = dice.faces();
        let left = self.faces.len() - self.pos;
        if left < n {
            return Err(match dice {
                DiceRequest::D6(_) => DiceRequest::D6((n - left) as u32),
                other => other,
            });
        }
        let out = &self.faces[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    /// Ends the reading; faces left over are an error, since the player entered dice nobody rolled.
    pub(crate) fn finish<T>(self, t: T) -> Result<Progress<T>, RulesError> {
        if self.pos == self.faces.len() {
            Ok(Progress::Done(t))
        } else {
            Err(RulesError::from(Problem::WrongFaceCount {
                expected: self.pos,
                got: self.faces.len(),
            }))
        }
    }
}

/// Takes a stage's faces from a reader, or returns the stage still to roll from the enclosing `play` function:
/// `take_or_need!(reader, DiceRequest::D6(n), "Hit dice, one per shooter")`. The words are only built when the
/// stage is still to roll.
macro_rules! take_or_need {
    ($reader:expr, $dice:expr, $what:expr) => {
        match $reader.take($dice) {
            Ok(faces) => faces,
            Err(missing) => {
                return Ok($crate::mechanism::staged::Progress::Need(
                    $crate::mechanism::Stage::new(missing, $what),
                ));
            }
        }
    };
}
pub(crate) use take_or_need;

/// The value of a stage that a helper read (`Ok`), or returns the stage it still needs (`Err(Stage)`) from the
/// enclosing `play` function: `let area = or_need!(area_stage(&mut r, n, w, "under the burst", hits));`.
macro_rules! or_need {
    ($stage:expr) => {
        match $stage {
            Ok(value) => value,
            Err(stage) => return Ok($crate::mechanism::staged::Progress::Need(stage)),
        }
    };
}
pub(crate) use or_need;

/// The staged half of a mechanism that reads its faces in one pass, `fn play(&self, house, faces) ->
/// Result<Progress<Outcome>, RulesError>`. Inside `impl Mechanism`, `played!(&House)` writes `dice_needed`
/// (the first stage) and `resolve` (the result once no stage is left to roll); `played!(Staged for T, &House)`
/// writes `Staged` (the stage still to roll after the faces so far).
macro_rules! played {
    ($house:ty) => {
        fn dice_needed(
            &self,
            house: $house,
        ) -> Result<$crate::mechanism::DiceRequest, $crate::error::RulesError> {
            $crate::mechanism::Staged::next_dice(self, house, &[])
        }

        fn resolve(
            &self,
            house: $house,
            faces: &[u8],
        ) -> Result<Self::Outcome, $crate::error::RulesError> {
            self.play(house, faces)?.outcome(faces.len())
        }
    };
    (Staged for $t:ty, $house:ty) => {
        impl $crate::mechanism::Staged for $t {
            fn next_stage(
                &self,
                house: $house,
                faces: &[u8],
            ) -> Result<Option<$crate::mechanism::Stage>, $crate::error::RulesError> {
                Ok(self.play(house, faces)?.next())
            }
        }
    };
}
pub(crate) use played;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_takes_whole_stages_and_names_what_is_missing() {
        let mut r = Reader::new(&[6, 5, 4]).unwrap();
        assert_eq!(r.take(DiceRequest::D6(2)), Ok(&[6, 5][..]));
        assert_eq!(r.take(DiceRequest::D6(3)), Err(DiceRequest::D6(2)));
        assert_eq!(r.take(DiceRequest::TwoD6(1)), Err(DiceRequest::TwoD6(1)));
        assert_eq!(r.take(DiceRequest::D6(1)), Ok(&[4][..]));
        assert!(matches!(r.finish(()), Ok(Progress::Done(()))));
        assert_eq!(
            Reader::new(&[1, 2]).unwrap().finish(()).err(),
            Some(RulesError::from(Problem::WrongFaceCount {
                expected: 0,
                got: 2
            }))
        );
        assert_eq!(
            Reader::new(&[7]).err(),
            Some(RulesError::from(Problem::BadFace { face: 7 }))
        );
    }
}
