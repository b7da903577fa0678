//! Formations, Sandarticus: how many men each needs, which peoples may form it and when, changing
//! formation, and what a formation does to speed and fighting.

use serde::{Deserialize, Serialize};

use super::cord::Cord;
use super::people::People;
use super::{House, RingShelter};
use crate::error::{Problem, RulesError, check_range};
use crate::rule::RuleId;
use crate::text::capitalise;

pub const RULE_MINIMUM: RuleId = "sandarticus.formations.minimum";
pub const RULE_WHO: RuleId = "sandarticus.formations.who";
pub const RULE_CHANGE: RuleId = "sandarticus.formations.change";

/// The most men one unit may hold, here to keep typed numbers sane.
pub const MAX_MEN: i64 = 1000;

crate::json::field::named_enum! {
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Formation {
    /// No formation: scattered or broken troops.
    Scattered,
    ShieldWall,
    ShieldRing,
    /// Greek long spears, three deep.
    Phalanx,
    Wedge,
    /// The Roman testudo.
    Tortoise,
}
}

impl Formation {
    pub const ALL: [Formation; 6] = [
        Formation::Scattered,
        Formation::ShieldWall,
        Formation::ShieldRing,
        Formation::Phalanx,
        Formation::Wedge,
        Formation::Tortoise,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Formation::Scattered => "scattered troops",
            Formation::ShieldWall => "shield wall",
            Formation::ShieldRing => "shield ring",
            Formation::Phalanx => "phalanx",
            Formation::Wedge => "wedge",
            Formation::Tortoise => "tortoise",
        }
    }

    pub fn is_formed(self) -> bool {
        self != Formation::Scattered
    }
}

/// Formation minimums, Sandarticus: shield wall 5, shield ring 6, phalanx 12, wedge 7, tortoise 8.
pub const MINIMUMS: [(Formation, u32); 5] = [
    (Formation::ShieldWall, 5),
    (Formation::ShieldRing, 6),
    (Formation::Phalanx, 12),
    (Formation::Wedge, 7),
    (Formation::Tortoise, 8),
];

/// A phalanx stands three ranks deep: a clash that gives its front rank checks it (`clash::clash`).
pub const PHALANX_RANKS: u32 = 3;

/// Only the first three ranks count when formations clash.
pub const RANKS_THAT_COUNT: u32 = 3;

/// The fewest men a formation needs (0 for scattered troops).
pub fn minimum(f: Formation) -> u32 {
    MINIMUMS
        .iter()
        .find(|(g, _)| *g == f)
        .map_or(0, |&(_, n)| n)
}

/// Who may form what, Sandarticus: everyone a shield wall; the phalanx Greeks only; the wedge Romans and
/// North Germans (the text's "German" means the organised tribes it credits with formations); the tortoise
/// Romans only; the shield ring everyone, but all except the shield wall need a leader with the unit.
pub const FORMERS: [(Formation, &[People]); 5] = [
    (Formation::ShieldWall, &People::ALL),
    (Formation::ShieldRing, &People::ALL),
    (Formation::Phalanx, &[People::Greek]),
    (Formation::Wedge, &[People::Roman, People::NorthGerman]),
    (Formation::Tortoise, &[People::Roman]),
];

/// Peoples who may throw an emergency shield ring when overwhelming force strikes suddenly.
pub const EMERGENCY_RING: [People; 3] = [People::Greek, People::Roman, People::NorthGerman];

/// Checks a unit is strong enough for its formation. Formation minimums, Sandarticus.
pub fn check_strength(f: Formation, men: i64) -> Result<(), RulesError> {
    check_range("Men in the unit", men, 0, MAX_MEN)?;
    let min = minimum(f) as i64;
    if men < min {
        return Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_MINIMUM,
            why: format!(
                "A {} needs at least {min} men; this unit has {men}.",
                f.name()
            ),
        }));
    }
    Ok(())
}

/// Checks a people may form a formation, given whether a leader is with the unit. Formations, Sandarticus.
pub fn may_form(people: People, f: Formation, has_leader: bool) -> Result<(), RulesError> {
    if !f.is_formed() {
        return Ok(());
    }
    let allowed = FORMERS
        .iter()
        .find(|(g, _)| *g == f)
        .is_some_and(|(_, who)| who.contains(&people));
    if !allowed {
        return Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_WHO,
            why: format!("{} cannot form a {}.", capitalise(people.name()), f.name()),
        }));
    }
    if f != Formation::ShieldWall && !has_leader {
        return Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_WHO,
            why: format!(
                "A unit without its leader cannot form a {}; only a shield wall.",
                f.name()
            ),
        }));
    }
    Ok(())
}

/// A request to change formation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormationChange {
    pub people: People,
    pub from: Formation,
    pub to: Formation,
    pub men: i64,
    pub has_leader: bool,
    /// Changes already made this turn.
    pub changes_this_turn: u32,
    /// Whether the unit has already moved this turn.
    pub moved_this_turn: bool,
    /// Whether the unit's formation was broken this turn.
    pub broken_this_turn: bool,
    /// Struck suddenly by overwhelming force (allows the emergency ring), or a phalanx taken from behind.
    pub overwhelmed: bool,
}

/// What the change allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChangeAllowed {
    pub formation: Formation,
    /// Made as the emergency ring, outside the once-a-turn, before-moving limit.
    pub emergency: bool,
    /// Shield rings and tortoises move at half speed.
    pub half_speed: bool,
    pub rule: RuleId,
}

/// Changing formation, Sandarticus: once a turn, before moving; broken troops re-form only next turn; the
/// shield ring is the one emergency formation, for Greeks, Romans and North Germans.
pub fn change_formation(c: &FormationChange) -> Result<ChangeAllowed, RulesError> {
    check_strength(c.to, c.men)?;
    may_form(c.people, c.to, c.has_leader)?;
    let emergency =
        c.to == Formation::ShieldRing && c.overwhelmed && EMERGENCY_RING.contains(&c.people);
    if c.broken_this_turn && c.to.is_formed() && !emergency {
        return Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_CHANGE,
            why: "A broken formation cannot re-form until next turn.".to_string(),
        }));
    }
    if !emergency {
        if c.changes_this_turn >= 1 {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_CHANGE,
                why: "Only one change of formation a turn.".to_string(),
            }));
        }
        if c.moved_this_turn {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_CHANGE,
                why: "Formation changes come before moving; this unit has already moved."
                    .to_string(),
            }));
        }
    }
    Ok(ChangeAllowed {
        formation: c.to,
        emergency,
        half_speed: halves_speed(c.to),
        rule: RULE_CHANGE,
    })
}

/// Shield rings and tortoises move at half speed.
pub fn halves_speed(f: Formation) -> bool {
    matches!(f, Formation::ShieldRing | Formation::Tortoise)
}

/// A unit's speed in a formation.
pub fn formation_speed(normal: Cord, f: Formation) -> Cord {
    if halves_speed(f) {
        normal.half()
    } else {
        normal
    }
}

/// The tortoise is purely defensive: its men fight only by breaking formation.
pub fn may_fight_formed(f: Formation) -> bool {
    f != Formation::Tortoise
}

/// The text's example of a ring of spearmen: six of them shelter two men without spears in the middle.
pub const RING_EXAMPLE: (u32, u32) = (6, 2);

/// Non-spearmen a ring of spearmen can shelter inside. The text gives only its example (six shelter two); the
/// house rules either scale it (one man for every three spearmen) or keep it at two for any ring of six or more.
pub fn ring_shelters(spearmen: u32, house: &House) -> u32 {
    let (ring, sheltered) = RING_EXAMPLE;
    if spearmen < ring.max(minimum(Formation::ShieldRing)) {
        return 0;
    }
    match house.ring_shelter {
        RingShelter::OnePerThree => spearmen * sheltered / ring,
        RingShelter::TwoAtMost => sheltered,
    }
}

/// Men who count in a clash: the first three ranks of a deep formation.
pub fn men_counting(men: u32, frontage: Option<u32>) -> u32 {
    match frontage {
        Some(w) if w > 0 => men.min(w.saturating_mul(RANKS_THAT_COUNT)),
        _ => men,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(people: People, to: Formation, men: i64) -> FormationChange {
        FormationChange {
            people,
            from: Formation::Scattered,
            to,
            men,
            has_leader: true,
            changes_this_turn: 0,
            moved_this_turn: false,
            broken_this_turn: false,
            overwhelmed: false,
        }
    }

    /// Formation minimums, Sandarticus.
    #[test]
    fn minimums_match_the_source() {
        assert_eq!(minimum(Formation::ShieldWall), 5);
        assert_eq!(minimum(Formation::ShieldRing), 6);
        assert_eq!(minimum(Formation::Phalanx), 12);
        assert_eq!(minimum(Formation::Wedge), 7);
        assert_eq!(minimum(Formation::Tortoise), 8);
        assert_eq!(minimum(Formation::Scattered), 0);
        assert_eq!(PHALANX_RANKS, 3);
    }

    #[test]
    fn below_minimum_is_refused_with_a_reason() {
        let e = check_strength(Formation::Phalanx, 11).unwrap_err();
        assert_eq!(
            e.to_string(),
            "A phalanx needs at least 12 men; this unit has 11."
        );
        assert!(check_strength(Formation::Phalanx, 12).is_ok());
        let e = check_strength(Formation::ShieldWall, -3).unwrap_err();
        assert!(matches!(e.problem(), Problem::OutOfRange { got: -3, .. }));
    }

    /// Who may form what, Sandarticus.
    #[test]
    fn who_may_form_what() {
        assert!(may_form(People::Greek, Formation::Phalanx, true).is_ok());
        assert!(may_form(People::Roman, Formation::Phalanx, true).is_err());
        assert!(may_form(People::Roman, Formation::Tortoise, true).is_ok());
        assert!(may_form(People::NorthGerman, Formation::Tortoise, true).is_err());
        assert!(may_form(People::NorthGerman, Formation::Wedge, true).is_ok());
        assert!(may_form(People::Gaul, Formation::Wedge, true).is_err());
        assert!(may_form(People::Gaul, Formation::ShieldWall, false).is_ok());
        assert!(may_form(People::Revolutionary, Formation::ShieldRing, true).is_ok());
    }

    /// Gauls form a shield ring only with a leader present.
    #[test]
    fn leaderless_gaulish_shield_ring_is_refused() {
        let e = may_form(People::Gaul, Formation::ShieldRing, false).unwrap_err();
        assert!(matches!(
            e.problem(),
            Problem::NotAllowed { rule: RULE_WHO, .. }
        ));
        assert!(e.to_string().contains("without its leader"));
        let mut c = change(People::Gaul, Formation::ShieldRing, 10);
        c.has_leader = false;
        assert!(change_formation(&c).is_err());
    }

    /// Changing formation, Sandarticus: one change a turn, before movement.
    #[test]
    fn one_change_before_moving() {
        let c = change(People::Roman, Formation::Tortoise, 8);
        let ok = change_formation(&c).unwrap();
        assert!(ok.half_speed && !ok.emergency);
        let twice = FormationChange {
            changes_this_turn: 1,
            ..c.clone()
        };
        assert!(change_formation(&twice).is_err());
        let moved = FormationChange {
            moved_this_turn: true,
            ..c.clone()
        };
        assert!(
            change_formation(&moved)
                .unwrap_err()
                .to_string()
                .contains("before moving")
        );
    }

    /// The emergency shield ring: Greeks, Romans and North Germans only.
    #[test]
    fn emergency_ring() {
        let mut c = change(People::NorthGerman, Formation::ShieldRing, 6);
        c.moved_this_turn = true;
        c.changes_this_turn = 1;
        c.overwhelmed = true;
        assert!(change_formation(&c).unwrap().emergency);
        c.people = People::Gaul;
        assert!(change_formation(&c).is_err());
    }

    /// Broken formations, Sandarticus: no re-forming until next turn.
    #[test]
    fn broken_cannot_reform() {
        let mut c = change(People::Roman, Formation::ShieldWall, 10);
        c.broken_this_turn = true;
        assert!(change_formation(&c).is_err());
    }

    /// Shield ring and tortoise at half speed; the tortoise cannot fight formed.
    #[test]
    fn speed_and_fighting() {
        assert_eq!(formation_speed(Cord::R1, Formation::Tortoise), Cord::R_HALF);
        assert_eq!(
            formation_speed(Cord::R1_HALF, Formation::ShieldRing).to_string(),
            "R¾"
        );
        assert_eq!(formation_speed(Cord::R1, Formation::Wedge), Cord::R1);
        assert!(!may_fight_formed(Formation::Tortoise));
        assert!(may_fight_formed(Formation::Phalanx));
    }

    /// Six spearmen in a ring shelter two; first three ranks count.
    #[test]
    fn ring_and_ranks() {
        let h = House::default();
        assert_eq!(ring_shelters(6, &h), 2);
        assert_eq!(ring_shelters(5, &h), 0);
        assert_eq!(ring_shelters(12, &h), 4, "house rule: one for every three");
        let literal = House {
            ring_shelter: RingShelter::TwoAtMost,
            ..House::default()
        };
        assert_eq!(ring_shelters(12, &literal), 2);
        assert_eq!(ring_shelters(6, &literal), 2);
        assert_eq!(men_counting(40, Some(8)), 24);
        assert_eq!(men_counting(10, Some(8)), 10);
        assert_eq!(men_counting(10, None), 10);
    }
}
