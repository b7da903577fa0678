//! Templates: chariots and elephants running men over, the scorpio bolt through a line, and the catapult or
//! ballista burst after its ranging shot. Every man under a template rolls one die for himself, so nobody is hit
//! twice by one template; those hit then roll survival, except men already wounded earlier in the turn, whom a
//! second hit kills outright. Those wounded men come first in the order of the dice.

use serde::{Deserialize, Serialize};

use super::missiles::{
    CoverSituation, Effect, Protection, RangeBand, Slope, Weapon, base_effect, effect_after_cover,
    max_range, protection, range_band,
};
use super::troops::Armour;
use super::{
    House, MAX_MEN, SURVIVE_FROM, count, men, p_dies_of_one_hit, p_face_at_least, refuse, rule,
};
use crate::error::RulesError;
use crate::mechanism::staged::{Progress, Reader, or_need, played, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism, Stage, Staged};
use crate::odds::Distribution;
use crate::rule::RuleId;

/// Highest face that means a man under a chariot or elephant is hit. Chariots and elephants, Roman War Rules.
pub const RUN_OVER_HIT_TO: u8 = 3;

/// The catapult and ballista burst template: an irregular clear shape about this wide, in inches and in
/// centimetres. Ballista, Roman War Rules.
pub const BURST_ACROSS: (f64, f64) = (1.5, 4.0);

/// Men under an area, as far as the dice have gone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AreaResult {
    pub men_under: u32,
    pub hit: u32,
    /// Wounded earlier in the turn and hit again: dead with no survival roll.
    pub dead_outright: u32,
    pub dead: u32,
    pub flesh_wounds: u32,
}

/// One die per man under the area (the `wounded` first), then one survival die per unwounded man hit.
/// `Err` carries the stage still to roll; `who` names the men under it ("under the burst").
fn area_stage(
    r: &mut Reader<'_>,
    men_under: u32,
    wounded: u32,
    who: &str,
    hits: impl Fn(u8) -> bool,
) -> Result<AreaResult, Stage> {
    let dice = r
        .take(DiceRequest::D6(men_under))
        .map_err(|d| Stage::new(d, format!("A die for each man {who}")))?;
    let (old, fresh) = dice.split_at((wounded.min(men_under)) as usize);
    let outright = old.iter().filter(|&&f| hits(f)).count() as u32;
    let fresh_hit = fresh.iter().filter(|&&f| hits(f)).count() as u32;
    let survival = r
        .take(DiceRequest::D6(fresh_hit))
        .map_err(|d| Stage::new(d, "Survival dice, one per man hit"))?;
    let died = survival.iter().filter(|&&f| f < SURVIVE_FROM).count() as u32;
    Ok(AreaResult {
        men_under,
        hit: outright + fresh_hit,
        dead_outright: outright,
        dead: outright + died,
        flesh_wounds: fresh_hit - died,
    })
}

/// Checks the count of men wounded earlier this turn against the men under the area.
fn check_wounded(wounded: i64, men_under: u32) -> Result<u32, RulesError> {
    count(
        "Men already wounded this turn",
        wounded,
        0,
        men_under as i64,
    )
}

/// Dead under an area: wounded men die of any hit, the rest of a hit and a failed survival roll.
fn area_odds(men_under: u32, wounded: u32, p_hit: f64) -> Distribution {
    let w = wounded.min(men_under);
    Distribution::binomial(w, p_hit).add(&Distribution::binomial(
        men_under - w,
        p_hit * p_dies_of_one_hit(),
    ))
}

/// What tramples men.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Beast {
    Chariot,
    Elephant,
}

impl Beast {
    pub fn name(self) -> &'static str {
        match self {
            Beast::Chariot => "The chariot",
            Beast::Elephant => "The elephant",
        }
    }
}

/// A chariot or elephant template laid over men.
///
/// Faces: one die per man under the template (1–3 hits), then one survival die per man hit, in the same order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunOver {
    pub beast: Beast,
    pub men_under: i64,
    /// Men under it already wounded earlier this turn, first in the dice order.
    #[serde(default)]
    pub wounded_earlier: i64,
}

/// What a template did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunOverOutcome {
    pub beast: Beast,
    pub area: AreaResult,
}

impl Explained for RunOverOutcome {
    fn summary(&self) -> String {
        format!(
            "{} runs over {}: {} hit, {} dead.",
            self.beast.name(),
            men(self.area.men_under),
            self.area.hit,
            self.area.dead
        )
    }

    fn rule(&self) -> RuleId {
        rule::TEMPLATES
    }
}

impl RunOver {
    fn play(&self, faces: &[u8]) -> Result<Progress<RunOverOutcome>, RulesError> {
        let n = count("Men under the template", self.men_under, 0, MAX_MEN)?;
        let w = check_wounded(self.wounded_earlier, n)?;
        let mut r = Reader::new(faces)?;
        let area =
            or_need!(area_stage(&mut r, n, w, "under the template", |f| f <= RUN_OVER_HIT_TO));
        r.finish(RunOverOutcome {
            beast: self.beast,
            area,
        })
    }
}

/// Chariots and elephants, Roman War Rules: each man under the template is hit on 1 to 3, then rolls survival.
/// `odds` gives the dead.
impl Mechanism for RunOver {
    type House<'h> = ();
    type Outcome = RunOverOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.next_dice((), &[])
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        let n = count("Men under the template", self.men_under, 0, MAX_MEN)?;
        let w = check_wounded(self.wounded_earlier, n)?;
        Ok(area_odds(n, w, RUN_OVER_HIT_TO as f64 / 6.0))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<RunOverOutcome, RulesError> {
        self.play(faces)?.outcome(faces.len())
    }
}

impl Staged for RunOver {
    fn next_stage(&self, _house: (), faces: &[u8]) -> Result<Option<Stage>, RulesError> {
        Ok(self.play(faces)?.next())
    }
}

/// A scorpio bolt through a line of men up to 3 ranks deep (house table).
///
/// Faces: one die per man in the line, then one survival die per man hit.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ScorpioShot {
    pub range_in: f64,
    pub slope: Slope,
    pub target_armour: Armour,
    /// Men in the bolt's line, at most one per rank it reaches.
    pub men_in_line: i64,
    pub cover: CoverSituation,
    /// Men in the line already wounded earlier this turn, first in the dice order.
    #[serde(default)]
    pub wounded_earlier: i64,
}

/// What a scorpio bolt did.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ScorpioOutcome {
    pub band: RangeBand,
    pub protection: Protection,
    pub effect: Effect,
    pub area: AreaResult,
}

impl Explained for ScorpioOutcome {
    fn summary(&self) -> String {
        format!(
            "The scorpio bolt at {} range: {} hit, {} dead.",
            self.band.name(),
            self.area.hit,
            self.area.dead
        )
    }

    fn rule(&self) -> RuleId {
        rule::MISSILES
    }
}

impl ScorpioShot {
    fn checked(
        &self,
        house: &House,
    ) -> Result<(u32, u32, RangeBand, Protection, Effect), RulesError> {
        let depth = Weapon::Scorpio.profile(house).ranks_hit as i64;
        let n = count("Men in the bolt's line", self.men_in_line, 0, depth)?;
        let w = check_wounded(self.wounded_earlier, n)?;
        let band = range_band(Weapon::Scorpio, self.range_in, self.slope, house)?;
        let prot = protection(Weapon::Scorpio, &self.cover, house)?;
        let eff = effect_after_cover(
            base_effect(Weapon::Scorpio, band, self.target_armour, house),
            prot,
        );
        Ok((n, w, band, prot, eff))
    }

    fn play(&self, house: &House, faces: &[u8]) -> Result<Progress<ScorpioOutcome>, RulesError> {
        let (n, w, band, protection, effect) = self.checked(house)?;
        let mut r = Reader::new(faces)?;
        let n = if effect == Effect::NONE { 0 } else { n };
        let area = or_need!(area_stage(&mut r, n, w, "in the bolt's line", |f| effect.hits(f)));
        r.finish(ScorpioOutcome {
            band,
            protection,
            effect,
            area,
        })
    }
}

/// Scorpio, Roman War Rules (house table): each man in the line rolls against the effect set, then survival.
impl Mechanism for ScorpioShot {
    type House<'h> = &'h House;
    type Outcome = ScorpioOutcome;

    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let (n, w, _, _, effect) = self.checked(house)?;
        Ok(area_odds(n, w, effect.p()))
    }

    played!(&House);
}

played!(Staged for ScorpioShot, &House);

/// The engines that throw at a template.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Engine {
    Catapult,
    Ballista,
}

impl Engine {
    pub fn weapon(self) -> Weapon {
        match self {
            Engine::Catapult => Weapon::Catapult,
            Engine::Ballista => Weapon::Ballista,
        }
    }
}

/// Lowest face that makes the ranging shot. Ballista, Roman War Rules; the numbers are the house's: one out to
/// half the engine's range, another beyond.
pub fn ranging_from(
    engine: Engine,
    range_in: f64,
    slope: Slope,
    house: &House,
) -> Result<u8, RulesError> {
    range_band(engine.weapon(), range_in, slope, house)?;
    let half = max_range(engine.weapon(), slope, house) / 2.0;
    let from = if range_in <= half + 1e-9 {
        house.ranging_near_from
    } else {
        house.ranging_far_from
    };
    if !(1..=7).contains(&from) {
        return Err(refuse(
            rule::BALLISTA,
            "The house ranging numbers must be faces from 1 to 6 (7 for never).",
        ));
    }
    Ok(from)
}

/// A catapult or ballista shot with its burst template.
///
/// Faces: the ranging die first; if it misses, nothing more. If it lands, one effect die per man under the burst,
/// then one survival die per man hit.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ArtilleryShot {
    pub engine: Engine,
    pub range_in: f64,
    pub slope: Slope,
    pub men_under: i64,
    pub target_armour: Armour,
    pub cover: CoverSituation,
    /// Men under the burst already wounded earlier this turn, first in the dice order.
    #[serde(default)]
    pub wounded_earlier: i64,
}

/// What an artillery shot did.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ArtilleryOutcome {
    pub engine: Engine,
    pub ranging_from: u8,
    pub on_target: bool,
    pub effect: Effect,
    pub protection: Protection,
    pub area: AreaResult,
}

impl Explained for ArtilleryOutcome {
    fn summary(&self) -> String {
        let name = match self.engine {
            Engine::Catapult => "catapult",
            Engine::Ballista => "ballista",
        };
        if !self.on_target {
            return format!(
                "The {name} misses its ranging shot (needed {} or more): lift the template.",
                self.ranging_from
            );
        }
        format!(
            "The {name} shot lands: {} of {} under the burst hit, {} dead.",
            self.area.hit, self.area.men_under, self.area.dead
        )
    }

    fn rule(&self) -> RuleId {
        rule::BALLISTA
    }
}

impl ArtilleryShot {
    fn checked(&self, house: &House) -> Result<(u32, u32, u8, Protection, Effect), RulesError> {
        let n = count("Men under the burst", self.men_under, 0, MAX_MEN)?;
        let w = check_wounded(self.wounded_earlier, n)?;
        let from = ranging_from(self.engine, self.range_in, self.slope, house)?;
        let weapon = self.engine.weapon();
        let band = range_band(weapon, self.range_in, self.slope, house)?;
        let prot = protection(weapon, &self.cover, house)?;
        let eff = effect_after_cover(base_effect(weapon, band, self.target_armour, house), prot);
        Ok((n, w, from, prot, eff))
    }

    fn play(&self, house: &House, faces: &[u8]) -> Result<Progress<ArtilleryOutcome>, RulesError> {
        let (n, w, from, protection, effect) = self.checked(house)?;
        let mut r = Reader::new(faces)?;
        let ranging = take_or_need!(r, DiceRequest::D6(1), "The ranging die");
        let on_target = ranging.first().is_some_and(|&f| f >= from);
        let n = if on_target && effect != Effect::NONE {
            n
        } else {
            0
        };
        let mut area = or_need!(area_stage(&mut r, n, w, "under the burst", |f| effect.hits(f)));
        if on_target {
            area.men_under = count("Men under the burst", self.men_under, 0, MAX_MEN)?;
        }
        r.finish(ArtilleryOutcome {
            engine: self.engine,
            ranging_from: from,
            on_target,
            effect,
            protection,
            area,
        })
    }
}

/// Ballista, Roman War Rules: the ranging die decides whether the shot lands; if so, everyone under the burst
/// rolls against the effect set, then survival. `odds` gives the dead.
impl Mechanism for ArtilleryShot {
    type House<'h> = &'h House;
    type Outcome = ArtilleryOutcome;

    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let (n, w, from, _, effect) = self.checked(house)?;
        let p_on = p_face_at_least(from);
        let landed = area_odds(n, w, effect.p());
        Ok(Distribution::mixture([
            (p_on, landed),
            (1.0 - p_on, Distribution::certain(0)),
        ]))
    }

    played!(&House);
}

played!(Staged for ArtilleryShot, &House);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn shot(range: f64, men: i64) -> ArtilleryShot {
        ArtilleryShot {
            engine: Engine::Ballista,
            range_in: range,
            slope: Slope::Level,
            men_under: men,
            target_armour: Armour::Unarmoured,
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        }
    }

    /// Chariots and elephants, Roman War Rules: 1, 2 or 3 hits a man under the template; then survival.
    #[test]
    fn chariot_template_hits_on_one_to_three() {
        let t = RunOver {
            beast: Beast::Chariot,
            men_under: 3,
            wounded_earlier: 0,
        };
        assert_eq!(t.dice_needed(()).unwrap(), DiceRequest::D6(3));
        assert_eq!(t.next_dice((), &[1, 3, 4]).unwrap(), DiceRequest::D6(2));
        let o = t.resolve((), &[1, 3, 4, 5, 2]).unwrap();
        assert_eq!((o.area.hit, o.area.dead, o.area.flesh_wounds), (2, 1, 1));
        assert!((t.odds(()).unwrap().mean() - 3.0 * 0.5 * 4.0 / 6.0).abs() < 1e-12);
        assert!(
            RunOver {
                beast: Beast::Elephant,
                men_under: -1,
                wounded_earlier: 0,
            }
            .odds(())
            .is_err()
        );
    }

    /// Ballista, Roman War Rules, with the house ranging numbers: 4–6 out to half range, 5–6 beyond.
    #[test]
    fn ballista_ranging_shot() {
        let h = House::default();
        assert_eq!(
            ranging_from(Engine::Ballista, 20.0, Slope::Level, &h).unwrap(),
            4
        );
        assert_eq!(
            ranging_from(Engine::Ballista, 20.5, Slope::Level, &h).unwrap(),
            5
        );
        assert!(ranging_from(Engine::Ballista, 41.0, Slope::Level, &h).is_err());
        let hr = House::default();
        let s = shot(30.0, 4);
        let miss = s.resolve(&hr, &[4]).unwrap();
        assert!(!miss.on_target);
        assert!(miss.summary().contains("lift the template"));
        assert_eq!(s.next_dice(&hr, &[5]).unwrap(), DiceRequest::D6(4));
        let o = s.resolve(&hr, &[5, 4, 1, 6, 3, 1, 6]).unwrap();
        assert_eq!((o.area.hit, o.area.dead), (2, 1));
    }

    /// Scorpio (house table): a line 3 deep at most, 5–6 against unarmoured men.
    #[test]
    fn scorpio_line() {
        let hr = House::default();
        let s = ScorpioShot {
            range_in: 25.0,
            slope: Slope::Level,
            target_armour: Armour::Unarmoured,
            men_in_line: 3,
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        };
        let o = s.resolve(&hr, &[5, 4, 6, 1, 6]).unwrap();
        assert_eq!((o.area.hit, o.area.dead), (2, 1));
        assert!(
            ScorpioShot {
                men_in_line: 4,
                ..s
            }
            .odds(&hr)
            .is_err()
        );
    }

    /// Survival roll, Roman War Rules: a man wounded earlier in the turn and run over again dies outright.
    #[test]
    fn wounded_man_run_over_dies() {
        let t = RunOver {
            beast: Beast::Elephant,
            men_under: 2,
            wounded_earlier: 1,
        };
        assert_eq!(t.next_dice((), &[2, 2]).unwrap(), DiceRequest::D6(1));
        let o = t.resolve((), &[2, 2, 6]).unwrap();
        assert_eq!(
            (o.area.dead_outright, o.area.dead, o.area.flesh_wounds),
            (1, 1, 1)
        );
        assert!(
            RunOver {
                wounded_earlier: 3,
                ..t
            }
            .odds(())
            .is_err()
        );
    }

    /// Chariots and elephants, Roman War Rules: 1, 2 or 3 is a man hit, then survival, where 1 to 4 is dead. A man
    /// under the template dies with chance 3/6 x 4/6 = 1/3: four men expect 4/3 dead, all four die 1 time in 81
    /// and none 16 times in 81.
    #[test]
    fn run_over_odds_with_the_sources_numbers() {
        let t = RunOver {
            beast: Beast::Elephant,
            men_under: 4,
            wounded_earlier: 0,
        };
        let d = t.odds(()).unwrap();
        assert!((d.mean() - 4.0 / 3.0).abs() < 1e-12);
        assert!((d.p_exactly(4) - 1.0 / 81.0).abs() < 1e-12);
        assert!((d.p_exactly(0) - 16.0 / 81.0).abs() < 1e-12);
    }

    /// Ballista, Roman War Rules: the burst pattern is an irregular shape about 1.5 inches (4 cm) across.
    #[test]
    fn burst_template_size() {
        assert_eq!(BURST_ACROSS, (1.5, 4.0));
    }

    proptest! {
        #[test]
        fn artillery_odds_are_a_distribution(r in 0.0f64..=40.0, men in 0i64..=200, armoured in any::<bool>()) {
            let mut s = shot(r, men);
            if armoured { s.target_armour = Armour::Armoured; }
            let d = s.odds(&House::default()).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(d.min() >= 0 && d.max() <= men);
        }

        #[test]
        fn run_over_never_panics(men in -5i64..=8, faces in proptest::collection::vec(0u8..=9, 0..20)) {
            let t = RunOver { beast: Beast::Chariot, men_under: men, wounded_earlier: 0 };
            if let Ok(o) = t.resolve((), &faces) {
                prop_assert!(o.area.dead as i64 <= men);
            }
        }
    }
}
