//! Roman War Rules entries: tape measure, one die per man.

use super::{Entry, e, num, plus, table};
use crate::house_rules::HouseRules;
use crate::roman_war::melee::MAX_GROUP;
use crate::roman_war::missiles::{OVER_THE_TOP_IN, TESTUDO_MIN, Weapon};
use crate::roman_war::movement::{BASE_MOVES, CHARIOT_RIDERS_MAX, GROUND_FACTORS};
use crate::roman_war::siege::{
    BREAKING_FACE, CHAIN_MEN, DOOR_MOVES, FALL_SURVIVE_FROM, LADDER_CLIMBERS, LADDER_DEFENDERS,
    LADDER_RAISE_MOVES, LADDER_REACH_IN, PUSH_OFF_TO, PUSHERS, RAM_MEN, WALL_FIGHTERS_EACH_WAY,
};
use crate::roman_war::structures::{
    BRIDGE_MAN_MOVES, FOOT_BRIDGE_BANDS, LARGE_BRIDGE_BANDS, STRUCTURE_POINTS, WALL_SECTION_IN,
};
use crate::roman_war::templates::{BURST_ACROSS, RUN_OVER_HIT_TO};
use crate::roman_war::troops::{ARMOUR_LIST, REQUIRED_FORMATIONS};
use crate::roman_war::{SURVIVE_FROM, SlingersBehindWalls, TurnSequence, UnlistedArmour, rule};
use crate::rule::System;

const R: Option<System> = Some(System::RomanWar);

pub(super) fn add(out: &mut Vec<Entry>, house: &HouseRules) {
    let h = &house.roman_war;

    e(rule::TROOPS, R, "Troops", "Troops and armour")
        .p("Every man rolls his own die for shooting and fighting. Troops are armoured or unarmoured, and the two are hit on different numbers.")
        .p(format!(
            "The list below names the troops the public copy classes. {} {}",
            match h.unlisted_armour {
                UnlistedArmour::HeavyOrPhalanxArmoured => "House rule: troops it leaves out count as armoured if they are heavy infantry or fight in a phalanx, and unarmoured otherwise.",
                UnlistedArmour::AllUnarmoured => "House rule in force: troops it leaves out are all unarmoured.",
            },
            if h.scutari_armoured {
                "House rule in force: Spanish Scutari count as armoured."
            } else {
                "The copies disagree on Spanish Scutari (one calls every Spaniard unarmoured, another calls the Scutari heavy foot); by default they follow the list."
            }
        ))
        .table(table(
            "Armour list",
            &["Troops", "Class"],
            ARMOUR_LIST.iter().flat_map(|(a, ts)| ts.iter().map(|t| vec![t.name().to_string(), a.name().to_string()])).collect(),
        ))
        .see(&[rule::FORMATIONS, rule::SURVIVAL])
        .kw(&["troops", "armour", "armoured", "unarmoured", "legion", "hastati", "triarii", "gaul", "spanish", "scutari"])
        .into(out);

    e(rule::FORMATIONS, R, "Troops", "Required formations")
        .p("Some troops must keep their formation unless the enemy breaks it: Roman maniples fight in lines that take turns at the front, phalanx troops in a phalanx, and Gauls as individuals. Skirmishers may form as they like.")
        .table(table(
            "Formations",
            &["Troops", "Must fight in"],
            REQUIRED_FORMATIONS.iter().flat_map(|(f, ts)| ts.iter().map(|t| vec![t.name().to_string(), f.describe().to_string()])).collect(),
        ))
        .see(&[rule::TROOPS, rule::TESTUDO])
        .kw(&["formation", "maniple", "phalanx", "individual", "line"])
        .into(out);

    let mut moves: Vec<Vec<String>> = BASE_MOVES
        .iter()
        .map(|(m, inch)| vec![m.name().to_string(), format!("{} in", num(*inch))])
        .collect();
    moves.push(vec![
        "Elephant (house rule)".into(),
        format!("{} in", num(h.elephant_move_in)),
    ]);
    e(rule::MOVEMENT, R, "Movement", "Moving")
        .p(format!(
            "Moves are measured with a tape in inches. Uphill, downhill and road moves are a share of the base move, rounded to the half inch. A chariot carries up to {CHARIOT_RIDERS_MAX} riders."
        ))
        .p("House rule: the elephant move is missing, so it uses a house number.")
        .table(table("Base moves", &["Who", "Move"], moves))
        .table(table(
            "Ground",
            &["Ground", "Share of the base move"],
            GROUND_FACTORS.iter().map(|(g, n, d)| vec![format!("{g:?}"), format!("{n}/{d}")]).collect(),
        ))
        .see(&[rule::TURN])
        .kw(&["move", "movement", "speed", "inches", "tape", "road", "hill", "elephant", "chariot"])
        .into(out);

    let weapons = [
        Weapon::Archer,
        Weapon::Slinger,
        Weapon::Lancer,
        Weapon::Scorpio,
        Weapon::Catapult,
        Weapon::Ballista,
    ];
    let effects = |ef: [crate::roman_war::missiles::Effect; 3]| {
        ef.iter()
            .map(|x| x.describe())
            .collect::<Vec<_>>()
            .join(" / ")
    };
    e(rule::MISSILES, R, "Shooting", "Missiles and effect sets")
        .p("Each shooter rolls one die. It hits if the face is in the weapon's effect set for the target's armour and the third of the range the target is in (short, medium or long). A man hit then rolls for survival.")
        .p(format!(
            "Shooting uphill loses {}% of the range and downhill gains as much.",
            num(h.slope_range_fraction * 100.0)
        ))
        .p("House rule: the source's effect tables arrived empty, so every range and effect set below is a house number the players can change.")
        .table(table(
            "Effect sets (short / medium / long)",
            &["Weapon", "Range", "Ranks hit", "Unarmoured", "Armoured"],
            weapons
                .iter()
                .map(|w| {
                    let p = w.profile(h);
                    vec![
                        w.name().to_string(),
                        format!("{} in", num(p.max_range_in)),
                        if p.ranks_hit == 0 { "under the template".to_string() } else { p.ranks_hit.to_string() },
                        effects(p.unarmoured),
                        effects(p.armoured),
                    ]
                })
                .collect(),
        ))
        .see(&[rule::COVER, rule::SURVIVAL, rule::TEMPLATES])
        .kw(&["missile", "shoot", "archer", "slinger", "lancer", "javelin", "pilum", "effect", "range", "volley"])
        .into(out);

    e(rule::COVER, R, "Shooting", "Cover")
        .p("Cover takes one number off the effect set (we take off the lowest). Hedges, fences and small rocks cover against arrows, sling stones and lances; a low stone wall or a boulder covers against everything.")
        .p(if h.cover_adds_up {
            "House rule in force: each kind of cover a target has (say a testudo behind a stone wall) takes one more number off."
        } else {
            "House rule: the text never says what two kinds of cover do, so a target behind several still loses one number at most."
        })
        .p(format!(
            "Men within {} in behind a high wall or cliff are below the arc of arrows and lances and cannot be hit by them; men further back can be, with cover. Slingers need a straight line to their target. Buildings protect according to their state.",
            num(OVER_THE_TOP_IN)
        ))
        .p(match h.slingers_behind_walls {
            SlingersBehindWalls::NeverHit => "House rule: the wall stands across every straight line to the men behind it, so slingers cannot hit them however far back they stand.",
            SlingersBehindWalls::AsArrowsFurtherBack => "House rule in force: slingers hit men standing more than 2 in back from a high wall as arrows do, with cover.",
        })
        .see(&[rule::MISSILES, rule::STRUCTURES, rule::TESTUDO])
        .kw(&["cover", "wall", "hedge", "rock", "cliff", "building", "window"])
        .into(out);

    e(rule::TESTUDO, R, "Shooting", "Testudo (tortoise)")
        .p(format!(
            "Hastati, princeps and triarii may lock shields into a testudo: a block at least {TESTUDO_MIN} men wide and {TESTUDO_MIN} deep, not in melee. It counts as being in cover against missiles."
        ))
        .see(&[rule::COVER, "sandarticus.formations.clash"])
        .kw(&["testudo", "tortoise", "turtle", "shield", "roman", "cover"])
        .into(out);

    e(rule::SURVIVAL, R, "Shooting", "Survival roll")
        .p(format!(
            "A man hit rolls one die: {} means a flesh wound and he fights on; anything lower kills him. A man hit a second time in the same turn dies without a roll, whether the hits came from missiles, a template or a blow in melee.",
            plus(SURVIVE_FROM)
        ))
        .see(&[rule::MISSILES, rule::MELEE])
        .kw(&["survival", "wound", "flesh wound", "dead", "save"])
        .into(out);

    e(rule::TEMPLATES, R, "Shooting", "Chariots, elephants and the scorpio")
        .p(format!(
            "A chariot or elephant running through men uses a clear template of its size: each man under it is hit on 1 to {RUN_OVER_HIT_TO}, then rolls for survival. The scorpio shoots a bolt along a line, reaching several ranks deep."
        ))
        .see(&[rule::BALLISTA, rule::MISSILES])
        .kw(&["template", "chariot", "elephant", "scorpio", "run over", "trample"])
        .into(out);

    e(rule::BALLISTA, R, "Shooting", "Catapult and ballista")
        .p(format!(
            "An engine first makes a ranging shot. House rule: it lands on {} out to half its range and on {} beyond. If it lands, every man under the burst template rolls against the effect set, then for survival.",
            plus(h.ranging_near_from),
            plus(h.ranging_far_from)
        ))
        .p(format!(
            "The burst template is a clear, irregular shape about {} in ({} cm) across. If the ranging shot fails, lift it off again.",
            num(BURST_ACROSS.0),
            num(BURST_ACROSS.1)
        ))
        .see(&[rule::TEMPLATES, rule::MISSILES])
        .kw(&["catapult", "ballista", "ranging", "template", "burst", "engine", "artillery"])
        .into(out);

    e(rule::MELEE, R, "Melee", "Melee")
        .p("Before contact, attackers may throw their lances; the dead are removed before the fight. Men then fight in pairs, one die each.")
        .p("In the first round the attacker's hit kills outright, and only defenders he missed strike back. In later rounds every hit gets a survival roll and defenders strike back even if they are dying. A man already wounded this turn, by a volley or an earlier blow, dies of a hit with no roll.")
        .p(format!(
            "After each round, each group of up to {MAX_GROUP} men secretly picks stay or retreat; a retreat is a full move away."
        ))
        .p(format!(
            "House rule: the promised melee table never appears, so a blow hits unarmoured men on {} and armoured men on {}.",
            plus(h.melee_hit_unarmoured_from),
            plus(h.melee_hit_armoured_from)
        ))
        .see(&[rule::SURVIVAL, rule::LADDERS])
        .kw(&["melee", "fight", "combat", "pairs", "lance", "retreat", "stay"])
        .into(out);

    e(rule::LADDERS, R, "Sieges", "Ladders")
        .p(format!(
            "A ladder party within {} in of the wall raises its ladder in {} of a move. {LADDER_CLIMBERS} men climb at a time, taking a move, and may not shoot while climbing; in the next move they fight {LADDER_DEFENDERS} defenders at the top. The attackers get no first-round advantage there: it is fought like a later round.",
            num(LADDER_REACH_IN),
            num(LADDER_RAISE_MOVES)
        ))
        .p("If the climbers win, they step onto the wall. If they hold on at the top of the ladder instead, more men may climb up behind them.")
        .p(format!(
            "{PUSHERS} defenders may try to push the ladder off: it goes over on 1 to {PUSH_OFF_TO}. A man who falls lives on {}.",
            plus(FALL_SURVIVE_FROM)
        ))
        .see(&[rule::WALLS, rule::MELEE])
        .kw(&["ladder", "siege", "climb", "storm", "push off", "escalade"])
        .into(out);

    e(rule::WALLS, R, "Sieges", "Doors and walls")
        .p(format!(
            "Opening or shutting a door takes {} full move. Men get on or off a wall only at a corner, and on a wall top only {WALL_FIGHTERS_EACH_WAY} may fight at once in each direction.",
            num(DOOR_MOVES)
        ))
        .see(&[rule::LADDERS, rule::BATTERING, rule::STRUCTURES])
        .kw(&["wall", "door", "corner", "castle", "rampart"])
        .into(out);

    e(rule::BATTERING, R, "Sieges", "Battering a door")
        .p(format!(
            "A ram needs {} to {} men. They spend a turn getting to the door; after that they roll one die each turn, and a {BREAKING_FACE} knocks the door in.",
            RAM_MEN.0, RAM_MEN.1
        ))
        .see(&[rule::WALLS, rule::DRAWBRIDGE])
        .kw(&["ram", "batter", "door", "gate"])
        .into(out);

    e(rule::DRAWBRIDGE, R, "Sieges", "Drawbridge chains")
        .p(format!(
            "Working from inside, {} to {} men go to each chain, which takes a turn. Then every man rolls a die each turn, and a {BREAKING_FACE} breaks his chain. The bridge drops for good only when both chains are broken.",
            CHAIN_MEN.0, CHAIN_MEN.1
        ))
        .see(&[rule::BATTERING])
        .kw(&["drawbridge", "chain", "gate"])
        .into(out);

    e(rule::STRUCTURES, R, "Sieges", "Structure points")
        .p(format!(
            "Walls, towers and bridges have points that missiles and engines knock off. Each {} in of wall counts as its own section. When a wall section or a tower has no points left, everyone on it or inside it is lost.",
            num(WALL_SECTION_IN)
        ))
        .p(format!(
            "House rule: buildings have no points in the source, so each storey has {} points. A storey gives full cover from {}% of its points, loses missile cover below that down to {}%, is rubble below that, and falls in at zero. The top storey goes first.",
            h.building_points_per_storey, h.building_bands.full_cover_from_pct, h.building_bands.no_projectile_cover_from_pct
        ))
        .table(table(
            "Starting points",
            &["Structure", "Points"],
            STRUCTURE_POINTS.iter().map(|(f, p)| vec![f.name().to_string(), p.to_string()]).collect(),
        ))
        .see(&[rule::BRIDGES, rule::COVER, rule::WALLS])
        .kw(&["structure", "points", "wall", "tower", "building", "storey", "collapse", "rubble", "damage"])
        .into(out);

    let band_rows = |bands: &[(i64, i64, crate::roman_war::structures::BridgeUse)],
                     name: &str|
     -> Vec<Vec<String>> {
        bands
            .iter()
            .map(|(lo, hi, u)| {
                vec![
                    name.to_string(),
                    format!("{lo}\u{2013}{hi}"),
                    if u.wagons { "yes" } else { "no" }.to_string(),
                    u.men_abreast.to_string(),
                    u.cavalry_abreast.to_string(),
                ]
            })
            .collect()
    };
    let mut bridge_rows = band_rows(&LARGE_BRIDGE_BANDS, "large bridge");
    bridge_rows.extend(band_rows(&FOOT_BRIDGE_BANDS, "foot bridge"));
    e(rule::BRIDGES, R, "Sieges", "Bridges")
        .p(format!(
            "A damaged bridge carries less. Building one takes {BRIDGE_MAN_MOVES} man-moves: ten men need ten moves."
        ))
        .p(if h.bridge_fall_takes_men {
            "House rule: the text says men go down with a wall or tower that has no points left, and nothing of bridges. Men on a bridge brought to zero are lost with it too."
        } else {
            "House rule in force: a bridge brought to zero points is down, but the men on it are not counted as lost."
        })
        .table(table("What a bridge carries", &["Bridge", "Points", "Wagons", "Men abreast", "Horsemen abreast"], bridge_rows))
        .see(&[rule::STRUCTURES])
        .kw(&["bridge", "build", "cross", "points"])
        .into(out);

    e(rule::TURN, R, "Turn", "Order of a turn")
        .p(match h.turn_sequence {
            TurnSequence::IGoUGo => "House rule: the source gives no turn order. By default one side moves, shoots and fights its melees, then the other side does the same.",
            TurnSequence::PhaseByPhase => "House rule in force: both sides move, then both shoot, then all melees are fought.",
        })
        .see(&[rule::MOVEMENT, rule::MELEE])
        .kw(&["turn", "sequence", "order", "phase", "igougo"])
        .into(out);
}
