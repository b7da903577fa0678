//! When formations clash, Sandarticus: which formation breaks, envelops or stops which, at what ratio of men.
//!
//! Decided by the formations and their numbers alone, so there is nothing to roll; it still has the
//! mechanism shape so every screen treats it the same way.

use serde::{Deserialize, Serialize};

use super::formations::{
    Formation, PHALANX_RANKS, RULE_MINIMUM, check_strength, may_form, men_counting,
};
use super::people::People;
use super::{House, PhalanxAgainstWall, WedgeReading};
use crate::error::{Problem, RulesError};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;

pub const RULE_CLASH: RuleId = "sandarticus.formations.clash";

/// One side of a clash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClashSide {
    pub people: People,
    pub formation: Formation,
    pub men: i64,
    /// Men in the front rank, for deep formations (only three ranks count); `None` counts everyone.
    pub frontage: Option<u32>,
    pub has_leader: bool,
    /// Whether spearmen lead the unit (a wedge needs them to break a ring under the first statements).
    pub spears_lead: bool,
}

/// Two formed units meeting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clash {
    pub attacker: ClashSide,
    pub defender: ClashSide,
    /// The attacker struck a wedge's long side, staying formed and charging straight and square to it for
    /// the last R½. Read as: the wedge's men there meet it as a shield wall.
    pub wedge_flank: bool,
}

/// What the clash does to the formations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClashResult {
    /// The defender's formation breaks: its men fight scattered and re-form next turn at the earliest.
    Breaks,
    /// The defender's formation holds against the attack.
    Holds,
    /// The defending shield wall wraps round the attacker's sides.
    WrapsRound,
    /// The attacking shield wall envelops the defender.
    Envelops,
    /// The shield wall halts the tortoise, which must change formation next turn.
    StopsTortoise,
    /// No formation rule covers this meeting: fight it out as an ordinary melee.
    NoEffect,
}

impl ClashResult {
    /// What happens, in a few words for a table.
    pub fn name(self) -> &'static str {
        match self {
            ClashResult::Breaks => "the defender breaks",
            ClashResult::Holds => "the defender holds",
            ClashResult::WrapsRound => "the wall wraps round",
            ClashResult::Envelops => "the wall envelops",
            ClashResult::StopsTortoise => "the tortoise is stopped",
            ClashResult::NoEffect => "ordinary melee",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClashOutcome {
    pub result: ClashResult,
    pub attacker: Formation,
    /// The defender's formation as it met the attack (a wedge hit on the flank meets it as a shield wall).
    pub defender: Formation,
    pub attacker_counted: u32,
    pub defender_counted: u32,
    /// The ratio that decided it, attacker to defender, if one did.
    pub ratio_needed: Option<(u32, u32)>,
    /// Scattered troops facing a formation fight at a disadvantage in the melee that follows.
    pub scattered_side_penalised: Option<Side>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Attacker,
    Defender,
}

impl Explained for ClashOutcome {
    fn summary(&self) -> String {
        let a = self.attacker.name();
        let d = self.defender.name();
        let ratio = match self.ratio_needed {
            Some((x, y)) => format!(
                " ({} against {}; {x} to {y} needed)",
                self.attacker_counted, self.defender_counted
            ),
            None => String::new(),
        };
        match self.result {
            ClashResult::Breaks => format!("The {a} breaks the {d}{ratio}."),
            ClashResult::Holds => format!("The {d} holds against the {a}{ratio}."),
            ClashResult::WrapsRound => {
                format!("The {d} wraps round the sides of the {a}{ratio}.")
            }
            ClashResult::Envelops => format!("The {a} envelops the {d}."),
            ClashResult::StopsTortoise => {
                format!("The {a} stops the tortoise: it must change formation next turn.")
            }
            ClashResult::NoEffect => {
                format!("No formation rule between {a} and {d}: fight an ordinary melee.")
            }
        }
    }

    fn rule(&self) -> RuleId {
        RULE_CLASH
    }
}

/// `a` men against `d` men reach `x` to `y`.
fn reaches(a: u32, d: u32, (x, y): (u32, u32)) -> bool {
    a as u64 * y as u64 >= d as u64 * x as u64
}

fn check_side(s: &ClashSide) -> Result<u32, RulesError> {
    check_strength(s.formation, s.men)?;
    may_form(s.people, s.formation, s.has_leader)?;
    if s.formation == Formation::Phalanx
        && let Some(front) = s.frontage.filter(|&w| w > 0)
    {
        let ranks = (s.men as u32).div_ceil(front);
        if ranks != PHALANX_RANKS {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_MINIMUM,
                why: format!(
                    "A phalanx stands {PHALANX_RANKS} ranks deep; {} men with {front} in front make {ranks}.",
                    s.men
                ),
            }));
        }
    }
    Ok(men_counting(s.men as u32, s.frontage))
}

/// The formation clash matrix, Sandarticus.
pub fn clash(c: &Clash, house: &House) -> Result<ClashOutcome, RulesError> {
    use ClashResult::*;
    use Formation::*;
    let a = check_side(&c.attacker)?;
    let d = check_side(&c.defender)?;
    let att = c.attacker.formation;
    if att == Tortoise {
        return Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_CLASH,
            why: "A tortoise cannot attack: its men must break formation to fight.".to_string(),
        }));
    }
    let def = if c.wedge_flank && c.defender.formation == Wedge {
        ShieldWall
    } else {
        c.defender.formation
    };
    let ratio_wins = house.wedge == WedgeReading::RatioWins;
    let by_ratio = |r: (u32, u32), fail: ClashResult| {
        if reaches(a, d, r) {
            (Breaks, Some(r))
        } else {
            (fail, Some(r))
        }
    };
    let (result, ratio_needed) = match (att, def) {
        (Wedge, Tortoise) if ratio_wins => by_ratio((2, 3), Holds),
        (Wedge, Tortoise) => (Breaks, None),
        (Wedge, ShieldWall) if ratio_wins => by_ratio((3, 2), WrapsRound),
        (Wedge, ShieldWall) => (Breaks, None),
        (Wedge, Phalanx) => by_ratio((3, 2), Holds),
        (Wedge, ShieldRing) if ratio_wins => by_ratio((2, 1), Holds),
        (Wedge, ShieldRing) if c.attacker.spears_lead => (Breaks, None),
        (Wedge, ShieldRing) => (Holds, None),
        (Phalanx, ShieldWall) if house.phalanx_against_wall == PhalanxAgainstWall::ThreeToTwo => {
            by_ratio((3, 2), WrapsRound)
        }
        (Phalanx, ShieldWall) => (Breaks, None),
        (Phalanx, ShieldRing) if ratio_wins => by_ratio((2, 1), Holds),
        (Phalanx, ShieldRing) => (Breaks, None),
        (Phalanx, Tortoise) => by_ratio((2, 1), Holds),
        (ShieldWall, Phalanx | Wedge | ShieldRing) => (Envelops, None),
        (ShieldWall, Tortoise) => (StopsTortoise, None),
        _ => (NoEffect, None),
    };
    let scattered_side_penalised = match (att.is_formed(), def.is_formed()) {
        (false, true) => Some(Side::Attacker),
        (true, false) => Some(Side::Defender),
        _ => None,
    };
    Ok(ClashOutcome {
        result,
        attacker: att,
        defender: def,
        attacker_counted: a,
        defender_counted: d,
        ratio_needed,
        scattered_side_penalised,
    })
}

impl Mechanism for Clash {
    type House<'h> = &'h House;
    type Outcome = ClashOutcome;

    fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
        clash(self, house)?;
        Ok(DiceRequest::Nothing)
    }

    /// 1 if the defender's formation breaks, else 0: certain either way.
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let o = clash(self, house)?;
        Ok(Distribution::certain(i64::from(
            o.result == ClashResult::Breaks,
        )))
    }

    fn resolve(&self, house: &House, faces: &[u8]) -> Result<ClashOutcome, RulesError> {
        DiceRequest::Nothing.check(faces)?;
        clash(self, house)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn side(people: People, formation: Formation, men: i64) -> ClashSide {
        ClashSide {
            people,
            formation,
            men,
            frontage: None,
            has_leader: true,
            spears_lead: false,
        }
    }

    fn run(att: ClashSide, def: ClashSide, house: &House) -> ClashOutcome {
        clash(
            &Clash {
                attacker: att,
                defender: def,
                wedge_flank: false,
            },
            house,
        )
        .unwrap()
    }

    fn literal() -> House {
        House {
            wedge: WedgeReading::FirstStatementWins,
            ..House::default()
        }
    }

    /// Wedge against shield wall, Sandarticus: 3 men for every 2, otherwise the wall wraps round.
    #[test]
    fn wedge_breaks_shield_wall_at_three_to_two() {
        let h = House::default();
        let r = run(
            side(People::Roman, Formation::Wedge, 15),
            side(People::Gaul, Formation::ShieldWall, 10),
            &h,
        );
        assert_eq!(r.result, ClashResult::Breaks);
        assert_eq!(r.ratio_needed, Some((3, 2)));
        let r = run(
            side(People::Roman, Formation::Wedge, 14),
            side(People::Gaul, Formation::ShieldWall, 10),
            &h,
        );
        assert_eq!(r.result, ClashResult::WrapsRound);
        let r = run(
            side(People::Roman, Formation::Wedge, 7),
            side(People::Gaul, Formation::ShieldWall, 10),
            &literal(),
        );
        assert_eq!(r.result, ClashResult::Breaks, "first statement: outright");
    }

    /// Wedge against tortoise, Sandarticus: 2 men for every 3.
    #[test]
    fn wedge_breaks_tortoise_at_two_per_three() {
        let h = House::default();
        let at = |n| {
            run(
                side(People::NorthGerman, Formation::Wedge, n),
                side(People::Roman, Formation::Tortoise, 12),
                &h,
            )
            .result
        };
        assert_eq!(at(8), ClashResult::Breaks);
        assert_eq!(at(7), ClashResult::Holds);
    }

    /// Phalanx or wedge against a shield ring, Sandarticus: 2 to 1; the first statement lets spears decide.
    #[test]
    fn ring_needs_two_to_one() {
        let h = House::default();
        let r = |n, spears, house: &House| {
            let mut w = side(People::Roman, Formation::Wedge, n);
            w.spears_lead = spears;
            run(w, side(People::Gaul, Formation::ShieldRing, 6), house).result
        };
        assert_eq!(r(12, false, &h), ClashResult::Breaks);
        assert_eq!(r(11, true, &h), ClashResult::Holds);
        assert_eq!(r(7, true, &literal()), ClashResult::Breaks);
        assert_eq!(r(11, false, &literal()), ClashResult::Holds);
        let p = run(
            side(People::Greek, Formation::Phalanx, 12),
            side(People::Gaul, Formation::ShieldRing, 6),
            &h,
        );
        assert_eq!(p.result, ClashResult::Breaks);
    }

    /// Phalanx against shield wall, Sandarticus: the phalanx's own sentence breaks the wall outright; the house
    /// rule (default) asks the wedge's three men for every two, since the wall wraps round "the wedge or phalanx".
    #[test]
    fn phalanx_against_shield_wall() {
        let h = House::default();
        let at = |n, house: &House| {
            run(
                side(People::Greek, Formation::Phalanx, n),
                side(People::Roman, Formation::ShieldWall, 10),
                house,
            )
            .result
        };
        assert_eq!(at(15, &h), ClashResult::Breaks);
        assert_eq!(at(14, &h), ClashResult::WrapsRound);
        let outright = House {
            phalanx_against_wall: PhalanxAgainstWall::Outright,
            ..House::default()
        };
        assert_eq!(at(12, &outright), ClashResult::Breaks);
        // The wedge reading leaves the phalanx alone: under the first statements it still needs 3 to 2.
        assert_eq!(at(14, &literal()), ClashResult::WrapsRound);
    }

    /// Phalanx against tortoise, Sandarticus: only when it outnumbers it 2 to 1.
    #[test]
    fn phalanx_against_tortoise() {
        let h = House::default();
        let at = |n| {
            run(
                side(People::Greek, Formation::Phalanx, n),
                side(People::Roman, Formation::Tortoise, 8),
                &h,
            )
            .result
        };
        assert_eq!(at(16), ClashResult::Breaks);
        assert_eq!(at(15), ClashResult::Holds);
    }

    /// Shield wall attacking, Sandarticus: envelops phalanx, wedge and ring; stops a tortoise.
    #[test]
    fn shield_wall_attacks() {
        let h = House::default();
        for (p, f, n) in [
            (People::Greek, Formation::Phalanx, 12),
            (People::Roman, Formation::Wedge, 7),
            (People::Gaul, Formation::ShieldRing, 6),
        ] {
            let r = run(
                side(People::Gaul, Formation::ShieldWall, 5),
                side(p, f, n),
                &h,
            );
            assert_eq!(r.result, ClashResult::Envelops);
        }
        let r = run(
            side(People::Gaul, Formation::ShieldWall, 5),
            side(People::Roman, Formation::Tortoise, 8),
            &h,
        );
        assert_eq!(r.result, ClashResult::StopsTortoise);
        assert!(r.summary().contains("change formation"));
    }

    /// Only the first three ranks count, Sandarticus: a 40-man wall 8 wide counts 24.
    #[test]
    fn first_three_ranks() {
        let mut wall = side(People::Roman, Formation::ShieldWall, 40);
        wall.frontage = Some(8);
        let r = run(
            side(People::NorthGerman, Formation::Wedge, 36),
            wall,
            &House::default(),
        );
        assert_eq!(r.defender_counted, 24);
        assert_eq!(r.result, ClashResult::Breaks, "36 against 24 is 3 to 2");
    }

    /// Formations, Sandarticus: the phalanx stands three deep. Twelve men (its minimum) four to a rank make
    /// three ranks; with three in front they would make four, and with six in front two.
    #[test]
    fn phalanx_is_three_deep() {
        let h = House::default();
        let mut p = side(People::Greek, Formation::Phalanx, 12);
        p.frontage = Some(4);
        let wall = side(People::Roman, Formation::ShieldWall, 8);
        let c = |p: &ClashSide| {
            clash(
                &Clash {
                    attacker: p.clone(),
                    defender: wall.clone(),
                    wedge_flank: false,
                },
                &h,
            )
        };
        assert_eq!(c(&p).unwrap().attacker_counted, 12);
        p.frontage = Some(3);
        assert_eq!(
            c(&p).unwrap_err().to_string(),
            "A phalanx stands 3 ranks deep; 12 men with 3 in front make 4."
        );
        p.frontage = Some(6);
        assert!(c(&p).is_err());
        p.frontage = None;
        assert!(c(&p).is_ok(), "no frontage given: the depth is not checked");
    }

    /// The wedge's flank, Sandarticus: hit square on the long side, it meets the attack as a shield wall.
    #[test]
    fn wedge_flank() {
        let c = Clash {
            attacker: side(People::Greek, Formation::Phalanx, 12),
            defender: side(People::Roman, Formation::Wedge, 8),
            wedge_flank: true,
        };
        let r = clash(&c, &House::default()).unwrap();
        assert_eq!(r.defender, Formation::ShieldWall);
        assert_eq!(r.result, ClashResult::Breaks);
        let front = Clash {
            wedge_flank: false,
            ..c
        };
        assert_eq!(
            clash(&front, &House::default()).unwrap().result,
            ClashResult::NoEffect
        );
    }

    /// Scattered troops against a formation are marked for the melee penalty.
    #[test]
    fn scattered_troops() {
        let r = run(
            side(People::Gaul, Formation::Scattered, 20),
            side(People::Roman, Formation::ShieldWall, 10),
            &House::default(),
        );
        assert_eq!(r.result, ClashResult::NoEffect);
        assert_eq!(r.scattered_side_penalised, Some(Side::Attacker));
    }

    #[test]
    fn bad_clashes_are_refused() {
        let h = House::default();
        let c = Clash {
            attacker: side(People::Roman, Formation::Tortoise, 8),
            defender: side(People::Gaul, Formation::ShieldWall, 5),
            wedge_flank: false,
        };
        assert!(clash(&c, &h).unwrap_err().to_string().contains("tortoise"));
        let c = Clash {
            attacker: side(People::Roman, Formation::Wedge, 6),
            defender: side(People::Gaul, Formation::ShieldWall, 5),
            wedge_flank: false,
        };
        assert!(matches!(
            clash(&c, &h).as_ref().map_err(RulesError::problem),
            Err(Problem::NotAllowed { .. })
        ));
        let mut leaderless = side(People::Gaul, Formation::ShieldRing, 8);
        leaderless.has_leader = false;
        let c = Clash {
            attacker: side(People::Roman, Formation::Wedge, 20),
            defender: leaderless,
            wedge_flank: false,
        };
        assert!(clash(&c, &h).is_err());
        let hr = House::default();
        assert_eq!(
            Clash {
                attacker: side(People::Roman, Formation::Wedge, 20),
                defender: side(People::Gaul, Formation::ShieldWall, 5),
                wedge_flank: false,
            }
            .odds(&hr)
            .unwrap()
            .p_exactly(1),
            1.0
        );
    }

    fn formation() -> impl Strategy<Value = Formation> {
        prop::sample::select(Formation::ALL.to_vec())
    }

    fn people() -> impl Strategy<Value = People> {
        prop::sample::select(People::ALL.to_vec())
    }

    proptest! {
        /// No input makes the clash panic; a legal one always yields a result.
        #[test]
        fn never_panics(
            pa in people(), fa in formation(), na in -5i64..2000, la in any::<bool>(),
            pd in people(), fd in formation(), nd in -5i64..2000, ld in any::<bool>(),
            w in proptest::option::of(0u32..50), flank in any::<bool>(), lit in any::<bool>()
        ) {
            let mut h = House::default();
            if lit { h.wedge = WedgeReading::FirstStatementWins; }
            let c = Clash {
                attacker: ClashSide { people: pa, formation: fa, men: na, frontage: w, has_leader: la, spears_lead: lit },
                defender: ClashSide { people: pd, formation: fd, men: nd, frontage: None, has_leader: ld, spears_lead: false },
                wedge_flank: flank,
            };
            if let Ok(o) = clash(&c, &h) {
                prop_assert!(o.attacker_counted as i64 <= na);
                prop_assert!(!o.summary().is_empty());
            }
        }
    }
}
