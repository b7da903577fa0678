//! Structures with points: wall sections, towers, buildings by storey and bridges, worn down one die a shot.

use serde::{Deserialize, Serialize};

use super::{House, MAX_MEN, count, refuse, rule};
use crate::error::RulesError;
use crate::mechanism::staged::{Progress, Reader, played, take_or_need};
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;
use crate::table::enum_table;

/// Length of one wall section, inches: each 2 in of wall has its own points. Destruction, Roman War Rules.
pub const WALL_SECTION_IN: f64 = 2.0;

enum_table! {
    /// Structures whose points the source gives.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Fixed;

    /// Starting points, Roman War Rules: wall sections 20 wood / 40 stone, towers 30 / 60, bridges 30 / 15.
    pub const STRUCTURE_POINTS: [(Fixed, i64); _] = [
        /// 2 in of wooden wall.
        WoodenWallSection => 20,
        /// 2 in of stone wall.
        StoneWallSection => 40,
        WoodenTower => 30,
        StoneTower => 60,
        /// Takes wagons, 4 men or 2 horsemen abreast when whole.
        LargeBridge => 30,
        /// Takes 2 men abreast or horsemen in single file when whole.
        FootBridge => 15,
    ];
}

impl Fixed {
    pub fn points(self) -> i64 {
        STRUCTURE_POINTS
            .iter()
            .find(|(f, _)| *f == self)
            .map_or(0, |&(_, p)| p)
    }

    pub fn name(self) -> &'static str {
        match self {
            Fixed::WoodenWallSection => "wooden wall section",
            Fixed::StoneWallSection => "stone wall section",
            Fixed::WoodenTower => "wooden tower",
            Fixed::StoneTower => "stone tower",
            Fixed::LargeBridge => "large bridge",
            Fixed::FootBridge => "foot bridge",
        }
    }
}

/// The four states of a building (one storey of it), Roman War Rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BuildingState {
    /// The roof takes every missile; only men at windows and doors can be hit.
    FullCover,
    /// Men more than 2 in from a wall can be hit; those closer are still under the wall's arc.
    NoProjectileCover,
    /// Piles of rubble: small-arms cover only.
    NoTopCover,
    /// Fallen in on everyone inside.
    Collapsed,
}

impl BuildingState {
    pub fn describe(self) -> &'static str {
        match self {
            BuildingState::FullCover => "full cover",
            BuildingState::NoProjectileCover => "no cover from missiles away from the walls",
            BuildingState::NoTopCover => "rubble: light cover only",
            BuildingState::Collapsed => "collapsed on everyone inside",
        }
    }
}

fn storey_points(house: &House) -> Result<i64, RulesError> {
    let p = house.building_points_per_storey;
    if (1..=1000).contains(&p) {
        Ok(p)
    } else {
        Err(refuse(
            rule::STRUCTURES,
            "The house points per storey must be between 1 and 1000.",
        ))
    }
}

/// A storey's state from its points left. Buildings, Roman War Rules; the bands are the house's.
pub fn storey_state(points_left: i64, house: &House) -> Result<BuildingState, RulesError> {
    let full = storey_points(house)?;
    count("Points left in the storey", points_left, 0, full)?;
    let b = house.building_bands;
    Ok(if points_left == 0 {
        BuildingState::Collapsed
    } else if points_left * 100 >= b.full_cover_from_pct as i64 * full {
        BuildingState::FullCover
    } else if points_left * 100 >= b.no_projectile_cover_from_pct as i64 * full {
        BuildingState::NoProjectileCover
    } else {
        BuildingState::NoTopCover
    })
}

/// The most storeys a building may have here.
pub const MAX_STOREYS: i64 = 10;

/// Points left in each storey, ground floor first, from the building's total: the upper storey goes first.
/// Buildings, Roman War Rules.
pub fn storeys_from_total(total: i64, storeys: i64, house: &House) -> Result<Vec<i64>, RulesError> {
    let s = count("Storeys", storeys, 1, MAX_STOREYS)? as i64;
    let per = storey_points(house)?;
    count("Points left in the building", total, 0, s * per)?;
    Ok((0..s).map(|i| (total - i * per).clamp(0, per)).collect())
}

/// What a bridge still carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BridgeUse {
    pub wagons: bool,
    /// Men side by side; 1 means single file.
    pub men_abreast: u8,
    /// Horsemen side by side; 0 means none may cross.
    pub cavalry_abreast: u8,
}

/// Large bridge bands, Roman War Rules: 20–30 whole; 10–19 men 2 abreast and horsemen single file; 1–9 men in
/// single file.
pub const LARGE_BRIDGE_BANDS: [(i64, i64, BridgeUse); 3] = [
    (
        20,
        30,
        BridgeUse {
            wagons: true,
            men_abreast: 4,
            cavalry_abreast: 2,
        },
    ),
    (
        10,
        19,
        BridgeUse {
            wagons: false,
            men_abreast: 2,
            cavalry_abreast: 1,
        },
    ),
    (
        1,
        9,
        BridgeUse {
            wagons: false,
            men_abreast: 1,
            cavalry_abreast: 0,
        },
    ),
];

/// Foot bridge bands, Roman War Rules: 10–15 whole (2 men abreast, horsemen single file); 1–9 men single file.
pub const FOOT_BRIDGE_BANDS: [(i64, i64, BridgeUse); 2] = [
    (
        10,
        15,
        BridgeUse {
            wagons: false,
            men_abreast: 2,
            cavalry_abreast: 1,
        },
    ),
    (
        1,
        9,
        BridgeUse {
            wagons: false,
            men_abreast: 1,
            cavalry_abreast: 0,
        },
    ),
];

/// What a bridge carries at its points; `None` once it is down. Bridges, Roman War Rules.
pub fn bridge_use(bridge: Fixed, points: i64) -> Result<Option<BridgeUse>, RulesError> {
    let bands: &[(i64, i64, BridgeUse)] = match bridge {
        Fixed::LargeBridge => &LARGE_BRIDGE_BANDS,
        Fixed::FootBridge => &FOOT_BRIDGE_BANDS,
        _ => {
            return Err(refuse(
                rule::BRIDGES,
                format!("A {} is not a bridge.", bridge.name()),
            ));
        }
    };
    count("Bridge points", points, 0, bridge.points())?;
    Ok(bands
        .iter()
        .find(|(lo, hi, _)| (*lo..=*hi).contains(&points))
        .map(|&(_, _, u)| u))
}

/// Man-moves to build a bridge, Roman War Rules: 10 men take 10 moves, 5 take 20, 1 takes 100.
pub const BRIDGE_MAN_MOVES: i64 = 100;

/// Moves a party needs to build a bridge. Bridges, Roman War Rules.
pub fn moves_to_build_bridge(builders: i64) -> Result<u32, RulesError> {
    let n = count("Bridge builders", builders, 1, MAX_MEN)? as i64;
    Ok(((BRIDGE_MAN_MOVES + n - 1) / n) as u32)
}

/// What the artillery is shooting at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    Fixed(Fixed),
    Building { storeys: i64 },
}

impl Target {
    fn full_points(self, house: &House) -> Result<i64, RulesError> {
        match self {
            Target::Fixed(f) => Ok(f.points()),
            Target::Building { storeys } => {
                Ok(count("Storeys", storeys, 1, MAX_STOREYS)? as i64 * storey_points(house)?)
            }
        }
    }

    fn name(self) -> String {
        match self {
            Target::Fixed(f) => f.name().to_string(),
            Target::Building { storeys: 1 } => "building".to_string(),
            Target::Building { storeys } => format!("{storeys}-storey building"),
        }
    }
}

/// Artillery shots that landed on a structure: each rolls one die, taken off its points.
///
/// A building loses its top standing storey first; a shot stops at that storey's floor, since the text makes the
/// upper storey go before the lower one can be touched. Faces: one die per shot, in the order fired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bombardment {
    pub target: Target,
    pub points_left: i64,
    pub shots: i64,
}

/// The structure after the shots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BombardmentOutcome {
    pub target: Target,
    pub points_before: i64,
    pub points_after: i64,
    /// For buildings: each storey's state, ground floor first.
    pub storeys: Vec<BuildingState>,
    /// Wall sections and towers: everyone on or in it is lost once the points are gone (Destruction by ballista,
    /// Roman War Rules); bridges too under the house rule that treats them like walls.
    pub men_on_it_lost: bool,
    /// For bridges: what may still cross.
    pub bridge: Option<BridgeUse>,
}

impl Explained for BombardmentOutcome {
    fn summary(&self) -> String {
        let name = self.target.name();
        let lost = self.points_before - self.points_after;
        if self.points_after == 0 {
            return match self.target {
                Target::Fixed(Fixed::LargeBridge | Fixed::FootBridge) if self.men_on_it_lost => {
                    format!(
                        "The {name} is down after losing {lost} points: everyone on it is lost."
                    )
                }
                Target::Fixed(Fixed::LargeBridge | Fixed::FootBridge) => {
                    format!("The {name} is down after losing {lost} points.")
                }
                Target::Fixed(_) => {
                    format!("The {name} is destroyed: everyone on or in it is lost.")
                }
                Target::Building { .. } => {
                    format!("The {name} has collapsed on everyone inside.")
                }
            };
        }
        format!(
            "The {name} loses {lost} points and has {} left.",
            self.points_after
        )
    }

    fn rule(&self) -> RuleId {
        match self.target {
            Target::Fixed(Fixed::LargeBridge | Fixed::FootBridge) => rule::BRIDGES,
            _ => rule::STRUCTURES,
        }
    }
}

impl Bombardment {
    fn checked(&self, house: &House) -> Result<(i64, u32), RulesError> {
        let full = self.target.full_points(house)?;
        count("Points left", self.points_left, 0, full)?;
        let shots = count("Shots", self.shots, 0, MAX_MEN)?;
        Ok((full, shots))
    }

    /// Points after one die: the damage stops at the floor of the storey hit.
    fn after_shot(&self, points: i64, die: i64, house: &House) -> i64 {
        match self.target {
            Target::Building { .. } => {
                let per = house.building_points_per_storey.max(1);
                let floor = ((points - 1).max(0) / per) * per;
                (points - die).max(floor)
            }
            Target::Fixed(_) => (points - die).max(0),
        }
    }

    fn play(
        &self,
        house: &House,
        faces: &[u8],
    ) -> Result<Progress<BombardmentOutcome>, RulesError> {
        let (_, shots) = self.checked(house)?;
        let mut r = Reader::new(faces)?;
        let dice = take_or_need!(r, DiceRequest::D6(shots), "One die per shot that landed");
        let mut pts = self.points_left;
        for &d in dice {
            pts = self.after_shot(pts, d as i64, house);
        }
        let (storeys, bridge) = match self.target {
            Target::Building { storeys } => (
                storeys_from_total(pts, storeys, house)?
                    .into_iter()
                    .map(|p| storey_state(p, house))
                    .collect::<Result<Vec<_>, _>>()?,
                None,
            ),
            Target::Fixed(f @ (Fixed::LargeBridge | Fixed::FootBridge)) => {
                (Vec::new(), bridge_use(f, pts)?)
            }
            Target::Fixed(_) => (Vec::new(), None),
        };
        r.finish(BombardmentOutcome {
            target: self.target,
            points_before: self.points_left,
            points_after: pts,
            storeys,
            men_on_it_lost: pts == 0
                && match self.target {
                    Target::Building { .. } => false,
                    Target::Fixed(Fixed::LargeBridge | Fixed::FootBridge) => {
                        house.bridge_fall_takes_men
                    }
                    Target::Fixed(_) => true,
                },
            bridge,
        })
    }
}

/// Destruction by ballista, Roman War Rules: one die a shot off the structure's points. `odds` gives the points
/// left.
impl Mechanism for Bombardment {
    type House<'h> = &'h House;
    type Outcome = BombardmentOutcome;

    fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
        let h = house;
        let (_, shots) = self.checked(h)?;
        let mut d = Distribution::certain(self.points_left);
        for _ in 0..shots {
            let mut pairs = Vec::new();
            for (v, p) in d.points() {
                if p == 0.0 {
                    continue;
                }
                for die in 1..=6 {
                    pairs.push((self.after_shot(v, die, h), p / 6.0));
                }
            }
            d = Distribution::from_weighted(pairs);
        }
        Ok(d)
    }

    played!(&House);
}

played!(Staged for Bombardment, &House);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Destruction by ballista, Roman War Rules: 20 and 40 points per 2 in of wooden and stone wall, towers 30
    /// and 60; bridges 30 and 15.
    #[test]
    fn structure_points_match_the_source() {
        assert_eq!(Fixed::WoodenWallSection.points(), 20);
        assert_eq!(Fixed::StoneWallSection.points(), 40);
        assert_eq!(Fixed::WoodenTower.points(), 30);
        assert_eq!(Fixed::StoneTower.points(), 60);
        assert_eq!(Fixed::LargeBridge.points(), 30);
        assert_eq!(Fixed::FootBridge.points(), 15);
        assert_eq!(WALL_SECTION_IN, 2.0);
    }

    /// House bands: a 20-point storey gives full cover at 15 or more, loses projectile cover at 10–14, is rubble
    /// at 1–9 and collapses at 0.
    #[test]
    fn building_states_by_house_bands() {
        let h = House::default();
        use BuildingState::*;
        let got: Vec<_> = [20, 15, 14, 10, 9, 1, 0]
            .iter()
            .map(|&p| storey_state(p, &h).unwrap())
            .collect();
        assert_eq!(
            got,
            vec![
                FullCover,
                FullCover,
                NoProjectileCover,
                NoProjectileCover,
                NoTopCover,
                NoTopCover,
                Collapsed
            ]
        );
        assert!(storey_state(21, &h).is_err());
        assert!(storey_state(-1, &h).is_err());
    }

    /// Buildings, Roman War Rules: the second storey must be gone before the first is touched.
    #[test]
    fn upper_storey_goes_first() {
        let h = House::default();
        assert_eq!(storeys_from_total(40, 2, &h).unwrap(), vec![20, 20]);
        assert_eq!(storeys_from_total(27, 2, &h).unwrap(), vec![20, 7]);
        assert_eq!(storeys_from_total(12, 2, &h).unwrap(), vec![12, 0]);
        let hr = House::default();
        let b = Bombardment {
            target: Target::Building { storeys: 2 },
            points_left: 22,
            shots: 1,
        };
        let o = b.resolve(&hr, &[6]).unwrap();
        assert_eq!(
            o.points_after, 20,
            "the shot stops at the upper storey's floor"
        );
        assert_eq!(
            o.storeys,
            vec![BuildingState::FullCover, BuildingState::Collapsed]
        );
    }

    /// Bridges, Roman War Rules: the large bridge's three bands and the foot bridge's two.
    #[test]
    fn bridge_capacity_bands() {
        let large = |p| bridge_use(Fixed::LargeBridge, p).unwrap();
        assert!(large(30).unwrap().wagons);
        assert_eq!(large(20).unwrap().men_abreast, 4);
        assert_eq!(large(19).unwrap().men_abreast, 2);
        assert_eq!(large(10).unwrap().cavalry_abreast, 1);
        assert_eq!(large(9).unwrap().men_abreast, 1);
        assert_eq!(large(1).unwrap().cavalry_abreast, 0);
        assert_eq!(large(0), None);
        let foot = |p| bridge_use(Fixed::FootBridge, p).unwrap();
        assert_eq!(foot(15).unwrap().men_abreast, 2);
        assert_eq!(foot(10).unwrap().cavalry_abreast, 1);
        assert_eq!(foot(9).unwrap().men_abreast, 1);
        assert_eq!(foot(0), None);
        assert!(bridge_use(Fixed::FootBridge, 16).is_err());
        assert!(bridge_use(Fixed::StoneTower, 5).is_err());
    }

    /// Bridges, Roman War Rules: 10 men in 10 moves, 5 in 20, 1 in 100.
    #[test]
    fn bridge_building_in_man_moves() {
        assert_eq!(moves_to_build_bridge(10).unwrap(), 10);
        assert_eq!(moves_to_build_bridge(5).unwrap(), 20);
        assert_eq!(moves_to_build_bridge(1).unwrap(), 100);
        assert_eq!(moves_to_build_bridge(3).unwrap(), 34);
        assert_eq!(
            moves_to_build_bridge(0).unwrap_err().to_string(),
            "Bridge builders can't be less than 1 (you entered 0)."
        );
    }

    /// Destruction by ballista, Roman War Rules: the dice are taken off; at 0 the men on the wall are lost.
    #[test]
    fn ballista_damage_one_die_a_shot() {
        let hr = House::default();
        let b = Bombardment {
            target: Target::Fixed(Fixed::WoodenTower),
            points_left: 8,
            shots: 2,
        };
        let o = b.resolve(&hr, &[3, 6]).unwrap();
        assert_eq!(o.points_after, 0);
        assert!(o.men_on_it_lost);
        assert!(o.summary().contains("everyone on or in it is lost"));
        let o = b.resolve(&hr, &[3, 2]).unwrap();
        assert_eq!(o.points_after, 3);
        assert!(!o.men_on_it_lost);
    }

    /// Destruction by ballista, Roman War Rules: a wall section or tower with no points left takes everyone on or
    /// in it. The text says nothing of men on a bridge: by default (house rule) they fall with
    /// it too; switched off, the 15-point foot bridge shot down to 0 takes nobody.
    #[test]
    fn men_on_a_fallen_bridge_by_house_rule() {
        let b = Bombardment {
            target: Target::Fixed(Fixed::FootBridge),
            points_left: 6,
            shots: 1,
        };
        let o = b.resolve(&House::default(), &[6]).unwrap();
        assert_eq!(o.points_after, 0);
        assert!(o.men_on_it_lost);
        assert!(o.summary().contains("everyone on it is lost"));
        let spared = House {
            bridge_fall_takes_men: false,
            ..House::default()
        };
        let o = b.resolve(&spared, &[6]).unwrap();
        assert!(!o.men_on_it_lost);
        assert_eq!(
            o.summary(),
            "The foot bridge is down after losing 6 points."
        );
        let wall = Bombardment {
            target: Target::Fixed(Fixed::StoneWallSection),
            points_left: 4,
            shots: 1,
        };
        assert!(wall.resolve(&spared, &[4]).unwrap().men_on_it_lost);
    }

    proptest! {
        #[test]
        fn bombardment_odds_sum_to_one(storeys in 1i64..=3, left in 0i64..=60, shots in 0i64..=20) {
            let hr = House::default();
            let b = Bombardment { target: Target::Building { storeys }, points_left: left.min(storeys * 20), shots };
            let d = b.odds(&hr).unwrap();
            prop_assert!((d.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(d.min() >= 0 && d.max() <= b.points_left);
        }
    }
}
