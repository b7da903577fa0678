//! Building an army, Sandarticus: leaders each people needs, the gladiator ratio, whom each people may hire,
//! fair army sizes, and how a battle is won. Roster checks return findings: they warn, never block.

use serde::{Deserialize, Serialize};

use super::people::People;
use super::troops::{Troop, profile};
use crate::error::{Problem, RulesError, check_range};
use crate::rule::RuleId;
use crate::text::capitalise;

pub const RULE_LEADERS: RuleId = "sandarticus.army.leaders";
pub const RULE_GLADIATORS: RuleId = "sandarticus.army.gladiators";
pub const RULE_HIRING: RuleId = "sandarticus.army.hiring";
pub const RULE_BALANCE: RuleId = "sandarticus.army.balance";
pub const RULE_VICTORY: RuleId = "sandarticus.victory";

/// Men per leader a Roman, Greek, Gaulish or South German unit needs.
pub const MEN_PER_LEADER: u32 = 20;
/// Roman and Greek armies add one leader for every this many units.
pub const UNITS_PER_EXTRA_LEADER: u32 = 2;
/// A North German war chief leads a unit of 10 to 20.
pub const NORTH_GERMAN_UNIT: (u32, u32) = (10, 20);
/// Revolutionary troops need one gladiator to lead each this many men.
pub const MEN_PER_GLADIATOR: u32 = 10;
/// Gladiators may be at most this share of a revolutionary army: 1 in 4.
pub const GLADIATOR_SHARE: (u32, u32) = (1, 4);
/// The revolt needs Spartacus and this many main chiefs.
pub const SPARTACUS_CHIEFS: u32 = 2;

pub use crate::finding::{Finding, Severity};

fn error(rule: RuleId, message: String) -> Finding {
    Finding::error(rule, message)
}

fn warning(rule: RuleId, message: String) -> Finding {
    Finding::warning(rule, message)
}

/// One unit on a roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RosterUnit {
    pub name: String,
    pub troop: Troop,
    pub men: i64,
    /// Leaders (centurions, war chiefs, or for revolutionaries, gladiators leading the unit) with the unit.
    pub leaders: i64,
    /// Messengers need no leader.
    pub messengers: bool,
}

/// A whole army as the roster screen holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster {
    pub people: People,
    pub units: Vec<RosterUnit>,
    /// Leaders not attached to a unit (tribunes and the like).
    pub commanders: i64,
    /// Gauls and South Germans: the king, and an optional sub-king.
    pub king: bool,
    pub sub_king: bool,
    /// The revolt: Spartacus and his main chiefs.
    pub spartacus: bool,
    pub main_chiefs: i64,
    /// Peoples hired as mercenaries.
    pub hired: Vec<People>,
    /// Whether a revolutionary army has the gold to hire.
    pub has_gold: bool,
}

fn ceil_div(a: u64, b: u64) -> u64 {
    a.div_ceil(b.max(1))
}

/// Leaders a Roman or Greek army needs, Sandarticus: one per 20 men in each unit plus one per two units.
/// Light cavalry and messengers need none.
pub fn roman_greek_leaders_needed(unit_men: &[u32]) -> u32 {
    let per_unit: u64 = unit_men.iter().map(|&m| ceil_div(m as u64, 20)).sum();
    (per_unit + unit_men.len() as u64 / UNITS_PER_EXTRA_LEADER as u64) as u32
}

/// Leaders a Gaulish or South German army needs, Sandarticus: one per 20 men, plus the king.
pub fn gaulish_leaders_needed(men: u32) -> u32 {
    ceil_div(men as u64, MEN_PER_LEADER as u64) as u32 + 1
}

/// Most gladiators a revolutionary army of `men` may hold: a quarter.
pub fn gladiator_cap(men: u32) -> u32 {
    men * GLADIATOR_SHARE.0 / GLADIATOR_SHARE.1
}

/// Gladiators needed to lead `men` revolutionary auxiliaries: one per ten.
pub fn gladiators_to_lead(men: u32) -> u32 {
    ceil_div(men as u64, MEN_PER_GLADIATOR as u64) as u32
}

/// Hiring schedule, Sandarticus. Scythians count as Gauls. North and South Germans hire no one (the text is
/// silent), and no one may hire the revolutionaries.
pub const HIRING: [(People, &[People]); 4] = [
    (
        People::Roman,
        &[
            People::Gaul,
            People::Greek,
            People::NorthGerman,
            People::SouthGerman,
        ],
    ),
    (People::Greek, &[People::SouthGerman, People::Gaul]),
    (
        People::Revolutionary,
        &[People::SouthGerman, People::Greek, People::Gaul],
    ),
    (People::Gaul, &[People::NorthGerman, People::SouthGerman]),
];

/// Whether one people may hire another. Revolutionaries need gold to hire at all.
pub fn may_hire(hirer: People, hired: People, has_gold: bool) -> Result<(), RulesError> {
    let listed = HIRING
        .iter()
        .find(|(h, _)| *h == hirer)
        .is_some_and(|(_, list)| list.contains(&hired));
    let why = if hired == People::Revolutionary {
        Some("The revolutionaries can't be hired (Greeks may ally with them instead).".to_string())
    } else if !listed {
        Some(format!(
            "{} can't hire {}.",
            capitalise(hirer.name()),
            hired.name()
        ))
    } else if hirer == People::Revolutionary && !has_gold {
        Some("The revolutionaries can hire only if they have the gold.".to_string())
    } else {
        None
    };
    match why {
        Some(why) => Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_HIRING,
            why,
        })),
        None => Ok(()),
    }
}

/// Whether two peoples may fight side by side as allies: only Greeks with the revolt, beyond hiring.
pub fn may_ally(a: People, b: People) -> bool {
    matches!(
        (a, b),
        (People::Greek, People::Revolutionary) | (People::Revolutionary, People::Greek)
    )
}

/// How organised a people fights, for the fair-size rule.
fn tier(p: People) -> u8 {
    match p {
        People::Roman | People::Greek | People::NorthGerman => 0,
        People::Gaul | People::SouthGerman => 1,
        People::Revolutionary => 2,
    }
}

/// Army balance, Sandarticus: the fair size of army `a` against army `b`, as a fraction of `b`'s size.
/// Gauls and South Germans a third larger than Romans, Greeks or North Germans; revolutionaries twice a
/// Roman army and a third larger than Gauls. Revolutionaries against Greeks or North Germans are read as
/// against Romans.
pub fn fair_ratio(a: People, b: People) -> (u32, u32) {
    match (tier(a), tier(b)) {
        (x, y) if x == y => (1, 1),
        (1, 0) | (2, 1) => (4, 3),
        (0, 1) | (1, 2) => (3, 4),
        (2, 0) => (2, 1),
        _ => (1, 2),
    }
}

/// The fair number of men for army `a` against `b_men` men of people `b`, rounded to the nearest man.
pub fn fair_size(a: People, b: People, b_men: u32) -> u32 {
    let (n, d) = fair_ratio(a, b);
    ((b_men as u64 * n as u64 + d as u64 / 2) / d as u64) as u32
}

/// How far from fair a match may be before the roster warns: a tenth.
pub const BALANCE_TOLERANCE: f64 = 0.10;

/// Army balance check between two armies: warns if `a` is more than a tenth off its fair size.
pub fn check_balance(a: People, a_men: u32, b: People, b_men: u32) -> Vec<Finding> {
    let fair = fair_size(a, b, b_men);
    if fair == 0 {
        return Vec::new();
    }
    let off = (a_men as f64 - fair as f64) / fair as f64;
    if off.abs() <= BALANCE_TOLERANCE {
        return Vec::new();
    }
    vec![warning(
        RULE_BALANCE,
        format!(
            "For a fair game, {} with {a_men} men should face {b_men} {} with about {fair} men.",
            a.name(),
            b.name()
        ),
    )]
}

fn pin(findings: &mut [Finding], unit: usize) {
    for f in findings {
        f.unit = Some(unit);
    }
}

/// Checks a roster: leaders, gladiators, hiring. Every problem is a finding; nothing is refused.
pub fn check_roster(r: &Roster) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut men_total: u64 = 0;
    let mut gladiators: u64 = 0;
    let mut units_needing = 0u32;
    for (i, u) in r.units.iter().enumerate() {
        // Findings raised inside the loop concern this unit: pin them to it.
        let first = out.len();
        if let Err(e) = check_range("Men in the unit", u.men, 0, 1000) {
            out.push(error(RULE_LEADERS, format!("{}: {e}", u.name)));
            pin(&mut out[first..], i);
            continue;
        }
        if let Err(e) = check_range("Leaders with the unit", u.leaders, 0, 1000) {
            out.push(error(RULE_LEADERS, format!("{}: {e}", u.name)));
            pin(&mut out[first..], i);
            continue;
        }
        let p = profile(u.troop);
        let men = u.men as u32;
        let leaders = u.leaders as u32;
        men_total += men as u64;
        if u.troop == Troop::Gladiator {
            gladiators += men as u64;
        }
        if p.people != r.people && !r.hired.contains(&p.people) {
            out.push(error(
                RULE_HIRING,
                format!(
                    "{}: {} serve only if hired; add them to the hired list.",
                    u.name,
                    p.people.name()
                ),
            ));
        }
        let needs = p.needs_leader && !u.messengers;
        match (r.people, needs) {
            (_, false) => {}
            (People::Roman | People::Greek, true) => {
                units_needing += 1;
                let need = ceil_div(men as u64, 20) as u32;
                if leaders < need {
                    out.push(error(
                        RULE_LEADERS,
                        format!(
                            "{}: {men} men need {need} leader(s) with them; it has {leaders}.",
                            u.name
                        ),
                    ));
                }
            }
            (People::NorthGerman, true) => {
                let (lo, hi) = NORTH_GERMAN_UNIT;
                if men < lo || men > hi {
                    out.push(warning(
                        RULE_LEADERS,
                        format!("{}: North German war bands usually number {lo} to {hi}; this one has {men}.", u.name),
                    ));
                }
                let need = ceil_div(men as u64, hi as u64) as u32;
                if leaders < need {
                    out.push(error(
                        RULE_LEADERS,
                        format!(
                            "{}: needs a war chief for every {hi} men; it has {leaders}.",
                            u.name
                        ),
                    ));
                }
            }
            // Gaulish leaders are counted army-wide below.
            (People::Gaul | People::SouthGerman, true) => {}
            (People::Revolutionary, true) => {
                let need = gladiators_to_lead(men);
                gladiators += leaders as u64;
                if leaders < need {
                    out.push(error(
                        RULE_GLADIATORS,
                        format!("{}: {men} revolutionaries need {need} gladiator(s) to lead them; it has {leaders}.", u.name),
                    ));
                }
            }
        }
        pin(&mut out[first..], i);
    }
    let commanders = r.commanders.clamp(0, 1000) as u64;
    match r.people {
        People::Roman | People::Greek => {
            let extra = units_needing / UNITS_PER_EXTRA_LEADER;
            if commanders < extra as u64 {
                out.push(error(
                    RULE_LEADERS,
                    format!(
                        "{units_needing} units need {extra} more leader(s) over them (one per two units); the army has {commanders}."
                    ),
                ));
            }
        }
        People::Gaul | People::SouthGerman => {
            if !r.king {
                out.push(error(
                    RULE_LEADERS,
                    "The army needs a king to lead it.".to_string(),
                ));
            }
            let leaders: u64 = r
                .units
                .iter()
                .map(|u| u.leaders.clamp(0, 1000) as u64)
                .sum::<u64>()
                + commanders;
            let need = ceil_div(men_total, 20);
            if leaders < need {
                out.push(error(
                    RULE_LEADERS,
                    format!("{men_total} men need at least {need} leaders besides the king; the army has {leaders}."),
                ));
            }
        }
        People::Revolutionary => {
            if !r.spartacus {
                out.push(error(
                    RULE_LEADERS,
                    "The revolt needs a Spartacus to lead it.".to_string(),
                ));
            }
            if r.main_chiefs < SPARTACUS_CHIEFS as i64 {
                out.push(error(
                    RULE_LEADERS,
                    format!(
                        "Spartacus needs his {SPARTACUS_CHIEFS} main chiefs; the army has {}.",
                        r.main_chiefs.max(0)
                    ),
                ));
            }
            let all = men_total
                + r.units
                    .iter()
                    .filter(|u| u.troop != Troop::Gladiator)
                    .map(|u| u.leaders.clamp(0, 1000) as u64)
                    .sum::<u64>();
            let most = all * GLADIATOR_SHARE.0 as u64 / GLADIATOR_SHARE.1 as u64;
            if gladiators > most {
                out.push(error(
                    RULE_GLADIATORS,
                    format!("Gladiators may be at most a quarter of the army: {most} of {all}; it has {gladiators}."),
                ));
            }
        }
        People::NorthGerman => {}
    }
    for &h in &r.hired {
        if let Err(e) = may_hire(r.people, h, r.has_gold) {
            out.push(error(RULE_HIRING, e.to_string()));
        }
    }
    out
}

/// Where a battle stands, for the victory check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleState {
    /// The enemy's men at the start.
    pub enemy_men_at_start: i64,
    /// Enemy men killed or captured so far.
    pub enemy_men_lost: i64,
    /// Enemy artillery and wagons still in his hands.
    pub enemy_guns_and_wagons_left: i64,
    pub enemy_fort_taken: bool,
    /// Turns the objective has been held, in an objective game.
    pub objective_turns_held: i64,
}

/// Turns an objective must be held.
pub const OBJECTIVE_TURNS: i64 = 5;

/// How a side has won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Victory {
    /// All his guns and wagons gone and two thirds of his army killed or captured.
    ArmyBroken,
    FortTaken,
    ObjectiveHeld,
}

/// Victory, Sandy Hook games (shared framework): all the enemy's guns and wagons destroyed or taken and two
/// thirds of his men lost; or his fort taken; or the objective held five turns. The Sandarticus text sets no
/// conditions of its own, so these are borrowed as a house rule (`battle::scenario`).
pub fn victory(s: &BattleState) -> Result<Option<Victory>, RulesError> {
    check_range("Enemy men at the start", s.enemy_men_at_start, 0, 10_000)?;
    check_range("Enemy men lost", s.enemy_men_lost, 0, s.enemy_men_at_start)?;
    check_range(
        "Enemy guns and wagons left",
        s.enemy_guns_and_wagons_left,
        0,
        1000,
    )?;
    check_range(
        "Turns the objective is held",
        s.objective_turns_held,
        0,
        1000,
    )?;
    Ok(if s.enemy_fort_taken {
        Some(Victory::FortTaken)
    } else if s.objective_turns_held >= OBJECTIVE_TURNS {
        Some(Victory::ObjectiveHeld)
    } else if s.enemy_guns_and_wagons_left == 0
        && s.enemy_men_at_start > 0
        && 3 * s.enemy_men_lost >= 2 * s.enemy_men_at_start
    {
        Some(Victory::ArmyBroken)
    } else {
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn unit(troop: Troop, men: i64, leaders: i64) -> RosterUnit {
        RosterUnit {
            name: "Unit".to_string(),
            troop,
            men,
            leaders,
            messengers: false,
        }
    }

    fn roster(people: People, units: Vec<RosterUnit>) -> Roster {
        Roster {
            people,
            units,
            commanders: 0,
            king: false,
            sub_king: false,
            spartacus: false,
            main_chiefs: 0,
            hired: vec![],
            has_gold: false,
        }
    }

    /// Roman and Greek leaders, Sandarticus: 1 per 20 men, plus 1 per 2 units.
    #[test]
    fn roman_leader_count() {
        assert_eq!(roman_greek_leaders_needed(&[20, 20]), 3);
        assert_eq!(roman_greek_leaders_needed(&[21]), 2);
        assert_eq!(roman_greek_leaders_needed(&[10, 10, 10]), 4);
        let mut r = roster(
            People::Roman,
            vec![
                unit(Troop::RomanLegionnaire, 20, 1),
                unit(Troop::RomanLegionnaire, 25, 1),
            ],
        );
        let f = check_roster(&r);
        assert_eq!(f.len(), 2, "{f:?}");
        assert!(
            f.iter()
                .all(|x| x.severity == Severity::Error && x.rule == RULE_LEADERS)
        );
        r.units[1].leaders = 2;
        r.commanders = 1;
        assert!(check_roster(&r).is_empty());
    }

    /// North German chiefs, Sandarticus: one per band of 10 to 20.
    #[test]
    fn north_german_bands() {
        let r = roster(People::NorthGerman, vec![unit(Troop::NorthGerman, 15, 1)]);
        assert!(check_roster(&r).is_empty());
        let r = roster(People::NorthGerman, vec![unit(Troop::NorthGerman, 30, 1)]);
        let f = check_roster(&r);
        assert!(f.iter().any(|x| x.severity == Severity::Warning));
        assert!(f.iter().any(|x| x.severity == Severity::Error));
    }

    /// Gaulish and South German leaders, Sandarticus: 1 per 20 men, plus a king.
    #[test]
    fn gaulish_king_and_leaders() {
        assert_eq!(gaulish_leaders_needed(60), 4);
        let mut r = roster(People::Gaul, vec![unit(Troop::Gaul, 40, 1)]);
        let f = check_roster(&r);
        assert!(f.iter().any(|x| x.message.contains("king")));
        assert!(f.iter().any(|x| x.message.contains("at least 2 leaders")));
        r.king = true;
        r.units[0].leaders = 2;
        assert!(check_roster(&r).is_empty());
    }

    /// Gladiator revolt, Sandarticus: Spartacus and 2 chiefs; gladiators at most 1/4; 1 gladiator per 10 men.
    #[test]
    fn gladiator_revolt_roster() {
        assert_eq!(gladiator_cap(40), 10);
        assert_eq!(gladiators_to_lead(25), 3);
        let mut r = roster(
            People::Revolutionary,
            vec![
                unit(Troop::Gladiator, 5, 0),
                unit(Troop::RevolutionaryAuxiliary, 30, 3),
            ],
        );
        r.spartacus = true;
        r.main_chiefs = 2;
        assert!(check_roster(&r).is_empty(), "{:?}", check_roster(&r));
        r.units[1].leaders = 2;
        assert!(check_roster(&r).iter().any(|f| f.rule == RULE_GLADIATORS));
        r.units[1].leaders = 3;
        r.units[0].men = 20;
        let f = check_roster(&r);
        assert!(f.iter().any(|x| x.message.contains("quarter")), "{f:?}");
        r.main_chiefs = 1;
        r.spartacus = false;
        assert!(check_roster(&r).len() >= 3);
    }

    /// Hiring schedule, Sandarticus.
    #[test]
    fn hiring_schedule() {
        assert!(may_hire(People::Roman, People::Gaul, false).is_ok());
        assert!(may_hire(People::Roman, People::NorthGerman, false).is_ok());
        assert!(may_hire(People::Roman, People::Revolutionary, false).is_err());
        assert!(may_hire(People::Greek, People::SouthGerman, false).is_ok());
        assert!(
            may_hire(People::Greek, People::Gaul, false).is_ok(),
            "Scythians are Gauls"
        );
        assert!(may_hire(People::Greek, People::Roman, false).is_err());
        assert!(may_hire(People::Greek, People::NorthGerman, false).is_err());
        assert!(may_hire(People::Revolutionary, People::Greek, true).is_ok());
        assert!(may_hire(People::Revolutionary, People::Greek, false).is_err());
        assert!(may_hire(People::Revolutionary, People::Roman, true).is_err());
        assert!(may_hire(People::Gaul, People::SouthGerman, false).is_ok());
        assert!(may_hire(People::Gaul, People::Greek, false).is_err());
        assert!(may_ally(People::Greek, People::Revolutionary));
        let mut r = roster(
            People::Gaul,
            vec![unit(Troop::Gaul, 20, 1), unit(Troop::GreekHoplite, 10, 1)],
        );
        r.king = true;
        r.units[0].leaders = 2;
        r.hired = vec![People::Greek];
        let f = check_roster(&r);
        assert!(f.iter().any(|x| x.rule == RULE_HIRING), "{f:?}");
    }

    /// Army balance, Sandarticus: Gauls 4/3 of Romans; revolutionaries 2x Romans and 4/3 of Gauls.
    #[test]
    fn balance() {
        assert_eq!(fair_size(People::Gaul, People::Roman, 30), 40);
        assert_eq!(fair_size(People::Revolutionary, People::Roman, 30), 60);
        assert_eq!(fair_size(People::Revolutionary, People::Gaul, 30), 40);
        assert_eq!(fair_size(People::Roman, People::Gaul, 40), 30);
        assert_eq!(fair_size(People::Roman, People::Revolutionary, 60), 30);
        assert!(check_balance(People::Gaul, 40, People::Roman, 30).is_empty());
        let f = check_balance(People::Gaul, 30, People::Roman, 30);
        assert_eq!(f[0].severity, Severity::Warning);
        assert!(f[0].message.contains("about 40"));
    }

    /// Victory, shared framework: guns and wagons gone and 2/3 lost; fort; objective 5 turns.
    #[test]
    fn victory_conditions() {
        let mut s = BattleState {
            enemy_men_at_start: 30,
            enemy_men_lost: 20,
            enemy_guns_and_wagons_left: 0,
            enemy_fort_taken: false,
            objective_turns_held: 0,
        };
        assert_eq!(victory(&s), Ok(Some(Victory::ArmyBroken)));
        s.enemy_men_lost = 19;
        assert_eq!(victory(&s), Ok(None));
        s.objective_turns_held = 5;
        assert_eq!(victory(&s), Ok(Some(Victory::ObjectiveHeld)));
        s.enemy_fort_taken = true;
        assert_eq!(victory(&s), Ok(Some(Victory::FortTaken)));
        s.enemy_men_lost = -1;
        assert!(victory(&s).is_err());
    }

    #[test]
    fn negative_men_is_a_finding() {
        let f = check_roster(&roster(
            People::Roman,
            vec![unit(Troop::RomanLegionnaire, -5, 1)],
        ));
        assert_eq!(f[0].severity, Severity::Error);
        assert!(f[0].message.contains("can't be less than 0"));
    }

    proptest! {
        #[test]
        fn roster_checks_never_panic(men in -10i64..3000, leaders in -5i64..50, p in 0usize..6, t in 0usize..14, gold in any::<bool>()) {
            let people = People::ALL[p];
            let troop = super::super::troops::CATALOGUE[t].troop;
            let mut r = roster(people, vec![unit(troop, men, leaders)]);
            r.has_gold = gold;
            r.hired = People::ALL.to_vec();
            r.commanders = leaders;
            r.main_chiefs = leaders;
            for f in check_roster(&r) {
                prop_assert!(!f.message.is_empty());
            }
        }
    }
}
