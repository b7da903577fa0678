//! Jersey Shore rosters: units of the seed's troop types with their officers, checked by the command rule (one
//! officer per 15 regulars), the melee weapon list and the 100-men-a-side limit.

use serde::{Deserialize, Serialize};

use super::banner::banner_forces;
use super::sandarticus::check_room;
use super::{
    Bucket, Finding, RULE_EMPTY_UNIT, Totals, TroopKind, from_rules_error, split, unit_label,
};
use crate::error::RulesError;
use crate::jersey_shore::army::{SIZE_RULE, check_army_size};
use crate::jersey_shore::command::{
    self, CommandStatus, UnitCommand, command_status, officers_needed,
};
use crate::jersey_shore::troops::{MeleeWeapon, TroopType, WEAPONS_RULE, choose_melee_weapon};

crate::json::field::named_enum! {
/// Whose side an army fights for. The seed names regulars, Hessians, rangers, Indians and frontiersmen; any
/// side may field any troop type, so the side is the army's banner, and Hessians serving another side are
/// counted as hired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Regulars,
    Hessians,
    Rangers,
    Indians,
    Frontiersmen,
}
}

impl Side {
    pub const ALL: [Side; 5] = [
        Side::Regulars,
        Side::Hessians,
        Side::Rangers,
        Side::Indians,
        Side::Frontiersmen,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Side::Regulars => "regulars",
            Side::Hessians => "Hessians",
            Side::Rangers => "rangers",
            Side::Indians => "Indians",
            Side::Frontiersmen => "frontiersmen",
        }
    }
}

/// One unit of a Jersey Shore army.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub troop: TroopType,
    /// Men in the unit, not counting its officers.
    pub figures: u32,
    /// Officers with the unit.
    #[serde(default)]
    pub officers: u32,
    /// The hand-to-hand weapon, when the troop type has a choice; `None` takes the usual one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<MeleeWeapon>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
}

crate::json::field::read_field!(Unit, from Unit::new(TroopType::MusketInfantry, 0, 0),
    required { troop, figures }, default { name, officers, weapon, notes });

impl Unit {
    pub fn new(troop: TroopType, figures: u32, officers: u32) -> Unit {
        Unit {
            name: String::new(),
            troop,
            figures,
            officers,
            weapon: None,
            notes: String::new(),
        }
    }

    fn is_officer(&self) -> bool {
        matches!(self.troop, TroopType::Officer | TroopType::RangerOfficer)
    }
}

banner_forces! {
    /// A Jersey Shore army.
    side: Side, from Side::Regulars
}

impl Forces {
    pub fn totals(&self) -> Totals {
        let mut t = Totals::default();
        let mut attached = 0u32;
        let mut officer_figures = 0u32;
        for u in &self.units {
            t.add(TroopKind::JerseyShore(u.troop), u.figures);
            attached = attached.saturating_add(u.officers);
            if u.is_officer() {
                officer_figures = officer_figures.saturating_add(u.figures);
            }
            if u.troop.needs_officer() {
                t.leaders_needed = t.leaders_needed.saturating_add(officers_needed(u.figures));
            }
            if u.troop == TroopType::Hessian && self.side != Side::Hessians {
                t.mercenaries = t.mercenaries.saturating_add(u.figures);
            }
        }
        t.leaders_present = attached.saturating_add(officer_figures);
        t.men = t.figures.saturating_add(attached);
        t
    }

    /// Command (one officer per 15 regulars, with the unit), melee weapons, and the 100-men limit.
    pub fn check(&self) -> Vec<Finding> {
        let mut out = Vec::new();
        for (i, u) in self.units.iter().enumerate() {
            let label = unit_label(&u.name, u.troop.name(), i);
            if u.figures == 0 {
                out.push(
                    Finding::warning(RULE_EMPTY_UNIT, format!("{label} has no men in it."))
                        .on_unit(i),
                );
                continue;
            }
            let state = UnitCommand {
                troop: u.troop,
                men: u.figures,
                men_at_start: u.figures,
                officers: u.officers,
                retreating: false,
            };
            match command_status(state) {
                Ok(r) => {
                    let short = matches!(
                        r.status,
                        CommandStatus::NoOfficer(_) | CommandStatus::ShortOfOfficers { .. }
                    );
                    if short {
                        out.push(
                            Finding::error(
                                command::RULE,
                                format!(
                                    "{label}: {} regulars need {} officer(s) with them, one for each 15; it has {}. \
                                     Without them the men only hold and defend.",
                                    u.figures, r.officers_needed, u.officers
                                ),
                            )
                            .on_unit(i),
                        );
                    }
                }
                Err(e) => out.push(from_rules_error(&e, command::RULE, &label).on_unit(i)),
            }
            if let Err(e) = choose_melee_weapon(u.troop, u.weapon) {
                out.push(from_rules_error(&e, WEAPONS_RULE, &label).on_unit(i));
            }
        }
        let men = self.totals().men;
        // An empty roster is a draft, not an army too small to fight.
        if !self.units.is_empty()
            && let Err(e) = check_army_size(men)
        {
            out.push(from_rules_error(&e, SIZE_RULE, "The army"));
        }
        out
    }

    /// Quick entry: adds a split bucket as units, regulars given the officers the command rule asks for.
    pub fn add_from_bucket(
        &mut self,
        bucket: &Bucket<TroopType>,
        unit_size: u32,
    ) -> Result<(), RulesError> {
        let parts = split(bucket, unit_size)?;
        check_room(self.units.len(), parts.len())?;
        for (troop, men) in parts {
            let officers = if troop.needs_officer() {
                officers_needed(men)
            } else {
                0
            };
            self.units.push(Unit::new(troop, men, officers));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::Severity;

    fn forces(units: Vec<Unit>) -> Forces {
        Forces {
            side: Side::Regulars,
            units,
        }
    }

    /// Command: regulars need one officer per 15; rangers, Indians and riflemen none.
    #[test]
    fn officers_one_per_fifteen() {
        let mut f = forces(vec![
            Unit::new(TroopType::MusketInfantry, 16, 1),
            Unit::new(TroopType::Ranger, 12, 0),
        ]);
        let found = f.check();
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(
            (found[0].rule, found[0].unit, found[0].severity),
            (command::RULE, Some(0), Severity::Error)
        );
        assert!(found[0].message.contains("need 2 officer"));
        let t = f.totals();
        assert_eq!((t.leaders_needed, t.leaders_present, t.men), (2, 1, 29));
        f.units[0].officers = 2;
        assert!(f.check().is_empty());
        f.units.push(Unit::new(TroopType::Hessian, 15, 0));
        assert!(
            f.check()
                .iter()
                .any(|x| x.unit == Some(2) && x.rule == command::RULE)
        );
        assert_eq!(f.totals().mercenaries, 15);
    }

    /// Armies of 100 men or fewer a side, officers counted.
    #[test]
    fn at_most_100_men_a_side() {
        let mut f = forces(vec![
            Unit::new(TroopType::Indian, 95, 0),
            Unit::new(TroopType::MusketInfantry, 4, 1),
        ]);
        assert!(f.check().is_empty(), "{:?}", f.check());
        f.units[1].figures = 5;
        let found = f.check();
        assert!(
            found
                .iter()
                .any(|x| x.rule == SIZE_RULE && x.message.contains("at most 100")),
            "{found:?}"
        );
        assert!(forces(vec![]).check().is_empty());
    }

    /// Melee weapons: riflemen carry no bayonet.
    #[test]
    fn melee_weapon_choice() {
        let mut u = Unit::new(TroopType::Rifleman, 10, 0);
        u.weapon = Some(MeleeWeapon::Bayonet);
        let found = forces(vec![u]).check();
        assert!(
            found
                .iter()
                .any(|x| x.rule == WEAPONS_RULE && x.unit == Some(0)),
            "{found:?}"
        );
    }

    /// Quick entry: 40 musket infantry by 20 make two units, each with two officers.
    #[test]
    fn bucket_units_get_officers() {
        let mut f = Forces::new(Side::Regulars);
        let b = Bucket {
            counts: vec![(TroopType::MusketInfantry, 40), (TroopType::Indian, 10)],
        };
        f.add_from_bucket(&b, 20).unwrap();
        assert_eq!(f.units.len(), 3);
        assert_eq!(f.units[0].officers, 2);
        assert_eq!(f.units[2].officers, 0);
        assert!(f.check().is_empty());
    }
}
