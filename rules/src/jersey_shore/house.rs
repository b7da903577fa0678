//! Jersey Shore's house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{House, LongWeaponBonus};
use crate::rule::System;
use crate::sandy_hook::cords::{Cord, Third};
use crate::sandy_hook::house::speed_in_r;
use crate::setting::{Access, Slice, Spec, Table, choice, int, num, switch};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }
}

// One row per setting, laid out as a table: key, title, the gap it fills, reference entry, control.
#[rustfmt::skip]
fn build() -> Vec<Spec<House>> {
    let mut out = Table::new(Some(System::JerseyShore));
    // The lost weapon table, one number per cell.
    macro_rules! js_weapon {
        ($w:ident, $name:literal) => {
            out.row(concat!("jersey-shore.weapons.", stringify!($w), ".range"), concat!($name, " range (cord)"), "The source's weapon table is lost.", "jersey-shore.shooting", (int(1.0, 4.0), Access::Number(|h: &House| h.weapons.$w.reach.cord.number() as f64, |h: &mut House, v| if let Ok(c) = Cord::from_number(v as u32) { h.weapons.$w.reach.cord = c })));
            out.row(concat!("jersey-shore.weapons.", stringify!($w), ".damage"), concat!($name, " damage"), "The source's weapon table is lost.", "jersey-shore.shooting", num!(int(0.0, 12.0), h: House => h.weapons.$w.damage, u32));
            out.row(concat!("jersey-shore.weapons.", stringify!($w), ".rate_of_fire"), concat!($name, " shots a round"), "The source's weapon table is lost.", "jersey-shore.shooting", num!(int(1.0, 6.0), h: House => h.weapons.$w.rate_of_fire, u32));
        };
    }
    js_weapon!(musket, "Musket");
    js_weapon!(rifle, "Rifle");
    js_weapon!(pistol, "Pistol");
    js_weapon!(bow, "Indian bow");
    js_weapon!(cannon, "Cannon");
    js_weapon!(mortar, "Mortar");
    out.row("jersey-shore.rifle_medium_counts_as_close", "Rifle's medium third counts as close", "Rifles are said to differ from muskets, with no numbers given.", "jersey-shore.shooting", switch!(h: House => h.rifle_medium_counts_as_close));
    out.row("jersey-shore.man_rating", "Rating of an unprotected man", "Weapon damage is never applied to men.", "jersey-shore.shooting", num!(int(1.0, 12.0), h: House => h.man_rating, u32));
    macro_rules! js_object {
        ($f:ident, $title:literal) => {
            out.row(concat!("jersey-shore.objects.", stringify!($f)), $title, "The tables of what walls and other objects resist are lost.", "jersey-shore.objects", num!(int(1.0, 12.0), h: House => h.objects.$f, u32));
        };
    }
    js_object!(door, "Door rating");
    js_object!(wagon, "Wagon rating");
    js_object!(log_wall, "Log wall rating");
    js_object!(house, "House rating");
    js_object!(stone_wall, "Stone wall rating");
    js_object!(fort_wall, "Fort wall rating");
    macro_rules! js_speed {
        ($f:ident, $title:literal) => {
            out.row(concat!("jersey-shore.speeds.", stringify!($f)), $title, "The source gives no movement rates per troop type.", "jersey-shore.speed", num!(speed_in_r(), h: House => h.speeds.$f, f64));
        };
    }
    js_speed!(regulars, "Regulars speed (R)");
    js_speed!(light, "Light troops speed (R)");
    js_speed!(cavalry, "Cavalry speed (R)");
    js_speed!(pushed_gun, "Pushed gun speed (R)");
    js_speed!(caisson, "Caisson speed (R)");
    out.row("jersey-shore.free_shot_third", "Free pistol shot range", "The to-hit score for the free pistol shot on a charge is not given.", "jersey-shore.charge-pistols", choice!(h: House => h.free_shot_third, Third { Close => "close", "Close range (6+)"; Medium => "medium", "Medium range (8+)"; Long => "long", "Long range (10+)"; }));
    out.row("jersey-shore.long_weapons", "Who earns the long-weapon bonus", "The bonus is worded for a unit that attacks, yet both sides strike at once; either side may earn it.", "jersey-shore.hand-to-hand", choice!(h: House => h.long_weapons, LongWeaponBonus { BothSides => "both-sides", "Either side with the longer weapons"; AttackerOnly => "attacker-only", "Only the side that attacked"; }));
    out.into_specs()
}
