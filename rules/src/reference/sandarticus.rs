//! Sandarticus entries: troops, formations, weapons, armour, melee, leaders, army building.

use super::{Entry, e, table};
use crate::house_rules::HouseRules;
use crate::rule::System;
use crate::sandarticus::People;
use crate::sandarticus::armour::{BODY_ARMOUR, FORMATION_FRONT, OBJECT_ARMOUR, object_armour};
use crate::sandarticus::army::{
    BALANCE_TOLERANCE, GLADIATOR_SHARE, HIRING, MEN_PER_GLADIATOR, MEN_PER_LEADER,
    NORTH_GERMAN_UNIT, OBJECTIVE_TURNS, SPARTACUS_CHIEFS, UNITS_PER_EXTRA_LEADER, fair_ratio,
};
use crate::sandarticus::formations::{
    EMERGENCY_RING, FORMERS, MINIMUMS, PHALANX_RANKS, RANKS_THAT_COUNT,
};
use crate::sandarticus::formations::{RING_EXAMPLE, ring_shelters};
use crate::sandarticus::melee::CANCEL_OUT;
use crate::sandarticus::troops::{
    ARMOUR_FROM_HOUSE, BodyArmour, CATALOGUE, SPEEDS, SpeedClass, armour_class,
};
use crate::sandarticus::weapons::{Damage, WEAPONS, Weapon, weapon};
use crate::sandarticus::{
    GallicUnitLeaderLoss, OnagerFire, PhalanxAgainstWall, RingShelter, ScatteredPenalty,
    SmallShieldReading, UnstatedArmour, WedgeReading,
};

const S: Option<System> = Some(System::Sandarticus);

/// The clash matrix as the rules compute it: each pairing is played at equal strength, and the ratio the rule
/// reports is shown, so the table cannot disagree with `clash`.
fn clash_table(h: &crate::sandarticus::House) -> crate::reference::Table {
    use crate::sandarticus::clash::{Clash, ClashSide, clash};
    use crate::sandarticus::formations::Formation::{self, *};
    let people = |f: Formation| match f {
        Phalanx => People::Greek,
        _ => People::Roman,
    };
    let side = |f: Formation| ClashSide {
        people: people(f),
        formation: f,
        men: 24,
        frontage: None,
        has_leader: true,
        spears_lead: false,
    };
    let mut rows = Vec::new();
    for a in [ShieldWall, Phalanx, Wedge] {
        for d in [ShieldWall, ShieldRing, Phalanx, Wedge, Tortoise] {
            let c = Clash {
                attacker: side(a),
                defender: side(d),
                wedge_flank: false,
            };
            if a == d {
                continue;
            }
            if let Ok(o) = clash(&c, h) {
                let needs = o
                    .ratio_needed
                    .map_or("no ratio".to_string(), |(x, y)| format!("{x} : {y}"));
                rows.push(vec![
                    a.name().to_string(),
                    d.name().to_string(),
                    needs,
                    o.result.name().to_string(),
                ]);
            }
        }
    }
    table(
        "Clash ratios (attacker : defender), at equal numbers",
        &["Attacker", "Defender", "Ratio needed", "At equal numbers"],
        rows,
    )
}

/// Body armour in the armour table.
fn body_armour_name(b: BodyArmour) -> &'static str {
    match b {
        BodyArmour::None => "none",
        BodyArmour::Medium => "medium",
        BodyArmour::Heavy => "heavy",
    }
}

fn armour_word(a: UnstatedArmour) -> &'static str {
    match a {
        UnstatedArmour::Medium => "medium",
        UnstatedArmour::Light => "light",
    }
}

fn peoples(list: &[People]) -> String {
    list.iter().map(|p| p.name()).collect::<Vec<_>>().join(", ")
}

pub(super) fn add(out: &mut Vec<Entry>, house: &HouseRules) {
    let h = &house.sandarticus;

    e("sandarticus.troops", S, "Troops", "Troop types")
        .p("Romans, Greeks, Gauls, two kinds of Germans and the gladiator revolt field the troops below. The armour class sets how many men it takes to kill one enemy in hand to hand; legionnaires and hoplites are the heavy troops.")
        .p(format!(
            "House rule: the text describes the Gauls and the gladiators but never says how they are armoured. They count as {} and {} (helmet and shield make a man medium); the players may make either light.",
            armour_word(h.gaul_armour),
            armour_word(h.gladiator_armour)
        ))
        .table(table(
            "Troop catalogue",
            &["Troop", "People", "Class", "Weapons", "Needs a leader"],
            CATALOGUE
                .iter()
                .map(|t| {
                    let class = format!("{:?}", armour_class(t.troop, h));
                    vec![
                        t.name.to_string(),
                        t.people.name().to_string(),
                        if ARMOUR_FROM_HOUSE.contains(&t.troop) {
                            format!("{class} (house rule)")
                        } else {
                            class
                        },
                        t.weapons.iter().map(|w| weapon(*w).name).collect::<Vec<_>>().join(", "),
                        if t.needs_leader { "yes" } else { "no" }.to_string(),
                    ]
                })
                .collect(),
        ))
        .see(&["sandarticus.speed", "sandarticus.weapons", "sandarticus.armour"])
        .kw(&["troops", "legionnaire", "hoplite", "gladiator", "gaul", "german", "cavalry", "auxiliary", "roman", "greek"])
        .into(out);

    let speed_name = |c: SpeedClass| match c {
        SpeedClass::Armoured => "armoured foot (helmet, shield, body armour)",
        SpeedClass::LightOrMedium => "light or medium foot",
        SpeedClass::LightCavalry => "light cavalry",
        SpeedClass::PushedSiegeGear => "siege gear or catapult pushed by its crew",
    };
    let mut speed_rows: Vec<Vec<String>> = SPEEDS
        .iter()
        .map(|(c, s)| vec![speed_name(*c).to_string(), s.to_string(), "rulebook".into()])
        .collect();
    for (what, s) in [
        ("medium cavalry", h.medium_cavalry_speed),
        ("heavy cavalry", h.heavy_cavalry_speed),
        ("chariot", h.chariot_speed),
        ("war wagon", h.war_wagon_speed),
    ] {
        speed_rows.push(vec![what.to_string(), s.to_string(), "house rule".into()]);
    }
    e("sandarticus.speed", S, "Movement", "Speed per move")
        .p("Each move, troops go the distance on the range cords shown below. A shield ring or tortoise moves at half speed, and running adds a quarter.")
        .p("House rule: the list gives a speed only to light cavalry, so medium and heavy cavalry, chariots and war wagons use house speeds the players can change.")
        .table(table("Speeds", &["Who", "Speed", "Source"], speed_rows))
        .see(&["sandy-hook.cords", "sandy-hook.running", "sandarticus.formations.minimum"])
        .kw(&["speed", "move", "movement", "cavalry", "chariot", "wagon"])
        .into(out);

    e("sandarticus.formations.minimum", S, "Formations", "Formations and their minimum size")
        .p(format!(
            "A unit needs at least the men below to hold a formation. The phalanx stands {} ranks deep; when formations meet, only the first {} ranks count. Shield rings and tortoises move at half speed, and a tortoise cannot fight without breaking up.",
            PHALANX_RANKS, RANKS_THAT_COUNT
        ))
        .p(format!(
            "A phalanx struck from behind may turn into a hedgehog of spears, which counts as a shield ring. The text's one example of a ring sheltering men without spears in its middle is {} spearmen keeping {} safe. {}",
            RING_EXAMPLE.0,
            RING_EXAMPLE.1,
            match h.ring_shelter {
                RingShelter::OnePerThree => format!(
                    "House rule: bigger rings shelter one man for every three spearmen ({} for a ring of 12).",
                    ring_shelters(12, h)
                ),
                RingShelter::TwoAtMost => "House rule in force: a ring shelters two, whatever its size.".to_string(),
            }
        ))
        .p("A broken formation fights as scattered troops and may not form up again until the next turn.")
        .table(table(
            "Minimum men",
            &["Formation", "Men"],
            MINIMUMS.iter().map(|(f, n)| vec![f.name().to_string(), n.to_string()]).collect(),
        ))
        .see(&["sandarticus.formations.who", "sandarticus.formations.change", "sandarticus.formations.clash"])
        .kw(&["formation", "shield wall", "shield ring", "phalanx", "wedge", "tortoise", "testudo", "turtle", "hedgehog", "minimum"])
        .into(out);

    e("sandarticus.formations.who", S, "Formations", "Who may form what")
        .p("Anyone may make a shield wall. Every other formation needs a leader with the unit, and the special ones belong to particular peoples.")
        .table(table(
            "Formations by people",
            &["Formation", "Peoples"],
            FORMERS.iter().map(|(f, p)| vec![f.name().to_string(), peoples(p)]).collect(),
        ))
        .see(&["sandarticus.formations.minimum", "sandarticus.army.leaders"])
        .kw(&["formation", "leader", "leaderless", "phalanx", "wedge", "tortoise", "ring"])
        .into(out);

    e("sandarticus.formations.change", S, "Formations", "Changing formation")
        .p("A unit may change formation once a turn, before it moves. Turning to face a new direction is free and instant.")
        .p(format!(
            "The one exception is the emergency shield ring: {} may throw one up at once when a sudden, overwhelming attack falls on them.",
            peoples(&EMERGENCY_RING)
        ))
        .see(&["sandarticus.formations.minimum"])
        .kw(&["change", "formation", "emergency", "face", "turn"])
        .into(out);

    let wedge = match h.wedge {
        WedgeReading::RatioWins => "In force now: the ratios decide.",
        WedgeReading::FirstStatementWins => "In force now: the flat statements decide.",
    };
    e("sandarticus.formations.clash", S, "Formations", "When formations clash")
        .p("The text says a phalanx in line breaks a shield wall and overwhelms a ring, but elsewhere asks a phalanx for two men per man of a ring, and lets a shield wall wrap round a phalanx short of three to two. The table shows what the app applies.")
        .p(match h.phalanx_against_wall {
            PhalanxAgainstWall::ThreeToTwo => "House rule: a phalanx needs three men for every two in a shield wall to break it, as a wedge does, since the wall's wrap-round names the phalanx too.",
            PhalanxAgainstWall::Outright => "House rule in force: a phalanx in line breaks a shield wall whatever the numbers.",
        })
        .p("A wedge breaks a tortoise with two men for every three in it, and a shield wall or phalanx with three men for every two; short of that, the shield wall wraps round the wedge's flanks. A phalanx or wedge needs two men for each one in a shield ring.")
        .p("A shield wall that attacks envelops a phalanx, wedge or ring, and brings a tortoise to a halt: the tortoise must take another formation next turn. Scattered troops fight at a disadvantage against any formation, and men caught between the teeth of a line of wedges are struck twice.")
        .p("A wedge hit on its long side meets the blow as a shield wall, provided the attackers stayed formed and came straight at it, square on, for their last R½.")
        .p(format!("Ambiguity: the text first says a wedge simply breaks walls and tortoises, and breaks a ring when spearmen lead it, then gives ratios for the same fights. House rule: where a ratio is given, it decides. {wedge}"))
        .table(clash_table(h))
        .see(&["sandarticus.formations.minimum", "sandarticus.melee"])
        .kw(&["clash", "break", "wedge", "phalanx", "tortoise", "testudo", "shield wall", "ring", "envelop", "ratio", "flank", "teeth", "scattered"])
        .into(out);

    let dmg = |d: Damage| match d {
        Damage::None => "none".to_string(),
        Damage::Flat(x) => x.to_string(),
        Damage::ByThird(t) => format!("{}/{}/{}", t[0], t[1], t[2]),
    };
    e("sandarticus.weapons", S, "Weapons", "Weapons")
        .p("A weapon with a range can be shot or thrown; three damage numbers are for the close, medium and long thirds of its cord. Engines list their damage and the most men one shot can strike.")
        .p("Five spearmen in a line are said to blunt a cavalry charge, while the melee rule asks for six or more. House rule: the melee rule's number counts.")
        .table(table(
            "Weapon list",
            &["Weapon", "Range", "Damage", "Most men hit"],
            WEAPONS
                .iter()
                .map(|w| {
                    let range = match w.weapon {
                        Weapon::Pilum => "R1 (house)".to_string(),
                        _ => w.range.map_or("hand".to_string(), |c| c.to_string()),
                    };
                    let damage = match w.weapon {
                        Weapon::Pilum => format!("{} (house)", h.pilum_damage),
                        _ => dmg(w.damage),
                    };
                    vec![w.name.to_string(), range, damage, w.max_hit.to_string()]
                })
                .collect(),
        ))
        .see(&["sandarticus.armour", "sandarticus.shooting", "sandarticus.weapons.pilum", "sandarticus.weapons.net"])
        .kw(&["weapon", "spear", "javelin", "gladius", "spatha", "axe", "trident", "sling", "bow", "ballista", "onager", "damage"])
        .into(out);

    e("sandarticus.weapons.pilum", S, "Weapons", "The pilum")
        .p("The Roman throwing spear spoils the shield it strikes: the man holding it must stand still for a turn. North Germans, Greeks and other Romans know the trick and are not affected.")
        .p(format!(
            "House rule: the text gives it no damage or range, so it is thrown at R1 with damage {}{}, once before contact.",
            h.pilum_damage,
            if h.pilum_close_third_only { ", reaching only the close third" } else { "" }
        ))
        .see(&["sandarticus.weapons"])
        .kw(&["pilum", "javelin", "throw", "shield", "roman"])
        .into(out);

    e("sandarticus.weapons.net", S, "Weapons", "Net, trident and small shield")
        .p(format!(
            "A gladiator's net holds a foe for {} turn. The trident can trap a man too, but the text never says for how long. House rule: it holds him {}. The small parrying shield helps only in close combat.",
            crate::sandarticus::weapons::NET_HOLD_TURNS,
            match h.trident_hold_turns {
                1 => "one turn, as the net does".to_string(),
                n => format!("{n} turns"),
            }
        ))
        .p(match h.small_shield {
            SmallShieldReading::OneClassHeavier => "House rule: hand to hand has no roll for the small shield's +1 to change, so the bearer fights one armour class heavier.",
            SmallShieldReading::ExtraMan => "House rule in force: each small-shield bearer counts as one extra man in the cancel-out.",
        })
        .see(&["sandarticus.weapons", "sandarticus.melee"])
        .kw(&["net", "trident", "gladiator", "small shield", "parry", "trap"])
        .into(out);

    let mut objects: Vec<Vec<String>> = OBJECT_ARMOUR
        .iter()
        .map(|&(o, r)| {
            vec![
                o.name().to_string(),
                object_armour(o, h).to_string(),
                if r.is_some() {
                    "rulebook"
                } else {
                    "house rule"
                }
                .to_string(),
            ]
        })
        .collect();
    // Object names are unique: the smaller unstable sort gives the same order.
    objects.sort_unstable_by(|a, b| a[0].cmp(&b[0]));
    e("sandarticus.armour", S, "Damage", "Armour ratings")
        .p("A weapon gets through when its damage equals or beats the armour rating on the side it strikes. Shields add to the front only.")
        .p(format!("Formed troops facing the enemy add {} to the front.", FORMATION_FRONT))
        .p("Medium armour (shield, steel cap, fur or leather) already includes an ordinary shield, so the big Roman, Greek or North German shield adds only one more to it: a North German rates 3 in front.")
        .p("Ambiguity: the armour list appears twice and the two lists disagree on the siege tower. House rule: it rates as the number marked below, which players can change. The cart (named only in the second list) and the war wagon (only in the first) rate 4 as listed.")
        .table(table(
            "Body armour",
            &["Armour", "Front", "Rear"],
            BODY_ARMOUR.iter().map(|(b, f, r)| vec![body_armour_name(*b).to_string(), f.to_string(), r.to_string()]).collect(),
        ))
        .table(table("Objects", &["Object", "Rating", "Source"], objects))
        .see(&["sandy-hook.armour", "sandarticus.weapons", "sandarticus.shooting"])
        .kw(&["armour", "armor", "shield", "rating", "siege tower", "cart", "wagon", "gate", "ram"])
        .into(out);

    let scattered = match h.scattered {
        ScatteredPenalty::ExtraManPerKill => {
            "House rule: scattered troops need one more man per kill than their class normally does."
        }
        ScatteredPenalty::OneFewerKill => {
            "House rule in force: the scattered side kills one fewer man each round."
        }
    };
    e("sandarticus.melee", S, "Hand to hand", "Hand to hand in Sandarticus")
        .p("No dice: each round, every side kills one enemy for each group of men shown below, by armour class. Chariots fight as medium troops. A heavy horseman counts as two men, so alone he makes a kill.")
        .p("Once the numbers are uneven, the bigger side takes the smaller one prisoner as soon as the smaller can no longer make a kill, even when the bigger cannot kill either. Numbers are counted as the men each side fights as, so a heavy horseman is two.")
        .p("A bigger side that cannot kill is never taken by a smaller one: the fight goes on and the smaller side keeps killing. Two equal sides that can neither of them kill stand off, and either may pull back.")
        .p(format!("Ambiguity: scattered troops fight at \"minus one\" against a formation, but there is no roll to take one from. {scattered}"))
        .table(table(
            "Men needed to kill one enemy a round",
            &["Armour class", "Men"],
            CANCEL_OUT.iter().map(|(c, n)| vec![format!("{c:?}"), n.to_string()]).collect(),
        ))
        .see(&["sandy-hook.melee", "sandy-hook.fighting-weight", "sandarticus.prisoners", "sandarticus.formations.clash"])
        .kw(&["melee", "hand to hand", "cancel", "kill", "heavy", "medium", "light", "scattered", "combat"])
        .into(out);

    e(
        "sandarticus.prisoners",
        S,
        "Prisoners",
        "Prisoners in Sandarticus",
    )
    .p(format!(
        "One guard marches up to {} prisoners back to his lines; once there, one guard holds {}.",
        crate::sandarticus::melee::GUARDS.marching,
        crate::sandarticus::melee::GUARDS.at_lines
    ))
    .see(&["sandy-hook.prisoners", "sandy-hook.escape"])
    .kw(&["prisoner", "guard", "capture"])
    .into(out);

    e("sandarticus.shooting", S, "Shooting", "Shooting in Sandarticus")
        .p("Roll two dice per shooter against the score for the range third. If the shot hits, compare the weapon's damage at that third with the target's armour on the side facing the shooter: equal or more and the man falls.")
        .p("Sandarticus modifiers: minus two at men behind walls, minus one behind wagons or in houses, plus two when neither shooter nor target has moved for a whole move.")
        .see(&["sandy-hook.shooting", "sandarticus.weapons", "sandarticus.armour", "sandarticus.shooting.cup"])
        .kw(&["shoot", "archer", "slinger", "bow", "sling", "missile", "2d6"])
        .into(out);

    e("sandarticus.shooting.cup", S, "Shooting", "Onagers and the cup")
        .p(match h.onager_fire {
            OnagerFire::CupRule => "House rule: the text never says how onagers aim, so the onager and ten-mina onager fire by the cup rule. They strike at most their listed number of men under the cup, and only men whose armour their damage beats.",
            OnagerFire::String => "House rule in force: onagers aim like the ballista, rolling to hit and then striking the men along the string up to their listed number.",
        })
        .see(&["sandy-hook.cup-rule", "sandarticus.weapons"])
        .kw(&["onager", "catapult", "cup", "blast", "stone", "ten-mina"])
        .into(out);

    let roman = "Halt for one turn (defending if attacked). Then head for the closest unit of your own side that still has its leader. If none is within R3, flip a coin: heads it holds, tails it falls back until it comes within R3 of a leader, then goes to him.";
    e(
        "sandarticus.leaders.roman-greek",
        S,
        "Leaders",
        "Roman or Greek leader lost",
    )
    .p(roman)
    .see(&["sandarticus.army.leaders", "procedure"])
    .kw(&[
        "leader",
        "officer",
        "centurion",
        "lost",
        "killed",
        "coin",
        "roman",
        "greek",
    ])
    .into(out);

    e("sandarticus.leaders.north-german", S, "Leaders", "North German chief lost")
        .p("The unit holds for a turn. Then it does the first of these it can: march towards the closest fighting, march towards the closest unit of its side that still has a leader, or stay where it is.")
        .see(&["sandarticus.army.leaders"])
        .kw(&["chief", "leader", "german", "lost", "killed"])
        .into(out);

    e("sandarticus.leaders.gauls", S, "Leaders", "Gaulish king lost")
        .p("If the king falls and a sub-king lives, the sub-king takes over at once and the battle goes on. If there is no sub-king to take over, the troops stand fast that turn and each war chief near the king's body (R3 or closer) tosses a coin; the first to call heads leads the army.")
        .p("If the sub-king falls after taking over, every war chief in the army tosses, wherever he stands. If every chief fails, the whole army falls back for two turns before the chiefs may try again.")
        .see(&["sandarticus.leaders.gaulish-unit", "sandarticus.army.leaders", "procedure"])
        .kw(&["king", "sub-king", "chief", "gaul", "south german", "coin", "leader"])
        .into(out);

    e("sandarticus.leaders.gaulish-unit", S, "Leaders", "Gaulish unit leader lost")
        .p(match h.gallic_unit_leader_loss {
            GallicUnitLeaderLoss::HoldThenRomanProcedure => "The text only covers the king. House rule: a Gaulish or South German unit that loses its own leader holds for one turn, then acts as a Roman unit would.",
            GallicUnitLeaderLoss::Unstated => "The text only covers the king. House rule in force: nothing happens; the unit carries on.",
        })
        .see(&["sandarticus.leaders.gauls", "sandarticus.leaders.roman-greek"])
        .kw(&["leader", "gaul", "unit", "lost"])
        .into(out);

    e("sandarticus.leaders.spartacus", S, "Leaders", "Spartacus falls")
        .p(format!(
            "The revolt is led by Spartacus and {} chiefs. When he falls, the whole army holds while a coin is flipped for each chief. Both heads: the army is so fired up it fights on even if the new leaders die. One heads: that chief takes over, and if he dies the flipping starts again. No heads: the army falls back two turns before trying again.",
            SPARTACUS_CHIEFS
        ))
        .see(&["sandarticus.army.gladiators", "procedure"])
        .kw(&["spartacus", "gladiator", "revolt", "chief", "coin", "leader"])
        .into(out);

    e("sandarticus.leaders.gladiator-lost", S, "Leaders", "Gladiator leader lost")
        .p("Revolutionary auxiliaries whose gladiator is killed stand still for the rest of that turn. On the next they dash to any band with a gladiator of its own no further than R3 away, picking one level with them or to their rear when there is a choice. If no such band is in reach they fall back, and if they never get within R3 of a gladiator while falling back they walk off the table.")
        .see(&["sandarticus.army.gladiators"])
        .kw(&["gladiator", "auxiliary", "revolt", "lost", "leave"])
        .into(out);

    e("sandarticus.army.leaders", S, "Army building", "Leaders needed")
        .p(format!(
            "Romans and Greeks: one leader for every {} men in a unit, plus one more for every {} units. A leader only counts while with his unit. Messengers and light cavalry need none.",
            MEN_PER_LEADER, UNITS_PER_EXTRA_LEADER
        ))
        .p(format!(
            "North Germans: a war chief for each unit of {} to {} men. Gauls and South Germans: one leader per {} men plus a king, who may have a sub-king. Troops without a leader cannot form a phalanx, wedge, tortoise or ring.",
            NORTH_GERMAN_UNIT.0, NORTH_GERMAN_UNIT.1, MEN_PER_LEADER
        ))
        .see(&["sandarticus.formations.who", "sandarticus.leaders.roman-greek"])
        .kw(&["leader", "officer", "chief", "king", "ratio", "roster"])
        .into(out);

    e("sandarticus.army.gladiators", S, "Army building", "Gladiators in the revolt")
        .p(format!(
            "Gladiators may make up at most {} in {} of a revolutionary army. They need no leaders, but the other revolutionaries need one gladiator for every {} men.",
            GLADIATOR_SHARE.0, GLADIATOR_SHARE.1, MEN_PER_GLADIATOR
        ))
        .see(&["sandarticus.leaders.gladiator-lost", "sandarticus.leaders.spartacus"])
        .kw(&["gladiator", "revolt", "share", "quarter", "roster"])
        .into(out);

    e("sandarticus.army.hiring", S, "Army building", "Hiring mercenaries")
        .p("Some armies may hire others. Revolutionaries may hire only if they have the gold, and nobody may hire the revolutionaries, though Greeks may ally with them. Scythians count as Gauls.")
        .table(table(
            "Who may hire whom",
            &["Hirer", "May hire"],
            HIRING.iter().map(|(h, l)| vec![h.name().to_string(), peoples(l)]).collect(),
        ))
        .see(&["sandarticus.army.balance"])
        .kw(&["hire", "mercenary", "ally", "scythian", "gold", "roster"])
        .into(out);

    let ratio = |a: People, b: People| {
        let (n, d) = fair_ratio(a, b);
        format!("{n} : {d}")
    };
    e("sandarticus.army.balance", S, "Army building", "Fair army sizes")
        .p(format!(
            "Disorganised armies should be bigger for a fair game. The roster warns when an army is more than {}% away from its fair size.",
            super::num((BALANCE_TOLERANCE * 100.0).round())
        ))
        .table(table(
            "Fair size against a Roman army",
            &["Army", "Size : Roman size"],
            [People::Roman, People::Gaul, People::Revolutionary]
                .iter()
                .map(|&p| vec![p.name().to_string(), ratio(p, People::Roman)])
                .chain(std::iter::once(vec![
                    "the gladiator revolt against Gauls".to_string(),
                    ratio(People::Revolutionary, People::Gaul),
                ]))
                .collect(),
        ))
        .see(&["sandarticus.army.hiring"])
        .kw(&["balance", "fair", "size", "points", "roster"])
        .into(out);

    e("sandarticus.victory", S, "Winning", "Winning the battle")
        .p("The Sandarticus text sets no victory conditions; it leaves the basics to the other Sandy Hook games.")
        .p(format!(
            "House rule: the battle tracker borrows the conditions the musket-era Sandy Hook games share. A side wins when the enemy has lost every gun and wagon and two thirds of his men (killed or captured), or when it takes his fort, or when it holds the objective for {} turns. The tracker only announces this; the players decide when the battle ends.",
            OBJECTIVE_TURNS
        ))
        .see(&["jersey-shore.victory"])
        .kw(&["victory", "win", "objective", "fort", "scenario"])
        .into(out);
}
