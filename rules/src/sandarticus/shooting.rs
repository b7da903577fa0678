//! Shooting, Sandarticus: the shared Castle Cracker 2d6 shot (6, 8, 10 by third) with Sandarticus's own
//! modifiers, its weapon damage against its armour, the ballista's string and the onagers' cup.

use serde::{Deserialize, Serialize};

use super::armour::{Facing, Object, breaks, object_armour, troop_armour};
use super::troops::{Shield, Troop, profile_with};
use super::weapons::{PilumEffect, Third, Weapon, missile_damage, pilum_hit, weapon};
use super::{House, OnagerFire};
use crate::error::{Problem, RulesError, check_range};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;
use crate::sandy_hook::artillery::{BallistaShot, CupShot, GunKind, Landings};
use crate::sandy_hook::melee::archers_shooting_when_charged;
use crate::sandy_hook::shooting::{Cover, ShootingModifiers, Volley};
use crate::sandy_hook::{self, MAX_MEN};

pub const RULE_SHOOTING: RuleId = "sandarticus.shooting";
pub const RULE_CUP: RuleId = "sandarticus.shooting.cup";

/// Shooting modifiers, Sandarticus: −2 at men behind walls, −1 behind wagons or houses, +2 when neither the
/// shooter nor the target has moved for a move.
pub const MODIFIERS: ShootingModifiers = ShootingModifiers {
    wagon_or_house: -1,
    wall: -2,
    unmoved: 2,
};

/// What is being shot at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// Men from the catalogue, struck from one side, perhaps formed and facing the shooter.
    Troops {
        troop: Troop,
        facing: Facing,
        formed_facing_enemy: bool,
    },
    /// Anything with a known armour rating.
    Rated { armour: u8 },
    /// Siege gear, wagons, gates.
    Object { object: Object },
}

impl Target {
    pub fn armour(&self, house: &House) -> u8 {
        match *self {
            Target::Troops {
                troop,
                facing,
                formed_facing_enemy,
            } => troop_armour(troop, facing, formed_facing_enemy, house),
            Target::Rated { armour } => armour,
            Target::Object { object } => object_armour(object, house),
        }
    }
}

/// A unit (or an engine) shooting at a target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub weapon: Weapon,
    /// Men shooting; engines shoot one at a time.
    pub shooters: i64,
    pub third: Third,
    pub cover: Cover,
    pub firer_moved: bool,
    pub target_moved: bool,
    pub target: Target,
    /// Men in the target unit; for a bolt or stone along the string, the men the taut string touches.
    pub target_men: i64,
}

/// What a shot did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ShotOutcome {
    pub weapon: Weapon,
    /// The unmodified 2d6 score each shot needed.
    pub needed: i32,
    pub hits: u32,
    /// Whether the weapon's damage gets through the target's armour.
    pub hits_kill: bool,
    pub casualties: u32,
    /// Men held still for a turn by pilum hits on their shields.
    pub pinned: u32,
    /// The shared framework's account of the roll.
    pub detail: String,
}

impl Explained for ShotOutcome {
    fn summary(&self) -> String {
        if self.pinned > 0 {
            format!(
                "{} {} pinned by the pilum: they stand still next turn.",
                self.detail,
                if self.pinned == 1 {
                    "1 man is".to_string()
                } else {
                    format!("{} men are", self.pinned)
                }
            )
        } else {
            self.detail.clone()
        }
    }

    fn rule(&self) -> RuleId {
        RULE_SHOOTING
    }
}

enum Plan {
    Volley(Volley),
    Bolt(BallistaShot),
    /// An onager shooting along the string (house setting): the chance to hit, and the men struck on a hit.
    Stone {
        volley: Volley,
        struck: u32,
    },
}

impl Shot {
    fn unmoved(&self) -> bool {
        !self.firer_moved && !self.target_moved
    }

    fn plan(&self, house: &House) -> Result<Plan, RulesError> {
        check_range("Men shooting", self.shooters, 1, MAX_MEN as i64)?;
        check_range("Men in the target", self.target_men, 1, MAX_MEN as i64)?;
        let damage = missile_damage(self.weapon, self.third, house)? as u32;
        let armour = self.target.armour(house) as u32;
        let volley = Volley {
            shooters: self.shooters as u32,
            rate_of_fire: 1,
            third: self.third,
            cover: self.cover,
            // Sandarticus lets anyone behind a wall be shot, at −2.
            target_fighting: true,
            unmoved: self.unmoved(),
            damage,
            target_armour: armour,
            target_men: self.target_men as u32,
            modifiers: MODIFIERS,
        };
        let engine = matches!(
            self.weapon,
            Weapon::Ballista | Weapon::Onager | Weapon::TenMinaOnager
        );
        if engine && self.shooters != 1 {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_SHOOTING,
                why: "Engines shoot one at a time: enter one shot per ballista or onager."
                    .to_string(),
            }));
        }
        Ok(match self.weapon {
            Weapon::Ballista => Plan::Bolt(BallistaShot {
                third: self.third,
                cover: self.cover,
                target_fighting: true,
                unmoved: self.unmoved(),
                modifiers: MODIFIERS,
                men_on_cord: self.target_men as u32,
                damage,
                target_armour: armour,
            }),
            Weapon::Onager | Weapon::TenMinaOnager => {
                if house.onager_fire == OnagerFire::CupRule {
                    return Err(RulesError::from(Problem::NotAllowed {
                        rule: RULE_CUP,
                        why: "Onagers use the cup rule (house rule): use the cup shot instead."
                            .to_string(),
                    }));
                }
                let struck = if breaks(damage as u8, armour as u8) {
                    (self.target_men as u32).min(weapon(self.weapon).max_hit as u32)
                } else {
                    0
                };
                Plan::Stone {
                    volley: Volley {
                        shooters: 1,
                        target_men: 1,
                        ..volley
                    },
                    struck,
                }
            }
            _ => Plan::Volley(volley),
        })
    }

    /// Men a pilum hit pins: hits that did not kill, on shield-bearers whose people fear the pilum.
    fn pinned(&self, hits: u32, hits_kill: bool, house: &House) -> u32 {
        if self.weapon != Weapon::Pilum || hits_kill {
            return 0;
        }
        let Target::Troops { troop, facing, .. } = self.target else {
            return 0;
        };
        let p = profile_with(troop, house);
        // Medium armour counts its ordinary shield; the front is where the shield is.
        let shield = facing == Facing::Front
            && (p.shield != Shield::None || p.body == super::troops::BodyArmour::Medium);
        match pilum_hit(p.people, shield) {
            PilumEffect::Pinned { .. } => hits.min(self.target_men.max(0) as u32),
            PilumEffect::NoEffect => 0,
        }
    }
}

/// What each shot needs before anyone rolls, for the helper screen: how many shots, the 2d6 score, its chance
/// and whether a hit gets through the armour.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ShotPreview {
    pub shots: u32,
    pub needed: i32,
    pub p_hit: f64,
    pub hits_kill: bool,
}

impl Shot {
    /// The numbers the player sees before rolling; refused for the same inputs `odds` refuses.
    pub fn preview(&self, house: &House) -> Result<ShotPreview, RulesError> {
        let v = match self.plan(house)? {
            Plan::Volley(v) | Plan::Stone { volley: v, .. } => v,
            Plan::Bolt(b) => Volley {
                shooters: 1,
                rate_of_fire: 1,
                third: b.third,
                cover: b.cover,
                target_fighting: b.target_fighting,
                unmoved: b.unmoved,
                damage: b.damage,
                target_armour: b.target_armour,
                target_men: 1,
                modifiers: b.modifiers,
            },
        };
        v.dice_needed(())?;
        Ok(ShotPreview {
            shots: v.shots(),
            needed: v.needed(),
            p_hit: v.p_hit(),
            hits_kill: v.hits_kill(),
        })
    }
}

impl Mechanism for Shot {
    type House<'h> = &'h House;
    type Outcome = ShotOutcome;

    fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
        match self.plan(house)? {
            Plan::Volley(v) => v.dice_needed(()),
            Plan::Bolt(b) => b.dice_needed(()),
            Plan::Stone { volley, .. } => volley.dice_needed(()),
        }
    }

    /// The exact distribution of casualties.
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        match self.plan(house)? {
            Plan::Volley(v) => v.odds(()),
            Plan::Bolt(b) => b.odds(()),
            Plan::Stone { volley, struck } => {
                volley.dice_needed(())?;
                let p = volley.p_hit();
                Ok(Distribution::from_weighted([
                    (0, 1.0 - p),
                    (struck as i64, p),
                ]))
            }
        }
    }

    fn resolve(&self, house: &House, faces: &[u8]) -> Result<ShotOutcome, RulesError> {
        let out = |needed, hits, hits_kill, casualties, detail: String| ShotOutcome {
            weapon: self.weapon,
            needed,
            hits,
            hits_kill,
            casualties,
            pinned: self.pinned(hits, hits_kill, house),
            detail,
        };
        Ok(match self.plan(house)? {
            Plan::Volley(v) => {
                let o = v.resolve((), faces)?;
                out(o.needed, o.hits, o.hits_kill, o.casualties, o.summary())
            }
            Plan::Bolt(b) => {
                let o = b.resolve((), faces)?;
                let kill = o.casualties > 0 || !o.hit;
                out(o.needed, u32::from(o.hit), kill, o.casualties, o.summary())
            }
            Plan::Stone { volley, struck } => {
                let o = volley.resolve((), faces)?;
                let casualties = if o.hits > 0 { struck } else { 0 };
                let detail = if o.hits == 0 {
                    format!("The stone misses (it needed {}+).", o.needed)
                } else {
                    format!("The stone strikes {casualties} along the string.")
                };
                out(o.needed, o.hits, struck > 0, casualties, detail)
            }
        })
    }
}

/// An onager or ten-mina onager shooting by the cup rule (house rule): the scatter die picks where the cup
/// lands; it strikes at most the engine's number of figures under it, and only if its damage beats their
/// armour.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OnagerShot {
    pub weapon: Weapon,
    pub landings: Landings,
    /// The armour of the men under the cup.
    pub target_armour: u8,
}

impl OnagerShot {
    fn cup(&self, house: &House) -> Result<CupShot, RulesError> {
        let p = weapon(self.weapon);
        if !matches!(self.weapon, Weapon::Onager | Weapon::TenMinaOnager) {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_CUP,
                why: format!("The {} does not throw stones under the cup.", p.name),
            }));
        }
        if house.onager_fire != OnagerFire::CupRule {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_CUP,
                why: "Onagers shoot along the string under your house rules: use an ordinary shot."
                    .to_string(),
            }));
        }
        Ok(CupShot {
            gun: GunKind::Onager,
            landings: self.landings,
            most_hit: Some(p.max_hit as u32),
        })
    }

    fn damage_tells(&self) -> bool {
        let damage = match weapon(self.weapon).damage {
            super::weapons::Damage::Flat(d) => d,
            _ => 0,
        };
        breaks(damage, self.target_armour)
    }
}

/// What the onager's stone did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OnagerOutcome {
    pub cup: sandy_hook::artillery::CupOutcome,
    pub casualties: u32,
    pub armour_held: bool,
}

impl Explained for OnagerOutcome {
    fn summary(&self) -> String {
        if self.armour_held && self.cup.under_cup > 0 {
            "The stone lands among them, but their armour holds: nobody falls.".to_string()
        } else {
            self.cup.summary()
        }
    }

    fn rule(&self) -> RuleId {
        RULE_CUP
    }
}

impl Mechanism for OnagerShot {
    type House<'h> = (&'h sandy_hook::House, &'h House);
    type Outcome = OnagerOutcome;

    fn dice_needed(
        &self,
        (framework, house): (&sandy_hook::House, &House),
    ) -> Result<DiceRequest, RulesError> {
        self.cup(house)?.dice_needed(framework)
    }

    fn odds(
        &self,
        (framework, house): (&sandy_hook::House, &House),
    ) -> Result<Distribution, RulesError> {
        let d = self.cup(house)?.odds(framework)?;
        Ok(if self.damage_tells() {
            d
        } else {
            Distribution::certain(0)
        })
    }

    fn resolve(
        &self,
        (framework, house): (&sandy_hook::House, &House),
        faces: &[u8],
    ) -> Result<OnagerOutcome, RulesError> {
        let cup = self.cup(house)?.resolve(framework, faces)?;
        let armour_held = !self.damage_tells();
        Ok(OnagerOutcome {
            casualties: if armour_held { 0 } else { cup.casualties },
            cup,
            armour_held,
        })
    }
}

/// Archers charged, Sandarticus: half of them shoot once before the melee.
pub fn archers_fire_when_charged(archers: i64) -> Result<u32, RulesError> {
    check_range("Archers", archers, 0, MAX_MEN as i64)?;
    archers_shooting_when_charged(archers as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandy_hook::artillery::Spot;
    use proptest::prelude::*;

    fn shot(weapon: Weapon, shooters: i64, third: Third, target: Target, men: i64) -> Shot {
        Shot {
            weapon,
            shooters,
            third,
            cover: Cover::Open,
            firer_moved: true,
            target_moved: false,
            target,
            target_men: men,
        }
    }

    const GAULS: Target = Target::Troops {
        troop: Troop::Gaul,
        facing: Facing::Front,
        formed_facing_enemy: false,
    };

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    /// The preview agrees with the odds: 10 bows at medium range need 8+ (15 of 36) and kill on a hit.
    #[test]
    fn preview_matches_odds() {
        let h = House::default();
        let s = shot(Weapon::Bow, 10, Third::Medium, GAULS, 12);
        let p = s.preview(&h).unwrap();
        assert_eq!((p.shots, p.needed, p.hits_kill), (10, 8, true));
        assert!(close(p.p_hit, 15.0 / 36.0));
        assert!(close(s.odds(&h).unwrap().mean(), 10.0 * 15.0 / 36.0));
        let b = shot(Weapon::Ballista, 1, Third::Close, GAULS, 5);
        assert_eq!(b.preview(&h).unwrap().shots, 1);
        assert!(
            shot(Weapon::Gladius, 3, Third::Close, GAULS, 5)
                .preview(&h)
                .is_err()
        );
    }

    /// Shooting, Sandarticus: 6+ close, 8+ medium, 10+ long; -2 walls, -1 wagons or houses.
    #[test]
    fn to_hit_numbers() {
        let h = House::default();
        let needed = |third, cover, firer_moved| {
            let mut s = shot(Weapon::Bow, 1, third, GAULS, 5);
            s.cover = cover;
            s.firer_moved = firer_moved;
            s.resolve(&h, &[1, 1]).unwrap().needed
        };
        assert_eq!(needed(Third::Close, Cover::Open, true), 6);
        assert_eq!(needed(Third::Medium, Cover::Open, true), 8);
        assert_eq!(needed(Third::Long, Cover::Open, true), 10);
        assert_eq!(needed(Third::Close, Cover::Wall, true), 8);
        assert_eq!(needed(Third::Close, Cover::WagonOrHouse, true), 7);
        // +2 only when neither the shooter nor the target has moved.
        assert_eq!(needed(Third::Medium, Cover::Open, false), 6);
        let mut s = shot(Weapon::Bow, 1, Third::Medium, GAULS, 5);
        s.firer_moved = false;
        s.target_moved = true;
        assert_eq!(s.resolve(&h, &[1, 1]).unwrap().needed, 8);
    }

    /// Bow 5-3-1 against Gauls (medium armour, front 2): the long-range 1 cannot get through.
    #[test]
    fn damage_against_armour() {
        let h = House::default();
        let s = shot(Weapon::Bow, 3, Third::Long, GAULS, 10);
        assert_eq!(s.odds(&h).unwrap(), Distribution::certain(0));
        let o = s.resolve(&h, &[6, 6, 6, 6, 6, 5]).unwrap();
        assert_eq!((o.hits, o.casualties), (3, 0));
        let s = shot(Weapon::Bow, 3, Third::Close, GAULS, 10);
        assert_eq!(s.resolve(&h, &[6, 6, 1, 1, 3, 3]).unwrap().casualties, 2);
    }

    /// Pilum, house rule: damage 3 at close range; a hit that does not kill pins a Gaul's shield.
    #[test]
    fn pilum_pins() {
        let h = House::default();
        let formed_sg = Target::Troops {
            troop: Troop::NorthGerman,
            facing: Facing::Front,
            formed_facing_enemy: true,
        };
        // Formed North Germans shrug off both the damage (front 3 + 1 formed) and the pinning.
        let o = shot(Weapon::Pilum, 2, Third::Close, formed_sg, 10)
            .resolve(&h, &[6, 6, 6, 6])
            .unwrap();
        assert_eq!((o.casualties, o.pinned), (0, 0));
        let formed_gauls = Target::Rated { armour: 4 };
        let o = shot(Weapon::Pilum, 2, Third::Close, formed_gauls, 10)
            .resolve(&h, &[6, 6, 6, 6])
            .unwrap();
        assert_eq!(o.casualties, 0);
        let mut gaul_unit = shot(Weapon::Pilum, 2, Third::Close, GAULS, 10);
        gaul_unit.target = Target::Troops {
            troop: Troop::Gaul,
            facing: Facing::Front,
            formed_facing_enemy: true,
        };
        let o = gaul_unit.resolve(&h, &[6, 6, 6, 6]).unwrap();
        assert_eq!(o.casualties, 2, "3 damage against a formed Gaul's 3 kills");
        // With a weaker pilum the formed Gauls' armour holds, and the hits pin them instead.
        let weak = House {
            pilum_damage: 2,
            ..House::default()
        };
        let o = gaul_unit.resolve(&weak, &[6, 6, 6, 6]).unwrap();
        assert_eq!((o.casualties, o.pinned), (0, 2));
        assert!(o.summary().contains("pinned"));
        assert!(
            shot(Weapon::Pilum, 1, Third::Medium, GAULS, 5)
                .odds(&h)
                .is_err()
        );
    }

    /// Ballista direct fire, Sandarticus: a hit strikes up to 3 men along the string.
    #[test]
    fn ballista_string() {
        let h = House::default();
        let s = shot(Weapon::Ballista, 1, Third::Medium, GAULS, 5);
        assert_eq!(s.dice_needed(&h).unwrap(), DiceRequest::TwoD6(1));
        assert_eq!(s.resolve(&h, &[4, 4]).unwrap().casualties, 3);
        assert_eq!(s.resolve(&h, &[4, 3]).unwrap().casualties, 0);
        let d = s.odds(&h).unwrap();
        assert!(close(d.p_exactly(3), 15.0 / 36.0));
        assert!(
            shot(Weapon::Ballista, 2, Third::Close, GAULS, 5)
                .odds(&h)
                .is_err()
        );
    }

    /// Onager, house rule: the cup, at most 4 men; the ten-mina at most 5.
    #[test]
    fn onager_cup() {
        let h = House::default();
        let lots = Spot {
            men: 9,
            behind_wall: false,
        };
        let landings = Landings {
            on_target: lots,
            short: Spot::default(),
            over: lots,
            left: Spot::default(),
            right: Spot::default(),
        };
        let framework = sandy_hook::House::default();
        let s = OnagerShot {
            weapon: Weapon::Onager,
            landings,
            target_armour: 2,
        };
        assert_eq!(s.resolve((&framework, &h), &[1]).unwrap().casualties, 4);
        assert_eq!(s.resolve((&framework, &h), &[3]).unwrap().casualties, 0);
        let d = s.odds((&framework, &h)).unwrap();
        assert!(close(d.p_exactly(4), 0.5), "faces 1, 2 and 4");
        let big = OnagerShot {
            weapon: Weapon::TenMinaOnager,
            ..s.clone()
        };
        assert_eq!(big.resolve((&framework, &h), &[2]).unwrap().casualties, 5);
        let armoured = OnagerShot {
            target_armour: 6,
            ..s.clone()
        };
        assert_eq!(
            armoured.odds((&framework, &h)).unwrap(),
            Distribution::certain(0)
        );
        assert!(
            armoured
                .resolve((&framework, &h), &[1])
                .unwrap()
                .armour_held
        );
        // The onager refuses an ordinary shot under the cup house rule, and vice versa.
        assert!(
            shot(Weapon::Onager, 1, Third::Close, GAULS, 5)
                .odds(&h)
                .is_err()
        );
        let string = House {
            onager_fire: OnagerFire::String,
            ..House::default()
        };
        assert!(s.odds((&framework, &string)).is_err());
        let o = shot(Weapon::Onager, 1, Third::Close, GAULS, 9)
            .resolve(&string, &[3, 3])
            .unwrap();
        assert_eq!(o.casualties, 4);
    }

    /// Archers charged, Sandarticus: half shoot.
    #[test]
    fn archers_charged() {
        assert_eq!(archers_fire_when_charged(10), Ok(5));
        assert!(archers_fire_when_charged(-1).is_err());
    }

    #[test]
    fn bad_input() {
        let h = House::default();
        assert!(matches!(
            shot(Weapon::Bow, -2, Third::Close, GAULS, 5)
                .odds(&h)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::OutOfRange { got: -2, .. })
        ));
        assert!(
            shot(Weapon::Gladius, 2, Third::Close, GAULS, 5)
                .odds(&h)
                .is_err()
        );
        assert!(
            shot(Weapon::Bow, 2, Third::Close, GAULS, 5)
                .resolve(&h, &[1, 2, 3])
                .is_err()
        );
    }

    fn all_faces(n: usize) -> Vec<Vec<u8>> {
        let mut out = vec![vec![]];
        for _ in 0..n {
            out = out
                .into_iter()
                .flat_map(|v| {
                    (1..=6).map(move |f| {
                        let mut w = v.clone();
                        w.push(f);
                        w
                    })
                })
                .collect();
        }
        out
    }

    /// Shooting, Sandarticus: 6, 8 or 10 on two dice by range (26, 15 and 6 rolls in 36), and the bow's damage
    /// 5-3-1 against a Gaul's front armour 2 (medium): a hit kills at close and medium range, never at long.
    #[test]
    fn bow_at_gauls_with_the_sources_numbers() {
        let h = House::default();
        for (third, ways) in [
            (Third::Close, 26.0),
            (Third::Medium, 15.0),
            (Third::Long, 0.0),
        ] {
            let d = shot(Weapon::Bow, 1, third, GAULS, 5).odds(&h).unwrap();
            assert!(close(d.p_exactly(1), ways / 36.0), "{third:?}");
        }
        // A sling (5-2-1) at medium range does 2, which just reaches the Gaul's 2.
        let d = shot(Weapon::Sling, 1, Third::Medium, GAULS, 5)
            .odds(&h)
            .unwrap();
        assert!(close(d.p_exactly(1), 15.0 / 36.0));
    }

    proptest! {
        /// Resolve agrees with odds over every face combination, for one or two shooters.
        #[test]
        fn resolve_agrees_with_odds(
            shooters in 1i64..=2, men in 1i64..=3, w in 0usize..4, t in 0usize..3,
            cover in 0usize..3, moved in any::<bool>(), armour in 1u8..=6
        ) {
            let h = House::default();
            let weapon = [Weapon::Bow, Weapon::Sling, Weapon::Javelin, Weapon::Ballista][w];
            let shooters = if weapon == Weapon::Ballista { 1 } else { shooters };
            let mut s = shot(weapon, shooters, Third::ALL[t], Target::Rated { armour }, men);
            s.cover = [Cover::Open, Cover::WagonOrHouse, Cover::Wall][cover];
            s.firer_moved = moved;
            let d = s.odds(&h).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            let n = s.dice_needed(&h).unwrap().faces();
            let combos = all_faces(n);
            let weight = 1.0 / combos.len() as f64;
            let mut freq = [0.0; 5];
            for f in &combos {
                let o = s.resolve(&h, f).unwrap();
                prop_assert!(o.casualties as i64 <= men);
                freq[o.casualties as usize] += weight;
            }
            for (k, p) in freq.iter().enumerate() {
                prop_assert!((p - d.p_exactly(k as i64)).abs() < 1e-12);
            }
        }

        /// No casualties beyond the men present, and no panics, for any sizes.
        #[test]
        fn never_beyond_men(shooters in -5i64..300, men in -5i64..300, seed in any::<u64>()) {
            use rand::SeedableRng;
            let h = House::default();
            let s = shot(Weapon::Sling, shooters, Third::Close, GAULS, men);
            if let Ok(d) = s.odds(&h) {
                prop_assert!(d.max() <= men);
                prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
                let n = s.dice_needed(&h).unwrap().faces();
                let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
                let faces = crate::dice::roll_d6s(n as u32, &mut rng);
                prop_assert!(s.resolve(&h, &faces).unwrap().casualties as i64 <= men);
            }
        }
    }
}
