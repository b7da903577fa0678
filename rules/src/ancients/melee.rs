//! Melee between two units (Basic Combat Mechanic, Ancients): both roll dice by size at once, Advantage sets
//! the to-hit numbers, each side saves by weight, the side that took fewer hits wins, and any unit whose hits
//! reach its threshold takes a Break Test.
//!
//! Rolling in stages: `hits_scored` (both sides' to-hit dice), then `hits_taken` (a save die for each hit),
//! then `break_tests` gives each unit's `BreakTestInput` (2d6 if due). `Mechanism::resolve` takes the whole
//! fight in one fixed roll instead; its face order is documented on `dice_needed`.

use serde::{Deserialize, Serialize};

use super::House;
use super::advantage::{Advantage, Position, advantage};
use super::attack::{
    FIRST_TURN_BONUS_DICE, hits_after_saves, hits_scored, landed_paired, melee_dice, save_for,
    score_text, unsaved,
};
use super::break_test::{BreakOdds, BreakTestInput, BreakTestOutcome, Cause};
use super::unit::{Formation, Size, Standing, Style, Unit, UnitType, Weight};
use crate::dice::TwoD6;
use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;

pub const RULE: RuleId = "ancients.melee";

/// One of the two sides of a melee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

/// A unit in a melee, with what it is doing there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combatant {
    pub unit: Unit,
    #[serde(default)]
    pub standing: Standing,
    /// The face of the enemy this unit is fighting.
    #[serde(default)]
    pub engaging: Position,
    /// Whether it charged into this fight.
    #[serde(default)]
    pub charged: bool,
    /// Whether it counter-charged a unit charging it. A Shock unit earns its extra dice either way; a Defensive
    /// unit keeps them unless it charged, so a counter-charge does not cost it its dice.
    #[serde(default)]
    pub counter_charged: bool,
}

impl Combatant {
    pub fn new(unit: Unit) -> Combatant {
        Combatant {
            unit,
            standing: Standing::default(),
            engaging: Position::Front,
            charged: false,
            counter_charged: false,
        }
    }

    /// A unit either charged or counter-charged, not both.
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.charged && self.counter_charged {
            return Err(RulesError::NotAllowed {
                rule: RULE,
                why: format!(
                    "{} either charged or counter-charged, not both.",
                    self.unit.label("The unit")
                ),
            });
        }
        self.standing.validate()
    }
}

/// Two units fighting each other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeInput {
    pub a: Combatant,
    pub b: Combatant,
    /// Whether this is the first turn of a new fight, when Shock and Defensive units gain dice.
    #[serde(default)]
    pub first_turn: bool,
}

/// Extra dice on the first turn of a fight: Shock units that charged or counter-charged and Defensive units
/// that did not charge (a counter-charge is not a charge) gain +2. Number of Dice, Basic Combat Mechanic,
/// Ancients.
pub fn first_turn_bonus(c: &Combatant, first_turn: bool) -> u32 {
    let earns = match c.unit.style {
        Style::Ordinary => false,
        Style::Shock => c.charged || c.counter_charged,
        Style::Defensive => !c.charged,
    };
    if first_turn && earns {
        FIRST_TURN_BONUS_DICE
    } else {
        0
    }
}

/// The exact forecast of a melee: both sides' hits, who wins, and each side's Break Test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeleeForecast {
    pub dice: [u32; 2],
    pub to_hit: [u8; 2],
    pub saves: [u8; 2],
    /// Hits each side takes after its saves: index 0 is side A.
    pub hits_taken: [Distribution; 2],
    /// The chance each side's hits reach its threshold.
    pub reach_threshold: [f64; 2],
    pub a_wins: f64,
    pub draw: f64,
    pub b_wins: f64,
    /// Each side's Break Test, over the joint result of both sides' dice (who won matters).
    pub break_tests: [BreakOdds; 2],
}

/// The melee as rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeOutcome {
    pub names: [String; 2],
    pub advantage: Advantage,
    pub to_hit: [u8; 2],
    /// Hits each side rolled before saves.
    pub scored: [u32; 2],
    /// Hits each side took after its saves: index 0 is side A.
    pub hits_taken: [u32; 2],
    pub winner: Option<Side>,
    pub break_tests: [BreakTestOutcome; 2],
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Explained for MeleeOutcome {
    fn summary(&self) -> String {
        let [a, b] = &self.names;
        let mut line = format!(
            "{a} took {}, {b} {}",
            plural(self.hits_taken[0], "hit", "hits"),
            self.hits_taken[1]
        );
        match self.winner {
            Some(Side::A) => line.push_str(&format!(": {a} won.")),
            Some(Side::B) => line.push_str(&format!(": {b} won.")),
            None => line.push_str(": a draw."),
        }
        for (name, test) in self.names.iter().zip(&self.break_tests) {
            if test.roll.is_some() {
                line.push_str(&format!(" {name} {}.", test.result.describe()));
            }
        }
        line
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

impl MeleeInput {
    pub fn new(a: Combatant, b: Combatant) -> MeleeInput {
        MeleeInput {
            a,
            b,
            first_turn: false,
        }
    }

    pub fn validate(&self, house: &House) -> Result<(), RulesError> {
        house.validate()?;
        for c in [&self.a, &self.b] {
            c.unit.validate(house)?;
            c.validate()?;
        }
        Ok(())
    }

    fn names(&self) -> [String; 2] {
        [
            self.a.unit.label("Side A").to_string(),
            self.b.unit.label("Side B").to_string(),
        ]
    }

    /// Dice each side rolls, first-turn bonus included.
    pub fn dice(&self) -> [u32; 2] {
        [&self.a, &self.b].map(|c| melee_dice(c.unit.size) + first_turn_bonus(c, self.first_turn))
    }

    /// Advantage of side A over side B.
    pub fn advantage(&self, house: &House) -> Advantage {
        advantage(
            &self.a.unit,
            self.a.engaging,
            &self.b.unit,
            self.b.engaging,
            house,
        )
    }

    /// Each side's to-hit number.
    pub fn to_hit(&self, house: &House) -> [u8; 2] {
        let (a, b) = self.advantage(house).to_hit();
        [a, b]
    }

    /// Each side's save against the hits it takes.
    pub fn saves(&self) -> [u8; 2] {
        [save_for(self.a.unit.weight), save_for(self.b.unit.weight)]
    }

    /// Stage 1: the hits each side scores with its to-hit dice (A's faces, then B's).
    pub fn hits_scored(
        &self,
        house: &House,
        a_faces: &[u8],
        b_faces: &[u8],
    ) -> Result<[u32; 2], RulesError> {
        self.validate(house)?;
        let dice = self.dice();
        let got = a_faces.len() + b_faces.len();
        if a_faces.len() != dice[0] as usize || b_faces.len() != dice[1] as usize {
            return Err(RulesError::WrongFaceCount {
                expected: (dice[0] + dice[1]) as usize,
                got,
            });
        }
        let [ta, tb] = self.to_hit(house);
        Ok([hits_scored(a_faces, ta)?, hits_scored(b_faces, tb)?])
    }

    /// Stage 2: the hits each side takes after saving. `a_saves` are A's save dice, one per hit B scored;
    /// `b_saves` are B's, one per hit A scored. The result puts A's hits taken first.
    pub fn hits_taken(
        &self,
        scored: [u32; 2],
        a_saves: &[u8],
        b_saves: &[u8],
    ) -> Result<[u32; 2], RulesError> {
        let [sa, sb] = self.saves();
        Ok([
            unsaved(scored[1], a_saves, sa)?,
            unsaved(scored[0], b_saves, sb)?,
        ])
    }

    /// Which side won: the one that took fewer hits.
    pub fn winner(hits_taken: [u32; 2]) -> Option<Side> {
        match hits_taken[0].cmp(&hits_taken[1]) {
            std::cmp::Ordering::Less => Some(Side::A),
            std::cmp::Ordering::Greater => Some(Side::B),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Stage 3: each unit's Break Test for the hits taken; each needs 2d6 only if its test is due.
    pub fn break_tests(&self, hits_taken: [u32; 2]) -> [BreakTestInput; 2] {
        let winner = MeleeInput::winner(hits_taken);
        let test = |c: &Combatant, hits: u32, side: Side| BreakTestInput {
            unit: c.unit.clone(),
            standing: c.standing,
            hits,
            won_combat: winner == Some(side),
            cause: Cause::Melee,
        };
        [
            test(&self.a, hits_taken[0], Side::A),
            test(&self.b, hits_taken[1], Side::B),
        ]
    }

    /// The biggest fight the melee helper can be asked to forecast: two Huge units on the first turn of a
    /// fight, a Shock unit that charged against a Defensive one that did not, so both take the first-turn
    /// bonus dice. The benchmark times this forecast against the 5 ms budget.
    pub fn largest(house: &House) -> MeleeInput {
        let side = |style: Style, charged: bool| {
            let mut unit = Unit::new(
                Size::Huge,
                4,
                Weight::Heavy,
                UnitType::Infantry,
                Formation::Formed,
                house,
            );
            unit.style = style;
            Combatant {
                charged,
                ..Combatant::new(unit)
            }
        };
        MeleeInput {
            a: side(Style::Shock, true),
            b: side(Style::Defensive, false),
            first_turn: true,
        }
    }

    /// The exact forecast. Melee, Basic Combat Mechanic, Ancients.
    pub fn forecast(&self, house: &House) -> Result<MeleeForecast, RulesError> {
        self.forecast_with(house, self.dice())
    }

    fn forecast_with(&self, house: &House, dice: [u32; 2]) -> Result<MeleeForecast, RulesError> {
        self.validate(house)?;
        let to_hit = self.to_hit(house);
        let saves = self.saves();
        let on_a = hits_after_saves(dice[1], to_hit[1], Some(saves[0]));
        let on_b = hits_after_saves(dice[0], to_hit[0], Some(saves[1]));
        let (mut a_wins, mut draw, mut b_wins) = (0.0, 0.0, 0.0);
        let mut break_tests = [BreakOdds::default(); 2];
        for (ha, pa) in on_a.points() {
            for (hb, pb) in on_b.points() {
                let p = pa * pb;
                let taken = [ha as u32, hb as u32];
                match MeleeInput::winner(taken) {
                    Some(Side::A) => a_wins += p,
                    Some(Side::B) => b_wins += p,
                    None => draw += p,
                }
                for (odds, test) in break_tests.iter_mut().zip(self.break_tests(taken)) {
                    odds.add_weighted(p, &test.break_odds(house)?);
                }
            }
        }
        let thresholds = [self.a.unit.size, self.b.unit.size].map(|s| house.hit_threshold(s));
        let reach = |d: &Distribution, t: u32| d.p_at_least(t as i64);
        Ok(MeleeForecast {
            dice,
            to_hit,
            saves,
            reach_threshold: [reach(&on_a, thresholds[0]), reach(&on_b, thresholds[1])],
            hits_taken: [on_a, on_b],
            a_wins,
            draw,
            b_wins,
            break_tests,
        })
    }

    fn resolve_with(
        &self,
        house: &House,
        dice: [u32; 2],
        faces: &[u8],
    ) -> Result<MeleeOutcome, RulesError> {
        self.validate(house)?;
        let [na, nb] = dice.map(|d| d as usize);
        DiceRequest::D6((2 * (na + nb) + 4) as u32).check(faces)?;
        let (a_hit, rest) = faces.split_at(na);
        let (b_hit, rest) = rest.split_at(nb);
        let (b_save, rest) = rest.split_at(na);
        let (a_save, rest) = rest.split_at(nb);
        let to_hit = self.to_hit(house);
        let [sa, sb] = self.saves();
        let (scored_a, on_b) = landed_paired(a_hit, b_save, to_hit[0], sb)?;
        let (scored_b, on_a) = landed_paired(b_hit, a_save, to_hit[1], sa)?;
        let taken = [on_a, on_b];
        let [test_a, test_b] = self.break_tests(taken);
        let total = |pair: &[u8]| -> Result<u8, RulesError> {
            match pair {
                [x, y] => Ok(TwoD6::from_faces(*x, *y)?.total()),
                _ => Err(RulesError::WrongFaceCount {
                    expected: 2,
                    got: pair.len(),
                }),
            }
        };
        let (pa, pb) = rest.split_at(2);
        let roll_a = test_a.due(house).then(|| total(pa)).transpose()?;
        let roll_b = test_b.due(house).then(|| total(pb)).transpose()?;
        Ok(MeleeOutcome {
            names: self.names(),
            advantage: self.advantage(house),
            to_hit,
            scored: [scored_a, scored_b],
            hits_taken: taken,
            winner: MeleeInput::winner(taken),
            break_tests: [
                test_a.resolve_total(house, roll_a)?,
                test_b.resolve_total(house, roll_b)?,
            ],
        })
    }

    /// A one-line forecast such as "Romans hit on 3+, Gauls on 4+".
    pub fn to_hit_line(&self, house: &House) -> String {
        let [a, b] = self.names();
        let [ta, tb] = self.to_hit(house);
        format!(
            "{a} hit on {}, {b} on {} ({}).",
            score_text(ta),
            score_text(tb),
            self.advantage(house).describe()
        )
    }
}

impl Mechanism for MeleeInput {
    type House<'h> = &'h House;
    type Outcome = MeleeOutcome;

    /// The whole fight in one roll, in this order (nA, nB = each side's dice):
    /// A's to-hit dice (nA), B's to-hit dice (nB), B's save dice (nA: the i-th answers A's i-th die and is
    /// ignored if it missed), A's save dice (nB, likewise), A's Break Test 2d6 (2), B's Break Test 2d6 (2).
    /// Break Test dice of a unit that need not test are ignored. Pairing saves with attack dice gives the same
    /// odds as saving only the hits; to roll stage by stage use `hits_scored`, `hits_taken`, `break_tests`.
    fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
        self.validate(house)?;
        let [na, nb] = self.dice();
        Ok(DiceRequest::D6(2 * (na + nb) + 4))
    }

    /// The margin of victory: hits B took minus hits A took (positive when A wins).
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let f = self.forecast(house)?;
        let against_a = f.hits_taken[0].map(|v| -v);
        Ok(f.hits_taken[1].add(&against_a))
    }

    fn resolve(&self, house: &House, faces: &[u8]) -> Result<MeleeOutcome, RulesError> {
        self.resolve_with(house, self.dice(), faces)
    }
}

#[cfg(test)]
mod tests {

    /// No melee the helper accepts rolls more dice than `largest`, so the benchmark times the worst case.
    #[test]
    fn largest_melee_rolls_the_most_dice() {
        let house = House::default();
        let big = MeleeInput::largest(&house).dice();
        let most = melee_dice(Size::Huge) + FIRST_TURN_BONUS_DICE;
        assert_eq!(big, [most, most]);
        for size in [Size::Small, Size::Medium, Size::Large, Size::Huge] {
            assert!(melee_dice(size) <= melee_dice(Size::Huge));
        }
        assert!(MeleeInput::largest(&house).forecast(&house).is_ok());
    }

    /// Number of Dice, Basic Combat Mechanic: Huge units roll 12, and 14 as Shock or Defensive units on a fight's
    /// first turn, the most any unit rolls; the biggest melee is 14 dice against 14.
    #[test]
    fn largest_melee_is_fourteen_dice_a_side() {
        assert_eq!(MeleeInput::largest(&House::default()).dice(), [14, 14]);
    }

    use super::*;
    use crate::ancients::break_test::BreakResult;
    use crate::ancients::unit::{Formation, Size, UnitType, Weight};
    use proptest::prelude::*;

    fn unit(size: Size, skill: u8, weight: Weight) -> Unit {
        Unit::new(
            size,
            skill,
            weight,
            UnitType::Infantry,
            Formation::Formed,
            &House::default(),
        )
    }

    fn fight(a: Unit, b: Unit) -> MeleeInput {
        MeleeInput::new(Combatant::new(a), Combatant::new(b))
    }

    #[test]
    fn number_of_dice_with_the_first_turn_bonus() {
        let shock = unit(Size::Large, 2, Weight::Medium).with_style(Style::Shock);
        let defensive = unit(Size::Huge, 2, Weight::Medium).with_style(Style::Defensive);
        let mut m = fight(shock, defensive);
        assert_eq!(m.dice(), [10, 12], "no bonus after the first turn");
        m.first_turn = true;
        assert_eq!(m.dice(), [10, 14], "the shock unit did not charge");
        m.a.charged = true;
        assert_eq!(m.dice(), [12, 14], "shock charged, defensive stood");
        m.b.charged = true;
        assert_eq!(m.dice(), [12, 12], "defensive unit charged");
        m.b.charged = false;
        m.b.counter_charged = true;
        assert_eq!(m.dice(), [12, 14], "a counter-charge is not a charge");
        let plain = fight(
            unit(Size::Small, 2, Weight::Medium),
            unit(Size::Medium, 2, Weight::Medium),
        );
        assert_eq!(plain.dice(), [6, 8]);
    }

    /// Number of Dice, Basic Combat Mechanic: on a fight's first turn a Shock unit gets its extra dice for a charge
    /// or a counter-charge, a Defensive unit unless it charged; the totals are 14 (Huge), 12 (Large), 10 (Medium)
    /// and 8 (Small). A Defensive unit that counter-charged did not charge, so it keeps its extra dice.
    #[test]
    fn charging_and_counter_charging() {
        let mut shock =
            Combatant::new(unit(Size::Large, 2, Weight::Medium).with_style(Style::Shock));
        let mut defensive =
            Combatant::new(unit(Size::Medium, 2, Weight::Medium).with_style(Style::Defensive));
        assert_eq!(first_turn_bonus(&shock, true), 0);
        shock.counter_charged = true;
        assert_eq!(melee_dice(Size::Large) + first_turn_bonus(&shock, true), 12);
        defensive.counter_charged = true;
        assert_eq!(
            melee_dice(Size::Medium) + first_turn_bonus(&defensive, true),
            10
        );
        defensive.counter_charged = false;
        defensive.charged = true;
        assert_eq!(
            melee_dice(Size::Medium) + first_turn_bonus(&defensive, true),
            8
        );
        assert_eq!(first_turn_bonus(&shock, false), 0, "only the first turn");
        defensive.counter_charged = true;
        let m = MeleeInput::new(shock, defensive);
        assert!(
            m.forecast(&House::default())
                .unwrap_err()
                .to_string()
                .contains("either charged or counter-charged")
        );
    }

    /// The post's check: evenly matched Medium units (8 dice, 4+ to hit, 5+ save) expect 8/3 hits each.
    #[test]
    fn evenly_matched_melee_expected_hits() {
        let m = fight(
            unit(Size::Medium, 2, Weight::Medium),
            unit(Size::Medium, 2, Weight::Medium),
        );
        let f = m.forecast(&House::default()).unwrap();
        assert_eq!(f.to_hit, [4, 4]);
        assert!((f.hits_taken[0].mean() - 8.0 / 3.0).abs() < 1e-12);
        assert!((f.a_wins - f.b_wins).abs() < 1e-12, "symmetric fight");
        assert!((f.a_wins + f.draw + f.b_wins - 1.0).abs() < 1e-12);
        for b in &f.break_tests {
            assert!((b.total() - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn advantage_sets_to_hit_in_melee() {
        let h = House::default();
        // Veteran heavy against regular medium: skill +1, weight +1, net 2.
        let m = fight(
            unit(Size::Medium, 3, Weight::Heavy),
            unit(Size::Medium, 2, Weight::Medium),
        );
        assert_eq!(m.to_hit(&h), [3, 5]);
        assert_eq!(m.saves(), [4, 5]);
        assert_eq!(
            m.to_hit_line(&h),
            "Side A hit on 3+, Side B on 5+ (skill +1, weight +1)."
        );
    }

    #[test]
    fn staged_melee_matches_the_one_roll_version() {
        let h = House::default();
        let hr = House::default();
        let a = unit(Size::Small, 2, Weight::Medium).named("Romans");
        let b = unit(Size::Small, 2, Weight::Medium).named("Gauls");
        let m = fight(a, b);
        // 4+ to hit both ways, 5+ saves. Romans roll 6 6 6 1 1 1 (3 hits); Gauls 4 1 1 1 1 1 (1 hit).
        let a_hit = [6, 6, 6, 1, 1, 1];
        let b_hit = [4, 1, 1, 1, 1, 1];
        assert_eq!(m.hits_scored(&h, &a_hit, &b_hit), Ok([3, 1]));
        // Gauls save 5, 1, 1 (one saved); Romans save 6 (saved).
        assert_eq!(m.hits_taken([3, 1], &[6], &[5, 1, 1]), Ok([0, 2]));
        let tests = m.break_tests([0, 2]);
        assert!(!tests[0].due(&h));
        assert!(tests[1].due(&h), "Small threshold is 2");
        assert!(!tests[1].won_combat);
        // The same fight in one roll: B's saves pair with A's dice, A's saves with B's.
        let mut faces = Vec::new();
        faces.extend(a_hit);
        faces.extend(b_hit);
        faces.extend([5, 1, 1, 1, 1, 1]);
        faces.extend([6, 1, 1, 1, 1, 1]);
        faces.extend([1, 1]);
        faces.extend([4, 4]); // Gauls: leadership 7 + 1 first test = 8; 8 gives ground.
        let out = m.resolve(&hr, &faces).unwrap();
        assert_eq!(out.hits_taken, [0, 2]);
        assert_eq!(out.winner, Some(Side::A));
        assert_eq!(out.break_tests[1].result, BreakResult::GiveGround);
        assert_eq!(out.break_tests[0].result, BreakResult::NoTest);
        assert_eq!(
            out.summary(),
            "Romans took 0 hits, Gauls 2: Romans won. Gauls gave ground."
        );
        assert_eq!(out.rule(), "ancients.melee");
        assert_eq!(m.dice_needed(&hr), Ok(DiceRequest::D6(28)));
    }

    /// The app's dice go through the same `resolve`: seeded rolls of a first-turn charge always resolve,
    /// and every unit that reached its threshold rolled a Break Test.
    #[test]
    fn rolled_dice_resolve() {
        use rand::SeedableRng;
        let hr = House::default();
        let mut m = fight(
            unit(Size::Huge, 3, Weight::Heavy).with_style(Style::Shock),
            unit(Size::Large, 1, Weight::Light).with_style(Style::Defensive),
        );
        m.first_turn = true;
        m.a.charged = true;
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(2015);
        let n = m.dice_needed(&hr).unwrap().faces() as u32;
        assert_eq!(n, 2 * (14 + 12) + 4);
        for _ in 0..500 {
            let faces = crate::dice::roll_d6s(n, &mut rng);
            let out = m.resolve(&hr, &faces).unwrap();
            for (t, hits) in out.break_tests.iter().zip(out.hits_taken) {
                assert_eq!(t.roll.is_some(), hits >= t.threshold);
            }
        }
    }

    #[test]
    fn bad_melee_input_is_refused() {
        let hr = House::default();
        let mut m = fight(
            unit(Size::Small, 2, Weight::Medium),
            unit(Size::Small, 2, Weight::Medium),
        );
        assert!(m.resolve(&hr, &[1, 2, 3]).is_err());
        assert!(m.resolve(&hr, &[7; 28]).is_err());
        m.a.unit.skill = 9;
        let e = m.odds(&hr).unwrap_err();
        assert_eq!(e.to_string(), "Skill can be at most 4 (you entered 9).");
    }

    /// Enumerates every face of a one-die-a-side melee (8 dice, 6^8 rolls) through `resolve` and checks the
    /// tallies against the forecast: hits, winner and both Break Tests.
    fn enumerate_matches_forecast(m: &MeleeInput, house: &House) {
        let dice = [1, 1];
        let f = m.forecast_with(house, dice).unwrap();
        let n = 8;
        // Whole counts, divided once at the end: summing 6^8 tiny weights would drift past 1e-12.
        let mut tests = [[0u64; 4]; 2];
        let mut on = [[0u64; 2]; 2];
        let mut wins = [0u64; 3];
        let mut faces = [1u8; 8];
        for code in 0..6usize.pow(n) {
            let mut c = code;
            for f in faces.iter_mut() {
                *f = (c % 6) as u8 + 1;
                c /= 6;
            }
            let out = m.resolve_with(house, dice, &faces).unwrap();
            for side in 0..2 {
                on[side][out.hits_taken[side] as usize] += 1;
                tests[side][out.break_tests[side].result.code() as usize] += 1;
            }
            wins[match out.winner {
                Some(Side::A) => 0,
                Some(Side::B) => 1,
                None => 2,
            }] += 1;
        }
        let p = |count: u64| count as f64 / 6f64.powi(n as i32);
        assert!((f.a_wins - p(wins[0])).abs() < 1e-12);
        assert!((f.b_wins - p(wins[1])).abs() < 1e-12);
        assert!((f.draw - p(wins[2])).abs() < 1e-12);
        for side in 0..2 {
            for (k, &count) in on[side].iter().enumerate() {
                assert!((f.hits_taken[side].p_exactly(k as i64) - p(count)).abs() < 1e-12);
            }
            for r in BreakResult::ALL {
                let counted = p(tests[side][r.code() as usize]);
                assert!(
                    (f.break_tests[side].of(r) - counted).abs() < 1e-12,
                    "side {side} {r:?}: {} vs {counted}",
                    f.break_tests[side].of(r),
                );
            }
        }
    }

    #[test]
    fn resolve_agrees_with_forecast_over_every_face() {
        // A house threshold of 1 makes one die enough to force Break Tests, so every branch is reached.
        let house = House {
            hit_thresholds: [1, 1, 1, 1],
            ..House::default()
        };
        let mut m = fight(
            unit(Size::Small, 3, Weight::Heavy),
            unit(Size::Small, 1, Weight::Light),
        );
        m.b.standing.tested_before = true;
        m.b.standing.damage_tokens = 1;
        enumerate_matches_forecast(&m, &house);
    }

    /// To-Hit and Saves, Basic Combat Mechanic: two net points of Advantage hit on 3+ and leave the other side
    /// needing 5+; Heavy saves on 4+, Medium on 5+. A veteran Heavy Medium-sized unit (8 dice) against a regular
    /// Medium one lands 8 x 4/6 x 4/6 = 32/9 hits on average and takes 8 x 2/6 x 3/6 = 4/3.
    #[test]
    fn advantage_and_saves_with_the_sources_numbers() {
        let m = fight(
            unit(Size::Medium, 3, Weight::Heavy),
            unit(Size::Medium, 2, Weight::Medium),
        );
        let f = m.forecast(&House::default()).unwrap();
        assert!((f.hits_taken[1].mean() - 32.0 / 9.0).abs() < 1e-12);
        assert!((f.hits_taken[0].mean() - 4.0 / 3.0).abs() < 1e-12);
    }

    proptest! {
        // Each case walks 6^8 rolls, so a few cases cover the branches without slowing the suite.
        #![proptest_config(ProptestConfig::with_cases(3))]

        #[test]
        fn resolve_agrees_with_odds_over_every_face(
            ka in 1u8..=4, kb in 1u8..=4, wa in 0usize..3, wb in 0usize..3,
            la in 2u8..=12, lb in 2u8..=12, tokens in 0u32..3, tested in any::<bool>(),
            threshold in 1u32..=2,
        ) {
            let house = House { hit_thresholds: [threshold; 4], ..House::default() };
            let mut m = fight(
                unit(Size::Small, ka, Weight::ALL[wa]).with_leadership(la),
                unit(Size::Small, kb, Weight::ALL[wb]).with_leadership(lb),
            );
            m.a.standing.tested_before = tested;
            m.b.standing.damage_tokens = tokens;
            enumerate_matches_forecast(&m, &house);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn melee_odds_are_distributions(
            sa in 0usize..4, sb in 0usize..4, ka in 1u8..=4, kb in 1u8..=4,
            wa in 0usize..3, wb in 0usize..3, first in any::<bool>(),
            la in 2u8..=12, lb in 2u8..=12, tokens in 0u32..3,
        ) {
            let h = House::default();
            let hr = House::default();
            let mut m = fight(
                unit(Size::ALL[sa], ka, Weight::ALL[wa]).with_leadership(la).with_style(Style::Shock),
                unit(Size::ALL[sb], kb, Weight::ALL[wb]).with_leadership(lb).with_style(Style::Defensive),
            );
            m.first_turn = first;
            m.a.charged = true;
            m.b.standing.damage_tokens = tokens;
            let f = m.forecast(&h).unwrap();
            prop_assert!((f.a_wins + f.draw + f.b_wins - 1.0).abs() < 1e-12);
            for side in 0..2 {
                prop_assert!((f.hits_taken[side].total_probability() - 1.0).abs() < 1e-12);
                prop_assert!((f.break_tests[side].total() - 1.0).abs() < 1e-12);
                prop_assert!((1.0 - f.break_tests[side].no_test - f.reach_threshold[side]).abs() < 1e-12);
            }
            let margin = m.odds(&hr).unwrap();
            prop_assert!((margin.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!((margin.p_at_least(1) - f.a_wins).abs() < 1e-12);
        }
    }
}
