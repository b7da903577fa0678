//! Exact probability distributions over small whole numbers (hits, casualties, pips), built by convolving exact
//! per-die probabilities. Computed, never simulated: the sums are right to within 1e-12.

use serde::{Deserialize, Serialize};

use crate::dice::MAX_POOL;
use crate::error::{RulesError, check_range};

/// P(value = offset + i) = probs[i].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Distribution {
    offset: i64,
    probs: Vec<f64>,
}

impl Distribution {
    /// A value that is certain.
    pub fn certain(value: i64) -> Distribution {
        Distribution {
            offset: value,
            probs: vec![1.0],
        }
    }

    /// From probabilities for `offset`, `offset + 1`, ...; trailing zeros are trimmed.
    pub fn from_probs(offset: i64, probs: Vec<f64>) -> Distribution {
        let mut d = Distribution { offset, probs };
        d.trim();
        d
    }

    /// One trial that succeeds with probability `p`: 1 on success, 0 otherwise.
    pub fn bernoulli(p: f64) -> Distribution {
        Distribution::from_probs(0, vec![1.0 - p, p])
    }

    /// The number of successes in `n` independent trials of chance `p`.
    pub fn binomial(n: u32, p: f64) -> Distribution {
        // Built by repeated convolution: exact and stable for the small n dice games use.
        let mut probs = vec![1.0];
        for _ in 0..n {
            let mut next = vec![0.0; probs.len() + 1];
            for (k, &q) in probs.iter().enumerate() {
                next[k] += q * (1.0 - p);
                next[k + 1] += q * p;
            }
            probs = next;
        }
        Distribution::from_probs(0, probs)
    }

    /// One fair d6: 1 to 6, each 1/6.
    pub fn d6() -> Distribution {
        Distribution::from_probs(1, vec![1.0 / 6.0; 6])
    }

    fn trim(&mut self) {
        while self.probs.len() > 1 && self.probs.last() == Some(&0.0) {
            self.probs.pop();
        }
        while self.probs.len() > 1 && self.probs[0] == 0.0 {
            self.probs.remove(0);
            self.offset += 1;
        }
    }

    /// The smallest value with any chance.
    pub fn min(&self) -> i64 {
        self.offset
    }

    /// The largest value with any chance.
    pub fn max(&self) -> i64 {
        self.offset + self.probs.len() as i64 - 1
    }

    /// Every value from `min` to `max` with its probability.
    pub fn points(&self) -> impl Iterator<Item = (i64, f64)> + '_ {
        self.probs
            .iter()
            .enumerate()
            .map(move |(i, &p)| (self.offset + i as i64, p))
    }

    pub fn p_exactly(&self, value: i64) -> f64 {
        let i = value - self.offset;
        if i < 0 {
            0.0
        } else {
            self.probs.get(i as usize).copied().unwrap_or(0.0)
        }
    }

    pub fn p_at_least(&self, value: i64) -> f64 {
        // Summed from the top so small tail chances keep their precision.
        self.points()
            .filter(|&(v, _)| v >= value)
            .map(|(_, p)| p)
            .sum::<f64>()
            .min(1.0)
    }

    pub fn p_at_most(&self, value: i64) -> f64 {
        self.points()
            .filter(|&(v, _)| v <= value)
            .map(|(_, p)| p)
            .sum::<f64>()
            .min(1.0)
    }

    pub fn total_probability(&self) -> f64 {
        self.probs.iter().sum()
    }

    pub fn mean(&self) -> f64 {
        self.points().map(|(v, p)| v as f64 * p).sum()
    }

    /// The most likely value (the lowest, on a tie).
    pub fn mode(&self) -> i64 {
        let mut best = (self.offset, -1.0);
        for (v, p) in self.points() {
            if p > best.1 {
                best = (v, p);
            }
        }
        best.0
    }

    /// The smallest value `v` with P(value <= v) >= q, for q in [0, 1].
    pub fn percentile(&self, q: f64) -> i64 {
        let mut acc = 0.0;
        for (v, p) in self.points() {
            acc += p;
            if acc + 1e-12 >= q {
                return v;
            }
        }
        self.max()
    }

    /// The distribution of the sum of two independent values.
    pub fn add(&self, other: &Distribution) -> Distribution {
        let mut probs = vec![0.0; self.probs.len() + other.probs.len() - 1];
        for (i, &a) in self.probs.iter().enumerate() {
            if a == 0.0 {
                continue;
            }
            for (j, &b) in other.probs.iter().enumerate() {
                probs[i + j] += a * b;
            }
        }
        Distribution::from_probs(self.offset + other.offset, probs)
    }

    /// The sum of `n` independent copies.
    pub fn repeat(&self, n: u32) -> Distribution {
        let mut acc = Distribution::certain(0);
        for _ in 0..n {
            acc = acc.add(self);
        }
        acc
    }

    /// The distribution of `f(value)`.
    pub fn map(&self, f: impl Fn(i64) -> i64) -> Distribution {
        let pairs: Vec<(i64, f64)> = self.points().map(|(v, p)| (f(v), p)).collect();
        Distribution::from_weighted(pairs)
    }

    /// Mixes outcomes: each value with its weight; weights should sum to 1.
    pub fn from_weighted(pairs: impl IntoIterator<Item = (i64, f64)>) -> Distribution {
        let pairs: Vec<(i64, f64)> = pairs.into_iter().collect();
        let Some(lo) = pairs.iter().map(|&(v, _)| v).min() else {
            return Distribution::certain(0);
        };
        let hi = pairs.iter().map(|&(v, _)| v).max().unwrap_or(lo);
        let mut probs = vec![0.0; (hi - lo + 1) as usize];
        for (v, p) in pairs {
            probs[(v - lo) as usize] += p;
        }
        Distribution::from_probs(lo, probs)
    }

    /// Mixes whole distributions, each with its weight (the law of total probability).
    pub fn mixture(parts: impl IntoIterator<Item = (f64, Distribution)>) -> Distribution {
        let mut pairs = Vec::new();
        for (w, d) in parts {
            pairs.extend(d.points().map(|(v, p)| (v, w * p)));
        }
        Distribution::from_weighted(pairs)
    }

    /// Caps every value at `cap` (no more casualties than men present).
    pub fn cap(&self, cap: i64) -> Distribution {
        self.map(|v| v.min(cap))
    }
}

/// The chance that one d6 shows `target` or more. A target above 6 never succeeds; below 1 always does.
pub fn p_d6_at_least(target: i64) -> f64 {
    (7 - target.clamp(1, 7)) as f64 / 6.0
}

/// The sum of `n` d6.
pub fn sum_of_d6(n: u32) -> Result<Distribution, RulesError> {
    check_range("Dice", n as i64, 1, MAX_POOL as i64)?;
    Ok(Distribution::d6().repeat(n))
}

/// How many of `n` d6 show `target` or more.
pub fn count_at_least(n: u32, target: u8) -> Result<Distribution, RulesError> {
    check_range("Dice", n as i64, 0, MAX_POOL as i64)?;
    check_range("The target", target as i64, 1, 6)?;
    Ok(Distribution::binomial(n, p_d6_at_least(target as i64)))
}

/// The total of 2d6.
pub fn two_d6() -> Distribution {
    Distribution::d6().repeat(2)
}

/// The chance that 2d6 scores `target` or more; targets beyond 12 never succeed, and 2 or less always does.
pub fn p_two_d6_at_least(target: i64) -> f64 {
    two_d6().p_at_least(target)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn two_d6_table() {
        let d = two_d6();
        assert_eq!((d.min(), d.max()), (2, 12));
        assert!(close(d.p_exactly(7), 6.0 / 36.0));
        // The Sandy Hook shooting targets: 6+, 8+, 10+.
        assert!(close(p_two_d6_at_least(6), 26.0 / 36.0));
        assert!(close(p_two_d6_at_least(8), 15.0 / 36.0));
        assert!(close(p_two_d6_at_least(10), 6.0 / 36.0));
        assert!(close(p_two_d6_at_least(13), 0.0));
        assert!(close(p_two_d6_at_least(2), 1.0));
        assert!(close(d.mean(), 7.0));
    }

    #[test]
    fn counts_of_successes() {
        let d = count_at_least(30, 5).unwrap();
        assert!(close(d.mean(), 10.0));
        assert!(close(d.p_exactly(0), (2.0f64 / 3.0).powi(30)));
        assert!(count_at_least(201, 5).is_err());
        assert!(count_at_least(3, 7).is_err());
    }

    #[test]
    fn summaries() {
        let d = sum_of_d6(3).unwrap();
        assert!(close(d.mean(), 10.5));
        assert!(close(d.p_exactly(3), 1.0 / 216.0));
        assert!(close(d.p_at_least(18), 1.0 / 216.0));
        assert_eq!(d.percentile(0.5), 10);
        assert!(d.mode() == 10 || d.mode() == 11);
        assert!(sum_of_d6(0).is_err());
    }

    #[test]
    fn mixtures_and_caps() {
        let d = Distribution::mixture([
            (0.5, Distribution::certain(1)),
            (0.5, Distribution::certain(3)),
        ]);
        assert!(close(d.p_exactly(2), 0.0));
        assert!(close(d.mean(), 2.0));
        let capped = count_at_least(10, 1).unwrap().cap(4);
        assert!(close(capped.p_exactly(4), 1.0));
    }

    proptest! {
        #[test]
        fn sums_are_distributions(n in 1u32..=200) {
            let d = sum_of_d6(n).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert_eq!(d.min(), n as i64);
            prop_assert_eq!(d.max(), 6 * n as i64);
            prop_assert!((d.mean() - 3.5 * n as f64).abs() < 1e-9);
        }

        #[test]
        fn counts_are_distributions(n in 0u32..=200, target in 1u8..=6) {
            let d = count_at_least(n, target).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(d.min() >= 0 && d.max() <= n as i64);
            prop_assert!((d.mean() - n as f64 * p_d6_at_least(target as i64)).abs() < 1e-9);
            for k in 0..=n as i64 {
                prop_assert!(d.p_at_least(k) <= 1.0 && d.p_at_least(k) >= 0.0);
            }
        }
    }
}
