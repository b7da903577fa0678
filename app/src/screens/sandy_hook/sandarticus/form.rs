//! Everything typed on the Sandarticus page, as one plain nested struct: a struct per tab, the melee's two sides
//! as an array drawn by one component. It is saved as it changes (`sandtable.sandarticus.form`).

use rules::procedure::Draw;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::troops::Troop;
use rules::sandarticus::weapons::Weapon;
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::shooting::Cover;
use rules::saved::json::Json;

use super::super::legacy::Moved;
use super::super::sides::{GROUPS, front};
use crate::{choice_value, record};

crate::tab_form! {
    /// Everything typed on the page, a record per tab, the second for the engines.
    pub struct SaForm saved as "sandtable.sandarticus.form", artillery engines: Engines
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

crate::record! {
    /// Who shoots at whom.
    pub struct Shoot {
        pub shooters: u32 = 10,
        pub weapon: Weapon = Weapon::Bow,
        pub target: Troop = Troop::Gaul,
        pub target_men: u32 = 12,
        pub third: Third = Third::Close,
        pub cover: Cover = Cover::Open,
        pub firer_moved: bool = false,
        pub target_moved: bool = true,
        /// Shot in the back.
        pub rear: bool = false,
        /// The target stands in a formation facing the shooters.
        pub formed: bool = false,
        /// The dice rolled for these inputs; emptied when they change.
        pub faces: Vec<u8> = Vec::new(),
        /// The saved units the shooters and the target were filled from ("" when typed in).
        pub shooters_from: String = String::new(),
        pub target_from: String = String::new(),
    }
}

crate::record! {
    /// An onager's cup or a ballista's bolt.
    pub struct Engines {
        pub kind: EngineKind = EngineKind::Cup,
        pub engine: Weapon = Weapon::Onager,
        /// The troops shot at, for their armour.
        pub troop: Troop = Troop::Gaul,
        /// Men under the cup on target, short, over, left and right.
        pub spots: [u32; 5] = [6, 2, 2, 1, 1],
        pub under_wall: bool = false,
        pub bolt_third: Third = Third::Close,
        /// Men the ballista's string touches.
        pub bolt_men: u32 = 3,
        pub bolt_cover: Cover = Cover::Open,
        pub bolt_still: bool = false,
        pub faces: Vec<u8> = Vec::new(),
    }
}

crate::record! {
    /// Men of one troop type on a side of a melee.
    pub struct Group {
        pub troop: Troop = Troop::Gladiator,
        pub men: u32 = 4,
        /// The saved unit they were filled from ("" when typed in).
        pub from: String = String::new(),
    }
}

crate::record! {
    /// One side of a melee: its troop groups, front first (the first `count` of `groups` fight), and how it
    /// stands.
    pub struct Side {
        pub groups: [Group; GROUPS] = front(Group { troop: Troop::RomanLegionnaire, men: 12, ..Group::default() }),
        pub count: u32 = 1,
        pub formation: Formation = Formation::Scattered,
        pub spears: u32 = 0,
        pub leader: bool = true,
        pub engaged: bool = false,
        pub teeth: bool = false,
    }
}

crate::record! {
    /// Attackers (0) and defenders (1).
    pub struct Melee {
        pub sides: [Side; 2] = [
            Side::default(),
            Side { groups: front(Group { troop: Troop::Gaul, men: 15, ..Group::default() }), ..Side::default() },
        ],
    }
}

crate::record! {
    /// A fallen leader and what is around him; `taps` are the coins and dice played so far.
    pub struct Leaders {
        pub fallen: Fallen = Fallen::RomanGreek,
        pub friend_r3: bool = true,
        pub fighting_on_table: bool = true,
        pub friend_on_table: bool = true,
        pub sub_king_alive: bool = true,
        pub chiefs_r3: u32 = 2,
        pub chiefs_alive: u32 = 2,
        pub beside: bool = false,
        pub taps: Vec<Option<Draw>> = Vec::new(),
    }
}

crate::record! {
    /// A unit's move.
    pub struct Movement {
        pub troop: Troop = Troop::RomanLegionnaire,
        pub formation: Formation = Formation::Scattered,
        pub running: bool = false,
        pub slope: u32 = 0,
        pub downhill: bool = false,
        pub scale: CordScale = CordScale::Single,
    }
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
