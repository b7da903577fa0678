//! House rules: where a source is silent or contradicts itself, `rules-gaps.md` proposes a default marked
//! [HOUSE]. Each such choice is one field here, documented with the gap it fills, so the app can list them,
//! label them "house rule" and let players switch them. Settings travel with shared armies and battles.

use serde::{Deserialize, Serialize};

/// How the scatter die of the cup rule is read.
///
/// Gap: the cup rule (Sandarticus and Jersey Shore alike) calls 5 and 6 a direct hit, then sends 5 left and
/// 6 right, and gives 1 and 2 no meaning at all (rules-gaps, product decision 1).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScatterReading {
    /// [HOUSE] 1-2 direct hit, 3 short, 4 over, 5 left, 6 right: every face means one thing.
    #[default]
    LowFacesHit,
    /// The text as written: 5-6 direct hit, 3 short, 4 over, 1-2 roll again.
    Literal,
}

/// Every house-rule setting in force for a game.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct HouseRules {
    /// The cup rule's scatter die, shared by both Sandy Hook games.
    pub scatter: ScatterReading,
    pub sandy_hook: crate::sandy_hook::House,
    pub sandarticus: crate::sandarticus::House,
    pub jersey_shore: crate::jersey_shore::House,
    pub roman_war: crate::roman_war::House,
    pub ancients: crate::ancients::House,
}

use std::sync::OnceLock;

use crate::error::RulesError;
use crate::rule::{RuleId, System};

/// What kind of control a setting needs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum SettingKind {
    /// On or off.
    Switch,
    /// A number from `min` to `max` in steps of `step`.
    Number { min: f64, max: f64, step: f64 },
    /// One of several readings, each with a stable key and a label for the player.
    Choice(Vec<ChoiceOption>),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChoiceOption {
    pub key: &'static str,
    pub label: &'static str,
}

/// One house-rule setting, as the app lists it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HouseSetting {
    /// Stable key, such as "sandarticus.pilum_damage".
    pub key: &'static str,
    /// `None` for the framework both Sheil games share.
    pub system: Option<System>,
    pub title: &'static str,
    /// One sentence naming the gap the setting fills.
    pub gap: &'static str,
    pub kind: SettingKind,
    /// The reference entry that explains the rule.
    pub reference: RuleId,
}

/// A setting's value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum HouseValue {
    Switch(bool),
    Number(f64),
    /// The key of the chosen option.
    Choice(String),
}

type GetF = fn(&HouseRules) -> f64;
type SetF = fn(&mut HouseRules, f64);
type GetC = fn(&HouseRules) -> &'static str;
type SetC = fn(&mut HouseRules, &str) -> bool;

/// How a setting reads and writes its field; plain function pointers so the table is built once.
#[derive(Clone, Copy)]
enum Access {
    Switch(fn(&HouseRules) -> bool, fn(&mut HouseRules, bool)),
    Number(GetF, SetF),
    Choice(GetC, SetC),
}

struct Spec {
    setting: HouseSetting,
    access: Access,
}

macro_rules! num {
    ($h:ident => $place:expr, $ty:ty) => {
        Access::Number(
            |$h: &HouseRules| ($place) as f64,
            |$h: &mut HouseRules, v: f64| $place = v as $ty,
        )
    };
}

macro_rules! switch {
    ($h:ident => $place:expr) => {
        Access::Switch(
            |$h: &HouseRules| $place,
            |$h: &mut HouseRules, v: bool| $place = v,
        )
    };
}

macro_rules! choice {
    ($h:ident => $place:expr, $ty:path { $($v:ident => $k:literal, $label:literal;)+ }) => {
        (
            SettingKind::Choice(vec![$(ChoiceOption { key: $k, label: $label }),+]),
            Access::Choice(
                |$h: &HouseRules| match $place { $(<$ty>::$v => $k),+ },
                |$h: &mut HouseRules, k: &str| match k {
                    $($k => { $place = <$ty>::$v; true })+
                    _ => false,
                },
            ),
        )
    };
}

fn int(min: f64, max: f64) -> SettingKind {
    SettingKind::Number {
        min,
        max,
        step: 1.0,
    }
}

fn spec(
    key: &'static str,
    system: Option<System>,
    title: &'static str,
    gap: &'static str,
    reference: RuleId,
    kind: SettingKind,
    access: Access,
) -> Spec {
    Spec {
        setting: HouseSetting {
            key,
            system,
            title,
            gap,
            kind,
            reference,
        },
        access,
    }
}

fn specs() -> &'static [Spec] {
    static SPECS: OnceLock<Vec<Spec>> = OnceLock::new();
    SPECS.get_or_init(build_specs)
}

fn build_specs() -> Vec<Spec> {
    use crate::ancients::{LeadershipTest, StepCounting, ThresholdReading, ToHitCap};
    use crate::roman_war::{TurnSequence, UnlistedArmour};
    use crate::sandarticus::{
        GallicUnitLeaderLoss, OnagerFire, ScatteredPenalty, SmallShieldReading, WedgeReading,
    };
    let sa = Some(System::Sandarticus);
    let js = Some(System::JerseyShore);
    let rw = Some(System::RomanWar);
    let an = Some(System::Ancients);
    let r_speed = SettingKind::Number {
        min: 0.25,
        max: 4.0,
        step: 0.25,
    };
    let mut out = Vec::new();

    let (k, a) = choice!(h => h.scatter, ScatterReading {
        LowFacesHit => "low-faces-hit", "1-2 direct hit, 3 short, 4 over, 5 left, 6 right";
        Literal => "literal", "As written: 5-6 direct hit, 3 short, 4 over, 1-2 roll again";
    });
    out.push(spec(
        "sandy-hook.scatter",
        None,
        "Cup rule scatter die",
        "The cup rule gives 5 and 6 two meanings and 1 and 2 none.",
        "sandy-hook.cup-rule",
        k,
        a,
    ));

    // Sandarticus.
    out.push(spec(
        "sandarticus.siege_tower_armour",
        sa,
        "Siege tower armour",
        "The two armour lists give the siege tower 5 and 4.",
        "sandarticus.armour",
        int(1.0, 12.0),
        num!(h => h.sandarticus.siege_tower_armour, u8),
    ));
    out.push(spec(
        "sandarticus.cart_armour",
        sa,
        "Cart armour",
        "Only one of the two armour lists names the cart.",
        "sandarticus.armour",
        int(1.0, 12.0),
        num!(h => h.sandarticus.cart_armour, u8),
    ));
    out.push(spec(
        "sandarticus.war_wagon_armour",
        sa,
        "War wagon armour",
        "The war wagon gets an armour number but no rules of its own.",
        "sandarticus.armour",
        int(1.0, 12.0),
        num!(h => h.sandarticus.war_wagon_armour, u8),
    ));
    out.push(spec(
        "sandarticus.pilum_damage",
        sa,
        "Pilum damage",
        "The text gives the pilum no damage or range.",
        "sandarticus.weapons.pilum",
        int(0.0, 12.0),
        num!(h => h.sandarticus.pilum_damage, u8),
    ));
    out.push(spec(
        "sandarticus.pilum_close_third_only",
        sa,
        "Pilum reaches the close third only",
        "The text never says how far a pilum is thrown.",
        "sandarticus.weapons.pilum",
        SettingKind::Switch,
        switch!(h => h.sandarticus.pilum_close_third_only),
    ));
    let (k, a) = choice!(h => h.sandarticus.scattered, ScatteredPenalty {
        ExtraManPerKill => "extra-man-per-kill", "Scattered troops need one more man per kill";
        OneFewerKill => "one-fewer-kill", "The scattered side kills one fewer each round";
    });
    out.push(spec(
        "sandarticus.scattered",
        sa,
        "Scattered troops against a formation",
        "Hand to hand has no roll for the scattered troops' minus one to change.",
        "sandarticus.melee",
        k,
        a,
    ));
    let (k, a) = choice!(h => h.sandarticus.small_shield, SmallShieldReading {
        OneClassHeavier => "one-class-heavier", "The bearer fights one armour class heavier";
        ExtraMan => "extra-man", "Each bearer counts as one extra man";
    });
    out.push(spec(
        "sandarticus.small_shield",
        sa,
        "Small shield in hand to hand",
        "Hand to hand has no roll for the small shield's plus one to change.",
        "sandarticus.weapons.net",
        k,
        a,
    ));
    for (key, title, gap, get, set) in [
        (
            "sandarticus.medium_cavalry_speed",
            "Medium cavalry speed (R)",
            "The speed list covers light cavalry only.",
            (|h: &HouseRules| h.sandarticus.medium_cavalry_speed.eighths as f64 / 8.0) as GetF,
            (|h: &mut HouseRules, v: f64| {
                h.sandarticus.medium_cavalry_speed =
                    crate::sandarticus::Cord::eighths((v * 8.0).round() as u16)
            }) as SetF,
        ),
        (
            "sandarticus.heavy_cavalry_speed",
            "Heavy cavalry speed (R)",
            "The speed list covers light cavalry only.",
            |h| h.sandarticus.heavy_cavalry_speed.eighths as f64 / 8.0,
            |h, v| {
                h.sandarticus.heavy_cavalry_speed =
                    crate::sandarticus::Cord::eighths((v * 8.0).round() as u16)
            },
        ),
        (
            "sandarticus.chariot_speed",
            "Chariot speed (R)",
            "Chariots fight but are given no speed.",
            |h| h.sandarticus.chariot_speed.eighths as f64 / 8.0,
            |h, v| {
                h.sandarticus.chariot_speed =
                    crate::sandarticus::Cord::eighths((v * 8.0).round() as u16)
            },
        ),
        (
            "sandarticus.war_wagon_speed",
            "War wagon speed (R)",
            "The war wagon has armour but no speed.",
            |h| h.sandarticus.war_wagon_speed.eighths as f64 / 8.0,
            |h, v| {
                h.sandarticus.war_wagon_speed =
                    crate::sandarticus::Cord::eighths((v * 8.0).round() as u16)
            },
        ),
    ] {
        out.push(spec(
            key,
            sa,
            title,
            gap,
            "sandarticus.speed",
            r_speed.clone(),
            Access::Number(get, set),
        ));
    }
    let (k, a) = choice!(h => h.sandarticus.onager_fire, OnagerFire {
        CupRule => "cup-rule", "By the cup rule, up to the listed number of men";
        String => "string", "Along the string like the ballista";
    });
    out.push(spec(
        "sandarticus.onager_fire",
        sa,
        "How onagers aim",
        "The onagers have damage and a number of men hit, but no way of aiming.",
        "sandarticus.shooting.cup",
        k,
        a,
    ));
    let (k, a) = choice!(h => h.sandarticus.wedge, WedgeReading {
        RatioWins => "ratio-wins", "Where a ratio is given, the ratio decides";
        FirstStatementWins => "first-statement-wins", "The wedge breaks walls and tortoises outright";
    });
    out.push(spec(
        "sandarticus.wedge",
        sa,
        "Wedge clashes",
        "The wedge is said to break walls outright and later given ratios for the same fights.",
        "sandarticus.formations.clash",
        k,
        a,
    ));
    let (k, a) = choice!(h => h.sandarticus.gallic_unit_leader_loss, GallicUnitLeaderLoss {
        HoldThenRomanProcedure => "hold-then-roman", "Hold one turn, then act as a Roman unit";
        Unstated => "unstated", "No rule: the unit carries on";
    });
    out.push(spec(
        "sandarticus.gallic_unit_leader_loss",
        sa,
        "Gaulish unit loses its leader",
        "The text covers the loss of the king but not of a unit's own leader.",
        "sandarticus.leaders.gaulish-unit",
        k,
        a,
    ));
    out.push(spec(
        "sandarticus.spearmen_against_horses",
        sa,
        "Spearmen needed to stop horses",
        "The spear says five spearmen blunt cavalry, the melee rule six or more.",
        "sandy-hook.fighting-weight",
        int(1.0, 20.0),
        num!(h => h.sandarticus.spearmen_against_horses, u8),
    ));

    // Jersey Shore: the lost weapon table, one number per cell.
    macro_rules! js_weapon {
        ($w:ident, $name:literal) => {
            out.push(spec(concat!("jersey-shore.weapons.", stringify!($w), ".range"), js, concat!($name, " range (cord)"), "The source's weapon table is lost.", "jersey-shore.shooting", int(1.0, 4.0), Access::Number(
                |h| h.jersey_shore.weapons.$w.reach.cord.number() as f64,
                |h, v| if let Ok(c) = crate::sandy_hook::cords::Cord::from_number(v as u32) { h.jersey_shore.weapons.$w.reach.cord = c },
            )));
            out.push(spec(concat!("jersey-shore.weapons.", stringify!($w), ".damage"), js, concat!($name, " damage"), "The source's weapon table is lost.", "jersey-shore.shooting", int(0.0, 12.0), num!(h => h.jersey_shore.weapons.$w.damage, u32)));
            out.push(spec(concat!("jersey-shore.weapons.", stringify!($w), ".rate_of_fire"), js, concat!($name, " shots a round"), "The source's weapon table is lost.", "jersey-shore.shooting", int(1.0, 6.0), num!(h => h.jersey_shore.weapons.$w.rate_of_fire, u32)));
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
        switch!(h => h.jersey_shore.rifle_medium_counts_as_close),
    ));
    out.push(spec(
        "jersey-shore.man_rating",
        js,
        "Rating of an unprotected man",
        "Weapon damage is never applied to men.",
        "jersey-shore.shooting",
        int(1.0, 12.0),
        num!(h => h.jersey_shore.man_rating, u32),
    ));
    macro_rules! js_object {
        ($f:ident, $title:literal) => {
            out.push(spec(concat!("jersey-shore.objects.", stringify!($f)), js, $title, "The tables of what walls and other objects resist are lost.", "jersey-shore.objects", int(1.0, 12.0), num!(h => h.jersey_shore.objects.$f, u32)));
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
            out.push(spec(concat!("jersey-shore.speeds.", stringify!($f)), js, $title, "The source gives no movement rates per troop type.", "jersey-shore.speed", r_speed.clone(), num!(h => h.jersey_shore.speeds.$f, f64)));
        };
    }
    js_speed!(regulars, "Regulars speed (R)");
    js_speed!(light, "Light troops speed (R)");
    js_speed!(cavalry, "Cavalry speed (R)");
    js_speed!(pushed_gun, "Pushed gun speed (R)");
    js_speed!(caisson, "Caisson speed (R)");
    let (k, a) = choice!(h => h.jersey_shore.free_shot_third, crate::sandy_hook::cords::Third {
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

    // Roman War: the empty effect tables, one number per cell.
    let face = SettingKind::Number {
        min: 1.0,
        max: 7.0,
        step: 1.0,
    };
    macro_rules! rw_weapon {
        ($w:ident, $name:literal, $gap:literal, $reference:expr) => {
            out.push(spec(concat!("roman-war.", stringify!($w), ".range"), rw, concat!($name, " range (in)"), $gap, $reference, SettingKind::Number { min: 1.0, max: 120.0, step: 0.5 }, num!(h => h.roman_war.$w.max_range_in, f64)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".ranks_hit"), rw, concat!($name, " ranks hit (0 = template)"), $gap, $reference, int(0.0, 10.0), num!(h => h.roman_war.$w.ranks_hit, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".unarmoured.short"), rw, concat!($name, ": lowest face hitting unarmoured, short (7 = none)"), $gap, $reference, face.clone(), num!(h => h.roman_war.$w.unarmoured[0].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".unarmoured.medium"), rw, concat!($name, ": lowest face hitting unarmoured, medium (7 = none)"), $gap, $reference, face.clone(), num!(h => h.roman_war.$w.unarmoured[1].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".unarmoured.long"), rw, concat!($name, ": lowest face hitting unarmoured, long (7 = none)"), $gap, $reference, face.clone(), num!(h => h.roman_war.$w.unarmoured[2].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".armoured.short"), rw, concat!($name, ": lowest face hitting armoured, short (7 = none)"), $gap, $reference, face.clone(), num!(h => h.roman_war.$w.armoured[0].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".armoured.medium"), rw, concat!($name, ": lowest face hitting armoured, medium (7 = none)"), $gap, $reference, face.clone(), num!(h => h.roman_war.$w.armoured[1].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".armoured.long"), rw, concat!($name, ": lowest face hitting armoured, long (7 = none)"), $gap, $reference, face.clone(), num!(h => h.roman_war.$w.armoured[2].0, u8)));
        };
    }
    rw_weapon!(
        archer,
        "Archers",
        "The source's archer table arrived empty.",
        "roman-war.missiles"
    );
    rw_weapon!(
        lancer,
        "Lancers",
        "The source's lancer table arrived empty.",
        "roman-war.missiles"
    );
    rw_weapon!(
        slinger,
        "Slingers",
        "The source's slinger table arrived empty.",
        "roman-war.missiles"
    );
    rw_weapon!(
        scorpio,
        "Scorpio",
        "The source names the scorpio but gives it no numbers.",
        "roman-war.templates"
    );
    rw_weapon!(
        catapult,
        "Catapult",
        "The source names the catapult but gives it no numbers.",
        "roman-war.ballista"
    );
    rw_weapon!(
        ballista,
        "Ballista",
        "The source's ballista table arrived empty.",
        "roman-war.ballista"
    );
    out.push(spec(
        "roman-war.slope_range_fraction",
        rw,
        "Range lost uphill, gained downhill",
        "Only archers have slope ranges in any copy.",
        "roman-war.missiles",
        SettingKind::Number {
            min: 0.0,
            max: 1.0,
            step: 0.05,
        },
        num!(h => h.roman_war.slope_range_fraction, f64),
    ));
    out.push(spec(
        "roman-war.ranging_near_from",
        rw,
        "Ranging shot out to half range: lowest face",
        "The source never says what the ranging shot needs.",
        "roman-war.ballista",
        face.clone(),
        num!(h => h.roman_war.ranging_near_from, u8),
    ));
    out.push(spec(
        "roman-war.ranging_far_from",
        rw,
        "Ranging shot beyond half range: lowest face",
        "The source never says what the ranging shot needs.",
        "roman-war.ballista",
        face.clone(),
        num!(h => h.roman_war.ranging_far_from, u8),
    ));
    out.push(spec(
        "roman-war.melee_hit_unarmoured_from",
        rw,
        "Melee: lowest face hitting unarmoured",
        "The melee table the source promises never follows.",
        "roman-war.melee",
        face.clone(),
        num!(h => h.roman_war.melee_hit_unarmoured_from, u8),
    ));
    out.push(spec(
        "roman-war.melee_hit_armoured_from",
        rw,
        "Melee: lowest face hitting armoured",
        "The melee table the source promises never follows.",
        "roman-war.melee",
        face.clone(),
        num!(h => h.roman_war.melee_hit_armoured_from, u8),
    ));
    out.push(spec(
        "roman-war.building_points_per_storey",
        rw,
        "Points per building storey",
        "Walls and towers have points but buildings none.",
        "roman-war.structures",
        int(1.0, 1000.0),
        num!(h => h.roman_war.building_points_per_storey, i64),
    ));
    out.push(spec(
        "roman-war.building_bands.full_cover_from_pct",
        rw,
        "Storey gives full cover from (% of points)",
        "The building states are named with no point bands.",
        "roman-war.structures",
        int(1.0, 100.0),
        num!(h => h.roman_war.building_bands.full_cover_from_pct, u8),
    ));
    out.push(spec(
        "roman-war.building_bands.no_projectile_cover_from_pct",
        rw,
        "Storey keeps its top cover from (% of points)",
        "The building states are named with no point bands.",
        "roman-war.structures",
        int(1.0, 100.0),
        num!(h => h.roman_war.building_bands.no_projectile_cover_from_pct, u8),
    ));
    let (k, a) = choice!(h => h.roman_war.turn_sequence, TurnSequence {
        IGoUGo => "igougo", "Each side moves, shoots and fights in turn";
        PhaseByPhase => "phase-by-phase", "Both move, then both shoot, then all melees";
    });
    out.push(spec(
        "roman-war.turn_sequence",
        rw,
        "Turn sequence",
        "The source never gives an order of moving, shooting and melee.",
        "roman-war.turn",
        k,
        a,
    ));
    out.push(spec(
        "roman-war.elephant_move_in",
        rw,
        "Elephant move (in)",
        "The source has elephant templates but no elephant move.",
        "roman-war.movement",
        SettingKind::Number {
            min: 1.0,
            max: 48.0,
            step: 0.5,
        },
        num!(h => h.roman_war.elephant_move_in, f64),
    ));
    let (k, a) = choice!(h => h.roman_war.unlisted_armour, UnlistedArmour {
        HeavyOrPhalanxArmoured => "heavy-or-phalanx-armoured", "Heavy infantry and phalanx troops armoured, others not";
        AllUnarmoured => "all-unarmoured", "Every unlisted troop unarmoured";
    });
    out.push(spec(
        "roman-war.unlisted_armour",
        rw,
        "Armour of unlisted troops",
        "The armour lists leave many troop types out.",
        "roman-war.troops",
        k,
        a,
    ));
    out.push(spec(
        "roman-war.scutari_armoured",
        rw,
        "Spanish Scutari armoured",
        "One copy calls all Spaniards unarmoured, another calls the Scutari heavy foot.",
        "roman-war.troops",
        SettingKind::Switch,
        switch!(h => h.roman_war.scutari_armoured),
    ));

    // Ancients.
    let (k, a) = choice!(h => h.ancients.leadership_test, LeadershipTest {
        TwoD6RollUnder => "2d6-roll-under", "2d6 against Leadership: under holds, equal gives ground, over breaks";
    });
    out.push(spec(
        "ancients.leadership_test",
        an,
        "Break Test roll",
        "The posts give no dice, target or direction for the Leadership test.",
        "ancients.leadership",
        k,
        a,
    ));
    macro_rules! an_lead {
        ($i:literal, $key:literal, $title:literal) => {
            out.push(spec($key, an, $title, "The posts give no Leadership values at all.", "ancients.leadership", int(2.0, 12.0), num!(h => h.ancients.suggested_leadership[$i], u8)));
        };
    }
    an_lead!(
        0,
        "ancients.suggested_leadership.levy",
        "Suggested Leadership, levy (skill 1)"
    );
    an_lead!(
        1,
        "ancients.suggested_leadership.regular",
        "Suggested Leadership, regular (skill 2)"
    );
    an_lead!(
        2,
        "ancients.suggested_leadership.veteran",
        "Suggested Leadership, veteran (skill 3)"
    );
    an_lead!(
        3,
        "ancients.suggested_leadership.elite",
        "Suggested Leadership, elite (skill 4)"
    );
    out.push(spec(
        "ancients.max_skill",
        an,
        "Highest skill",
        "Shooting implies skills 1, 2 and 3 or more, but no top of the scale.",
        "ancients.unit-profile",
        int(1.0, 10.0),
        num!(h => h.ancients.max_skill, u8),
    ));
    macro_rules! an_move {
        ($f:ident, $title:literal) => {
            out.push(spec(concat!("ancients.movement.", stringify!($f)), an, $title, "Giving ground uses a movement rate the posts never give.", "ancients.give-ground", int(1.0, 48.0), num!(h => h.ancients.movement.$f, u32)));
        };
    }
    an_move!(close_order_infantry, "Formed or Warband infantry move (in)");
    an_move!(skirmish_infantry, "Skirmish infantry move (in)");
    an_move!(heavy_cavalry, "Heavy or Medium cavalry move (in)");
    an_move!(light_cavalry, "Light cavalry move (in)");
    let (k, a) = choice!(h => h.ancients.to_hit_cap, ToHitCap {
        SixPlus => "six-plus", "Never worse than 6+";
        Uncapped => "uncapped", "As written: past 6+ cannot hit";
    });
    out.push(spec(
        "ancients.to_hit_cap",
        an,
        "To-hit cap",
        "Shooting modifiers can push the score to an unrollable 7+.",
        "ancients.shooting",
        k,
        a,
    ));
    macro_rules! an_threshold {
        ($i:literal, $key:literal, $title:literal) => {
            out.push(spec($key, an, $title, "The text calls thresholds a bit under a Medium unit's average hits, yet they are equal or above it.", "ancients.thresholds", int(1.0, crate::ancients::MAX_THRESHOLD as f64), num!(h => h.ancients.hit_thresholds[$i], u32)));
        };
    }
    an_threshold!(0, "ancients.hit_thresholds.small", "Hit threshold, Small");
    an_threshold!(1, "ancients.hit_thresholds.medium", "Hit threshold, Medium");
    an_threshold!(2, "ancients.hit_thresholds.large", "Hit threshold, Large");
    an_threshold!(3, "ancients.hit_thresholds.huge", "Hit threshold, Huge");
    let (k, a) = choice!(h => h.ancients.steps, StepCounting {
        LevelDifference => "level-difference", "Count the levels between (Heavy against Light is 2)";
        OnePerCategory => "one-per-category", "One point per category";
    });
    out.push(spec(
        "ancients.steps",
        an,
        "Counting Advantage steps",
        "\"Steps better\" is undefined for three-level scales.",
        "ancients.advantage",
        k,
        a,
    ));
    let (k, a) = choice!(h => h.ancients.threshold_reached, ThresholdReading {
        EqualOrMore => "equal-or-more", "Hits equal to the threshold or more";
        ExactlyEqual => "exactly-equal", "Melee: exactly the threshold only";
    });
    out.push(spec(
        "ancients.threshold_reached",
        an,
        "When a melee Break Test is due",
        "The melee post says \"equal to\" the threshold, the shooting post \"or more\".",
        "ancients.thresholds",
        k,
        a,
    ));

    out
}

/// Every house-rule setting, in the order the app lists them.
pub fn catalogue() -> Vec<HouseSetting> {
    specs().iter().map(|s| s.setting.clone()).collect()
}

fn find(key: &str) -> Result<&'static Spec, RulesError> {
    specs()
        .iter()
        .find(|s| s.setting.key == key)
        .ok_or_else(|| RulesError::NotAllowed {
            rule: "house-rules",
            why: format!("There is no house rule called \u{201c}{key}\u{201d}."),
        })
}

fn read(access: Access, h: &HouseRules) -> HouseValue {
    match access {
        Access::Switch(get, _) => HouseValue::Switch(get(h)),
        Access::Number(get, _) => HouseValue::Number(get(h)),
        Access::Choice(get, _) => HouseValue::Choice(get(h).to_string()),
    }
}

impl HouseRules {
    /// The current value of a setting; `None` for an unknown key.
    pub fn get(&self, key: &str) -> Option<HouseValue> {
        find(key).ok().map(|s| read(s.access, self))
    }

    /// The value a setting has when nobody has changed it.
    pub fn default_value(key: &str) -> Option<HouseValue> {
        HouseRules::default().get(key)
    }

    /// Whether a setting still has its default value.
    pub fn is_default(&self, key: &str) -> bool {
        self.get(key).is_some() && self.get(key) == HouseRules::default_value(key)
    }

    /// Changes a setting, checking the value first; nothing changes if it is refused.
    pub fn set(&mut self, key: &str, value: HouseValue) -> Result<(), RulesError> {
        let spec = find(key)?;
        let s = &spec.setting;
        let refuse = |why: String| RulesError::NotAllowed {
            rule: s.reference,
            why,
        };
        let mut next = self.clone();
        match (spec.access, &s.kind, value) {
            (Access::Switch(_, set), _, HouseValue::Switch(v)) => set(&mut next, v),
            (
                Access::Number(_, set),
                SettingKind::Number { min, max, step },
                HouseValue::Number(v),
            ) => {
                if !v.is_finite() {
                    return Err(refuse(format!("{} needs a number.", s.title)));
                }
                if *step == 1.0 && v.fract() == 0.0 {
                    crate::error::check_range(s.title, v as i64, *min as i64, *max as i64)?;
                } else if v < *min - 1e-9 || v > *max + 1e-9 {
                    return Err(refuse(format!(
                        "{} must be between {min} and {max} (you entered {v}).",
                        s.title
                    )));
                }
                let steps = (v - min) / step;
                if (steps - steps.round()).abs() > 1e-6 {
                    return Err(refuse(format!(
                        "{} goes in steps of {step} (you entered {v}).",
                        s.title
                    )));
                }
                set(&mut next, v);
            }
            (Access::Choice(_, set), SettingKind::Choice(options), HouseValue::Choice(k)) => {
                if !set(&mut next, &k) {
                    let list = options
                        .iter()
                        .map(|o| o.label)
                        .collect::<Vec<_>>()
                        .join("; ");
                    return Err(refuse(format!(
                        "{} has no option \u{201c}{k}\u{201d}. Choose one of: {list}.",
                        s.title
                    )));
                }
            }
            (Access::Switch(..), _, _) => {
                return Err(refuse(format!("{} is switched on or off.", s.title)));
            }
            (Access::Number(..), _, _) => {
                return Err(refuse(format!("{} needs a number.", s.title)));
            }
            (Access::Choice(..), _, _) => {
                return Err(refuse(format!("{} needs one of its options.", s.title)));
            }
        }
        next.check()?;
        *self = next;
        Ok(())
    }

    /// Checks the settings together, where one setting limits another.
    pub fn check(&self) -> Result<(), RulesError> {
        let b = self.roman_war.building_bands;
        if b.full_cover_from_pct <= b.no_projectile_cover_from_pct {
            return Err(RulesError::NotAllowed {
                rule: "roman-war.structures",
                why: format!(
                    "A storey must keep full cover above the share where it loses top cover ({}% is not above {}%).",
                    b.full_cover_from_pct, b.no_projectile_cover_from_pct
                ),
            });
        }
        self.ancients.validate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanism::Mechanism;

    #[test]
    fn keys_are_unique_and_link_to_the_reference() {
        let all = catalogue();
        for (i, s) in all.iter().enumerate() {
            assert!(
                all[..i].iter().all(|t| t.key != s.key),
                "duplicate key {}",
                s.key
            );
            assert!(
                crate::reference::entry(s.reference).is_some(),
                "{} links to missing {}",
                s.key,
                s.reference
            );
            assert!(
                !s.gap.is_empty() && s.gap.ends_with('.'),
                "{} needs a one-sentence gap",
                s.key
            );
        }
    }

    #[test]
    fn defaults_match_house_rules_default() {
        let d = HouseRules::default();
        for s in catalogue() {
            let v = d.get(s.key).expect("every listed key reads");
            assert_eq!(HouseRules::default_value(s.key), Some(v), "{}", s.key);
            assert!(d.is_default(s.key), "{}", s.key);
        }
        assert_eq!(d.get("chess.castling"), None);
    }

    /// A value other than the current one that the setting accepts.
    fn another(s: &HouseSetting, now: &HouseValue) -> Vec<HouseValue> {
        match (&s.kind, now) {
            (SettingKind::Switch, HouseValue::Switch(b)) => vec![HouseValue::Switch(!b)],
            (SettingKind::Number { min, max, .. }, HouseValue::Number(v)) => {
                vec![HouseValue::Number(if (v - min).abs() < 1e-9 {
                    *max
                } else {
                    *min
                })]
            }
            (SettingKind::Choice(o), _) => o
                .iter()
                .map(|o| HouseValue::Choice(o.key.to_string()))
                .collect(),
            _ => panic!("{}: kind and value disagree", s.key),
        }
    }

    #[test]
    fn every_setting_round_trips() {
        for s in catalogue() {
            let mut h = HouseRules::default();
            let now = h.get(s.key).unwrap();
            h.set(s.key, now.clone())
                .unwrap_or_else(|e| panic!("{}: {e}", s.key));
            assert_eq!(
                h,
                HouseRules::default(),
                "{}: setting the default changes nothing",
                s.key
            );
            for v in another(&s, &now) {
                let mut h = HouseRules::default();
                match h.set(s.key, v.clone()) {
                    Ok(()) => assert_eq!(h.get(s.key), Some(v), "{}", s.key),
                    // The building bands must stay ordered; the extreme value may break that.
                    Err(e) => assert!(
                        s.key.starts_with("roman-war.building_bands"),
                        "{}: {e}",
                        s.key
                    ),
                }
            }
        }
    }

    #[test]
    fn bad_values_are_refused_with_messages() {
        let mut h = HouseRules::default();
        let e = h
            .set("sandarticus.pilum_damage", HouseValue::Number(99.0))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "Pilum damage can be at most 12 (you entered 99)."
        );
        assert!(
            h.set("sandarticus.pilum_damage", HouseValue::Switch(true))
                .is_err()
        );
        assert!(
            h.set("sandarticus.wedge", HouseValue::Choice("sideways".into()))
                .is_err()
        );
        assert!(
            h.set("sandarticus.chariot_speed", HouseValue::Number(1.3))
                .is_err()
        );
        assert!(
            h.set(
                "roman-war.slope_range_fraction",
                HouseValue::Number(f64::NAN)
            )
            .is_err()
        );
        assert!(h.set("nope", HouseValue::Switch(true)).is_err());
        assert!(
            h.set(
                "roman-war.building_bands.no_projectile_cover_from_pct",
                HouseValue::Number(90.0)
            )
            .is_err()
        );
        assert_eq!(
            h,
            HouseRules::default(),
            "refused changes leave the settings alone"
        );
        h.set("sandarticus.chariot_speed", HouseValue::Number(1.25))
            .unwrap();
        assert_eq!(h.sandarticus.chariot_speed.eighths, 10);
    }

    #[test]
    fn scatter_reading_changes_cup_odds() {
        use crate::sandy_hook::artillery::{CupShot, GunKind, Landings, Spot};
        let shot = CupShot {
            gun: GunKind::Cannon,
            landings: Landings {
                on_target: Spot {
                    men: 6,
                    behind_wall: false,
                },
                ..Landings::default()
            },
            most_hit: None,
        };
        let mut h = HouseRules::default();
        let house_mean = shot.odds(&h).unwrap().mean();
        h.set("sandy-hook.scatter", HouseValue::Choice("literal".into()))
            .unwrap();
        let literal_mean = shot.odds(&h).unwrap().mean();
        assert!((house_mean - 2.0).abs() < 1e-9 && (literal_mean - 3.0).abs() < 1e-9);
    }

    #[test]
    fn threshold_and_effect_settings_change_odds() {
        use crate::ancients::break_test::{BreakTestInput, Cause};
        use crate::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
        let mut h = HouseRules::default();
        let unit = Unit::new(
            Size::Medium,
            2,
            Weight::Medium,
            UnitType::Infantry,
            Formation::Formed,
            &h.ancients,
        );
        let bt = BreakTestInput {
            unit,
            standing: Standing {
                damage_tokens: 0,
                tested_before: false,
            },
            hits: 3,
            won_combat: false,
            cause: Cause::Melee,
        };
        let before = bt.odds(&h).unwrap();
        h.set("ancients.hit_thresholds.medium", HouseValue::Number(4.0))
            .unwrap();
        let after = bt.odds(&h).unwrap();
        assert!(
            before.p_exactly(0) < 1e-12 && (after.p_exactly(0) - 1.0).abs() < 1e-12,
            "no test once 3 hits fall short"
        );

        use crate::roman_war::missiles::{CoverSituation, Slope, Volley, VolleyWeapon};
        use crate::roman_war::troops::Armour;
        let v = Volley {
            weapon: VolleyWeapon::Archer,
            shooters: 4,
            range_in: 3.0,
            slope: Slope::Level,
            target_armour: Armour::Unarmoured,
            targets: 4,
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        };
        let mut h = HouseRules::default();
        let before = v.odds(&h).unwrap().mean();
        h.set("roman-war.archer.unarmoured.short", HouseValue::Number(6.0))
            .unwrap();
        let after = v.odds(&h).unwrap().mean();
        assert!(
            after < before - 1e-6,
            "a narrower effect set kills fewer: {before} -> {after}"
        );
    }
}
