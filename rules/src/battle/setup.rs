//! What the battle starts with: the two sides, their units, the structures on the table, the scenario.

use serde::{Deserialize, Serialize};

use super::scenario::Scenario;
use super::turn::{TurnPlan, turn_plan};
use super::{
    BattleError, MAX_MEN_PER_UNIT, MAX_NAME, MAX_STRUCTURES, MAX_TEXT, MAX_UNITS_PER_SIDE, SideId,
    StructureId, UnitId, check_text,
};
use crate::house_rules::HouseRules;
use crate::jersey_shore::{self, objects::ObjectKind};
use crate::roman_war::{self, structures::Fixed};
use crate::rule::System;
use crate::sandarticus::{self, armour::Object};
use crate::sandy_hook::prisoners::GuardRatios;

/// What a unit is, for the Sheil victory check: guns and wagons must all be lost before an army is beaten.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitKind {
    #[default]
    Troops,
    /// A gun (cannon, ballista, onager) with its crew as the men.
    Gun,
    /// A wagon or cart, with its drivers as the men.
    Wagon,
}

/// One unit as the battle starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitSetup {
    pub name: String,
    #[serde(default)]
    pub kind: UnitKind,
    /// Men or figures (for a gun or wagon, its crew).
    pub men: u32,
    #[serde(default)]
    pub leaders: u32,
    /// The formation it starts in, in the system's words ("shield wall", "Formed"); empty for none.
    #[serde(default)]
    pub formation: String,
}

impl UnitSetup {
    pub fn troops(name: &str, men: u32, leaders: u32) -> UnitSetup {
        UnitSetup {
            name: name.to_string(),
            kind: UnitKind::Troops,
            men,
            leaders,
            formation: String::new(),
        }
    }

    pub fn gun(name: &str, crew: u32) -> UnitSetup {
        UnitSetup {
            kind: UnitKind::Gun,
            ..UnitSetup::troops(name, crew, 0)
        }
    }

    pub fn wagon(name: &str, crew: u32) -> UnitSetup {
        UnitSetup {
            kind: UnitKind::Wagon,
            ..UnitSetup::troops(name, crew, 0)
        }
    }

    pub fn in_formation(mut self, formation: &str) -> UnitSetup {
        self.formation = formation.to_string();
        self
    }
}

/// One side of the battle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    pub name: String,
    pub system: System,
    pub units: Vec<UnitSetup>,
}

impl Side {
    pub fn new(name: &str, system: System, units: Vec<UnitSetup>) -> Side {
        Side {
            name: name.to_string(),
            system,
            units,
        }
    }
}

/// A structure that can be damaged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StructureKind {
    /// A wall section, tower or bridge with the points Roman War Rules give it.
    Fixed { fixed: Fixed },
    /// A building, by storeys; the points per storey are the Roman War house number.
    Building { storeys: u8 },
    /// A gate or door, battered down with a ram (Roman War Rules siege): standing or broken.
    Gate,
    /// A drawbridge held by two chains; both must break for it to come down (Roman War Rules).
    Drawbridge,
    /// A Jersey Shore object with its house rating: one blow at or above the rating destroys it.
    Object { object: ObjectKind },
    /// A Sandarticus object (engine, gate, wagon) with its armour rating.
    SandarticusObject { object: Object },
}

/// How much of a structure is left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Integrity {
    /// Worn down one die a shot (Roman War Rules structures).
    Points {
        full: u32,
        left: u32,
    },
    /// Destroyed by a single blow at or above its rating (Sandy Hook objects).
    Rating {
        rating: u32,
        destroyed: bool,
    },
    Gate {
        broken: bool,
    },
    Chains {
        broken: [bool; 2],
    },
}

impl StructureKind {
    /// The structure's starting integrity, from the system modules' numbers with the default house rules.
    pub fn integrity(self) -> Integrity {
        self.integrity_with(&HouseRules::default())
    }

    /// The structure's starting integrity under these house rules: the Roman War points table, the house
    /// points per storey of a building, the Jersey Shore object ratings and the Sandarticus object armour.
    pub fn integrity_with(self, house: &HouseRules) -> Integrity {
        match self {
            StructureKind::Fixed { fixed } => {
                let full = fixed.points().clamp(0, u32::MAX as i64) as u32;
                Integrity::Points { full, left: full }
            }
            StructureKind::Building { storeys } => {
                let per = house.roman_war.building_points_per_storey.clamp(1, 1000) as u32;
                let full =
                    per * u32::from(storeys.clamp(1, roman_war::structures::MAX_STOREYS as u8));
                Integrity::Points { full, left: full }
            }
            StructureKind::Gate => Integrity::Gate { broken: false },
            StructureKind::Drawbridge => Integrity::Chains {
                broken: [false, false],
            },
            StructureKind::Object { object } => Integrity::Rating {
                rating: house.jersey_shore.objects.of(object),
                destroyed: false,
            },
            StructureKind::SandarticusObject { object } => Integrity::Rating {
                rating: u32::from(sandarticus::armour::object_armour(
                    object,
                    &house.sandarticus,
                )),
                destroyed: false,
            },
        }
    }

    /// What it is, in words.
    pub fn describe(self) -> String {
        match self {
            StructureKind::Fixed { fixed } => fixed.name().to_string(),
            StructureKind::Building { storeys: 1 } => "one-storey building".to_string(),
            StructureKind::Building { storeys } => format!("{storeys}-storey building"),
            StructureKind::Gate => "gate".to_string(),
            StructureKind::Drawbridge => "drawbridge".to_string(),
            StructureKind::Object { object } => {
                object.name().trim_start_matches("the ").to_string()
            }
            StructureKind::SandarticusObject { object } => object.name().to_string(),
        }
    }

    /// What it is with the number that rates it, from the rules' tables: "stone tower (60 points)",
    /// "stone wall (rating 6)", "castle gate (armour 6)".
    pub fn label(self) -> String {
        self.label_with(&HouseRules::default())
    }

    /// `label` with the numbers these house rules give.
    pub fn label_with(self, house: &HouseRules) -> String {
        with_rating(
            self.describe(),
            self.rating_text(self.integrity_with(house)),
        )
    }

    /// The number that rates it at `start`, in words: "60 points", "rating 6", "armour 6", "two chains".
    fn rating_text(self, start: Integrity) -> Option<String> {
        match (self, start) {
            (_, Integrity::Points { full, .. }) => Some(format!("{full} points")),
            (StructureKind::SandarticusObject { .. }, Integrity::Rating { rating, .. }) => {
                Some(format!("armour {rating}"))
            }
            (_, Integrity::Rating { rating, .. }) => Some(format!("rating {rating}")),
            (StructureKind::Drawbridge, _) => Some("two chains".to_string()),
            _ => None,
        }
    }

    /// What a player can put on the table in a battle of `system`: its own rated objects first (Jersey Shore
    /// objects, Sandarticus object armour), then the Roman War Rules structures for sieges in any system
    /// (wall sections, towers and bridges by the points table; gates; drawbridges; buildings by storey) —
    /// except that Ancients and Roman War battles get no Sheil objects.
    pub fn choices(system: System) -> Vec<StructureKind> {
        let mut out: Vec<StructureKind> = match system {
            System::JerseyShore => jersey_shore::objects::ObjectKind::ALL
                .into_iter()
                .map(|object| StructureKind::Object { object })
                .collect(),
            System::Sandarticus => sandarticus::armour::OBJECT_ARMOUR
                .iter()
                .map(|&(object, _)| StructureKind::SandarticusObject { object })
                .collect(),
            System::RomanWar | System::Ancients => Vec::new(),
        };
        out.extend(
            roman_war::structures::STRUCTURE_POINTS
                .iter()
                .map(|&(fixed, _)| StructureKind::Fixed { fixed }),
        );
        out.push(StructureKind::Gate);
        out.push(StructureKind::Drawbridge);
        out.extend(
            (1..=roman_war::structures::MAX_STOREYS as u8)
                .map(|storeys| StructureKind::Building { storeys }),
        );
        out
    }
}

/// One structure as the battle starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StructureSetup {
    pub name: String,
    pub kind: StructureKind,
    /// The side that holds it at the start, if any.
    #[serde(default)]
    pub owner: Option<SideId>,
    /// Its points or rating as the house rules in force at the start gave them; `None` for the defaults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u32>,
}

/// The largest points or rating a structure may start with.
pub const MAX_STRUCTURE_NUMBER: u32 = 100_000;

impl StructureSetup {
    pub fn new(name: &str, kind: StructureKind, owner: Option<SideId>) -> StructureSetup {
        StructureSetup {
            name: name.to_string(),
            kind,
            owner,
            number: None,
        }
    }

    /// A structure whose points or rating follow `house` (a house-rated object, a building's points per
    /// storey), fixed for the battle as it starts.
    pub fn with_house(
        name: &str,
        kind: StructureKind,
        owner: Option<SideId>,
        house: &HouseRules,
    ) -> StructureSetup {
        let own = kind.integrity_with(house);
        let number = match own {
            _ if own == kind.integrity() => None,
            Integrity::Points { full, .. } => Some(full),
            Integrity::Rating { rating, .. } => Some(rating),
            _ => None,
        };
        StructureSetup {
            number,
            ..StructureSetup::new(name, kind, owner)
        }
    }

    /// Its integrity as the battle starts.
    pub fn integrity(&self) -> Integrity {
        match (self.kind.integrity(), self.number) {
            (Integrity::Points { .. }, Some(n)) => Integrity::Points { full: n, left: n },
            (Integrity::Rating { .. }, Some(n)) => Integrity::Rating {
                rating: n,
                destroyed: false,
            },
            (i, _) => i,
        }
    }

    /// Its kind with the number it starts with: "stone wall (rating 7)".
    pub fn label(&self) -> String {
        with_rating(self.kind.describe(), self.rating_text())
    }

    /// Only the number it starts with, in words ("rating 7"), for a line that already names it.
    pub fn rating_text(&self) -> Option<String> {
        self.kind.rating_text(self.integrity())
    }
}

fn with_rating(name: String, rating: Option<String>) -> String {
    match rating {
        Some(r) => format!("{name} ({r})"),
        None => name,
    }
}

/// A battle's setup: fixed once play starts. Everything after is in the `Log`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub sides: [Side; 2],
    pub scenario: Scenario,
    /// Who moves first in turn 1 (by the coin flip); later turns record theirs as `Event::MovesFirst`.
    pub first_mover: SideId,
    #[serde(default)]
    pub structures: Vec<StructureSetup>,
}

/// [HOUSE] Guards for Roman War Rules and Ancients, which give no prisoner rules: Sandarticus's numbers (the
/// same era), one guard per 8 on the march and one per 20 at the captor's lines.
pub const HOUSE_GUARD_RATIOS: GuardRatios = sandarticus::melee::GUARDS;

/// How many prisoners a guard holds in each system: Sandarticus 8 / 20, Jersey Shore 8 / 12 (from the system
/// modules); the other two borrow Sandarticus's (house). The flag is true for a house ratio.
pub fn guard_ratios(system: System) -> (GuardRatios, bool) {
    match system {
        System::Sandarticus => (sandarticus::melee::GUARDS, false),
        System::JerseyShore => (jersey_shore::GUARD_RATIOS, false),
        System::RomanWar | System::Ancients => (HOUSE_GUARD_RATIOS, true),
    }
}

impl Battle {
    /// A checked battle. Both sides must play the same system; names and sizes must be within the tracker's
    /// limits; a scenario must be one the system offers.
    pub fn new(
        a: Side,
        b: Side,
        scenario: Scenario,
        first_mover: SideId,
        structures: Vec<StructureSetup>,
    ) -> Result<Battle, BattleError> {
        let battle = Battle {
            sides: [a, b],
            scenario,
            first_mover,
            structures,
        };
        battle.validate()?;
        Ok(battle)
    }

    /// Checks a setup, including one read from a file.
    pub fn validate(&self) -> Result<(), BattleError> {
        let [a, b] = &self.sides;
        if a.system != b.system {
            return Err(BattleError::Setup {
                why: format!(
                    "Both sides must play the same rules: {} play {}, {} play {}.",
                    a.name,
                    a.system.name(),
                    b.name,
                    b.system.name()
                ),
            });
        }
        if !Scenario::available(a.system).contains(&self.scenario) {
            let other_way = Scenario::available(a.system)
                .iter()
                .any(|s| std::mem::discriminant(s) == std::mem::discriminant(&self.scenario));
            if !other_way {
                return Err(BattleError::Setup {
                    why: format!(
                        "{} has no \u{201c}{}\u{201d} scenario.",
                        a.system.name(),
                        self.scenario.name()
                    ),
                });
            }
        }
        for side in &self.sides {
            check_text("Letters in a side's name", &side.name, MAX_NAME)?;
            if side.units.len() > MAX_UNITS_PER_SIDE {
                return Err(BattleError::TooMany {
                    what: "Units on a side",
                    most: MAX_UNITS_PER_SIDE as u32,
                    got: side.units.len() as u32,
                });
            }
            for u in &side.units {
                check_text("Letters in a unit's name", &u.name, MAX_NAME)?;
                check_text("Letters in a formation", &u.formation, MAX_TEXT)?;
                for (what, n) in [("Men in a unit", u.men), ("Leaders in a unit", u.leaders)] {
                    if n > MAX_MEN_PER_UNIT {
                        return Err(BattleError::TooMany {
                            what,
                            most: MAX_MEN_PER_UNIT,
                            got: n,
                        });
                    }
                }
            }
        }
        if self.structures.len() > MAX_STRUCTURES {
            return Err(BattleError::TooMany {
                what: "Structures",
                most: MAX_STRUCTURES as u32,
                got: self.structures.len() as u32,
            });
        }
        for s in &self.structures {
            check_text("Letters in a structure's name", &s.name, MAX_NAME)?;
            if let Some(n) = s.number
                && n > MAX_STRUCTURE_NUMBER
            {
                return Err(BattleError::TooMany {
                    what: "A structure's points or rating",
                    most: MAX_STRUCTURE_NUMBER,
                    got: n,
                });
            }
            if let StructureKind::Building { storeys } = s.kind
                && !(1..=roman_war::structures::MAX_STOREYS).contains(&i64::from(storeys))
            {
                return Err(BattleError::TooMany {
                    what: "Storeys",
                    most: roman_war::structures::MAX_STOREYS as u32,
                    got: u32::from(storeys),
                });
            }
        }
        Ok(())
    }

    /// The system both sides play.
    pub fn system(&self) -> System {
        self.sides[0].system
    }

    pub fn turn_plan(&self) -> TurnPlan {
        turn_plan(self.system())
    }

    /// The side and setup of a unit.
    pub fn unit(&self, id: UnitId) -> Option<(SideId, &UnitSetup)> {
        let i = usize::from(id.0);
        let a = self.sides[0].units.len();
        if i < a {
            Some((SideId::A, &self.sides[0].units[i]))
        } else {
            self.sides[1].units.get(i - a).map(|u| (SideId::B, u))
        }
    }

    /// Every unit's id with its side, side A first.
    pub fn unit_ids(&self) -> impl Iterator<Item = (UnitId, SideId)> + '_ {
        let a = self.sides[0].units.len();
        let b = self.sides[1].units.len();
        (0..a + b).map(move |i| (UnitId(i as u16), if i < a { SideId::A } else { SideId::B }))
    }

    pub fn structure(&self, id: StructureId) -> Option<&StructureSetup> {
        self.structures.get(usize::from(id.0))
    }
}
