//! Jersey Shore's house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{House, LongWeaponBonus};
use crate::rule::System;
use crate::sandy_hook::cords::{Cord, Third};
use crate::sandy_hook::house::speed_in_r;
use crate::setting::{Access, SettingKind, Slice, Spec, choice, int, num, spec, switch};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }
}

fn build() -> Vec<Spec<House>> {
    let js = Some(System::JerseyShore);
    let mut out = Vec::new();
    // The lost weapon table, one number per cell.
    macro_rules! js_weapon {
        ($w:ident, $name:literal) => {
            out.push(spec(concat!("jersey-shore.weapons.", stringify!($w), ".range"), js, concat!($name, " range (cord)"), "The source's weapon table is lost.", "jersey-shore.shooting", int(1.0, 4.0), Access::Number(
                |h: &House| h.weapons.$w.reach.cord.number() as f64,
                |h: &mut House, v| if let Ok(c) = Cord::from_number(v as u32) { h.weapons.$w.reach.cord = c },
            )));
            out.push(spec(concat!("jersey-shore.weapons.", stringify!($w), ".damage"), js, concat!($name, " damage"), "The source's weapon table is lost.", "jersey-shore.shooting", int(0.0, 12.0), num!(h: House => h.weapons.$w.damage, u32)));
            out.push(spec(concat!("jersey-shore.weapons.", stringify!($w), ".rate_of_fire"), js, concat!($name, " shots a round"), "The source's weapon table is lost.", "jersey-shore.shooting", int(1.0, 6.0), num!(h: House => h.weapons.$w.rate_of_fire, u32)));
        };
    }
    js_weapon!(musket, "Musket");
    js_weapon!(rifle, "Rifle");
    js_weapon!(pistol, "Pistol");
    js_weapon!(bow, "Indian bow");
    js_weapon!(cannon, "Cannon");
    js_weapon!(mortar, "Mortar");
    out.push(spec(
        "jersey-shore.rifle_medium_counts_as_close",
        js,
        "Rifle's medium third counts as close",
        "Rifles are said to differ from muskets, with no numbers given.",
        "jersey-shore.shooting",
        SettingKind::Switch,
        switch!(h: House => h.rifle_medium_counts_as_close),
    ));
    out.push(spec(
        "jersey-shore.man_rating",
        js,
        "Rating of an unprotected man",
        "Weapon damage is never applied to men.",
        "jersey-shore.shooting",
        int(1.0, 12.0),
        num!(h: House => h.man_rating, u32),
    ));
    macro_rules! js_object {
        ($f:ident, $title:literal) => {
            out.push(spec(concat!("jersey-shore.objects.", stringify!($f)), js, $title, "The tables of what walls and other objects resist are lost.", "jersey-shore.objects", int(1.0, 12.0), num!(h: House => h.objects.$f, u32)));
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
            out.push(spec(concat!("jersey-shore.speeds.", stringify!($f)), js, $title, "The source gives no movement rates per troop type.", "jersey-shore.speed", speed_in_r(), num!(h: House => h.speeds.$f, f64)));
        };
    }
    js_speed!(regulars, "Regulars speed (R)");
    js_speed!(light, "Light troops speed (R)");
    js_speed!(cavalry, "Cavalry speed (R)");
    js_speed!(pushed_gun, "Pushed gun speed (R)");
    js_speed!(caisson, "Caisson speed (R)");
    let (k, a) = choice!(h: House => h.free_shot_third, Third {
        Close => "close", "Close range (6+)";
        Medium => "medium", "Medium range (8+)";
        Long => "long", "Long range (10+)";
    });
    out.push(spec(
        "jersey-shore.free_shot_third",
        js,
        "Free pistol shot range",
        "The to-hit score for the free pistol shot on a charge is not given.",
        "jersey-shore.charge-pistols",
        k,
        a,
    ));
    let (k, a) = choice!(h: House => h.long_weapons, LongWeaponBonus {
        BothSides => "both-sides", "Either side with the longer weapons";
        AttackerOnly => "attacker-only", "Only the side that attacked";
    });
    out.push(spec(
        "jersey-shore.long_weapons",
        js,
        "Who earns the long-weapon bonus",
        "The bonus is worded for a unit that attacks, yet both sides strike at once; either side may earn it.",
        "jersey-shore.hand-to-hand",
        k,
        a,
    ));
    out
}
