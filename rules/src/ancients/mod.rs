//! Ancients (WWPD, 2015): units with a size, skill, weight, type and formation fight with dice pools set by
//! size; Advantage moves the to-hit numbers, weight gives saves, and hits past a size threshold force a Break
//! Test. Sources: the Basic Combat Mechanic and Shooting posts; the gaps are filled by house rules below
//! (rules-gaps, seed 4), each one a field of [`House`].
//!
//! Mechanisms: [`melee::MeleeInput`] (one unit against one), [`group::GroupMelee`] (several units, each
//! splitting its dice among its opponents), [`shooting::ShootingInput`] and [`break_test::BreakTestInput`]
//! follow the crate's mechanism shape; [`advantage::advantage`] and [`movement`] need no dice.

pub mod advantage;
pub mod attack;
pub mod break_test;
pub mod charge;
mod choices;
pub mod group;
pub mod house;
pub mod melee;
pub mod movement;
pub mod shooting;
pub mod unit;

use serde::{Deserialize, Serialize};

use crate::error::{RulesError, check_range};

/// How a Break Test is rolled.
///
/// Gap: the posts give no leadership dice, target or direction, yet need an "exact" result for Give Ground.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeadershipTest {
    /// [HOUSE] Roll 2d6 against the modified Leadership: below it the unit is unaffected, equal to it the unit
    /// gives ground, above it the unit is destroyed (from shooting, one above still only gives ground).
    #[default]
    TwoD6RollUnder,
}

crate::json::field::named_field!(LeadershipTest { TwoD6RollUnder });

/// How far the to-hit number may be pushed by shooting modifiers.
///
/// Gap: a skill-1 shooter at long range into terrain needs 7+, and the posts give no cap.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHitCap {
    /// [HOUSE] The to-hit number never goes above 6+; modifiers beyond that are lost.
    #[default]
    SixPlus,
    /// As written: a 7+ cannot be rolled on a d6, so such shooting cannot hit.
    Uncapped,
}

crate::json::field::named_field!(ToHitCap { SixPlus, Uncapped });

/// How many Advantage points a unit earns for being better in one category.
///
/// Gap: "steps better" is not defined for categories with three levels (Heavy against Light, rear against front).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepCounting {
    /// [HOUSE] Count the levels between them, as Skill does: Heavy against Light is 2, rear against front is 2.
    #[default]
    LevelDifference,
    /// One point for being better in a category, however much better (Skill still counts its difference).
    OnePerCategory,
}

crate::json::field::named_field!(StepCounting {
    LevelDifference,
    OnePerCategory
});

/// When a melee Break Test is due.
///
/// Gap: the melee post says hits "equal to" the threshold, the shooting post "equals or exceeds".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThresholdReading {
    /// [HOUSE] A Break Test is due when hits are equal to the threshold or more.
    #[default]
    EqualOrMore,
    /// The melee text taken literally: only exactly the threshold forces a test (shooting keeps "or more").
    ExactlyEqual,
}

crate::json::field::named_field!(ThresholdReading {
    EqualOrMore,
    ExactlyEqual
});

/// Movement rates in inches.
///
/// Gap: Give Ground moves half the movement rate, but the posts never state any rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct MovementRates {
    /// [HOUSE] Formed or Warband infantry: 6 in.
    pub close_order_infantry: u32,
    /// [HOUSE] Skirmish infantry: 8 in.
    pub skirmish_infantry: u32,
    /// [HOUSE] Heavy or Medium cavalry: 9 in.
    pub heavy_cavalry: u32,
    /// [HOUSE] Light cavalry: 12 in.
    pub light_cavalry: u32,
}

crate::json::field::record_field!(
    MovementRates,
    default {
        close_order_infantry,
        skirmish_infantry,
        heavy_cavalry,
        light_cavalry
    }
);

impl Default for MovementRates {
    fn default() -> Self {
        MovementRates {
            close_order_infantry: 6,
            skirmish_infantry: 8,
            heavy_cavalry: 9,
            light_cavalry: 12,
        }
    }
}

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md, seed 4.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct House {
    /// [HOUSE] Break Tests are a 2d6 roll under Leadership. Gap: the posts give no test procedure.
    pub leadership_test: LeadershipTest,
    /// [HOUSE] Suggested Leadership for skill 1 to 4 (levy 6, regular 7, veteran 8, elite 9).
    /// Gap: the posts give no Leadership values at all.
    pub suggested_leadership: [u8; 4],
    /// [HOUSE] The highest Skill, 4 (1 levy, 2 regular, 3 veteran, 4 elite).
    /// Gap: shooting implies skills 1, 2 and 3 or more, but no top of the scale.
    pub max_skill: u8,
    /// [HOUSE] Movement rates 6/8/9/12 in. Gap: Give Ground uses a movement rate the posts never give.
    pub movement: MovementRates,
    /// [HOUSE] To-hit capped at 6+. Gap: shooting modifiers can push the number to an unrollable 7+.
    pub to_hit_cap: ToHitCap,
    /// [HOUSE] Hit thresholds as written, Small to Huge: 2, 3, 4, 5.
    /// Gap: the text calls them a bit under a Medium unit's average hits, but they are equal or above it.
    pub hit_thresholds: [u32; 4],
    /// [HOUSE] Advantage steps are level differences. Gap: "steps better" is undefined for three-level scales.
    pub steps: StepCounting,
    /// [HOUSE] Melee Break Test at the threshold or more. Gap: the melee text says only "equal to" it.
    pub threshold_reached: ThresholdReading,
}

crate::json::field::record_field!(
    House,
    default {
        leadership_test,
        suggested_leadership,
        max_skill,
        movement,
        to_hit_cap,
        hit_thresholds,
        steps,
        threshold_reached,
    }
);

impl Default for House {
    fn default() -> Self {
        House {
            leadership_test: LeadershipTest::default(),
            suggested_leadership: [6, 7, 8, 9],
            max_skill: 4,
            movement: MovementRates::default(),
            to_hit_cap: ToHitCap::default(),
            hit_thresholds: attack::HIT_THRESHOLDS,
            steps: StepCounting::default(),
            threshold_reached: ThresholdReading::default(),
        }
    }
}

/// The most hits one threshold may be set to; well past any unit's dice, it keeps edited settings sane.
pub const MAX_THRESHOLD: u32 = 20;

impl House {
    /// The suggested Leadership for a skill on the house scale.
    pub fn suggested_leadership(&self, skill: u8) -> Option<u8> {
        self.suggested_leadership
            .get((skill as usize).checked_sub(1)?)
            .copied()
    }

    /// The hit threshold for a size under these settings.
    pub fn hit_threshold(&self, size: unit::Size) -> u32 {
        self.hit_thresholds[size as usize]
    }

    /// Checks settings a player may have edited, so no rule divides by a zero threshold.
    pub fn validate(&self) -> Result<(), RulesError> {
        check_range("The top skill level", self.max_skill as i64, 1, 10)?;
        for t in self.hit_thresholds {
            check_range("A hit threshold", t as i64, 1, MAX_THRESHOLD as i64)?;
        }
        for l in self.suggested_leadership {
            check_range(
                "A suggested Leadership",
                l as i64,
                unit::MIN_LEADERSHIP as i64,
                unit::MAX_LEADERSHIP as i64,
            )?;
        }
        let m = self.movement;
        for rate in [
            m.close_order_infantry,
            m.skirmish_infantry,
            m.heavy_cavalry,
            m.light_cavalry,
        ] {
            check_range("A movement rate", rate as i64, 1, 48)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::field::read;

    /// rules-gaps seed 4: the house defaults.
    #[test]
    fn house_defaults_match_rules_gaps() {
        let h = House::default();
        assert_eq!(h.suggested_leadership, [6, 7, 8, 9]);
        assert_eq!(h.max_skill, 4);
        assert_eq!(h.movement.close_order_infantry, 6);
        assert_eq!(h.movement.skirmish_infantry, 8);
        assert_eq!(h.movement.heavy_cavalry, 9);
        assert_eq!(h.movement.light_cavalry, 12);
        assert_eq!(h.to_hit_cap, ToHitCap::SixPlus);
        assert_eq!(h.hit_thresholds, [2, 3, 4, 5]);
        assert_eq!(h.steps, StepCounting::LevelDifference);
        assert_eq!(h.threshold_reached, ThresholdReading::EqualOrMore);
        assert!(h.validate().is_ok());
    }

    #[test]
    fn edited_settings_are_checked() {
        let h = House {
            hit_thresholds: [0, 3, 4, 5],
            ..House::default()
        };
        assert_eq!(
            h.validate().unwrap_err().to_string(),
            "A hit threshold can't be less than 1 (you entered 0)."
        );
    }

    use crate::mechanism::Mechanism;
    use proptest::prelude::*;

    /// Fits any faces to the length a mechanism asks for; `valid` maps them onto 1 to 6.
    fn fit(faces: &[u8], n: usize, valid: bool) -> Vec<u8> {
        (0..n)
            .map(|i| {
                let f = faces.get(i % faces.len().max(1)).copied().unwrap_or(1);
                if valid { 1 + f % 6 } else { f }
            })
            .collect()
    }

    proptest! {
        /// Whatever a player or a saved file feeds in, every mechanism answers or refuses; none panics.
        #[test]
        fn no_input_panics(
            skill in any::<u8>(), leadership in any::<u8>(), tokens in any::<u32>(), hits in any::<u32>(),
            range in any::<u32>(), threshold in any::<u32>(), first in any::<bool>(), valid in any::<bool>(),
            faces in proptest::collection::vec(any::<u8>(), 0..70),
        ) {
            let mut hr = House::default();
            hr.hit_thresholds[0] = threshold;
            let mut u = unit::Unit::new(
                unit::Size::Small, skill, unit::Weight::Light, unit::UnitType::Cavalry,
                unit::Formation::Skirmish, &hr,
            )
            .with_leadership(leadership)
            .with_style(unit::Style::Shock);
            u.skill = skill;
            let standing = unit::Standing { damage_tokens: tokens, tested_before: first };
            let bt = break_test::BreakTestInput {
                unit: u.clone(), standing, hits, won_combat: first, cause: break_test::Cause::Shooting,
            };
            let _ = (bt.modifiers(&hr), bt.target(&hr), bt.odds(&hr));
            let _ = bt.resolve(&hr, &faces);
            if let Ok(req) = bt.dice_needed(&hr) {
                let _ = bt.resolve(&hr, &fit(&faces, req.faces(), valid));
            }
            let mut m = melee::MeleeInput::new(melee::Combatant::new(u.clone()), melee::Combatant::new(u.clone()));
            m.first_turn = first;
            m.a.standing = standing;
            let _ = (m.odds(&hr), m.forecast(&hr), m.resolve(&hr, &faces));
            if let Ok(req) = m.dice_needed(&hr) {
                let _ = m.resolve(&hr, &fit(&faces, req.faces(), valid));
            }
            let s = shooting::ShootingInput {
                shooter: u.clone(), weapon: shooting::Weapon::SuperiorBows, range_inches: range,
                target: u, target_standing: standing, target_in_terrain: first, earlier_hits: hits,
            };
            let _ = (s.odds(&hr), s.to_hit(&hr), s.resolve(&hr, &faces));
            if let Ok(req) = s.dice_needed(&hr) {
                let _ = s.resolve(&hr, &fit(&faces, req.faces(), valid));
            }
        }
    }

    #[test]
    fn partial_settings_fill_in_defaults() {
        let h: House = read(r#"{"to_hit_cap":"Uncapped"}"#);
        assert_eq!(h.to_hit_cap, ToHitCap::Uncapped);
        assert_eq!(h.max_skill, 4);
    }
}
