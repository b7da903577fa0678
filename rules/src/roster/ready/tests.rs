//! The ready-made armies against the rule texts' own numbers. Each test names the rules that shape its army,
//! checks them with the numbers the text gives, and shows the roster check bites one man or leader away.

use super::*;
use crate::ancients::attack::{HIT_THRESHOLDS, MELEE_DICE, melee_dice, save_for};
use crate::ancients::melee::{Combatant, first_turn_bonus};
use crate::house_rules::HouseRules;
use crate::roman_war::House as RomanHouse;
use crate::roman_war::melee::decision_groups;
use crate::roman_war::missiles::Testudo;
use crate::roman_war::troops::{Armour, Formation as RomanFormation};
use crate::roster::{Finding, Severity, Totals, TroopKind, check};
use crate::sandarticus::army::{RULE_BALANCE, RULE_GLADIATORS, RULE_LEADERS};
use crate::sandarticus::formations::{check_strength, may_form};

fn house() -> HouseRules {
    HouseRules::default()
}

fn findings(a: &Army) -> Vec<Finding> {
    check(a, None, &house())
}

fn errors_under(rule: crate::rule::RuleId, a: &Army) -> usize {
    findings(a)
        .iter()
        .filter(|f| f.rule == rule && f.severity == Severity::Error)
        .count()
}

fn sandarticus(a: &mut Army) -> &mut sa::Forces {
    match &mut a.forces {
        Forces::Sandarticus(f) => f,
        _ => panic!("{} is not a Sandarticus army", a.name),
    }
}

fn jersey(a: &mut Army) -> &mut js::Forces {
    match &mut a.forces {
        Forces::JerseyShore(f) => f,
        _ => panic!("{} is not a Jersey Shore army", a.name),
    }
}

fn roman_war(a: &Army) -> &rw::Forces {
    match &a.forces {
        Forces::RomanWar(f) => f,
        _ => panic!("{} is not a Roman War Rules army", a.name),
    }
}

fn ancients(a: &Army) -> &[Unit] {
    match &a.forces {
        Forces::Ancients(f) => &f.units,
        _ => panic!("{} is not an Ancients army", a.name),
    }
}

fn figures_of(t: &Totals, kind: TroopKind) -> u32 {
    t.by_type
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(0, |&(_, n)| n)
}

/// Every ready-made army passes its own roster check with no finding at all, not even a warning; each has a
/// name, a one-line note, and an id of its own that starts with the prefix.
#[test]
fn every_ready_army_passes_its_own_check() {
    let armies = all();
    assert!(armies.len() >= 8, "at least two a system");
    for system in System::ALL {
        assert!(of_system(system).len() >= 2, "{}", system.name());
    }
    for (i, a) in armies.iter().enumerate() {
        assert_eq!(findings(a), Vec::new(), "{}", a.name);
        assert!(a.id.starts_with(ID_PREFIX), "{}", a.id);
        assert!(
            armies[..i].iter().all(|b| b.id != a.id && b.name != a.name),
            "{} twice",
            a.id
        );
        assert!(!a.name.trim().is_empty());
        assert!(
            !a.notes.trim().is_empty() && !a.notes.contains('\n'),
            "{}",
            a.name
        );
        assert!(a.house.is_none(), "plays with the phone's own house rules");
        assert_eq!(by_id(&a.id).as_ref(), Some(a));
    }
    assert_eq!(by_id("ready.sandarticus.nobody"), None);
}

/// Leaders, Sandarticus: a Roman unit needs one leader per 20 men, and the army one more per two units.
/// Formation minimums: shield wall 5, wedge 7, tortoise 8; the wedge is Roman and needs its leader.
#[test]
fn roman_legion_has_a_centurion_per_20_and_a_tribune_per_two_units() {
    let mut a = roman_legion();
    let t = a.totals();
    assert_eq!(t.units, 4);
    assert_eq!(
        figures_of(&t, TroopKind::Sandarticus(Troop::RomanLegionnaire)),
        40
    );
    // 20 + 20 + 10 + 6 men: one leader each (none over 20), and 4 units / 2 = 2 tribunes.
    assert_eq!((t.leaders_needed, t.leaders_present), (4 + 2, 6));
    assert_eq!(t.men, 56 + 6);
    let f = sandarticus(&mut a);
    assert_eq!(f.commanders, 2);
    for u in &f.units {
        assert!(u.leaders >= u.figures.div_ceil(20), "{}", u.name);
        assert_eq!(check_strength(u.formation, i64::from(u.figures)), Ok(()));
        assert_eq!(may_form(People::Roman, u.formation, u.leaders > 0), Ok(()));
    }
    assert_eq!(f.units[0].formation, Formation::ShieldWall);
    assert!(f.units[0].figures >= 5);
    assert_eq!(f.units[1].formation, Formation::Wedge);
    assert!(f.units[1].figures >= 7);
    // Either century could close into a tortoise: 20 is at least 8.
    assert_eq!(check_strength(Formation::Tortoise, 20), Ok(()));
    // At the limit: a 21st man in a century, or one tribune fewer, breaks the leader rule.
    f.units[0].figures = 21;
    assert_eq!(errors_under(RULE_LEADERS, &a), 1);
    let mut b = roman_legion();
    sandarticus(&mut b).commanders = 1;
    assert_eq!(errors_under(RULE_LEADERS, &b), 1);
}

/// Leaders, Sandarticus: a Gaulish army needs a leader per 20 men besides its king; the sub-king is the
/// king's stand-in. Shield ring: minimum 6, open to Gauls with a leader. Army balance: Gauls a third larger
/// than Romans.
#[test]
fn gaulish_warband_has_a_chief_per_20_a_king_and_a_third_more_men() {
    let mut w = gaulish_warband();
    let t = w.totals();
    // 75 warriors: 75 / 20 rounds up to 4 chiefs, and the king.
    assert_eq!(t.figures, 75);
    assert_eq!(t.leaders_needed, 4 + 1);
    // Four chiefs, the king and the sub-king.
    assert_eq!(t.leaders_present, 6);
    assert_eq!(t.men, 81);
    let legion = roman_legion().totals().men;
    assert_eq!(legion, 62);
    // A third larger: 62 * 4 / 3 = 82.7; 81 is within a tenth of it.
    let fair = f64::from(legion) * 4.0 / 3.0;
    assert!((f64::from(t.men) - fair).abs() <= 0.1 * fair);
    let f = sandarticus(&mut w);
    assert!(f.king && f.sub_king);
    let ring = &f.units[0];
    assert_eq!(ring.formation, Formation::ShieldRing);
    assert!(ring.figures >= 6 && ring.leaders > 0);
    assert_eq!(may_form(People::Gaul, Formation::ShieldRing, true), Ok(()));
    // One chief fewer leaves 75 men with 3: the check objects.
    f.units[2].leaders = 0;
    assert_eq!(errors_under(RULE_LEADERS, &w), 1);
    let mut kingless = gaulish_warband();
    sandarticus(&mut kingless).king = false;
    assert_eq!(errors_under(RULE_LEADERS, &kingless), 1);
}

/// Gladiator revolt, Sandarticus: Spartacus and two main chiefs; gladiators at most a quarter of the army; one
/// gladiator to lead each ten others. Army balance: the revolt twice the size of a Roman army.
#[test]
fn spartacus_revolt_keeps_gladiators_under_a_quarter_and_one_per_ten() {
    let mut r = spartacus_revolt();
    let t = r.totals();
    // Bands of 30 need 30 / 10 = 3 gladiators each; with Spartacus and 2 chiefs, 3 * 3 + 3 = 12.
    assert_eq!((t.leaders_needed, t.leaders_present), (12, 12));
    assert_eq!(t.men, 16 + 90 + 9 + 3);
    // The 16 gladiators and the 9 leading the bands are 25 of the 115 in the ranks; a quarter is 28.
    let gladiators = figures_of(&t, TroopKind::Sandarticus(Troop::Gladiator));
    let leading = t.leaders_present - 3;
    let ranks = t.figures + leading;
    assert_eq!((gladiators + leading, ranks), (25, 115));
    assert!(gladiators + leading <= ranks / 4);
    // Twice the legion's 62 is 124; 118 is within a tenth.
    let fair = f64::from(roman_legion().totals().men) * 2.0;
    assert!((f64::from(t.men) - fair).abs() <= 0.1 * fair);
    assert_eq!(check(&r, Some(&roman_legion()), &house()), Vec::new());
    let f = sandarticus(&mut r);
    assert!(f.spartacus && f.main_chiefs == 2);
    // Room for five more: 21 gladiators make 30 of 120, a quarter exactly; 22 make 31 of 121, past it.
    f.units[0].figures = 21;
    assert_eq!(errors_under(RULE_GLADIATORS, &r), 0);
    sandarticus(&mut r).units[0].figures = 22;
    assert_eq!(errors_under(RULE_GLADIATORS, &r), 1);
    let mut short = spartacus_revolt();
    sandarticus(&mut short).units[1].leaders = 2;
    assert_eq!(errors_under(RULE_GLADIATORS, &short), 1);
}

/// Command, Jersey Shore: one officer for every 15 regulars, Hessians and gunners included; armies of 100 men
/// or fewer a side. Hessians in a British army are counted as hired.
#[test]
fn british_regulars_have_an_officer_per_15_and_stay_under_100() {
    let mut b = british_regulars();
    let t = b.totals();
    assert_eq!(t.men, 15 + 15 + 15 + 6 + 4 + 5);
    assert!(t.men <= 100);
    assert_eq!((t.leaders_needed, t.leaders_present), (5, 5));
    assert_eq!(
        figures_of(&t, TroopKind::JerseyShore(TroopType::Hessian)),
        15
    );
    assert_eq!(t.mercenaries, 15);
    let f = jersey(&mut b);
    for u in &f.units {
        assert!(u.troop.needs_officer(), "{}", u.name);
        assert!(u.figures <= 15 * u.officers, "{}", u.name);
    }
    // A 16th man in a company needs a second officer.
    f.units[0].figures = 16;
    assert_eq!(errors_under(crate::jersey_shore::command::RULE, &b), 1);
}

/// Command, Jersey Shore: riflemen (frontiersmen) fight without officers; musket companies need one per 15.
/// The 100-men limit holds with the officers counted.
#[test]
fn continentals_officer_the_line_but_not_the_riflemen() {
    let mut c = continentals();
    let t = c.totals();
    assert_eq!(t.men, 15 + 15 + 12 + 12 + 4 + 4);
    assert!(t.men <= 100);
    // 15, 15, 12 and 4 need one officer each; the 12 riflemen none.
    assert_eq!((t.leaders_needed, t.leaders_present), (4, 4));
    let f = jersey(&mut c);
    let rifles = &f.units[3];
    assert_eq!((rifles.troop, rifles.officers), (TroopType::Rifleman, 0));
    assert!(!rifles.troop.needs_officer());
    // Forty more riflemen would take the side past 100 men.
    f.units[3].figures = 52;
    assert_eq!(errors_under(crate::jersey_shore::army::SIZE_RULE, &c), 1);
}

/// Required formations, Roman War Rules: hastati, princeps and triarii fight in lines of maniples; velites and
/// cavalry go where they like. Testudo: a block at least 4 across and 4 deep, so each line has 16. Melee: 10
/// men at most decide together, so the velites are one group. Armour list: triarii, princeps and equites
/// armoured; hastati and velites not.
#[test]
fn roman_war_legion_lines_are_testudo_blocks_of_16() {
    let a = roman_war_legion();
    let f = roman_war(&a);
    let lines = &f.units[..3];
    for u in lines {
        assert_eq!(
            u.formation(),
            Some(RomanFormation::ManipleLines),
            "{}",
            u.name
        );
        assert_eq!(u.figures, 4 * 4);
        let block = Testudo {
            troop: u.troop,
            across: 4,
            deep: 4,
            in_melee: false,
        };
        assert_eq!(block.check(), Ok(()), "{}", u.name);
    }
    let velites = &f.units[3];
    assert_eq!(velites.formation(), Some(RomanFormation::Unrestricted));
    assert_eq!(decision_groups(i64::from(velites.figures)), Ok(vec![10]));
    let h = RomanHouse::default();
    let armour: Vec<Armour> = f.units.iter().map(|u| u.armour(&h)).collect();
    use Armour::{Armoured, Unarmoured};
    assert_eq!(
        armour,
        vec![Unarmoured, Armoured, Armoured, Unarmoured, Armoured]
    );
    assert_eq!(a.totals().men, 16 * 3 + 10 + 6);
}

/// Required formations, Roman War Rules: Gauls fight as individuals, horse and chariots too. Melee: groups of
/// at most 10 decide together, so each band of warriors is one group. Armour list: "some" Gallic cavalry
/// armoured, the rest of the Gauls not; chariots carry at most 3 riders.
#[test]
fn gallic_host_fights_man_to_man_in_bands_of_ten() {
    let a = gallic_host();
    let f = roman_war(&a);
    let h = RomanHouse::default();
    for u in &f.units {
        assert_eq!(
            u.formation(),
            Some(RomanFormation::Individuals),
            "{}",
            u.name
        );
    }
    let bands: Vec<_> = f
        .units
        .iter()
        .filter(|u| u.troop == RomanTroop::GallicWarriors)
        .collect();
    assert_eq!(bands.len(), 5);
    for b in bands {
        assert_eq!(decision_groups(i64::from(b.figures)), Ok(vec![10]));
        assert_eq!(b.armour(&h), Armour::Unarmoured);
    }
    assert_eq!(f.units[6].armour(&h), Armour::Armoured);
    assert_eq!(f.units[7].troop, RomanTroop::GallicChariot);
    assert_eq!(crate::roman_war::movement::CHARIOT_RIDERS_MAX, 3);
    // As many figures as the legion it meets: the rules give no balance, so the pair is matched by count.
    assert_eq!(a.totals().men, 64);
    assert_eq!(roman_war_legion().totals().men, 64);
}

/// Basic Combat Mechanic, Ancients: melee dice by size (Huge 12, Large 10, Medium 8, Small 6), two more for a
/// Defensive or Shock unit's first turn, saves by weight (Heavy 4+, Medium 5+, Light 6+), hit thresholds
/// Huge 5 and Large 4. House scales: skill 1 to 4, suggested leadership 6, 7, 8 and 9.
#[test]
fn greek_hoplites_are_few_heavy_and_defensive() {
    let a = greek_hoplites();
    let units = ancients(&a);
    assert_eq!(MELEE_DICE, [6, 8, 10, 12]);
    assert_eq!(HIT_THRESHOLDS, [2, 3, 4, 5]);
    let spartans = &units[0];
    assert_eq!(
        (spartans.size, spartans.skill, spartans.leadership),
        (Size::Large, 4, 9)
    );
    assert_eq!(melee_dice(spartans.size), 10);
    let hoplites = &units[1];
    assert_eq!(
        (hoplites.size, hoplites.skill, hoplites.leadership),
        (Size::Huge, 2, 7)
    );
    assert_eq!(melee_dice(hoplites.size), 12);
    // Defensive: 14 dice on the first turn of a fight they did not charge into.
    let standing = Combatant::new(hoplites.clone());
    assert_eq!(
        melee_dice(hoplites.size) + first_turn_bonus(&standing, true),
        14
    );
    assert_eq!(AncientsHouse::default().hit_threshold(Size::Huge), 5);
    for u in &units[..2] {
        assert_eq!(
            (u.weight, u.formation, u.style),
            (Weight::Heavy, AncientsFormation::Formed, Style::Defensive)
        );
        assert_eq!(save_for(u.weight), 4);
    }
    assert_eq!(save_for(units[2].weight), 6, "the peltasts are light");
}

/// Basic Combat Mechanic and Shooting, Ancients: the Persians field more units, lighter (Light saves on 6+,
/// Medium on 5+), with archers; levies are skill 1 (leadership 6, and they hit on 5+ when shooting).
#[test]
fn persian_host_is_many_light_units() {
    let a = persian_host();
    let units = ancients(&a);
    assert_eq!(units.len(), 5);
    assert!(units.len() > ancients(&greek_hoplites()).len());
    let levy = &units[2];
    assert_eq!(
        (levy.skill, levy.leadership, levy.formation),
        (1, 6, AncientsFormation::Skirmish)
    );
    assert_eq!(save_for(levy.weight), 6);
    let immortals = &units[0];
    assert_eq!((immortals.skill, immortals.leadership), (3, 8));
    assert_eq!(save_for(immortals.weight), 5);
    let wicker = &units[1];
    assert_eq!((wicker.size, melee_dice(wicker.size)), (Size::Huge, 12));
    assert!(units.iter().all(|u| (1..=4).contains(&u.skill)));
    // A Persian unit of skill 9 leaves the house scale: the check says so.
    let mut off = a.clone();
    if let Forces::Ancients(f) = &mut off.forces {
        f.units[0].skill = 9;
    }
    assert_eq!(findings(&off).len(), 1);
}

/// A quick battle sets two ready-made armies of one system against each other; each passes its checks with
/// the other as its opponent, Sandarticus's army balance included.
#[test]
fn quick_battle_pairs_are_of_one_system_and_fair() {
    for system in System::ALL {
        let (a, b) = quick_battle(system);
        assert_eq!((a.system(), b.system()), (system, system));
        assert_ne!(a.id, b.id);
        assert_eq!(check(&a, Some(&b), &house()), Vec::new(), "{}", a.name);
        assert_eq!(check(&b, Some(&a), &house()), Vec::new(), "{}", b.name);
        let listed = of_system(system);
        assert_eq!((&listed[0], &listed[1]), (&a, &b), "the pair comes first");
    }
    // Army balance bites: the legion against the revolt's 118 would be too few if it lost a century.
    let mut small = roman_legion();
    sandarticus(&mut small).units.remove(0);
    assert!(
        check(&small, Some(&spartacus_revolt()), &house())
            .iter()
            .any(|f| f.rule == RULE_BALANCE)
    );
}

/// A copy keeps the army and its note, takes the player's name, and gets an id that no army on the phone holds
/// and that still names where it came from; a second copy gets another id.
#[test]
fn copies_are_new_armies_that_remember_their_origin() {
    let ready = roman_legion();
    let mine = vec![Army::new("a1b2", "Mine", ready.forces.clone())];
    let first = copy(&ready, "  Legio X ", "k3x9", &mine);
    assert_eq!(first.name, "Legio X");
    assert_eq!(first.id, "k3x9.ready.sandarticus.legion");
    assert_eq!((&first.forces, &first.notes), (&ready.forces, &ready.notes));
    assert_eq!(copied_from(&first).as_deref(), Some(ready.id.as_str()));
    // The same token twice (or an id already taken): the second copy is numbered.
    let have = vec![mine[0].clone(), first.clone()];
    let second = copy(&ready, "", "k3x9", &have);
    assert_eq!(second.id, "k3x9.ready.sandarticus.legion-2");
    assert_eq!(second.name, "Roman legion");
    // A third copy beside the second: its name does not clash with the one already on the phone.
    let third = copy(&ready, "", "k3x9", &[first.clone(), second.clone()]);
    assert_eq!(third.name, "Roman legion (2)");
    assert_ne!(third.id, second.id);
    assert_eq!(copied_from(&second).as_deref(), Some(ready.id.as_str()));
    // Edited, it still knows its origin; the player's own armies and the ready-made ones have none.
    let mut edited = second.clone();
    sandarticus(&mut edited).units.clear();
    assert_eq!(copied_from(&edited).as_deref(), Some(ready.id.as_str()));
    assert_eq!(copied_from(&mine[0]), None);
    assert_eq!(copied_from(&ready), None);
    let odd = Army::new(
        "x.ready.sandarticus.legion-two",
        "Odd",
        ready.forces.clone(),
    );
    assert_eq!(copied_from(&odd), None);
    // Copies of different armies with the same token stay apart.
    let gauls = copy(&gaulish_warband(), "", "k3x9", &have);
    assert_eq!(
        copied_from(&gauls).as_deref(),
        Some("ready.sandarticus.warband")
    );
}
