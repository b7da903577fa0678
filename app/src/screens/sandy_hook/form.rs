//! Everything typed into the helpers, as plain saved data and as one signal per field.

use leptos::prelude::*;
use rules::jersey_shore::command::RallyingOfficer;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::procedure::Draw;
use rules::sandarticus::armour::Facing;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::troops::Troop;
use rules::sandarticus::weapons::Weapon;
use rules::sandy_hook::artillery::GunKind;
use rules::sandy_hook::cords::{CordScale, Third};
use rules::sandy_hook::guns::Gun;
use rules::sandy_hook::shooting::Cover;
use serde::{Deserialize, Serialize};

use super::Tab;
use super::artillery::ArtKind;
use super::groups::{JsRow, SaGroup};
use super::leadership::{JsLead, SaProc};
use super::shoot::JsWeapon;

/// Declares the saved struct and its signal twin from one field list, so the two never drift apart.
macro_rules! form {
    ($($f:ident : $t:ty = $d:expr),* $(,)?) => {
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(default)]
        pub struct FormData { $(pub $f: $t),* }

        impl Default for FormData {
            fn default() -> Self { FormData { $($f: $d),* } }
        }

        #[derive(Clone, Copy)]
        pub struct Form { $(pub $f: RwSignal<$t>),* }

        impl Form {
            pub fn new(d: FormData) -> Form { Form { $($f: RwSignal::new(d.$f)),* } }
            /// Reads every field (tracked), for saving.
            pub fn snapshot(&self) -> FormData { FormData { $($f: self.$f.get()),* } }
        }
    };
}

form! {
    tab: Tab = Tab::Shoot,
    // Shoot
    shooters: u32 = 10,
    sa_weapon: Weapon = Weapon::Bow,
    js_weapon: JsWeapon = JsWeapon::Musket,
    target_troop: Troop = Troop::Gaul,
    target_men: u32 = 12,
    third: Third = Third::Close,
    cover: Cover = Cover::Open,
    firer_moved: bool = false,
    target_moved: bool = true,
    rear: bool = false,
    formed: bool = false,
    shot_before: bool = false,
    target_fighting: bool = true,
    shot_faces: Vec<u8> = Vec::new(),
    // Which saved unit the shooters and the target were filled from ("" when typed in).
    shooter_from: String = String::new(),
    target_from: String = String::new(),
    // Artillery
    art: ArtKind = ArtKind::Cup,
    sa_engine: Weapon = Weapon::Onager,
    js_gun: GunKind = GunKind::Cannon,
    spots: [u32; 5] = [6, 2, 2, 1, 1],
    under_wall: bool = false,
    art_troop: Troop = Troop::Gaul,
    mortar_inches: u32 = 30,
    bolt_third: Third = Third::Close,
    bolt_men: u32 = 3,
    bolt_cover: Cover = Cover::Open,
    bolt_still: bool = false,
    grape_gun: GunKind = GunKind::Cannon,
    grape_attacking: bool = true,
    grape_close: bool = true,
    grape_men: u32 = 14,
    gun: Gun = Gun::in_position(),
    tow_tenths: u32 = 5,
    art_faces: Vec<u8> = Vec::new(),
    // Melee
    a_troop: Troop = Troop::RomanLegionnaire,
    a_men: u32 = 12,
    a_form: Formation = Formation::Scattered,
    a_spears: u32 = 0,
    a_engaged: bool = false,
    a_teeth: bool = false,
    a_leader: bool = true,
    b_troop: Troop = Troop::Gaul,
    b_men: u32 = 15,
    b_form: Formation = Formation::Scattered,
    b_spears: u32 = 0,
    b_engaged: bool = false,
    b_teeth: bool = false,
    b_leader: bool = true,
    // Each side's first group above; these are the other troop types fighting with it.
    a_more: Vec<SaGroup> = Vec::new(),
    b_more: Vec<SaGroup> = Vec::new(),
    a_from: String = String::new(),
    b_from: String = String::new(),
    ja_troop: TroopType = TroopType::MusketInfantry,
    ja_men: u32 = 10,
    ja_weapon: Option<MeleeWeapon> = None,
    ja_engaged: bool = false,
    jb_troop: TroopType = TroopType::Indian,
    jb_men: u32 = 12,
    jb_weapon: Option<MeleeWeapon> = None,
    jb_engaged: bool = false,
    ja_more: Vec<JsRow> = Vec::new(),
    jb_more: Vec<JsRow> = Vec::new(),
    ja_from: String = String::new(),
    jb_from: String = String::new(),
    // Leadership
    sa_proc: SaProc = SaProc::RomanGreek,
    friend_r3: bool = true,
    fighting_on_table: bool = true,
    friend_on_table: bool = true,
    sub_king_alive: bool = true,
    chiefs_r3: u32 = 2,
    chiefs_alive: u32 = 2,
    beside: bool = false,
    taps: Vec<Option<Draw>> = Vec::new(),
    js_lead: JsLead = JsLead::Command,
    cmd_troop: TroopType = TroopType::MusketInfantry,
    cmd_men: u32 = 20,
    cmd_start: u32 = 30,
    cmd_officers: u32 = 1,
    cmd_retreating: bool = false,
    rally_officer: RallyingOfficer = RallyingOfficer::British,
    rally_faces: Vec<u8> = Vec::new(),
    // Move
    mv_troop: Troop = Troop::RomanLegionnaire,
    mv_js_troop: TroopType = TroopType::MusketInfantry,
    mv_form: Formation = Formation::Scattered,
    running: bool = false,
    slope: u32 = 0,
    downhill: bool = false,
    scale: CordScale = CordScale::Single,
}

/// The facing the rules want from the "shot in the back" switch.
pub fn facing(rear: bool) -> Facing {
    if rear { Facing::Rear } else { Facing::Front }
}
