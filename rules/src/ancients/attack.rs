//! The dice pool both melee and shooting use: roll to hit, then the target rolls a save for each hit.
//! Tables by size and weight (Basic Combat Mechanic, Ancients) live here because both phases read them.

use crate::dice::{FACES, check_face};
use crate::error::{Problem, RulesError};
use crate::odds::{Distribution, p_d6_at_least};

use super::unit::{Size, Weight};

/// Melee dice by size, Small to Huge: 6, 8, 10, 12. Number of Dice, Basic Combat Mechanic, Ancients.
pub const MELEE_DICE: [u32; 4] = [6, 8, 10, 12];

/// Extra melee dice for a Shock or Defensive unit in the first turn of a fight, making 8 to 14.
pub const FIRST_TURN_BONUS_DICE: u32 = 2;

/// Save scores by weight, Light to Heavy: 6+, 5+, 4+. Saves, Basic Combat Mechanic, Ancients.
pub const SAVES: [u8; 3] = [6, 5, 4];

/// Hits that force a Break Test, Small to Huge: 2, 3, 4, 5. Resolution, Basic Combat Mechanic, Ancients.
/// Kept as written (product decision 4); the house setting may change them.
pub const HIT_THRESHOLDS: [u32; 4] = [2, 3, 4, 5];

/// A score that no d6 can reach: to-hit numbers above 6 mean the dice cannot hit.
pub const IMPOSSIBLE: u8 = FACES + 1;

/// The melee dice of a size, before any first-turn bonus.
pub fn melee_dice(size: Size) -> u32 {
    MELEE_DICE[size as usize]
}

/// The save a weight class rolls against each hit.
pub fn save_for(weight: Weight) -> u8 {
    SAVES[weight as usize]
}

/// A score needed written the way players say it ("4+"), flagging ones the dice cannot make.
pub fn score_text(score: u8) -> String {
    if score > FACES {
        format!("{score}+ (cannot be rolled)")
    } else {
        format!("{}+", score.max(1))
    }
}

/// The chance one attack die becomes a hit that is not saved. `save` of None means no save at all.
pub fn p_lands(to_hit: u8, save: Option<u8>) -> f64 {
    let saved = save.map_or(0.0, |s| p_d6_at_least(s as i64));
    p_d6_at_least(to_hit as i64) * (1.0 - saved)
}

/// Exact hits after saves from `dice` attack dice: each die lands independently with `p_lands`.
pub fn hits_after_saves(dice: u32, to_hit: u8, save: Option<u8>) -> Distribution {
    Distribution::binomial(dice, p_lands(to_hit, save))
}

/// Counts the dice that hit. First stage of an attack: faces are checked.
pub fn hits_scored(faces: &[u8], to_hit: u8) -> Result<u32, RulesError> {
    let mut n = 0;
    for &f in faces {
        if check_face(f)? >= to_hit {
            n += 1;
        }
    }
    Ok(n)
}

/// Second stage when saves are rolled only for the hits: one save die per hit, those that fail let it through.
pub fn unsaved(hits: u32, save_faces: &[u8], save: u8) -> Result<u32, RulesError> {
    if save_faces.len() != hits as usize {
        return Err(RulesError::from(Problem::WrongFaceCount {
            expected: hits as usize,
            got: save_faces.len(),
        }));
    }
    let mut saved = 0;
    for &f in save_faces {
        if check_face(f)? >= save {
            saved += 1;
        }
    }
    Ok(hits - saved)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_of_dice_by_size() {
        assert_eq!(melee_dice(Size::Huge), 12);
        assert_eq!(melee_dice(Size::Large), 10);
        assert_eq!(melee_dice(Size::Medium), 8);
        assert_eq!(melee_dice(Size::Small), 6);
        // Shock or Defensive totals: 14, 12, 10, 8.
        let with_bonus: Vec<u32> = MELEE_DICE
            .iter()
            .map(|d| d + FIRST_TURN_BONUS_DICE)
            .collect();
        assert_eq!(with_bonus, vec![8, 10, 12, 14]);
    }

    #[test]
    fn saves_by_weight() {
        assert_eq!(save_for(Weight::Heavy), 4);
        assert_eq!(save_for(Weight::Medium), 5);
        assert_eq!(save_for(Weight::Light), 6);
    }

    #[test]
    fn hit_thresholds_by_size() {
        let t = |s: Size| HIT_THRESHOLDS[s as usize];
        assert_eq!(t(Size::Huge), 5);
        assert_eq!(t(Size::Large), 4);
        assert_eq!(t(Size::Medium), 3);
        assert_eq!(t(Size::Small), 2);
    }

    #[test]
    fn score_text_reads_like_players_talk() {
        assert_eq!(score_text(4), "4+");
        assert_eq!(score_text(7), "7+ (cannot be rolled)");
    }

    /// "For the Math Geeks", Basic Combat Mechanic: average hits by dice thrown (14, 12, 10, 8, 6), to-hit
    /// 6+ down to 2+ (rows) and save none, 6+ down to 2+ (columns), with the post's digits (grouped in threes).
    const SOURCE_AVERAGES: [(u32, [[f64; 6]; 5]); 5] = [
        (
            14,
            [
                [
                    2.333_333, 1.944_444, 1.555_556, 1.166_667, 0.777_778, 0.388_889,
                ],
                [
                    4.666_667, 3.888_889, 3.111_111, 2.333_333, 1.555_556, 0.777_778,
                ],
                [7.0, 5.833_333, 4.666_667, 3.5, 2.333_333, 1.166_667],
                [
                    9.333_333, 7.777_778, 6.222_222, 4.666_667, 3.111_111, 1.555_556,
                ],
                [
                    11.666_67, 9.722_222, 7.777_778, 5.833_333, 3.888_889, 1.944_444,
                ],
            ],
        ),
        (
            12,
            [
                [2.0, 1.666_667, 1.333_333, 1.0, 0.666_667, 0.333_333],
                [4.0, 3.333_333, 2.666_667, 2.0, 1.333_333, 0.666_667],
                [6.0, 5.0, 4.0, 3.0, 2.0, 1.0],
                [8.0, 6.666_667, 5.333_333, 4.0, 2.666_667, 1.333_333],
                [10.0, 8.333_333, 6.666_667, 5.0, 3.333_333, 1.666_667],
            ],
        ),
        (
            10,
            [
                [
                    1.666_667, 1.388_889, 1.111_111, 0.833_333, 0.555_556, 0.277_778,
                ],
                [
                    3.333_333, 2.777_778, 2.222_222, 1.666_667, 1.111_111, 0.555_556,
                ],
                [5.0, 4.166_667, 3.333_333, 2.5, 1.666_667, 0.833_333],
                [
                    6.666_667, 5.555_556, 4.444_444, 3.333_333, 2.222_222, 1.111_111,
                ],
                [
                    8.333_333, 6.944_444, 5.555_556, 4.166_667, 2.777_778, 1.388_889,
                ],
            ],
        ),
        (
            8,
            [
                [
                    1.333_333, 1.111_111, 0.888_889, 0.666_667, 0.444_444, 0.222_222,
                ],
                [
                    2.666_667, 2.222_222, 1.777_778, 1.333_333, 0.888_889, 0.444_444,
                ],
                [4.0, 3.333_333, 2.666_667, 2.0, 1.333_333, 0.666_667],
                [
                    5.333_333, 4.444_444, 3.555_556, 2.666_667, 1.777_778, 0.888_889,
                ],
                [
                    6.666_667, 5.555_556, 4.444_444, 3.333_333, 2.222_222, 1.111_111,
                ],
            ],
        ),
        (
            6,
            [
                [1.0, 0.833_333, 0.666_667, 0.5, 0.333_333, 0.166_667],
                [2.0, 1.666_667, 1.333_333, 1.0, 0.666_667, 0.333_333],
                [3.0, 2.5, 2.0, 1.5, 1.0, 0.5],
                [4.0, 3.333_333, 2.666_667, 2.0, 1.333_333, 0.666_667],
                [5.0, 4.166_667, 3.333_333, 2.5, 1.666_667, 0.833_333],
            ],
        ),
    ];

    /// The post's average-hits tables, reproduced from the exact distributions to six decimals.
    #[test]
    fn for_the_math_geeks_average_hits_tables() {
        let to_hits = [6u8, 5, 4, 3, 2];
        let saves = [None, Some(6u8), Some(5), Some(4), Some(3), Some(2)];
        for (dice, table) in SOURCE_AVERAGES {
            for (row, &to_hit) in table.iter().zip(&to_hits) {
                for (&expected, &save) in row.iter().zip(&saves) {
                    let d = hits_after_saves(dice, to_hit, save);
                    assert!((d.total_probability() - 1.0).abs() < 1e-12);
                    // The post prints seven significant figures, so 11.66667 carries only five decimals.
                    let tolerance = if expected >= 10.0 { 5e-6 } else { 5e-7 };
                    assert!(
                        (d.mean() - expected).abs() <= tolerance,
                        "{dice} dice, {to_hit}+ to hit, save {save:?}: {} vs {expected}",
                        d.mean()
                    );
                }
            }
        }
        // The post's own worked check: 12 dice, 4+ to hit, 5+ save average 4 hits.
        assert!((hits_after_saves(12, 4, Some(5)).mean() - 4.0).abs() < 1e-12);
    }

    #[test]
    fn staged_rolls_count_hits_then_saves() {
        // 4+ to hit, 5+ save: hits on 4, 6, 5; their saves 2, 5, 1 let two through.
        let attack = [4, 6, 1, 5, 3];
        let scored = hits_scored(&attack, 4).unwrap();
        assert_eq!(scored, 3);
        assert_eq!(unsaved(scored, &[2, 5, 1], 5), Ok(2));
        assert!(unsaved(3, &[2, 5], 5).is_err());
        assert_eq!(
            hits_scored(&[0], 4),
            Err(RulesError::from(Problem::BadFace { face: 0 }))
        );
    }
}
