//! Everything typed on the Jersey Shore page, as one plain nested struct: a struct per tab, the fight's two sides
//! as an array drawn by one component. It is saved as it changes (`sandtable.jersey-shore.form`).

use leptos::prelude::RwSignal;
use rules::jersey_shore::command::RallyingOfficer;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::sandy_hook::artillery::GunKind;
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::guns::Gun;
use rules::sandy_hook::shooting::Cover;
use rules::saved::json::Json;

use super::super::legacy::Moved;
use super::super::sides::{GROUPS, fighting, front};
use super::super::tabs::Tab;
use crate::components::bind::Field;
use crate::{choice_value, field, record};

pub const FORM_KEY: &str = "sandtable.jersey-shore.form";

/// The tab chosen, for the page's tab bar.
pub fn tab_field(form: RwSignal<JsForm>) -> Field<JsForm, Tab> {
    field!(form => tab)
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct JsForm {
    pub tab: Tab,
    pub shoot: Shoot,
    pub guns: Guns,
    pub melee: Melee,
    pub leaders: Leaders,
    pub movement: Movement,
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

/// Who shoots at whom.
#[derive(Debug, Clone, PartialEq)]
pub struct Shoot {
    pub shooters: u32,
    pub weapon: JsWeapon,
    pub target_men: u32,
    pub third: Third,
    pub cover: Cover,
    /// Shot at before, and neither side has moved since.
    pub shot_before: bool,
    /// Men behind a wall who are shooting or serving a gun (others cannot be shot).
    pub target_fighting: bool,
    /// The dice rolled for these inputs; emptied when they change.
    pub faces: Vec<u8>,
    pub shooters_from: String,
    pub target_from: String,
}

impl Default for Shoot {
    fn default() -> Self {
        Shoot {
            shooters: 10,
            weapon: JsWeapon::Musket,
            target_men: 12,
            third: Third::Close,
            cover: Cover::Open,
            shot_before: false,
            target_fighting: true,
            faces: Vec::new(),
            shooters_from: String::new(),
            target_from: String::new(),
        }
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

/// The guns: the cup rule, grapeshot, and a gun's handling through the turn.
#[derive(Debug, Clone, PartialEq)]
pub struct Guns {
    pub helper: GunHelper,
    pub gun: GunKind,
    /// Men under the cup on target, short, over, left and right.
    pub spots: [u32; 5],
    pub under_wall: bool,
    pub mortar_inches: u32,
    pub grape_gun: GunKind,
    pub grape_attacking: bool,
    pub grape_close: bool,
    pub grape_men: u32,
    pub state: Gun,
    pub tow_tenths: u32,
    pub faces: Vec<u8>,
}

impl Default for Guns {
    fn default() -> Self {
        Guns {
            helper: GunHelper::Cup,
            gun: GunKind::Cannon,
            spots: [6, 2, 2, 1, 1],
            under_wall: false,
            mortar_inches: 30,
            grape_gun: GunKind::Cannon,
            grape_attacking: true,
            grape_close: true,
            grape_men: 14,
            state: Gun::in_position(),
            tow_tenths: 5,
            faces: Vec::new(),
        }
    }
}

/// Men of one troop type on a side of a fight.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub troop: TroopType,
    pub men: u32,
    /// The hand-to-hand weapon where the troop type has a choice; `None` takes the usual one.
    pub weapon: Option<MeleeWeapon>,
    pub from: String,
}

impl Default for Group {
    fn default() -> Self {
        Group {
            troop: TroopType::Officer,
            men: 1,
            weapon: None,
            from: String::new(),
        }
    }
}

/// One side of a fight: its troop groups, front first (the first `count` of `groups` fight).
#[derive(Debug, Clone, PartialEq)]
pub struct Side {
    pub groups: [Group; GROUPS],
    pub count: u32,
    pub engaged: bool,
    /// This side charged into the fight: it counts only under the house rule that gives the long-weapon bonus
    /// to attackers alone. A fresh form has the attackers charging; a form saved
    /// before the switch existed reads with neither side charging, as the page then worked it out.
    pub charged: bool,
}

impl Side {
    /// `men` of `troop` alone, with their usual weapon.
    fn of(troop: TroopType, men: u32) -> Side {
        let first = Group {
            troop,
            men,
            ..Group::default()
        };
        Side {
            groups: front(first),
            count: 1,
            engaged: false,
            charged: false,
        }
    }

    /// The groups in the fight.
    pub fn fighting(&self) -> &[Group] {
        fighting(&self.groups, self.count)
    }
}

impl Default for Side {
    fn default() -> Self {
        Side::of(TroopType::MusketInfantry, 10)
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
                Side {
                    charged: true,
                    ..Side::of(TroopType::MusketInfantry, 10)
                },
                Side::of(TroopType::Indian, 12),
            ],
        }
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

/// A unit's officers, and who rallies Hessians.
#[derive(Debug, Clone, PartialEq)]
pub struct Leaders {
    pub helper: LeadHelper,
    pub troop: TroopType,
    pub men: u32,
    pub men_at_start: u32,
    pub officers: u32,
    pub retreating: bool,
    pub officer: RallyingOfficer,
    pub faces: Vec<u8>,
}

impl Default for Leaders {
    fn default() -> Self {
        Leaders {
            helper: LeadHelper::Command,
            troop: TroopType::MusketInfantry,
            men: 20,
            men_at_start: 30,
            officers: 1,
            retreating: false,
            officer: RallyingOfficer::British,
            faces: Vec::new(),
        }
    }
}

/// A unit's move.
#[derive(Debug, Clone, PartialEq)]
pub struct Movement {
    pub troop: TroopType,
    pub running: bool,
    pub slope: u32,
    pub downhill: bool,
    pub scale: CordScale,
}

impl Default for Movement {
    fn default() -> Self {
        Movement {
            troop: TroopType::MusketInfantry,
            running: false,
            slope: 0,
            downhill: false,
            scale: CordScale::Single,
        }
    }
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
record!(Shoot {
    shooters,
    weapon,
    target_men,
    third,
    cover,
    shot_before,
    target_fighting,
    faces,
    shooters_from,
    target_from
});
record!(Guns {
    helper,
    gun,
    spots,
    under_wall,
    mortar_inches,
    grape_gun,
    grape_attacking,
    grape_close,
    grape_men,
    state,
    tow_tenths,
    faces
});
record!(Group {
    troop,
    men,
    weapon,
    from
});
record!(Side {
    groups,
    count,
    engaged,
    charged
});
record!(Melee { sides });
record!(Leaders {
    helper,
    troop,
    men,
    men_at_start,
    officers,
    retreating,
    officer,
    faces
});
record!(Movement {
    troop,
    running,
    slope,
    downhill,
    scale
});
