//! Hand to hand, Jersey Shore (seed 3): sides cancel one for one until one is outnumbered 2 to 1 and is
//! captured; cavalry count 2 except against a musket unit not already fighting; every 4 men with bayonets,
//! swords or spears kill one more against knives, tomahawks and clubs. Built on `sandy_hook::melee`.

use serde::{Deserialize, Serialize};

use super::MELEE_RULES;
use super::troops::{MeleeWeapon, TroopType, choose_melee_weapon};
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
        })
    }
}

/// One round of hand to hand.
pub fn fight_round(
    a: &JsMeleeSide,
    b: &JsMeleeSide,
    round: u32,
) -> Result<RoundReport, RulesError> {
    Ok(melee_round(&a.to_side()?, &b.to_side()?, &MELEE_RULES, round)?.2)
}

/// The whole fight, round by round.
pub fn fight(a: &JsMeleeSide, b: &JsMeleeSide) -> Result<FightCourse, RulesError> {
    melee_fight(&a.to_side()?, &b.to_side()?, &MELEE_RULES)
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
        }
    }

    /// Bayonets against tomahawks: 8 musketmen kill 2 extra, then cancel out to 2:1 and capture.
    #[test]
    fn bayonets_against_tomahawks() {
        let course = fight(
            &side("Regulars", TroopType::MusketInfantry, 8),
            &side("Warriors", TroopType::Indian, 7),
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
        let r = fight_round(&horse, &rangers, 1).unwrap();
        assert_eq!(
            r.end,
            Some(FightEnd::Captured {
                side: Side::B,
                prisoners: 2
            })
        );
        let line = side("Line", TroopType::MusketInfantry, 11);
        // Fresh muskets make them count 1 each: 6 v 11 cancels 1 each to 5 v 10.
        let c = fight(&horse, &line).unwrap();
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
            fight(&horse, &busy).unwrap().end,
            FightEnd::Captured { side: Side::B, .. }
        ));
    }

    #[test]
    fn wrong_weapon_is_refused() {
        let mut s = side("Archers", TroopType::IndianArcher, 5);
        s.groups[0].weapon = Some(MeleeWeapon::Spear);
        assert!(fight(&s, &side("B", TroopType::Ranger, 5)).is_err());
    }
}
