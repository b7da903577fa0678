//! Artillery, Castle Cracker framework: the cup rule with scatter, ballista direct fire along the string,
//! engines that hit several men ("damage × most men"), grapeshot, and the mortar's limits.
//! Sandarticus (seed 1) and Jersey Shore (seed 3) share these; each passes its own numbers.

use serde::{Deserialize, Serialize};

use super::cords::{Cord, CordScale, Third, inches_to_r};
use super::scatter::Scatter;
use super::shooting::{Cover, ShootingModifiers, Volley, damage_breaks, plural};
use super::{House, MAX_MEN, check_men, refuse};
use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;

pub const CUP_RULE: RuleId = "sandy-hook.cup-rule";
pub const BALLISTA_RULE: RuleId = "sandy-hook.ballista-direct-fire";
pub const GRAPESHOT_RULE: RuleId = "sandy-hook.grapeshot";
pub const MORTAR_RULE: RuleId = "sandy-hook.mortar";

/// A ballista bolt stops in the third man it strikes.
pub const BALLISTA_MOST_HIT: u32 = 3;
/// Grapeshot strikes at most ten targets, nearest the gun first.
pub const GRAPESHOT_MOST_HIT: u32 = 10;
/// Grapeshot hits like rifle fire: damage 2.
pub const GRAPESHOT_DAMAGE: u32 = 2;

/// The kinds of gun and engine the two games field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GunKind {
    Cannon,
    Howitzer,
    Mortar,
    Ballista,
    Onager,
    Catapult,
}

impl GunKind {
    pub fn name(self) -> &'static str {
        match self {
            GunKind::Cannon => "cannon",
            GunKind::Howitzer => "howitzer",
            GunKind::Mortar => "mortar",
            GunKind::Ballista => "ballista",
            GunKind::Onager => "onager",
            GunKind::Catapult => "catapult",
        }
    }

    /// Mortars lob their shells, so a wall between gun and target does not shelter anyone.
    pub fn fires_over_walls(self) -> bool {
        matches!(self, GunKind::Mortar)
    }

    /// Only guns firing directly can load grapeshot; the mortar cannot.
    pub fn can_fire_grapeshot(self) -> bool {
        matches!(self, GunKind::Cannon | GunKind::Howitzer)
    }
}

/// "Damage × most men": an engine's damage and the most figures one shot can strike (Sandarticus weapon list,
/// e.g. onager 5 × 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageTimes {
    pub damage: u32,
    pub most_men: u32,
}

/// Refuses a target a mortar cannot engage: it cannot fire at anything nearer than R1. Mortar, Jersey Shore.
pub fn check_mortar_distance(inches: f64, scale: CordScale) -> Result<(), RulesError> {
    let r = inches_to_r(inches, scale)?;
    if r < Cord::R1.number() as f64 {
        Err(refuse(
            MORTAR_RULE,
            "A mortar can't fire at anything closer than R1.",
        ))
    } else {
        Ok(())
    }
}

/// The men under the cup at one place it might land.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spot {
    pub men: u32,
    /// These men are behind a stone wall and the cup would come down on the far side of it.
    pub behind_wall: bool,
}

/// Where the cup could come down: on target, or one cup-width short, over, left or right.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Landings {
    pub on_target: Spot,
    pub short: Spot,
    pub over: Spot,
    pub left: Spot,
    pub right: Spot,
}

impl Landings {
    fn spot(&self, s: Scatter) -> Spot {
        match s {
            Scatter::DirectHit => self.on_target,
            Scatter::Short => self.short,
            Scatter::Over => self.over,
            Scatter::Left => self.left,
            Scatter::Right => self.right,
            Scatter::Reroll => Spot::default(),
        }
    }
}

/// The cup rule: a gun or engine picks a target, one die says where the cup lands, and everything under it is
/// killed or ruined. How the die reads is the `scatter` house rule (rules-gaps, product decision 1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CupShot {
    pub gun: GunKind,
    pub landings: Landings,
    /// For engines that strike a limited number of figures (onager 4, ten-mina onager 5); `None` for a gun's
    /// blast, which takes everyone under the cup.
    pub most_hit: Option<u32>,
}

/// What the cup did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CupOutcome {
    pub landing: Scatter,
    /// Men under the cup where it landed.
    pub under_cup: u32,
    /// Whether a stone wall sheltered them.
    pub sheltered: bool,
    pub casualties: u32,
}

impl Explained for CupOutcome {
    fn summary(&self) -> String {
        if self.landing == Scatter::Reroll {
            return "That face means nothing under this reading: roll the scatter die again."
                .into();
        }
        let place = match self.landing {
            Scatter::DirectHit => "right on target",
            Scatter::Short => "one cup-width short",
            Scatter::Over => "one cup-width over",
            Scatter::Left => "one cup-width left",
            Scatter::Right => "one cup-width right",
            Scatter::Reroll => "",
        };
        if self.sheltered {
            format!(
                "The shot lands {place}, but a stone wall shelters the men there: nobody falls."
            )
        } else {
            format!(
                "The shot lands {place}: {} under the cup fall.",
                plural(self.casualties, "man", "men")
            )
        }
    }

    fn rule(&self) -> RuleId {
        CUP_RULE
    }
}

impl CupShot {
    fn validate(&self) -> Result<(), RulesError> {
        let l = &self.landings;
        for s in [l.on_target, l.short, l.over, l.left, l.right] {
            check_men("Men under the cup", s.men, 0, MAX_MEN)?;
        }
        if let Some(n) = self.most_hit {
            check_men("Most men one shot can hit", n, 1, MAX_MEN)?;
        }
        Ok(())
    }

    fn casualties_at(&self, landing: Scatter) -> (u32, bool, u32) {
        let spot = self.landings.spot(landing);
        let sheltered = spot.behind_wall && !self.gun.fires_over_walls() && spot.men > 0;
        let dead = if sheltered {
            0
        } else {
            spot.men.min(self.most_hit.unwrap_or(u32::MAX))
        };
        (spot.men, sheltered, dead)
    }
}

impl Mechanism for CupShot {
    type House<'h> = &'h House;
    type Outcome = CupOutcome;

    fn dice_needed(&self, _house: &House) -> Result<DiceRequest, RulesError> {
        self.validate()?;
        Ok(DiceRequest::D6(1))
    }

    /// Re-rolled faces (literal reading) are folded in: the odds are those of where the cup finally lands.
    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        self.validate()?;
        Ok(Distribution::from_weighted(
            Scatter::odds(house.scatter)
                .into_iter()
                .map(|(s, p)| (self.casualties_at(s).2 as i64, p)),
        ))
    }

    fn resolve(&self, house: &House, faces: &[u8]) -> Result<CupOutcome, RulesError> {
        self.dice_needed(house)?.check(faces)?;
        let landing = Scatter::from_face(faces[0], house.scatter)?;
        let (under_cup, sheltered, casualties) = self.casualties_at(landing);
        Ok(CupOutcome {
            landing,
            under_cup,
            sheltered,
            casualties,
        })
    }
}

/// Ballista direct fire: stretch the cord from the ballista to its target and shoot as usual; on a hit, every
/// man the taut cord touches within range is struck, up to three. Sandarticus (seed 1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BallistaShot {
    pub third: Third,
    pub cover: Cover,
    pub target_fighting: bool,
    pub unmoved: bool,
    pub modifiers: ShootingModifiers,
    /// Men touched by the cord, the target first.
    pub men_on_cord: u32,
    pub damage: u32,
    pub target_armour: u32,
}

/// What the bolt did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BallistaOutcome {
    pub needed: i32,
    pub hit: bool,
    pub casualties: u32,
}

impl Explained for BallistaOutcome {
    fn summary(&self) -> String {
        if !self.hit {
            format!("The bolt misses (it needed {}+).", self.needed)
        } else {
            format!(
                "The bolt strikes {} along the cord.",
                plural(self.casualties, "man", "men")
            )
        }
    }

    fn rule(&self) -> RuleId {
        BALLISTA_RULE
    }
}

impl BallistaShot {
    fn as_volley(&self) -> Volley {
        Volley {
            shooters: 1,
            rate_of_fire: 1,
            third: self.third,
            cover: self.cover,
            target_fighting: self.target_fighting,
            unmoved: self.unmoved,
            damage: self.damage,
            target_armour: self.target_armour,
            target_men: 1,
            modifiers: self.modifiers,
        }
    }

    fn validate(&self) -> Result<(), RulesError> {
        check_men("Men touched by the cord", self.men_on_cord, 1, MAX_MEN)?;
        self.as_volley().dice_needed(()).map(|_| ())
    }

    fn struck(&self) -> u32 {
        if damage_breaks(self.damage, self.target_armour) {
            self.men_on_cord.min(BALLISTA_MOST_HIT)
        } else {
            0
        }
    }
}

impl Mechanism for BallistaShot {
    type House<'h> = ();
    type Outcome = BallistaOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.validate()?;
        Ok(DiceRequest::TwoD6(1))
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        self.validate()?;
        let p = self.as_volley().p_hit();
        Ok(Distribution::from_weighted([
            (0, 1.0 - p),
            (self.struck() as i64, p),
        ]))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<BallistaOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        let needed = self.as_volley().needed();
        let hit = (faces[0] + faces[1]) as i32 >= needed;
        Ok(BallistaOutcome {
            needed,
            hit,
            casualties: if hit { self.struck() } else { 0 },
        })
    }
}

/// Grapeshot: against an attacking unit at R1 or closer, lay the cup on its side, mouth away from the gun;
/// up to ten figures under it are hit with damage 2, nearest first. Jersey Shore (seed 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Grapeshot {
    pub gun: GunKind,
    /// Whether the target unit is attacking (charging or advancing on the gun).
    pub target_attacking: bool,
    /// Whether the target is at R1 or closer.
    pub within_r1: bool,
    /// Figures under the cup, nearest the gun first.
    pub men_under_cup: u32,
    /// The armour rating the figures present to the gun.
    pub target_armour: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GrapeshotOutcome {
    pub casualties: u32,
    /// Figures under the cup beyond the ten grapeshot can reach.
    pub spared: u32,
}

impl Explained for GrapeshotOutcome {
    fn summary(&self) -> String {
        if self.spared > 0 {
            format!(
                "Grapeshot cuts down the {} nearest the gun; {} further back are spared.",
                plural(self.casualties, "man", "men"),
                self.spared
            )
        } else {
            format!(
                "Grapeshot cuts down {}.",
                plural(self.casualties, "man", "men")
            )
        }
    }

    fn rule(&self) -> RuleId {
        GRAPESHOT_RULE
    }
}

/// Fires grapeshot: no dice, everything under the cup up to ten is hit.
pub fn grapeshot(g: &Grapeshot) -> Result<GrapeshotOutcome, RulesError> {
    check_men("Men under the cup", g.men_under_cup, 0, MAX_MEN)?;
    if !g.gun.can_fire_grapeshot() {
        return Err(refuse(
            GRAPESHOT_RULE,
            format!("A {} can't fire grapeshot.", g.gun.name()),
        ));
    }
    if !g.target_attacking || !g.within_r1 {
        return Err(refuse(
            GRAPESHOT_RULE,
            "Grapeshot is only for an attacking unit at R1 or closer.",
        ));
    }
    let reached = g.men_under_cup.min(GRAPESHOT_MOST_HIT);
    let casualties = if damage_breaks(GRAPESHOT_DAMAGE, g.target_armour) {
        reached
    } else {
        0
    };
    Ok(GrapeshotOutcome {
        casualties,
        spared: g.men_under_cup - reached,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandy_hook::ScatterReading;
    use proptest::prelude::*;

    fn spot(men: u32) -> Spot {
        Spot {
            men,
            behind_wall: false,
        }
    }

    fn cup(gun: GunKind) -> CupShot {
        CupShot {
            gun,
            landings: Landings {
                on_target: spot(5),
                short: spot(1),
                over: spot(0),
                left: spot(2),
                right: Spot {
                    men: 3,
                    behind_wall: true,
                },
            },
            most_hit: None,
        }
    }

    /// Cup rule, house reading: 1-2 on target, 3 short, 4 over, 5 left, 6 right.
    #[test]
    fn cup_rule_house_reading() {
        let h = House::default();
        let c = cup(GunKind::Cannon);
        assert_eq!(c.resolve(&h, &[1]).unwrap().casualties, 5);
        assert_eq!(c.resolve(&h, &[3]).unwrap().casualties, 1);
        assert_eq!(c.resolve(&h, &[5]).unwrap().casualties, 2);
        // A stone wall shelters men when the blast lands outside it.
        let right = c.resolve(&h, &[6]).unwrap();
        assert!(right.sheltered && right.casualties == 0);
        assert!((c.odds(&h).unwrap().p_exactly(5) - 2.0 / 6.0).abs() < 1e-12);
    }

    /// Cup rule, literal reading: 5-6 on target, 1-2 roll again; odds fold the re-roll in.
    #[test]
    fn cup_rule_literal_reading() {
        let h = House {
            scatter: ScatterReading::Literal,
        };
        let c = cup(GunKind::Cannon);
        assert_eq!(c.resolve(&h, &[1]).unwrap().landing, Scatter::Reroll);
        assert_eq!(c.resolve(&h, &[6]).unwrap().casualties, 5);
        assert!((c.odds(&h).unwrap().p_exactly(5) - 0.5).abs() < 1e-12);
    }

    /// Mortars fire over walls: a wall does not shelter from them.
    #[test]
    fn mortar_fires_over_walls() {
        let h = House::default();
        assert_eq!(
            cup(GunKind::Mortar).resolve(&h, &[6]).unwrap().casualties,
            3
        );
        assert!(check_mortar_distance(11.0, CordScale::Single).is_err());
        assert!(check_mortar_distance(12.0, CordScale::Single).is_ok());
        assert!(!GunKind::Mortar.can_fire_grapeshot());
    }

    /// Onager 5 × 4: the cup strikes at most four figures.
    #[test]
    fn onager_strikes_at_most_its_number() {
        let h = House::default();
        let onager = DamageTimes {
            damage: 5,
            most_men: 4,
        };
        let c = CupShot {
            most_hit: Some(onager.most_men),
            ..cup(GunKind::Onager)
        };
        assert_eq!(c.resolve(&h, &[1]).unwrap().casualties, 4);
    }

    /// Ballista direct fire: shoot as usual, then up to three men on the cord are struck.
    #[test]
    fn ballista_hits_up_to_three() {
        let b = BallistaShot {
            third: Third::Medium,
            cover: Cover::Open,
            target_fighting: true,
            unmoved: false,
            modifiers: ShootingModifiers {
                wagon_or_house: -1,
                wall: -2,
                unmoved: 2,
            },
            men_on_cord: 5,
            damage: 6,
            target_armour: 3,
        };
        assert_eq!(b.resolve((), &[4, 4]).unwrap().casualties, 3);
        assert_eq!(b.resolve((), &[3, 4]).unwrap().casualties, 0);
    }

    /// Grapeshot: up to ten nearest, damage 2, only against attackers at R1 or closer, never from a mortar.
    #[test]
    fn grapeshot_rules() {
        let g = Grapeshot {
            gun: GunKind::Cannon,
            target_attacking: true,
            within_r1: true,
            men_under_cup: 14,
            target_armour: 1,
        };
        let out = grapeshot(&g).unwrap();
        assert_eq!((out.casualties, out.spared), (10, 4));
        assert!(
            grapeshot(&Grapeshot {
                within_r1: false,
                ..g.clone()
            })
            .is_err()
        );
        assert!(
            grapeshot(&Grapeshot {
                target_attacking: false,
                ..g.clone()
            })
            .is_err()
        );
        assert!(
            grapeshot(&Grapeshot {
                gun: GunKind::Mortar,
                ..g.clone()
            })
            .is_err()
        );
        assert_eq!(
            grapeshot(&Grapeshot {
                target_armour: 3,
                ..g
            })
            .unwrap()
            .casualties,
            0
        );
    }

    proptest! {
        #[test]
        fn cup_odds_are_distributions(a in 0u32..50, b in 0u32..50, c in 0u32..50, most in proptest::option::of(1u32..6), literal: bool) {
            let h = House { scatter: if literal { ScatterReading::Literal } else { ScatterReading::LowFacesHit } };
            let shot = CupShot { gun: GunKind::Cannon, landings: Landings { on_target: spot(a), short: spot(b), over: spot(c), left: spot(0), right: spot(a) }, most_hit: most };
            let d = shot.odds(&h).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(d.max() <= a.max(b).max(c) as i64);
        }
    }
}
