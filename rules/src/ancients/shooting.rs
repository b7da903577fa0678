//! Shooting (Ancients, WWPD 2015): dice by weapon and size, to-hit by the shooter's skill (or relative skill
//! against skirmishers), harder at long range and into terrain, saves as in melee, and a Break Test at the end
//! of the phase in which a roll equal to the target or one over only gives ground.
//!
//! The dice come in stages (`Staged`): the to-hit dice, a save die for each hit, then the target's Break Test
//! 2d6 if it is due.

use serde::{Deserialize, Serialize};

use super::attack::{IMPOSSIBLE, hits_after_saves, hits_scored, save_for, score_text, unsaved};
use super::break_test::{BreakOdds, BreakTestInput, BreakTestOutcome, Cause};
use super::unit::{Formation, Size, Standing, Unit};
use super::{House, ToHitCap};
use crate::dice::{MAX_POOL, TwoD6};
use crate::error::{Problem, RulesError, check_range};
use crate::mechanism::staged::{Progress, Reader, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism, Stage, Staged};
use crate::odds::Distribution;
use crate::rule::RuleId;
use crate::text::capitalise;

pub const RULE: RuleId = "ancients.shooting";

/// Missile weapons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Weapon {
    SlingsJavelins,
    Bows,
    SuperiorBows,
}

impl Weapon {
    pub const ALL: [Weapon; 3] = [Weapon::SlingsJavelins, Weapon::Bows, Weapon::SuperiorBows];

    pub fn name(self) -> &'static str {
        match self {
            Weapon::SlingsJavelins => "Slings or javelins",
            Weapon::Bows => "Bows",
            Weapon::SuperiorBows => "Superior bows",
        }
    }

    fn row(self) -> &'static WeaponRow {
        &SHOOTING_TABLE[self as usize]
    }

    /// Dice this weapon gives a unit of this size.
    pub fn dice(self, size: Size) -> u32 {
        self.row().dice[size as usize]
    }

    /// Longest range in inches.
    pub fn range(self) -> u32 {
        self.row().range
    }
}

/// One line of the ranged weapons table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeaponRow {
    pub weapon: Weapon,
    /// Dice by size, Small to Huge.
    pub dice: [u32; 4],
    /// Range in inches.
    pub range: u32,
}

/// Ranged Weapons, Shooting, Ancients: dice by size (Small to Huge) and range.
pub const SHOOTING_TABLE: [WeaponRow; 3] = [
    WeaponRow {
        weapon: Weapon::SlingsJavelins,
        dice: [4, 6, 8, 10],
        range: 12,
    },
    WeaponRow {
        weapon: Weapon::Bows,
        dice: [6, 8, 10, 12],
        range: 24,
    },
    WeaponRow {
        weapon: Weapon::SuperiorBows,
        dice: [8, 10, 12, 14],
        range: 24,
    },
];

/// To-hit by the shooter's skill: skill 1, skill 2, skill 3 or more.
pub const TO_HIT_BY_SKILL: [u8; 3] = [5, 4, 3];

/// To-hit against skirmishers by the shooter's skill compared with the target's: lower, equal, higher.
pub const TO_HIT_VS_SKIRMISHERS: [u8; 3] = [5, 4, 3];

/// Targets further than this many inches are harder to hit.
pub const LONG_RANGE_BEYOND: u32 = 12;

/// What the to-hit number is made of, so the app can show each step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToHitSteps {
    /// From skill, or relative skill against skirmishers.
    pub base: u8,
    pub long_range: u8,
    pub terrain: u8,
    /// The number rolled for, after the house cap; 7 means it cannot hit.
    pub needed: u8,
}

/// One unit shooting at another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootingInput {
    pub shooter: Unit,
    pub weapon: Weapon,
    pub range_inches: u32,
    pub target: Unit,
    #[serde(default)]
    pub target_standing: Standing,
    /// The target is in area terrain or behind linear terrain.
    #[serde(default)]
    pub target_in_terrain: bool,
    /// Hits the target already took from other shooters this phase: all count towards one Break Test.
    #[serde(default)]
    pub earlier_hits: u32,
}

/// The exact forecast of one unit's shooting.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShootingForecast {
    pub dice: u32,
    pub to_hit: ToHitSteps,
    pub save: u8,
    /// Hits this shooting lands after saves.
    pub hits: Distribution,
    /// The chance the target's hits this phase reach its threshold.
    pub reach_threshold: f64,
    pub break_test: BreakOdds,
}

/// The shooting as rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootingOutcome {
    pub shooter_name: String,
    pub target_name: String,
    pub to_hit: ToHitSteps,
    pub scored: u32,
    pub landed: u32,
    /// Hits taken this phase, earlier shooting included.
    pub phase_hits: u32,
    pub break_test: BreakTestOutcome,
}

impl Explained for ShootingOutcome {
    fn summary(&self) -> String {
        let saved = self.scored.saturating_sub(self.landed);
        let mut line = format!(
            "{} landed {} of {} hits on {} ({saved} saved)",
            self.shooter_name, self.landed, self.scored, self.target_name
        );
        if self.phase_hits != self.landed {
            line.push_str(&format!(" ({} this phase)", self.phase_hits));
        }
        if self.break_test.roll.is_some() {
            line.push_str(&format!(
                ". {} {}.",
                capitalise(&self.target_name),
                self.break_test.result.describe()
            ));
        } else {
            line.push('.');
        }
        line
    }

    fn rule(&self) -> RuleId {
        RULE
    }
}

impl ShootingInput {
    pub fn validate(&self, house: &House) -> Result<(), RulesError> {
        house.validate()?;
        self.shooter.validate(house)?;
        self.target.validate(house)?;
        self.target_standing.validate()?;
        check_range("Earlier hits", self.earlier_hits as i64, 0, MAX_POOL as i64)?;
        if self.range_inches > self.weapon.range() {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE,
                why: format!(
                    "{} reach {} in, but the target is {} in away.",
                    self.weapon.name(),
                    self.weapon.range(),
                    self.range_inches
                ),
            }));
        }
        Ok(())
    }

    pub fn dice(&self) -> u32 {
        self.weapon.dice(self.shooter.size)
    }

    pub fn save(&self) -> u8 {
        save_for(self.target.weight)
    }

    /// To-Hit, Shooting, Ancients: skill (or relative skill against skirmishers), +1 beyond 12 in, +1 for
    /// terrain, then the house cap.
    pub fn to_hit(&self, house: &House) -> ToHitSteps {
        let base = if self.target.formation == Formation::Skirmish {
            let i = match self.shooter.skill.cmp(&self.target.skill) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Greater => 2,
            };
            TO_HIT_VS_SKIRMISHERS[i]
        } else {
            TO_HIT_BY_SKILL[(self.shooter.skill.clamp(1, 3) - 1) as usize]
        };
        let long_range = u8::from(self.range_inches > LONG_RANGE_BEYOND);
        let terrain = u8::from(self.target_in_terrain);
        let raw = base + long_range + terrain;
        let needed = match house.to_hit_cap {
            ToHitCap::SixPlus => raw.min(6),
            ToHitCap::Uncapped => raw.min(IMPOSSIBLE),
        };
        ToHitSteps {
            base,
            long_range,
            terrain,
            needed,
        }
    }

    /// The target's Break Test for everything it took this phase (2d6 if due).
    pub fn break_test(&self, landed: u32) -> BreakTestInput {
        BreakTestInput {
            unit: self.target.clone(),
            standing: self.target_standing,
            hits: self.earlier_hits.saturating_add(landed),
            won_combat: false,
            cause: Cause::Shooting,
        }
    }

    /// The exact forecast. Shooting, Ancients.
    pub fn forecast(&self, house: &House) -> Result<ShootingForecast, RulesError> {
        self.forecast_with(house, self.dice())
    }

    pub(crate) fn forecast_with(
        &self,
        house: &House,
        dice: u32,
    ) -> Result<ShootingForecast, RulesError> {
        self.validate(house)?;
        let to_hit = self.to_hit(house);
        let save = self.save();
        let hits = hits_after_saves(dice, to_hit.needed, Some(save));
        let threshold = house.hit_threshold(self.target.size) as i64;
        let mut break_test = BreakOdds::default();
        for (landed, p) in hits.points() {
            break_test.add_weighted(p, &self.break_test(landed as u32).break_odds(house)?);
        }
        Ok(ShootingForecast {
            dice,
            to_hit,
            save,
            reach_threshold: hits.p_at_least(threshold - self.earlier_hits as i64),
            hits,
            break_test,
        })
    }

    /// Reads the faces stage by stage (see `Staged::next_stage`), with `dice` to-hit dice.
    pub(crate) fn play(
        &self,
        house: &House,
        dice: u32,
        faces: &[u8],
    ) -> Result<Progress<ShootingOutcome>, RulesError> {
        self.validate(house)?;
        let shooter_name = self.shooter.label("The shooters").to_string();
        let target_name = self.target.label("the target").to_string();
        let to_hit = self.to_hit(house);
        let mut r = Reader::new(faces)?;
        let attack = take_or_need!(
            r,
            DiceRequest::D6(dice),
            format!(
                "{shooter_name}: to-hit dice ({})",
                score_text(to_hit.needed)
            )
        );
        let scored = hits_scored(attack, to_hit.needed)?;
        let saves = take_or_need!(
            r,
            DiceRequest::D6(scored),
            format!(
                "{}: saves, one per hit ({})",
                capitalise(&target_name),
                score_text(self.save())
            )
        );
        let landed = unsaved(scored, saves, self.save())?;
        let test = self.break_test(landed);
        let mut total = None;
        if test.due(house) {
            let pair = take_or_need!(
                r,
                DiceRequest::TwoD6(1),
                format!("{}: Break Test, 2d6", capitalise(&target_name))
            );
            total = Some(TwoD6::from_faces(pair[0], pair[1])?.total());
        }
        r.finish(ShootingOutcome {
            shooter_name,
            target_name,
            to_hit,
            scored,
            landed,
            phase_hits: test.hits,
            break_test: test.resolve_total(house, total)?,
        })
    }

    /// A one-line forecast such as "Bows: 8 dice hitting on 5+ (4+ for skill, +1 long range)".
    pub fn to_hit_line(&self, house: &House) -> String {
        let t = self.to_hit(house);
        let mut why = format!("{} for skill", score_text(t.base));
        if t.long_range > 0 {
            why.push_str(", +1 long range");
        }
        if t.terrain > 0 {
            why.push_str(", +1 terrain");
        }
        format!(
            "{}: {} dice hitting on {} ({why}).",
            self.weapon.name(),
            self.dice(),
            score_text(t.needed)
        )
    }
}

impl Mechanism for ShootingInput {
    type House<'h> = &'h House;
    type Outcome = ShootingOutcome;

    /// The first stage: the to-hit dice.
    fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
        self.next_dice(house, &[])
    }

    /// Hits this shooting lands after saves.
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        Ok(self.forecast(house)?.hits)
    }

    fn resolve(&self, house: &House, faces: &[u8]) -> Result<ShootingOutcome, RulesError> {
        self.play(house, self.dice(), faces)?.outcome(faces.len())
    }
}

impl Staged for ShootingInput {
    /// The stages, in order: the to-hit dice, the target's saves (one per hit), then its Break Test 2d6 if
    /// one is due. A stage with no dice (no hits to save) is skipped.
    fn next_stage(&self, house: &House, faces: &[u8]) -> Result<Option<Stage>, RulesError> {
        Ok(self.play(house, self.dice(), faces)?.next())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancients::break_test::BreakResult;
    use crate::ancients::unit::{UnitType, Weight};

    fn unit(size: Size, skill: u8, formation: Formation) -> Unit {
        Unit::new(
            size,
            skill,
            Weight::Medium,
            UnitType::Infantry,
            formation,
            &House::default(),
        )
    }

    fn shot(skill: u8, weapon: Weapon, range: u32, target: Unit) -> ShootingInput {
        ShootingInput {
            shooter: unit(Size::Medium, skill, Formation::Skirmish),
            weapon,
            range_inches: range,
            target,
            target_standing: Standing::default(),
            target_in_terrain: false,
            earlier_hits: 0,
        }
    }

    #[test]
    fn ranged_weapons_table() {
        use Size::*;
        let d = |w: Weapon| Size::ALL.map(|s| w.dice(s));
        assert_eq!(d(Weapon::SlingsJavelins), [4, 6, 8, 10]);
        assert_eq!(d(Weapon::Bows), [6, 8, 10, 12]);
        assert_eq!(d(Weapon::SuperiorBows), [8, 10, 12, 14]);
        assert_eq!(Weapon::SlingsJavelins.range(), 12);
        assert_eq!(Weapon::Bows.range(), 24);
        assert_eq!(Weapon::SuperiorBows.range(), 24);
        assert_eq!(Weapon::Bows.dice(Huge), 12);
        for (row, w) in SHOOTING_TABLE.iter().zip(Weapon::ALL) {
            assert_eq!(row.weapon, w, "table rows follow the enum");
        }
    }

    #[test]
    fn to_hit_by_skill() {
        let h = House::default();
        let formed = unit(Size::Medium, 2, Formation::Formed);
        let t = |skill: u8| {
            shot(skill, Weapon::Bows, 6, formed.clone())
                .to_hit(&h)
                .needed
        };
        assert_eq!(t(1), 5);
        assert_eq!(t(2), 4);
        assert_eq!(t(3), 3);
        assert_eq!(t(4), 3, "skill 3 or more");
    }

    #[test]
    fn to_hit_against_skirmishers_by_relative_skill() {
        let h = House::default();
        let skirmishers = unit(Size::Small, 2, Formation::Skirmish);
        let t = |skill: u8| {
            shot(skill, Weapon::Bows, 6, skirmishers.clone())
                .to_hit(&h)
                .needed
        };
        assert_eq!(t(1), 5, "lower skill");
        assert_eq!(t(2), 4, "equal skill");
        assert_eq!(t(4), 3, "higher skill");
    }

    #[test]
    fn long_range_and_terrain_each_add_one() {
        let h = House::default();
        let mut s = shot(
            2,
            Weapon::Bows,
            12,
            unit(Size::Medium, 2, Formation::Formed),
        );
        assert_eq!(s.to_hit(&h).needed, 4, "12 in is not beyond 12 in");
        s.range_inches = 13;
        assert_eq!(s.to_hit(&h).needed, 5);
        s.target_in_terrain = true;
        assert_eq!(s.to_hit(&h).needed, 6);
        assert_eq!(
            s.to_hit_line(&h),
            "Bows: 8 dice hitting on 6+ (4+ for skill, +1 long range, +1 terrain)."
        );
    }

    #[test]
    fn to_hit_cap_house_rule() {
        let mut s = shot(
            1,
            Weapon::Bows,
            20,
            unit(Size::Medium, 2, Formation::Formed),
        );
        s.target_in_terrain = true;
        let capped = House::default();
        assert_eq!(s.to_hit(&capped).needed, 6, "house: capped at 6+");
        let literal = House {
            to_hit_cap: ToHitCap::Uncapped,
            ..House::default()
        };
        assert_eq!(s.to_hit(&literal).needed, 7);
        let f = s.forecast(&literal).unwrap();
        assert_eq!(f.hits.p_exactly(0), 1.0, "7+ cannot hit");
    }

    #[test]
    fn range_beyond_the_weapon_is_refused() {
        let s = shot(
            2,
            Weapon::SlingsJavelins,
            13,
            unit(Size::Medium, 2, Formation::Formed),
        );
        let e = s.forecast(&House::default()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Slings or javelins reach 12 in, but the target is 13 in away."
        );
        let s = shot(
            2,
            Weapon::Bows,
            25,
            unit(Size::Medium, 2, Formation::Formed),
        );
        assert!(matches!(
            s.dice_needed(&House::default())
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::NotAllowed { rule: RULE, .. })
        ));
    }

    #[test]
    fn shooting_break_test_gives_ground_when_one_over() {
        let hr = House::default();
        // Regular skill 2 bows at 6 in on Small medium infantry: 8 dice at 4+, save 5+.
        let target = unit(Size::Small, 2, Formation::Formed).named("Gauls");
        let s = shot(2, Weapon::Bows, 6, target);
        // Hits on the first 3 dice, none saved (1s); Leadership 7 + 1 first test - 0 = 8; roll 9 = one over.
        let mut faces = vec![6, 6, 6, 1, 1, 1, 1, 1];
        let stage = |faces: &[u8]| s.next_stage(&hr, faces).unwrap();
        assert_eq!(
            stage(&faces),
            Some(Stage::new(
                DiceRequest::D6(3),
                "Gauls: saves, one per hit (5+)"
            ))
        );
        faces.extend([1; 3]);
        assert_eq!(
            stage(&faces),
            Some(Stage::new(DiceRequest::TwoD6(1), "Gauls: Break Test, 2d6"))
        );
        faces.extend([4, 5]);
        assert_eq!(stage(&faces), None);
        let out = s.resolve(&hr, &faces).unwrap();
        assert_eq!((out.scored, out.landed), (3, 3));
        assert_eq!(out.break_test.target, 8);
        assert_eq!(out.break_test.result, BreakResult::GiveGround);
        assert_eq!(
            out.summary(),
            "The shooters landed 3 of 3 hits on Gauls (0 saved). Gauls gave ground."
        );
        assert_eq!(out.rule(), RULE);
    }

    #[test]
    fn hits_this_phase_add_up() {
        let h = House::default();
        let mut s = shot(2, Weapon::Bows, 6, unit(Size::Medium, 2, Formation::Formed));
        s.earlier_hits = 2;
        let f = s.forecast(&h).unwrap();
        // Threshold 3 reached with one more hit.
        assert!((f.reach_threshold - f.hits.p_at_least(1)).abs() < 1e-12);
        assert_eq!(s.break_test(1).hits, 3);
        assert!(s.break_test(1).due(&h));
    }
    /// Shooting, Ancients: a Medium unit of bows rolls 8 dice; Skill 2 hits on 4+, the target over 12 in away
    /// makes it 5+, and a Medium target saves on 5+. At 6 in it lands 8 x 1/2 x 2/3 = 8/3 hits on average, at
    /// 18 in 8 x 1/3 x 2/3 = 16/9.
    #[test]
    fn bows_with_the_sources_numbers() {
        let h = House::default();
        let target = unit(Size::Medium, 2, Formation::Formed);
        let near = shot(2, Weapon::Bows, 6, target.clone())
            .forecast(&h)
            .unwrap();
        assert_eq!((near.dice, near.to_hit.needed, near.save), (8, 4, 5));
        assert!((near.hits.mean() - 8.0 / 3.0).abs() < 1e-12);
        let far = shot(2, Weapon::Bows, 18, target).forecast(&h).unwrap();
        assert_eq!(far.to_hit.needed, 5);
        assert!((far.hits.mean() - 16.0 / 9.0).abs() < 1e-12);
    }
}
