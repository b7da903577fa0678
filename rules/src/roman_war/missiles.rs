//! Missile fire: effect sets by weapon, range third and armour; cover; the testudo; then the survival roll.
//!
//! All six range/effect tables arrived empty (rules-gaps, seed 2 (b) 1), so the numbers are the house table;
//! players can change them in `House`. Only the archer's slope ranges and "first 2 ranks" survive in any copy.

use serde::{Deserialize, Serialize};

use super::structures::BuildingState;
use super::troops::{Armour, Troop};
use super::{
    House, MAX_MEN, SURVIVE_FROM, SlingersBehindWalls, check_inches, count, inches, men,
    p_dies_of_one_hit, p_face_at_least, refuse, rule,
};
use crate::error::RulesError;
use crate::mechanism::staged::{Progress, Reader, played, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism, Stage, Staged};
use crate::odds::Distribution;
use crate::rule::RuleId;

/// An effect set: the faces that hit. Every set in these rules runs from some face up to 6, so it is stored as
/// its lowest face; 7 means the weapon cannot hit at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Effect(pub u8);

impl Effect {
    /// No face hits.
    pub const NONE: Effect = Effect(7);

    /// Faces outside 1..=7 from edited house settings are pulled back into range rather than trusted.
    pub fn checked(self) -> Effect {
        Effect(self.0.clamp(1, 7))
    }

    pub fn hits(self, face: u8) -> bool {
        face >= self.checked().0
    }

    /// The chance one die hits.
    pub fn p(self) -> f64 {
        p_face_at_least(self.checked().0)
    }

    /// Cover, Roman War Rules: cover takes one number off the effect (read as the lowest one).
    pub fn with_cover(self) -> Effect {
        Effect((self.checked().0 + 1).min(7))
    }

    /// "4–6", "6" or "no effect".
    pub fn describe(self) -> String {
        match self.checked().0 {
            7 => "no effect".to_string(),
            6 => "6".to_string(),
            n => format!("{n}\u{2013}6"),
        }
    }
}

/// Stored as its number, as the derive stored the newtype.
impl crate::json::Field for Effect {
    fn read(json: &crate::json::Json) -> Result<Effect, crate::json::Error> {
        <u8 as crate::json::Field>::read(json).map(Effect)
    }

    fn write(&self) -> crate::json::Json {
        crate::json::Field::write(&self.0)
    }
}

/// Range and effect sets of one weapon.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
pub struct WeaponProfile {
    /// Longest range on level ground, in inches.
    pub max_range_in: f64,
    /// How many ranks deep the weapon reaches into a formation.
    pub ranks_hit: u8,
    /// Effect sets against unarmoured men at short, medium and long range (thirds of the maximum).
    pub unarmoured: [Effect; 3],
    /// Effect sets against armoured men at short, medium and long range.
    pub armoured: [Effect; 3],
}

crate::json::field::record_field!(
    WeaponProfile,
    required {
        max_range_in,
        ranks_hit,
        unarmoured,
        armoured
    }
);

/// House effect table, archers: 20 in, first 2 ranks; 4–6/5–6/6 unarmoured, 5–6/6/6 armoured.
pub const HOUSE_ARCHER: WeaponProfile = WeaponProfile {
    max_range_in: 20.0,
    ranks_hit: 2,
    unarmoured: [Effect(4), Effect(5), Effect(6)],
    armoured: [Effect(5), Effect(6), Effect(6)],
};

/// House effect table, slingers: 15 in in a straight line, 1 rank; 4–6/5–6/6 unarmoured, 6/6/none armoured.
pub const HOUSE_SLINGER: WeaponProfile = WeaponProfile {
    max_range_in: 15.0,
    ranks_hit: 1,
    unarmoured: [Effect(4), Effect(5), Effect(6)],
    armoured: [Effect(6), Effect(6), Effect::NONE],
};

/// House effect table, lancers (javelin, pilum): 6 in, 1 rank; 3–6/4–6/5–6 unarmoured, 5–6/5–6/6 armoured.
pub const HOUSE_LANCER: WeaponProfile = WeaponProfile {
    max_range_in: 6.0,
    ranks_hit: 1,
    unarmoured: [Effect(3), Effect(4), Effect(5)],
    armoured: [Effect(5), Effect(5), Effect(6)],
};

/// House effect table, scorpio: 30 in, a line 3 ranks deep; 5–6 unarmoured, 6 armoured at every range.
pub const HOUSE_SCORPIO: WeaponProfile = WeaponProfile {
    max_range_in: 30.0,
    ranks_hit: 3,
    unarmoured: [Effect(5); 3],
    armoured: [Effect(6); 3],
};

/// House effect table, catapult and ballista: 40 in, everyone under the template; 4–6 unarmoured, 5–6 armoured.
pub const HOUSE_ARTILLERY: WeaponProfile = WeaponProfile {
    max_range_in: 40.0,
    ranks_hit: 0,
    unarmoured: [Effect(4); 3],
    armoured: [Effect(5); 3],
};

/// The six missile weapons of the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Weapon {
    Archer,
    Lancer,
    Slinger,
    Scorpio,
    Catapult,
    Ballista,
}

impl Weapon {
    pub fn name(self) -> &'static str {
        match self {
            Weapon::Archer => "Archers",
            Weapon::Lancer => "Lancers",
            Weapon::Slinger => "Slingers",
            Weapon::Scorpio => "Scorpio",
            Weapon::Catapult => "Catapult",
            Weapon::Ballista => "Ballista",
        }
    }

    /// The weapon's row of the (house) effect table.
    pub fn profile(self, house: &House) -> WeaponProfile {
        match self {
            Weapon::Archer => house.archer,
            Weapon::Lancer => house.lancer,
            Weapon::Slinger => house.slinger,
            Weapon::Scorpio => house.scorpio,
            Weapon::Catapult => house.catapult,
            Weapon::Ballista => house.ballista,
        }
    }

    /// Hand-thrown or hand-shot missiles: "anything reasonable" covers against these.
    pub fn is_small_arms(self) -> bool {
        matches!(self, Weapon::Archer | Weapon::Lancer | Weapon::Slinger)
    }

    /// Missiles dropping in an arc, which high walls and cliffs stop short of men close behind them.
    pub fn arcs(self) -> bool {
        matches!(self, Weapon::Archer | Weapon::Lancer)
    }
}

/// Shooting up or down a slope stretches or shortens the range.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slope {
    #[default]
    Level,
    Uphill,
    Downhill,
}

/// Which third of the weapon's range the target is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RangeBand {
    Short,
    Medium,
    Long,
}

impl RangeBand {
    pub fn name(self) -> &'static str {
        match self {
            RangeBand::Short => "short",
            RangeBand::Medium => "medium",
            RangeBand::Long => "long",
        }
    }
}

/// Longest range on a slope, in inches. Ranges, Roman War Rules: adjusted for slope; the quarter comes from the
/// archer table and the house applies it to every weapon.
pub fn max_range(weapon: Weapon, slope: Slope, house: &House) -> f64 {
    let base = weapon.profile(house).max_range_in.max(0.0);
    let f = if house.slope_range_fraction.is_finite() {
        house.slope_range_fraction.clamp(0.0, 1.0)
    } else {
        0.0
    };
    match slope {
        Slope::Level => base,
        Slope::Uphill => base * (1.0 - f),
        Slope::Downhill => base * (1.0 + f),
    }
}

/// The third of the range a target is in. Ranges, Roman War Rules; the thirds are the house table's.
pub fn range_band(
    weapon: Weapon,
    range_in: f64,
    slope: Slope,
    house: &House,
) -> Result<RangeBand, RulesError> {
    let r = check_inches(rule::MISSILES, "The range", range_in)?;
    let max = max_range(weapon, slope, house);
    // A hair of tolerance so a target measured at exactly the limit is in range.
    if r > max + 1e-9 {
        return Err(refuse(
            rule::MISSILES,
            format!(
                "{} reach at most {} in here; the target is {} in away.",
                weapon.name(),
                inches(max),
                inches(r)
            ),
        ));
    }
    Ok(if r <= max / 3.0 + 1e-9 {
        RangeBand::Short
    } else if r <= 2.0 * max / 3.0 + 1e-9 {
        RangeBand::Medium
    } else {
        RangeBand::Long
    })
}

/// The effect set before cover. Effects, Roman War Rules (house table).
pub fn base_effect(weapon: Weapon, band: RangeBand, armour: Armour, house: &House) -> Effect {
    let p = weapon.profile(house);
    let row = match armour {
        Armour::Unarmoured => p.unarmoured,
        Armour::Armoured => p.armoured,
    };
    row[band as usize].checked()
}

/// A Roman block that closes its shields under missile fire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Testudo {
    pub troop: Troop,
    /// Men across the front.
    pub across: i64,
    /// Ranks deep.
    pub deep: i64,
    pub in_melee: bool,
}

/// The smallest testudo, Roman War Rules: 4 across and 4 deep.
pub const TESTUDO_MIN: i64 = 4;

impl Testudo {
    /// Testudo, Roman War Rules: hastati, princeps or triarii, a block at least 4 by 4, not in melee.
    pub fn check(&self) -> Result<(), RulesError> {
        if !self.troop.can_testudo() {
            return Err(refuse(
                rule::TESTUDO,
                format!(
                    "Only hastati, princeps and triarii form a testudo, not {}.",
                    self.troop.name()
                ),
            ));
        }
        if self.across < TESTUDO_MIN || self.deep < TESTUDO_MIN {
            return Err(refuse(
                rule::TESTUDO,
                format!(
                    "A testudo needs a block of at least 4 men across and 4 deep; this one is {} across and {} deep.",
                    self.across, self.deep
                ),
            ));
        }
        if self.in_melee {
            return Err(refuse(
                rule::TESTUDO,
                "Men fighting a melee can't hold a testudo.",
            ));
        }
        Ok(())
    }
}

/// What stands between the shooters and the target.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub enum Obstacle {
    #[default]
    Open,
    /// Hedges, fences, small rocks: anything reasonable. Covers against arrows, sling stones and lances only.
    Light,
    /// A low stone wall or a boulder: covers against everything.
    Solid,
    /// A building wall (2 in high), a cliff or a fort wall (3 in): the target is behind or below it.
    High {
        /// How far the target stands from its foot.
        distance_in: f64,
    },
}

/// Men inside a building.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct InBuilding {
    pub state: BuildingState,
    /// Shooting out of a window or a door.
    pub at_window_or_door: bool,
    /// Distance from the nearest wall, inches.
    pub distance_from_wall_in: f64,
}

/// Everything about the target's position that may give it cover.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct CoverSituation {
    pub obstacle: Obstacle,
    pub building: Option<InBuilding>,
    /// The target stands on a cliff top, shooting down at the shooters.
    pub on_cliff_top_above_shooters: bool,
    pub testudo: Option<Testudo>,
}

/// Why a target counts as in cover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CoverReason {
    Light,
    Solid,
    UnseenBehindHighWall,
    WindowOrDoor,
    Rubble,
    CliffTop,
    Testudo,
}

/// Why a target cannot be hit at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SafeReason {
    /// A sound roof takes every missile.
    UnderRoof,
    /// Close behind a high wall or cliff, below the arc.
    OverTheTop,
    /// Slingers need a straight line to the target.
    NoStraightLine,
}

/// A target's protection against one weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Protection {
    Open,
    Cover(CoverReason),
    /// Several kinds of cover at once, when the house rules let them add up: the last one found and how many.
    Covers(CoverReason, u8),
    Safe(SafeReason),
}

impl Protection {
    /// How many numbers cover takes off the effect set.
    pub fn cover_steps(self) -> u8 {
        match self {
            Protection::Open | Protection::Safe(_) => 0,
            Protection::Cover(_) => 1,
            Protection::Covers(_, n) => n,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Protection::Covers(..) => "behind more than one kind of cover",
            Protection::Open => "in the open",
            Protection::Cover(CoverReason::Light) => "in light cover",
            Protection::Cover(CoverReason::Solid) => "behind stone or boulders",
            Protection::Cover(CoverReason::UnseenBehindHighWall) => "out of sight behind a wall",
            Protection::Cover(CoverReason::WindowOrDoor) => "shooting from a window or door",
            Protection::Cover(CoverReason::Rubble) => "among rubble",
            Protection::Cover(CoverReason::CliffTop) => "on the cliff top",
            Protection::Cover(CoverReason::Testudo) => "in testudo",
            Protection::Safe(SafeReason::UnderRoof) => "under a sound roof",
            Protection::Safe(SafeReason::OverTheTop) => {
                "too close under the wall for an arcing shot"
            }
            Protection::Safe(SafeReason::NoStraightLine) => "out of a slinger's straight line",
        }
    }
}

/// How far behind a high wall or cliff men are safe from arcing missiles, inches. Cover, Roman War Rules.
pub const OVER_THE_TOP_IN: f64 = 2.0;

/// The target's protection from a weapon. Cover, Roman War Rules: cover from anything reasonable against small
/// arms, stone and boulders against all; over-the-top cover close behind walls and cliffs; slingers only in a
/// straight line; buildings by their state; the cliff top; the testudo. Two readings are house rules: whether
/// several covers add up (by default one number at most) and whether slingers reach men well back behind a high
/// wall (by default never).
pub fn protection(
    weapon: Weapon,
    s: &CoverSituation,
    house: &House,
) -> Result<Protection, RulesError> {
    let mut covers: Vec<CoverReason> = Vec::new();
    let mut cover = |r: CoverReason| covers.push(r);
    let mut safe: Option<SafeReason> = None;
    if let Some(t) = &s.testudo {
        t.check()?;
        cover(CoverReason::Testudo);
    }
    if s.on_cliff_top_above_shooters {
        cover(CoverReason::CliffTop);
    }
    match s.obstacle {
        Obstacle::Open => {}
        Obstacle::Light => {
            if weapon.is_small_arms() {
                cover(CoverReason::Light);
            }
        }
        Obstacle::Solid => cover(CoverReason::Solid),
        Obstacle::High { distance_in } => {
            let d = check_inches(rule::COVER, "The distance from the wall", distance_in)?;
            let close = d <= OVER_THE_TOP_IN;
            let slinger_blocked = weapon == Weapon::Slinger
                && (close || house.slingers_behind_walls == SlingersBehindWalls::NeverHit);
            if slinger_blocked {
                safe = Some(SafeReason::NoStraightLine);
            } else if weapon.arcs() && close {
                safe = Some(SafeReason::OverTheTop);
            } else {
                cover(CoverReason::UnseenBehindHighWall);
            }
        }
    }
    if let Some(b) = &s.building {
        let d = check_inches(
            rule::COVER,
            "The distance from the wall",
            b.distance_from_wall_in,
        )?;
        match b.state {
            BuildingState::Collapsed => {
                return Err(refuse(
                    rule::STRUCTURES,
                    "That building has collapsed: nobody inside is left to shoot at.",
                ));
            }
            _ if b.at_window_or_door => cover(CoverReason::WindowOrDoor),
            BuildingState::FullCover => safe = Some(SafeReason::UnderRoof),
            BuildingState::NoProjectileCover => {
                if d <= OVER_THE_TOP_IN {
                    if weapon.arcs() {
                        safe = Some(SafeReason::OverTheTop);
                    } else if weapon == Weapon::Slinger {
                        safe = Some(SafeReason::NoStraightLine);
                    } else {
                        cover(CoverReason::UnseenBehindHighWall);
                    }
                }
            }
            BuildingState::NoTopCover => {
                if weapon.is_small_arms() {
                    cover(CoverReason::Rubble);
                }
            }
        }
    }
    Ok(match (safe, covers.last()) {
        (Some(r), _) => Protection::Safe(r),
        (None, Some(&r)) if house.cover_adds_up && covers.len() > 1 => {
            Protection::Covers(r, covers.len() as u8)
        }
        (None, Some(&r)) => Protection::Cover(r),
        (None, None) => Protection::Open,
    })
}

/// The effect set that actually applies: the table's, less one number for each cover counted, nothing if the
/// target is safe.
pub fn effect_after_cover(base: Effect, p: Protection) -> Effect {
    match p {
        Protection::Safe(_) => Effect::NONE,
        _ => (0..p.cover_steps()).fold(base, |e, _| e.with_cover()),
    }
}

/// Men a volley can reach in a block: the front `ranks_hit` ranks. Ranks hit, Roman War Rules (house table).
pub fn men_in_hit_ranks(
    weapon: Weapon,
    across: i64,
    deep: i64,
    house: &House,
) -> Result<i64, RulesError> {
    count("Men across", across, 0, MAX_MEN)?;
    count("Ranks", deep, 0, MAX_MEN)?;
    let ranks = (weapon.profile(house).ranks_hit as i64).min(deep);
    Ok(across * ranks)
}

/// The hand weapons that shoot volleys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VolleyWeapon {
    Archer,
    Lancer,
    Slinger,
}

impl VolleyWeapon {
    /// Every volley weapon, in the order a picker lists them.
    pub const ALL: [VolleyWeapon; 3] = [
        VolleyWeapon::Archer,
        VolleyWeapon::Slinger,
        VolleyWeapon::Lancer,
    ];

    pub fn weapon(self) -> Weapon {
        match self {
            VolleyWeapon::Archer => Weapon::Archer,
            VolleyWeapon::Lancer => Weapon::Lancer,
            VolleyWeapon::Slinger => Weapon::Slinger,
        }
    }
}

/// A volley: each shooter rolls one die at the men in the ranks his weapon reaches.
///
/// Input model: shooters spread evenly over the targets, shooter `i` (from 0) aiming at target `i mod targets`,
/// so each target draws ⌊shooters/targets⌋ or ⌈shooters/targets⌉ dice, the first targets taking the extra.
/// Players who concentrate fire can split a volley into several.
///
/// Men already carrying a flesh wound from earlier this turn come first in target order: any hit on them is
/// their second of the turn and kills outright.
///
/// Faces for `resolve`: first the shooters' dice in shooter order; then one survival die for each unwounded man
/// hit exactly once, in target order. Men hit twice in the turn need no survival die.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Volley {
    pub weapon: VolleyWeapon,
    pub shooters: i64,
    pub range_in: f64,
    pub slope: Slope,
    pub target_armour: Armour,
    /// Men in the ranks the weapon reaches (see `men_in_hit_ranks`).
    pub targets: i64,
    pub cover: CoverSituation,
    /// Targets already wounded earlier this turn (listed first among the targets).
    #[serde(default)]
    pub wounded_earlier: i64,
}

/// What a volley did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VolleyOutcome {
    pub weapon: Weapon,
    pub band: RangeBand,
    pub protection: Protection,
    pub effect: Effect,
    /// Hits on each target, in target order.
    pub hits_per_man: Vec<u32>,
    /// Hit twice or more: dead with no survival roll.
    pub dead_outright: u32,
    /// Hit once and failed the survival roll.
    pub died_of_wounds: u32,
    /// Hit once and survived with a flesh wound.
    pub flesh_wounds: u32,
    pub dead: u32,
}

impl Explained for VolleyOutcome {
    fn summary(&self) -> String {
        if self.effect == Effect::NONE {
            return format!(
                "{} can't hurt this target ({}).",
                self.weapon.name(),
                self.protection.describe()
            );
        }
        format!(
            "{} at {} range: {} dead ({} hit twice, {} failed survival), {} with flesh wounds.",
            self.weapon.name(),
            self.band.name(),
            men(self.dead),
            self.dead_outright,
            self.died_of_wounds,
            self.flesh_wounds
        )
    }

    fn rule(&self) -> RuleId {
        rule::MISSILES
    }
}

/// The chance a man dies when `k` dice of chance `p` are rolled at him: two hits kill, one hit rolls survival.
pub(crate) fn p_dead_under(k: u32, p: f64) -> f64 {
    if k == 0 {
        return 0.0;
    }
    let q = 1.0 - p;
    let none = q.powi(k as i32);
    let once = k as f64 * p * q.powi(k as i32 - 1);
    let twice = (1.0 - none - once).max(0.0);
    twice + once * p_dies_of_one_hit()
}

impl Volley {
    fn checked(
        &self,
        house: &House,
    ) -> Result<(u32, u32, RangeBand, Protection, Effect), RulesError> {
        let shooters = count("Shooters", self.shooters, 0, MAX_MEN)?;
        let targets = count("Men in the ranks hit", self.targets, 1, MAX_MEN)?;
        count(
            "Men already wounded this turn",
            self.wounded_earlier,
            0,
            targets as i64,
        )?;
        let w = self.weapon.weapon();
        let band = range_band(w, self.range_in, self.slope, house)?;
        let prot = protection(w, &self.cover, house)?;
        let eff = effect_after_cover(base_effect(w, band, self.target_armour, house), prot);
        Ok((shooters, targets, band, prot, eff))
    }

    /// Dice aimed at target `j` (from 0) under the even spread, for showing the player who shoots at whom.
    pub fn aimed_at(shooters: u32, targets: u32, j: u32) -> u32 {
        shooters / targets + u32::from(j < shooters % targets)
    }

    fn play(&self, house: &House, faces: &[u8]) -> Result<Progress<VolleyOutcome>, RulesError> {
        let (shooters, targets, band, protection, effect) = self.checked(house)?;
        let mut r = Reader::new(faces)?;
        let mut hits = vec![0u32; targets as usize];
        if effect != Effect::NONE {
            let dice = take_or_need!(r, DiceRequest::D6(shooters), "Hit dice, one per shooter");
            for (i, &f) in dice.iter().enumerate() {
                if effect.hits(f) {
                    hits[i % targets as usize] += 1;
                }
            }
        }
        let wounded = self.wounded_earlier as usize;
        let turn_hits = |j: usize, h: u32| h + u32::from(j < wounded && h > 0);
        let once = hits[wounded..].iter().filter(|&&h| h == 1).count() as u32;
        let survival = take_or_need!(
            r,
            DiceRequest::D6(once),
            "Survival dice, one per man hit once"
        );
        let died = survival.iter().filter(|&&f| f < SURVIVE_FROM).count() as u32;
        let outright = hits
            .iter()
            .enumerate()
            .filter(|&(j, &h)| turn_hits(j, h) >= 2)
            .count() as u32;
        r.finish(VolleyOutcome {
            weapon: self.weapon.weapon(),
            band,
            protection,
            effect,
            hits_per_man: hits,
            dead_outright: outright,
            died_of_wounds: died,
            flesh_wounds: once - died,
            dead: outright + died,
        })
    }
}

/// Missile volley, Roman War Rules: exact distribution of the dead.
impl Mechanism for Volley {
    type House<'h> = &'h House;
    type Outcome = VolleyOutcome;

    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let (shooters, targets, _, _, effect) = self.checked(house)?;
        let p = effect.p();
        // Targets fall into at most four classes by dice drawn and earlier wound; one binomial each.
        let wounded = self.wounded_earlier as u32;
        let mut classes: Vec<(u32, bool, u32)> = Vec::new();
        for j in 0..targets {
            let key = (Volley::aimed_at(shooters, targets, j), j < wounded);
            match classes.iter_mut().find(|c| (c.0, c.1) == key) {
                Some(c) => c.2 += 1,
                None => classes.push((key.0, key.1, 1)),
            }
        }
        let mut d = Distribution::certain(0);
        for (k, was_wounded, n) in classes {
            let p_dead = if was_wounded {
                1.0 - (1.0 - p).powi(k as i32)
            } else {
                p_dead_under(k, p)
            };
            d = d.add(&Distribution::binomial(n, p_dead));
        }
        Ok(d)
    }

    played!(&House);
}

played!(Staged for Volley, &House);

/// A batch of survival rolls on its own, for men hit once by anything (a volley, a template, a melee blow).
/// Faces: one die per man.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SurvivalRolls {
    pub men_hit: i64,
}

/// What the survival rolls gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SurvivalOutcome {
    pub dead: u32,
    pub flesh_wounds: u32,
}

impl Explained for SurvivalOutcome {
    fn summary(&self) -> String {
        format!(
            "{} dead, {} with flesh wounds.",
            men(self.dead),
            self.flesh_wounds
        )
    }

    fn rule(&self) -> RuleId {
        rule::SURVIVAL
    }
}

/// Survival roll, Roman War Rules: 5 or 6 and the man lives with a flesh wound; 1 to 4 and he is dead.
impl Mechanism for SurvivalRolls {
    type House<'h> = ();
    type Outcome = SurvivalOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        Ok(match count("Men hit", self.men_hit, 0, MAX_MEN)? {
            0 => DiceRequest::Nothing,
            n => DiceRequest::D6(n),
        })
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        let n = count("Men hit", self.men_hit, 0, MAX_MEN)?;
        Ok(Distribution::binomial(n, p_dies_of_one_hit()))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<SurvivalOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        let dead = faces.iter().filter(|&&f| f < SURVIVE_FROM).count() as u32;
        Ok(SurvivalOutcome {
            dead,
            flesh_wounds: faces.len() as u32 - dead,
        })
    }
}

impl Staged for SurvivalRolls {
    fn next_stage(&self, _house: (), faces: &[u8]) -> Result<Option<Stage>, RulesError> {
        let dice = self.dice_needed(())?;
        Ok((faces.is_empty() && dice.faces() > 0)
            .then(|| Stage::new(dice, "Survival dice, one per man hit")))
    }
}

#[cfg(test)]
mod tests {
    /// Roman War Rules missiles: archers, slingers and lancers shoot volleys, each listed once.
    #[test]
    fn volley_weapon_list_holds_each_once() {
        use super::VolleyWeapon;
        let index = |w: VolleyWeapon| match w {
            VolleyWeapon::Archer => 0,
            VolleyWeapon::Slinger => 1,
            VolleyWeapon::Lancer => 2,
        };
        for (i, w) in VolleyWeapon::ALL.into_iter().enumerate() {
            assert_eq!(index(w), i);
        }
    }

    use super::*;
    use crate::error::Problem;
    use proptest::prelude::*;

    fn volley(shooters: i64, targets: i64, range: f64) -> Volley {
        Volley {
            weapon: VolleyWeapon::Archer,
            shooters,
            range_in: range,
            slope: Slope::Level,
            target_armour: Armour::Unarmoured,
            targets,
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        }
    }

    /// Survival roll, Roman War Rules: a man wounded earlier in the turn dies of any second hit.
    #[test]
    fn wounded_earlier_die_of_a_second_hit() {
        let h = House::default();
        let v = Volley {
            wounded_earlier: 1,
            ..volley(2, 2, 5.0)
        };
        // Shooter 0 hits the wounded man, shooter 1 hits the other: one survival die, for the second man only.
        assert_eq!(v.next_dice(&h, &[6, 6]).unwrap(), DiceRequest::D6(1));
        let o = v.resolve(&h, &[6, 6, 5]).unwrap();
        assert_eq!((o.dead_outright, o.flesh_wounds, o.dead), (1, 1, 1));
        assert!(
            Volley {
                wounded_earlier: 3,
                ..v
            }
            .odds(&h)
            .is_err()
        );
    }

    /// The [HOUSE] effect-set table of rules-gaps, row by row.
    #[test]
    fn house_effect_table_matches_rules_gaps() {
        let e = |a: [u8; 3]| a.map(Effect);
        assert_eq!(HOUSE_ARCHER.max_range_in, 20.0);
        assert_eq!(HOUSE_ARCHER.ranks_hit, 2);
        assert_eq!(HOUSE_ARCHER.unarmoured, e([4, 5, 6]));
        assert_eq!(HOUSE_ARCHER.armoured, e([5, 6, 6]));
        assert_eq!(HOUSE_SLINGER.max_range_in, 15.0);
        assert_eq!(HOUSE_SLINGER.ranks_hit, 1);
        assert_eq!(HOUSE_SLINGER.unarmoured, e([4, 5, 6]));
        assert_eq!(HOUSE_SLINGER.armoured, e([6, 6, 7]));
        assert_eq!(HOUSE_LANCER.max_range_in, 6.0);
        assert_eq!(HOUSE_LANCER.ranks_hit, 1);
        assert_eq!(HOUSE_LANCER.unarmoured, e([3, 4, 5]));
        assert_eq!(HOUSE_LANCER.armoured, e([5, 5, 6]));
        assert_eq!(HOUSE_SCORPIO.max_range_in, 30.0);
        assert_eq!(HOUSE_SCORPIO.ranks_hit, 3);
        assert_eq!(HOUSE_SCORPIO.unarmoured, e([5, 5, 5]));
        assert_eq!(HOUSE_SCORPIO.armoured, e([6, 6, 6]));
        assert_eq!(HOUSE_ARTILLERY.max_range_in, 40.0);
        assert_eq!(HOUSE_ARTILLERY.unarmoured, e([4, 4, 4]));
        assert_eq!(HOUSE_ARTILLERY.armoured, e([5, 5, 5]));
    }

    /// Archer ranges (public copy): ½–20 in level, 15 in uphill, 25 in downhill.
    #[test]
    fn archer_ranges_on_slopes() {
        let h = House::default();
        assert_eq!(max_range(Weapon::Archer, Slope::Level, &h), 20.0);
        assert_eq!(max_range(Weapon::Archer, Slope::Uphill, &h), 15.0);
        assert_eq!(max_range(Weapon::Archer, Slope::Downhill, &h), 25.0);
        assert_eq!(
            range_band(Weapon::Archer, 6.0, Slope::Level, &h).unwrap(),
            RangeBand::Short
        );
        assert_eq!(
            range_band(Weapon::Archer, 13.0, Slope::Level, &h).unwrap(),
            RangeBand::Medium
        );
        assert_eq!(
            range_band(Weapon::Archer, 20.0, Slope::Level, &h).unwrap(),
            RangeBand::Long
        );
        assert!(range_band(Weapon::Archer, 24.0, Slope::Downhill, &h).is_ok());
    }

    #[test]
    fn range_beyond_the_weapon_is_refused() {
        let h = House::default();
        let e = range_band(Weapon::Lancer, 7.0, Slope::Level, &h).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Lancers reach at most 6 in here; the target is 7 in away."
        );
        assert!(range_band(Weapon::Archer, -1.0, Slope::Level, &h).is_err());
        assert!(range_band(Weapon::Archer, f64::NAN, Slope::Level, &h).is_err());
    }

    /// Cover, Roman War Rules: cover takes one number off the effect.
    #[test]
    fn cover_reduces_effect_by_one() {
        assert_eq!(Effect(4).with_cover(), Effect(5));
        assert_eq!(Effect(6).with_cover(), Effect::NONE);
        assert_eq!(Effect::NONE.with_cover(), Effect::NONE);
        assert_eq!(Effect(4).describe(), "4\u{2013}6");
    }

    /// Cover, Roman War Rules: within 2 in of a high wall men are safe from arrows and lances; further back they
    /// can be hit, with cover; slingers never reach over.
    #[test]
    fn over_the_top_cover_near_walls_and_cliffs() {
        let near = CoverSituation {
            obstacle: Obstacle::High { distance_in: 1.5 },
            ..Default::default()
        };
        let far = CoverSituation {
            obstacle: Obstacle::High { distance_in: 4.0 },
            ..Default::default()
        };
        assert_eq!(
            protection(Weapon::Archer, &near, &House::default()).unwrap(),
            Protection::Safe(SafeReason::OverTheTop)
        );
        assert_eq!(
            protection(Weapon::Lancer, &far, &House::default()).unwrap(),
            Protection::Cover(CoverReason::UnseenBehindHighWall)
        );
        assert_eq!(
            protection(Weapon::Slinger, &far, &House::default()).unwrap(),
            Protection::Safe(SafeReason::NoStraightLine)
        );
        assert!(matches!(
            protection(Weapon::Ballista, &near, &House::default()).unwrap(),
            Protection::Cover(_)
        ));
    }

    /// Cover, Roman War Rules: cover reduces the effect by 1. Men in testudo behind a stone wall have two
    /// covers: by default (house rule) they still lose one number (4-6 becomes 5-6); if covers add up, two (6).
    #[test]
    fn covers_add_up_only_by_house_rule() {
        let both = CoverSituation {
            obstacle: Obstacle::Solid,
            testudo: Some(Testudo {
                troop: Troop::Hastati,
                across: 4,
                deep: 4,
                in_melee: false,
            }),
            ..Default::default()
        };
        let once = protection(Weapon::Archer, &both, &House::default()).unwrap();
        assert_eq!(once, Protection::Cover(CoverReason::Solid));
        assert_eq!(effect_after_cover(Effect(4), once), Effect(5));
        let adding = House {
            cover_adds_up: true,
            ..House::default()
        };
        let twice = protection(Weapon::Archer, &both, &adding).unwrap();
        assert_eq!(twice, Protection::Covers(CoverReason::Solid, 2));
        assert_eq!(effect_after_cover(Effect(4), twice), Effect(6));
        assert_eq!(twice.cover_steps(), 2);
    }

    /// Cover, Roman War Rules: slingers hit only in a straight line. Within 2 in of a high wall men are out of
    /// reach either way; 4 in back they are safe by default (house rule: the wall blocks the line), or hit with
    /// cover like arrows under the other reading.
    #[test]
    fn slingers_behind_a_high_wall() {
        let at = |d| CoverSituation {
            obstacle: Obstacle::High { distance_in: d },
            ..Default::default()
        };
        let arrows = House {
            slingers_behind_walls: SlingersBehindWalls::AsArrowsFurtherBack,
            ..House::default()
        };
        assert_eq!(
            protection(Weapon::Slinger, &at(4.0), &House::default()).unwrap(),
            Protection::Safe(SafeReason::NoStraightLine)
        );
        assert_eq!(
            protection(Weapon::Slinger, &at(4.0), &arrows).unwrap(),
            Protection::Cover(CoverReason::UnseenBehindHighWall)
        );
        assert_eq!(
            protection(Weapon::Slinger, &at(2.0), &arrows).unwrap(),
            Protection::Safe(SafeReason::NoStraightLine)
        );
    }

    /// Cover, Roman War Rules: anything reasonable covers against small arms only; stone against all.
    #[test]
    fn light_cover_only_against_small_arms() {
        let light = CoverSituation {
            obstacle: Obstacle::Light,
            ..Default::default()
        };
        assert!(matches!(
            protection(Weapon::Slinger, &light, &House::default()).unwrap(),
            Protection::Cover(_)
        ));
        assert_eq!(
            protection(Weapon::Catapult, &light, &House::default()).unwrap(),
            Protection::Open
        );
        let cliff = CoverSituation {
            on_cliff_top_above_shooters: true,
            ..Default::default()
        };
        assert_eq!(
            protection(Weapon::Archer, &cliff, &House::default()).unwrap(),
            Protection::Cover(CoverReason::CliffTop)
        );
    }

    /// Cover, Roman War Rules: a sound building hides everyone but men at windows and doors, who get cover.
    #[test]
    fn buildings_by_state() {
        let inside = |state, window, d| CoverSituation {
            building: Some(InBuilding {
                state,
                at_window_or_door: window,
                distance_from_wall_in: d,
            }),
            ..Default::default()
        };
        use BuildingState::*;
        assert_eq!(
            protection(
                Weapon::Archer,
                &inside(FullCover, false, 3.0),
                &House::default()
            )
            .unwrap(),
            Protection::Safe(SafeReason::UnderRoof)
        );
        assert_eq!(
            protection(
                Weapon::Archer,
                &inside(FullCover, true, 0.0),
                &House::default()
            )
            .unwrap(),
            Protection::Cover(CoverReason::WindowOrDoor)
        );
        assert_eq!(
            protection(
                Weapon::Archer,
                &inside(NoProjectileCover, false, 3.0),
                &House::default()
            )
            .unwrap(),
            Protection::Open
        );
        assert_eq!(
            protection(
                Weapon::Archer,
                &inside(NoProjectileCover, false, 1.0),
                &House::default()
            )
            .unwrap(),
            Protection::Safe(SafeReason::OverTheTop)
        );
        assert_eq!(
            protection(
                Weapon::Archer,
                &inside(NoTopCover, false, 1.0),
                &House::default()
            )
            .unwrap(),
            Protection::Cover(CoverReason::Rubble)
        );
        assert!(
            protection(
                Weapon::Archer,
                &inside(Collapsed, false, 1.0),
                &House::default()
            )
            .is_err()
        );
    }

    /// Testudo, Roman War Rules: hastati, princeps or triarii, 4 by 4 or more, not in melee, count as in cover.
    #[test]
    fn testudo_block() {
        let t = Testudo {
            troop: Troop::Princeps,
            across: 4,
            deep: 4,
            in_melee: false,
        };
        let s = CoverSituation {
            testudo: Some(t),
            ..Default::default()
        };
        assert_eq!(
            protection(Weapon::Archer, &s, &House::default()).unwrap(),
            Protection::Cover(CoverReason::Testudo)
        );
        let small = Testudo { across: 3, ..t };
        assert_eq!(
            small.check().unwrap_err().to_string(),
            "A testudo needs a block of at least 4 men across and 4 deep; this one is 3 across and 4 deep."
        );
        assert!(
            Testudo {
                in_melee: true,
                ..t
            }
            .check()
            .is_err()
        );
        assert!(
            Testudo {
                troop: Troop::GallicWarriors,
                ..t
            }
            .check()
            .is_err()
        );
    }

    /// Survival roll, Roman War Rules: a man hit twice in a turn dies with no roll; once, he dies on 1 to 4.
    #[test]
    fn two_hits_kill_outright() {
        let h = House::default();
        // Two archers at one man, short range (4–6): both hit.
        let v = volley(2, 1, 5.0);
        assert_eq!(v.dice_needed(&h).unwrap(), DiceRequest::D6(2));
        let o = v.resolve(&h, &[6, 4]).unwrap();
        assert_eq!((o.dead_outright, o.dead), (1, 1));
        // One hit: a survival die follows.
        assert_eq!(v.next_dice(&h, &[6, 1]).unwrap(), DiceRequest::D6(1));
        assert_eq!(v.resolve(&h, &[6, 1, 5]).unwrap().flesh_wounds, 1);
        assert_eq!(v.resolve(&h, &[6, 1, 4]).unwrap().died_of_wounds, 1);
        assert!(matches!(
            v.resolve(&h, &[6, 1]).as_ref().map_err(RulesError::problem),
            Err(Problem::WrongFaceCount {
                expected: 3,
                got: 2
            })
        ));
        assert!(
            v.resolve(&h, &[1, 1, 1]).is_err(),
            "no survival die was due"
        );
    }

    #[test]
    fn inputs_travel_as_json() {
        let v = volley(4, 2, 5.0);
        let s = serde_json::to_string(&v).unwrap();
        assert_eq!(serde_json::from_str::<Volley>(&s).unwrap(), v);
    }

    /// Edited house numbers out of a die's range must not break anything.
    #[test]
    fn odd_house_numbers_do_not_panic() {
        let mut h = House::default();
        h.archer.unarmoured = [Effect(0), Effect(1), Effect(200)];
        h.archer.max_range_in = f64::NAN;
        h.slope_range_fraction = f64::INFINITY;
        for r in [0.0, 1.0] {
            if let Ok(d) = volley(3, 2, r).odds(&h) {
                assert!((d.total_probability() - 1.0).abs() < 1e-12);
            }
        }
        assert_eq!(p_dead_under(0, 1.0), 0.0);
    }

    #[test]
    fn spread_is_even() {
        assert_eq!(Volley::aimed_at(5, 3, 0), 2);
        assert_eq!(Volley::aimed_at(5, 3, 1), 2);
        assert_eq!(Volley::aimed_at(5, 3, 2), 1);
    }

    #[test]
    fn bad_volleys_are_refused() {
        let h = House::default();
        assert!(matches!(
            volley(-3, 5, 5.0)
                .odds(&h)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::OutOfRange { got: -3, .. })
        ));
        assert_eq!(
            volley(-3, 5, 5.0).odds(&h).unwrap_err().to_string(),
            "Shooters can't be less than 0 (you entered -3)."
        );
        assert!(volley(3, 5, 21.0).odds(&h).is_err());
        assert!(volley(3, 0, 5.0).odds(&h).is_err());
    }

    #[test]
    fn safe_targets_need_no_dice() {
        let h = House::default();
        let mut v = volley(10, 5, 5.0);
        v.weapon = VolleyWeapon::Slinger;
        v.target_armour = Armour::Armoured;
        v.range_in = 14.0;
        assert_eq!(v.dice_needed(&h).unwrap(), DiceRequest::Nothing);
        assert_eq!(v.odds(&h).unwrap(), Distribution::certain(0));
        assert!(v.resolve(&h, &[]).unwrap().summary().contains("can't hurt"));
    }

    #[test]
    fn survival_rolls_alone() {
        let s = SurvivalRolls { men_hit: 3 };
        let o = s.resolve((), &[1, 5, 6]).unwrap();
        assert_eq!((o.dead, o.flesh_wounds), (1, 2));
        assert!(SurvivalRolls { men_hit: -1 }.odds(()).is_err());
    }

    /// Survival, Roman War Rules: a man hit rolls for survival, 5 or 6 a flesh wound and 1 to 4 dead; hit twice
    /// in one turn he is dead with no roll. With an effect of 4-6 (one die in two hits), one archer at one man
    /// kills him 1/2 x 4/6 = 1/3 of the time; two archers at him kill him 1/4 (both hit) + 1/2 x 4/6 (one hits)
    /// = 7/12 of the time.
    #[test]
    fn survival_odds_with_the_sources_numbers() {
        let h = House::default();
        let one = volley(1, 1, 5.0);
        assert_eq!(one.checked(&h).unwrap().4, Effect(4));
        assert!((one.odds(&h).unwrap().p_exactly(1) - 1.0 / 3.0).abs() < 1e-12);
        let two = volley(2, 1, 5.0);
        assert!((two.odds(&h).unwrap().p_exactly(1) - 7.0 / 12.0).abs() < 1e-12);
        assert!((p_dies_of_one_hit() - 4.0 / 6.0).abs() < 1e-12);
    }

    proptest! {
        #[test]
        fn volley_odds_are_a_distribution(
            s in 0i64..=200, t in 1i64..=200, r in 0.0f64..=20.0, armoured in any::<bool>(),
        ) {
            let mut v = volley(s, t, r);
            if armoured { v.target_armour = Armour::Armoured; }
            let d = v.odds(&House::default()).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(d.min() >= 0 && d.max() <= t.min(s) );
        }

        #[test]
        fn volley_resolve_never_panics(
            s in 0i64..=12, t in 1i64..=6, faces in proptest::collection::vec(0u8..=8, 0..20),
        ) {
            let h = House::default();
            let v = volley(s, t, 5.0);
            if let Ok(o) = v.resolve(&h, &faces) {
                prop_assert!(o.dead as i64 <= t);
            }
        }
    }
}
