//! Roman War Rules: tape measure in inches, one die per man.
//!
//! The text is short and several of its tables arrived empty (rules-gaps, seed 2), so many numbers here are
//! house rules: each is a field of [`House`], with the gap it fills in its doc comment.
//!
//! Rolled mechanisms follow `crate::mechanism` and most have stages (hit dice, then survival dice). Faces are
//! always passed flat, stage after stage, in the order each mechanism documents; [`Staged::next_dice`] tells the
//! app what to roll next given the faces so far, so it can offer "roll again for survival".

use serde::{Deserialize, Serialize};

use crate::dice::MAX_POOL;
use crate::error::{RulesError, check_range};
use crate::mechanism::{DiceRequest, Mechanism};
use crate::rule::RuleId;

pub mod house;
pub mod melee;
pub mod missiles;
pub mod movement;
pub mod siege;
pub mod structures;
pub mod templates;
pub mod troops;

use missiles::WeaponProfile;

/// Rule identifiers, one per entry of the in-app reference.
pub mod rule {
    use crate::rule::RuleId;
    pub const TROOPS: RuleId = "roman-war.troops";
    pub const FORMATIONS: RuleId = "roman-war.formations";
    pub const MOVEMENT: RuleId = "roman-war.movement";
    pub const MISSILES: RuleId = "roman-war.missiles";
    pub const COVER: RuleId = "roman-war.cover";
    pub const TESTUDO: RuleId = "roman-war.testudo";
    pub const SURVIVAL: RuleId = "roman-war.survival";
    pub const TEMPLATES: RuleId = "roman-war.templates";
    pub const BALLISTA: RuleId = "roman-war.ballista";
    pub const MELEE: RuleId = "roman-war.melee";
    pub const LADDERS: RuleId = "roman-war.ladders";
    pub const WALLS: RuleId = "roman-war.walls";
    pub const BATTERING: RuleId = "roman-war.battering";
    pub const DRAWBRIDGE: RuleId = "roman-war.drawbridge";
    pub const STRUCTURES: RuleId = "roman-war.structures";
    pub const BRIDGES: RuleId = "roman-war.bridges";
    pub const TURN: RuleId = "roman-war.turn";
}

/// Whose turn it is and in what order things happen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnSequence {
    /// [HOUSE] One side moves, shoots and then fights its melees; then the other side does the same.
    #[default]
    IGoUGo,
    /// Both sides move, then both shoot, then all melees are fought.
    PhaseByPhase,
}

/// Who acts in a step of the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    First,
    Second,
    Both,
}

/// A step of the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    Move,
    Shoot,
    Melee,
}

/// The steps of one turn, in order, under a turn sequence. The source gives none, so this follows the house
/// setting (rules-gaps, seed 2 (b) 7).
pub fn turn_order(seq: TurnSequence) -> &'static [(Side, Step)] {
    match seq {
        TurnSequence::IGoUGo => &[
            (Side::First, Step::Move),
            (Side::First, Step::Shoot),
            (Side::First, Step::Melee),
            (Side::Second, Step::Move),
            (Side::Second, Step::Shoot),
            (Side::Second, Step::Melee),
        ],
        TurnSequence::PhaseByPhase => &[
            (Side::Both, Step::Move),
            (Side::Both, Step::Shoot),
            (Side::Both, Step::Melee),
        ],
    }
}

/// How troops the armour lists leave out are classed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnlistedArmour {
    /// [HOUSE] Heavy infantry and phalanx troops count as armoured, everyone else as unarmoured.
    #[default]
    HeavyOrPhalanxArmoured,
    /// Every unlisted troop type counts as unarmoured.
    AllUnarmoured,
}

/// Whether slingers can reach men standing well back behind a high wall or cliff.
///
/// Gap: arrows and lances cannot drop on men close behind a high wall but can hit men further back, with cover;
/// slingers "only hit in a straight line", which the text leaves to be applied to the men further back.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlingersBehindWalls {
    /// [HOUSE] Never: a sling stone flies straight, and the wall stands across every straight line to them.
    #[default]
    NeverHit,
    /// Like arrows: men more than 2 in back can be hit, with cover; closer men cannot.
    AsArrowsFurtherBack,
}

/// Share of each storey's points left at which a building changes state (whole percent, rounded down).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildingBands {
    /// At or above this share the storey still gives full cover.
    pub full_cover_from_pct: u8,
    /// At or above this share (and below the one above) only projectile cover is lost.
    pub no_projectile_cover_from_pct: u8,
}

impl Default for BuildingBands {
    fn default() -> Self {
        BuildingBands {
            full_cover_from_pct: 75,
            no_projectile_cover_from_pct: 50,
        }
    }
}

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md (seed 2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct House {
    /// Archer range and effect sets: the source's archer table arrived empty, so these are house numbers.
    pub archer: WeaponProfile,
    /// Lancer (javelin, pilum) range and effect sets: the source's lancer table arrived empty.
    pub lancer: WeaponProfile,
    /// Slinger range and effect sets: the source's slinger table arrived empty.
    pub slinger: WeaponProfile,
    /// Scorpio range and effect sets: the source names the engine but gives it no numbers.
    pub scorpio: WeaponProfile,
    /// Catapult range and effect under the template: the source names the engine but gives it no numbers.
    pub catapult: WeaponProfile,
    /// Ballista range and effect under the burst: the source's ballista table arrived empty.
    pub ballista: WeaponProfile,
    /// Share of range lost shooting uphill and gained shooting downhill: only archers have slope ranges in any
    /// copy, so every weapon borrows theirs.
    pub slope_range_fraction: f64,
    /// Lowest face that makes the ranging shot out to half range: the source never says which number it needs.
    pub ranging_near_from: u8,
    /// Lowest face that makes the ranging shot beyond half range: the source never says which number it needs.
    pub ranging_far_from: u8,
    /// Lowest face that hits an unarmoured man in melee: the melee table the source promises never follows.
    pub melee_hit_unarmoured_from: u8,
    /// Lowest face that hits an armoured man in melee: the melee table the source promises never follows.
    pub melee_hit_armoured_from: u8,
    /// Points of one building storey: the source gives walls and towers points but buildings none.
    pub building_points_per_storey: i64,
    /// Where a storey's four states begin: the source names the states but gives no point bands.
    pub building_bands: BuildingBands,
    /// Order of moving, shooting and melee: the source never gives a turn sequence.
    pub turn_sequence: TurnSequence,
    /// Elephant move in inches: the source has elephant templates but no elephant move.
    pub elephant_move_in: f64,
    /// Armour class of troops no armour list names: the seed has no list and the public copy misses many troops.
    pub unlisted_armour: UnlistedArmour,
    /// Whether Spanish Scutari count as armoured: the public copy calls all Spanish unarmoured, the seed calls
    /// Scutari heavy infantry; off follows the list.
    pub scutari_armoured: bool,
    /// Whether two kinds of cover add up (each takes one more number off the effect): the text says cover takes
    /// one number off and never says what two do. [HOUSE] no, one number at most.
    pub cover_adds_up: bool,
    /// Whether slingers reach men well back behind a high wall: the text's straight-line rule leaves it open.
    pub slingers_behind_walls: SlingersBehindWalls,
    /// Whether men on a bridge are lost with it when its points are gone: the text says so of wall sections and
    /// towers only. [HOUSE] yes, as for a wall.
    pub bridge_fall_takes_men: bool,
}

impl Default for House {
    fn default() -> Self {
        House {
            archer: missiles::HOUSE_ARCHER,
            lancer: missiles::HOUSE_LANCER,
            slinger: missiles::HOUSE_SLINGER,
            scorpio: missiles::HOUSE_SCORPIO,
            catapult: missiles::HOUSE_ARTILLERY,
            ballista: missiles::HOUSE_ARTILLERY,
            slope_range_fraction: 0.25,
            ranging_near_from: 4,
            ranging_far_from: 5,
            melee_hit_unarmoured_from: 4,
            melee_hit_armoured_from: 5,
            building_points_per_storey: 20,
            building_bands: BuildingBands::default(),
            turn_sequence: TurnSequence::IGoUGo,
            elephant_move_in: 15.0,
            unlisted_armour: UnlistedArmour::HeavyOrPhalanxArmoured,
            scutari_armoured: false,
            cover_adds_up: false,
            slingers_behind_walls: SlingersBehindWalls::NeverHit,
            bridge_fall_takes_men: true,
        }
    }
}

/// The lowest face of the survival roll that leaves a man with a flesh wound. Survival roll, Roman War Rules.
pub const SURVIVE_FROM: u8 = 5;

/// The chance that a man hit once dies of it. Survival roll, Roman War Rules: 1 to 4 kill, 5 and 6 wound.
pub fn p_dies_of_one_hit() -> f64 {
    1.0 - p_face_at_least(SURVIVE_FROM)
}

/// Chance that one d6 shows `from` or more; 7 never happens.
pub(crate) fn p_face_at_least(from: u8) -> f64 {
    crate::odds::p_d6_at_least(from as i64)
}

/// A mechanism whose dice come in stages, each stage depending on the faces before it.
pub trait Staged: Mechanism {
    /// What still has to be rolled after `faces` (all stages so far, flat, in the documented order);
    /// `DiceRequest::Nothing` once `resolve` can be called.
    fn next_dice(&self, house: Self::House<'_>, faces: &[u8]) -> Result<DiceRequest, RulesError>;
}

/// Where working through the faces got to: either the result, or the dice still to roll.
pub(crate) enum Progress<T> {
    Need(u32),
    Done(T),
}

impl<T> Progress<T> {
    pub(crate) fn next(self) -> DiceRequest {
        match self {
            Progress::Need(n) => DiceRequest::D6(n),
            Progress::Done(_) => DiceRequest::Nothing,
        }
    }

    pub(crate) fn outcome(self, got: usize) -> Result<T, RulesError> {
        match self {
            Progress::Done(t) => Ok(t),
            Progress::Need(n) => Err(RulesError::WrongFaceCount {
                expected: got + n as usize,
                got,
            }),
        }
    }
}

/// Reads faces stage by stage, checking each one.
pub(crate) struct Reader<'a> {
    faces: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(faces: &'a [u8]) -> Result<Reader<'a>, RulesError> {
        for &f in faces {
            crate::dice::check_face(f)?;
        }
        Ok(Reader { faces, pos: 0 })
    }

    /// The next `n` faces, or how many are still missing.
    pub(crate) fn take(&mut self, n: u32) -> Result<&'a [u8], u32> {
        let left = self.faces.len() - self.pos;
        if left < n as usize {
            return Err(n - left as u32);
        }
        let out = &self.faces[self.pos..self.pos + n as usize];
        self.pos += n as usize;
        Ok(out)
    }

    /// Ends the reading; faces left over are an error, since the player entered dice nobody rolled.
    pub(crate) fn finish<T>(self, t: T) -> Result<Progress<T>, RulesError> {
        if self.pos == self.faces.len() {
            Ok(Progress::Done(t))
        } else {
            Err(RulesError::WrongFaceCount {
                expected: self.pos,
                got: self.faces.len(),
            })
        }
    }
}

/// Takes faces from a reader, or returns the number still needed from the enclosing `play` function.
macro_rules! take_or_need {
    ($reader:expr, $n:expr) => {
        match $reader.take($n) {
            Ok(f) => f,
            Err(missing) => return Ok($crate::roman_war::Progress::Need(missing)),
        }
    };
}
pub(crate) use take_or_need;

/// Checks a count the player typed (men, shots) and turns it into a dice count.
pub(crate) fn count(what: &'static str, n: i64, min: i64, max: i64) -> Result<u32, RulesError> {
    check_range(what, n, min, max)?;
    Ok(n as u32)
}

/// The most men one roll accepts: a whole pool of dice.
pub const MAX_MEN: i64 = MAX_POOL as i64;

/// Builds the "not allowed" error with a player-facing reason.
pub(crate) fn refuse(rule: RuleId, why: impl Into<String>) -> RulesError {
    RulesError::NotAllowed {
        rule,
        why: why.into(),
    }
}

/// Checks a tape-measure distance: a finite number of inches, not negative.
pub(crate) fn check_inches(rule: RuleId, what: &str, inches: f64) -> Result<f64, RulesError> {
    if !inches.is_finite() {
        return Err(refuse(rule, format!("Enter {what} in inches, like 7.5.")));
    }
    if inches < 0.0 {
        return Err(refuse(
            rule,
            format!("{what} can't be negative (you entered {inches} in)."),
        ));
    }
    Ok(inches)
}

/// Formats inches the way a tape measure reads: "9", "13.5".
pub fn inches(x: f64) -> String {
    crate::text::measure(x)
}

/// Plural helper for summaries: "1 man", "3 men".
pub(crate) fn men(n: u32) -> String {
    if n == 1 {
        "1 man".to_string()
    } else {
        format!("{n} men")
    }
}

#[cfg(test)]
pub(crate) mod testkit {
    //! Enumerates every face combination of a staged mechanism, to check `resolve` against `odds` exactly.

    use super::*;
    use crate::odds::Distribution;

    /// The distribution of `value(outcome)` over every possible sequence of faces, each weighted by (1/6)^dice.
    pub fn enumerate<M: Staged>(
        m: &M,
        house: M::House<'_>,
        value: &dyn Fn(&M::Outcome) -> i64,
    ) -> Distribution {
        let mut pairs = Vec::new();
        walk(m, house, &mut Vec::new(), 1.0, value, &mut pairs);
        Distribution::from_weighted(pairs)
    }

    fn walk<M: Staged>(
        m: &M,
        house: M::House<'_>,
        faces: &mut Vec<u8>,
        weight: f64,
        value: &dyn Fn(&M::Outcome) -> i64,
        out: &mut Vec<(i64, f64)>,
    ) {
        let next = m.next_dice(house, faces).expect("valid input");
        let n = next.faces();
        if n == 0 {
            let o = m.resolve(house, faces).expect("complete faces resolve");
            out.push((value(&o), weight));
            return;
        }
        let base = faces.len();
        let mut combo = vec![1u8; n];
        loop {
            faces.truncate(base);
            faces.extend_from_slice(&combo);
            walk(m, house, faces, weight / 6f64.powi(n as i32), value, out);
            // Odometer over the stage's faces.
            let mut i = 0;
            loop {
                if i == n {
                    faces.truncate(base);
                    return;
                }
                if combo[i] < 6 {
                    combo[i] += 1;
                    break;
                }
                combo[i] = 1;
                i += 1;
            }
        }
    }

    /// Two distributions agree point by point within 1e-12.
    pub fn same(a: &Distribution, b: &Distribution) -> bool {
        let lo = a.min().min(b.min());
        let hi = a.max().max(b.max());
        (lo..=hi).all(|v| (a.p_exactly(v) - b.p_exactly(v)).abs() < 1e-12)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_defaults_match_rules_gaps() {
        let h = House::default();
        assert_eq!((h.ranging_near_from, h.ranging_far_from), (4, 5));
        assert_eq!(
            (h.melee_hit_unarmoured_from, h.melee_hit_armoured_from),
            (4, 5)
        );
        assert_eq!(h.building_points_per_storey, 20);
        assert_eq!(h.building_bands.full_cover_from_pct, 75);
        assert_eq!(h.building_bands.no_projectile_cover_from_pct, 50);
        assert_eq!(h.turn_sequence, TurnSequence::IGoUGo);
        assert_eq!(h.elephant_move_in, 15.0);
        assert_eq!(h.unlisted_armour, UnlistedArmour::HeavyOrPhalanxArmoured);
        assert_eq!(h.slope_range_fraction, 0.25);
        assert!(!h.cover_adds_up);
        assert_eq!(h.slingers_behind_walls, SlingersBehindWalls::NeverHit);
        assert!(h.bridge_fall_takes_men);
    }

    #[test]
    fn house_round_trips_through_json() {
        let h = House::default();
        let s = serde_json::to_string(&h).unwrap();
        let back: House = serde_json::from_str(&s).unwrap();
        assert_eq!(back, h);
        let empty: House = serde_json::from_str("{}").unwrap();
        assert_eq!(empty, h);
    }

    /// Survival roll, Roman War Rules: 5 and 6 are a flesh wound, 1 to 4 kill.
    #[test]
    fn survival_roll_kills_on_one_to_four() {
        assert!((p_dies_of_one_hit() - 4.0 / 6.0).abs() < 1e-15);
    }

    /// House turn: each side moves, shoots and fights in turn.
    #[test]
    fn igougo_turn() {
        let t = turn_order(TurnSequence::IGoUGo);
        assert_eq!(t.len(), 6);
        assert_eq!(t[0], (Side::First, Step::Move));
        assert_eq!(t[5], (Side::Second, Step::Melee));
        assert_eq!(turn_order(TurnSequence::PhaseByPhase).len(), 3);
    }

    #[test]
    fn inches_read_like_a_tape() {
        assert_eq!(inches(9.0), "9");
        assert_eq!(inches(13.5), "13.5");
    }
}
