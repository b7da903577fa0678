//! Everything typed on the Jersey Shore page, as one plain nested struct: a struct per tab, the fight's two sides
//! as an array drawn by one component. It is saved as it changes (`sandtable.jersey-shore.form`).

use rules::jersey_shore::command::RallyingOfficer;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::sandy_hook::artillery::GunKind;
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::guns::Gun;
use rules::sandy_hook::shooting::Cover;
use rules::saved::json::Json;

use super::super::legacy::Moved;
use super::super::sides::{GROUPS, front};
use crate::{choice_value, record};

crate::tab_form! {
    /// Everything typed on the page, a record per tab, the second for the guns.
    pub struct JsForm saved as "sandtable.jersey-shore.form", artillery guns: Guns
}

/// The Jersey Shore fields of the single Sandy Hook page's form (`legacy::OLD_KEY`), in the new shape.
pub fn migrate(old: &Json) -> JsForm {
    let mut f = Moved::new::<JsForm>(old);
    f.fields("", "", "tab");
    f.fields(
        "shoot",
        "",
        "shooters js_weapon>weapon target_men third cover shot_before target_fighting \
        shooter_from>shooters_from target_from",
    );
    f.fields(
        "guns",
        "",
        "art>helper js_gun>gun spots under_wall mortar_inches grape_gun grape_attacking \
        grape_close grape_men gun>state tow_tenths",
    );
    for (path, p) in [("melee.sides.0", "ja"), ("melee.sides.1", "jb")] {
        f.fields(
            path,
            &format!("{p}_"),
            "troop>groups.0.troop men>groups.0.men weapon>groups.0.weapon \
            from>groups.0.from engaged",
        );
        f.more_groups(path, &format!("{p}_more"));
    }
    f.fields(
        "leaders",
        "",
        "js_lead>helper cmd_troop>troop cmd_men>men cmd_start>men_at_start \
        cmd_officers>officers cmd_retreating>retreating rally_officer>officer",
    );
    f.fields(
        "movement",
        "",
        "mv_js_troop>troop running slope downhill scale",
    );
    f.read()
}

crate::choices! {
    /// What a unit shoots with: a firearm or bow of the weapon table, or thrown weapons. The variants keep the
    /// names the single Sandy Hook page saved.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum JsWeapon {
        #[default]
        Musket => "Musket",
        Rifle => "Rifle",
        Pistol => "Pistol",
        Bow => "Bow",
        Thrown => "Thrown",
    }
}

crate::choices! {
    /// The gun helpers. The variants keep the names the single Sandy Hook page saved.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum GunHelper {
        #[default]
        Cup => "Cup",
        Grapeshot => "Grapeshot",
        Gun => "Gun state",
    }
}

crate::choices! {
    /// The leadership helpers. The variants keep the names the single Sandy Hook page saved.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum LeadHelper {
        #[default]
        Command => "Officers",
        Rally => "Hessian rally",
    }
}

crate::record! {
    /// Who shoots at whom.
    pub struct Shoot {
        pub shooters: u32 = 10,
        pub weapon: JsWeapon = JsWeapon::Musket,
        pub target_men: u32 = 12,
        pub third: Third = Third::Close,
        pub cover: Cover = Cover::Open,
        /// Shot at before, and neither side has moved since.
        pub shot_before: bool = false,
        /// Men behind a wall who are shooting or serving a gun (others cannot be shot).
        pub target_fighting: bool = true,
        /// The dice rolled for these inputs; emptied when they change.
        pub faces: Vec<u8> = Vec::new(),
        pub shooters_from: String = String::new(),
        pub target_from: String = String::new(),
    }
}

crate::record! {
    /// The guns: the cup rule, grapeshot, and a gun's handling through the turn.
    pub struct Guns {
        pub helper: GunHelper = GunHelper::Cup,
        pub gun: GunKind = GunKind::Cannon,
        /// Men under the cup on target, short, over, left and right.
        pub spots: [u32; 5] = [6, 2, 2, 1, 1],
        pub under_wall: bool = false,
        pub mortar_inches: u32 = 30,
        pub grape_gun: GunKind = GunKind::Cannon,
        pub grape_attacking: bool = true,
        pub grape_close: bool = true,
        pub grape_men: u32 = 14,
        pub state: Gun = Gun::in_position(),
        pub tow_tenths: u32 = 5,
        pub faces: Vec<u8> = Vec::new(),
    }
}

crate::record! {
    /// Men of one troop type on a side of a fight.
    pub struct Group {
        pub troop: TroopType = TroopType::Officer,
        pub men: u32 = 1,
        /// The hand-to-hand weapon where the troop type has a choice; `None` takes the usual one.
        pub weapon: Option<MeleeWeapon> = None,
        pub from: String = String::new(),
    }
}

crate::record! {
    /// One side of a fight: its troop groups, front first (the first `count` of `groups` fight).
    pub struct Side {
        pub groups: [Group; GROUPS] = front(Group { troop: TroopType::MusketInfantry, men: 10, ..Group::default() }),
        pub count: u32 = 1,
        pub engaged: bool = false,
        /// This side charged into the fight: it counts only under the house rule that gives the long-weapon bonus
        /// to attackers alone. A fresh form has the attackers charging; a form saved
        /// before the switch existed reads with neither side charging, as the page then worked it out.
        pub charged: bool = false,
    }
}

crate::record! {
    /// Attackers (0) and defenders (1).
    pub struct Melee {
        pub sides: [Side; 2] = [
            Side { charged: true, ..Side::default() },
            Side { groups: front(Group { troop: TroopType::Indian, men: 12, ..Group::default() }), ..Side::default() },
        ],
    }
}

crate::record! {
    /// A unit's officers, and who rallies Hessians.
    pub struct Leaders {
        pub helper: LeadHelper = LeadHelper::Command,
        pub troop: TroopType = TroopType::MusketInfantry,
        pub men: u32 = 20,
        pub men_at_start: u32 = 30,
        pub officers: u32 = 1,
        pub retreating: bool = false,
        pub officer: RallyingOfficer = RallyingOfficer::British,
        pub faces: Vec<u8> = Vec::new(),
    }
}

crate::record! {
    /// A unit's move.
    pub struct Movement {
        pub troop: TroopType = TroopType::MusketInfantry,
        pub running: bool = false,
        pub slope: u32 = 0,
        pub downhill: bool = false,
        pub scale: CordScale = CordScale::Single,
    }
}

choice_value!(
    JsWeapon,
    GunHelper,
    LeadHelper,
    TroopType,
    MeleeWeapon,
    RallyingOfficer,
    GunKind
);
record!(JsForm {
    tab,
    shoot,
    guns,
    melee,
    leaders,
    movement
});
