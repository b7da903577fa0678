use proptest::prelude::*;

use super::*;
use crate::ancients::break_test::{BreakResult, BreakTestOutcome, Modifiers};
use crate::roman_war::structures::Fixed;
use crate::rule::System;
use crate::sandy_hook::melee::{FightEnd, RoundReport, Side as MeleeSide};
use crate::sandy_hook::prisoners::PrisonerPlace;

fn sheil(system: System, scenario: Scenario) -> Battle {
    Battle::new(
        Side::new(
            "Romans",
            system,
            vec![
                UnitSetup::troops("Legion", 20, 1),
                UnitSetup::troops("Archers", 10, 1),
            ],
        ),
        Side::new(
            "Gauls",
            system,
            vec![
                UnitSetup::troops("Warband", 30, 2),
                UnitSetup::wagon("Baggage", 2),
            ],
        ),
        scenario,
        SideId::A,
        vec![
            StructureSetup::new(
                "Stone tower",
                StructureKind::Fixed {
                    fixed: Fixed::StoneTower,
                },
                Some(SideId::A),
            ),
            StructureSetup::new("Gate", StructureKind::Gate, Some(SideId::A)),
            StructureSetup::new("Drawbridge", StructureKind::Drawbridge, Some(SideId::A)),
            StructureSetup::new(
                "Wagon",
                StructureKind::Object {
                    object: crate::jersey_shore::objects::ObjectKind::Wagon,
                },
                Some(SideId::B),
            ),
        ],
    )
    .unwrap()
}

fn rec(log: &mut Log, b: &Battle, s: &mut BattleState, e: Event) {
    log.record(b, s, e).unwrap();
}

const LEGION: UnitId = UnitId(0);
const ARCHERS: UnitId = UnitId(1);
const WARBAND: UnitId = UnitId(2);
const BAGGAGE: UnitId = UnitId(3);

fn hit(unit: UnitId, n: u32, by: UnitId) -> Event {
    Event::Casualties {
        unit,
        n,
        cause: Cause::Shooting,
        by: Some(by),
    }
}

/// The fold: casualties, prisoners and guards change the counts, and the story tells it.
#[test]
fn the_log_folds_into_the_table() {
    let b = sheil(System::Sandarticus, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    rec(&mut log, &b, &mut s, hit(WARBAND, 4, ARCHERS));
    rec(
        &mut log,
        &b,
        &mut s,
        Event::PrisonersTaken {
            from: WARBAND,
            by: LEGION,
            n: 17,
        },
    );
    let w = s.unit(WARBAND).unwrap();
    assert_eq!((w.men, w.killed, w.captured), (9, 4, 17));
    assert_eq!(s.unit(LEGION).unwrap().prisoners, 17);
    // Sandarticus guards: one per 8 on the march, one per 20 at the lines.
    assert_eq!(
        s.unit(LEGION).unwrap().guards_needed(System::Sandarticus),
        3
    );
    rec(
        &mut log,
        &b,
        &mut s,
        Event::GuardsAssigned {
            unit: LEGION,
            guards: 1,
            place: PrisonerPlace::AtOwnLines,
        },
    );
    assert_eq!(
        s.unit(LEGION).unwrap().guards_needed(System::Sandarticus),
        1
    );
    assert_eq!(s, b.state(&log));
    let story = log.story(&b);
    assert_eq!(
        story[0],
        "Turn 1 \u{2014} Warband lost 4 men to shooting from Archers."
    );
    assert_eq!(
        story[1],
        "Turn 1 \u{2014} Legion took 17 of Warband prisoner."
    );
    assert_eq!(
        story[2],
        "Turn 1 \u{2014} Legion set 1 guard over their prisoners at their own lines (1 needed)."
    );
}

/// Jersey Shore prisoners: one guard per 8 on the march, one per 12 at the lines.
#[test]
fn guards_follow_each_systems_ratio() {
    let b = sheil(System::JerseyShore, Scenario::OpenField);
    let mut s = b.initial_state();
    b.apply(
        &mut s,
        &Event::PrisonersTaken {
            from: WARBAND,
            by: LEGION,
            n: 24,
        },
    )
    .unwrap();
    assert_eq!(
        s.unit(LEGION).unwrap().guards_needed(System::JerseyShore),
        3
    );
    s.units[0].prisoner_place = PrisonerPlace::AtOwnLines;
    assert_eq!(
        s.unit(LEGION).unwrap().guards_needed(System::JerseyShore),
        2
    );
    assert_eq!(
        s.unit(LEGION).unwrap().guards_needed(System::Sandarticus),
        2
    );
}

/// Counts never go below zero: an event asking for more than is there is refused and changes nothing.
#[test]
fn impossible_events_are_refused_with_a_reason() {
    let b = sheil(System::Sandarticus, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    let before = s.clone();
    let e = log
        .record(&b, &mut s, hit(ARCHERS, 11, WARBAND))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "Archers has only 10 men left, so 11 can't be taken away. Check the count, or fix it by hand first."
    );
    assert_eq!(s, before);
    assert!(log.events.is_empty());
    let e = log.record(&b, &mut s, hit(ARCHERS, 1, LEGION)).unwrap_err();
    assert!(matches!(e, BattleError::SameSide { .. }));
    let e = log
        .record(
            &b,
            &mut s,
            Event::StructureDamaged {
                structure: StructureId(0),
                points: 61,
            },
        )
        .unwrap_err();
    assert!(e.to_string().contains("only 60 points left"));
    // A batch is all or nothing.
    let e = log.record_all(
        &b,
        &mut s,
        vec![hit(ARCHERS, 5, WARBAND), hit(ARCHERS, 6, WARBAND)],
    );
    assert!(e.is_err());
    assert_eq!(s, before);
    assert!(log.events.is_empty());
}

/// Turn order, Jersey Shore: flip, one side moves, the other, both shoot; then the next turn.
#[test]
fn the_turn_walks_the_systems_phases() {
    let b = sheil(System::JerseyShore, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    assert_eq!(s.phase_text(), "the coin flip for who moves first");
    rec(&mut log, &b, &mut s, Event::MovesFirst { side: SideId::B });
    rec(&mut log, &b, &mut s, Event::PhaseAdvanced);
    assert_eq!(s.phase_text(), "Gauls move");
    rec(&mut log, &b, &mut s, Event::PhaseAdvanced);
    assert_eq!(s.phase_text(), "Romans move");
    rec(&mut log, &b, &mut s, Event::PhaseAdvanced);
    assert_eq!(s.phase_text(), "both sides shoot");
    rec(&mut log, &b, &mut s, Event::PhaseAdvanced);
    assert_eq!((s.turn, s.phase), (2, 0));
    assert_eq!(log.story(&b)[4], "Turn 2 begins.");
    // Roman War Rules: the house turn, each side moving, shooting and fighting in turn.
    assert_eq!(turn::turn_plan(System::RomanWar).phases.len(), 6);
    assert!(turn::turn_plan(System::Ancients).house);
    assert!(!turn::turn_plan(System::Sandarticus).house);
}

/// Victory, Sandarticus (a house rule: its text sets none and borrows the Sandy Hook games' conditions): two
/// thirds of his army is not enough while a wagon of his is still on the table.
#[test]
fn sheil_victory_needs_the_wagons_too() {
    let b = sheil(System::Sandarticus, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    // 32 Gauls: 22 gone reaches two thirds (3 × 22 ≥ 2 × 32).
    rec(&mut log, &b, &mut s, hit(WARBAND, 22, ARCHERS));
    assert_eq!(s.victory, None);
    rec(
        &mut log,
        &b,
        &mut s,
        Event::StateChanged {
            unit: BAGGAGE,
            status: UnitStatus::Captured,
        },
    );
    let v = s.victory.unwrap();
    assert_eq!(v.winner, Some(SideId::A));
    assert_eq!(v.why, VictoryReason::ArmyBroken);
    assert_eq!(v.rule, crate::sandarticus::army::RULE_VICTORY);
    assert!(v.house, "the Sandarticus text sets no victory conditions");
    // Undo takes the victory back.
    log.undo().unwrap();
    assert_eq!(b.state(&log).victory, None);
}

/// Victory, Jersey Shore: taking the fort wins a fort defence, before any count of losses.
#[test]
fn taking_the_fort_wins_a_fort_defence() {
    let b = sheil(
        System::JerseyShore,
        Scenario::FortDefence {
            defender: SideId::A,
        },
    );
    let mut s = b.initial_state();
    b.apply(&mut s, &Event::FortTaken { fort_of: SideId::A })
        .unwrap();
    let v = s.victory.unwrap();
    assert_eq!(
        (v.winner, v.why),
        (Some(SideId::B), VictoryReason::FortTaken)
    );
    assert_eq!(v.rule, crate::jersey_shore::army::VICTORY_RULE);
    // In an open battle there is no fort to take.
    let b = sheil(System::JerseyShore, Scenario::OpenField);
    let mut s = b.initial_state();
    b.apply(&mut s, &Event::FortTaken { fort_of: SideId::A })
        .unwrap();
    assert_eq!(s.victory, None);
}

/// Objective: held five turns running wins; losing it starts the count again.
#[test]
fn the_objective_must_be_held_five_turns_running() {
    let b = sheil(
        System::Sandarticus,
        Scenario::HoldObjective {
            defender: Some(SideId::B),
        },
    );
    let mut s = b.initial_state();
    let go = |s: &mut BattleState, e: Event| b.apply(s, &e).unwrap();
    go(
        &mut s,
        Event::ObjectiveHeld {
            side: Some(SideId::A),
        },
    );
    for _ in 0..4 {
        go(&mut s, Event::TurnAdvanced);
    }
    go(&mut s, Event::ObjectiveHeld { side: None });
    go(
        &mut s,
        Event::ObjectiveHeld {
            side: Some(SideId::A),
        },
    );
    for _ in 0..4 {
        go(&mut s, Event::TurnAdvanced);
    }
    assert_eq!(s.victory, None);
    go(&mut s, Event::TurnAdvanced);
    let v = s.victory.unwrap();
    assert_eq!(
        (v.winner, v.why),
        (Some(SideId::A), VictoryReason::ObjectiveHeld)
    );
}

/// [HOUSE] Roman War Rules: more than half the enemy's men killed or taken.
#[test]
fn roman_war_house_victory_is_half_the_men() {
    let b = sheil(System::RomanWar, Scenario::OpenField);
    let mut s = b.initial_state();
    b.apply(&mut s, &hit(WARBAND, 16, ARCHERS)).unwrap();
    assert_eq!(s.victory, None);
    b.apply(&mut s, &hit(WARBAND, 1, ARCHERS)).unwrap();
    let v = s.victory.unwrap();
    assert_eq!(v.why, VictoryReason::HalfTheMenLost);
    assert!(v.house);
    assert_eq!(v.rule, scenario::ROMAN_WAR_VICTORY_RULE);
}

fn break_outcome(result: BreakResult, tokens: u32) -> BreakTestOutcome {
    BreakTestOutcome {
        unit_name: "Spears".into(),
        result,
        hits: 4,
        threshold: 3,
        roll: Some(7),
        target: 7,
        modifiers: Modifiers::default(),
        tokens_gained: tokens,
    }
}

/// [HOUSE] Ancients: more than half the enemy's units broken; Break Tests arrive through the helper.
#[test]
fn ancients_break_tests_and_house_victory() {
    let units = |n: &str| {
        vec![
            UnitSetup::troops(&format!("{n} 1"), 1, 0).in_formation("Formed"),
            UnitSetup::troops(&format!("{n} 2"), 1, 0),
            UnitSetup::troops(&format!("{n} 3"), 1, 0),
        ]
    };
    let b = Battle::new(
        Side::new("Carthage", System::Ancients, units("Libyans")),
        Side::new("Rome", System::Ancients, units("Hastati")),
        Scenario::OpenField,
        SideId::A,
        vec![],
    )
    .unwrap();
    let mut log = Log::new();
    let mut s = b.initial_state();
    let ev = outcomes::ancients_break_test(&break_outcome(BreakResult::GiveGround, 1), UnitId(3));
    log.record_all(&b, &mut s, ev).unwrap();
    assert_eq!(s.units[3].status, UnitStatus::GivingGround);
    assert_eq!(s.units[3].damage_tokens, 1);
    for u in [3, 4] {
        let ev =
            outcomes::ancients_break_test(&break_outcome(BreakResult::Destroyed, 1), UnitId(u));
        log.record_all(&b, &mut s, ev).unwrap();
    }
    // A destroyed unit gains no tokens: it is gone.
    assert_eq!(s.units[4].damage_tokens, 0);
    let v = s.victory.unwrap();
    assert_eq!(
        (v.winner, v.why),
        (Some(SideId::A), VictoryReason::HalfTheUnitsLost)
    );
    // A melee of several units records each unit's Break Test on the unit it belongs to.
    let group = crate::ancients::group::GroupOutcome {
        names: [
            vec!["Libyans 1".into(), "Libyans 2".into()],
            vec!["Hastati 3".into()],
        ],
        hits_taken: [vec![0, 0], vec![4]],
        totals: [0, 4],
        winner: Some(crate::ancients::melee::Side::A),
        break_tests: [
            vec![
                break_outcome(BreakResult::NoTest, 0),
                break_outcome(BreakResult::NoTest, 0),
            ],
            vec![break_outcome(BreakResult::GiveGround, 1)],
        ],
    };
    let ev = outcomes::ancients_group_melee(&group, &[UnitId(0), UnitId(1)], &[UnitId(5)]);
    assert_eq!(ev.len(), 2, "the Hastati give ground and gain a token");
    log.record_all(&b, &mut s, ev).unwrap();
    assert_eq!(s.units[5].status, UnitStatus::GivingGround);
    assert_eq!(s.units[5].damage_tokens, 1);
    assert!(
        Battle::new(
            Side::new("A", System::Ancients, vec![]),
            Side::new("B", System::Ancients, vec![]),
            Scenario::FortDefence {
                defender: SideId::A
            },
            SideId::A,
            vec![]
        )
        .is_err()
    );
}

/// Melee, Jersey Shore: a round's losses, then the surrender at 2 to 1 becomes prisoners, in one call.
#[test]
fn a_melee_round_with_a_surrender_applies_in_one_call() {
    let b = sheil(System::JerseyShore, Scenario::OpenField);
    let report = RoundReport {
        round: 1,
        losses: (2, 3),
        long_weapon_kills: (0, 0),
        left: (18, 7),
        end: Some(FightEnd::Captured {
            side: MeleeSide::B,
            prisoners: 7,
        }),
        names: ("Legion".into(), "Warband".into()),
        rule: crate::jersey_shore::melee::RULE,
    };
    let mut s = b.initial_state();
    s.units[2].men = 10;
    let ev = outcomes::melee_round(&report, LEGION, WARBAND);
    assert_eq!(ev.len(), 3);
    let mut log = Log::new();
    log.record_all(&b, &mut s, ev).unwrap();
    assert_eq!(s.units[2].men, 0);
    assert_eq!(s.units[2].status, UnitStatus::Captured);
    assert_eq!(s.units[0].prisoners, 7);
    assert_eq!(s.units[0].men, 18);
}

/// Structures: Roman War points, storeys and chains; Sandy Hook objects by rating.
#[test]
fn structures_wear_down_by_their_own_rules() {
    let b = sheil(System::RomanWar, Scenario::OpenField);
    let mut s = b.initial_state();
    let go = |s: &mut BattleState, e: Event| b.apply(s, &e);
    go(
        &mut s,
        Event::StructureDamaged {
            structure: StructureId(0),
            points: 60,
        },
    )
    .unwrap();
    assert!(!s.structures[0].standing());
    go(
        &mut s,
        Event::ChainBroken {
            structure: StructureId(2),
            chain: 0,
        },
    )
    .unwrap();
    assert!(s.structures[2].standing());
    go(
        &mut s,
        Event::ChainBroken {
            structure: StructureId(2),
            chain: 1,
        },
    )
    .unwrap();
    assert!(!s.structures[2].standing());
    assert!(
        go(
            &mut s,
            Event::ChainBroken {
                structure: StructureId(1),
                chain: 0,
            },
        )
        .is_err()
    );
    // The wagon's house rating is 4: a blow of 3 leaves it, a blow of 4 wrecks it.
    go(
        &mut s,
        Event::StructureDamaged {
            structure: StructureId(3),
            points: 3,
        },
    )
    .unwrap();
    assert!(s.structures[3].standing());
    go(
        &mut s,
        Event::StructureDamaged {
            structure: StructureId(3),
            points: 4,
        },
    )
    .unwrap();
    assert!(!s.structures[3].standing());
    let building = StructureState {
        name: "Inn".into(),
        kind: StructureKind::Building { storeys: 2 },
        owner: None,
        integrity: StructureKind::Building { storeys: 2 }.integrity(),
    };
    assert_eq!(
        building.condition(&Default::default()),
        "40 of 40 points; storeys from the ground: full cover, full cover"
    );
    // The storeys are read with the battle's own house numbers: at a house 30 points a storey, a two-storey
    // building has 60, and with 45 left the ground floor is whole (30) and the upper one half gone (15 of 30).
    let house = crate::roman_war::House {
        building_points_per_storey: 30,
        ..Default::default()
    };
    let mut hurt = building.clone();
    hurt.integrity = Integrity::Points { full: 60, left: 45 };
    assert_eq!(
        hurt.condition(&house),
        "45 of 60 points; storeys from the ground: full cover, no cover from missiles away from the walls"
    );
}

#[test]
fn undo_redo_and_a_new_event_clears_redo() {
    let b = sheil(System::Sandarticus, Scenario::OpenField);
    let mut log = Log::new();
    log.push(&b, hit(WARBAND, 3, ARCHERS)).unwrap();
    log.push(
        &b,
        Event::LeaderLost {
            unit: WARBAND,
            n: 1,
        },
    )
    .unwrap();
    log.undo().unwrap();
    assert!(log.can_redo());
    let s = log.redo(&b).unwrap();
    assert_eq!(s.units[2].leaders, 1);
    log.undo().unwrap();
    log.push(&b, Event::TurnAdvanced).unwrap();
    assert!(!log.can_redo());
    assert_eq!(log.redo(&b), Err(BattleError::NothingToRedo));
    log.push(
        &b,
        Event::BattleEnded {
            winner: Some(SideId::A),
            note: "Called at dusk.".into(),
        },
    )
    .unwrap();
    assert_eq!(
        log.push(&b, Event::TurnAdvanced).unwrap_err(),
        BattleError::Ended
    );
    let s = b.state(&log);
    let sum = b.summary(&s);
    assert_eq!(sum.winner, Some(SideId::A));
    assert_eq!(sum.sides[1].killed, 3);
    let lines = sum.lines();
    assert_eq!(lines[0], "Fought over 2 turns.");
    assert!(lines[2].starts_with("Gauls: 29 of 32 left; 3 men killed"));
    assert_eq!(lines[3], "Winner: Romans.");
}

#[test]
fn a_battle_from_two_rosters() {
    use crate::roster::roman_war::{Forces, Nation, Unit};
    use crate::roster::{Army, Forces as F};
    let unit = |troop, figures| Unit {
        name: String::new(),
        troop,
        figures,
        notes: String::new(),
    };
    let mut rome = Forces::new(Nation::Romans);
    rome.units = vec![
        unit(crate::roman_war::troops::Troop::Hastati, 12),
        unit(crate::roman_war::troops::Troop::Artillery, 3),
    ];
    let mut gaul = Forces::new(Nation::Gauls);
    gaul.units = vec![unit(crate::roman_war::troops::Troop::GallicWarriors, 30)];
    let a = Army::new("r", "Legio X", F::RomanWar(rome));
    let b = Army::new("g", "Arverni", F::RomanWar(gaul));
    let battle = Battle::from_armies(&a, &b, Scenario::OpenField, SideId::B, vec![]).unwrap();
    let s = battle.initial_state();
    assert_eq!(s.units.len(), 3);
    assert_eq!(s.units[1].kind, UnitKind::Gun);
    assert_eq!(s.units[2].side, SideId::B);
    assert_eq!(s.side_name(SideId::A), "Legio X");
}

/// A quick battle, from a fresh phone: each system's two ready-made armies meet in an open battle. Jersey
/// Shore's gun crews come in as guns (victory needs every gun and wagon taken); an Ancients unit is one piece;
/// Sandarticus units keep the formation they were drawn up in.
#[test]
fn a_quick_battle_of_ready_made_armies() {
    use crate::rule::System;
    for system in System::ALL {
        let battle = Battle::quick(system, SideId::A).unwrap();
        assert_eq!(battle.system(), system);
        assert_eq!(battle.scenario, Scenario::OpenField);
        assert_eq!(battle.first_mover, SideId::A);
        assert!(battle.structures.is_empty());
        let (a, b) = crate::roster::ready::quick_battle(system);
        assert_eq!(battle.sides[0].name, a.name);
        assert_eq!(battle.sides[1].name, b.name);
        assert_eq!(battle.sides[0].units.len(), a.unit_count());
        assert_eq!(battle.sides[1].units.len(), b.unit_count());
    }
    let js = Battle::quick(System::JerseyShore, SideId::B).unwrap();
    let guns = |i: usize| {
        js.sides[i]
            .units
            .iter()
            .filter(|u| u.kind == UnitKind::Gun)
            .count()
    };
    assert_eq!((guns(0), guns(1)), (1, 1));
    // The British: two companies, the Hessians, dragoons and the gun crew, 55 men and 5 officers.
    let men: u32 = js.sides[0].units.iter().map(|u| u.men).sum();
    let officers: u32 = js.sides[0].units.iter().map(|u| u.leaders).sum();
    assert_eq!((men, officers), (55, 5));
    let ancients = Battle::quick(System::Ancients, SideId::A).unwrap();
    assert!(
        ancients
            .sides
            .iter()
            .flat_map(|s| &s.units)
            .all(|u| u.men == 1)
    );
    let sandarticus = Battle::quick(System::Sandarticus, SideId::A).unwrap();
    assert_eq!(sandarticus.sides[0].units[1].formation, "wedge");
}

// ---- Invariants over arbitrary logs ----

fn arb_unit() -> impl Strategy<Value = UnitId> {
    // 0..=4: one id past the last unit, so missing units are exercised too.
    (0u16..5).prop_map(UnitId)
}

fn arb_structure() -> impl Strategy<Value = StructureId> {
    (0u16..5).prop_map(StructureId)
}

fn arb_side() -> impl Strategy<Value = SideId> {
    prop_oneof![Just(SideId::A), Just(SideId::B)]
}

fn arb_event() -> impl Strategy<Value = Event> {
    let status = prop_oneof![
        Just(UnitStatus::Holding),
        Just(UnitStatus::Pinned),
        Just(UnitStatus::Broken),
        Just(UnitStatus::Captured),
        Just(UnitStatus::Destroyed),
    ];
    let cause = prop_oneof![Just(Cause::Shooting), Just(Cause::Melee)];
    let place = prop_oneof![
        Just(PrisonerPlace::Marching),
        Just(PrisonerPlace::AtOwnLines)
    ];
    let field = prop_oneof![
        arb_unit().prop_map(|unit| Field::Men { unit }),
        arb_unit().prop_map(|unit| Field::Guards { unit }),
        arb_structure().prop_map(|structure| Field::StructurePoints { structure }),
        Just(Field::Turn),
    ];
    prop_oneof![
        4 => Just(Event::PhaseAdvanced),
        2 => Just(Event::TurnAdvanced),
        1 => arb_side().prop_map(|side| Event::MovesFirst { side }),
        8 => (arb_unit(), 0u32..15, cause, proptest::option::of(arb_unit()))
            .prop_map(|(unit, n, cause, by)| Event::Casualties { unit, n, cause, by }),
        2 => (arb_unit(), 0u32..3).prop_map(|(unit, n)| Event::LeaderLost { unit, n }),
        1 => (arb_unit(), "[a-z ]{0,12}")
            .prop_map(|(unit, formation)| Event::FormationChanged { unit, formation }),
        2 => (arb_unit(), status).prop_map(|(unit, status)| Event::StateChanged { unit, status }),
        5 => (arb_unit(), arb_unit(), 0u32..15)
            .prop_map(|(from, by, n)| Event::PrisonersTaken { from, by, n }),
        3 => (arb_unit(), 0u32..5, place)
            .prop_map(|(unit, guards, place)| Event::GuardsAssigned { unit, guards, place }),
        3 => (arb_unit(), arb_unit(), 0u32..10)
            .prop_map(|(from, to, n)| Event::PrisonersEscaped { from, to, n }),
        3 => (arb_structure(), 0u32..40)
            .prop_map(|(structure, points)| Event::StructureDamaged { structure, points }),
        1 => (arb_structure(), 0u8..3)
            .prop_map(|(structure, chain)| Event::ChainBroken { structure, chain }),
        1 => arb_structure().prop_map(|structure| Event::GateBroken { structure }),
        2 => (arb_unit(), 0u32..4).prop_map(|(unit, n)| Event::DamageTokens { unit, n }),
        2 => proptest::option::of(arb_side()).prop_map(|side| Event::ObjectiveHeld { side }),
        1 => arb_side().prop_map(|fort_of| Event::FortTaken { fort_of }),
        1 => (field, 0u32..40).prop_map(|(field, value)| Event::Adjusted { field, value }),
        1 => proptest::option::of(arb_side())
            .prop_map(|winner| Event::BattleEnded { winner, note: String::new() }),
    ]
}

fn arb_battle() -> impl Strategy<Value = Battle> {
    prop_oneof![
        Just(sheil(System::Sandarticus, Scenario::OpenField)),
        Just(sheil(
            System::JerseyShore,
            Scenario::FortDefence {
                defender: SideId::A
            }
        )),
        Just(sheil(
            System::RomanWar,
            Scenario::HoldObjective { defender: None }
        )),
    ]
}

/// Records every event that is accepted, checking each step; returns the log and the state kept alongside.
fn play(b: &Battle, events: &[Event]) -> (Log, BattleState) {
    let mut log = Log::new();
    let mut s = b.initial_state();
    for e in events {
        let _ = log.record(b, &mut s, e.clone());
    }
    (log, s)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Undo then redo, any number of times, gives back the same log and state.
    #[test]
    fn undo_then_redo_is_the_identity(
        b in arb_battle(),
        events in prop::collection::vec(arb_event(), 0..60),
        k in 0usize..8,
    ) {
        let (mut log, s) = play(&b, &events);
        let before = log.clone();
        let k = k.min(log.events.len());
        for _ in 0..k {
            log.undo().unwrap();
        }
        for _ in 0..k {
            log.redo(&b).unwrap();
        }
        prop_assert_eq!(&log, &before);
        prop_assert_eq!(b.state(&log), s);
    }

    /// No count goes below zero or past what is there: every refused event leaves the state as it was, men
    /// are conserved (present + killed + in enemy hands = at the start) until a hand correction, guards never
    /// outnumber the unit, and points never exceed a structure's full value.
    #[test]
    fn counts_never_go_below_zero(
        b in arb_battle(),
        events in prop::collection::vec(arb_event(), 0..80),
    ) {
        let mut log = Log::new();
        let mut s = b.initial_state();
        let mut hand_fixed = false;
        for e in events {
            let before = s.clone();
            let fix = matches!(e, Event::Adjusted { field: Field::Men { .. }, .. });
            match log.record(&b, &mut s, e) {
                Ok(()) => hand_fixed |= fix,
                Err(_) => prop_assert_eq!(&s, &before),
            }
            for u in &s.units {
                prop_assert!(u.guards <= u.men);
                if !hand_fixed {
                    prop_assert_eq!(u.men + u.killed + u.captured, u.men_at_start);
                }
            }
            for st in &s.structures {
                if let Integrity::Points { full, left } = st.integrity {
                    prop_assert!(left <= full);
                }
            }
        }
    }

    /// The fold from scratch agrees with the state kept event by event.
    #[test]
    fn fold_equals_incremental(
        b in arb_battle(),
        events in prop::collection::vec(arb_event(), 0..60),
    ) {
        let (log, s) = play(&b, &events);
        prop_assert_eq!(b.state(&log), s);
        prop_assert_eq!(log.story(&b).len(), log.events.len());
    }

    /// The fold kept event by event (`Folded`) always equals the fold of the whole log from the start, story
    /// and all, whatever mix of records (one event or several as one step), undos and redos, across the copies
    /// it keeps every `CHECKPOINT` events.
    #[test]
    fn kept_fold_equals_the_full_fold(
        b in arb_battle(),
        start in 0usize..700,
        steps in prop::collection::vec(
            prop_oneof![
                3 => prop::collection::vec(arb_event(), 1..4).prop_map(Some),
                2 => Just(None),
                2 => Just(Some(Vec::new())),
            ],
            0..60,
        ),
    ) {
        // A long start reaches past a checkpoint or two; the steps then move across them.
        let (mut log, _) = play(&b, &(0..start).map(|_| Event::PhaseAdvanced).collect::<Vec<_>>());
        let mut kept = Folded::new(&b, &log);
        for step in steps {
            let before = log.clone();
            let result = match step {
                Some(events) if !events.is_empty() => kept.record_all(&b, &mut log, events),
                Some(_) => kept.redo(&b, &mut log),
                None => kept.undo(&b, &mut log),
            };
            if result.is_err() {
                prop_assert_eq!(&log, &before);
            }
            prop_assert_eq!(kept.state(), &b.state(&log));
            let story = log.story_with_rules(&b);
            prop_assert_eq!(kept.story(), story.as_slice());
            prop_assert_eq!(&kept, &Folded::new(&b, &log));
        }
    }

    /// A saved battle reads back exactly, redo stack and all.
    #[test]
    fn encode_then_decode_is_the_identity(
        b in arb_battle(),
        events in prop::collection::vec(arb_event(), 0..60),
        k in 0usize..4,
    ) {
        let (mut log, _) = play(&b, &events);
        for _ in 0..k.min(log.events.len()) {
            log.undo().unwrap();
        }
        let saved = crate::saved::battle::SavedBattle { battle: b, log, house: None };
        let text = saved.encode();
        prop_assert_eq!(crate::saved::battle::decode_battle(&text), Ok(saved));
    }

    /// Decoding never panics, whatever the text.
    #[test]
    fn decoding_any_text_is_safe(text in ".{0,300}") {
        let _ = crate::saved::battle::decode_battle(&text);
        let _ = crate::saved::battle::decode_battle(&format!("{{\"v\":1,\"data\":{text}}}"));
    }
}

#[test]
fn status_list_holds_each_status_once() {
    use super::UnitStatus;
    let names: std::collections::HashSet<&str> = UnitStatus::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(names.len(), UnitStatus::ALL.len());
    assert_eq!(UnitStatus::ALL[0], UnitStatus::default());
    assert_eq!(UnitStatus::ALL.iter().filter(|s| s.is_out()).count(), 3);
}

/// Pilum, Sandarticus: a pilum that strikes a shield holds the man still for 1 turn. Two pilum hits that kill
/// nobody mark the Gauls pinned; the player clears the mark once the turn has passed.
#[test]
fn a_pilum_hit_pins_the_unit() {
    let b = sheil(System::Sandarticus, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    let shot = crate::sandarticus::shooting::ShotOutcome {
        weapon: crate::sandarticus::weapons::Weapon::Pilum,
        needed: 6,
        hits: 2,
        hits_kill: false,
        casualties: 0,
        pinned: 2,
        detail: String::new(),
    };
    let ev = outcomes::sandarticus_shot(&shot, WARBAND, Some(ARCHERS));
    assert_eq!(
        ev,
        vec![Event::StateChanged {
            unit: WARBAND,
            status: UnitStatus::Pinned
        }]
    );
    log.record_all(&b, &mut s, ev).unwrap();
    assert_eq!(s.units[WARBAND.0 as usize].status, UnitStatus::Pinned);
}

/// A battle of `system` with a structure of every kind the tracker knows, for checks that run over them all.
fn every_structure(system: System) -> Battle {
    let mut structures: Vec<StructureSetup> = StructureKind::choices(System::RomanWar)
        .into_iter()
        .chain(StructureKind::choices(System::JerseyShore))
        .chain(StructureKind::choices(System::Sandarticus))
        .map(|kind| StructureSetup::new(&kind.describe(), kind, Some(SideId::A)))
        .collect();
    structures.dedup();
    Battle::new(
        Side::new("Romans", system, vec![UnitSetup::troops("Legion", 20, 1)]),
        Side::new("Gauls", system, vec![UnitSetup::troops("Warband", 30, 2)]),
        Scenario::available(system)[0],
        SideId::A,
        structures,
    )
    .unwrap()
}

/// One event of every kind (with every cause and every status), for `every_structure`'s battles.
fn one_of_each(structures: usize) -> Vec<Event> {
    let mut out = vec![
        Event::PhaseAdvanced,
        Event::TurnAdvanced,
        Event::MovesFirst { side: SideId::B },
        Event::LeaderLost { unit: LEGION, n: 1 },
        Event::FormationChanged {
            unit: LEGION,
            formation: "wedge".into(),
        },
        Event::PrisonersTaken {
            from: UnitId(1),
            by: LEGION,
            n: 2,
        },
        Event::GuardsAssigned {
            unit: LEGION,
            guards: 1,
            place: PrisonerPlace::Marching,
        },
        Event::PrisonersEscaped {
            from: LEGION,
            to: UnitId(1),
            n: 1,
        },
        Event::DamageTokens { unit: LEGION, n: 1 },
        Event::ObjectiveHeld { side: None },
        Event::FortTaken { fort_of: SideId::A },
        Event::Adjusted {
            field: Field::Turn,
            value: 1,
        },
        Event::BattleEnded {
            winner: None,
            note: String::new(),
        },
    ];
    out.extend(Cause::ALL.into_iter().map(|cause| Event::Casualties {
        unit: LEGION,
        n: 1,
        cause,
        by: None,
    }));
    out.extend(
        UnitStatus::ALL
            .into_iter()
            .map(|status| Event::StateChanged {
                unit: LEGION,
                status,
            }),
    );
    for k in 0..structures {
        let structure = StructureId(k as u16);
        out.push(Event::StructureDamaged {
            structure,
            points: 1,
        });
        out.push(Event::ChainBroken {
            structure,
            chain: 0,
        });
        out.push(Event::GateBroken { structure });
    }
    out
}

/// Which kind of event this is; the match keeps `one_of_each` honest when a kind is added.
fn kind_index(e: &Event) -> usize {
    match e {
        Event::PhaseAdvanced => 0,
        Event::TurnAdvanced => 1,
        Event::MovesFirst { .. } => 2,
        Event::Casualties { .. } => 3,
        Event::LeaderLost { .. } => 4,
        Event::FormationChanged { .. } => 5,
        Event::StateChanged { .. } => 6,
        Event::PrisonersTaken { .. } => 7,
        Event::GuardsAssigned { .. } => 8,
        Event::PrisonersEscaped { .. } => 9,
        Event::StructureDamaged { .. } => 10,
        Event::ChainBroken { .. } => 11,
        Event::GateBroken { .. } => 12,
        Event::DamageTokens { .. } => 13,
        Event::ObjectiveHeld { .. } => 14,
        Event::FortTaken { .. } => 15,
        Event::Adjusted { .. } => 16,
        Event::BattleEnded { .. } => 17,
    }
}

/// Every kind of event, in every system and against every kind of structure, names a rule the reference
/// explains, so each story line can link to it.
#[test]
fn every_event_kind_links_to_a_reference_entry() {
    for system in System::ALL {
        let b = every_structure(system);
        let s = b.initial_state();
        let events = one_of_each(b.structures.len());
        let kinds: std::collections::BTreeSet<usize> = events.iter().map(kind_index).collect();
        assert_eq!(kinds.len(), 18, "one_of_each covers every kind");
        for e in &events {
            let rule = e.rule(&s);
            assert!(
                crate::reference::entry(rule).is_some(),
                "{system:?}: {e:?} links to {rule}, which the reference lacks"
            );
        }
    }
    // The link follows the system and the structure: a Sandarticus volley, a Roman War gate.
    let b = every_structure(System::RomanWar);
    let gate = b
        .structures
        .iter()
        .position(|s| s.kind == StructureKind::Gate)
        .unwrap();
    assert_eq!(
        Event::GateBroken {
            structure: StructureId(gate as u16)
        }
        .rule(&b.initial_state()),
        "roman-war.battering"
    );
    let b = every_structure(System::Sandarticus);
    assert_eq!(
        hit(WARBAND_1, 1, LEGION).rule(&b.initial_state()),
        "sandarticus.shooting"
    );
}

const WARBAND_1: UnitId = UnitId(1);

/// The log's story lines carry the rule of each event, in order.
#[test]
fn story_lines_carry_their_rules() {
    let b = sheil(System::Sandarticus, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    rec(&mut log, &b, &mut s, hit(WARBAND, 4, ARCHERS));
    rec(
        &mut log,
        &b,
        &mut s,
        Event::StructureDamaged {
            structure: StructureId(0),
            points: 5,
        },
    );
    let lines = log.story_with_rules(&b);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].0, log.story(&b)[0]);
    assert_eq!(lines[0].1, "sandarticus.shooting");
    assert_eq!(lines[1].1, "roman-war.structures");
}

/// Sandy Hook escape: prisoners who get away leave their captors and rejoin the unit they were taken from,
/// which fights again (retreating home) if it had surrendered whole; no more can escape than are held.
#[test]
fn escaped_prisoners_rejoin_their_unit() {
    let b = sheil(System::JerseyShore, Scenario::OpenField);
    let mut log = Log::new();
    let mut s = b.initial_state();
    rec(
        &mut log,
        &b,
        &mut s,
        Event::PrisonersTaken {
            from: ARCHERS,
            by: WARBAND,
            n: 10,
        },
    );
    assert_eq!(s.units[1].status, UnitStatus::Captured);
    let escape = Event::PrisonersEscaped {
        from: WARBAND,
        to: ARCHERS,
        n: 3,
    };
    assert_eq!(
        escape.story(&s),
        "Turn 1 \u{2014} 3 prisoners slipped away from Warband and head back to Archers."
    );
    rec(&mut log, &b, &mut s, escape);
    assert_eq!(s.units[2].prisoners, 7);
    assert_eq!(s.units[1].men, 3);
    assert_eq!(s.units[1].captured, 7);
    assert_eq!(s.units[1].status, UnitStatus::Retreating);
    let too_many = Event::PrisonersEscaped {
        from: WARBAND,
        to: ARCHERS,
        n: 8,
    };
    assert!(log.record(&b, &mut s, too_many).is_err());
    assert_eq!(s.units[2].prisoners, 7);
}

/// Setup offers each system's own rated objects (Jersey Shore house ratings, Sandarticus object armour) and
/// the Roman War points table for walls, towers, bridges, buildings by storey, gates and drawbridges.
#[test]
fn structure_choices_follow_the_system() {
    use crate::jersey_shore::objects::ObjectKind;
    use crate::sandarticus::armour::Object;
    let js = StructureKind::choices(System::JerseyShore);
    for k in ObjectKind::ALL {
        assert!(js.contains(&StructureKind::Object { object: k }));
    }
    assert!(js.contains(&StructureKind::Gate));
    let sa = StructureKind::choices(System::Sandarticus);
    assert!(sa.contains(&StructureKind::SandarticusObject {
        object: Object::CastleGate
    }));
    assert_eq!(
        sa.iter()
            .filter(|k| matches!(k, StructureKind::SandarticusObject { .. }))
            .count(),
        9
    );
    assert!(!sa.iter().any(|k| matches!(k, StructureKind::Object { .. })));
    let rw = StructureKind::choices(System::RomanWar);
    assert!(rw.contains(&StructureKind::Fixed {
        fixed: Fixed::StoneTower
    }));
    assert!(rw.contains(&StructureKind::Drawbridge));
    assert!(!rw.iter().any(|k| matches!(
        k,
        StructureKind::Object { .. } | StructureKind::SandarticusObject { .. }
    )));
    // Labels carry the numbers from the tables: stone tower 60 points; Jersey Shore stone wall rated 6;
    // Sandarticus castle gate armour 6; a two-storey building twice the house points per storey.
    assert_eq!(
        StructureKind::Fixed {
            fixed: Fixed::StoneTower
        }
        .label(),
        "stone tower (60 points)"
    );
    assert_eq!(
        StructureKind::Object {
            object: ObjectKind::StoneWall
        }
        .label(),
        "stone wall (rating 6)"
    );
    assert_eq!(
        StructureKind::SandarticusObject {
            object: Object::CastleGate
        }
        .label(),
        "castle gate (armour 6)"
    );
    let per = crate::roman_war::House::default().building_points_per_storey;
    assert_eq!(
        StructureKind::Building { storeys: 2 }.label(),
        format!("2-storey building ({} points)", 2 * per)
    );
}

/// House rules in force at the start rate the structures for the whole battle: a Jersey Shore stone wall
/// rated 7 instead of the house default 6 shrugs off a blow of 6; defaults store nothing extra.
#[test]
fn structures_keep_the_house_numbers_they_started_with() {
    use crate::house_rules::HouseRules;
    use crate::jersey_shore::objects::ObjectKind;
    let kind = StructureKind::Object {
        object: ObjectKind::StoneWall,
    };
    let mut house = HouseRules::default();
    assert_eq!(
        StructureSetup::with_house("Wall", kind, None, &house).number,
        None
    );
    house.jersey_shore.objects.stone_wall = 7;
    let wall = StructureSetup::with_house("Wall", kind, None, &house);
    assert_eq!(wall.number, Some(7));
    assert_eq!(wall.label(), "stone wall (rating 7)");
    assert_eq!(kind.label_with(&house), "stone wall (rating 7)");
    let b = Battle::new(
        Side::new(
            "Blue",
            System::JerseyShore,
            vec![UnitSetup::troops("Rangers", 9, 1)],
        ),
        Side::new(
            "Red",
            System::JerseyShore,
            vec![UnitSetup::troops("Redcoats", 9, 1)],
        ),
        Scenario::OpenField,
        SideId::A,
        vec![wall],
    )
    .unwrap();
    let mut log = Log::new();
    let mut s = b.initial_state();
    assert_eq!(
        s.structures[0].condition(&Default::default()),
        "standing (rating 7)"
    );
    rec(
        &mut log,
        &b,
        &mut s,
        Event::StructureDamaged {
            structure: StructureId(0),
            points: 6,
        },
    );
    assert_eq!(
        s.structures[0].condition(&Default::default()),
        "standing (rating 7)"
    );
    let mut bad = b.clone();
    bad.structures[0].number = Some(setup::MAX_STRUCTURE_NUMBER + 1);
    assert!(bad.validate().is_err());
}

/// The long sample battle is built entirely of accepted events, and undoing a third of it, redoing it and
/// recording more keeps the kept fold equal to the full fold at every step.
#[test]
fn a_long_battle_undoes_and_redoes_across_checkpoints() {
    let (b, mut log) = sample::long_battle(1_000);
    assert_eq!(log.events.len(), 1_000);
    assert_eq!(log.clone().validate(&b).ok(), Some(b.state(&log)));
    let mut kept = Folded::new(&b, &log);
    for _ in 0..333 {
        kept.undo(&b, &mut log).unwrap();
        assert_eq!(kept.state(), &b.state(&log));
    }
    assert_eq!(log.events.len(), 667);
    for _ in 0..333 {
        kept.redo(&b, &mut log).unwrap();
    }
    assert_eq!(kept, Folded::new(&b, &log));
    kept.record_all(
        &b,
        &mut log,
        vec![Event::PhaseAdvanced, Event::TurnAdvanced],
    )
    .unwrap();
    assert_eq!(log.events.len(), 1_002);
    assert_eq!(kept, Folded::new(&b, &log));
    assert_eq!(kept.story().len(), 1_002);
}
