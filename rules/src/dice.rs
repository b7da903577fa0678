//! Dice as players use them at the table: pools of d6 in colour groups (a colour per troop type), the 2d6 total
//! of the Sandy Hook games and a coin. The cup rule's scatter die is read in `sandy_hook::scatter`.
//!
//! Rolling takes an injected `rand` RNG so the app can use the browser's generator and tests a seeded one.
//! Results are plain faces, so real dice tapped in by a player go through exactly the same code.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::error::{Problem, RulesError, check_range};

/// Faces of a six-sided die.
pub const FACES: u8 = 6;
/// The most dice one pool may hold: enough for a whole 100-man side rolling twice.
pub const MAX_POOL: u32 = 200;

/// Checks that a face is one a d6 can show.
pub fn check_face(face: u8) -> Result<u8, RulesError> {
    if (1..=FACES).contains(&face) {
        Ok(face)
    } else {
        Err(RulesError::from(Problem::BadFace { face }))
    }
}

/// Rolls one d6.
pub fn roll_d6(rng: &mut impl Rng) -> u8 {
    rng.random_range(1..=FACES)
}

/// Rolls `n` d6.
pub fn roll_d6s(n: u32, rng: &mut impl Rng) -> Vec<u8> {
    (0..n).map(|_| roll_d6(rng)).collect()
}

/// A dice colour. Each has a letter so that colour is never the only cue (sunlight, colour blindness).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Blue,
    Green,
    Yellow,
    Black,
    White,
}

impl Colour {
    /// The six colours, in the order the dice tray shows them.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Black,
        Colour::White,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Black => "black",
            Colour::White => "white",
        }
    }

    /// The letter printed on the colour's chip.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Green => 'G',
            Colour::Yellow => 'Y',
            Colour::Black => 'K',
            Colour::White => 'W',
        }
    }
}

/// How many dice of each colour a player wants to roll.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolSpec {
    /// Dice per colour, in `Colour::ALL` order.
    pub counts: [u32; 6],
}

impl PoolSpec {
    /// A pool of `n` dice of one colour.
    pub fn single(colour: Colour, n: u32) -> PoolSpec {
        let mut spec = PoolSpec::default();
        spec.counts[colour as usize] = n;
        spec
    }

    pub fn count(&self, colour: Colour) -> u32 {
        self.counts[colour as usize]
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// A pool needs at least one die and at most `MAX_POOL` in all.
    pub fn validate(&self) -> Result<(), RulesError> {
        for c in Colour::ALL {
            check_range(colour_label(c), self.count(c) as i64, 0, MAX_POOL as i64)?;
        }
        check_range("The whole pool", self.total() as i64, 1, MAX_POOL as i64)
    }
}

/// The label for one colour's dice in messages, such as "Red dice".
pub fn colour_label(c: Colour) -> &'static str {
    match c {
        Colour::Red => "Red dice",
        Colour::Blue => "Blue dice",
        Colour::Green => "Green dice",
        Colour::Yellow => "Yellow dice",
        Colour::Black => "Black dice",
        Colour::White => "White dice",
    }
}

/// How many dice came up on each face: index 0 is face 1.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceCounts(pub [u32; 6]);

impl FaceCounts {
    pub fn from_faces(faces: &[u8]) -> FaceCounts {
        let mut counts = [0; 6];
        for &f in faces {
            if (1..=FACES).contains(&f) {
                counts[(f - 1) as usize] += 1;
            }
        }
        FaceCounts(counts)
    }

    pub fn of(&self, face: u8) -> u32 {
        self.0[(face - 1) as usize]
    }

    pub fn dice(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The sum of all pips.
    pub fn total(&self) -> u32 {
        self.0
            .iter()
            .enumerate()
            .map(|(i, n)| (i as u32 + 1) * n)
            .sum()
    }

    /// Dice showing `target` or more.
    pub fn at_least(&self, target: u8) -> u32 {
        (target.max(1)..=FACES).map(|f| self.of(f)).sum()
    }

    /// The faces as a list, highest first, the way players line dice up.
    pub fn faces_high_first(&self) -> Vec<u8> {
        (1..=FACES)
            .rev()
            .flat_map(|f| std::iter::repeat_n(f, self.of(f) as usize))
            .collect()
    }
}

/// One colour's share of a roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupRoll {
    pub colour: Colour,
    pub faces: Vec<u8>,
}

impl GroupRoll {
    pub fn counts(&self) -> FaceCounts {
        FaceCounts::from_faces(&self.faces)
    }
}

/// A rolled pool, grouped by colour; colours with no dice are left out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolRoll {
    pub groups: Vec<GroupRoll>,
}

impl PoolRoll {
    /// All dice of the roll, whatever their colour.
    pub fn counts(&self) -> FaceCounts {
        let mut all = FaceCounts::default();
        for g in &self.groups {
            for (a, b) in all.0.iter_mut().zip(g.counts().0) {
                *a += b;
            }
        }
        all
    }

    /// Builds a roll from faces the player read off real dice, checking every face.
    pub fn from_faces(groups: Vec<(Colour, Vec<u8>)>) -> Result<PoolRoll, RulesError> {
        let mut out = Vec::new();
        for (colour, faces) in groups {
            for &f in &faces {
                check_face(f)?;
            }
            if !faces.is_empty() {
                out.push(GroupRoll { colour, faces });
            }
        }
        let total: usize = out.iter().map(|g| g.faces.len()).sum();
        check_range("The whole pool", total as i64, 1, MAX_POOL as i64)?;
        Ok(PoolRoll { groups: out })
    }
}

/// Rolls a validated pool.
pub fn roll_pool(spec: &PoolSpec, rng: &mut impl Rng) -> Result<PoolRoll, RulesError> {
    spec.validate()?;
    let groups = Colour::ALL
        .into_iter()
        .filter(|&c| spec.count(c) > 0)
        .map(|c| GroupRoll {
            colour: c,
            faces: roll_d6s(spec.count(c), rng),
        })
        .collect();
    Ok(PoolRoll { groups })
}

/// Two dice added together, as the Sandy Hook games roll to shoot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwoD6 {
    pub dice: [u8; 2],
}

impl TwoD6 {
    pub fn from_faces(a: u8, b: u8) -> Result<TwoD6, RulesError> {
        Ok(TwoD6 {
            dice: [check_face(a)?, check_face(b)?],
        })
    }

    pub fn roll(rng: &mut impl Rng) -> TwoD6 {
        TwoD6 {
            dice: [roll_d6(rng), roll_d6(rng)],
        }
    }

    pub fn total(&self) -> u8 {
        self.dice[0] + self.dice[1]
    }
}

/// A coin: the Sandy Hook leadership rules decide many things on a flip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Coin {
    Heads,
    Tails,
}

impl Coin {
    pub fn flip(rng: &mut impl Rng) -> Coin {
        if rng.random_bool(0.5) {
            Coin::Heads
        } else {
            Coin::Tails
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Coin::Heads => "heads",
            Coin::Tails => "tails",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    #[test]
    fn pool_limits() {
        assert!(PoolSpec::single(Colour::Red, 30).validate().is_ok());
        assert!(PoolSpec::single(Colour::Red, 200).validate().is_ok());
        assert!(matches!(
            PoolSpec::single(Colour::Red, 201)
                .validate()
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::OutOfRange { got: 201, .. })
        ));
        assert!(
            PoolSpec::default().validate().is_err(),
            "an empty pool rolls nothing"
        );
        let split = PoolSpec {
            counts: [100, 100, 1, 0, 0, 0],
        };
        assert!(split.validate().is_err(), "more than 200 in all");
    }

    #[test]
    fn counts_and_targets() {
        let c = FaceCounts::from_faces(&[6, 6, 6, 5, 1, 3]);
        assert_eq!(c.of(6), 3);
        assert_eq!(c.dice(), 6);
        assert_eq!(c.total(), 27);
        assert_eq!(c.at_least(5), 4);
        assert_eq!(c.at_least(1), 6);
        assert_eq!(c.faces_high_first(), vec![6, 6, 6, 5, 3, 1]);
    }

    #[test]
    fn real_dice_are_checked() {
        assert!(PoolRoll::from_faces(vec![(Colour::Red, vec![1, 6])]).is_ok());
        assert_eq!(
            PoolRoll::from_faces(vec![(Colour::Red, vec![7])]),
            Err(RulesError::from(Problem::BadFace { face: 7 }))
        );
        assert_eq!(
            PoolRoll::from_faces(vec![(Colour::Red, vec![0])]),
            Err(RulesError::from(Problem::BadFace { face: 0 }))
        );
        assert!(PoolRoll::from_faces(vec![(Colour::Red, vec![])]).is_err());
    }

    /// Chi-square goodness of fit of the d6 on fixed seeds: 5 degrees of freedom, 0.1% critical value 20.515.
    #[test]
    fn d6_is_fair_chi_square() {
        for seed in [1u64, 2, 3, 42, 2026] {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let n = 60_000;
            let c = FaceCounts::from_faces(&roll_d6s(n, &mut rng));
            let expected = n as f64 / 6.0;
            let chi2: f64 =
                c.0.iter()
                    .map(|&o| (o as f64 - expected).powi(2) / expected)
                    .sum();
            assert!(chi2 < 20.515, "seed {seed}: chi-square {chi2}");
        }
    }

    #[test]
    fn coin_is_fair_on_fixed_seeds() {
        let mut rng = Pcg64Mcg::seed_from_u64(11);
        let heads = (0..20_000)
            .filter(|_| Coin::flip(&mut rng) == Coin::Heads)
            .count() as f64;
        // One degree of freedom, 0.1% critical value 10.828.
        let chi2 = 2.0 * (heads - 10_000.0).powi(2) / 10_000.0;
        assert!(chi2 < 10.828, "chi-square {chi2}");
    }

    proptest! {
        #[test]
        fn rolled_pools_have_the_asked_dice(counts in proptest::array::uniform6(0u32..40), seed: u64) {
            let spec = PoolSpec { counts };
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            match roll_pool(&spec, &mut rng) {
                Ok(roll) => {
                    prop_assert_eq!(roll.counts().dice(), spec.total());
                    for g in &roll.groups {
                        prop_assert_eq!(g.faces.len() as u32, spec.count(g.colour));
                        prop_assert!(g.faces.iter().all(|f| (1..=6).contains(f)));
                    }
                    let total = roll.counts().total();
                    prop_assert!(total >= spec.total() && total <= 6 * spec.total());
                }
                Err(_) => prop_assert!(spec.total() == 0 || spec.total() > MAX_POOL),
            }
        }

        #[test]
        fn two_d6_totals_lie_in_2_to_12(seed: u64) {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let t = TwoD6::roll(&mut rng).total();
            prop_assert!((2..=12).contains(&t));
        }
    }
}
