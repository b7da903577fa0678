//! The Break Test (Resolution, Basic Combat Mechanic, Ancients; and Saves and Break Tests, Shooting): a unit
//! whose hits reach its threshold tests its Leadership, modified for its first test, for winning the fight,
//! for extra multiples of the threshold and for damage tokens. The dice are the house 2d6 roll-under test.

use serde::{Deserialize, Serialize};

use super::unit::{Standing, Unit};
use super::{House, LeadershipTest, ThresholdReading};
use crate::dice::{MAX_POOL, TwoD6};
use crate::error::{Problem, RulesError, check_range};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::{Distribution, two_d6};
use crate::rule::RuleId;

pub const RULE: RuleId = "ancients.break-test";

/// What caused the hits: shooting is less likely to break a unit outright.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    #[default]
    Melee,
    Shooting,
}

/// How a unit comes out of the end of a melee or shooting phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BreakResult {
    /// Too few hits to test at all.
    NoTest,
    /// Tested and held.
    Unaffected,
    /// Tested and falls back half its movement rate.
    GiveGround,
    /// Tested and broke: the unit is removed.
    Destroyed,
}

impl BreakResult {
    pub const ALL: [BreakResult; 4] = [
        BreakResult::NoTest,
        BreakResult::Unaffected,
        BreakResult::GiveGround,
        BreakResult::Destroyed,
    ];

    /// The value `odds` uses for this result: 0 no test, 1 unaffected, 2 gives ground, 3 destroyed.
    pub fn code(self) -> i64 {
        self as i64
    }

    pub fn from_code(code: i64) -> Option<BreakResult> {
        BreakResult::ALL.get(usize::try_from(code).ok()?).copied()
    }

    pub fn describe(self) -> &'static str {
        match self {
            BreakResult::NoTest => "needed no Break Test",
            BreakResult::Unaffected => "held firm",
            BreakResult::GiveGround => "gave ground",
            BreakResult::Destroyed => "broke and was destroyed",
        }
    }

    /// Whether the unit is still on the table afterwards.
    pub fn survives(self) -> bool {
        self != BreakResult::Destroyed
    }
}

/// The chance of each result of a Break Test, including not having to take one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct BreakOdds {
    pub no_test: f64,
    pub unaffected: f64,
    pub give_ground: f64,
    pub destroyed: f64,
}

impl BreakOdds {
    pub fn of(&self, r: BreakResult) -> f64 {
        match r {
            BreakResult::NoTest => self.no_test,
            BreakResult::Unaffected => self.unaffected,
            BreakResult::GiveGround => self.give_ground,
            BreakResult::Destroyed => self.destroyed,
        }
    }

    /// Adds chance `p` to result `r`.
    pub fn add(&mut self, r: BreakResult, p: f64) {
        match r {
            BreakResult::NoTest => self.no_test += p,
            BreakResult::Unaffected => self.unaffected += p,
            BreakResult::GiveGround => self.give_ground += p,
            BreakResult::Destroyed => self.destroyed += p,
        }
    }

    /// Adds `other`, weighted, for the law of total probability.
    pub fn add_weighted(&mut self, w: f64, other: &BreakOdds) {
        for r in BreakResult::ALL {
            self.add(r, w * other.of(r));
        }
    }

    pub fn total(&self) -> f64 {
        self.no_test + self.unaffected + self.give_ground + self.destroyed
    }

    /// As a distribution over `BreakResult::code`.
    pub fn to_distribution(&self) -> Distribution {
        Distribution::from_weighted(BreakResult::ALL.map(|r| (r.code(), self.of(r))))
    }
}

/// The modifiers to Leadership, one per line of the rule, so the app can show where the number comes from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifiers {
    /// +1 for the unit's first Break Test of the game.
    pub first_test: i32,
    /// +1 for being on the winning side of a melee (fewer hits taken).
    pub winning_side: i32,
    /// -1 for each full multiple of the threshold beyond the first.
    pub extra_multiples: i32,
    /// -1 for each damage token from earlier fights.
    pub damage_tokens: i32,
}

impl Modifiers {
    pub fn total(&self) -> i32 {
        self.first_test + self.winning_side + self.extra_multiples + self.damage_tokens
    }
}

/// Whether hits force a Break Test. Melee follows the house reading of "equal to"; shooting says "or more".
pub fn test_due(hits: u32, threshold: u32, cause: Cause, reading: ThresholdReading) -> bool {
    let threshold = threshold.max(1);
    match (cause, reading) {
        (Cause::Melee, ThresholdReading::ExactlyEqual) => hits == threshold,
        _ => hits >= threshold,
    }
}

/// Whole multiples of the threshold in the hits taken; it is also the damage tokens a survivor gains.
pub fn full_multiples(hits: u32, threshold: u32) -> u32 {
    hits / threshold.max(1)
}

/// Reads a 2d6 total against the modified Leadership under the house roll-under test. From shooting, a roll
/// one over the target still only gives ground.
pub fn read_roll(total: u8, target: i32, cause: Cause, test: LeadershipTest) -> BreakResult {
    let LeadershipTest::TwoD6RollUnder = test;
    let band = match cause {
        Cause::Melee => 0,
        Cause::Shooting => 1,
    };
    let total = total as i32;
    if total < target {
        BreakResult::Unaffected
    } else if total <= target.saturating_add(band) {
        BreakResult::GiveGround
    } else {
        BreakResult::Destroyed
    }
}

/// A unit at the end of a melee or shooting phase, with the hits it took there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreakTestInput {
    pub unit: Unit,
    #[serde(default)]
    pub standing: Standing,
    /// All hits the unit took this phase, after saves.
    pub hits: u32,
    /// Whether its side took fewer hits in the melee; shooting has no winner, so it is ignored there.
    #[serde(default)]
    pub won_combat: bool,
    #[serde(default)]
    pub cause: Cause,
}

/// The Break Test as rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreakTestOutcome {
    pub unit_name: String,
    pub result: BreakResult,
    pub hits: u32,
    pub threshold: u32,
    /// The 2d6 total, when a test was taken.
    pub roll: Option<u8>,
    /// Leadership after modifiers: roll under it to hold, equal to it to give ground.
    pub target: i32,
    pub modifiers: Modifiers,
    /// Permanent damage tokens the unit gains, if it survives.
    pub tokens_gained: u32,
}

impl Explained for BreakTestOutcome {
    fn summary(&self) -> String {
        let who = if self.unit_name.trim().is_empty() {
            "The unit"
        } else {
            self.unit_name.trim()
        };
        match self.roll {
            None => format!(
                "{who} took {} of {} hits and {}.",
                self.hits,
                self.threshold,
                self.result.describe()
            ),
            Some(roll) => {
                let tokens = match self.tokens_gained {
                    0 => String::new(),
                    1 => ", gaining a damage token".to_string(),
                    n => format!(", gaining {n} damage tokens"),
                };
                format!(
                    "{who} rolled {roll} against {} and {}{tokens}.",
                    self.target,
                    self.result.describe()
                )
            }
        }
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

impl BreakTestInput {
    pub fn validate(&self, house: &House) -> Result<(), RulesError> {
        house.validate()?;
        self.unit.validate(house)?;
        self.standing.validate()?;
        check_range("Hits", self.hits as i64, 0, MAX_POOL as i64)
    }

    pub fn threshold(&self, house: &House) -> u32 {
        house.hit_threshold(self.unit.size)
    }

    pub fn due(&self, house: &House) -> bool {
        test_due(
            self.hits,
            self.threshold(house),
            self.cause,
            house.threshold_reached,
        )
    }

    /// The modifiers, line by line. Break Test, Ancients.
    pub fn modifiers(&self, house: &House) -> Modifiers {
        // Clamped so unchecked input cannot overflow; validated input stays far below the clamp.
        let clamp = |n: u32| n.min(MAX_POOL) as i32;
        let multiples = clamp(full_multiples(self.hits, self.threshold(house)));
        Modifiers {
            first_test: i32::from(!self.standing.tested_before),
            winning_side: i32::from(self.won_combat && self.cause == Cause::Melee),
            extra_multiples: -(multiples - 1).max(0),
            damage_tokens: -clamp(self.standing.damage_tokens),
        }
    }

    /// Leadership after modifiers.
    pub fn target(&self, house: &House) -> i32 {
        self.unit.leadership as i32 + self.modifiers(house).total()
    }

    /// The exact chance of each result. Break Test, Ancients.
    pub fn break_odds(&self, house: &House) -> Result<BreakOdds, RulesError> {
        self.validate(house)?;
        let mut odds = BreakOdds::default();
        if !self.due(house) {
            odds.no_test = 1.0;
            return Ok(odds);
        }
        let target = self.target(house);
        for (total, p) in two_d6().points() {
            odds.add(
                read_roll(total as u8, target, self.cause, house.leadership_test),
                p,
            );
        }
        Ok(odds)
    }

    /// The result for a 2d6 total already known (as when the app reads both dice).
    pub fn resolve_total(
        &self,
        house: &House,
        total: Option<u8>,
    ) -> Result<BreakTestOutcome, RulesError> {
        self.validate(house)?;
        let threshold = self.threshold(house);
        let modifiers = self.modifiers(house);
        let target = self.target(house);
        let due = self.due(house);
        let (result, roll) = match (due, total) {
            (false, _) => (BreakResult::NoTest, None),
            (true, Some(t)) => (
                read_roll(t, target, self.cause, house.leadership_test),
                Some(t),
            ),
            (true, None) => {
                return Err(RulesError::from(Problem::WrongFaceCount {
                    expected: 2,
                    got: 0,
                }));
            }
        };
        let tokens_gained = match result {
            BreakResult::Unaffected | BreakResult::GiveGround => {
                full_multiples(self.hits, threshold)
            }
            _ => 0,
        };
        Ok(BreakTestOutcome {
            unit_name: self.unit.name.clone(),
            result,
            hits: self.hits,
            threshold,
            roll,
            target,
            modifiers,
            tokens_gained,
        })
    }
}

impl Mechanism for BreakTestInput {
    type House<'h> = &'h House;
    type Outcome = BreakTestOutcome;

    /// One 2d6 throw when the hits reach the threshold, nothing otherwise.
    fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
        self.validate(house)?;
        Ok(if self.due(house) {
            DiceRequest::TwoD6(1)
        } else {
            DiceRequest::Nothing
        })
    }

    /// The distribution of `BreakResult::code`.
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        Ok(self.break_odds(house)?.to_distribution())
    }

    /// Faces: the two dice of the 2d6 throw, or none when no test is due.
    fn resolve(&self, house: &House, faces: &[u8]) -> Result<BreakTestOutcome, RulesError> {
        self.dice_needed(house)?.check(faces)?;
        let total = match faces {
            [a, b] => Some(TwoD6::from_faces(*a, *b)?.total()),
            _ => None,
        };
        self.resolve_total(house, total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancients::unit::{Formation, Size, UnitType, Weight};

    fn regular_medium() -> Unit {
        Unit::new(
            Size::Medium,
            2,
            Weight::Medium,
            UnitType::Infantry,
            Formation::Formed,
            &House::default(),
        )
    }

    fn input(hits: u32) -> BreakTestInput {
        BreakTestInput {
            unit: regular_medium(),
            standing: Standing::default(),
            hits,
            won_combat: false,
            cause: Cause::Melee,
        }
    }

    #[test]
    fn break_test_modifiers_as_listed() {
        let h = House::default();
        // Medium threshold 3; 7 hits are two full multiples, so one extra.
        let mut i = input(7);
        i.won_combat = true;
        i.standing.damage_tokens = 2;
        let m = i.modifiers(&h);
        assert_eq!(m.first_test, 1, "+1 for the first Break Test");
        assert_eq!(m.winning_side, 1, "+1 on the winning side");
        assert_eq!(m.extra_multiples, -1, "-1 per extra full multiple");
        assert_eq!(m.damage_tokens, -2, "-1 per damage token");
        assert_eq!(i.target(&h), 7 + 1 + 1 - 1 - 2);
        i.standing.tested_before = true;
        assert_eq!(i.modifiers(&h).first_test, 0);
        i.cause = Cause::Shooting;
        assert_eq!(i.modifiers(&h).winning_side, 0, "shooting has no winner");
    }

    #[test]
    fn hits_at_the_threshold_force_a_test() {
        let h = House::default();
        assert!(!input(2).due(&h));
        assert!(input(3).due(&h));
        assert!(input(4).due(&h), "house: equal or more");
        let literal = House {
            threshold_reached: ThresholdReading::ExactlyEqual,
            ..House::default()
        };
        assert!(input(3).due(&literal));
        assert!(!input(4).due(&literal), "literal: only exactly equal");
        let mut shot = input(4);
        shot.cause = Cause::Shooting;
        assert!(shot.due(&literal), "shooting says equals or exceeds");
    }

    #[test]
    fn house_leadership_test_below_equal_above() {
        let t = LeadershipTest::TwoD6RollUnder;
        assert_eq!(read_roll(7, 8, Cause::Melee, t), BreakResult::Unaffected);
        assert_eq!(read_roll(8, 8, Cause::Melee, t), BreakResult::GiveGround);
        assert_eq!(read_roll(9, 8, Cause::Melee, t), BreakResult::Destroyed);
    }

    #[test]
    fn shooting_break_test_band_equal_or_one_over_gives_ground() {
        let t = LeadershipTest::TwoD6RollUnder;
        assert_eq!(read_roll(7, 8, Cause::Shooting, t), BreakResult::Unaffected);
        assert_eq!(read_roll(8, 8, Cause::Shooting, t), BreakResult::GiveGround);
        assert_eq!(read_roll(9, 8, Cause::Shooting, t), BreakResult::GiveGround);
        assert_eq!(read_roll(10, 8, Cause::Shooting, t), BreakResult::Destroyed);
    }

    #[test]
    fn damage_tokens_per_full_multiple_of_the_threshold() {
        let h = House::default();
        // Medium (threshold 3) takes 6 hits: two multiples. Target 7 + 1 (first) - 1 (extra) = 7.
        let out = input(6).resolve(&h, &[2, 3]).unwrap();
        assert_eq!(out.target, 7);
        assert_eq!(out.result, BreakResult::Unaffected);
        assert_eq!(out.tokens_gained, 2);
        assert_eq!(out.rule(), RULE);
        assert!(
            out.summary().contains("gaining 2 damage tokens"),
            "{}",
            out.summary()
        );
        let out = input(6).resolve(&h, &[6, 6]).unwrap();
        assert_eq!(out.result, BreakResult::Destroyed);
        assert_eq!(out.tokens_gained, 0, "the destroyed gain nothing");
    }

    #[test]
    fn exact_odds_of_each_result() {
        let h = House::default();
        // Target 8 (leadership 7, first test): below 8 is 21/36, exactly 8 is 5/36, above 10/36.
        let o = input(3).break_odds(&h).unwrap();
        assert!((o.unaffected - 21.0 / 36.0).abs() < 1e-12);
        assert!((o.give_ground - 5.0 / 36.0).abs() < 1e-12);
        assert!((o.destroyed - 10.0 / 36.0).abs() < 1e-12);
        assert!((o.total() - 1.0).abs() < 1e-12);
        let none = input(1).break_odds(&h).unwrap();
        assert_eq!(none.no_test, 1.0);
        let hr = House::default();
        assert_eq!(input(1).dice_needed(&hr), Ok(DiceRequest::Nothing));
        assert_eq!(input(3).dice_needed(&hr), Ok(DiceRequest::TwoD6(1)));
    }

    #[test]
    fn bad_input_is_refused() {
        let h = House::default();
        let mut i = input(3);
        i.unit.leadership = 0;
        assert!(matches!(
            i.resolve(&h, &[1, 1]).as_ref().map_err(RulesError::problem),
            Err(Problem::OutOfRange {
                what: "Leadership",
                ..
            })
        ));
        assert!(input(3).resolve(&h, &[1]).is_err());
        assert!(input(3).resolve(&h, &[1, 7]).is_err());
        assert!(input(500).break_odds(&h).is_err());
    }

    proptest::proptest! {
        /// Every 2d6 face pair, weighted 1/36, gives exactly the computed odds.
        #[test]
        fn resolve_agrees_with_odds(
            hits in 0u32..=12,
            leadership in 2u8..=12,
            tokens in 0u32..=4,
            tested in proptest::bool::ANY,
            won in proptest::bool::ANY,
            shooting in proptest::bool::ANY,
        ) {
            let h = House::default();
            let mut i = input(hits);
            i.unit.leadership = leadership;
            i.standing = Standing { damage_tokens: tokens, tested_before: tested };
            i.won_combat = won;
            i.cause = if shooting { Cause::Shooting } else { Cause::Melee };
            let odds = i.odds(&h).unwrap();
            proptest::prop_assert!((odds.total_probability() - 1.0).abs() < 1e-12);
            let mut tally = BreakOdds::default();
            if i.dice_needed(&h).unwrap() == DiceRequest::Nothing {
                tally.add(i.resolve(&h, &[]).unwrap().result, 1.0);
            } else {
                for a in 1..=6 {
                    for b in 1..=6 {
                        tally.add(i.resolve(&h, &[a, b]).unwrap().result, 1.0 / 36.0);
                    }
                }
            }
            for r in BreakResult::ALL {
                proptest::prop_assert!((odds.p_exactly(r.code()) - tally.of(r)).abs() < 1e-12);
            }
        }
    }
}
