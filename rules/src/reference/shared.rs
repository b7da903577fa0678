//! Entries for the Castle Cracker framework both Sheil games share, plus the kit card and procedures.

use super::{Entry, e, num, plus, r_units, table};
use crate::house_rules::HouseRules;
use crate::jersey_shore;
use crate::procedure;
use crate::sandarticus;
use crate::sandy_hook::armour::{FORMATION_FRONT_BONUS, UNARMOURED};
use crate::sandy_hook::artillery::{BALLISTA_MOST_HIT, GRAPESHOT_DAMAGE, GRAPESHOT_MOST_HIT};
use crate::sandy_hook::cords::{
    CORDS, CordScale, FIRING_ARCS, LEADERSHIP_REACH, cord_cm, cord_feet, cord_inches,
};
use crate::sandy_hook::guns::HOOKING_TURN_SPEED;
use crate::sandy_hook::melee::{FIGHTING_WEIGHT, Mount};
use crate::sandy_hook::movement::RUNNING_BONUS;
use crate::sandy_hook::scatter::{Scatter, ScatterReading};
use crate::sandy_hook::shooting::{PISTOL_REACH, THROWN_HITS_ON, THROWN_REACH, TO_HIT};
use crate::sandy_hook::terrain::{BOAT_SPEED_R, SLOPE_BANDS, SLOPE_THIRDS_KEPT};
use crate::sandy_hook::{
    armour, artillery, cords, guns, melee, movement, prisoners, shooting, terrain,
};

const SH: &str = "Castle Cracker basics";

fn scatter_rows(reading: ScatterReading) -> Vec<Vec<String>> {
    (1..=6u8)
        .map(|f| {
            let what = Scatter::from_face(f, reading)
                .map(|s| s.describe().to_string())
                .unwrap_or_default();
            vec![f.to_string(), what]
        })
        .collect()
}

fn scatter_odds(reading: ScatterReading) -> String {
    Scatter::odds(reading)
        .iter()
        .map(|(s, p)| {
            let name = match s {
                Scatter::DirectHit => "direct hit",
                Scatter::Short => "short",
                Scatter::Over => "over",
                Scatter::Left => "left",
                Scatter::Right => "right",
                Scatter::Reroll => "again",
            };
            format!("{name} {}", crate::text::percent(*p))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn add(out: &mut Vec<Entry>, house: &HouseRules) {
    let cord_rows = |scale: CordScale| -> Vec<Vec<String>> {
        CORDS
            .iter()
            .map(|&(c, _)| {
                let cm = cord_cm(c, scale);
                let inch = cord_inches(c, scale);
                vec![
                    c.name().to_string(),
                    format!("{} ft", num(cord_feet(c, scale))),
                    format!("{} in", num(inch)),
                    format!("{} cm", num(cm.round())),
                    format!(
                        "{} / {} cm",
                        num((cm / 3.0).round()),
                        num((2.0 * cm / 3.0).round())
                    ),
                    format!("{} / {} in", num(inch / 3.0), num(2.0 * inch / 3.0)),
                ]
            })
            .collect()
    };
    let head = [
        "Cord",
        "Feet",
        "Inches",
        "Cm",
        "Knots at (cm)",
        "Knots at (in)",
    ];

    e(cords::RULE, None, SH, "Range cords and the quartered disk")
        .p("Both Sheil games measure everything with four strings cut to 1, 2, 3 and 4 feet, called R1 to R4. The same cords measure how far troops move and how far weapons reach: a speed of R1 means one length of the 1-foot cord.")
        .p("Each cord is knotted into three equal parts. Counting from the shooter, the first part is close range, the second medium and the third long. Halves and quarters of a cord (R½, R1½) are used for speeds.")
        .p("On a big table, or with big figures, every cord may be doubled or tripled; all ranges and moves scale together.")
        .p("To aim, lay the quartered disk over the piece: the number of quarters it may swing through depends on the weapon.")
        .table(table("Cords at single length", &head, cord_rows(CordScale::Single)))
        .table(table(
            "Firing arc on the quartered disk",
            &["Piece", "Quarters of the circle"],
            FIRING_ARCS.iter().map(|(a, q)| vec![format!("{a:?}"), q.to_string()]).collect(),
        ))
        .see(&["sandy-hook.kit", shooting::RULE])
        .kw(&["range", "cord", "string", "R1", "R2", "R3", "R4", "knot", "third", "disk", "arc", "aim", "measure"])
        .into(out);

    e("sandy-hook.kit", None, SH, "Kit card: cords, disk and cup")
        .p("Range cords: cut four lengths of kite string to the lengths below and tie a knot at each third. A bead or a dab of paint on each knot makes them easy to find in sand.")
        .p("For a doubled or tripled game, cut the longer lengths from the second and third tables; the knots still sit at the thirds.")
        .p("Quartered disk: draw a cross on a paper plate so it shows four quarters. Lay it over a piece to check its firing arc.")
        .p("Cup: any plastic cup. It marks where an artillery shot lands (the blast), and one cup-width is the distance a missed shot drifts. Also bring two ordinary dice and a coin.")
        .table(table("Single cords", &head, cord_rows(CordScale::Single)))
        .table(table("Doubled cords", &head, cord_rows(CordScale::Doubled)))
        .table(table("Tripled cords", &head, cord_rows(CordScale::Tripled)))
        .see(&[cords::RULE, artillery::CUP_RULE])
        .kw(&["kit", "make", "craft", "string", "knot", "plate", "cup", "dice", "coin", "centimetre", "inch", "feet"])
        .into(out);

    e(shooting::RULE, None, "Shooting", "Shooting with two dice")
        .p("Each shooter rolls two dice and adds them. Find which third of the weapon's cord the target is in; the total must reach the score for that third. Each game then adds its own modifiers for cover and for firing at a target that has stood still.")
        .p("Casualties come off the front of the unit that was hit. In Jersey Shore any man hit is removed (house rule); in Sandarticus the weapon's damage must then beat the target's armour.")
        .table(table(
            "Score needed on 2d6",
            &["Third of the cord", "Score"],
            TO_HIT.iter().map(|(t, s)| vec![t.name().to_string(), format!("{s}+")]).collect(),
        ))
        .table(table(
            "Modifiers added to the roll",
            &["Situation", "Sandarticus", "Jersey Shore"],
            vec![
                vec!["behind a wagon or in a house".into(), sandarticus::shooting::MODIFIERS.wagon_or_house.to_string(), jersey_shore::SHOOTING_MODIFIERS.wagon_or_house.to_string()],
                vec!["behind a wall (or in a fort)".into(), sandarticus::shooting::MODIFIERS.wall.to_string(), jersey_shore::SHOOTING_MODIFIERS.wall.to_string()],
                vec!["target stood still".into(), format!("+{}", sandarticus::shooting::MODIFIERS.unmoved), format!("+{}", jersey_shore::SHOOTING_MODIFIERS.unmoved)],
            ],
        ))
        .p("The still-target bonus is worded differently: in Sandarticus neither side may have moved for a whole move; in Jersey Shore you must be firing again at a target that has not moved since your last shot.")
        .see(&[cords::RULE, sandarticus::shooting::RULE_SHOOTING, jersey_shore::weapons::SHOOTING_RULE, shooting::COVER_RULE])
        .kw(&["shoot", "fire", "2d6", "to hit", "missile", "volley", "modifier", "cover"])
        .into(out);

    e(shooting::THROWN_RULE, None, "Shooting", "Thrown weapons and pistols")
        .p(format!(
            "Knives, tomahawks and thrown spears roll one die each and hit on {}. They only reach the {} third of {}.",
            plus(THROWN_HITS_ON),
            THROWN_REACH.furthest.name(),
            THROWN_REACH.cord.name()
        ))
        .p(format!(
            "Pistols shoot like muskets but never further than the {} third of {}.",
            PISTOL_REACH.furthest.name(),
            PISTOL_REACH.cord.name()
        ))
        .see(&[jersey_shore::weapons::THROWN_RULE, shooting::RULE])
        .kw(&["throw", "knife", "tomahawk", "spear", "pistol", "javelin"])
        .into(out);

    e(artillery::CUP_RULE, None, "Artillery", "The cup rule (artillery blast)")
        .p("Artillery picks a target, then rolls one die to see where the shot lands. Put the cup upside down over that spot: everyone under it is hit. A miss lands one cup-width away from the target. A stone wall shields the men on the far side of it from a blast that lands outside.")
        .p("Why the text is ambiguous: it first calls a 5 or 6 a direct hit, then in the next breath sends 5 to the left and 6 to the right, and it never says what 1 or 2 mean. Both games carry the same wording.")
        .p("House rule (the default): 1 or 2 is a direct hit, 3 short, 4 over, 5 left, 6 right, so each face means exactly one thing. Players may switch to the literal reading: 5 or 6 a direct hit, 3 short, 4 over, and 1 or 2 rolled again.")
        .table(table("House reading", &["Die", "Where the cup goes"], scatter_rows(ScatterReading::LowFacesHit)))
        .table(table("Literal reading", &["Die", "Where the cup goes"], scatter_rows(ScatterReading::Literal)))
        .p(format!(
            "Odds with the reading in force: {}. Under the other reading: {}.",
            scatter_odds(house.sandy_hook.scatter),
            scatter_odds(match house.sandy_hook.scatter {
                ScatterReading::LowFacesHit => ScatterReading::Literal,
                ScatterReading::Literal => ScatterReading::LowFacesHit,
            })
        ))
        .see(&[sandarticus::shooting::RULE_CUP, artillery::GRAPESHOT_RULE, artillery::MORTAR_RULE, "sandy-hook.kit"])
        .kw(&["cup", "blast", "scatter", "deviation", "artillery", "cannon", "howitzer", "catapult", "onager", "direct hit", "miss"])
        .into(out);

    e(artillery::BALLISTA_RULE, None, "Artillery", "Ballista direct fire")
        .p("Stretch the range string from the ballista to the man it aims at and roll to hit as for any shot. On a hit, the string is pulled tight: the target and the men behind him that the string touches within range are struck, in order.")
        .p(format!("The bolt stops in the {}rd man it strikes, so nobody beyond him is hurt.", BALLISTA_MOST_HIT))
        .see(&[shooting::RULE, sandarticus::weapons::RULE_WEAPONS])
        .kw(&["ballista", "bolt", "string", "line", "engine"])
        .into(out);

    e(artillery::GRAPESHOT_RULE, None, "Artillery", "Grapeshot")
        .p("Against a unit charging in within R1, a cannon may fire grapeshot. Lay the cup on its side with its base towards the gun: the men inside its mouth are the targets.")
        .p(format!(
            "At most {} are struck, nearest the gun first. Each is hit as if by rifle fire, with damage {}.",
            GRAPESHOT_MOST_HIT, GRAPESHOT_DAMAGE
        ))
        .p("Mortars cannot fire grapeshot.")
        .see(&[artillery::CUP_RULE, artillery::MORTAR_RULE])
        .kw(&["grapeshot", "canister", "cannon", "charge", "close"])
        .into(out);

    e(artillery::MORTAR_RULE, None, "Artillery", "Mortars")
        .p("A mortar has the cannon's range but cannot fire at anything closer than R1. It lobs its shell, so a wall between the mortar and its target gives no shelter. It fires by the cup rule and never uses grapeshot.")
        .see(&[artillery::CUP_RULE, artillery::GRAPESHOT_RULE])
        .kw(&["mortar", "howitzer", "lob", "indirect"])
        .into(out);

    e(armour::RULE, None, "Damage", "Damage against armour")
        .p("Every weapon has a damage number and every man or object an armour rating. Armour holds while the damage is lower than its rating; damage equal to the rating or higher gets through.")
        .p(format!(
            "A man with no armour rates {} front and back. Troops in formation facing the enemy add {} to the front.",
            UNARMOURED.front, FORMATION_FRONT_BONUS
        ))
        .see(&[sandarticus::armour::RULE_ARMOUR, jersey_shore::objects::RULE])
        .kw(&["armour", "armor", "damage", "rating", "protection", "defence"])
        .into(out);

    e(melee::RULE, None, "Hand to hand", "Hand to hand: cancelling out")
        .p("Units in contact fight hand to hand without dice. Each round both sides remove the enemies they kill at once; how many men it takes to kill one differs between the games.")
        .p("Sandarticus counts by armour: heavily armoured men need fewer to make a kill. Jersey Shore trades one for one. When one side is too weak to go on, it is taken prisoner: in Sandarticus the smaller side, as soon as it can no longer kill anyone; in Jersey Shore a side outnumbered two to one.")
        .see(&[sandarticus::melee::RULE_MELEE, jersey_shore::melee::RULE, melee::WEIGHT_RULE, prisoners::RULE])
        .kw(&["melee", "hand to hand", "combat", "fight", "cancel", "close combat", "capture"])
        .into(out);

    e(melee::WEIGHT_RULE, None, "Hand to hand", "How many men a figure fights as")
        .table(table(
            "Fighting weight",
            &["Figure", "Counts as"],
            FIGHTING_WEIGHT.iter().map(|(m, w)| vec![mount_name(*m).to_string(), w.to_string()]).collect(),
        ))
        .p(format!(
            "Horses balk at a hedge of spears: heavy cavalry and chariots count as one man against {} or more spearmen (house number; Sandarticus) or a Jersey Shore musket unit, unless those foot are already fighting someone else.",
            house.sandarticus.spearmen_against_horses
        ))
        .p(match house.sandarticus.medium_cavalry_weight {
            sandarticus::MediumCavalryWeight::LikeHeavy => "Sandarticus's own cavalry is medium, which the rule never weighs. House rule: a horseman who is not light counts as heavy cavalry, two men.",
            sandarticus::MediumCavalryWeight::LikeLight => "Sandarticus's own cavalry is medium, which the rule never weighs. House rule in force: a medium horseman counts as one man, like light cavalry.",
        })
        .see(&[melee::RULE, sandarticus::melee::RULE_MELEE, jersey_shore::melee::RULE])
        .kw(&["cavalry", "horse", "chariot", "weight", "spearmen", "double"])
        .into(out);

    e(melee::ARCHERS_RULE, None, "Hand to hand", "Archers caught by a charge")
        .p("Archers caught by a charge get one last volley before the blows land, but only half of them (round down) may loose it.")
        .see(&[melee::RULE, shooting::RULE])
        .kw(&["archer", "bow", "charge", "half"])
        .into(out);

    e(prisoners::RULE, None, "Prisoners", "Prisoners and guards")
        .p("Captured men must be guarded. One guard holds a number of prisoners while marching them back, and more once they reach the captor's own lines. Each game keeps its own figures.")
        .table(table(
            "Prisoners per guard",
            &["Game", "On the march", "At own lines"],
            vec![
                vec!["Sandarticus".into(), sandarticus::melee::GUARDS.marching.to_string(), sandarticus::melee::GUARDS.at_lines.to_string()],
                vec!["Jersey Shore".into(), jersey_shore::GUARD_RATIOS.marching.to_string(), jersey_shore::GUARD_RATIOS.at_lines.to_string()],
            ],
        ))
        .see(&[prisoners::ESCAPE_RULE, sandarticus::melee::RULE_PRISONERS, melee::RULE])
        .kw(&["prisoner", "captive", "guard", "capture"])
        .into(out);

    e(prisoners::ESCAPE_RULE, None, "Prisoners", "Escaped prisoners")
        .p("Kill the guard and his prisoners break free. They are out of the battle until they have reached home (their lines, or their fort); on that journey they fight only to fend off anyone who attacks them.")
        .see(&[prisoners::RULE])
        .kw(&["escape", "free", "prisoner", "guard killed"])
        .into(out);

    e(movement::RUN_RULE, None, "Movement", "Running away")
        .p(format!(
            "After a round of hand to hand a side may run. A panicked side moves its normal speed plus {}% of it.",
            num(RUNNING_BONUS * 100.0)
        ))
        .see(&[movement::PURSUIT_RULE])
        .kw(&["run", "flee", "rout", "retreat", "panic"])
        .into(out);

    e(movement::PURSUIT_RULE, None, "Movement", "Fight or pursue")
        .p("A unit in a fight may declare \"fight or pursue\" as its move: if the enemy pulls back, it follows and the fight goes on.")
        .p("Light troops who run from armoured foot get clear with a full move. Light foot cannot escape cavalry that chose to pursue: the horsemen always catch them.")
        .p("The app reads both cases as a matter of speed: a pursuer that is at least as fast as the unit pulling back (light foot R1½, armoured foot R1, cavalry R2) catches it.")
        .see(&[movement::RUN_RULE, melee::RULE])
        .kw(&["pursue", "chase", "follow", "retreat", "cavalry"])
        .into(out);

    e(guns::RULE, None, "Artillery", "Moving and unhooking guns")
        .p("Only a gun set up in position fires. One that has just moved stands still a move before firing, and one just taken off its caisson waits a turn.")
        .p("Each turn a gun is either pushed by hand or hooked up to its caisson, never both; hooking it up and unhooking it again in one turn is not allowed either. Nothing stops a crew pushing a gun they have just unhooked; it still waits its turn before firing.")
        .p(format!(
            "A caisson goes at {} of its normal rate in the turn it hooks up a gun (the source prints a garbled symbol here; it reads as one half).",
            num(HOOKING_TURN_SPEED)
        ))
        .see(&[guns::CREW_RULE, jersey_shore::weapons::SHOOTING_RULE])
        .kw(&["gun", "cannon", "caisson", "hook", "unhook", "limber", "push"])
        .into(out);

    e(guns::CREW_RULE, None, "Artillery", "Gun crews")
        .p("Gunners carry pistols and swords but only fight to defend themselves. A crew whose gun is lost may go and serve another gun.")
        .see(&[guns::RULE])
        .kw(&["gunner", "crew", "artillery", "defend"])
        .into(out);

    e(terrain::SLOPE_RULE, None, "Terrain", "Hills and slopes")
        .p("Slopes are graded by their angle. Climbing a gentle slope costs a third of the speed and a steep one two thirds; going down, gentle slopes cost nothing and steep ones a third. Horses and wheels cannot go up steep slopes, and sheer faces need climbers with gear.")
        .table(table(
            "Slope grades",
            &["Grade", "From degrees"],
            SLOPE_BANDS.iter().map(|(c, d)| vec![format!("{c:?}"), d.to_string()]).collect(),
        ))
        .table(table(
            "Thirds of speed kept",
            &["Grade", "Climbing", "Descending"],
            SLOPE_THIRDS_KEPT
                .iter()
                .map(|(c, up, down)| vec![format!("{c:?}"), format!("{up}/3"), format!("{down}/3")])
                .collect(),
        ))
        .see(&[terrain::RIVER_RULE])
        .kw(&["hill", "slope", "climb", "terrain", "uphill", "downhill", "cliff"])
        .into(out);

    e(terrain::RIVER_RULE, None, "Terrain", "Rivers and fords")
        .p("Troops halt when they reach a river. They may wade a ford at half speed, and halt again once they have climbed out on the far bank. A river with no ford needs a bridge or boats.")
        .see(&[terrain::BRIDGE_RULE, terrain::BOAT_RULE])
        .kw(&["river", "ford", "water", "stream", "wade"])
        .into(out);

    e(terrain::BRIDGE_RULE, None, "Terrain", "Bridges and passes")
        .p("On a bridge or through a narrow pass, pick a lead figure; everyone else files along behind it.")
        .see(&[terrain::RIVER_RULE])
        .kw(&["bridge", "pass", "file", "narrow"])
        .into(out);

    e(terrain::BOAT_RULE, None, "Terrain", "Lakes and boats")
        .p(format!(
            "Getting into boats takes one move and getting out another. Afloat, boats travel {} each turn.",
            r_units(BOAT_SPEED_R)
        ))
        .see(&[terrain::RIVER_RULE])
        .kw(&["boat", "lake", "barge", "water", "ship"])
        .into(out);

    e(procedure::RULE, None, "How to use the app", "Step-by-step procedures")
        .p("Some rules are a short chain of steps decided by coins or dice (a fallen leader, a rally). The app walks through them one step at a time, accepts an in-app flip or the result of a real coin, and shows the chance of every way the chain can end.")
        .p(format!(
            "Distances such as \"within R3\" use the range cords; the leadership rules measure nearness with {}.",
            LEADERSHIP_REACH.name()
        ))
        .see(&[sandarticus::leadership::RULE_ROMAN_GREEK, jersey_shore::command::HESSIAN_RULE])
        .kw(&["procedure", "steps", "coin", "flip", "walkthrough"])
        .into(out);
}

/// A figure's mount in the fighting-weight table.
fn mount_name(m: Mount) -> &'static str {
    match m {
        Mount::Foot => "on foot",
        Mount::LightCavalry => "light cavalry",
        Mount::HeavyCavalry => "heavy cavalry",
        Mount::Chariot => "chariot",
    }
}
