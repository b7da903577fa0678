//! Ancients entries: dice pools by size, Advantage, saves, thresholds and Break Tests.

use super::{Entry, e, num, plus, table};
use crate::ancients::advantage::MELEE_TO_HIT;
use crate::ancients::attack::{FIRST_TURN_BONUS_DICE, MELEE_DICE, SAVES, p_lands};
use crate::ancients::shooting::{
    LONG_RANGE_BEYOND, SHOOTING_TABLE, TO_HIT_BY_SKILL, TO_HIT_VS_SKIRMISHERS,
};
use crate::ancients::unit::{SKILL_NAMES, Size, Weight};
use crate::ancients::{StepCounting, ThresholdReading, ToHitCap};
use crate::house_rules::HouseRules;
use crate::rule::System;

const A: Option<System> = Some(System::Ancients);

pub(super) fn add(out: &mut Vec<Entry>, house: &HouseRules) {
    let h = &house.ancients;

    e("ancients.unit-profile", A, "Units", "Unit profile")
        .p("A unit is one game piece; models are never removed. It has a size (Small, Medium, Large, Huge), a skill, a weight (Light, Medium, Heavy), a type (infantry or cavalry), a formation (Skirmish, Warband, Formed) and may fight in Shock or Defensive style.")
        .p(format!(
            "House rule: the posts never give a skill scale, so skill runs from 1 to {} ({}).",
            h.max_skill,
            SKILL_NAMES.join(", ")
        ))
        .see(&["ancients.melee", "ancients.advantage", "ancients.leadership"])
        .kw(&["unit", "size", "skill", "weight", "type", "formation", "shock", "defensive", "profile"])
        .into(out);

    e("ancients.melee", A, "Melee", "Melee dice")
        .p(format!(
            "A unit rolls dice by its size, whatever its losses or how many models touch. A unit fighting several enemies shares its dice among them as it likes; each share rolls with the to-hit numbers of that pairing, and the side whose units took fewer hits in all wins. In the first turn of a new fight, a Shock unit that charged or counter-charged, or a Defensive unit that did not charge, rolls {FIRST_TURN_BONUS_DICE} more: a Defensive unit that counter-charged keeps its extra dice, since it did not charge."
        ))
        .p("Roll to hit with the score Advantage gives you; the enemy then saves each hit by its weight. Hits that are not saved count towards its threshold.")
        .table(table(
            "Dice by size",
            &["Size", "Dice", "First turn (Shock or Defensive)"],
            Size::ALL
                .iter()
                .map(|&s| {
                    let d = MELEE_DICE[s as usize];
                    vec![s.name().to_string(), d.to_string(), (d + FIRST_TURN_BONUS_DICE).to_string()]
                })
                .collect(),
        ))
        .table(table(
            "Saves by weight",
            &["Weight", "Save"],
            Weight::ALL.iter().map(|&w| vec![w.name().to_string(), plus(SAVES[w as usize])]).collect(),
        ))
        .see(&["ancients.advantage", "ancients.thresholds", "ancients.break-test"])
        .kw(&["melee", "dice", "pool", "size", "save", "weight", "shock", "defensive", "charge"])
        .into(out);

    e("ancients.advantage", A, "Melee", "Advantage")
        .p("Each side counts how many steps better it is in skill, weight (Heavy over Medium over Light), type (cavalry over infantry), formation (Formed over Warband over Skirmish) and position (rear over flank over front). The two totals cancel; the net decides both sides' to-hit scores.")
        .p(match h.steps {
            StepCounting::LevelDifference => "Ambiguity: \"steps better\" is unclear where a scale has three levels. House rule: count the levels between, so Heavy against Light is two.",
            StepCounting::OnePerCategory => "Ambiguity: \"steps better\" is unclear where a scale has three levels. House rule in force: one point per category, however much better (skill still counts its difference).",
        })
        .table(table(
            "To hit by net Advantage",
            &["Net Advantage", "Side ahead", "Side behind"],
            MELEE_TO_HIT
                .iter()
                .enumerate()
                .map(|(i, (a, b))| {
                    let net = if i + 1 == MELEE_TO_HIT.len() { format!("{i} or more") } else { i.to_string() };
                    vec![net, plus(*a), plus(*b)]
                })
                .collect(),
        ))
        .see(&["ancients.melee"])
        .kw(&["advantage", "to hit", "flank", "rear", "position", "steps"])
        .into(out);

    let avg =
        |s: Size| MELEE_DICE[s as usize] as f64 * p_lands(4, Some(SAVES[Weight::Medium as usize]));
    e("ancients.thresholds", A, "Break Tests", "Hit thresholds")
        .p("A unit must take a Break Test when the hits it has suffered reach its threshold, which depends on its size.")
        .p("Ambiguity: the text says a threshold sits a bit below the hits a Medium unit usually takes from an equal enemy. Worked out (4+ to hit, 5+ save), the thresholds are in fact equal to or above that average. The numbers are kept as written; players may change them.")
        .p(match h.threshold_reached {
            ThresholdReading::EqualOrMore => "The melee post says hits \"equal to\" the threshold, the shooting post \"equal or more\". House rule: equal or more, in both.",
            ThresholdReading::ExactlyEqual => "House rule in force: in melee only exactly the threshold forces a test (shooting keeps \"or more\").",
        })
        .table(table(
            "Thresholds against average hits",
            &["Size", "Threshold", "Average hits, equal Medium fight"],
            Size::ALL
                .iter()
                .map(|&s| vec![s.name().to_string(), h.hit_threshold(s).to_string(), num((avg(s) * 100.0).round() / 100.0)])
                .collect(),
        ))
        .see(&["ancients.break-test", "ancients.melee"])
        .kw(&["threshold", "hits", "break test", "morale", "average"])
        .into(out);

    e("ancients.break-test", A, "Break Tests", "Break Test")
        .p("Taken at the end of the melee or shooting once hits reach the threshold. Modifiers: plus one for the unit's first Break Test, plus one for the winning side (fewer hits taken), minus one for each further full multiple of the threshold, minus one per Damage Token.")
        .p("A unit that fails is destroyed; one that makes exactly the score it needed gives ground; a better roll leaves it unaffected. From shooting, failing by one also only gives ground. A survivor gains a permanent Damage Token for each full multiple of the threshold it took.")
        .see(&["ancients.leadership", "ancients.thresholds", "ancients.give-ground"])
        .kw(&["break test", "morale", "rout", "leadership", "damage token", "destroyed"])
        .into(out);

    e("ancients.leadership", A, "Break Tests", "Leadership and the test roll")
        .p("The posts never say how the Leadership test is rolled. House rule: roll two dice against the unit's Leadership after modifiers. Under it the unit holds, equal to it the unit gives ground, over it the unit is destroyed.")
        .table(table(
            "Suggested Leadership (house rule)",
            &["Skill", "Name", "Leadership"],
            h.suggested_leadership
                .iter()
                .enumerate()
                .map(|(i, l)| vec![(i + 1).to_string(), SKILL_NAMES.get(i).copied().unwrap_or("").to_string(), l.to_string()])
                .collect(),
        ))
        .see(&["ancients.break-test"])
        .kw(&["leadership", "morale", "2d6", "levy", "regular", "veteran", "elite", "leader", "officer"])
        .into(out);

    e("ancients.give-ground", A, "Break Tests", "Giving ground and movement")
        .p("A unit that gives ground moves back half its movement rate. An enemy not fighting anyone else may follow half its own rate and stays in the fight if it is still in contact. If both sides give ground, they part.")
        .p("House rule: the posts give no movement rates, so these are house numbers.")
        .table(table(
            "Movement rates (house numbers)",
            &["Unit", "Inches"],
            vec![
                vec!["Formed or Warband infantry".into(), h.movement.close_order_infantry.to_string()],
                vec!["Skirmish infantry".into(), h.movement.skirmish_infantry.to_string()],
                vec!["Heavy or Medium cavalry".into(), h.movement.heavy_cavalry.to_string()],
                vec!["Light cavalry".into(), h.movement.light_cavalry.to_string()],
            ],
        ))
        .see(&["ancients.break-test"])
        .kw(&["give ground", "retreat", "follow", "movement", "move", "speed"])
        .into(out);

    e("ancients.shooting", A, "Shooting", "Shooting")
        .p("Shooting dice depend on the weapon and the unit's size. The to-hit score comes from the shooter's skill; against skirmishers compare skills instead. Add one to the score needed beyond the range below, and one more for a target in area terrain or behind a wall or hedge.")
        .p(match h.to_hit_cap {
            ToHitCap::SixPlus => "Modifiers can push the score past 6. House rule: it stops at 6+.",
            ToHitCap::Uncapped => "House rule in force: no cap, so a score past 6 cannot hit.",
        })
        .p(format!("Targets beyond {LONG_RANGE_BEYOND} in are at long range. Hits are saved by weight and totalled at the end of the phase."))
        .table(table(
            "Shooting dice by size",
            &["Weapon", "Small", "Medium", "Large", "Huge", "Range"],
            SHOOTING_TABLE
                .iter()
                .map(|r| {
                    let mut row = vec![r.weapon.name().to_string()];
                    row.extend(r.dice.iter().map(|d| d.to_string()));
                    row.push(format!("{} in", r.range));
                    row
                })
                .collect(),
        ))
        .table(table(
            "To hit",
            &["Shooter", "Score", "Against skirmishers", "Score"],
            (0..TO_HIT_BY_SKILL.len())
                .map(|i| {
                    let skill = if i + 1 == TO_HIT_BY_SKILL.len() { format!("skill {} or more", i + 1) } else { format!("skill {}", i + 1) };
                    let rel = ["lower skill", "equal skill", "higher skill"].get(i).copied().unwrap_or("");
                    vec![skill, plus(TO_HIT_BY_SKILL[i]), rel.to_string(), plus(TO_HIT_VS_SKIRMISHERS[i])]
                })
                .collect(),
        ))
        .see(&["ancients.thresholds", "ancients.break-test"])
        .kw(&["shoot", "bow", "sling", "javelin", "superior bow", "missile", "range", "skirmisher"])
        .into(out);
}
