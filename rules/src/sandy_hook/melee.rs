//! Hand-to-hand fighting, Castle Cracker framework: no dice; the sides cancel each other out round by round.
//!
//! The two games cancel out differently, so the system passes its `MeleeRules`:
//! - Sandarticus (seed 1): kills per round by armour class (2 heavy, 3 medium or 4 light men kill 1); once the
//!   numbers are uneven, the smaller side is captured as soon as it can kill no more (see `smaller_side_captured`).
//! - Jersey Shore (seed 3): men cancel one for one until a side is outnumbered 2 to 1, and that side is captured;
//!   every 4 men with long weapons kill 1 more against men with short ones.
//!
//! Both weigh a figure by how it fights (a heavy horseman counts 2, a chariot 3), except that horses count 1
//! against foot that can stop them (spearmen or a musket unit not already fighting someone else).

use serde::{Deserialize, Serialize};

use super::{MAX_MEN, check_men, refuse};
use crate::error::{RulesError, check_range};
use crate::mechanism::Explained;
use crate::rule::RuleId;

pub const RULE: RuleId = "sandy-hook.melee";
pub const WEIGHT_RULE: RuleId = "sandy-hook.fighting-weight";
pub const ARCHERS_RULE: RuleId = "sandy-hook.archers-charged";

/// How heavily armoured a figure is, for the Sandarticus cancel-out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArmourClass {
    Heavy,
    Medium,
    Light,
}

/// How a figure goes into the fight.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mount {
    #[default]
    Foot,
    LightCavalry,
    /// Heavy cavalry, and Jersey Shore's cavalry, which counts double the same way.
    HeavyCavalry,
    Chariot,
}

/// Whether a melee weapon out-reaches knives, tomahawks and clubbed rifles (Jersey Shore, seed 3).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WeaponLength {
    /// Bayonet, sword, spear.
    Long,
    /// Knife, tomahawk, club.
    #[default]
    Short,
}

/// Fighting weights by mount: infantry and light cavalry 1, heavy cavalry 2, chariot 3.
pub const FIGHTING_WEIGHT: [(Mount, u32); 4] = [
    (Mount::Foot, 1),
    (Mount::LightCavalry, 1),
    (Mount::HeavyCavalry, 2),
    (Mount::Chariot, 3),
];

/// How many men a figure fights as. Heavy horse and chariots fight as one man against foot that stop horses.
pub fn fighting_weight(mount: Mount, opponent_stops_horses: bool) -> u32 {
    match mount {
        Mount::HeavyCavalry | Mount::Chariot if opponent_stops_horses => 1,
        _ => FIGHTING_WEIGHT[mount as usize].1,
    }
}

/// What the foot facing the horses are, for the horse-stopping exception.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HorseStop {
    #[default]
    Nothing,
    /// Spearmen (Sandarticus): they stop horses when there are enough of them and they are not already fighting.
    Spearmen { count: u32, already_engaged: bool },
    /// A musket unit (Jersey Shore): it stops horses unless already fighting another unit.
    Muskets { already_engaged: bool },
}

/// Whether foot stop horses: spearmen need at least `min_spearmen` (Sandarticus: 6), and neither kind may already
/// be in another fight.
pub fn stops_horses(stop: HorseStop, min_spearmen: u32) -> bool {
    match stop {
        HorseStop::Nothing => false,
        HorseStop::Spearmen {
            count,
            already_engaged,
        } => !already_engaged && count >= min_spearmen,
        HorseStop::Muskets { already_engaged } => !already_engaged,
    }
}

/// A body of like figures within a side. Groups are listed front first: losses come from the front.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeGroup {
    pub men: u32,
    pub class: ArmourClass,
    pub mount: Mount,
    pub weapon: WeaponLength,
}

/// One side of a fight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeSide {
    pub name: String,
    pub groups: Vec<MeleeGroup>,
    /// Whether this side's foot stop the enemy's horses (see `stops_horses`).
    pub stops_horses: bool,
    /// Whether this side attacked (charged into the fight), for a long-weapon bonus that only attackers earn.
    #[serde(default)]
    pub attacking: bool,
}

impl MeleeSide {
    pub fn men(&self) -> u32 {
        self.groups.iter().map(|g| g.men).sum()
    }

    fn weighted(&self, enemy_stops_horses: bool) -> u32 {
        self.groups
            .iter()
            .map(|g| g.men * fighting_weight(g.mount, enemy_stops_horses))
            .sum()
    }

    fn long_armed(&self) -> u32 {
        self.groups
            .iter()
            .filter(|g| g.weapon == WeaponLength::Long)
            .map(|g| g.men)
            .sum()
    }

    fn validate(&self) -> Result<(), RulesError> {
        if self.groups.is_empty() {
            return Err(refuse(
                RULE,
                format!("{} has nobody in the fight.", self.label()),
            ));
        }
        for g in &self.groups {
            check_men("Men in a group", g.men, 1, MAX_MEN)?;
        }
        check_men("Men on one side", self.men(), 1, MAX_MEN)
    }

    fn label(&self) -> &str {
        if self.name.trim().is_empty() {
            "One side"
        } else {
            &self.name
        }
    }

    /// Removes `n` figures from the front.
    fn lose_figures(&mut self, n: u32) -> u32 {
        let mut left = n;
        for g in &mut self.groups {
            let k = left.min(g.men);
            g.men -= k;
            left -= k;
        }
        self.groups.retain(|g| g.men > 0);
        n - left
    }

    /// Removes figures from the front until `weight` fighting strength is gone; a figure worth more than what is
    /// left to remove still falls, since half a horseman cannot die.
    fn lose_weight(&mut self, weight: u32, enemy_stops_horses: bool) -> u32 {
        let mut left = weight;
        let mut dead = 0;
        for g in &mut self.groups {
            let w = fighting_weight(g.mount, enemy_stops_horses);
            while left > 0 && g.men > 0 {
                g.men -= 1;
                dead += 1;
                left = left.saturating_sub(w);
            }
        }
        self.groups.retain(|g| g.men > 0);
        dead
    }
}

/// How the sides cancel each other out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CancelOut {
    /// Each class kills one enemy per round for so many (weighted) men of that class.
    ByArmourClass { heavy: u32, medium: u32, light: u32 },
    /// One for one, until one side outnumbers the other 2 to 1.
    ToTwoToOne,
}

/// When the weaker side gives up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureRule {
    /// The smaller side, once it can no longer kill anyone (Sandarticus; see `smaller_side_captured`).
    WhenCannotKill,
    /// Once outnumbered 2 to 1 (Jersey Shore).
    AtTwoToOne,
}

/// One system's melee rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeRules {
    pub cancel_out: CancelOut,
    pub capture: CaptureRule,
    /// For every this many long-armed men facing a side with none, one extra kill each round (Jersey Shore: 4).
    pub long_weapon_bonus: Option<u32>,
    /// Whether only an attacking side earns the long-weapon bonus (see `MeleeSide::attacking`).
    #[serde(default)]
    pub long_weapons_attacker_only: bool,
    /// The rule id outcomes name.
    #[serde(skip, default = "default_rule")]
    pub rule: RuleId,
}

fn default_rule() -> RuleId {
    RULE
}

/// Which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

/// How a fight ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum FightEnd {
    /// The side was captured; `prisoners` figures are taken.
    Captured { side: Side, prisoners: u32 },
    /// The side was wiped out.
    Destroyed { side: Side },
    /// Both sides cancelled out to the last man.
    BothDestroyed,
    /// Neither side can kill any more and neither is taken: a standoff, which either side may leave.
    Stalemate,
}

/// One round of a fight.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundReport {
    pub round: u32,
    /// Figures each side lost this round (A, B).
    pub losses: (u32, u32),
    /// Of those, the extra kills long weapons made against each side (A, B).
    pub long_weapon_kills: (u32, u32),
    /// Figures left on each side after the round (A, B).
    pub left: (u32, u32),
    pub end: Option<FightEnd>,
    /// Names of the sides, for the summary.
    pub names: (String, String),
    #[serde(skip)]
    pub rule: RuleId,
}

/// How a fight that nobody can carry on ends, in words.
pub const STANDOFF: &str = "Neither side can kill any more and neither outnumbers the other: a standoff; either may pull back.";

fn name_of(names: &(String, String), side: Side) -> &str {
    match side {
        Side::A => &names.0,
        Side::B => &names.1,
    }
}

fn end_text(end: &FightEnd, names: &(String, String)) -> String {
    match end {
        FightEnd::Captured { side, prisoners } => {
            format!(
                "{} surrender: {prisoners} taken prisoner.",
                name_of(names, *side)
            )
        }
        FightEnd::Destroyed { side } => format!("{} are wiped out.", name_of(names, *side)),
        FightEnd::BothDestroyed => "Both sides fight to the last man.".into(),
        FightEnd::Stalemate => STANDOFF.into(),
    }
}

impl Explained for RoundReport {
    fn summary(&self) -> String {
        let mut s = format!(
            "Round {}: {} lose {}, {} lose {}.",
            self.round, self.names.0, self.losses.0, self.names.1, self.losses.1
        );
        if let Some(end) = &self.end {
            s.push(' ');
            s.push_str(&end_text(end, &self.names));
        }
        s
    }

    fn rule(&self) -> RuleId {
        self.rule
    }
}

/// A fight from first clash to its end.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FightCourse {
    pub rounds: Vec<RoundReport>,
    pub end: FightEnd,
    /// The sides as they stand at the end.
    pub a: MeleeSide,
    pub b: MeleeSide,
    #[serde(skip)]
    pub rule: RuleId,
}

impl Explained for FightCourse {
    fn summary(&self) -> String {
        let names = (self.a.name.clone(), self.b.name.clone());
        format!(
            "After {} round{}: {}",
            self.rounds.len(),
            if self.rounds.len() == 1 { "" } else { "s" },
            end_text(&self.end, &names)
        )
    }

    fn rule(&self) -> RuleId {
        self.rule
    }
}

fn validate_rules(rules: &MeleeRules) -> Result<(), RulesError> {
    if let CancelOut::ByArmourClass {
        heavy,
        medium,
        light,
    } = rules.cancel_out
    {
        for n in [heavy, medium, light] {
            check_range("Men needed per kill", n as i64, 1, 20)?;
        }
    }
    if let Some(n) = rules.long_weapon_bonus {
        check_range("Long-armed men per extra kill", n as i64, 1, 20)?;
    }
    Ok(())
}

/// Kills a side makes by armour class this round.
fn class_kills(
    side: &MeleeSide,
    enemy_stops_horses: bool,
    heavy: u32,
    medium: u32,
    light: u32,
) -> u32 {
    let mut by_class = [0u32; 3];
    for g in &side.groups {
        // Chariots count as medium troops whatever the crew wears.
        let class = if g.mount == Mount::Chariot {
            ArmourClass::Medium
        } else {
            g.class
        };
        by_class[class as usize] += g.men * fighting_weight(g.mount, enemy_stops_horses);
    }
    by_class[0] / heavy + by_class[1] / medium + by_class[2] / light
}

fn bonus_kills(side: &MeleeSide, enemy: &MeleeSide, rules: &MeleeRules) -> u32 {
    let earns = side.attacking || !rules.long_weapons_attacker_only;
    match rules.long_weapon_bonus {
        Some(per) if earns && enemy.long_armed() == 0 => side.long_armed() / per,
        _ => 0,
    }
}

/// Checks whether the fight is over before (or after) a round.
fn settled(a: &MeleeSide, b: &MeleeSide, rules: &MeleeRules) -> Option<FightEnd> {
    let (ma, mb) = (a.men(), b.men());
    match (ma, mb) {
        (0, 0) => return Some(FightEnd::BothDestroyed),
        (0, _) => return Some(FightEnd::Destroyed { side: Side::A }),
        (_, 0) => return Some(FightEnd::Destroyed { side: Side::B }),
        _ => {}
    }
    let wa = a.weighted(b.stops_horses);
    let wb = b.weighted(a.stops_horses);
    match rules.capture {
        CaptureRule::AtTwoToOne => {
            if wa >= 2 * wb {
                Some(FightEnd::Captured {
                    side: Side::B,
                    prisoners: mb,
                })
            } else if wb >= 2 * wa {
                Some(FightEnd::Captured {
                    side: Side::A,
                    prisoners: ma,
                })
            } else {
                None
            }
        }
        CaptureRule::WhenCannotKill => {
            smaller_side_captured((wa, wb), round_kills(a, b, rules), (ma, mb))
        }
    }
}

/// Capture, Sandarticus: once the numbers are uneven, the side with more men takes the smaller side prisoner as
/// soon as the smaller one can kill no more, whether or not the bigger one still can. A bigger side that cannot
/// kill is never taken by a smaller one that can: the fight goes on and the smaller side keeps killing. Equal
/// numbers where neither side can kill are a standoff.
///
/// `strength` is the men each side fights as (a heavy horseman counts two, as the melee rule weighs him),
/// `kills` what each would kill this round, `men` the figures each has; all are (A, B). Every fight this leaves
/// open has a side that kills someone, so a fight always ends.
pub fn smaller_side_captured(
    strength: (u32, u32),
    kills: (u32, u32),
    men: (u32, u32),
) -> Option<FightEnd> {
    match strength.0.cmp(&strength.1) {
        std::cmp::Ordering::Less if kills.0 == 0 => Some(FightEnd::Captured {
            side: Side::A,
            prisoners: men.0,
        }),
        std::cmp::Ordering::Greater if kills.1 == 0 => Some(FightEnd::Captured {
            side: Side::B,
            prisoners: men.1,
        }),
        std::cmp::Ordering::Equal if kills == (0, 0) => Some(FightEnd::Stalemate),
        _ => None,
    }
}

/// Kills each side would make this round, by armour class and long weapons (ignored for one-for-one).
fn round_kills(a: &MeleeSide, b: &MeleeSide, rules: &MeleeRules) -> (u32, u32) {
    let (ba, bb) = (bonus_kills(a, b, rules), bonus_kills(b, a, rules));
    match rules.cancel_out {
        CancelOut::ByArmourClass {
            heavy,
            medium,
            light,
        } => (
            class_kills(a, b.stops_horses, heavy, medium, light) + ba,
            class_kills(b, a.stops_horses, heavy, medium, light) + bb,
        ),
        CancelOut::ToTwoToOne => (ba, bb),
    }
}

/// Fights one round. Returns the sides after it and the report. Melee, Castle Cracker framework.
pub fn melee_round(
    a: &MeleeSide,
    b: &MeleeSide,
    rules: &MeleeRules,
    round: u32,
) -> Result<(MeleeSide, MeleeSide, RoundReport), RulesError> {
    validate_rules(rules)?;
    a.validate()?;
    b.validate()?;
    Ok(round_unchecked(a, b, rules, round))
}

fn round_unchecked(
    a: &MeleeSide,
    b: &MeleeSide,
    rules: &MeleeRules,
    round: u32,
) -> (MeleeSide, MeleeSide, RoundReport) {
    let names = (a.label().to_string(), b.label().to_string());
    let mut na = a.clone();
    let mut nb = b.clone();
    let mut report = RoundReport {
        round,
        losses: (0, 0),
        long_weapon_kills: (0, 0),
        left: (a.men(), b.men()),
        end: None,
        names,
        rule: rules.rule,
    };
    if let Some(end) = settled(a, b, rules) {
        report.end = Some(end);
        return (na, nb, report);
    }
    // Long-weapon kills land first; then the sides cancel out among the survivors.
    let (bonus_a, bonus_b) = (bonus_kills(a, b, rules), bonus_kills(b, a, rules));
    match rules.cancel_out {
        CancelOut::ByArmourClass { .. } => {
            // Both sides strike at once, so kills come from strength at the start of the round.
            let (ka, kb) = round_kills(a, b, rules);
            report.long_weapon_kills = (bonus_b.min(a.men()), bonus_a.min(b.men()));
            report.losses = (na.lose_figures(kb), nb.lose_figures(ka));
        }
        CancelOut::ToTwoToOne => {
            let la = na.lose_figures(bonus_b);
            let lb = nb.lose_figures(bonus_a);
            report.long_weapon_kills = (la, lb);
            let wa = na.weighted(nb.stops_horses);
            let wb = nb.weighted(na.stops_horses);
            // Cancel one for one just far enough that the bigger side stands 2 to 1 (or both are gone).
            let (big, small) = (wa.max(wb), wa.min(wb));
            let k = if big >= 2 * small {
                0
            } else {
                (2 * small - big).min(small)
            };
            let da = na.lose_weight(k, nb.stops_horses);
            let db = nb.lose_weight(k, na.stops_horses);
            report.losses = (la + da, lb + db);
        }
    }
    report.left = (na.men(), nb.men());
    report.end = settled(&na, &nb, rules);
    (na, nb, report)
}

/// The most rounds a fight is played out: every round that does not end it kills someone, so 2 × 200 men is
/// plenty.
pub const MAX_ROUNDS: u32 = 2 * MAX_MEN;

/// Fights round after round until one side is captured or destroyed, or the fight stalls: the whole course.
pub fn melee_fight(
    a: &MeleeSide,
    b: &MeleeSide,
    rules: &MeleeRules,
) -> Result<FightCourse, RulesError> {
    validate_rules(rules)?;
    a.validate()?;
    b.validate()?;
    let (mut ca, mut cb) = (a.clone(), b.clone());
    let mut rounds = Vec::new();
    for round in 1..=MAX_ROUNDS {
        let (na, nb, report) = round_unchecked(&ca, &cb, rules, round);
        let end = report.end.clone();
        let no_losses = report.losses == (0, 0);
        // A round that settles the fight before any blow is struck is not a round fought.
        if !(no_losses && end.is_some() && round > 1) {
            rounds.push(report);
        }
        ca = na;
        cb = nb;
        // A round in which nobody falls and nothing is settled would repeat forever: the fight has stalled.
        let end = end.or(no_losses.then_some(FightEnd::Stalemate));
        if let (Some(last), Some(e)) = (rounds.last_mut(), &end) {
            last.end = Some(e.clone());
        }
        if let Some(end) = end {
            return Ok(FightCourse {
                rounds,
                end,
                a: ca,
                b: cb,
                rule: rules.rule,
            });
        }
    }
    Ok(FightCourse {
        rounds,
        end: FightEnd::Stalemate,
        a: ca,
        b: cb,
        rule: rules.rule,
    })
}

/// Archers who are charged: half of them (rounded down) shoot once before the fighting starts. Sandarticus.
pub fn archers_shooting_when_charged(archers: u32) -> Result<u32, RulesError> {
    check_men("Archers", archers, 1, MAX_MEN)?;
    Ok(archers / 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SANDARTICUS: MeleeRules = MeleeRules {
        cancel_out: CancelOut::ByArmourClass {
            heavy: 2,
            medium: 3,
            light: 4,
        },
        capture: CaptureRule::WhenCannotKill,
        long_weapon_bonus: None,
        long_weapons_attacker_only: false,
        rule: RULE,
    };
    const JERSEY: MeleeRules = MeleeRules {
        cancel_out: CancelOut::ToTwoToOne,
        capture: CaptureRule::AtTwoToOne,
        long_weapon_bonus: Some(4),
        long_weapons_attacker_only: false,
        rule: RULE,
    };

    fn side(
        name: &str,
        men: u32,
        class: ArmourClass,
        mount: Mount,
        weapon: WeaponLength,
    ) -> MeleeSide {
        MeleeSide {
            name: name.into(),
            groups: vec![MeleeGroup {
                men,
                class,
                mount,
                weapon,
            }],
            stops_horses: false,
            attacking: false,
        }
    }

    /// Fighting weight: infantry and light cavalry 1, heavy cavalry 2, chariot 3; 1 against stopping foot.
    #[test]
    fn fighting_weights_match_the_source() {
        assert_eq!(FIGHTING_WEIGHT.map(|(_, w)| w), [1, 1, 2, 3]);
        assert_eq!(fighting_weight(Mount::HeavyCavalry, true), 1);
        assert_eq!(fighting_weight(Mount::Chariot, true), 1);
        assert_eq!(fighting_weight(Mount::LightCavalry, true), 1);
        // Spearmen: 6 or more not already fighting (Sandarticus); muskets not already fighting (Jersey Shore).
        assert!(stops_horses(
            HorseStop::Spearmen {
                count: 6,
                already_engaged: false
            },
            6
        ));
        assert!(!stops_horses(
            HorseStop::Spearmen {
                count: 5,
                already_engaged: false
            },
            6
        ));
        assert!(!stops_horses(
            HorseStop::Spearmen {
                count: 9,
                already_engaged: true
            },
            6
        ));
        assert!(stops_horses(
            HorseStop::Muskets {
                already_engaged: false
            },
            6
        ));
        assert!(!stops_horses(
            HorseStop::Muskets {
                already_engaged: true
            },
            6
        ));
    }

    /// Sandarticus cancel-out: 2 heavy kill 1, 3 medium kill 1, 4 light kill 1, per round.
    #[test]
    fn cancel_out_by_armour_class() {
        let romans = side(
            "Romans",
            8,
            ArmourClass::Heavy,
            Mount::Foot,
            WeaponLength::Short,
        );
        let gauls = side(
            "Gauls",
            12,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let (r, g, rep) = melee_round(&romans, &gauls, &SANDARTICUS, 1).unwrap();
        assert_eq!(rep.losses, (3, 4));
        assert_eq!((r.men(), g.men()), (5, 8));
        // One heavy horseman kills one a round, as two heavy foot do.
        let horse = side(
            "Horse",
            1,
            ArmourClass::Heavy,
            Mount::HeavyCavalry,
            WeaponLength::Long,
        );
        assert_eq!(round_kills(&horse, &gauls, &SANDARTICUS).0, 1);
    }

    /// Sandarticus capture: a side that can no longer kill, facing one that can, is captured.
    #[test]
    fn capture_when_one_side_cannot_kill() {
        let romans = side(
            "Romans",
            8,
            ArmourClass::Heavy,
            Mount::Foot,
            WeaponLength::Short,
        );
        let gauls = side(
            "Gauls",
            12,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let course = melee_fight(&romans, &gauls, &SANDARTICUS).unwrap();
        // 8 v 12 -> 5 v 8 -> 3 v 6 -> 2 v 5 -> 1 v 4: Romans can't kill, Gauls can.
        assert_eq!(
            course.end,
            FightEnd::Captured {
                side: Side::A,
                prisoners: 1
            }
        );
        assert!(course.summary().contains("Romans surrender"));
        let pairs = side("A", 1, ArmourClass::Heavy, Mount::Foot, WeaponLength::Short);
        assert_eq!(
            melee_fight(&pairs, &pairs, &SANDARTICUS).unwrap().end,
            FightEnd::Stalemate
        );
    }

    /// Capture, Sandarticus: when the numbers get uneven the bigger side takes the smaller prisoner. Three light
    /// men against one: the one can kill nobody (4 light men make a kill) and is taken at once.
    #[test]
    fn three_light_take_one_light_prisoner() {
        let three = side(
            "Gauls",
            3,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let one = side(
            "Scout",
            1,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let course = melee_fight(&three, &one, &SANDARTICUS).unwrap();
        assert_eq!(
            course.end,
            FightEnd::Captured {
                side: Side::B,
                prisoners: 1
            }
        );
        assert_eq!(course.rounds[0].losses, (0, 0), "taken before a blow");
    }

    /// Capture, Sandarticus: only the smaller side is ever taken. Two heavy men against three light: the three
    /// cannot kill (4 light make a kill) but are the bigger side, so the fight goes on; the two heavy kill one
    /// (2 heavy make a kill), 2 against 2 they kill another, and the last light man, now the smaller side, is
    /// taken.
    #[test]
    fn a_bigger_side_that_cannot_kill_fights_on() {
        let heavy = side(
            "Romans",
            2,
            ArmourClass::Heavy,
            Mount::Foot,
            WeaponLength::Short,
        );
        let light = side(
            "Gauls",
            3,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let course = melee_fight(&heavy, &light, &SANDARTICUS).unwrap();
        let losses: Vec<(u32, u32)> = course.rounds.iter().map(|r| r.losses).collect();
        assert_eq!(losses, vec![(0, 1), (0, 1)]);
        assert_eq!(
            course.end,
            FightEnd::Captured {
                side: Side::B,
                prisoners: 1
            }
        );
        // One heavy man against one: neither makes a kill and neither is smaller, a standoff.
        let one = side(
            "Legionary",
            1,
            ArmourClass::Heavy,
            Mount::Foot,
            WeaponLength::Short,
        );
        let end = melee_fight(&one, &one, &SANDARTICUS).unwrap().end;
        assert_eq!(end, FightEnd::Stalemate);
        assert!(end_text(&end, &("A".into(), "B".into())).contains("standoff"));
    }

    /// Capture, Sandarticus, by fighting strength: a heavy horseman fights as 2 men, so one horseman against one
    /// light man is the bigger side, and the light man (who cannot kill) is taken.
    #[test]
    fn a_horseman_counts_two_towards_the_bigger_side() {
        let horse = side(
            "Horse",
            1,
            ArmourClass::Heavy,
            Mount::HeavyCavalry,
            WeaponLength::Long,
        );
        let foot = side(
            "Slinger",
            1,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        assert_eq!(
            smaller_side_captured((2, 1), (1, 0), (1, 1)),
            Some(FightEnd::Captured {
                side: Side::B,
                prisoners: 1
            })
        );
        assert_eq!(
            melee_fight(&horse, &foot, &SANDARTICUS).unwrap().end,
            FightEnd::Captured {
                side: Side::B,
                prisoners: 1
            }
        );
    }

    /// Jersey Shore: cancel out until 2 to 1, then the smaller side is captured.
    #[test]
    fn jersey_shore_cancels_to_two_to_one() {
        let a = side(
            "Redcoats",
            10,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let b = side(
            "Militia",
            7,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let course = melee_fight(&a, &b, &JERSEY).unwrap();
        assert_eq!(course.rounds[0].losses, (4, 4));
        assert_eq!(
            course.end,
            FightEnd::Captured {
                side: Side::B,
                prisoners: 3
            }
        );
        let even = melee_fight(&a, &a, &JERSEY).unwrap();
        assert_eq!(even.end, FightEnd::BothDestroyed);
        // Already 2 to 1: captured without a blow.
        let c = side(
            "Scouts",
            5,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let quick = melee_fight(&a, &c, &JERSEY).unwrap();
        assert_eq!(quick.rounds[0].losses, (0, 0));
        assert_eq!(
            quick.end,
            FightEnd::Captured {
                side: Side::B,
                prisoners: 5
            }
        );
    }

    /// Long weapons: each 4 men with bayonets, swords or spears kill 1 more against short weapons.
    #[test]
    fn long_weapon_bonus() {
        let a = side(
            "Bayonets",
            8,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Long,
        );
        let b = side(
            "Tomahawks",
            7,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Short,
        );
        let (_, nb, rep) = melee_round(&a, &b, &JERSEY, 1).unwrap();
        assert_eq!(rep.long_weapon_kills, (0, 2));
        // 8 v 5 after the bonus, then 2 each to reach 6 v 3.
        assert_eq!(rep.left, (6, 3));
        assert_eq!(nb.men(), 3);
        let both_long = side(
            "Swords",
            7,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Long,
        );
        assert_eq!(
            melee_round(&a, &both_long, &JERSEY, 1)
                .unwrap()
                .2
                .long_weapon_kills,
            (0, 0)
        );
    }

    /// Jersey Shore cavalry count 2, but 1 against muskets not already engaged.
    #[test]
    fn cavalry_against_muskets() {
        let horse = side(
            "Dragoons",
            5,
            ArmourClass::Light,
            Mount::HeavyCavalry,
            WeaponLength::Long,
        );
        let mut foot = side(
            "Line",
            9,
            ArmourClass::Light,
            Mount::Foot,
            WeaponLength::Long,
        );
        // 10 v 9 weighted: cancel out 8 weight each.
        let (h, _, _) = melee_round(&horse, &foot, &JERSEY, 1).unwrap();
        assert_eq!(h.men(), 1);
        // Stopped by muskets they fight as 1 each: 5 v 9 cancels 1 each to 4 v 8.
        foot.stops_horses = true;
        let course = melee_fight(&horse, &foot, &JERSEY).unwrap();
        assert_eq!(
            course.end,
            FightEnd::Captured {
                side: Side::A,
                prisoners: 4
            }
        );
    }

    /// A fight in which nobody can fall stops at once rather than looping.
    #[test]
    fn stalled_fight_stops() {
        let odd = MeleeRules {
            capture: CaptureRule::WhenCannotKill,
            ..JERSEY
        };
        let a = side("A", 3, ArmourClass::Light, Mount::Foot, WeaponLength::Short);
        let course = melee_fight(&a, &a, &odd).unwrap();
        assert_eq!(course.end, FightEnd::Stalemate);
        assert_eq!(course.rounds.len(), 1);
    }

    /// Archers charged: half of them shoot once first.
    #[test]
    fn archers_charged_half_shoot() {
        assert_eq!(archers_shooting_when_charged(9), Ok(4));
        assert!(archers_shooting_when_charged(0).is_err());
    }

    #[test]
    fn bad_sides_are_refused() {
        let empty = MeleeSide {
            name: "Ghosts".into(),
            groups: vec![],
            stops_horses: false,
            attacking: false,
        };
        let a = side("A", 3, ArmourClass::Light, Mount::Foot, WeaponLength::Short);
        assert!(
            melee_fight(&empty, &a, &JERSEY)
                .unwrap_err()
                .to_string()
                .contains("Ghosts")
        );
        let zero = side("Z", 0, ArmourClass::Light, Mount::Foot, WeaponLength::Short);
        assert!(melee_fight(&zero, &a, &JERSEY).is_err());
        let bad = MeleeRules {
            cancel_out: CancelOut::ByArmourClass {
                heavy: 0,
                medium: 3,
                light: 4,
            },
            ..SANDARTICUS
        };
        assert!(melee_fight(&a, &a, &bad).is_err());
    }

    fn arb_side(name: &'static str) -> impl Strategy<Value = MeleeSide> {
        (
            proptest::collection::vec((1u32..30, 0usize..3, 0usize..4, any::<bool>()), 1..4),
            any::<bool>(),
        )
            .prop_map(move |(gs, stops)| MeleeSide {
                name: name.into(),
                groups: gs
                    .into_iter()
                    .map(|(men, c, m, long)| MeleeGroup {
                        men,
                        class: [ArmourClass::Heavy, ArmourClass::Medium, ArmourClass::Light][c],
                        mount: [
                            Mount::Foot,
                            Mount::LightCavalry,
                            Mount::HeavyCavalry,
                            Mount::Chariot,
                        ][m],
                        weapon: if long {
                            WeaponLength::Long
                        } else {
                            WeaponLength::Short
                        },
                    })
                    .collect(),
                stops_horses: stops,
                attacking: false,
            })
    }

    proptest! {
        #[test]
        fn fights_end_and_never_kill_more_than_present(a in arb_side("A"), b in arb_side("B"), jersey: bool) {
            let rules = if jersey { JERSEY } else { SANDARTICUS };
            let course = melee_fight(&a, &b, &rules).unwrap();
            let lost_a: u32 = course.rounds.iter().map(|r| r.losses.0).sum();
            let lost_b: u32 = course.rounds.iter().map(|r| r.losses.1).sum();
            prop_assert_eq!(lost_a + course.a.men(), a.men());
            prop_assert_eq!(lost_b + course.b.men(), b.men());
            prop_assert!(course.end != FightEnd::Stalemate || !jersey);
            if let FightEnd::Captured { side, prisoners } = course.end {
                let left = match side { Side::A => course.a.men(), Side::B => course.b.men() };
                prop_assert_eq!(prisoners, left);
            }
        }
    }
}
