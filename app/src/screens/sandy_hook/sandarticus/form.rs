//! Everything typed on the Sandarticus page, as one plain nested struct: a struct per tab, the melee's two sides
//! as an array drawn by one component. It is saved as it changes (`sandtable.sandarticus.form`).

use leptos::prelude::RwSignal;
use rules::procedure::Draw;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::troops::Troop;
use rules::sandarticus::weapons::Weapon;
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::shooting::Cover;
use rules::saved::json::Json;

use super::super::legacy::Moved;
use super::super::sides::{GROUPS, fighting, front};
use super::super::tabs::Tab;
use crate::components::bind::Field;
use crate::{choice_value, field, record};

pub const FORM_KEY: &str = "sandtable.sandarticus.form";

/// The tab chosen, for the page's tab bar.
pub fn tab_field(form: RwSignal<SaForm>) -> Field<SaForm, Tab> {
    field!(form => tab)
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct SaForm {
    pub tab: Tab,
    pub shoot: Shoot,
    pub engines: Engines,
    pub melee: Melee,
    pub leaders: Leaders,
    pub movement: Movement,
}

/// Who shoots at whom.
#[derive(Debug, Clone, PartialEq)]
pub struct Shoot {
    pub shooters: u32,
    pub weapon: Weapon,
    pub target: Troop,
    pub target_men: u32,
    pub third: Third,
    pub cover: Cover,
    pub firer_moved: bool,
    pub target_moved: bool,
    /// Shot in the back.
    pub rear: bool,
    /// The target stands in a formation facing the shooters.
    pub formed: bool,
    /// The dice rolled for these inputs; emptied when they change.
    pub faces: Vec<u8>,
    /// The saved units the shooters and the target were filled from ("" when typed in).
    pub shooters_from: String,
    pub target_from: String,
}

impl Default for Shoot {
    fn default() -> Self {
        Shoot {
            shooters: 10,
            weapon: Weapon::Bow,
            target: Troop::Gaul,
            target_men: 12,
            third: Third::Close,
            cover: Cover::Open,
            firer_moved: false,
            target_moved: true,
            rear: false,
            formed: false,
            faces: Vec::new(),
            shooters_from: String::new(),
            target_from: String::new(),
        }
    }
}

crate::choices! {
    /// The engines' two ways of shooting. The variants keep the names the single Sandy Hook page saved.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum EngineKind {
        /// An onager's stone, by the cup rule.
        #[default]
        Cup => "Onager cup",
        /// A ballista's bolt along the string.
        Ballista => "Ballista",
    }
}

/// An onager's cup or a ballista's bolt.
#[derive(Debug, Clone, PartialEq)]
pub struct Engines {
    pub kind: EngineKind,
    pub engine: Weapon,
    /// The troops shot at, for their armour.
    pub troop: Troop,
    /// Men under the cup on target, short, over, left and right.
    pub spots: [u32; 5],
    pub under_wall: bool,
    pub bolt_third: Third,
    /// Men the ballista's string touches.
    pub bolt_men: u32,
    pub bolt_cover: Cover,
    pub bolt_still: bool,
    pub faces: Vec<u8>,
}

impl Default for Engines {
    fn default() -> Self {
        Engines {
            kind: EngineKind::Cup,
            engine: Weapon::Onager,
            troop: Troop::Gaul,
            spots: [6, 2, 2, 1, 1],
            under_wall: false,
            bolt_third: Third::Close,
            bolt_men: 3,
            bolt_cover: Cover::Open,
            bolt_still: false,
            faces: Vec::new(),
        }
    }
}

/// Men of one troop type on a side of a melee.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub troop: Troop,
    pub men: u32,
    /// The saved unit they were filled from ("" when typed in).
    pub from: String,
}

impl Default for Group {
    fn default() -> Self {
        Group {
            troop: Troop::Gladiator,
            men: 4,
            from: String::new(),
        }
    }
}

/// One side of a melee: its troop groups, front first (the first `count` of `groups` fight), and how it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Side {
    pub groups: [Group; GROUPS],
    pub count: u32,
    pub formation: Formation,
    pub spears: u32,
    pub leader: bool,
    pub engaged: bool,
    pub teeth: bool,
}

impl Side {
    /// `men` of `troop` alone, scattered and led.
    fn of(troop: Troop, men: u32) -> Side {
        let first = Group {
            troop,
            men,
            ..Group::default()
        };
        Side {
            groups: front(first),
            count: 1,
            formation: Formation::Scattered,
            spears: 0,
            leader: true,
            engaged: false,
            teeth: false,
        }
    }

    /// The groups in the fight.
    pub fn fighting(&self) -> &[Group] {
        fighting(&self.groups, self.count)
    }
}

impl Default for Side {
    fn default() -> Self {
        Side::of(Troop::RomanLegionnaire, 12)
    }
}

/// Attackers (0) and defenders (1).
#[derive(Debug, Clone, PartialEq)]
pub struct Melee {
    pub sides: [Side; 2],
}

impl Default for Melee {
    fn default() -> Self {
        Melee {
            sides: [
                Side::of(Troop::RomanLegionnaire, 12),
                Side::of(Troop::Gaul, 15),
            ],
        }
    }
}

crate::choices! {
    /// Whose fall the leaders tab walks through. The variants keep the names the single Sandy Hook page saved.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum Fallen {
        #[default]
        RomanGreek => "Roman or Greek unit leader",
        NorthGerman => "North German war chief",
        GaulKing => "Gaulish king",
        GaulSubKing => "Gaulish sub-king",
        GaulUnit => "Gaulish unit leader",
        Spartacus => "Spartacus",
        Gladiator => "Gladiator leading revolutionaries",
    }
}

/// A fallen leader and what is around him; `taps` are the coins and dice played so far.
#[derive(Debug, Clone, PartialEq)]
pub struct Leaders {
    pub fallen: Fallen,
    pub friend_r3: bool,
    pub fighting_on_table: bool,
    pub friend_on_table: bool,
    pub sub_king_alive: bool,
    pub chiefs_r3: u32,
    pub chiefs_alive: u32,
    pub beside: bool,
    pub taps: Vec<Option<Draw>>,
}

impl Default for Leaders {
    fn default() -> Self {
        Leaders {
            fallen: Fallen::RomanGreek,
            friend_r3: true,
            fighting_on_table: true,
            friend_on_table: true,
            sub_king_alive: true,
            chiefs_r3: 2,
            chiefs_alive: 2,
            beside: false,
            taps: Vec::new(),
        }
    }
}

/// A unit's move.
#[derive(Debug, Clone, PartialEq)]
pub struct Movement {
    pub troop: Troop,
    pub formation: Formation,
    pub running: bool,
    pub slope: u32,
    pub downhill: bool,
    pub scale: CordScale,
}

impl Default for Movement {
    fn default() -> Self {
        Movement {
            troop: Troop::RomanLegionnaire,
            formation: Formation::Scattered,
            running: false,
            slope: 0,
            downhill: false,
            scale: CordScale::Single,
        }
    }
}

/// The Sandarticus fields of the single Sandy Hook page's form (`legacy::OLD_KEY`), in the new shape.
pub fn migrate(old: &Json) -> SaForm {
    let mut f = Moved::new::<SaForm>(old);
    f.fields("", "", "tab");
    f.fields(
        "shoot",
        "",
        "shooters sa_weapon>weapon target_troop>target target_men third cover firer_moved \
        target_moved rear formed shooter_from>shooters_from target_from",
    );
    f.fields(
        "engines",
        "",
        "art>kind sa_engine>engine art_troop>troop spots under_wall bolt_third bolt_men \
        bolt_cover bolt_still",
    );
    for (path, p) in [("melee.sides.0", "a"), ("melee.sides.1", "b")] {
        f.fields(
            path,
            &format!("{p}_"),
            "troop>groups.0.troop men>groups.0.men from>groups.0.from \
            form>formation spears leader engaged teeth",
        );
        f.more_groups(path, &format!("{p}_more"));
    }
    f.fields(
        "leaders",
        "",
        "sa_proc>fallen friend_r3 fighting_on_table friend_on_table sub_king_alive \
        chiefs_r3 chiefs_alive beside",
    );
    f.fields(
        "movement",
        "",
        "mv_troop>troop mv_form>formation running slope downhill scale",
    );
    f.read()
}

choice_value!(EngineKind, Fallen, Troop, Formation, Weapon);
record!(SaForm {
    tab,
    shoot,
    engines,
    melee,
    leaders,
    movement
});
record!(Shoot {
    shooters,
    weapon,
    target,
    target_men,
    third,
    cover,
    firer_moved,
    target_moved,
    rear,
    formed,
    faces,
    shooters_from,
    target_from
});
record!(Engines {
    kind,
    engine,
    troop,
    spots,
    under_wall,
    bolt_third,
    bolt_men,
    bolt_cover,
    bolt_still,
    faces
});
record!(Group { troop, men, from });
record!(Side {
    groups,
    count,
    formation,
    spears,
    leader,
    engaged,
    teeth
});
record!(Melee { sides });
record!(Leaders {
    fallen,
    friend_r3,
    fighting_on_table,
    friend_on_table,
    sub_king_alive,
    chiefs_r3,
    chiefs_alive,
    beside,
    taps
});
record!(Movement {
    troop,
    formation,
    running,
    slope,
    downhill,
    scale
});
