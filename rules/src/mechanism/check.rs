//! The one conformance check every mechanism runs (the crate's `conformance` tests list them all): its odds are a
//! distribution (they sum to 1), `resolve` over every way the dice can fall agrees with `odds` exactly, and
//! the dice it asks for are exactly the dice `resolve` reads: fewer is an error, more is an error.
//!
//! Staged mechanisms are walked stage by stage, each sequence of faces weighted by its chance, so a stage that
//! depends on the faces before it (a survival die per man hit) is enumerated as the player would roll it.

use std::collections::BTreeMap;

use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Mechanism, Staged};
use crate::odds::Distribution;

/// The most complete rolls one check walks: inputs for the check are kept small enough to stay under it.
pub(crate) const MAX_ROLLS: u64 = 3_000_000;

/// What one number of the outcome is checked against: its name for messages, how to read it off an outcome
/// (`None` for a roll the rules throw away, such as a cup shot that must be rolled again), and its exact odds.
pub(crate) struct Reading<'a, O> {
    pub what: &'a str,
    pub value: &'a dyn Fn(&O) -> Option<i64>,
    pub odds: Distribution,
}

/// Checks a mechanism rolled in one go: `odds` against `value` read off every outcome.
pub(crate) fn mechanism<M: Mechanism>(
    m: &M,
    house: M::House<'_>,
    value: impl Fn(&M::Outcome) -> Option<i64>,
) {
    let odds = m.odds(house).expect("the check's input is valid");
    let first = m.dice_needed(house).expect("the check's input is valid");
    let next = |faces: &[u8]| (faces.is_empty() && first.faces() > 0).then_some(first);
    let reading = Reading {
        what: "odds",
        value: &value,
        odds,
    };
    walk_and_compare(&next, &|f| m.resolve(house, f), &[reading]);
}

/// Checks a staged mechanism against its own `odds`, and `dice_needed` against its first stage.
pub(crate) fn staged<M: Staged>(m: &M, house: M::House<'_>, value: impl Fn(&M::Outcome) -> i64) {
    let odds = m.odds(house).expect("the check's input is valid");
    let value = |o: &M::Outcome| Some(value(o));
    staged_readings(
        m,
        house,
        &[Reading {
            what: "odds",
            value: &value,
            odds,
        }],
    );
}

/// Checks a staged mechanism against several readings at once (a melee's margin, its winner and each side's
/// Break Test), walking its rolls only once.
pub(crate) fn staged_readings<M: Staged>(
    m: &M,
    house: M::House<'_>,
    readings: &[Reading<'_, M::Outcome>],
) {
    let first = m.dice_needed(house).expect("the check's input is valid");
    let stage = m
        .next_stage(house, &[])
        .expect("the check's input is valid");
    assert_eq!(
        first,
        stage.as_ref().map_or(DiceRequest::Nothing, |s| s.dice),
        "dice_needed is the first stage"
    );
    let next = |faces: &[u8]| {
        let stage = m
            .next_stage(house, faces)
            .expect("faces the check rolled are valid");
        if let Some(s) = &stage {
            assert!(!s.what.is_empty(), "every stage says what it is for");
        }
        stage.map(|s| s.dice)
    };
    walk_and_compare(&next, &|f| m.resolve(house, f), readings);
}

/// Checks a staged mechanism too big to walk (a 200-man volley): `rolls` seeded rolls, each stage asked for
/// and read in turn, `resolve` refusing the faces before each stage and any die after the last, and every
/// result one the odds give a chance.
pub(crate) fn staged_sampled<M: Staged>(
    m: &M,
    house: M::House<'_>,
    value: impl Fn(&M::Outcome) -> i64,
    rolls: u32,
) {
    use rand::{Rng, SeedableRng};
    let odds = m.odds(house).expect("the check's input is valid");
    let total = odds.total_probability();
    assert!((total - 1.0).abs() < 1e-12, "odds sum to {total}");
    let first = m.next_dice(house, &[]).expect("the check's input is valid");
    assert_eq!(
        m.dice_needed(house),
        Ok(first),
        "dice_needed is the first stage"
    );
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(15);
    for _ in 0..rolls {
        let mut faces = Vec::new();
        while let Some(stage) = m.next_stage(house, &faces).expect("rolled faces are valid") {
            assert!(
                stage.dice.faces() > 0 && !stage.what.is_empty(),
                "{stage:?}"
            );
            assert!(m.resolve(house, &faces).is_err(), "{stage:?} is not read");
            let top = if matches!(stage.dice, DiceRequest::Coins(_)) {
                2
            } else {
                6
            };
            faces.extend((0..stage.dice.faces()).map(|_| rng.random_range(1..=top)));
        }
        let outcome = m.resolve(house, &faces).expect("a complete roll resolves");
        let v = value(&outcome);
        assert!(odds.p_exactly(v) > 0.0, "{v} came up but has no odds");
        faces.push(1);
        assert!(
            m.resolve(house, &faces).is_err(),
            "a die nobody asked for is read"
        );
    }
}

/// How many rolls of each value came up, by how many d6 and coins they took: whole counts, so that adding up
/// millions of tiny chances cannot drift; each count is weighed once at the end.
type Tally = BTreeMap<(i64, u32, u32), u64>;

fn walk_and_compare<O>(
    next: &dyn Fn(&[u8]) -> Option<DiceRequest>,
    resolve: &dyn Fn(&[u8]) -> Result<O, RulesError>,
    readings: &[Reading<'_, O>],
) {
    for r in readings {
        let total = r.odds.total_probability();
        assert!(
            (total - 1.0).abs() < 1e-12,
            "{}: odds sum to {total}",
            r.what
        );
        assert!(
            r.odds.points().all(|(_, p)| p >= 0.0),
            "{}: a chance below 0",
            r.what
        );
    }
    let mut tallies: Vec<Tally> = readings.iter().map(|_| Tally::new()).collect();
    let mut rolls = 0u64;
    let mut faces = Vec::new();
    let mut leaf = |faces: &[u8], d6: u32, coins: u32| {
        rolls += 1;
        assert!(
            rolls <= MAX_ROLLS,
            "too many rolls for the check: use a smaller input"
        );
        let outcome = resolve(faces).expect("a complete roll resolves");
        let mut more = faces.to_vec();
        more.push(1);
        assert!(
            resolve(&more).is_err(),
            "resolve takes a die nobody asked for after {faces:?}"
        );
        for (r, tally) in readings.iter().zip(tallies.iter_mut()) {
            if let Some(v) = (r.value)(&outcome) {
                *tally.entry((v, d6, coins)).or_default() += 1;
            }
        }
    };
    walk(next, resolve, &mut faces, 0, 0, &mut leaf);
    for (r, tally) in readings.iter().zip(tallies) {
        let mut seen: BTreeMap<i64, f64> = BTreeMap::new();
        for ((v, d6, coins), n) in tally {
            *seen.entry(v).or_default() +=
                n as f64 / (6f64.powi(d6 as i32) * 2f64.powi(coins as i32));
        }
        // Rolls the rules throw away (a re-roll) leave the rest to share the whole chance.
        let live: f64 = seen.values().sum();
        assert!(live > 0.0, "{}: every roll was thrown away", r.what);
        for (&v, &p) in &seen {
            assert!(
                r.odds.p_exactly(v) > 0.0,
                "{}: {v} came up but has no odds",
                r.what
            );
            let want = r.odds.p_exactly(v);
            assert!(
                (p / live - want).abs() < 1e-12,
                "{}: {v} came up {} of the time, odds say {want}",
                r.what,
                p / live
            );
        }
        for (v, p) in r.odds.points() {
            assert!(
                p == 0.0 || seen.contains_key(&v),
                "{}: odds give {v} a chance of {p} but no roll makes it",
                r.what
            );
        }
    }
}

/// Every sequence of faces from here on: each stage is rolled in full, every face combination in turn.
fn walk<O>(
    next: &dyn Fn(&[u8]) -> Option<DiceRequest>,
    resolve: &dyn Fn(&[u8]) -> Result<O, RulesError>,
    faces: &mut Vec<u8>,
    d6: u32,
    coins: u32,
    leaf: &mut dyn FnMut(&[u8], u32, u32),
) {
    let Some(dice) = next(faces) else {
        leaf(faces, d6, coins);
        return;
    };
    let n = dice.faces();
    assert!(
        n > 0,
        "a stage rolls at least one die: {dice:?} after {faces:?}"
    );
    assert!(
        resolve(faces).is_err(),
        "resolve reads no {dice:?} after {faces:?}, though it was asked for"
    );
    let (top, d6, coins) = match dice {
        DiceRequest::Coins(k) => (2, d6, coins + k),
        _ => (6, d6 + n as u32, coins),
    };
    let base = faces.len();
    faces.resize(base + n, 1);
    loop {
        walk(next, resolve, faces, d6, coins, leaf);
        // Odometer over this stage's faces.
        let mut i = base;
        loop {
            if i == base + n {
                faces.truncate(base);
                return;
            }
            if faces[i] < top {
                faces[i] += 1;
                break;
            }
            faces[i] = 1;
            i += 1;
        }
    }
}
