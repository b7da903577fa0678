//! A melee of more than two units (Number of Dice, Basic Combat Mechanic, Ancients): a unit fighting more than
//! one opponent splits its dice among them as it likes. Each share of dice rolls at its own target with the
//! to-hit numbers of that pair's Advantage; the target saves by its weight. The side whose units took fewer hits
//! in all wins the combat, and every unit tests on its own hits.
//!
//! A fight of one unit a side is the same fight as `melee::MeleeInput`, rolled in the same face order.

use serde::{Deserialize, Serialize};

use super::House;
use super::advantage::advantage;
use super::attack::{
    hits_after_saves, hits_scored, melee_dice, p_lands, save_for, score_text, unsaved,
};
use super::break_test::{BreakOdds, BreakTestInput, BreakTestOutcome, Cause};
use super::melee::{Combatant, RULE, Side, first_turn_bonus};
use crate::dice::TwoD6;
use crate::error::{Problem, RulesError, check_range};
use crate::mechanism::staged::{Progress, Reader, played, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;

/// The most units one side may bring into a single melee here.
pub const MAX_UNITS_A_SIDE: usize = 4;

/// The most dice one unit can roll in melee (Melee dice: a Huge unit's pool with the first-turn bonus), so the
/// most that any one share of its dice can hold.
pub const MAX_DICE_A_UNIT: u32 = super::attack::MELEE_DICE[super::attack::MELEE_DICE.len() - 1]
    + super::attack::FIRST_TURN_BONUS_DICE;

/// Several units fighting each other at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupMelee {
    pub a: Vec<Combatant>,
    pub b: Vec<Combatant>,
    /// Whether this is the first turn of a new fight, when Shock and Defensive units gain dice.
    #[serde(default)]
    pub first_turn: bool,
    /// How each unit of side A shares its dice: `a_dice[i][j]` dice from A's unit `i` at B's unit `j`. Each row
    /// must add up to the unit's dice (`GroupMelee::dice`); 0 for an enemy it is not fighting.
    pub a_dice: Vec<Vec<u32>>,
    /// How each unit of side B shares its dice among A's units, likewise.
    pub b_dice: Vec<Vec<u32>>,
}

/// One share of dice: a unit of one side rolling at a unit of the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Attack {
    side: Side,
    from: usize,
    at: usize,
    dice: u32,
    to_hit: u8,
    save: u8,
}

/// The exact forecast of a group melee.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GroupForecast {
    /// Dice each unit rolls, first-turn bonus included: side A's units, then side B's.
    pub dice: [Vec<u32>; 2],
    /// Hits each unit takes after its saves.
    pub hits_taken: [Vec<Distribution>; 2],
    pub a_wins: f64,
    pub draw: f64,
    pub b_wins: f64,
    /// Each unit's Break Test, over the joint result of every unit's dice (which side won matters).
    pub break_tests: [Vec<BreakOdds>; 2],
}

/// A group melee as rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupOutcome {
    pub names: [Vec<String>; 2],
    /// Hits each unit took after its saves.
    pub hits_taken: [Vec<u32>; 2],
    /// Hits each side took in all: the side with fewer won.
    pub totals: [u32; 2],
    pub winner: Option<Side>,
    pub break_tests: [Vec<BreakTestOutcome>; 2],
}

impl Explained for GroupOutcome {
    fn summary(&self) -> String {
        let side = |i: usize| {
            let each: Vec<String> = self.names[i]
                .iter()
                .zip(&self.hits_taken[i])
                .map(|(n, h)| format!("{n} {h}"))
                .collect();
            let n = self.totals[i];
            format!(
                "{n} hit{} ({})",
                if n == 1 { "" } else { "s" },
                each.join(", ")
            )
        };
        let mut line = format!("Side A took {}, side B {}", side(0), side(1));
        line.push_str(match self.winner {
            Some(Side::A) => ": side A won.",
            Some(Side::B) => ": side B won.",
            None => ": a draw.",
        });
        for (names, tests) in self.names.iter().zip(&self.break_tests) {
            for (name, test) in names.iter().zip(tests) {
                if test.roll.is_some() {
                    line.push_str(&format!(" {name} {}.", test.result.describe()));
                }
            }
        }
        line
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

fn index(side: Side) -> usize {
    match side {
        Side::A => 0,
        Side::B => 1,
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::A => Side::B,
        Side::B => Side::A,
    }
}

impl GroupMelee {
    /// A group melee in which every unit shares its dice as evenly as it can among all the enemy units, the
    /// first ones taking any odd dice: a starting split for the player to change.
    pub fn even_split(a: Vec<Combatant>, b: Vec<Combatant>, first_turn: bool) -> GroupMelee {
        let share = |own: &[Combatant], enemies: usize| -> Vec<Vec<u32>> {
            own.iter()
                .map(|c| {
                    let n = melee_dice(c.unit.size) + first_turn_bonus(c, first_turn);
                    let k = enemies.max(1) as u32;
                    (0..enemies as u32)
                        .map(|j| n / k + u32::from(j < n % k))
                        .collect()
                })
                .collect()
        };
        GroupMelee {
            a_dice: share(&a, b.len()),
            b_dice: share(&b, a.len()),
            a,
            b,
            first_turn,
        }
    }

    fn units(&self, side: Side) -> &[Combatant] {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }

    fn split(&self, side: Side) -> &[Vec<u32>] {
        match side {
            Side::A => &self.a_dice,
            Side::B => &self.b_dice,
        }
    }

    /// Dice each unit rolls in all, first-turn bonus included: side A's units, then side B's.
    pub fn dice(&self) -> [Vec<u32>; 2] {
        [Side::A, Side::B].map(|s| {
            self.units(s)
                .iter()
                .map(|c| melee_dice(c.unit.size) + first_turn_bonus(c, self.first_turn))
                .collect()
        })
    }

    fn names(&self) -> [Vec<String>; 2] {
        [("A", &self.a), ("B", &self.b)].map(|(s, units)| {
            units
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let fallback = format!("Side {s} unit {}", i + 1);
                    c.unit.label(&fallback).to_string()
                })
                .collect()
        })
    }

    /// Checks the units and that every unit's shares add up to its dice.
    pub fn validate(&self, house: &House) -> Result<(), RulesError> {
        house.validate()?;
        let dice = self.dice();
        let names = self.names();
        for side in [Side::A, Side::B] {
            let units = self.units(side);
            let label = if side == Side::A { "side A" } else { "side B" };
            if units.is_empty() || units.len() > MAX_UNITS_A_SIDE {
                return Err(RulesError::from(Problem::NotAllowed {
                    rule: RULE,
                    why: format!(
                        "A melee needs 1 to {MAX_UNITS_A_SIDE} units on {label}; it has {}.",
                        units.len()
                    ),
                }));
            }
            let enemies = self.units(other(side)).len();
            let split = self.split(side);
            if split.len() != units.len() {
                return Err(RulesError::from(Problem::NotAllowed {
                    rule: RULE,
                    why: format!("Every unit on {label} needs its share of dice."),
                }));
            }
            for (i, c) in units.iter().enumerate() {
                c.unit.validate(house)?;
                c.validate()?;
                let row = &split[i];
                let name = &names[index(side)][i];
                if row.len() != enemies {
                    return Err(RulesError::from(Problem::NotAllowed {
                        rule: RULE,
                        why: format!(
                            "{name} must give a number of dice for each of the {enemies} enemy units."
                        ),
                    }));
                }
                let given: u64 = row.iter().map(|&d| u64::from(d)).sum();
                let has = dice[index(side)][i];
                if given != u64::from(has) {
                    return Err(RulesError::from(Problem::NotAllowed {
                        rule: RULE,
                        why: format!(
                            "{name} rolls {has} dice and must share out all of them; the shares add up to {given}."
                        ),
                    }));
                }
            }
        }
        Ok(())
    }

    /// Every share of dice with its to-hit and save numbers: side A's units first, each at B's units in order,
    /// then side B's. This is also the order of the dice in `resolve`.
    fn attacks(&self, house: &House) -> Vec<Attack> {
        let mut out = Vec::new();
        for side in [Side::A, Side::B] {
            let (own, enemy) = (self.units(side), self.units(other(side)));
            for (i, row) in self.split(side).iter().enumerate() {
                for (j, &dice) in row.iter().enumerate() {
                    let (me, them) = (&own[i], &enemy[j]);
                    let adv = advantage(&me.unit, me.engaging, &them.unit, them.engaging, house);
                    out.push(Attack {
                        side,
                        from: i,
                        at: j,
                        dice,
                        to_hit: adv.to_hit().0,
                        save: save_for(them.unit.weight),
                    });
                }
            }
        }
        out
    }

    /// The Break Test each unit takes for `hits` when its side did or did not win.
    fn break_test(&self, side: Side, i: usize, hits: u32, won: bool) -> BreakTestInput {
        let c = &self.units(side)[i];
        BreakTestInput {
            unit: c.unit.clone(),
            standing: c.standing,
            hits,
            won_combat: won,
            cause: Cause::Melee,
        }
    }

    /// The winner from the hits each side took in all.
    pub fn winner(totals: [u32; 2]) -> Option<Side> {
        match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Less => Some(Side::A),
            std::cmp::Ordering::Greater => Some(Side::B),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The exact forecast. Melee, Basic Combat Mechanic, Ancients.
    pub fn forecast(&self, house: &House) -> Result<GroupForecast, RulesError> {
        self.validate(house)?;
        let attacks = self.attacks(house);
        // Hits on each unit: the sum of the shares aimed at it, each landing independently.
        let hits: [Vec<Distribution>; 2] = [Side::A, Side::B].map(|side| {
            (0..self.units(side).len())
                .map(|i| {
                    attacks
                        .iter()
                        .filter(|k| k.side == other(side) && k.at == i)
                        .fold(Distribution::certain(0), |d, k| {
                            d.add(&hits_after_saves(k.dice, k.to_hit, Some(k.save)))
                        })
                })
                .collect()
        });
        let total = |v: &[Distribution]| v.iter().fold(Distribution::certain(0), |d, x| d.add(x));
        let totals = [total(&hits[0]), total(&hits[1])];
        let (mut a_wins, mut draw, mut b_wins) = (0.0, 0.0, 0.0);
        for (ta, pa) in totals[0].points() {
            for (tb, pb) in totals[1].points() {
                match GroupMelee::winner([ta as u32, tb as u32]) {
                    Some(Side::A) => a_wins += pa * pb,
                    Some(Side::B) => b_wins += pa * pb,
                    None => draw += pa * pb,
                }
            }
        }
        let mut break_tests: [Vec<BreakOdds>; 2] = [Vec::new(), Vec::new()];
        for side in [Side::A, Side::B] {
            let s = index(side);
            let enemy_total = &totals[1 - s];
            for (i, own) in hits[s].iter().enumerate() {
                // The rest of this side's hits, besides this unit's own.
                let rest = hits[s]
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != i)
                    .fold(Distribution::certain(0), |d, (_, x)| d.add(x));
                let mut odds = BreakOdds::default();
                for (h, ph) in own.points() {
                    // The side wins when its hits in all are fewer than the enemy's.
                    let p_won: f64 = rest
                        .points()
                        .map(|(r, pr)| pr * enemy_total.p_at_least(h + r + 1))
                        .sum();
                    let won = self.break_test(side, i, h as u32, true).break_odds(house)?;
                    let lost = self
                        .break_test(side, i, h as u32, false)
                        .break_odds(house)?;
                    odds.add_weighted(ph * p_won, &won);
                    odds.add_weighted(ph * (1.0 - p_won), &lost);
                }
                break_tests[s].push(odds);
            }
        }
        Ok(GroupForecast {
            dice: self.dice(),
            hits_taken: hits,
            a_wins,
            draw,
            b_wins,
            break_tests,
        })
    }

    /// The chance one die of a share becomes a hit that is not saved, for showing the player each share.
    pub fn p_lands_per_die(&self, house: &House) -> Result<[Vec<Vec<f64>>; 2], RulesError> {
        self.validate(house)?;
        let attacks = self.attacks(house);
        Ok([Side::A, Side::B].map(|side| {
            self.split(side)
                .iter()
                .enumerate()
                .map(|(i, row)| {
                    (0..row.len())
                        .map(|j| {
                            attacks
                                .iter()
                                .find(|k| k.side == side && k.from == i && k.at == j)
                                .map_or(0.0, |k| p_lands(k.to_hit, Some(k.save)))
                        })
                        .collect()
                })
                .collect()
        }))
    }
}

impl GroupMelee {
    /// Works through the faces stage by stage, in the order a player rolls them: each share's to-hit dice
    /// (side A's units, each at B's units in order, then side B's), then each unit's saves, one per hit scored on
    /// it (side A's units first), then a Break Test 2d6 for each unit that must test, side A's first. With one
    /// unit a side these are `MeleeInput`'s stages.
    fn play(&self, house: &House, faces: &[u8]) -> Result<Progress<GroupOutcome>, RulesError> {
        self.validate(house)?;
        let attacks = self.attacks(house);
        let names = self.names();
        let mut r = Reader::new(faces)?;
        // Hits scored on each unit, before its saves.
        let mut scored: [Vec<u32>; 2] = [vec![0; self.a.len()], vec![0; self.b.len()]];
        for k in &attacks {
            let dice = take_or_need!(
                r,
                DiceRequest::D6(k.dice),
                format!(
                    "{} at {}: to-hit dice ({})",
                    names[index(k.side)][k.from],
                    names[index(other(k.side))][k.at],
                    score_text(k.to_hit)
                )
            );
            scored[index(other(k.side))][k.at] += hits_scored(dice, k.to_hit)?;
        }
        let mut hits: [Vec<u32>; 2] = [vec![0; self.a.len()], vec![0; self.b.len()]];
        for side in [Side::A, Side::B] {
            let s = index(side);
            for (i, c) in self.units(side).iter().enumerate() {
                let save = save_for(c.unit.weight);
                let dice = take_or_need!(
                    r,
                    DiceRequest::D6(scored[s][i]),
                    format!("{}: saves, one per hit ({})", names[s][i], score_text(save))
                );
                hits[s][i] = unsaved(scored[s][i], dice, save)?;
            }
        }
        let totals = [hits[0].iter().sum(), hits[1].iter().sum()];
        let winner = GroupMelee::winner(totals);
        let mut break_tests: [Vec<BreakTestOutcome>; 2] = [Vec::new(), Vec::new()];
        for side in [Side::A, Side::B] {
            let s = index(side);
            for (i, &h) in hits[s].iter().enumerate() {
                let test = self.break_test(side, i, h, winner == Some(side));
                let total = if test.due(house) {
                    let pair = take_or_need!(
                        r,
                        DiceRequest::TwoD6(1),
                        format!("{}: Break Test, 2d6", names[s][i])
                    );
                    Some(TwoD6::from_faces(pair[0], pair[1])?.total())
                } else {
                    None
                };
                break_tests[s].push(test.resolve_total(house, total)?);
            }
        }
        r.finish(GroupOutcome {
            names,
            hits_taken: hits,
            totals,
            winner,
            break_tests,
        })
    }
}

impl Mechanism for GroupMelee {
    type House<'h> = &'h House;
    type Outcome = GroupOutcome;

    /// The margin of victory: hits side B took minus hits side A took (positive when side A wins).
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let f = self.forecast(house)?;
        let sum = |v: &[Distribution]| v.iter().fold(Distribution::certain(0), |d, x| d.add(x));
        Ok(sum(&f.hits_taken[1]).add(&sum(&f.hits_taken[0]).map(|v| -v)))
    }

    played!(&House);
}

played!(Staged for GroupMelee, &House);

/// Checks a number of units against the limit, for screens that let the player add units to a melee.
pub fn check_units(units: usize) -> Result<(), RulesError> {
    check_range(
        "Units on one side",
        units as i64,
        1,
        MAX_UNITS_A_SIDE as i64,
    )
}

#[cfg(test)]
mod tests {
    /// Melee dice: a Huge unit rolls 12, and 2 more in the first turn of a fight, so no share exceeds 14.
    #[test]
    fn a_share_holds_at_most_fourteen_dice() {
        assert_eq!(MAX_DICE_A_UNIT, 14);
    }

    use super::*;
    use crate::ancients::melee::MeleeInput;
    use crate::ancients::unit::{Formation, Size, Style, Unit, UnitType, Weight};
    use crate::mechanism::Staged;
    use proptest::prelude::*;

    fn unit(size: Size, skill: u8, weight: Weight, name: &str) -> Combatant {
        Combatant::new(
            Unit::new(
                size,
                skill,
                weight,
                UnitType::Infantry,
                Formation::Formed,
                &House::default(),
            )
            .named(name),
        )
    }

    /// Number of Dice, Basic Combat Mechanic: with more than one opponent, a unit shares out its dice as it
    /// chooses. A Large unit (10 dice) against two Small ones (6 dice each) may put 7 on one and 3 on the other;
    /// evenly matched, each die hits on 4+ and Medium saves on 5+, so a die lands 1/2 x 2/3 = 1/3 of the time:
    /// the two Small units expect 7/3 and 1 hit, and the Large unit 12/3 = 4.
    #[test]
    fn a_unit_splits_its_dice_among_two_opponents() {
        let h = House::default();
        let mut m = GroupMelee::even_split(
            vec![unit(Size::Large, 2, Weight::Medium, "Legion")],
            vec![
                unit(Size::Small, 2, Weight::Medium, "Gauls"),
                unit(Size::Small, 2, Weight::Medium, "Germans"),
            ],
            false,
        );
        assert_eq!(m.a_dice, vec![vec![5, 5]]);
        assert_eq!(m.b_dice, vec![vec![6], vec![6]]);
        m.a_dice = vec![vec![7, 3]];
        let f = m.forecast(&h).unwrap();
        assert_eq!(f.dice, [vec![10], vec![6, 6]]);
        assert!((f.hits_taken[1][0].mean() - 7.0 / 3.0).abs() < 1e-12);
        assert!((f.hits_taken[1][1].mean() - 1.0).abs() < 1e-12);
        assert!((f.hits_taken[0][0].mean() - 4.0).abs() < 1e-12);
        assert!((f.a_wins + f.draw + f.b_wins - 1.0).abs() < 1e-12);
        for t in f.break_tests.iter().flatten() {
            assert!((t.total() - 1.0).abs() < 1e-12);
        }
        // Every die must be shared out.
        m.a_dice = vec![vec![7, 2]];
        assert_eq!(
            m.forecast(&h).unwrap_err().to_string(),
            "Legion rolls 10 dice and must share out all of them; the shares add up to 9."
        );
    }

    /// One unit a side is the two-unit melee: the same forecast, and the same result for the same faces.
    #[test]
    fn one_against_one_is_the_ordinary_melee() {
        let h = House::default();
        let a = unit(Size::Small, 3, Weight::Heavy, "Romans");
        let mut b = unit(Size::Small, 1, Weight::Light, "Gauls");
        b.unit.style = Style::Defensive;
        let pair = MeleeInput {
            a: a.clone(),
            b: b.clone(),
            first_turn: true,
        };
        let group = GroupMelee::even_split(vec![a], vec![b], true);
        let (f1, f2) = (pair.forecast(&h).unwrap(), group.forecast(&h).unwrap());
        assert!((f1.a_wins - f2.a_wins).abs() < 1e-12);
        assert!((f1.draw - f2.draw).abs() < 1e-12);
        for s in 0..2 {
            for r in crate::ancients::break_test::BreakResult::ALL {
                assert!((f1.break_tests[s].of(r) - f2.break_tests[s][0].of(r)).abs() < 1e-12);
            }
        }
        // Roll stage by stage: both ask for the same dice at every stage, and read the same faces alike.
        let mut faces: Vec<u8> = Vec::new();
        while let Some(stage) = pair.next_stage(&h, &faces).unwrap() {
            assert_eq!(
                Some(stage.dice),
                group.next_stage(&h, &faces).unwrap().map(|s| s.dice)
            );
            let n = faces.len();
            faces.extend((n..n + stage.dice.faces()).map(|i| (i * 5 % 6 + 1) as u8));
        }
        assert_eq!(group.next_stage(&h, &faces).unwrap(), None);
        let (o1, o2) = (
            pair.resolve(&h, &faces).unwrap(),
            group.resolve(&h, &faces).unwrap(),
        );
        assert_eq!(o1.hits_taken, [o2.hits_taken[0][0], o2.hits_taken[1][0]]);
        assert_eq!(o1.winner, o2.winner);
        assert_eq!(o1.break_tests[0], o2.break_tests[0][0]);
        assert_eq!(o1.break_tests[1], o2.break_tests[1][0]);
    }

    /// Resolution, Basic Combat Mechanic: the winning side is the one that took fewer hits in all, so a unit
    /// that took the most hits on its side still tests with the +1 for winning when its side won.
    #[test]
    fn the_side_with_fewer_hits_in_all_wins() {
        let h = House::default();
        let m = GroupMelee {
            a: vec![
                unit(Size::Small, 2, Weight::Medium, "Hastati"),
                unit(Size::Small, 2, Weight::Medium, "Principes"),
            ],
            b: vec![unit(Size::Huge, 2, Weight::Medium, "Warband")],
            first_turn: false,
            a_dice: vec![vec![6], vec![6]],
            b_dice: vec![vec![12, 0]],
        };
        // Evenly matched: 4+ to hit, 5+ to save. Every die of the two Small units (6 each) hits the Warband and
        // every save fails: 12 hits on side B. The Warband's 12 dice all go at the Hastati and all miss.
        let mut faces = vec![6; 12]; // A's to-hit, Hastati's share then Principes': all hit on 4+
        faces.extend([1; 12]); // the Warband's to-hit at the Hastati: all miss (none at the Principes)
        faces.extend([1; 12]); // the Warband's saves, one per hit: all fail
        faces.extend([3, 3]); // the Warband's Break Test; the Roman units took no hits and need none
        let o = m.resolve(&h, &faces).unwrap();
        assert_eq!(o.totals, [0, 12]);
        assert_eq!(o.winner, Some(Side::A));
        assert_eq!(o.break_tests[1][0].hits, 12);
        assert!(
            o.summary()
                .starts_with("Side A took 0 hits (Hastati 0, Principes 0), side B 12")
        );
    }

    #[test]
    fn bad_groups_are_refused() {
        let h = House::default();
        let u = || unit(Size::Small, 2, Weight::Medium, "");
        let empty = GroupMelee::even_split(vec![], vec![u()], false);
        assert!(empty.forecast(&h).is_err());
        let crowd = GroupMelee::even_split(vec![u(); 5], vec![u()], false);
        assert!(crowd.forecast(&h).is_err());
        let mut short = GroupMelee::even_split(vec![u(), u()], vec![u()], false);
        short.b_dice = vec![vec![6]];
        assert_eq!(
            short.forecast(&h).unwrap_err().to_string(),
            "Side B unit 1 must give a number of dice for each of the 2 enemy units."
        );
        assert!(check_units(0).is_err() && check_units(4).is_ok());
        let ok = GroupMelee::even_split(vec![u()], vec![u()], false);
        assert!(ok.resolve(&h, &[1, 2]).is_err());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Forecasts are distributions, and the margin agrees with the chance side A wins.
        #[test]
        fn forecasts_are_distributions(
            na in 1usize..=3, nb in 1usize..=2, sizes in proptest::collection::vec(0usize..4, 5),
            skills in proptest::collection::vec(1u8..=4, 5), first in any::<bool>(),
        ) {
            let h = House::default();
            let make = |k: usize| unit(Size::ALL[sizes[k]], skills[k], Weight::Medium, "");
            let m = GroupMelee::even_split((0..na).map(make).collect(), (na..na + nb).map(make).collect(), first);
            let f = m.forecast(&h).unwrap();
            prop_assert!((f.a_wins + f.draw + f.b_wins - 1.0).abs() < 1e-9);
            for t in f.break_tests.iter().flatten() {
                prop_assert!((t.total() - 1.0).abs() < 1e-9);
            }
            let margin = m.odds(&h).unwrap();
            prop_assert!((margin.p_at_least(1) - f.a_wins).abs() < 1e-9);
        }
    }
}
