//! Hand to hand, Jersey Shore (seed 3): sides cancel one for one until one is outnumbered 2 to 1 and is
//! captured; cavalry count 2 except against a musket unit not already fighting; every 4 men with bayonets,
//! swords or spears kill one more against knives, tomahawks and clubs (which side earns it is a house rule).
//! Built on `sandy_hook::melee`.

use serde::{Deserialize, Serialize};

use super::troops::{MeleeWeapon, TroopType, choose_melee_weapon};
use super::{House, melee_rules};
use crate::error::RulesError;
use crate::rule::RuleId;
use crate::sandy_hook::melee::{
    ArmourClass, FightCourse, HorseStop, MeleeGroup, MeleeSide, RoundReport, melee_fight,
    melee_round, stops_horses,
};

pub const RULE: RuleId = "jersey-shore.hand-to-hand";

/// Some men of one troop type in a fight, front first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct JsGroup {
    pub troop: TroopType,
    pub men: u32,
    /// The weapon they fight with, where the type has a choice (Indians); `None` takes the usual one.
    pub weapon: Option<MeleeWeapon>,
}

/// One side of a Jersey Shore fight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JsMeleeSide {
    pub name: String,
    pub groups: Vec<JsGroup>,
    /// Already in hand to hand with another unit (muskets then no longer blunt cavalry).
    pub already_engaged: bool,
    /// This side attacked (charged into the fight); it matters only under the house rule that gives the
    /// long-weapon bonus to attackers alone.
    #[serde(default)]
    pub attacking: bool,
}

impl JsMeleeSide {
    /// The shared-framework side, with weapons checked and the musket exception worked out.
    pub fn to_side(&self) -> Result<MeleeSide, RulesError> {
        let mut groups = Vec::with_capacity(self.groups.len());
        for g in &self.groups {
            let weapon = choose_melee_weapon(g.troop, g.weapon)?;
            groups.push(MeleeGroup {
                men: g.men,
                // Armour class plays no part in the Jersey Shore cancel-out.
                class: ArmourClass::Light,
                mount: g.troop.mount(),
                weapon: weapon.length(),
            });
        }
        let has_muskets = self.groups.iter().any(|g| g.troop.has_muskets());
        let stop = if has_muskets {
            HorseStop::Muskets {
                already_engaged: self.already_engaged,
            }
        } else {
            HorseStop::Nothing
        };
        Ok(MeleeSide {
            name: self.name.clone(),
            groups,
            stops_horses: stops_horses(stop, 0),
            attacking: self.attacking,
        })
    }
}

/// One round of hand to hand.
pub fn fight_round(
    a: &JsMeleeSide,
    b: &JsMeleeSide,
    round: u32,
    house: &House,
) -> Result<RoundReport, RulesError> {
    Ok(melee_round(&a.to_side()?, &b.to_side()?, &melee_rules(house), round)?.2)
}

/// The whole fight, round by round.
pub fn fight(a: &JsMeleeSide, b: &JsMeleeSide, house: &House) -> Result<FightCourse, RulesError> {
    melee_fight(&a.to_side()?, &b.to_side()?, &melee_rules(house))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanism::Explained;
    use crate::sandy_hook::melee::{FightEnd, Side};

    fn side(name: &str, troop: TroopType, men: u32) -> JsMeleeSide {
        JsMeleeSide {
            name: name.into(),
            groups: vec![JsGroup {
                troop,
                men,
                weapon: None,
            }],
            already_engaged: false,
            attacking: false,
        }
    }

    /// Bayonets against tomahawks: 8 musketmen kill 2 extra, then cancel out to 2:1 and capture.
    #[test]
    fn bayonets_against_tomahawks() {
        let course = fight(
            &side("Regulars", TroopType::MusketInfantry, 8),
            &side("Warriors", TroopType::Indian, 7),
            &House::default(),
        )
        .unwrap();
        assert_eq!(
            course.end,
            FightEnd::Captured {
                side: Side::B,
                prisoners: 3
            }
        );
        assert_eq!(course.rule(), RULE);
        assert!(course.summary().contains("Warriors surrender"));
    }

    /// Cavalry fight as 2 each, but as 1 against muskets not already engaged.
    #[test]
    fn cavalry_against_muskets() {
        let horse = side("Dragoons", TroopType::Cavalry, 6);
        let rangers = side("Rangers", TroopType::Ranger, 11);
        // Against rangers the 6 dragoons count 12; swords kill 1 extra, leaving 10 rangers; cancelling 8 each
        // leaves 2 dragoons (worth 4) to 2 rangers.
        let r = fight_round(&horse, &rangers, 1, &House::default()).unwrap();
        assert_eq!(
            r.end,
            Some(FightEnd::Captured {
                side: Side::B,
                prisoners: 2
            })
        );
        let line = side("Line", TroopType::MusketInfantry, 11);
        // Fresh muskets make them count 1 each: 6 v 11 cancels 1 each to 5 v 10.
        let c = fight(&horse, &line, &House::default()).unwrap();
        assert_eq!(
            c.end,
            FightEnd::Captured {
                side: Side::A,
                prisoners: 5
            }
        );
        let busy = JsMeleeSide {
            already_engaged: true,
            ..line
        };
        assert!(matches!(
            fight(&horse, &busy, &House::default()).unwrap().end,
            FightEnd::Captured { side: Side::B, .. }
        ));
    }

    /// Hand to hand, Jersey Shore: when a unit with bayonets, swords or spears attacks one with knives,
    /// tomahawks or clubs, each 4 long-armed men kill one extra. House rule (default): both sides strike at once,
    /// so the longer weapons earn it whoever attacked; read as written, only the attacker does.
    #[test]
    fn long_weapon_bonus_and_who_attacked() {
        let regulars = side("Regulars", TroopType::MusketInfantry, 8);
        let warriors = side("Warriors", TroopType::Indian, 7);
        let both = fight_round(&regulars, &warriors, 1, &House::default()).unwrap();
        assert_eq!(both.long_weapon_kills, (0, 2), "8 bayonets kill 2 extra");
        let literal = House {
            long_weapons: crate::jersey_shore::LongWeaponBonus::AttackerOnly,
            ..House::default()
        };
        let defending = fight_round(&regulars, &warriors, 1, &literal).unwrap();
        assert_eq!(
            defending.long_weapon_kills,
            (0, 0),
            "the regulars were charged"
        );
        let charging = JsMeleeSide {
            attacking: true,
            ..regulars
        };
        let r = fight_round(&charging, &warriors, 1, &literal).unwrap();
        assert_eq!(r.long_weapon_kills, (0, 2));
    }

    #[test]
    fn wrong_weapon_is_refused() {
        let mut s = side("Archers", TroopType::IndianArcher, 5);
        s.groups[0].weapon = Some(MeleeWeapon::Spear);
        assert!(fight(&s, &side("B", TroopType::Ranger, 5), &House::default()).is_err());
    }
}
