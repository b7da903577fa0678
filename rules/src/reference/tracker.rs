//! Entries for the rules the roster checker and the battle tracker apply on top of the four games.

use super::{Entry, e};
use crate::house_rules::HouseRules;
use crate::jersey_shore::army::OBJECTIVE_TURNS;
use crate::rule::System;

pub(super) fn add(out: &mut Vec<Entry>, _house: &HouseRules) {
    e("sandy-hook.scenarios", None, "Castle Cracker basics", "Battlefield and scenarios")
        .p("Each side has an end zone at its own edge of the table; the ground between is no man's land, and troops must cross into it to fight.")
        .p(format!(
            "Scenarios: an open battle; defending a fort; relieving a fort that is already under attack; and taking an objective and holding it for {OBJECTIVE_TURNS} turns. Roman War Rules and Ancients have no scenarios of their own, so the tracker offers the same ones for them."
        ))
        .see(&["sandarticus.victory", "jersey-shore.victory", "battle.victory.roman-war", "battle.victory.ancients"])
        .kw(&["scenario", "battlefield", "end zone", "no man's land", "fort", "siege", "objective", "alamo"])
        .into(out);

    e("battle.victory.roman-war", Some(System::RomanWar), "Winning", "Winning a Roman War battle")
        .p("House rule: the source gives no victory conditions. A side wins once more than half the enemy's men are dead or captured, or, in a fort scenario, when the fort falls.")
        .see(&["sandy-hook.scenarios", "roman-war.turn"])
        .kw(&["victory", "win", "half", "fort"])
        .into(out);

    e("battle.victory.ancients", Some(System::Ancients), "Winning", "Winning an Ancients battle")
        .p("House rule: the posts give no victory conditions. A side wins once more than half the enemy's units are broken, destroyed or taken, or when it has held the objective long enough.")
        .see(&["sandy-hook.scenarios", "ancients.break-test"])
        .kw(&["victory", "win", "half", "units", "objective"])
        .into(out);

    e("battle.turn.ancients", Some(System::Ancients), "Turn", "Order of an Ancients turn")
        .p("House rule: the posts give no turn sequence. The first side moves, then the second; both shoot; then every melee is fought and its Break Tests taken.")
        .see(&["ancients.melee", "ancients.shooting", "ancients.break-test"])
        .kw(&["turn", "sequence", "order", "phase"])
        .into(out);

    e("battle.log", None, "How to use the app", "The battle log")
        .p("The tracker records a battle as a list of events: shots, casualties, leaders lost, formations changed, prisoners, damage to walls, turns. What you see is worked out from that list, so undo simply removes the last event, and a reload or a flat battery loses nothing. An event that does not fit the battle so far is refused with a reason.")
        .see(&["procedure"])
        .kw(&["log", "undo", "history", "tracker", "events", "save"])
        .into(out);

    e("roster.opponent", None, "Army building", "Choosing an opponent")
        .p("An army can only be checked against an opponent from the same game: a Roman War army and an Ancients army cannot share a table.")
        .see(&["sandarticus.army.balance", "jersey-shore.army-size"])
        .kw(&["opponent", "roster", "army", "match", "balance"])
        .into(out);

    e("roster.empty-unit", None, "Army building", "Empty units")
        .p("A unit with nobody in it is flagged so it can be filled or removed; like every roster finding, it is a warning and never stops you saving.")
        .see(&["roster.opponent"])
        .kw(&["empty", "unit", "roster", "warning"])
        .into(out);
}
