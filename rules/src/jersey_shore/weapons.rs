//! Weapons and shooting, Jersey Shore (seed 3). The source's weapon table is lost, so ranges, damage and rates
//! of fire are house numbers (`House::weapons`); the to-hit rules themselves are the source's.

use serde::{Deserialize, Serialize};

use super::{House, SHOOTING_MODIFIERS};
use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;
use crate::sandy_hook::cords::{Cord, CordScale, Third};
use crate::sandy_hook::shooting::{
    Cover, PISTOL_REACH, Reach, ThrownVolley, Volley, VolleyOutcome,
};

pub const SHOOTING_RULE: RuleId = "jersey-shore.shooting";
pub const THROWN_RULE: RuleId = "jersey-shore.thrown-weapons";
pub const FREE_SHOT_RULE: RuleId = "jersey-shore.charge-pistols";

/// One weapon's line in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
pub struct WeaponStats {
    pub reach: Reach,
    pub damage: u32,
    /// Shots per man per round, all at one target.
    pub rate_of_fire: u32,
}

crate::json::field::record_field!(
    WeaponStats,
    required {
        reach,
        damage,
        rate_of_fire
    }
);

/// The weapon table (house numbers, rules-gaps seed 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(test, serde(default))]
pub struct WeaponTable {
    pub musket: WeaponStats,
    pub rifle: WeaponStats,
    pub pistol: WeaponStats,
    pub bow: WeaponStats,
    pub cannon: WeaponStats,
    pub mortar: WeaponStats,
}

crate::json::field::record_field!(
    WeaponTable,
    default {
        musket,
        rifle,
        pistol,
        bow,
        cannon,
        mortar
    }
);

impl Default for WeaponTable {
    fn default() -> WeaponTable {
        let line = |cord, damage, rate_of_fire| WeaponStats {
            reach: Reach::full(cord),
            damage,
            rate_of_fire,
        };
        WeaponTable {
            musket: line(Cord::R2, 2, 1),
            rifle: line(Cord::R3, 2, 1),
            // Pistols: the source limits them to the medium third of R1.
            pistol: WeaponStats {
                reach: PISTOL_REACH,
                damage: 1,
                rate_of_fire: 1,
            },
            bow: line(Cord::R2, 1, 2),
            cannon: line(Cord::R4, 6, 1),
            mortar: line(Cord::R4, 6, 1),
        }
    }
}

/// Small arms that shoot with 2d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Firearm {
    Musket,
    Rifle,
    Pistol,
    Bow,
}

impl Firearm {
    /// Every firearm, in the order a picker lists them.
    pub const ALL: [Firearm; 4] = [
        Firearm::Musket,
        Firearm::Rifle,
        Firearm::Pistol,
        Firearm::Bow,
    ];
}

impl WeaponTable {
    pub fn stats(&self, f: Firearm) -> WeaponStats {
        match f {
            Firearm::Musket => self.musket,
            Firearm::Rifle => self.rifle,
            Firearm::Pistol => self.pistol,
            Firearm::Bow => self.bow,
        }
    }
}

/// A unit firing small arms. Shooting, Jersey Shore (seed 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JsShot {
    pub weapon: Firearm,
    pub shooters: u32,
    /// Distance to the target, in inches.
    pub distance_inches: f64,
    pub scale: CordScale,
    pub cover: Cover,
    /// Whether a target behind a wall is fighting (shooting, about to, or serving a firing gun).
    pub target_fighting: bool,
    /// You shot at this target before and it has not moved since: +2.
    pub firing_again_at_unmoved: bool,
    pub target_men: u32,
}

impl JsShot {
    /// The shared volley with Jersey Shore's numbers filled in.
    pub fn volley(&self, house: &House) -> Result<Volley, RulesError> {
        let stats = house.weapons.stats(self.weapon);
        let mut third = stats.reach.third_for(self.distance_inches, self.scale)?;
        if self.weapon == Firearm::Rifle
            && house.rifle_medium_counts_as_close
            && third == Third::Medium
        {
            third = Third::Close;
        }
        Ok(Volley {
            shooters: self.shooters,
            rate_of_fire: stats.rate_of_fire,
            third,
            cover: self.cover,
            target_fighting: self.target_fighting,
            unmoved: self.firing_again_at_unmoved,
            damage: stats.damage,
            target_armour: house.man_rating,
            target_men: self.target_men,
            modifiers: SHOOTING_MODIFIERS,
        })
    }
}

/// `Mechanism` for a Jersey Shore shot or throw: the framework's volley, built from the house rules by the
/// type's own `volley`, with its outcome credited to the Jersey Shore rule `$rule`.
macro_rules! framework_volley {
    ($t:ty, $rule:expr) => {
        impl Mechanism for $t {
            type House<'h> = &'h House;
            type Outcome = VolleyOutcome;

            fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
                self.volley(house)?.dice_needed(())
            }

            fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
                self.volley(house)?.odds(())
            }

            fn resolve(&self, house: &House, faces: &[u8]) -> Result<VolleyOutcome, RulesError> {
                let mut o = self.volley(house)?.resolve((), faces)?;
                o.rule = $rule;
                Ok(o)
            }
        }
    };
}

framework_volley!(JsShot, SHOOTING_RULE);

/// Knives, tomahawks and spears thrown: one die each, 5 or 6 hits, close third of R1 only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JsThrow {
    pub throwers: u32,
    pub distance_inches: f64,
    pub scale: CordScale,
    pub target_men: u32,
}

impl JsThrow {
    fn volley(&self, house: &House) -> Result<ThrownVolley, RulesError> {
        let third = crate::sandy_hook::cords::third_at(Cord::R1, self.distance_inches, self.scale)?;
        Ok(ThrownVolley {
            throwers: self.throwers,
            third,
            // The source gives thrown weapons no damage; against a man any hit counts (see `House::man_rating`).
            damage: house.man_rating,
            target_armour: house.man_rating,
            target_men: self.target_men,
        })
    }
}

framework_volley!(JsThrow, THROWN_RULE);

/// The free pistol shot when two groups stopped at R1 charge each other: every pistol on a side fires once.
/// Run it once for each side. Contact, Jersey Shore (seed 3); the to-hit third is a house rule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChargePistolShot {
    pub pistols: u32,
    pub target_men: u32,
}

impl ChargePistolShot {
    fn volley(&self, house: &House) -> Result<Volley, RulesError> {
        Ok(Volley {
            shooters: self.pistols,
            rate_of_fire: 1,
            third: house.free_shot_third,
            cover: Cover::Open,
            target_fighting: true,
            unmoved: false,
            damage: house.weapons.pistol.damage,
            target_armour: house.man_rating,
            target_men: self.target_men,
            modifiers: SHOOTING_MODIFIERS,
        })
    }
}

framework_volley!(ChargePistolShot, FREE_SHOT_RULE);

#[cfg(test)]
mod tests {
    /// Jersey Shore weapon table: musket, rifle, pistol and bow, each listed once in `Firearm::ALL`.
    #[test]
    fn firearm_list_holds_each_once() {
        use super::Firearm;
        let index = |f: Firearm| match f {
            Firearm::Musket => 0,
            Firearm::Rifle => 1,
            Firearm::Pistol => 2,
            Firearm::Bow => 3,
        };
        for (i, f) in Firearm::ALL.into_iter().enumerate() {
            assert_eq!(index(f), i);
        }
    }

    use super::*;
    use crate::mechanism::Explained;
    use proptest::prelude::*;

    fn shot(weapon: Firearm, inches: f64) -> JsShot {
        JsShot {
            weapon,
            shooters: 1,
            distance_inches: inches,
            scale: CordScale::Single,
            cover: Cover::Open,
            target_fighting: true,
            firing_again_at_unmoved: false,
            target_men: 5,
        }
    }

    /// House weapon table: musket R2/2/1, rifle R3/2/1, pistol R1 (medium third)/1/1, bow R2/1/2,
    /// cannon R4/6, mortar R4/6.
    #[test]
    fn weapon_table_house_defaults() {
        let t = WeaponTable::default();
        let row = |s: WeaponStats| (s.reach.cord.number(), s.damage, s.rate_of_fire);
        assert_eq!(row(t.musket), (2, 2, 1));
        assert_eq!(row(t.rifle), (3, 2, 1));
        assert_eq!(row(t.pistol), (1, 1, 1));
        assert_eq!(t.pistol.reach.furthest, Third::Medium);
        assert_eq!(row(t.bow), (2, 1, 2));
        assert_eq!(row(t.cannon).0..=row(t.cannon).1, 4..=6);
        assert_eq!(row(t.mortar).1, 6);
    }

    /// Shooting, Jersey Shore: a musket at 20 in (medium third of R2) needs 8; firing again at an unmoved
    /// target adds 2; a house or wagon −1, a wall or fort −2.
    #[test]
    fn musket_shooting() {
        let h = House::default();
        let s = shot(Firearm::Musket, 12.0);
        let v = s.volley(&h).unwrap();
        assert_eq!(v.needed(), 8);
        let again = JsShot {
            firing_again_at_unmoved: true,
            ..s.clone()
        };
        assert_eq!(again.volley(&h).unwrap().needed(), 6);
        let walled = JsShot {
            cover: Cover::Wall,
            ..s.clone()
        };
        assert_eq!(walled.volley(&h).unwrap().needed(), 10);
        let o = s.resolve(&h, &[4, 4]).unwrap();
        assert_eq!((o.casualties, o.rule()), (1, SHOOTING_RULE));
        assert!(
            shot(Firearm::Musket, 25.0)
                .odds(&h)
                .unwrap_err()
                .to_string()
                .contains("beyond the R2 cord")
        );
    }

    /// House rule: a rifle's medium third counts as close.
    #[test]
    fn rifle_medium_counts_as_close() {
        let mut h = House::default();
        assert_eq!(shot(Firearm::Rifle, 20.0).volley(&h).unwrap().needed(), 6);
        h.rifle_medium_counts_as_close = false;
        assert_eq!(shot(Firearm::Rifle, 20.0).volley(&h).unwrap().needed(), 8);
    }

    /// Pistols reach the medium third of R1 at most.
    #[test]
    fn pistols_reach_medium_of_r1() {
        let h = House::default();
        assert!(shot(Firearm::Pistol, 8.0).odds(&h).is_ok());
        assert!(
            shot(Firearm::Pistol, 9.0)
                .odds(&h)
                .unwrap_err()
                .to_string()
                .contains("medium third")
        );
    }

    /// Bows fire twice a round (house rate of fire 2).
    #[test]
    fn bow_rate_of_fire() {
        let h = House::default();
        assert_eq!(
            shot(Firearm::Bow, 5.0).dice_needed(&h),
            Ok(DiceRequest::TwoD6(2))
        );
    }

    /// Thrown weapons: 1d6 5-6, close third of R1 only.
    #[test]
    fn thrown() {
        let h = House::default();
        let t = JsThrow {
            throwers: 2,
            distance_inches: 4.0,
            scale: CordScale::Single,
            target_men: 3,
        };
        assert_eq!(t.resolve(&h, &[5, 2]).unwrap().casualties, 1);
        assert!(
            JsThrow {
                distance_inches: 5.0,
                ..t.clone()
            }
            .odds(&h)
            .is_err()
        );
    }

    /// Charge: every pistol gets a free shot, at close range by house rule (6+).
    #[test]
    fn free_pistol_shot() {
        let h = House::default();
        let c = ChargePistolShot {
            pistols: 2,
            target_men: 4,
        };
        let o = c.resolve(&h, &[3, 3, 2, 3]).unwrap();
        assert_eq!((o.needed, o.casualties), (6, 1));
        assert!(
            ChargePistolShot {
                pistols: 0,
                target_men: 4
            }
            .odds(&h)
            .is_err()
        );
    }

    /// Range and hitting target, Jersey Shore: two dice, 8 or more at medium range (15 rolls in 36); firing
    /// again at a target that has not moved adds 2 (6 or more: 26 in 36); behind a log or stone wall take 2 off
    /// (10 or more: 6 in 36). One musket at 12 in (the medium third of R2) drops an unprotected man that often.
    #[test]
    fn musket_odds_with_the_sources_numbers() {
        let h = House::default();
        let p = |s: &JsShot| s.odds(&h).unwrap().p_exactly(1);
        let plain = JsShot {
            target_men: 1,
            ..shot(Firearm::Musket, 12.0)
        };
        assert!((p(&plain) - 15.0 / 36.0).abs() < 1e-12);
        let again = JsShot {
            firing_again_at_unmoved: true,
            ..plain.clone()
        };
        assert!((p(&again) - 26.0 / 36.0).abs() < 1e-12);
        let walled = JsShot {
            cover: Cover::Wall,
            ..plain
        };
        assert!((p(&walled) - 6.0 / 36.0).abs() < 1e-12);
    }

    proptest! {
        #[test]
        fn never_panics(inches in proptest::num::f64::ANY, shooters in 0u32..400, men in 0u32..400) {
            let s = JsShot { shooters, target_men: men, ..shot(Firearm::Musket, inches) };
            let h = House::default();
            if let Ok(d) = s.odds(&h) {
                prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
                prop_assert!(d.max() <= men as i64);
            }
        }
    }
}
