//! Ready-made armies: two or more for each system, drawn up from the organisations, troop types, leader ratios,
//! formation minimums and army sizes the rule texts give, so a new player can fight at once or start from one
//! and change it. Each passes its own system's roster check; the tests below name the rules that shape it.
//!
//! A ready-made army has a stable id (`ready.<system>.<name>`), which no army the app makes can take: the app's
//! own ids are letters and digits only. A player's copy (`copy`) gets an id of its own that still names the
//! army it came from, so the app can tell a second copy of the same army (`copied_from`).
//!
//! Sizes are the sources' own scale: a sand-pit battle of a few dozen figures a side, Jersey Shore well under
//! its 100 men. Where a text gives no balance rule (Jersey Shore, Roman War Rules, Ancients), the two armies of
//! a quick battle are matched by eye: about as many men, or as many units.

use super::{Army, Forces, fresh_id, fresh_name};
use super::{jersey_shore as js, roman_war as rw, sandarticus as sa};
use crate::ancients::House as AncientsHouse;
use crate::ancients::unit::{Formation as AncientsFormation, Size, Style, Unit, UnitType, Weight};
use crate::jersey_shore::troops::TroopType;
use crate::roman_war::troops::Troop as RomanTroop;
use crate::rule::System;
use crate::sandarticus::formations::Formation;
use crate::sandarticus::{People, Troop};

/// What every ready-made army's id starts with.
pub const ID_PREFIX: &str = "ready.";

/// A ready-made army's id: the prefix, the system's key and a short name.
fn ready_id(system: System, name: &str) -> String {
    format!("{ID_PREFIX}{}.{name}", system.key())
}

/// A ready-made army: its short key (for the id), name, one-line note and troops.
fn army(key: &str, name: &str, notes: &str, forces: Forces) -> Army {
    let mut army = Army::new(String::new(), name, forces);
    army.id = ready_id(army.system(), key);
    army.notes = notes.to_string();
    army
}

/// What a Jersey Shore or Roman War army's units serve under (its side, its nation), which draws up a ready-made
/// army of that banner from its units as the tables below list them: `rw::Nation::Romans.army(key, name, notes,
/// rows)`.
trait Banner: Sized {
    /// A unit as the tables list it.
    type Row;

    /// This banner's forces, its units made from `rows`.
    fn forces(self, rows: &[Self::Row]) -> Forces;

    /// A ready-made army under this banner: its short key (for the id), name, one-line note and units. Always
    /// inlined, so each army builds its forces in place as the two nested calls this replaced did and the armies
    /// page's code stays as it was (a first, called version grew the page by 0.2 KB).
    #[inline(always)]
    fn army(self, key: &str, name: &str, notes: &str, rows: &[Self::Row]) -> Army {
        army(key, name, notes, self.forces(rows))
    }
}

/// A Jersey Shore unit as the tables list it: name, troop, men and officers with them.
impl Banner for js::Side {
    type Row = (&'static str, TroopType, u32, u32);

    fn forces(self, rows: &[Self::Row]) -> Forces {
        Forces::JerseyShore(js::Forces {
            units: rows
                .iter()
                .map(|&(name, troop, men, officers)| js::Unit {
                    name: name.to_string(),
                    ..js::Unit::new(troop, men, officers)
                })
                .collect(),
            ..js::Forces::new(self)
        })
    }
}

/// A Roman War Rules unit as the tables list it: name, troop and figures.
impl Banner for rw::Nation {
    type Row = (&'static str, RomanTroop, u32);

    fn forces(self, rows: &[Self::Row]) -> Forces {
        Forces::RomanWar(rw::Forces {
            units: rows
                .iter()
                .map(|&(name, troop, figures)| rw::Unit {
                    name: name.to_string(),
                    ..rw::Unit::new(troop, figures)
                })
                .collect(),
            ..rw::Forces::new(self)
        })
    }
}

// --- Sandarticus -------------------------------------------------------------------------------------------

/// A Sandarticus unit as the tables below list it: name, troop, men, leaders with it, starting formation.
type SaRow = (&'static str, Troop, u32, u32, Formation);

/// A Sandarticus army: its people's leaders over the units (`forces`, with no units yet), then the units.
fn sa_forces(forces: sa::Forces, rows: &[SaRow]) -> Forces {
    let units = rows
        .iter()
        .map(|&(name, troop, men, leaders, formation)| sa::Unit {
            name: name.to_string(),
            formation,
            ..sa::Unit::new(troop, men, leaders)
        })
        .collect();
    Forces::Sandarticus(sa::Forces { units, ..forces })
}

/// Two centuries of legionnaires with archers and horse: a centurion for each 20 men, and a tribune over
/// each two units (Leaders, Sandarticus).
pub fn roman_legion() -> Army {
    use Formation::{Scattered, ShieldWall, Wedge};
    use Troop::{RomanAuxiliaryArcher as Archer, RomanCavalry, RomanLegionnaire as Legionnaire};
    army(
        "legion",
        "Roman legion",
        "Two centuries of 20 under their centurions, archers and horse, with two tribunes for the four units.",
        sa_forces(
            sa::Forces {
                commanders: 2,
                ..sa::Forces::new(People::Roman)
            },
            &[
                ("First century", Legionnaire, 20, 1, ShieldWall),
                ("Second century", Legionnaire, 20, 1, Wedge),
                ("Auxiliary archers", Archer, 10, 1, Scattered),
                ("Cavalry", RomanCavalry, 6, 1, Scattered),
            ],
        ),
    )
}

/// Three bands of Gauls under their chiefs, a king and a sub-king, a third larger than the legion (Army
/// balance, Sandarticus).
pub fn gaulish_warband() -> Army {
    use Formation::{Scattered, ShieldRing};
    army(
        "warband",
        "Gaulish warband",
        "75 warriors with a chief for every 20 and a king and sub-king, about a third more men than the legion.",
        sa_forces(
            sa::Forces {
                king: true,
                sub_king: true,
                ..sa::Forces::new(People::Gaul)
            },
            &[
                ("The king's band", Troop::Gaul, 25, 2, ShieldRing),
                ("Hill clans", Troop::Gaul, 25, 1, Scattered),
                ("River clans", Troop::Gaul, 25, 1, Scattered),
            ],
        ),
    )
}

/// Gladiators and three bands of freed slaves led by gladiators, under Spartacus and his two chiefs, twice the
/// legion's size (Leaders, gladiator share and Army balance, Sandarticus).
pub fn spartacus_revolt() -> Army {
    use Formation::Scattered;
    use Troop::{Gladiator, RevolutionaryAuxiliary as Band};
    army(
        "revolt",
        "Spartacus's revolt",
        "Bands of 30 led by three gladiators each, gladiators under a quarter of all, about twice the legion.",
        sa_forces(
            sa::Forces {
                spartacus: true,
                main_chiefs: 2,
                ..sa::Forces::new(People::Revolutionary)
            },
            &[
                ("Gladiators", Gladiator, 16, 0, Scattered),
                ("First band", Band, 30, 3, Scattered),
                ("Second band", Band, 30, 3, Scattered),
                ("Third band", Band, 30, 3, Scattered),
            ],
        ),
    )
}

// --- Jersey Shore ------------------------------------------------------------------------------------------

/// Two British companies, a Hessian company with its own officer, dragoons and a gun (Command, Jersey Shore).
pub fn british_regulars() -> Army {
    use TroopType::{Cavalry, Gunner, Hessian, MusketInfantry};
    js::Side::Regulars.army(
        "british",
        "British regulars with Hessians",
        "Companies of 15 with one officer each, Hessians under their own, dragoons and a gun: 60 men in all.",
        &[
            ("Grenadier company", MusketInfantry, 15, 1),
            ("Light company", MusketInfantry, 15, 1),
            ("Hessian company", Hessian, 15, 1),
            ("Dragoons", Cavalry, 6, 1),
            ("Gun crew", Gunner, 4, 1),
        ],
    )
}

/// Three Continental companies, riflemen who need no officer, and a gun (Command, Jersey Shore).
pub fn continentals() -> Army {
    use TroopType::{Gunner, MusketInfantry, Rifleman};
    js::Side::Regulars.army(
        "continentals",
        "Continentals and riflemen",
        "Musket companies with an officer per 15, frontier riflemen fighting without one, and a gun: 62 men.",
        &[
            ("1st company", MusketInfantry, 15, 1),
            ("2nd company", MusketInfantry, 15, 1),
            ("3rd company", MusketInfantry, 12, 1),
            ("Riflemen", Rifleman, 12, 0),
            ("Gun crew", Gunner, 4, 1),
        ],
    )
}

// --- Roman War Rules ---------------------------------------------------------------------------------------

/// The three lines of maniples, each a block of 4 by 4 that may take up the testudo, with velites and
/// equites (Required formations and Testudo, Roman War Rules).
pub fn roman_war_legion() -> Army {
    use RomanTroop::{Hastati, Princeps, RomanEquites, Triarii, Velites};
    rw::Nation::Romans.army(
        "legion",
        "Roman legion in three lines",
        "Hastati, princeps and triarii in blocks of 16, four by four for the testudo, with skirmishers and horse.",
        &[
            ("Hastati", Hastati, 16),
            ("Princeps", Princeps, 16),
            ("Triarii", Triarii, 16),
            ("Velites", Velites, 10),
            ("Equites", RomanEquites, 6),
        ],
    )
}

/// Warriors in bands of 10, the largest group that decides together in melee, with horsemen and two chariots
/// (Required formations and Melee, Roman War Rules).
pub fn gallic_host() -> Army {
    use RomanTroop::{GallicArmouredCavalry, GallicCavalry, GallicChariot, GallicWarriors};
    rw::Nation::Gauls.army(
        "gauls",
        "Gallic war host",
        "Warriors in bands of ten fighting man to man, light and noble horse and two chariots: 64 like the legion.",
        &[
            ("Warriors I", GallicWarriors, 10),
            ("Warriors II", GallicWarriors, 10),
            ("Warriors III", GallicWarriors, 10),
            ("Warriors IV", GallicWarriors, 10),
            ("Warriors V", GallicWarriors, 10),
            ("Horsemen", GallicCavalry, 8),
            ("Noble horsemen", GallicArmouredCavalry, 4),
            ("Chariots", GallicChariot, 2),
        ],
    )
}

// --- Ancients ----------------------------------------------------------------------------------------------

/// An Ancients unit profile as the tables below list it: name, size, skill, weight, type, formation, style.
type AncientsRow = (
    &'static str,
    Size,
    u8,
    Weight,
    UnitType,
    AncientsFormation,
    Style,
);

/// An Ancients army from its profiles, each with the house's suggested leadership for its skill (the posts
/// give none).
fn ancients_forces(rows: &[AncientsRow]) -> Forces {
    let house = AncientsHouse::default();
    let units = rows
        .iter()
        .map(|&(name, size, skill, weight, kind, formation, style)| {
            Unit::new(size, skill, weight, kind, formation, &house)
                .named(name)
                .with_style(style)
        })
        .collect();
    Forces::Ancients(super::ancients::Forces { units })
}

/// Heavy formed hoplites that fight best standing, with light skirmishers and a few horse (Basic Combat
/// Mechanic, Ancients).
pub fn greek_hoplites() -> Army {
    use AncientsFormation::{Formed, Skirmish};
    use Size::{Huge, Large, Small};
    use Style::{Defensive, Ordinary, Shock};
    use UnitType::{Cavalry, Infantry};
    use Weight::{Heavy, Light, Medium};
    army(
        "greeks",
        "Greek hoplites",
        "Few but heavy: elite Spartans and a huge allied phalanx that hold their ground, with peltasts and horse.",
        ancients_forces(&[
            ("Spartans", Large, 4, Heavy, Infantry, Formed, Defensive),
            (
                "Allied hoplites",
                Huge,
                2,
                Heavy,
                Infantry,
                Formed,
                Defensive,
            ),
            ("Peltasts", Small, 2, Light, Infantry, Skirmish, Ordinary),
            ("Thessalian horse", Small, 3, Medium, Cavalry, Formed, Shock),
        ]),
    )
}

/// Many lighter units, archers and horse, against the hoplites' few heavy ones (Basic Combat Mechanic and
/// Shooting, Ancients).
pub fn persian_host() -> Army {
    use AncientsFormation::{Formed, Skirmish};
    use Size::{Huge, Large, Small};
    use Style::{Ordinary, Shock};
    use UnitType::{Cavalry, Infantry};
    use Weight::{Light, Medium};
    army(
        "persians",
        "Persian host",
        "Many light units that shoot before they close: archers behind wicker shields, levies, Immortals and horse.",
        ancients_forces(&[
            (
                "Immortals",
                Size::Medium,
                3,
                Medium,
                Infantry,
                Formed,
                Ordinary,
            ),
            (
                "Shield-wall archers",
                Huge,
                2,
                Light,
                Infantry,
                Formed,
                Ordinary,
            ),
            (
                "Levy archers",
                Large,
                1,
                Light,
                Infantry,
                Skirmish,
                Ordinary,
            ),
            (
                "Persian horse",
                Size::Medium,
                2,
                Medium,
                Cavalry,
                Formed,
                Shock,
            ),
            (
                "Saka horse archers",
                Small,
                2,
                Light,
                Cavalry,
                Skirmish,
                Ordinary,
            ),
        ]),
    )
}

// --- The catalogue -----------------------------------------------------------------------------------------

/// Every ready-made army, system by system in the app's order, the quick battle's pair first in each.
pub fn all() -> Vec<Army> {
    vec![
        roman_legion(),
        gaulish_warband(),
        spartacus_revolt(),
        british_regulars(),
        continentals(),
        roman_war_legion(),
        gallic_host(),
        greek_hoplites(),
        persian_host(),
    ]
}

/// The ready-made armies of one system.
pub fn of_system(system: System) -> Vec<Army> {
    all().into_iter().filter(|a| a.system() == system).collect()
}

/// The ready-made army with this id, so a battle set up from one can name it without copying it.
pub fn by_id(id: &str) -> Option<Army> {
    all().into_iter().find(|a| a.id == id)
}

/// The two ready-made armies that face each other in a quick battle of `system`: side A, then side B.
pub fn quick_battle(system: System) -> (Army, Army) {
    match system {
        System::Sandarticus => (roman_legion(), gaulish_warband()),
        System::JerseyShore => (british_regulars(), continentals()),
        System::RomanWar => (roman_war_legion(), gallic_host()),
        System::Ancients => (greek_hoplites(), persian_host()),
    }
}

/// A player's own copy of a ready-made army, to keep and change: the name the player gave it (the army's own
/// if left blank, numbered if an army in `existing` already goes by it) and an id no army in `existing` holds. `token` is the app's fresh id (letters and digits);
/// the copy's id is `token` followed by the ready-made army's id, so `copied_from` can name its origin.
pub fn copy(ready: &Army, name: &str, token: &str, existing: &[Army]) -> Army {
    let name = match name.trim() {
        "" => fresh_name(existing, &ready.name),
        n => n.to_string(),
    };
    Army {
        id: fresh_id(existing, &format!("{token}.{}", ready.id)),
        name,
        ..ready.clone()
    }
}

/// The id of the ready-made army an army was copied from, if it is such a copy (whatever it has become since).
pub fn copied_from(army: &Army) -> Option<String> {
    let at = army.id.find(&format!(".{ID_PREFIX}"))?;
    let rest = &army.id[at + 1..];
    all().into_iter().map(|r| r.id).find(|id| {
        rest == id
            || rest
                .strip_prefix(id.as_str())
                .and_then(|s| s.strip_prefix('-'))
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

#[cfg(test)]
mod tests;
