//! Troop types, their armour class and the formation each must keep.
//!
//! The seed names the troops and their formations but never says who is armoured, though every missile and melee
//! number depends on it; the armour lists come from the public hat72 copy (rules-gaps, seed 2 (c)), and troops
//! neither names are classed by a house rule.

use serde::{Deserialize, Serialize};

use super::{House, UnlistedArmour};

/// Armour class: missiles and melee hit the two classes on different numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Armour {
    Unarmoured,
    Armoured,
}

impl Armour {
    pub fn name(self) -> &'static str {
        match self {
            Armour::Unarmoured => "unarmoured",
            Armour::Armoured => "armoured",
        }
    }
}

/// How a troop type gets about: sets its move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arm {
    Foot,
    Cavalry,
    RomanChariot,
    GallicChariot,
}

crate::json::field::named_enum! {
/// Every troop type the rules name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Troop {
    RomanEquites,
    Triarii,
    Princeps,
    Hastati,
    Velites,
    RomanArchers,
    RomanChariot,
    Artillery,
    GallicWarriors,
    /// The few Gallic horsemen the armour list calls armoured.
    GallicArmouredCavalry,
    GallicCavalry,
    GallicChariot,
    LibyPhoenicians,
    LightAfricans,
    Numidians,
    SpanishScutari,
    SpanishCaetrati,
    ItalianAllies,
    GreekHoplites,
    Macedonians,
    BalearicSlingers,
    /// Archers other than Roman ones.
    Archers,
    /// Libyan javelinmen, Celt-Iberians and Lusitanians.
    CarthaginianAllies,
}
}

impl Troop {
    pub const ALL: [Troop; 23] = [
        Troop::RomanEquites,
        Troop::Triarii,
        Troop::Princeps,
        Troop::Hastati,
        Troop::Velites,
        Troop::RomanArchers,
        Troop::RomanChariot,
        Troop::Artillery,
        Troop::GallicWarriors,
        Troop::GallicArmouredCavalry,
        Troop::GallicCavalry,
        Troop::GallicChariot,
        Troop::LibyPhoenicians,
        Troop::LightAfricans,
        Troop::Numidians,
        Troop::SpanishScutari,
        Troop::SpanishCaetrati,
        Troop::ItalianAllies,
        Troop::GreekHoplites,
        Troop::Macedonians,
        Troop::BalearicSlingers,
        Troop::Archers,
        Troop::CarthaginianAllies,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Troop::RomanEquites => "Roman equites",
            Troop::Triarii => "Triarii",
            Troop::Princeps => "Princeps",
            Troop::Hastati => "Hastati",
            Troop::Velites => "Velites",
            Troop::RomanArchers => "Roman archers",
            Troop::RomanChariot => "Roman chariot",
            Troop::Artillery => "Artillery crew",
            Troop::GallicWarriors => "Gallic warriors",
            Troop::GallicArmouredCavalry => "Armoured Gallic cavalry",
            Troop::GallicCavalry => "Gallic cavalry",
            Troop::GallicChariot => "Gallic chariot",
            Troop::LibyPhoenicians => "Liby-Phoenicians",
            Troop::LightAfricans => "Light African infantry",
            Troop::Numidians => "Numidians",
            Troop::SpanishScutari => "Spanish scutari",
            Troop::SpanishCaetrati => "Spanish caetrati",
            Troop::ItalianAllies => "Italian allies",
            Troop::GreekHoplites => "Greek hoplites",
            Troop::Macedonians => "Macedonians",
            Troop::BalearicSlingers => "Balearic slingers",
            Troop::Archers => "Archers",
            Troop::CarthaginianAllies => "Carthaginian allies",
        }
    }

    /// How the troop moves.
    pub fn arm(self) -> Arm {
        match self {
            Troop::RomanEquites
            | Troop::GallicArmouredCavalry
            | Troop::GallicCavalry
            | Troop::Numidians => Arm::Cavalry,
            Troop::RomanChariot => Arm::RomanChariot,
            Troop::GallicChariot => Arm::GallicChariot,
            _ => Arm::Foot,
        }
    }

    /// Heavy infantry, as the seed's formation list describes them; feeds the house rule for unlisted troops.
    pub fn is_heavy(self) -> bool {
        matches!(
            self,
            Troop::Triarii
                | Troop::Princeps
                | Troop::SpanishScutari
                | Troop::LibyPhoenicians
                | Troop::GreekHoplites
                | Troop::Macedonians
        )
    }

    /// The troops that may form a testudo.
    pub fn can_testudo(self) -> bool {
        matches!(self, Troop::Hastati | Troop::Princeps | Troop::Triarii)
    }
}

/// Armour lists, Roman War Rules (public copy): the troops it names, under their class.
pub const ARMOUR_LIST: [(Armour, &[Troop]); 2] = [
    (
        Armour::Armoured,
        &[
            Troop::RomanEquites,
            Troop::Triarii,
            Troop::Princeps,
            Troop::RomanArchers,
            Troop::RomanChariot,
            Troop::GallicChariot,
            Troop::Artillery,
            Troop::GallicArmouredCavalry,
            Troop::LibyPhoenicians,
        ],
    ),
    (
        Armour::Unarmoured,
        &[
            Troop::Hastati,
            Troop::Velites,
            Troop::GallicWarriors,
            Troop::GallicCavalry,
            Troop::LightAfricans,
            Troop::SpanishScutari,
            Troop::SpanishCaetrati,
            // Libyans, Celt-Iberians and Lusitanians fall under "other Africans" and "all Spanish".
            Troop::CarthaginianAllies,
        ],
    ),
];

/// A formation the rules require a troop type to keep until the enemy breaks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Formation {
    /// Lines of maniples that rotate in and out of the fight.
    ManipleLines,
    Phalanx,
    /// No formation: every man fights on his own.
    Individuals,
    /// Any place and any formation.
    Unrestricted,
}

impl Formation {
    pub fn describe(self) -> &'static str {
        match self {
            Formation::ManipleLines => "lines of maniples, taking turns at the front",
            Formation::Phalanx => "a phalanx",
            Formation::Individuals => "no formation: each man on his own",
            Formation::Unrestricted => "any formation, anywhere",
        }
    }
}

/// Required formations, Roman War Rules: who must keep which formation unless the enemy breaks it.
pub const REQUIRED_FORMATIONS: [(Formation, &[Troop]); 4] = [
    (
        Formation::Individuals,
        &[
            Troop::GallicWarriors,
            Troop::GallicArmouredCavalry,
            Troop::GallicCavalry,
            Troop::GallicChariot,
        ],
    ),
    (
        Formation::ManipleLines,
        &[
            Troop::Hastati,
            Troop::Princeps,
            Troop::Triarii,
            Troop::SpanishScutari,
            Troop::ItalianAllies,
        ],
    ),
    (
        Formation::Phalanx,
        &[
            Troop::LibyPhoenicians,
            Troop::LightAfricans,
            Troop::GreekHoplites,
            Troop::Macedonians,
        ],
    ),
    (
        Formation::Unrestricted,
        &[
            Troop::Velites,
            Troop::Numidians,
            Troop::SpanishCaetrati,
            Troop::BalearicSlingers,
            Troop::Archers,
            Troop::Artillery,
            Troop::CarthaginianAllies,
        ],
    ),
];

/// The class a list of troops by class gives `troop`, if the list names it.
fn class_in<C: Copy>(list: &[(C, &[Troop])], troop: Troop) -> Option<C> {
    list.iter()
        .find(|(_, troops)| troops.contains(&troop))
        .map(|&(class, _)| class)
}

/// Where a troop's armour class comes from, so the app can label house choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArmourSource {
    /// Named in the armour list.
    Listed,
    /// Decided by a house rule.
    House,
}

/// Armour class of a troop type. Armour lists, Roman War Rules (public copy), with the house rule for troops it
/// leaves out and the house switch for the Scutari conflict.
pub fn armour_of(troop: Troop, house: &House) -> (Armour, ArmourSource) {
    if troop == Troop::SpanishScutari && house.scutari_armoured {
        return (Armour::Armoured, ArmourSource::House);
    }
    if let Some(a) = class_in(&ARMOUR_LIST, troop) {
        return (a, ArmourSource::Listed);
    }
    let phalanx = required_formation(troop) == Some(Formation::Phalanx);
    let armoured = match house.unlisted_armour {
        UnlistedArmour::HeavyOrPhalanxArmoured => troop.is_heavy() || phalanx,
        UnlistedArmour::AllUnarmoured => false,
    };
    let a = if armoured {
        Armour::Armoured
    } else {
        Armour::Unarmoured
    };
    (a, ArmourSource::House)
}

/// Required formations, Roman War Rules: the formation a troop type must keep, if the list names it.
pub fn required_formation(troop: Troop) -> Option<Formation> {
    class_in(&REQUIRED_FORMATIONS, troop)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(t: Troop) -> Option<Armour> {
        class_in(&ARMOUR_LIST, t)
    }

    /// Armour lists (public copy): equites, triarii, princeps, Roman archers, chariots, artillery, some Gallic
    /// cavalry and Liby-Phoenicians are armoured; hastati, velites, other Gauls, other Africans, all Spanish not.
    #[test]
    fn armour_lists_match_the_source() {
        use Troop::*;
        for t in [
            RomanEquites,
            Triarii,
            Princeps,
            RomanArchers,
            RomanChariot,
            GallicChariot,
            Artillery,
            GallicArmouredCavalry,
            LibyPhoenicians,
        ] {
            assert_eq!(listed(t), Some(Armour::Armoured), "{t:?}");
        }
        for t in [
            Hastati,
            Velites,
            GallicWarriors,
            GallicCavalry,
            LightAfricans,
            SpanishScutari,
            SpanishCaetrati,
        ] {
            assert_eq!(listed(t), Some(Armour::Unarmoured), "{t:?}");
        }
        for t in [
            ItalianAllies,
            Numidians,
            GreekHoplites,
            Macedonians,
            BalearicSlingers,
        ] {
            assert_eq!(listed(t), None, "{t:?} is not in the list");
        }
    }

    /// House rule: unlisted heavy or phalanx troops are armoured, the rest unarmoured.
    #[test]
    fn unlisted_troops_follow_the_house_rule() {
        let h = House::default();
        assert_eq!(
            armour_of(Troop::Macedonians, &h),
            (Armour::Armoured, ArmourSource::House)
        );
        assert_eq!(armour_of(Troop::GreekHoplites, &h).0, Armour::Armoured);
        assert_eq!(armour_of(Troop::Numidians, &h).0, Armour::Unarmoured);
        assert_eq!(armour_of(Troop::BalearicSlingers, &h).0, Armour::Unarmoured);
        assert_eq!(armour_of(Troop::ItalianAllies, &h).0, Armour::Unarmoured);
        let all_light = House {
            unlisted_armour: UnlistedArmour::AllUnarmoured,
            ..House::default()
        };
        assert_eq!(
            armour_of(Troop::Macedonians, &all_light).0,
            Armour::Unarmoured
        );
        assert_eq!(
            armour_of(Troop::SpanishScutari, &h),
            (Armour::Unarmoured, ArmourSource::Listed)
        );
        let heavy_scutari = House {
            scutari_armoured: true,
            ..House::default()
        };
        assert_eq!(
            armour_of(Troop::SpanishScutari, &heavy_scutari).0,
            Armour::Armoured
        );
    }

    /// Required formations, Roman War Rules: Gauls individuals; Roman lines, Scutari and Italians in maniples;
    /// Liby-Phoenicians, light Africans, hoplites and Macedonians in phalanx; skirmishers and artillery free.
    #[test]
    fn required_formations_match_the_source() {
        use Formation::*;
        use Troop::*;
        let expect = [
            (GallicWarriors, Individuals),
            (Hastati, ManipleLines),
            (Princeps, ManipleLines),
            (Triarii, ManipleLines),
            (SpanishScutari, ManipleLines),
            (ItalianAllies, ManipleLines),
            (LibyPhoenicians, Phalanx),
            (LightAfricans, Phalanx),
            (GreekHoplites, Phalanx),
            (Macedonians, Phalanx),
            (Velites, Unrestricted),
            (Numidians, Unrestricted),
            (SpanishCaetrati, Unrestricted),
            (BalearicSlingers, Unrestricted),
            (Archers, Unrestricted),
            (Artillery, Unrestricted),
            (CarthaginianAllies, Unrestricted),
        ];
        for (t, f) in expect {
            assert_eq!(required_formation(t), Some(f), "{t:?}");
        }
        assert_eq!(required_formation(RomanEquites), None);
    }

    /// Moving, Roman War Rules: unarmoured men move 10 in, armoured men 9, cavalry 20. Hastati are unarmoured and
    /// triarii armoured in the list, so they move 10 and 9; Roman equites (armoured horse) 20.
    #[test]
    fn moves_follow_the_armour_list() {
        use super::super::movement::{Mover, base_move};
        let h = House::default();
        let m = |t: Troop| base_move(Mover::of(t, &h), &h).unwrap();
        assert_eq!(m(Troop::Hastati), 10.0);
        assert_eq!(m(Troop::Triarii), 9.0);
        assert_eq!(m(Troop::RomanEquites), 20.0);
    }

    #[test]
    fn every_troop_is_classed() {
        let h = House::default();
        for t in Troop::ALL {
            let _ = armour_of(t, &h);
            assert!(!t.name().is_empty());
        }
        assert!(Troop::Hastati.can_testudo() && !Troop::Velites.can_testudo());
    }
}
