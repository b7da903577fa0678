//! Melee between two units (Basic Combat Mechanic, Ancients): both roll dice by size at once, Advantage sets
//! the to-hit numbers, each side saves by weight, the side that took fewer hits wins, and any unit whose hits
//! reach its threshold takes a Break Test.
//!
//! The dice come in stages (`Staged`): both sides' to-hit dice, then a save die for each hit taken, then each
//! unit's Break Test 2d6 if it is due; the order is documented on `Staged::next_stage` below.

use serde::{Deserialize, Serialize};

use super::House;
use super::advantage::{Advantage, Position, advantage};
use super::attack::{
    FIRST_TURN_BONUS_DICE, hits_after_saves, hits_scored, melee_dice, save_for, score_text, unsaved,
};
use super::break_test::{BreakOdds, BreakTestInput, BreakTestOutcome, Cause};
use super::unit::{Formation, Size, Standing, Style, Unit, UnitType, Weight};
use crate::dice::TwoD6;
use crate::error::{Problem, RulesError};
use crate::mechanism::staged::{Progress, Reader, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism, Stage, Staged};
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
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE,
                why: format!(
                    "{} either charged or counter-charged, not both.",
                    self.unit.label("The unit")
                ),
            }));
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

    /// The hits each side takes after saving. `a_saves` are A's save dice, one per hit B scored;
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

    /// Each unit's Break Test for the hits taken; each needs 2d6 only if its test is due.
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

    pub(crate) fn forecast_with(
        &self,
        house: &House,
        dice: [u32; 2],
    ) -> Result<MeleeForecast, RulesError> {
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

    /// Reads the faces stage by stage (see `Staged::next_stage`), with `dice` to-hit dice a side.
    pub(crate) fn play(
        &self,
        house: &House,
        dice: [u32; 2],
        faces: &[u8],
    ) -> Result<Progress<MeleeOutcome>, RulesError> {
        self.validate(house)?;
        let names = self.names();
        let to_hit = self.to_hit(house);
        let saves = self.saves();
        let mut r = Reader::new(faces)?;
        let mut scored = [0; 2];
        for k in 0..2 {
            let hit = take_or_need!(
                r,
                DiceRequest::D6(dice[k]),
                format!("{}: to-hit dice ({})", names[k], score_text(to_hit[k]))
            );
            scored[k] = hits_scored(hit, to_hit[k])?;
        }
        // Each side saves the hits the other scored.
        let a_saves = take_or_need!(
            r,
            DiceRequest::D6(scored[1]),
            format!(
                "{}: saves, one per hit ({})",
                names[0],
                score_text(saves[0])
            )
        );
        let b_saves = take_or_need!(
            r,
            DiceRequest::D6(scored[0]),
            format!(
                "{}: saves, one per hit ({})",
                names[1],
                score_text(saves[1])
            )
        );
        let taken = self.hits_taken(scored, a_saves, b_saves)?;
        let tests = self.break_tests(taken);
        let mut totals = [None; 2];
        for k in 0..2 {
            if tests[k].due(house) {
                let pair = take_or_need!(
                    r,
                    DiceRequest::TwoD6(1),
                    format!("{}: Break Test, 2d6", names[k])
                );
                totals[k] = Some(TwoD6::from_faces(pair[0], pair[1])?.total());
            }
        }
        let [test_a, test_b] = tests;
        r.finish(MeleeOutcome {
            advantage: self.advantage(house),
            to_hit,
            scored,
            hits_taken: taken,
            winner: MeleeInput::winner(taken),
            break_tests: [
                test_a.resolve_total(house, totals[0])?,
                test_b.resolve_total(house, totals[1])?,
            ],
            names,
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

    /// The first stage: side A's to-hit dice.
    fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
        self.next_dice(house, &[])
    }

    /// The margin of victory: hits B took minus hits A took (positive when A wins).
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let f = self.forecast(house)?;
        let against_a = f.hits_taken[0].map(|v| -v);
        Ok(f.hits_taken[1].add(&against_a))
    }

    fn resolve(&self, house: &House, faces: &[u8]) -> Result<MeleeOutcome, RulesError> {
        self.play(house, self.dice(), faces)?.outcome(faces.len())
    }
}

impl Staged for MeleeInput {
    /// The stages, in order: A's to-hit dice, B's to-hit dice, A's saves (one per hit B scored), B's saves
    /// (one per hit A scored), then A's and B's Break Test 2d6, each only if that unit's test is due. A stage
    /// with no dice (no hits to save) is skipped.
    fn next_stage(&self, house: &House, faces: &[u8]) -> Result<Option<Stage>, RulesError> {
        Ok(self.play(house, self.dice(), faces)?.next())
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

    /// Melee, Basic Combat Mechanic, Ancients: two Small units (6 dice each), 4+ to hit both ways, 5+ saves, rolled
    /// stage by stage as the player would.
    #[test]
    fn melee_is_rolled_stage_by_stage() {
        let h = House::default();
        let a = unit(Size::Small, 2, Weight::Medium).named("Romans");
        let b = unit(Size::Small, 2, Weight::Medium).named("Gauls");
        let m = fight(a, b);
        let stage = |faces: &[u8]| m.next_stage(&h, faces).unwrap();
        assert_eq!(
            stage(&[]),
            Some(Stage::new(DiceRequest::D6(6), "Romans: to-hit dice (4+)"))
        );
        assert_eq!(m.dice_needed(&h), Ok(DiceRequest::D6(6)));
        // Romans roll 6 6 6 1 1 1 (3 hits); Gauls 4 1 1 1 1 1 (1 hit).
        let mut faces = vec![6, 6, 6, 1, 1, 1];
        assert_eq!(
            stage(&faces),
            Some(Stage::new(DiceRequest::D6(6), "Gauls: to-hit dice (4+)"))
        );
        faces.extend([4, 1, 1, 1, 1, 1]);
        // The Romans save the Gauls' one hit with a 6; the Gauls save the Romans' three with 5, 1, 1.
        assert_eq!(
            stage(&faces),
            Some(Stage::new(
                DiceRequest::D6(1),
                "Romans: saves, one per hit (5+)"
            ))
        );
        faces.push(6);
        assert_eq!(
            stage(&faces),
            Some(Stage::new(
                DiceRequest::D6(3),
                "Gauls: saves, one per hit (5+)"
            ))
        );
        faces.extend([5, 1, 1]);
        // The Romans took no hit; the Gauls took 2, their Small threshold, so only they test.
        assert_eq!(
            stage(&faces),
            Some(Stage::new(DiceRequest::TwoD6(1), "Gauls: Break Test, 2d6"))
        );
        // Leadership 7 + 1 for a first test = 8; a roll of 8 gives ground.
        faces.extend([4, 4]);
        assert_eq!(stage(&faces), None);
        let out = m.resolve(&h, &faces).unwrap();
        assert_eq!(out.scored, [3, 1]);
        assert_eq!(out.hits_taken, [0, 2]);
        assert_eq!(out.winner, Some(Side::A));
        assert_eq!(out.break_tests[1].result, BreakResult::GiveGround);
        assert_eq!(out.break_tests[0].result, BreakResult::NoTest);
        assert_eq!(
            out.summary(),
            "Romans took 0 hits, Gauls 2: Romans won. Gauls gave ground."
        );
        assert_eq!(out.rule(), "ancients.melee");
        assert!(
            m.resolve(&h, &faces[..16]).is_err(),
            "the Break Test is missing"
        );
    }

    /// The app's dice go through the same `resolve`: seeded rolls of a first-turn charge (14 dice against 12)
    /// always resolve, and every unit that reached its threshold rolled a Break Test.
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
        assert_eq!(m.dice_needed(&hr), Ok(DiceRequest::D6(14)));
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(2015);
        for _ in 0..500 {
            let mut faces = Vec::new();
            while let Some(s) = m.next_stage(&hr, &faces).unwrap() {
                faces.extend(crate::dice::roll_d6s(s.dice.faces() as u32, &mut rng));
            }
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
        assert!(m.resolve(&hr, &[7; 12]).is_err());
        m.a.unit.skill = 9;
        let e = m.odds(&hr).unwrap_err();
        assert_eq!(e.to_string(), "Skill can be at most 4 (you entered 9).");
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
