//! The dice tray's reading of a roll: faces grouped by colour, totals, the count at or above a target, and where
//! the result sits in the exact distribution. Shared by virtual and real dice, which differ only in who rolled.

use serde::{Deserialize, Serialize};

use crate::dice::{Colour, FACES, FaceCounts, PoolRoll};
use crate::odds::{Distribution, count_at_least, sum_of_d6};

/// One colour's line of a roll, as players read a heap of dice: "red: 6×3, 5×1".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GroupLine {
    pub colour: Colour,
    pub counts: FaceCounts,
    pub at_target: u32,
}

impl GroupLine {
    /// The faces that came up, highest first, with how many of each: "6×3, 5×1".
    pub fn faces_text(&self) -> String {
        faces_text(&self.counts)
    }
}

/// "6×3, 5×1, 2×2": faces that came up, highest first.
pub fn faces_text(counts: &FaceCounts) -> String {
    let parts: Vec<String> = (1..=FACES)
        .rev()
        .filter(|&f| counts.of(f) > 0)
        .map(|f| format!("{f}\u{d7}{}", counts.of(f)))
        .collect();
    if parts.is_empty() {
        "no dice".to_string()
    } else {
        parts.join(", ")
    }
}

/// Where one observed number sits among all the results it could have been.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Placement {
    pub observed: i64,
    pub distribution: Distribution,
}

impl Placement {
    pub fn mean(&self) -> f64 {
        self.distribution.mean()
    }

    /// The chance of doing at least this well.
    pub fn p_at_least(&self) -> f64 {
        self.distribution.p_at_least(self.observed)
    }

    /// The chance of doing no better.
    pub fn p_at_most(&self) -> f64 {
        self.distribution.p_at_most(self.observed)
    }

    /// A plain verdict on the luck of it.
    pub fn luck(&self) -> &'static str {
        let (up, down) = (self.p_at_least(), self.p_at_most());
        if up <= 0.05 {
            "very lucky"
        } else if up <= 0.25 {
            "lucky"
        } else if down <= 0.05 {
            "very unlucky"
        } else if down <= 0.25 {
            "unlucky"
        } else {
            "about average"
        }
    }
}

/// Everything the tray shows for one roll.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrayReport {
    pub groups: Vec<GroupLine>,
    pub target: u8,
    pub dice: u32,
    pub total: u32,
    pub at_target: u32,
    /// The count of dice at or above the target, against its exact distribution.
    pub hits: Placement,
    /// The sum of all pips, against its exact distribution.
    pub sum: Placement,
}

/// Reads a roll against a target face (1 to 6; out-of-range targets are clamped, since the tray offers only 2+ to 6+).
pub fn report(roll: &PoolRoll, target: u8) -> TrayReport {
    let target = target.clamp(1, FACES);
    let all = roll.counts();
    let groups = roll
        .groups
        .iter()
        .map(|g| {
            let counts = g.counts();
            GroupLine {
                colour: g.colour,
                counts,
                at_target: counts.at_least(target),
            }
        })
        .collect();
    let dice = all.dice();
    // A PoolRoll holds 1 to 200 dice, so these always succeed; fall back to certainty rather than panic.
    let hits_dist = count_at_least(dice, target)
        .unwrap_or_else(|_| Distribution::certain(all.at_least(target) as i64));
    let sum_dist = sum_of_d6(dice).unwrap_or_else(|_| Distribution::certain(all.total() as i64));
    TrayReport {
        groups,
        target,
        dice,
        total: all.total(),
        at_target: all.at_least(target),
        hits: Placement {
            observed: all.at_least(target) as i64,
            distribution: hits_dist,
        },
        sum: Placement {
            observed: all.total() as i64,
            distribution: sum_dist,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_read_like_a_heap_of_dice() {
        let roll = PoolRoll::from_faces(vec![
            (Colour::Red, vec![6, 5, 6, 6]),
            (Colour::Blue, vec![1, 2]),
        ])
        .unwrap();
        let r = report(&roll, 5);
        assert_eq!(r.groups[0].faces_text(), "6\u{d7}3, 5\u{d7}1");
        assert_eq!(r.groups[0].at_target, 4);
        assert_eq!(r.groups[1].faces_text(), "2\u{d7}1, 1\u{d7}1");
        assert_eq!((r.dice, r.total, r.at_target), (6, 26, 4));
        // 4 or more of 6 dice at 5+: sum over k=4..6 of C(6,k)(1/3)^k(2/3)^(6-k) = 73/729.
        assert!((r.hits.p_at_least() - 73.0 / 729.0).abs() < 1e-12);
        assert_eq!(r.hits.luck(), "lucky");
    }

    #[test]
    fn average_rolls_say_so() {
        let roll = PoolRoll::from_faces(vec![(Colour::Green, vec![1, 2, 3, 4, 5, 6])]).unwrap();
        let r = report(&roll, 4);
        assert_eq!(r.at_target, 3);
        assert_eq!(r.hits.luck(), "about average");
        assert_eq!(r.sum.observed, 21);
    }
}
