//! Shooting, Castle Cracker framework (Sandarticus seed 1, Jersey Shore seed 3): two dice per shot against 6, 8
//! or 10 by the third of the cord, with each system's own modifiers; hand-thrown weapons on one die.

use serde::{Deserialize, Serialize};

use super::cords::{Cord, CordScale, Third, third_at};
use super::{MAX_MEN, check_men, refuse};
use crate::error::{RulesError, check_range};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::{Distribution, p_d6_at_least, p_two_d6_at_least};
use crate::rule::RuleId;

pub const RULE: RuleId = "sandy-hook.shooting";
pub const THROWN_RULE: RuleId = "sandy-hook.thrown-weapons";
/// Men behind a wall who are not fighting cannot be shot: a Jersey Shore rule (Sandarticus never marks a target as
/// not fighting).
pub const COVER_RULE: RuleId = "jersey-shore.shooting-behind-walls";

/// The 2d6 score a shot needs, by third of the cord. Shooting, both Sandy Hook games: 6, 8, 10.
pub const TO_HIT: [(Third, u8); 3] = [(Third::Close, 6), (Third::Medium, 8), (Third::Long, 10)];

/// The 2d6 score needed at a third, before modifiers.
pub fn to_hit(third: Third) -> u8 {
    TO_HIT[third as usize].1
}

/// Hand-thrown weapons hit on one die showing this or more (knives, tomahawks, spears).
pub const THROWN_HITS_ON: u8 = 5;

/// What stands between the shooter and his target.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cover {
    #[default]
    Open,
    /// Behind a wagon, or inside a house (a building that is not a fort).
    WagonOrHouse,
    /// Behind a log or stone wall, or in a fort.
    Wall,
}

impl Cover {
    /// Every kind of cover, from none to the most.
    pub const ALL: [Cover; 3] = [Cover::Open, Cover::WagonOrHouse, Cover::Wall];
}

/// One system's shooting modifiers, added to the 2d6 score. Each game words them its own way, so the system
/// module supplies the numbers and says when the unmoved bonus applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootingModifiers {
    pub wagon_or_house: i32,
    pub wall: i32,
    /// The bonus for shooting at a target that has stayed still (each system states its own condition).
    pub unmoved: i32,
}

/// How a system words its +2 for a still target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnmovedWording {
    /// Jersey Shore: you shot at this target before and it has not moved since.
    FiringAgainAtStillTarget,
    /// Sandarticus: neither the target nor the shooter has moved for one move.
    NeitherMovedForAMove,
}

/// Whether the unmoved-target bonus applies under a system's wording.
pub fn unmoved_bonus_applies(
    wording: UnmovedWording,
    target_moved: bool,
    shooter_moved: bool,
    shot_at_it_before: bool,
) -> bool {
    match wording {
        UnmovedWording::FiringAgainAtStillTarget => !target_moved && shot_at_it_before,
        UnmovedWording::NeitherMovedForAMove => !target_moved && !shooter_moved,
    }
}

/// How far a weapon reaches: its cord, and the furthest third of that cord it may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reach {
    pub cord: Cord,
    pub furthest: Third,
}

crate::json::field::record_field!(Reach, required { cord, furthest });

/// Hand-thrown weapons reach only the close third of R1 (both games).
pub const THROWN_REACH: Reach = Reach {
    cord: Cord::R1,
    furthest: Third::Close,
};

/// Pistols reach the medium third of R1 at most (Jersey Shore, seed 3).
pub const PISTOL_REACH: Reach = Reach {
    cord: Cord::R1,
    furthest: Third::Medium,
};

impl Reach {
    /// A weapon that may use its whole cord.
    pub const fn full(cord: Cord) -> Reach {
        Reach {
            cord,
            furthest: Third::Long,
        }
    }

    /// The third a target `inches` away falls in, refused if this weapon cannot reach it.
    pub fn third_for(&self, inches: f64, scale: CordScale) -> Result<Third, RulesError> {
        let third = third_at(self.cord, inches, scale)?;
        self.check(third)?;
        Ok(third)
    }

    /// Refuses a third beyond what the weapon may use.
    pub fn check(&self, third: Third) -> Result<(), RulesError> {
        if third > self.furthest {
            Err(refuse(
                RULE,
                format!(
                    "This weapon only reaches the {} third of the {} cord; the target is at {} range.",
                    self.furthest.name(),
                    self.cord.name(),
                    third.name()
                ),
            ))
        } else {
            Ok(())
        }
    }
}

/// Refuses a shot at men behind a wall who are not fighting. Shooting, Jersey Shore (seed 3): a man behind a wall
/// counts as fighting if he shot, means to shoot, or serves a gun that is firing.
pub fn check_target_visible(cover: Cover, target_fighting: bool) -> Result<(), RulesError> {
    if cover == Cover::Wall && !target_fighting {
        Err(refuse(
            COVER_RULE,
            "Men behind a wall can't be shot unless they are fighting (shooting, about to shoot, or working a gun that fires).",
        ))
    } else {
        Ok(())
    }
}

/// Armour or an object holds while the damage is below its rating; damage equal or above breaks it
/// (Sandarticus armour rule, taken by Jersey Shore's house defaults).
pub fn damage_breaks(damage: u32, rating: u32) -> bool {
    damage >= rating
}

/// One unit shooting at another with 2d6 per shot. Casualties are taken from the front of the target.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Volley {
    /// Men shooting.
    pub shooters: u32,
    /// Shots each man fires this round (weapon rate of fire), all at the one target.
    pub rate_of_fire: u32,
    /// The third of the weapon's cord the target stands in.
    pub third: Third,
    pub cover: Cover,
    /// Whether the target is fighting (matters only behind a wall).
    pub target_fighting: bool,
    /// Whether the system's unmoved-target bonus applies.
    pub unmoved: bool,
    /// The weapon's damage at this third.
    pub damage: u32,
    /// The target's armour rating facing the shooter (1 for an unprotected man).
    pub target_armour: u32,
    /// Men in the target unit.
    pub target_men: u32,
    pub modifiers: ShootingModifiers,
}

/// What a volley did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VolleyOutcome {
    pub shots: u32,
    /// The 2d6 score each shot needed after modifiers.
    pub needed: i32,
    pub hits: u32,
    /// Whether a hit gets through the target's armour.
    pub hits_kill: bool,
    /// Men removed, from the front of the target unit.
    pub casualties: u32,
    pub third: Third,
    pub rule: RuleId,
}

impl Explained for VolleyOutcome {
    fn summary(&self) -> String {
        let hits = plural(self.hits, "hit", "hits");
        if self.hits == 0 {
            format!(
                "No hits from {} (each needed {}+ at {} range).",
                plural(self.shots, "shot", "shots"),
                self.needed,
                self.third.name()
            )
        } else if !self.hits_kill {
            format!("{hits}, but the damage can't get through their armour: nobody falls.")
        } else {
            format!(
                "{hits}: {} fall, removed from the front of the unit.",
                plural(self.casualties, "man", "men")
            )
        }
    }

    fn rule(&self) -> RuleId {
        self.rule
    }
}

pub(crate) fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Volley {
    fn validate(&self) -> Result<(), RulesError> {
        check_men("Men shooting", self.shooters, 1, MAX_MEN)?;
        check_men("Men in the target unit", self.target_men, 1, MAX_MEN)?;
        check_range("Rate of fire", self.rate_of_fire as i64, 1, 6)?;
        check_range(
            "Shots in all",
            self.shots() as i64,
            1,
            crate::dice::MAX_POOL as i64,
        )?;
        check_target_visible(self.cover, self.target_fighting)
    }

    pub fn shots(&self) -> u32 {
        self.shooters.saturating_mul(self.rate_of_fire)
    }

    /// The sum of the modifiers in play.
    pub fn modifier(&self) -> i32 {
        let cover = match self.cover {
            Cover::Open => 0,
            Cover::WagonOrHouse => self.modifiers.wagon_or_house,
            Cover::Wall => self.modifiers.wall,
        };
        cover
            + if self.unmoved {
                self.modifiers.unmoved
            } else {
                0
            }
    }

    /// The unmodified 2d6 score a shot needs once modifiers are folded into the target.
    pub fn needed(&self) -> i32 {
        to_hit(self.third) as i32 - self.modifier()
    }

    pub fn p_hit(&self) -> f64 {
        p_two_d6_at_least(self.needed() as i64)
    }

    pub fn hits_kill(&self) -> bool {
        damage_breaks(self.damage, self.target_armour)
    }
}

impl Mechanism for Volley {
    type House<'h> = ();
    type Outcome = VolleyOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.validate()?;
        Ok(DiceRequest::TwoD6(self.shots()))
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        self.validate()?;
        if !self.hits_kill() {
            return Ok(Distribution::certain(0));
        }
        Ok(Distribution::binomial(self.shots(), self.p_hit()).cap(self.target_men as i64))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<VolleyOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        let needed = self.needed();
        let hits = faces
            .chunks(2)
            .filter(|pair| (pair[0] + pair[1]) as i32 >= needed)
            .count() as u32;
        let hits_kill = self.hits_kill();
        Ok(VolleyOutcome {
            shots: self.shots(),
            needed,
            hits,
            hits_kill,
            casualties: if hits_kill {
                hits.min(self.target_men)
            } else {
                0
            },
            third: self.third,
            rule: RULE,
        })
    }
}

/// Hand-thrown weapons (knives, tomahawks, spears): one die each, 5 or 6 hits, close third of R1 only.
/// Shooting, Jersey Shore (seed 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ThrownVolley {
    pub throwers: u32,
    /// The third of the R1 cord the target stands in.
    pub third: Third,
    pub damage: u32,
    pub target_armour: u32,
    pub target_men: u32,
}

impl ThrownVolley {
    fn validate(&self) -> Result<(), RulesError> {
        check_men("Men throwing", self.throwers, 1, MAX_MEN)?;
        check_men("Men in the target unit", self.target_men, 1, MAX_MEN)?;
        THROWN_REACH.check(self.third).map_err(|_| {
            refuse(
                THROWN_RULE,
                "Thrown weapons only reach the close third of the R1 cord.",
            )
        })
    }
}

impl Mechanism for ThrownVolley {
    type House<'h> = ();
    type Outcome = VolleyOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.validate()?;
        Ok(DiceRequest::D6(self.throwers))
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        self.validate()?;
        if !damage_breaks(self.damage, self.target_armour) {
            return Ok(Distribution::certain(0));
        }
        let p = p_d6_at_least(THROWN_HITS_ON as i64);
        Ok(Distribution::binomial(self.throwers, p).cap(self.target_men as i64))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<VolleyOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        let hits = faces.iter().filter(|&&f| f >= THROWN_HITS_ON).count() as u32;
        let hits_kill = damage_breaks(self.damage, self.target_armour);
        Ok(VolleyOutcome {
            shots: self.throwers,
            needed: THROWN_HITS_ON as i32,
            hits,
            hits_kill,
            casualties: if hits_kill {
                hits.min(self.target_men)
            } else {
                0
            },
            third: self.third,
            rule: THROWN_RULE,
        })
    }
}

#[cfg(test)]
mod tests {
    /// Sandy Hook shooting cover: open, wagon or house, wall, each listed once in `Cover::ALL`.
    #[test]
    fn cover_list_holds_each_once() {
        use super::Cover;
        let index = |c: Cover| match c {
            Cover::Open => 0,
            Cover::WagonOrHouse => 1,
            Cover::Wall => 2,
        };
        for (i, c) in Cover::ALL.into_iter().enumerate() {
            assert_eq!(index(c), i);
        }
    }

    use super::*;
    use proptest::prelude::*;

    const MODS: ShootingModifiers = ShootingModifiers {
        wagon_or_house: -1,
        wall: -2,
        unmoved: 2,
    };

    fn volley(shooters: u32, third: Third) -> Volley {
        Volley {
            shooters,
            rate_of_fire: 1,
            third,
            cover: Cover::Open,
            target_fighting: true,
            unmoved: false,
            damage: 2,
            target_armour: 1,
            target_men: 10,
            modifiers: MODS,
        }
    }

    /// Shooting, both games: 2d6 needs 6 close, 8 medium, 10 long.
    #[test]
    fn to_hit_table_matches_the_source() {
        assert_eq!(TO_HIT.map(|(_, n)| n), [6, 8, 10]);
        let v = volley(1, Third::Medium);
        assert!((v.odds(()).unwrap().p_exactly(1) - 15.0 / 36.0).abs() < 1e-12);
        let out = v.resolve((), &[4, 4]).unwrap();
        assert_eq!((out.hits, out.casualties), (1, 1));
        assert_eq!(v.resolve((), &[3, 4]).unwrap().hits, 0);
    }

    /// Modifiers: wall -2, wagon or house -1, unmoved target +2.
    #[test]
    fn cover_and_unmoved_modifiers() {
        let mut v = volley(1, Third::Close);
        v.cover = Cover::Wall;
        assert_eq!(v.needed(), 8);
        v.cover = Cover::WagonOrHouse;
        assert_eq!(v.needed(), 7);
        v.unmoved = true;
        assert_eq!(v.needed(), 5);
    }

    /// The +2 bonus in each game's wording: Jersey Shore needs a second shot at a still target, Sandarticus
    /// needs both shooter and target still for a move.
    #[test]
    fn unmoved_bonus_wordings() {
        use UnmovedWording::*;
        assert!(unmoved_bonus_applies(
            FiringAgainAtStillTarget,
            false,
            true,
            true
        ));
        assert!(!unmoved_bonus_applies(
            FiringAgainAtStillTarget,
            false,
            false,
            false
        ));
        assert!(unmoved_bonus_applies(
            NeitherMovedForAMove,
            false,
            false,
            false
        ));
        assert!(!unmoved_bonus_applies(
            NeitherMovedForAMove,
            false,
            true,
            true
        ));
    }

    /// Men behind a wall who are not fighting can't be shot.
    #[test]
    fn behind_a_wall_and_not_fighting_is_untargetable() {
        let mut v = volley(3, Third::Close);
        v.cover = Cover::Wall;
        v.target_fighting = false;
        let e = v.odds(()).unwrap_err();
        assert!(e.to_string().contains("behind a wall"));
        v.target_fighting = true;
        assert!(v.odds(()).is_ok());
    }

    /// Casualties never exceed the men in the target; they come from the front.
    #[test]
    fn casualties_from_the_front_capped() {
        let mut v = volley(3, Third::Close);
        v.target_men = 2;
        let out = v.resolve((), &[6, 6, 6, 6, 6, 6]).unwrap();
        assert_eq!((out.hits, out.casualties), (3, 2));
        assert!(out.summary().contains("front"));
    }

    /// Rate of fire: several shots per man, all at the one target.
    #[test]
    fn rate_of_fire_multiplies_shots() {
        let mut v = volley(2, Third::Close);
        v.rate_of_fire = 2;
        assert_eq!(v.dice_needed(()), Ok(DiceRequest::TwoD6(4)));
    }

    /// Armour rule: damage below the rating does nothing.
    #[test]
    fn damage_below_armour_holds() {
        let mut v = volley(1, Third::Close);
        v.damage = 1;
        v.target_armour = 2;
        let out = v.resolve((), &[6, 6]).unwrap();
        assert_eq!((out.hits, out.casualties), (1, 0));
        assert!(damage_breaks(2, 2) && !damage_breaks(1, 2));
    }

    /// Thrown weapons: 1d6, 5-6 hits, close third of R1 only.
    #[test]
    fn thrown_weapons() {
        let t = ThrownVolley {
            throwers: 3,
            third: Third::Close,
            damage: 2,
            target_armour: 1,
            target_men: 5,
        };
        assert_eq!(t.resolve((), &[4, 5, 6]).unwrap().casualties, 2);
        let far = ThrownVolley {
            third: Third::Medium,
            ..t.clone()
        };
        assert!(
            far.odds(())
                .unwrap_err()
                .to_string()
                .contains("close third")
        );
    }

    /// Pistols reach the medium third of R1 at most.
    #[test]
    fn pistol_reach() {
        assert_eq!(
            PISTOL_REACH.third_for(7.0, CordScale::Single),
            Ok(Third::Medium)
        );
        assert!(PISTOL_REACH.third_for(9.0, CordScale::Single).is_err());
        assert!(
            Reach::full(Cord::R2)
                .third_for(25.0, CordScale::Single)
                .is_err()
        );
    }

    #[test]
    fn bad_input_is_refused() {
        assert!(volley(0, Third::Close).odds(()).is_err());
        let mut v = volley(1, Third::Close);
        v.target_men = 0;
        assert!(v.odds(()).is_err());
        assert!(volley(1, Third::Close).resolve((), &[1]).is_err());
    }

    /// Range and hitting target, Sandy Hook games: two dice, 6 or more at close range (26 rolls in 36), 8 at medium
    /// (15 in 36), 10 at long (6 in 36). One shot at an unprotected man drops him that often; behind a wall (-2)
    /// a close shot needs 8, and firing again at a target that stood still (+2) a long one needs 8 too.
    #[test]
    fn to_hit_odds_with_the_sources_numbers() {
        for (third, ways) in [
            (Third::Close, 26.0),
            (Third::Medium, 15.0),
            (Third::Long, 6.0),
        ] {
            let d = volley(1, third).odds(()).unwrap();
            assert!((d.p_exactly(1) - ways / 36.0).abs() < 1e-12, "{third:?}");
        }
        let mut walled = volley(1, Third::Close);
        walled.cover = Cover::Wall;
        assert_eq!(walled.needed(), 8);
        assert!((walled.odds(()).unwrap().p_exactly(1) - 15.0 / 36.0).abs() < 1e-12);
        let mut again = volley(1, Third::Long);
        again.unmoved = true;
        assert!((again.odds(()).unwrap().p_exactly(1) - 15.0 / 36.0).abs() < 1e-12);
    }

    proptest! {
        #[test]
        fn odds_sum_to_one_and_respect_men(shooters in 1u32..=100, men in 1u32..=100, third in 0usize..3) {
            let mut v = volley(shooters, Third::ALL[third]);
            v.target_men = men;
            let d = v.odds(()).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(d.max() <= men as i64 && d.min() >= 0);
        }

        #[test]
        fn never_panics(shooters in 0u32..300, rof in 0u32..10, men in 0u32..300, faces in proptest::collection::vec(0u8..9, 0..8)) {
            let mut v = volley(shooters, Third::Close);
            v.rate_of_fire = rof;
            v.target_men = men;
            if let Ok(o) = v.resolve((), &faces) {
                prop_assert!(o.casualties <= men);
            }
        }
    }
}
