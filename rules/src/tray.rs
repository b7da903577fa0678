//! The dice tray's reading of a roll: faces grouped by colour, totals, the count at or above a target, and where
//! the result sits in the exact distribution. Shared by virtual and real dice, which differ only in who rolled.

use serde::{Deserialize, Serialize};

use crate::dice::{Colour, FACES, FaceCounts, PoolRoll};
use crate::odds::{Distribution, count_at_least, sum_of_d6};
use crate::text::percent;

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

/// The end of the odds a result is read from: rolls that do at least as well, or at most as well.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tail {
    AtLeast,
    AtMost,
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

    /// The rarer end the result sits at, with how often a roll lands there: "8 or more" for a high roll,
    /// "2 or fewer" for a low one. Reading the rarer end never says "0 or more: 100 %", which tells nothing.
    pub fn tail(&self) -> (Tail, f64) {
        let (up, down) = (self.p_at_least(), self.p_at_most());
        if up <= down {
            (Tail::AtLeast, up)
        } else {
            (Tail::AtMost, down)
        }
    }

    /// A plain verdict on the luck of it, as a sentence of its own: a result that only one roll in twenty
    /// matches or beats is very lucky, one in four lucky; the same at the low end is unlucky.
    pub fn luck(&self) -> &'static str {
        match self.tail() {
            (_, p) if p > 0.25 => "About average.",
            (Tail::AtLeast, p) if p <= 0.05 => "Very lucky.",
            (Tail::AtLeast, _) => "Lucky.",
            (Tail::AtMost, p) if p <= 0.05 => "Very unlucky.",
            (Tail::AtMost, _) => "Unlucky.",
        }
    }

    /// "{what}: 5.5 % of rolls. Lucky.", where `what` names the result and `p` is how often it comes up.
    fn sentence(&self, what: String, p: f64) -> String {
        format!("{what}: {} of rolls. {}", percent(p), self.luck())
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

impl TrayReport {
    /// Where the count at the target sits, read from its rarer end: "8 or more at 4+: 5.5 % of rolls. Lucky.",
    /// "No dice at 6+: 16.2 % of rolls. Unlucky.", "All 3 dice at 4+: 12.5 % of rolls. Lucky."
    pub fn hits_sentence(&self) -> String {
        let (k, n, t) = (self.hits.observed, self.dice as i64, self.target);
        let (tail, p) = self.hits.tail();
        let what = if k == 0 {
            format!("No dice at {t}+")
        } else if k == n && n > 1 {
            format!("All {n} dice at {t}+")
        } else if k == n {
            format!("1 die at {t}+")
        } else if tail == Tail::AtLeast {
            format!("{k} or more at {t}+")
        } else {
            format!("{k} or fewer at {t}+")
        };
        // At either end "or more" and "or fewer" are the same as "exactly": its chance is that of the end.
        let p = if k == 0 || k == n {
            self.hits.distribution.p_exactly(k)
        } else {
            p
        };
        self.hits.sentence(what, p)
    }

    /// Where the total sits: "Total 41 or more: 16.8 % of rolls. Lucky.", or at either end "Total 6, the
    /// lowest there is".
    pub fn total_sentence(&self) -> String {
        let d = &self.sum.distribution;
        let s = self.sum.observed;
        let (tail, p) = self.sum.tail();
        let (what, p) = if s == d.min() {
            (format!("Total {s}, the lowest there is"), d.p_exactly(s))
        } else if s == d.max() {
            (format!("Total {s}, the highest there is"), d.p_exactly(s))
        } else if tail == Tail::AtLeast {
            (format!("Total {s} or more"), p)
        } else {
            (format!("Total {s} or less"), p)
        };
        self.sum.sentence(what, p)
    }
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

    fn roll(faces: &[u8]) -> PoolRoll {
        PoolRoll::from_faces(vec![(Colour::Red, faces.to_vec())]).unwrap()
    }

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
        // 4 or more of 6 dice at 5+: sum over k=4..6 of C(6,k)(1/3)^k(2/3)^(6-k) = 73/729, about 10.0 %.
        assert!((r.hits.p_at_least() - 73.0 / 729.0).abs() < 1e-12);
        assert_eq!(
            r.hits_sentence(),
            "4 or more at 5+: 10.0 % of rolls. Lucky."
        );
    }

    #[test]
    fn average_rolls_say_so() {
        let r = report(&roll(&[1, 2, 3, 4, 5, 6]), 4);
        assert_eq!(r.at_target, 3);
        // 3 of 6 at 4+ is the middle: at least 3 is (20 + 15 + 6 + 1)/64 = 65.6 %, and so is at most 3.
        assert_eq!(
            r.hits_sentence(),
            "3 or more at 4+: 65.6 % of rolls. About average."
        );
        // 6d6 sum to 21 in 4332 of 46656 ways and are symmetric about 21: at least 21 is
        // (1 + 4332/46656)/2 = 54.6 %.
        assert_eq!(r.sum.observed, 21);
        assert_eq!(
            r.total_sentence(),
            "Total 21 or more: 54.6 % of rolls. About average."
        );
    }

    #[test]
    fn no_success_reads_as_none_never_as_zero_or_more() {
        // The old tray said "0 or more at 6+: 100% — unlucky". Ten dice all missing 6+: (5/6)^10 = 16.2 %.
        let r = report(&roll(&[1, 2, 3, 4, 5, 5, 4, 3, 2, 1]), 6);
        assert_eq!(r.at_target, 0);
        assert_eq!(
            r.hits_sentence(),
            "No dice at 6+: 16.2 % of rolls. Unlucky."
        );
        // One success in ten at 4+: at most one is (1 + 10)/1024 = 1.1 %.
        let r = report(&roll(&[1, 2, 3, 4, 1, 2, 3, 1, 2, 3]), 4);
        assert_eq!(
            r.hits_sentence(),
            "1 or fewer at 4+: 1.1 % of rolls. Very unlucky."
        );
    }

    #[test]
    fn every_die_and_the_ends_of_the_total_say_so() {
        // Three dice all at 4+: (1/2)^3 = 12.5 %.
        let r = report(&roll(&[4, 5, 6]), 4);
        assert_eq!(
            r.hits_sentence(),
            "All 3 dice at 4+: 12.5 % of rolls. Lucky."
        );
        // Double six: 1/36 = 2.8 %, the highest total; double one the lowest, none at 4+ being (1/2)^2 = 25 %.
        let r = report(&roll(&[6, 6]), 4);
        assert_eq!(
            r.total_sentence(),
            "Total 12, the highest there is: 2.8 % of rolls. Very lucky."
        );
        let r = report(&roll(&[1, 1]), 4);
        assert_eq!(
            r.total_sentence(),
            "Total 2, the lowest there is: 2.8 % of rolls. Very unlucky."
        );
        assert_eq!(
            r.hits_sentence(),
            "No dice at 4+: 25.0 % of rolls. Unlucky."
        );
        // One die at 2+ that scores: 5 in 6, the likely thing.
        let r = report(&roll(&[3]), 2);
        assert_eq!(
            r.hits_sentence(),
            "1 die at 2+: 83.3 % of rolls. About average."
        );
    }
}
