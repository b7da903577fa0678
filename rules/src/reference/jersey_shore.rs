//! Jersey Shore entries: the musket-era Sheil game.

use super::{Entry, e, plus, r_units, table};
use crate::house_rules::HouseRules;
use crate::jersey_shore::army::{MAX_ARMY, OBJECTIVE_TURNS};
use crate::jersey_shore::command::{HESSIAN_RALLY_ON, MEN_PER_OFFICER};
use crate::jersey_shore::objects::ObjectKind;
use crate::jersey_shore::troops::MELEE_WEAPONS;
use crate::jersey_shore::turn::{Phase, TURN};
use crate::jersey_shore::weapons::WeaponStats;
use crate::jersey_shore::{GUARD_RATIOS, LongWeaponBonus, MELEE_RULES};
use crate::rule::System;
use crate::sandy_hook::shooting::THROWN_HITS_ON;

const J: Option<System> = Some(System::JerseyShore);

fn reach(w: &WeaponStats) -> String {
    if w.reach.furthest == crate::sandy_hook::cords::Third::Long {
        w.reach.cord.name().to_string()
    } else {
        format!(
            "{} ({} third at most)",
            w.reach.cord.name(),
            w.reach.furthest.name()
        )
    }
}

pub(super) fn add(out: &mut Vec<Entry>, house: &HouseRules) {
    let h = &house.jersey_shore;
    let w = &h.weapons;

    e("jersey-shore.army-size", J, "Army building", "Army size")
        .p(format!("Each side fields at most {MAX_ARMY} men."))
        .see(&["jersey-shore.victory", "jersey-shore.command"])
        .kw(&["army", "size", "limit", "roster", "hundred"])
        .into(out);

    e("jersey-shore.victory", J, "Winning", "Winning the battle")
        .p(format!(
            "There are three ways to win. Leave the enemy with no guns or wagons (smashed or seized) once two men in three of his army are dead or prisoners; take his fort; or keep the objective for {OBJECTIVE_TURNS} turns. Scenarios include defending a fort and relieving a besieged one."
        ))
        .see(&["sandarticus.victory"])
        .kw(&["victory", "win", "fort", "objective", "scenario"])
        .into(out);

    e("jersey-shore.shooting-behind-walls", J, "Shooting", "Men behind walls")
        .p("A man sheltering behind a wall can only be shot while he is taking part in the fight. Firing, getting ready to fire, or serving a gun that is firing all count; otherwise he cannot be targeted.")
        .p("This is a Jersey Shore rule. Sandarticus has none like it: its men behind walls can always be shot at, with its wall modifier.")
        .see(&["sandy-hook.shooting", "jersey-shore.objects"])
        .kw(&["wall", "cover", "hidden", "behind", "fort"])
        .into(out);

    e("jersey-shore.turn-order", J, "Turn", "Order of a turn")
        .p("Flip a coin; the winner decides which side moves first. That side moves, then the other side moves, then both sides shoot.")
        .table(table(
            "Turn",
            &["Step", "What happens"],
            TURN.iter()
                .enumerate()
                .map(|(i, p)| {
                    let what = match p {
                        Phase::CoinFlip => "coin flip: the winner picks who moves first",
                        Phase::FirstSideMoves => "the first side moves",
                        Phase::SecondSideMoves => "the other side moves",
                        Phase::BothShoot => "both sides shoot",
                    };
                    vec![(i + 1).to_string(), what.to_string()]
                })
                .collect(),
        ))
        .see(&["jersey-shore.contact"])
        .kw(&["turn", "sequence", "order", "coin", "initiative", "phase"])
        .into(out);

    e("jersey-shore.contact", J, "Turn", "Coming into contact")
        .p("A group that moves within R1 of the enemy must halt there, and both sides exchange fire at R1 in the shooting step. If they then charge, every pistol on both sides gets a free shot and the rest fight hand to hand.")
        .see(&["jersey-shore.charge-pistols", "jersey-shore.hand-to-hand"])
        .kw(&["contact", "charge", "halt", "R1", "close"])
        .into(out);

    let weapon_rows = vec![
        ("musket", w.musket),
        ("rifle", w.rifle),
        ("pistol", w.pistol),
        ("Indian bow", w.bow),
        ("cannon", w.cannon),
        ("mortar", w.mortar),
    ]
    .into_iter()
    .map(|(n, s)| {
        vec![
            n.to_string(),
            reach(&s),
            s.damage.to_string(),
            s.rate_of_fire.to_string(),
        ]
    })
    .collect();
    e("jersey-shore.shooting", J, "Shooting", "Weapons and shooting")
        .p("Shooting uses two dice against the score for the range third, as in every Sheil game. The weapon table itself is missing from the source, so every number below is a house rule the players can change.")
        .p(format!(
            "House rules: any unprotected man who is hit is removed (an unprotected man rates {}); damage only matters against walls and other objects. {}",
            h.man_rating,
            if h.rifle_medium_counts_as_close {
                "A rifle's medium third counts as close range, which is its edge over a musket."
            } else {
                "Rifles shoot exactly like muskets."
            }
        ))
        .p("Modifiers: minus one at a target in a house (not a fort) or behind a wagon, minus two behind a log or stone wall or in a fort, plus two for firing again at a target that has not moved.")
        .table(table("Weapons (house numbers)", &["Weapon", "Range", "Damage", "Shots a round"], weapon_rows))
        .see(&["sandy-hook.shooting", "jersey-shore.objects", "sandy-hook.cup-rule", "sandy-hook.grapeshot"])
        .kw(&["musket", "rifle", "pistol", "bow", "cannon", "mortar", "shoot", "fire", "rate of fire"])
        .into(out);

    e("jersey-shore.thrown-weapons", J, "Shooting", "Throwing knives, tomahawks and spears")
        .p(format!(
            "Thrown knives, tomahawks and spears roll one die each and hit on {}. They only reach the close third of R1.",
            plus(THROWN_HITS_ON)
        ))
        .see(&["sandy-hook.thrown-weapons"])
        .kw(&["throw", "knife", "tomahawk", "spear", "indian"])
        .into(out);

    e("jersey-shore.charge-pistols", J, "Shooting", "Free pistol shots on a charge")
        .p(format!(
            "When a charge goes in, every pistol on both sides fires once before the fighting. House rule: the source gives no score for this shot, so it is taken at {} range.",
            h.free_shot_third.name()
        ))
        .see(&["jersey-shore.contact", "sandy-hook.thrown-weapons"])
        .kw(&["pistol", "charge", "free shot", "cavalry"])
        .into(out);

    e("jersey-shore.melee-weapons", J, "Hand to hand", "Hand-to-hand weapons")
        .p("Musket troops fight with bayonets. Riflemen have none and swing the rifle as a club. Indians use spear, tomahawk or knife; cavalry and gunners carry swords.")
        .table(table(
            "Who fights with what",
            &["Troops", "Weapons"],
            MELEE_WEAPONS
                .iter()
                .map(|(t, ws)| {
                    vec![
                        t.name().to_string(),
                        ws.iter().map(|w| w.name()).collect::<Vec<_>>().join(", "),
                    ]
                })
                .collect(),
        ))
        .see(&["jersey-shore.hand-to-hand"])
        .kw(&["bayonet", "sword", "tomahawk", "knife", "club", "spear", "melee weapon"])
        .into(out);

    e("jersey-shore.hand-to-hand", J, "Hand to hand", "Hand to hand in Jersey Shore")
        .p("The sides cancel each other out man for man until one outnumbers the other two to one; then the smaller side is captured.")
        .p(format!(
            "Cavalry count as two men each, but only one against a musket unit that is not already fighting. Long weapons (bayonet, sword, spear) out-reach short ones (knife, tomahawk, club): when long-armed men attack short-armed ones, every {} of them kill one extra.",
            MELEE_RULES.long_weapon_bonus.unwrap_or(0)
        ))
        .p(match h.long_weapons {
            LongWeaponBonus::BothSides => "House rule: both sides strike at once in hand to hand, so the side with the longer weapons earns the extra kills whether it attacked or was attacked.",
            LongWeaponBonus::AttackerOnly => "House rule in force: only a side that attacked earns the extra kills, as the sentence is worded.",
        })
        .p(format!(
            "One guard marches {} prisoners, or holds {} behind his own lines.",
            GUARD_RATIOS.marching, GUARD_RATIOS.at_lines
        ))
        .see(&["sandy-hook.melee", "jersey-shore.melee-weapons", "sandy-hook.prisoners"])
        .kw(&["melee", "hand to hand", "capture", "cavalry", "bayonet", "outnumber", "prisoner"])
        .into(out);

    e("jersey-shore.command", J, "Command", "Officers")
        .p(format!(
            "Regulars need one officer for every {MEN_PER_OFFICER} men. A unit with no officer stays where it is and only defends. If it has also lost more than half its men, it falls back home until an officer joins it. Men beyond what the officers cover keep falling back or stand fast."
        ))
        .p("Rangers, Indians and frontiersmen fight without officers.")
        .see(&["jersey-shore.hessian-rally", "jersey-shore.army-size"])
        .kw(&["officer", "leader", "command", "regulars", "retreat"])
        .into(out);

    e("jersey-shore.hessian-rally", J, "Command", "Rallying Hessians")
        .p(format!(
            "Hessians who are falling back can be stopped by a British officer: roll a die, and on {} they rally; otherwise they keep going.",
            plus(HESSIAN_RALLY_ON)
        ))
        .see(&["jersey-shore.command"])
        .kw(&["hessian", "rally", "british", "officer", "retreat", "morale"])
        .into(out);

    let objs = ObjectKind::ALL;
    e("jersey-shore.objects", J, "Damage", "Walls, doors and wagons")
        .p("An object is destroyed when the damage that hits it equals or beats its rating. Ordinary musket or rifle fire never brings down a wall; cannon can smash doors, wagons and walls.")
        .p("House rule: the source's tables of what walls and other objects resist are lost, so these ratings are house numbers.")
        .table(table(
            "Object ratings (house numbers)",
            &["Object", "Rating"],
            objs.iter().map(|&o| vec![o.name().trim_start_matches("the ").to_string(), h.objects.of(o).to_string()]).collect(),
        ))
        .see(&["sandy-hook.armour", "jersey-shore.shooting"])
        .kw(&["wall", "door", "wagon", "fort", "house", "object", "destroy", "breach"])
        .into(out);

    let s = h.speeds;
    e("jersey-shore.speed", J, "Movement", "Speeds")
        .p("House rule: the source gives no movement rates, so these are house numbers. A caisson goes at half speed in the turn it hooks up a gun.")
        .table(table(
            "Speeds (house numbers)",
            &["Who", "Speed"],
            vec![
                vec!["regulars".into(), r_units(s.regulars)],
                vec!["Indians, rangers, light foot".into(), r_units(s.light)],
                vec!["cavalry".into(), r_units(s.cavalry)],
                vec!["gun pushed by hand".into(), r_units(s.pushed_gun)],
                vec!["caisson".into(), r_units(s.caisson)],
            ],
        ))
        .see(&["sandy-hook.gun-handling", "sandy-hook.cords"])
        .kw(&["speed", "move", "movement", "cavalry", "caisson"])
        .into(out);
}
