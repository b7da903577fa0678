//! The scatter die of the cup rule, shared by Sandarticus and Jersey Shore: where the cup lands for each face,
//! under the reading of the die the players chose (a house rule of the framework, `House::scatter`).

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::dice::{FACES, check_face, roll_d6};
use crate::error::RulesError;

/// How the scatter die of the cup rule is read.
///
/// Gap: the cup rule (Sandarticus and Jersey Shore alike) calls 5 and 6 a direct hit, then sends 5 left and
/// 6 right, and gives 1 and 2 no meaning at all (rules-gaps, product decision 1).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScatterReading {
    /// [HOUSE] 1-2 direct hit, 3 short, 4 over, 5 left, 6 right: every face means one thing.
    #[default]
    LowFacesHit,
    /// The text as written: 5-6 direct hit, 3 short, 4 over, 1-2 roll again.
    Literal,
}

crate::json::field::named_field!(ScatterReading {
    LowFacesHit,
    Literal
});

/// Where a cup-rule shot lands, read from one d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scatter {
    /// On target: the cup goes over the aiming point.
    DirectHit,
    /// One cup-width towards the gun.
    Short,
    /// One cup-width beyond the target.
    Over,
    /// One cup-width to the gunner's left.
    Left,
    /// One cup-width to the gunner's right.
    Right,
    /// The face means nothing under this reading: roll again.
    Reroll,
}

impl Scatter {
    /// What a scatter-die face means. Cup rule, Sandarticus and Jersey Shore; the text gives 5 and 6 two meanings
    /// and 1 and 2 none (rules-gaps, product decision 1), so the reading is a house rule.
    pub fn from_face(face: u8, reading: ScatterReading) -> Result<Scatter, RulesError> {
        Ok(match (check_face(face)?, reading) {
            (1 | 2, ScatterReading::LowFacesHit) => Scatter::DirectHit,
            (1 | 2, ScatterReading::Literal) => Scatter::Reroll,
            (3, _) => Scatter::Short,
            (4, _) => Scatter::Over,
            (5, ScatterReading::LowFacesHit) => Scatter::Left,
            (_, ScatterReading::LowFacesHit) => Scatter::Right,
            (_, ScatterReading::Literal) => Scatter::DirectHit,
        })
    }

    /// Rolls until the face means something (the literal reading re-rolls 1 and 2).
    pub fn roll(reading: ScatterReading, rng: &mut impl Rng) -> Scatter {
        loop {
            // Faces from roll_d6 are always valid.
            if let Ok(s) = Scatter::from_face(roll_d6(rng), reading)
                && s != Scatter::Reroll
            {
                return s;
            }
        }
    }

    /// A short player-facing description.
    pub fn describe(self) -> &'static str {
        match self {
            Scatter::DirectHit => "Direct hit: the cup goes right on the target.",
            Scatter::Short => "Short: move the cup one cup-width towards the gun.",
            Scatter::Over => "Over: move the cup one cup-width past the target.",
            Scatter::Left => "Left: move the cup one cup-width to the gunner's left.",
            Scatter::Right => "Right: move the cup one cup-width to the gunner's right.",
            Scatter::Reroll => "That face means nothing here: roll the scatter die again.",
        }
    }

    /// The chance of each landing under a reading, re-rolls already folded in.
    pub fn odds(reading: ScatterReading) -> Vec<(Scatter, f64)> {
        let mut counts: Vec<(Scatter, u32)> = Vec::new();
        for face in 1..=FACES {
            let s = Scatter::from_face(face, reading).unwrap_or(Scatter::Reroll);
            if s == Scatter::Reroll {
                continue;
            }
            match counts.iter_mut().find(|(k, _)| *k == s) {
                Some((_, n)) => *n += 1,
                None => counts.push((s, 1)),
            }
        }
        let live: u32 = counts.iter().map(|(_, n)| n).sum();
        counts
            .into_iter()
            .map(|(s, n)| (s, n as f64 / live as f64))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    /// Cup rule, house reading (rules-gaps decision 1): 1-2 direct, 3 short, 4 over, 5 left, 6 right.
    #[test]
    fn cup_rule_house_reading() {
        let r = ScatterReading::LowFacesHit;
        let read: Vec<_> = (1..=6).map(|f| Scatter::from_face(f, r).unwrap()).collect();
        use Scatter::*;
        assert_eq!(read, vec![DirectHit, DirectHit, Short, Over, Left, Right]);
        let odds = Scatter::odds(r);
        assert_eq!(
            odds.iter().find(|(s, _)| *s == DirectHit).unwrap().1,
            2.0 / 6.0
        );
    }

    /// Cup rule, literal reading: 5-6 direct hit, 3 short, 4 over, 1-2 roll again.
    #[test]
    fn cup_rule_literal_reading() {
        let r = ScatterReading::Literal;
        use Scatter::*;
        let read: Vec<_> = (1..=6).map(|f| Scatter::from_face(f, r).unwrap()).collect();
        assert_eq!(
            read,
            vec![Reroll, Reroll, Short, Over, DirectHit, DirectHit]
        );
        let odds = Scatter::odds(r);
        assert!((odds.iter().find(|(s, _)| *s == DirectHit).unwrap().1 - 0.5).abs() < 1e-12);
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        for _ in 0..200 {
            assert_ne!(Scatter::roll(r, &mut rng), Reroll);
        }
    }
}
