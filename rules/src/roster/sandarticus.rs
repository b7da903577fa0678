//! Sandarticus rosters: units of the troop catalogue under a people's leaders, checked by the army-building
//! rules of `sandarticus::army` and the formation rules of `sandarticus::formations`.

use serde::{Deserialize, Serialize};

use super::{
    Bucket, Finding, MAX_UNITS, RULE_EMPTY_UNIT, Totals, TroopKind, from_rules_error, split,
    unit_label,
};
use crate::error::{Problem, RulesError};
use crate::sandarticus::army::{
    self, NORTH_GERMAN_UNIT, Roster, RosterUnit, SPARTACUS_CHIEFS, gaulish_leaders_needed,
    gladiators_to_lead, roman_greek_leaders_needed,
};
use crate::sandarticus::formations::{self, Formation};
use crate::sandarticus::troops::{carries, profile};
use crate::sandarticus::weapons::{self, Weapon, weapon};
use crate::sandarticus::{People, Troop};

/// One unit of a Sandarticus army.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub troop: Troop,
    /// Men in the unit, not counting its leaders.
    pub figures: u32,
    /// Leaders with the unit: centurions, war chiefs, or for the revolt the gladiators leading it.
    #[serde(default)]
    pub leaders: u32,
    /// Messengers ride without a leader.
    #[serde(default)]
    pub messengers: bool,
    /// The formation it starts the battle in.
    #[serde(default = "scattered")]
    pub formation: Formation,
    /// Weapons, when the player changes the catalogue's kit; empty carries the catalogue's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weapons: Vec<Weapon>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
}

fn scattered() -> Formation {
    Formation::Scattered
}

crate::json::field::read_field!(Unit, from Unit::new(Troop::RomanLegionnaire, 0, 0),
    required { troop, figures },
    default { name, leaders, messengers, formation, weapons, notes });

impl Unit {
    pub fn new(troop: Troop, figures: u32, leaders: u32) -> Unit {
        Unit {
            name: String::new(),
            troop,
            figures,
            leaders,
            messengers: false,
            formation: Formation::Scattered,
            weapons: Vec::new(),
            notes: String::new(),
        }
    }

    /// The weapons the unit fights with: the player's list, or the catalogue's.
    pub fn kit(&self) -> &[Weapon] {
        if self.weapons.is_empty() {
            profile(self.troop).weapons
        } else {
            &self.weapons
        }
    }

    /// Adds or takes away one weapon. The first change starts from the catalogue's kit; a kit brought back
    /// to the catalogue's, or emptied, is stored empty again, so the unit follows its troop type once more.
    pub fn toggle_weapon(&mut self, w: Weapon) {
        let mut kit = self.kit().to_vec();
        match kit.iter().position(|k| *k == w) {
            Some(at) => {
                kit.remove(at);
            }
            None => kit.push(w),
        }
        kit.sort();
        let mut catalogue = profile(self.troop).weapons.to_vec();
        catalogue.sort();
        self.weapons = if kit == catalogue { Vec::new() } else { kit };
    }

    fn needs_leader(&self) -> bool {
        profile(self.troop).needs_leader && !self.messengers
    }
}

/// A Sandarticus army: a people, its units, and the leaders who stand apart from the units.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forces {
    pub people: People,
    #[serde(default)]
    pub units: Vec<Unit>,
    /// Leaders not with a unit: tribunes over Roman and Greek units, spare Gaulish war chiefs.
    #[serde(default)]
    pub commanders: u32,
    /// Gauls and South Germans: the king, and the sub-king who takes over without a pause.
    #[serde(default)]
    pub king: bool,
    #[serde(default)]
    pub sub_king: bool,
    /// The revolt: Spartacus and his main chiefs.
    #[serde(default)]
    pub spartacus: bool,
    #[serde(default)]
    pub main_chiefs: u32,
    /// Whether the revolt has the gold to hire.
    #[serde(default)]
    pub has_gold: bool,
}

// `new` leaves every member but the people at the derive's default, so a member left out reads as it did.
crate::json::field::read_field!(Forces, from Forces::new(People::Roman),
    required { people },
    default { units, commanders, king, sub_king, spartacus, main_chiefs, has_gold });

impl Forces {
    pub fn new(people: People) -> Forces {
        Forces {
            people,
            units: Vec::new(),
            commanders: 0,
            king: false,
            sub_king: false,
            spartacus: false,
            main_chiefs: 0,
            has_gold: false,
        }
    }

    /// Peoples serving for pay: every people other than the army's own that has a unit in it, in roster order.
    /// The roster lists hirelings by their units, so there is no separate hired list to keep in step.
    pub fn hired(&self) -> Vec<People> {
        let mut out = Vec::new();
        for u in &self.units {
            let p = profile(u.troop).people;
            if p != self.people && !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    fn labels(&self) -> Vec<String> {
        let mut labels: Vec<String> = self
            .units
            .iter()
            .enumerate()
            .map(|(i, u)| unit_label(&u.name, profile(u.troop).name, i))
            .collect();
        // Two units of one name would read as one in the messages; number the repeats.
        for i in 0..labels.len() {
            if labels[..i].contains(&labels[i]) {
                labels[i] = format!("{} ({})", labels[i], i + 1);
            }
        }
        labels
    }

    /// The roster as `sandarticus::army::check_roster` reads it.
    pub fn to_roster(&self) -> Roster {
        let wide = |n: u32| i64::from(n);
        Roster {
            people: self.people,
            units: self
                .units
                .iter()
                .zip(self.labels())
                .map(|(u, name)| RosterUnit {
                    name,
                    troop: u.troop,
                    men: wide(u.figures),
                    leaders: wide(u.leaders),
                    messengers: u.messengers,
                })
                .collect(),
            commanders: wide(self.commanders),
            king: self.king,
            sub_king: self.sub_king,
            spartacus: self.spartacus,
            main_chiefs: wide(self.main_chiefs),
            hired: self.hired(),
            has_gold: self.has_gold,
        }
    }

    /// Leaders the rules ask of this army, by its people (Leaders, Sandarticus).
    pub fn leaders_needed(&self) -> u32 {
        let led: Vec<u32> = self
            .units
            .iter()
            .filter(|u| u.needs_leader())
            .map(|u| u.figures)
            .collect();
        let per_unit =
            |each: &dyn Fn(u32) -> u32| led.iter().fold(0u32, |a, &m| a.saturating_add(each(m)));
        match self.people {
            People::Roman | People::Greek => roman_greek_leaders_needed(&led),
            People::Gaul | People::SouthGerman => {
                let men = self
                    .units
                    .iter()
                    .fold(0u32, |a, u| a.saturating_add(u.figures));
                gaulish_leaders_needed(men)
            }
            People::NorthGerman => per_unit(&|m| m.div_ceil(NORTH_GERMAN_UNIT.1)),
            People::Revolutionary => per_unit(&gladiators_to_lead)
                .saturating_add(1)
                .saturating_add(SPARTACUS_CHIEFS),
        }
    }

    pub fn totals(&self) -> Totals {
        let mut t = Totals::default();
        let mut leaders = 0u32;
        for u in &self.units {
            t.add(TroopKind::Sandarticus(u.troop), u.figures);
            leaders = leaders.saturating_add(u.leaders);
            if profile(u.troop).people != self.people {
                t.mercenaries = t.mercenaries.saturating_add(u.figures);
            }
        }
        let heads = [self.king, self.sub_king, self.spartacus]
            .iter()
            .filter(|&&b| b)
            .count() as u32;
        t.leaders_present = leaders
            .saturating_add(self.commanders)
            .saturating_add(self.main_chiefs)
            .saturating_add(heads);
        t.leaders_needed = self.leaders_needed();
        t.men = t.figures.saturating_add(t.leaders_present);
        t
    }

    /// Leaders, the gladiator ratio and the hiring schedule (`check_roster`), then formation minimums and who
    /// may form what, and kit the catalogue doesn't give.
    pub fn check(&self) -> Vec<Finding> {
        let mut out = army::check_roster(&self.to_roster());
        for (i, (u, label)) in self.units.iter().zip(self.labels()).enumerate() {
            if u.figures == 0 {
                out.push(
                    Finding::warning(RULE_EMPTY_UNIT, format!("{label} has no men in it."))
                        .on_unit(i),
                );
                continue;
            }
            if u.formation.is_formed() {
                let checks = [
                    formations::check_strength(u.formation, i64::from(u.figures)),
                    // Who may form what goes by the men's own people: hired Greeks still form a phalanx.
                    formations::may_form(profile(u.troop).people, u.formation, u.leaders > 0),
                ];
                for e in checks.iter().filter_map(|r| r.as_ref().err()) {
                    out.push(from_rules_error(e, formations::RULE_MINIMUM, &label).on_unit(i));
                }
            }
            for &w in &u.weapons {
                if !carries(u.troop, w) {
                    out.push(
                        Finding::warning(
                            weapons::RULE_WEAPONS,
                            format!(
                                "{label}: the troop list doesn't give {} a {}.",
                                profile(u.troop).name,
                                weapon(w).name.to_ascii_lowercase()
                            ),
                        )
                        .on_unit(i),
                    );
                }
            }
        }
        out
    }

    /// Army balance against another Sandarticus army (`sandarticus::army::check_balance`), counting every man
    /// on the table, leaders included.
    pub fn check_balance(&self, other: &Forces) -> Vec<Finding> {
        army::check_balance(
            self.people,
            self.totals().men,
            other.people,
            other.totals().men,
        )
    }

    /// Quick entry: adds a split bucket as units, each given the leaders its people's rules ask for.
    pub fn add_from_bucket(
        &mut self,
        bucket: &Bucket<Troop>,
        unit_size: u32,
    ) -> Result<(), RulesError> {
        let parts = split(bucket, unit_size)?;
        check_room(self.units.len(), parts.len())?;
        for (troop, men) in parts {
            let mut u = Unit::new(troop, men, 0);
            u.leaders = if u.needs_leader() {
                suggested_leaders(self.people, men)
            } else {
                0
            };
            self.units.push(u);
        }
        Ok(())
    }
}

/// Leaders a new unit of `men` gets, so a quick roster starts within the rules: the per-unit share of each
/// people's rule (Gaulish leaders are army-wide, one per 20, so each unit carries its share).
fn suggested_leaders(people: People, men: u32) -> u32 {
    match people {
        // One unit alone adds no "one per two units" leader.
        People::Roman | People::Greek => roman_greek_leaders_needed(&[men]),
        // The army-wide count less the king.
        People::Gaul | People::SouthGerman => gaulish_leaders_needed(men).saturating_sub(1),
        People::NorthGerman => men.div_ceil(NORTH_GERMAN_UNIT.1),
        People::Revolutionary => gladiators_to_lead(men),
    }
}

pub(crate) fn check_room(have: usize, adding: usize) -> Result<(), RulesError> {
    if have.saturating_add(adding) > MAX_UNITS {
        return Err(RulesError::from(Problem::OutOfRange {
            what: "Units in the army",
            min: 0,
            max: MAX_UNITS as i64,
            got: have.saturating_add(adding) as i64,
        }));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::Severity;
    use crate::sandarticus::army::{RULE_BALANCE, RULE_GLADIATORS, RULE_HIRING, RULE_LEADERS};

    fn forces(people: People, units: Vec<Unit>) -> Forces {
        Forces {
            units,
            ..Forces::new(people)
        }
    }

    /// Leaders, Sandarticus: a Roman unit needs one leader per 20 men, and the army one more per two units.
    #[test]
    fn leaders_roman() {
        let mut f = forces(
            People::Roman,
            vec![
                Unit::new(Troop::RomanLegionnaire, 20, 1),
                Unit::new(Troop::RomanLegionnaire, 25, 1),
            ],
        );
        let found = f.check();
        assert!(
            found
                .iter()
                .any(|x| x.rule == RULE_LEADERS && x.unit == Some(1)),
            "{found:?}"
        );
        assert!(
            found
                .iter()
                .any(|x| x.rule == RULE_LEADERS && x.unit.is_none()),
            "{found:?}"
        );
        let t = f.totals();
        assert_eq!((t.figures, t.leaders_present, t.leaders_needed), (45, 2, 4));
        f.units[1].leaders = 2;
        f.commanders = 1;
        assert!(f.check().is_empty(), "{:?}", f.check());
        assert_eq!(f.totals().men, 49);
    }

    /// Leaders, Sandarticus: Gauls need one per 20 men and a king.
    #[test]
    fn leaders_gauls_and_king() {
        let mut f = forces(People::Gaul, vec![Unit::new(Troop::Gaul, 40, 1)]);
        assert_eq!(f.totals().leaders_needed, 3);
        assert!(f.check().iter().any(|x| x.message.contains("king")));
        f.king = true;
        f.units[0].leaders = 2;
        assert!(f.check().is_empty());
        assert_eq!(f.totals().leaders_present, 3);
    }

    /// Gladiators at most a quarter of the revolt, one per ten to lead the rest; Spartacus and two chiefs.
    #[test]
    fn gladiators_quarter_and_one_per_ten() {
        let mut f = forces(
            People::Revolutionary,
            vec![
                Unit::new(Troop::Gladiator, 5, 0),
                Unit::new(Troop::RevolutionaryAuxiliary, 30, 3),
            ],
        );
        f.spartacus = true;
        f.main_chiefs = 2;
        assert!(f.check().is_empty(), "{:?}", f.check());
        assert_eq!(f.totals().leaders_needed, 3 + 1 + 2);
        f.units[1].leaders = 2;
        assert!(
            f.check()
                .iter()
                .any(|x| x.rule == RULE_GLADIATORS && x.unit == Some(1))
        );
        f.units[1].leaders = 3;
        f.units[0].figures = 20;
        assert!(
            f.check()
                .iter()
                .any(|x| x.rule == RULE_GLADIATORS && x.unit.is_none())
        );
    }

    /// Hiring schedule: Romans may hire Gauls; Greeks may not hire Romans; hirelings are counted.
    #[test]
    fn hiring_schedule() {
        let mut f = forces(
            People::Roman,
            vec![
                Unit::new(Troop::RomanLegionnaire, 20, 1),
                Unit::new(Troop::Gaul, 15, 1),
            ],
        );
        assert_eq!(f.hired(), vec![People::Gaul]);
        assert_eq!(f.totals().mercenaries, 15);
        assert!(!f.check().iter().any(|x| x.rule == RULE_HIRING));
        f.people = People::Greek;
        f.units[0].troop = Troop::GreekHoplite;
        f.units[1].troop = Troop::RomanLegionnaire;
        let found = f.check();
        assert!(
            found
                .iter()
                .any(|x| x.rule == RULE_HIRING && x.severity == Severity::Error),
            "{found:?}"
        );
    }

    /// Formation minimums (phalanx 12, tortoise 8) and who may form what (tortoise Romans only; not without a
    /// leader).
    #[test]
    fn formation_minimums_and_who_may_form() {
        let mut u = Unit::new(Troop::GreekHoplite, 11, 1);
        u.formation = Formation::Phalanx;
        let mut f = forces(People::Greek, vec![u]);
        let found = f.check();
        assert!(
            found
                .iter()
                .any(|x| x.rule == formations::RULE_MINIMUM && x.message.contains("12")),
            "{found:?}"
        );
        f.units[0].figures = 12;
        assert!(!f.check().iter().any(|x| x.rule == formations::RULE_MINIMUM));
        f.units[0].formation = Formation::Tortoise;
        assert!(f.check().iter().any(|x| x.rule == formations::RULE_WHO));
        // Hired Greeks in a Roman army still form their phalanx.
        let mut h = Unit::new(Troop::GreekHoplite, 12, 1);
        h.formation = Formation::Phalanx;
        let r = forces(People::Roman, vec![h]);
        assert!(!r.check().iter().any(|x| x.rule == formations::RULE_WHO));
        let mut w = Unit::new(Troop::RomanLegionnaire, 8, 0);
        w.formation = Formation::Wedge;
        let r = forces(People::Roman, vec![w]);
        assert!(
            r.check()
                .iter()
                .any(|x| x.rule == formations::RULE_WHO && x.unit == Some(0))
        );
    }

    /// Weapons the catalogue doesn't give the troop are flagged, not refused.
    #[test]
    fn odd_kit_is_a_warning() {
        let mut u = Unit::new(Troop::Gaul, 10, 1);
        u.weapons = vec![Weapon::Pilum];
        let f = forces(People::NorthGerman, vec![u]);
        let found = f.check();
        assert!(
            found
                .iter()
                .any(|x| x.rule == weapons::RULE_WEAPONS && x.severity == Severity::Warning)
        );
    }

    /// Weapons, Sandarticus (troop list): a legionnaire carries pilum and gladius. Changing the kit starts
    /// from that; a spear is no part of it, so the roster check flags it, and taking it away again goes back
    /// to the catalogue's kit.
    #[test]
    fn toggling_weapons_starts_from_the_catalogue() {
        let mut u = Unit::new(Troop::RomanLegionnaire, 10, 1);
        assert_eq!(u.kit(), &[Weapon::Pilum, Weapon::Gladius]);
        u.toggle_weapon(Weapon::Spear);
        assert_eq!(
            u.weapons,
            vec![Weapon::Spear, Weapon::Pilum, Weapon::Gladius]
        );
        let f = forces(People::Roman, vec![u.clone()]);
        assert!(
            f.check()
                .iter()
                .any(|x| x.rule == weapons::RULE_WEAPONS && x.message.contains("spear")),
            "{:?}",
            f.check()
        );
        u.toggle_weapon(Weapon::Spear);
        assert!(u.weapons.is_empty(), "back to the catalogue's kit");
        u.toggle_weapon(Weapon::Pilum);
        assert_eq!(u.kit(), &[Weapon::Gladius]);
        u.toggle_weapon(Weapon::Gladius);
        assert!(u.weapons.is_empty(), "an emptied kit is the catalogue's");
        assert_eq!(u.kit(), &[Weapon::Pilum, Weapon::Gladius]);
    }

    /// Army balance: Gauls should be 4/3 of Romans, the revolt twice the Romans.
    #[test]
    fn balance_four_thirds_and_double() {
        let romans = forces(
            People::Roman,
            vec![Unit::new(Troop::RomanLegionnaire, 28, 2)],
        );
        let gauls = forces(People::Gaul, vec![Unit::new(Troop::Gaul, 38, 2)]);
        assert!(gauls.check_balance(&romans).is_empty());
        let few = forces(People::Gaul, vec![Unit::new(Troop::Gaul, 28, 2)]);
        let found = few.check_balance(&romans);
        assert!(
            found[0].rule == RULE_BALANCE && found[0].message.contains("about 40"),
            "{found:?}"
        );
        let revolt = forces(
            People::Revolutionary,
            vec![Unit::new(Troop::RevolutionaryAuxiliary, 30, 0)],
        );
        assert!(
            revolt.check_balance(&romans)[0]
                .message
                .contains("about 60")
        );
    }

    /// Quick entry: a bucket of 45 legionnaires becomes three units of 15, each with its leader.
    #[test]
    fn bucket_units_get_their_leaders() {
        let mut f = Forces::new(People::Roman);
        f.add_from_bucket(
            &Bucket {
                counts: vec![(Troop::RomanLegionnaire, 45)],
            },
            20,
        )
        .unwrap();
        assert_eq!(f.units.len(), 3);
        assert!(f.units.iter().all(|u| u.figures == 15 && u.leaders == 1));
        f.commanders = 1;
        assert!(f.check().is_empty(), "{:?}", f.check());
    }
}
