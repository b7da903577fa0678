//! Weapons, Sandarticus: range, damage at each third of the cord, and the special effects of the pilum,
//! net, trident and small shield.

use serde::{Deserialize, Serialize};

use super::House;
use super::cord::Cord;
use super::people::People;
use crate::error::{Problem, RulesError};
use crate::rule::RuleId;

pub const RULE_WEAPONS: RuleId = "sandarticus.weapons";
pub const RULE_PILUM: RuleId = "sandarticus.weapons.pilum";
pub const RULE_NET: RuleId = "sandarticus.weapons.net";

/// The shared cord thirds: close, medium, long.
pub use crate::sandy_hook::cords::Third;

crate::json::field::named_enum! {
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Weapon {
    Spear,
    Pilum,
    Javelin,
    Gladius,
    Spatha,
    Broadaxe,
    Handaxe,
    Trident,
    Net,
    SmallShield,
    Sling,
    Bow,
    Ballista,
    Onager,
    TenMinaOnager,
}
}

/// How much a weapon hurts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Damage {
    /// No damage of its own (net, small shield) or none given (the pilum: see the house rules).
    None,
    /// One figure at every reach.
    Flat(u8),
    /// Damage at the close, medium and long thirds (the text's "5-2-1").
    ByThird([u8; 3]),
}

/// What a weapon does besides damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Effect {
    None,
    /// Five or more spearmen in a line blunt horses (see the melee rule for the number that counts).
    BluntsHorses,
    /// A hit on a shield holds the bearer still for a turn.
    PinsShield,
    /// Holds a foe for a turn.
    Holds,
    /// +1 in close combat only.
    Parry,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct WeaponProfile {
    pub weapon: Weapon,
    pub name: &'static str,
    /// How far it shoots; `None` for hand weapons.
    pub range: Option<Cord>,
    pub damage: Damage,
    /// The most figures one shot can hit (the "×3" of the ballista).
    pub max_hit: u8,
    pub effect: Effect,
}

const fn w(
    weapon: Weapon,
    name: &'static str,
    range: Option<Cord>,
    damage: Damage,
    max_hit: u8,
    effect: Effect,
) -> WeaponProfile {
    WeaponProfile {
        weapon,
        name,
        range,
        damage,
        max_hit,
        effect,
    }
}

/// The weapon list, Sandarticus.
#[rustfmt::skip]
pub const WEAPONS: [WeaponProfile; 15] = [
    // weapon, name, range, damage, most figures hit, effect
    w(Weapon::Spear, "spear", None, Damage::Flat(3), 1, Effect::BluntsHorses),
    w(Weapon::Pilum, "pilum", None, Damage::None, 1, Effect::PinsShield),
    w(Weapon::Javelin, "javelin", Some(Cord::R1), Damage::Flat(2), 1, Effect::None),
    w(Weapon::Gladius, "gladius", None, Damage::Flat(4), 1, Effect::None),
    w(Weapon::Spatha, "spatha", None, Damage::Flat(5), 1, Effect::None),
    w(Weapon::Broadaxe, "broadaxe", None, Damage::Flat(5), 1, Effect::None),
    w(Weapon::Handaxe, "handaxe", None, Damage::Flat(3), 1, Effect::None),
    w(Weapon::Trident, "trident", None, Damage::Flat(4), 1, Effect::Holds),
    w(Weapon::Net, "net", None, Damage::None, 1, Effect::Holds),
    w(Weapon::SmallShield, "small shield", None, Damage::None, 0, Effect::Parry),
    w(Weapon::Sling, "sling", Some(Cord::R1), Damage::ByThird([5, 2, 1]), 1, Effect::None),
    w(Weapon::Bow, "bow", Some(Cord::R2), Damage::ByThird([5, 3, 1]), 1, Effect::None),
    w(Weapon::Ballista, "ballista", Some(Cord::R3), Damage::Flat(6), 3, Effect::None),
    w(Weapon::Onager, "onager", Some(Cord::R3), Damage::Flat(5), 4, Effect::None),
    w(Weapon::TenMinaOnager, "ten-mina onager", Some(Cord::R2), Damage::Flat(8), 5, Effect::None),
];

/// A weapon's entry in the list.
pub fn weapon(weapon: Weapon) -> &'static WeaponProfile {
    // The test below checks every weapon has an entry, so the fallback is never used.
    WEAPONS
        .iter()
        .find(|p| p.weapon == weapon)
        .unwrap_or(&WEAPONS[0])
}

/// How far a weapon reaches when thrown or shot, the pilum's reach coming from the house rules.
pub fn range(w: Weapon, _house: &House) -> Option<Cord> {
    match w {
        Weapon::Pilum => Some(Cord::R1),
        _ => weapon(w).range,
    }
}

/// The damage a missile does at a third of its cord. Weapons, Sandarticus; the pilum's numbers are house rules.
pub fn missile_damage(w: Weapon, third: Third, house: &House) -> Result<u8, RulesError> {
    let p = weapon(w);
    if range(w, house).is_none() {
        return Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_WEAPONS,
            why: format!("The {} is a hand weapon: it cannot be shot.", p.name),
        }));
    }
    if w == Weapon::Pilum {
        if house.pilum_close_third_only && third != Third::Close {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: RULE_PILUM,
                why: "A pilum only reaches the close third of R1 (house rule).".to_string(),
            }));
        }
        return Ok(house.pilum_damage);
    }
    Ok(match p.damage {
        Damage::Flat(d) => d,
        Damage::ByThird(d) => match third {
            Third::Close => d[0],
            Third::Medium => d[1],
            Third::Long => d[2],
        },
        Damage::None => 0,
    })
}

/// The damage one blow of a weapon does to armour or an object: a missile's at the third of its cord it
/// crossed, a hand weapon's own number. Weapons, Sandarticus. Refused for what does no damage of its own (the
/// net, the small shield) and for a pilum beyond its reach.
pub fn blow_damage(w: Weapon, third: Third, house: &House) -> Result<u8, RulesError> {
    if range(w, house).is_some() {
        return missile_damage(w, third, house);
    }
    match weapon(w).damage {
        Damage::Flat(d) => Ok(d),
        Damage::ByThird(d) => Ok(d[0]),
        Damage::None => Err(RulesError::from(Problem::NotAllowed {
            rule: RULE_WEAPONS,
            why: format!("The {} does no damage of its own.", weapon(w).name),
        })),
    }
}

/// What a pilum hit does to the man struck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PilumEffect {
    /// The shield is spoiled: the man stands still for this many turns.
    Pinned { turns: u8 },
    /// No effect: he has no shield, or his people know the pilum.
    NoEffect,
}

/// Pilum, Sandarticus: a hit on a shield holds the bearer still for one turn, except North Germans, Greeks
/// and other Romans, who are not troubled by it.
pub fn pilum_hit(target: People, target_has_shield: bool) -> PilumEffect {
    let immune = matches!(target, People::NorthGerman | People::Greek | People::Roman);
    if target_has_shield && !immune {
        PilumEffect::Pinned { turns: 1 }
    } else {
        PilumEffect::NoEffect
    }
}

/// Turns the net holds the man it catches. Net, Sandarticus.
pub const NET_HOLD_TURNS: u8 = 1;

/// How long a net or trident holds the foe it catches: the net one turn, as the text says; the trident can
/// trap a man without the text saying for how long, so the house rules set its turns (one by default).
pub fn turns_held(w: Weapon, house: &House) -> u8 {
    match (w, weapon(w).effect) {
        (Weapon::Trident, _) => house.trident_hold_turns,
        (_, Effect::Holds) => NET_HOLD_TURNS,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_weapon_has_one_entry() {
        for p in &WEAPONS {
            assert_eq!(WEAPONS.iter().filter(|q| q.weapon == p.weapon).count(), 1);
        }
    }

    /// Weapons, Sandarticus: the source's numbers.
    #[test]
    fn weapon_table_matches_the_source() {
        let d = |w| weapon(w).damage;
        assert_eq!(d(Weapon::Spear), Damage::Flat(3));
        assert_eq!(d(Weapon::Javelin), Damage::Flat(2));
        assert_eq!(weapon(Weapon::Javelin).range, Some(Cord::R1));
        assert_eq!(d(Weapon::Gladius), Damage::Flat(4));
        assert_eq!(d(Weapon::Spatha), Damage::Flat(5));
        assert_eq!(d(Weapon::Broadaxe), Damage::Flat(5));
        assert_eq!(d(Weapon::Handaxe), Damage::Flat(3));
        assert_eq!(d(Weapon::Trident), Damage::Flat(4));
        assert_eq!(d(Weapon::Sling), Damage::ByThird([5, 2, 1]));
        assert_eq!(weapon(Weapon::Sling).range, Some(Cord::R1));
        assert_eq!(d(Weapon::Bow), Damage::ByThird([5, 3, 1]));
        assert_eq!(weapon(Weapon::Bow).range, Some(Cord::R2));
        let art = |w| {
            let p = weapon(w);
            (p.range, p.damage, p.max_hit)
        };
        assert_eq!(art(Weapon::Ballista), (Some(Cord::R3), Damage::Flat(6), 3));
        assert_eq!(art(Weapon::Onager), (Some(Cord::R3), Damage::Flat(5), 4));
        assert_eq!(
            art(Weapon::TenMinaOnager),
            (Some(Cord::R2), Damage::Flat(8), 5)
        );
        assert_eq!(weapon(Weapon::SmallShield).effect, Effect::Parry);
    }

    /// Sling 5-2-1 and bow 5-3-1 read as close, medium, long.
    #[test]
    fn damage_by_third() {
        let h = House::default();
        let sling: Vec<u8> = Third::ALL
            .iter()
            .map(|&t| missile_damage(Weapon::Sling, t, &h).unwrap())
            .collect();
        assert_eq!(sling, vec![5, 2, 1]);
        assert_eq!(missile_damage(Weapon::Bow, Third::Medium, &h), Ok(3));
        assert!(missile_damage(Weapon::Gladius, Third::Close, &h).is_err());
    }

    /// Weapons, Sandarticus: a blow does the hand weapon's own damage (spear 3) or the missile's at its third
    /// (sling 5-2-1: 2 at medium); the net does none.
    #[test]
    fn blow_damage_by_weapon() {
        let h = House::default();
        assert_eq!(blow_damage(Weapon::Spear, Third::Long, &h), Ok(3));
        assert_eq!(blow_damage(Weapon::Sling, Third::Medium, &h), Ok(2));
        assert!(blow_damage(Weapon::Net, Third::Close, &h).is_err());
    }

    /// Pilum, house rule: R1, close third only, damage 3.
    #[test]
    fn pilum_house_numbers() {
        let mut h = House::default();
        assert_eq!(missile_damage(Weapon::Pilum, Third::Close, &h), Ok(3));
        let e = missile_damage(Weapon::Pilum, Third::Medium, &h).unwrap_err();
        assert!(e.to_string().contains("close third"));
        h.pilum_close_third_only = false;
        assert_eq!(missile_damage(Weapon::Pilum, Third::Long, &h), Ok(3));
    }

    /// Pilum, Sandarticus: pins shield-bearers for a turn, not North Germans, Greeks or Romans.
    #[test]
    fn pilum_pins_shields() {
        assert_eq!(
            pilum_hit(People::Gaul, true),
            PilumEffect::Pinned { turns: 1 }
        );
        assert_eq!(pilum_hit(People::Gaul, false), PilumEffect::NoEffect);
        for p in [People::NorthGerman, People::Greek, People::Roman] {
            assert_eq!(pilum_hit(p, true), PilumEffect::NoEffect);
        }
    }

    /// Net and trident, Sandarticus: the net stops a foe one turn; the trident traps him for the house's turns.
    #[test]
    fn net_and_trident_hold() {
        let h = House::default();
        assert_eq!(turns_held(Weapon::Net, &h), 1);
        assert_eq!(turns_held(Weapon::Trident, &h), 1);
        assert_eq!(turns_held(Weapon::Gladius, &h), 0);
        let two = House {
            trident_hold_turns: 2,
            ..House::default()
        };
        assert_eq!(turns_held(Weapon::Trident, &two), 2);
        assert_eq!(
            turns_held(Weapon::Net, &two),
            1,
            "the net's turn is the text's"
        );
    }
}
