//! Roman War Rules: tape measure in inches, one die per man.
//!
//! The text is short and several of its tables arrived empty (rules-gaps, seed 2), so many numbers here are
//! house rules: each is a field of [`House`], with the gap it fills in its doc comment.
//!
//! Rolled mechanisms follow `crate::mechanism` and most have stages (hit dice, then survival dice): they are
//! [`Staged`](crate::mechanism::Staged), so the app can offer "roll again for survival".

use serde::{Deserialize, Serialize};

use crate::dice::MAX_POOL;
use crate::error::{Problem, RulesError, check_range};
use crate::rule::RuleId;

mod choices;
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

crate::json::field::named_field!(TurnSequence {
    IGoUGo,
    PhaseByPhase
});

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

crate::json::field::named_field!(UnlistedArmour {
    HeavyOrPhalanxArmoured,
    AllUnarmoured
});

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

crate::json::field::named_field!(SlingersBehindWalls {
    NeverHit,
    AsArrowsFurtherBack
});

/// Share of each storey's points left at which a building changes state (whole percent, rounded down).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
pub struct BuildingBands {
    /// At or above this share the storey still gives full cover.
    pub full_cover_from_pct: u8,
    /// At or above this share (and below the one above) only projectile cover is lost.
    pub no_projectile_cover_from_pct: u8,
}

crate::json::field::record_field!(
    BuildingBands,
    required {
        full_cover_from_pct,
        no_projectile_cover_from_pct
    }
);

impl Default for BuildingBands {
    fn default() -> Self {
        BuildingBands {
            full_cover_from_pct: 75,
            no_projectile_cover_from_pct: 50,
        }
    }
}

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md (seed 2).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
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

crate::json::field::record_field!(
    House,
    default {
        archer,
        lancer,
        slinger,
        scorpio,
        catapult,
        ballista,
        slope_range_fraction,
        ranging_near_from,
        ranging_far_from,
        melee_hit_unarmoured_from,
        melee_hit_armoured_from,
        building_points_per_storey,
        building_bands,
        turn_sequence,
        elephant_move_in,
        unlisted_armour,
        scutari_armoured,
        cover_adds_up,
        slingers_behind_walls,
        bridge_fall_takes_men,
    }
);

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

/// Checks a count the player typed (men, shots) and turns it into a dice count.
pub(crate) fn count(what: &'static str, n: i64, min: i64, max: i64) -> Result<u32, RulesError> {
    check_range(what, n, min, max)?;
    Ok(n as u32)
}

/// The most men one roll accepts: a whole pool of dice.
pub const MAX_MEN: i64 = MAX_POOL as i64;

/// Builds the "not allowed" error with a player-facing reason.
pub(crate) fn refuse(rule: RuleId, why: impl Into<String>) -> RulesError {
    RulesError::from(Problem::NotAllowed {
        rule,
        why: why.into(),
    })
}

/// Checks a tape-measure distance: a finite number of inches, not negative.
pub(crate) fn check_inches(rule: RuleId, what: &str, inches: f64) -> Result<f64, RulesError> {
    if !inches.is_finite() {
        return Err(refuse(rule, format!("Enter {what} in inches, like 7.5.")));
    }
    if inches < 0.0 {
        return Err(refuse(
            rule,
            format!(
                "{what} can't be negative (you entered {} in).",
                self::inches(inches)
            ),
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
mod tests {
    use super::*;
    use crate::json::Field;
    use crate::json::field::read;

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
        assert_eq!(read::<House>(&h.write().to_text()), h);
        assert_eq!(read::<House>("{}"), h);
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
