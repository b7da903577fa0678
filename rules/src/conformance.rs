//! Every mechanism of the four systems through the one conformance check (`mechanism::check`), with inputs
//! small enough to walk every roll: the odds sum to 1, `resolve` over every way the dice can fall agrees with
//! the odds, and the dice asked for are the dice `resolve` reads. The last test makes sure no `impl Mechanism`
//! or `impl Staged` in the crate is left out of this file.

use proptest::prelude::*;

use crate::mechanism::check::{self, Reading};
use crate::mechanism::{DiceRequest, Mechanism, Stage, Staged};
use crate::odds::Distribution;

/// The men a Sandy Hook framework outcome says fell.
macro_rules! casualties {
    () => {
        |o| Some(o.casualties as i64)
    };
}

mod sandy_hook {
    use super::*;
    use crate::sandy_hook::House;
    use crate::sandy_hook::artillery::{BallistaShot, CupShot, GunKind, Landings, Spot};
    use crate::sandy_hook::cords::Third;
    use crate::sandy_hook::scatter::Scatter;
    use crate::sandy_hook::shooting::{Cover, ShootingModifiers, ThrownVolley, Volley};

    const MODS: ShootingModifiers = ShootingModifiers {
        wagon_or_house: -1,
        wall: -2,
        unmoved: 2,
    };

    fn spot(men: u32, behind_wall: bool) -> Spot {
        Spot { men, behind_wall }
    }

    fn cup(gun: GunKind, most_hit: Option<u32>) -> CupShot {
        CupShot {
            gun,
            landings: Landings {
                on_target: spot(5, false),
                short: spot(1, false),
                over: spot(0, false),
                left: spot(2, false),
                right: spot(3, true),
            },
            most_hit,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn volleys(shooters in 1u32..=2, third in 0usize..3, cover in 0usize..3, unmoved: bool, men in 1u32..=3) {
            let v = Volley {
                shooters,
                rate_of_fire: 1,
                third: Third::ALL[third],
                cover: [Cover::Open, Cover::WagonOrHouse, Cover::Wall][cover],
                target_fighting: true,
                unmoved,
                damage: 2,
                target_armour: 1,
                target_men: men,
                modifiers: MODS,
            };
            check::mechanism(&v, (), casualties!());
        }
    }

    #[test]
    fn thrown_volleys() {
        for throwers in 1..=3 {
            let t = ThrownVolley {
                throwers,
                third: Third::Close,
                damage: 2,
                target_armour: 1,
                target_men: 2,
            };
            check::mechanism(&t, (), casualties!());
        }
    }

    /// The literal reading throws a landing of 1 or 2 away to be rolled again; its odds fold the re-roll in.
    #[test]
    fn cup_shots() {
        for scatter in [
            crate::sandy_hook::ScatterReading::LowFacesHit,
            crate::sandy_hook::ScatterReading::Literal,
        ] {
            let h = House { scatter };
            for c in [
                cup(GunKind::Cannon, None),
                cup(GunKind::Mortar, None),
                cup(GunKind::Onager, Some(4)),
            ] {
                check::mechanism(&c, &h, |o| {
                    (o.landing != Scatter::Reroll).then_some(o.casualties as i64)
                });
            }
        }
    }

    #[test]
    fn ballista_shots() {
        for third in Third::ALL {
            let b = BallistaShot {
                third,
                cover: Cover::Open,
                target_fighting: true,
                unmoved: false,
                modifiers: MODS,
                men_on_cord: 5,
                damage: 6,
                target_armour: 3,
            };
            check::mechanism(&b, (), casualties!());
        }
    }
}

mod jersey_shore {
    use super::*;
    use crate::jersey_shore::House;
    use crate::jersey_shore::command::{HessianRally, RallyingOfficer};
    use crate::jersey_shore::turn::TurnFlip;
    use crate::jersey_shore::weapons::{ChargePistolShot, Firearm, JsShot, JsThrow};
    use crate::sandy_hook::cords::CordScale;
    use crate::sandy_hook::melee::Side;
    use crate::sandy_hook::shooting::Cover;

    #[test]
    fn hessian_rallies() {
        for officer in [RallyingOfficer::British, RallyingOfficer::Hessian] {
            check::mechanism(&HessianRally { officer }, (), |o| {
                Some(i64::from(o.rallied))
            });
        }
    }

    #[test]
    fn turn_flips() {
        check::mechanism(&TurnFlip, (), |o| Some(i64::from(o.winner == Side::A)));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn shots(w in 0usize..4, inches in 0.0f64..30.0, cover in 0usize..3, again: bool, men in 1u32..4) {
            let s = JsShot {
                weapon: [Firearm::Musket, Firearm::Rifle, Firearm::Pistol, Firearm::Bow][w],
                shooters: 1,
                distance_inches: inches,
                scale: CordScale::Single,
                cover: [Cover::Open, Cover::WagonOrHouse, Cover::Wall][cover],
                target_fighting: true,
                firing_again_at_unmoved: again,
                target_men: men,
            };
            let h = House::default();
            if s.odds(&h).is_ok() {
                check::mechanism(&s, &h, casualties!());
            }
        }
    }

    #[test]
    fn throws_and_charging_pistols() {
        let h = House::default();
        let t = JsThrow {
            throwers: 2,
            distance_inches: 4.0,
            scale: CordScale::Single,
            target_men: 3,
        };
        check::mechanism(&t, &h, casualties!());
        for pistols in 1..=3 {
            let c = ChargePistolShot {
                pistols,
                target_men: 2,
            };
            check::mechanism(&c, &h, casualties!());
        }
    }
}

mod sandarticus {
    use super::*;
    use crate::sandarticus::House;
    use crate::sandarticus::armour::Facing;
    use crate::sandarticus::clash::{Clash, ClashResult, ClashSide};
    use crate::sandarticus::formations::Formation;
    use crate::sandarticus::leadership::{GaulishLoss, GaulishSuccession, SpartacusSuccession};
    use crate::sandarticus::melee::{Fighters, Melee, MeleeSide};
    use crate::sandarticus::people::People;
    use crate::sandarticus::shooting::{OnagerShot, Shot, Target};
    use crate::sandarticus::troops::{ArmourClass, Mount, Troop};
    use crate::sandarticus::weapons::Weapon;
    use crate::sandy_hook::artillery::{Landings, Spot};
    use crate::sandy_hook::cords::Third;
    use crate::sandy_hook::shooting::Cover;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        #[test]
        fn shots(
            shooters in 1i64..=2, men in 1i64..=3, w in 0usize..4, t in 0usize..3,
            cover in 0usize..3, moved in any::<bool>(), armour in 1u8..=6
        ) {
            let weapon = [Weapon::Bow, Weapon::Sling, Weapon::Javelin, Weapon::Ballista][w];
            let s = Shot {
                weapon,
                shooters: if weapon == Weapon::Ballista { 1 } else { shooters },
                third: Third::ALL[t],
                cover: [Cover::Open, Cover::WagonOrHouse, Cover::Wall][cover],
                firer_moved: moved,
                target_moved: false,
                target: Target::Rated { armour },
                target_men: men,
            };
            check::mechanism(&s, &House::default(), casualties!());
        }
    }

    #[test]
    fn shots_at_troops() {
        let s = Shot {
            weapon: Weapon::Bow,
            shooters: 2,
            third: Third::Medium,
            cover: Cover::Open,
            firer_moved: true,
            target_moved: false,
            target: Target::Troops {
                troop: Troop::Gaul,
                facing: Facing::Front,
                formed_facing_enemy: false,
            },
            target_men: 3,
        };
        check::mechanism(&s, &House::default(), casualties!());
    }

    #[test]
    fn onager_shots() {
        let lots = Spot {
            men: 9,
            behind_wall: false,
        };
        let landings = Landings {
            on_target: lots,
            short: Spot::default(),
            over: lots,
            left: Spot::default(),
            right: Spot::default(),
        };
        let framework = crate::sandy_hook::House::default();
        let h = House::default();
        for weapon in [Weapon::Onager, Weapon::TenMinaOnager] {
            let s = OnagerShot {
                weapon,
                landings,
                target_armour: 2,
            };
            check::mechanism(&s, (&framework, &h), casualties!());
        }
    }

    /// The melee cancel-out and the clash roll no dice: the odds are certain, and `resolve` takes no faces.
    #[test]
    fn melees_and_clashes() {
        let h = House::default();
        let side = |name: &str, men, class| MeleeSide {
            name: name.to_string(),
            fighters: vec![Fighters {
                men,
                class,
                mount: Mount::Foot,
                small_shield: false,
                troop: None,
            }],
            formation: Formation::Scattered,
            spearmen: 0,
            engaged_elsewhere: false,
            caught_between_teeth: false,
        };
        let m = Melee {
            a: side("Romans", 6, ArmourClass::Heavy),
            b: side("Gauls", 8, ArmourClass::Light),
        };
        check::mechanism(&m, &h, |o| Some(o.losses.1 as i64));
        let clash_side = |people, formation, men| ClashSide {
            people,
            formation,
            men,
            frontage: None,
            has_leader: true,
            spears_lead: false,
        };
        let c = Clash {
            attacker: clash_side(People::Roman, Formation::ShieldWall, 20),
            defender: clash_side(People::Gaul, Formation::Scattered, 10),
            wedge_flank: false,
        };
        check::mechanism(&c, &h, |o| Some(i64::from(o.result == ClashResult::Breaks)));
    }

    #[test]
    fn successions() {
        for chiefs in 0..=4 {
            for loss in [
                GaulishLoss::King {
                    sub_king_alive: false,
                },
                GaulishLoss::King {
                    sub_king_alive: true,
                },
                GaulishLoss::SubKing,
            ] {
                let m = GaulishSuccession { loss, chiefs };
                check::mechanism(&m, (), |o| Some(i64::from(o.ending.key != "retreat")));
            }
        }
        for chiefs_alive in 0..=2 {
            let m = SpartacusSuccession { chiefs_alive };
            let d = m.odds(()).unwrap();
            // The odds count the chiefs who take over, which the outcome's ending names.
            let value = |o: &crate::sandarticus::leadership::LeadershipOutcome| {
                Some(match o.ending.key.as_str() {
                    "fired-up" => 2,
                    "one-leads" => 1,
                    _ => 0,
                })
            };
            assert!((d.total_probability() - 1.0).abs() < 1e-12);
            check::mechanism(&m, (), value);
        }
    }
}

mod roman_war {
    use super::*;
    use crate::roman_war::House;
    use crate::roman_war::melee::{MeleeRound, Round};
    use crate::roman_war::missiles::{CoverSituation, Slope, SurvivalRolls, Volley, VolleyWeapon};
    use crate::roman_war::siege::{Battering, Chain, Drawbridge, LadderPushOff};
    use crate::roman_war::structures::{Bombardment, Fixed, Target};
    use crate::roman_war::templates::{ArtilleryShot, Beast, Engine, RunOver, ScorpioShot};
    use crate::roman_war::troops::Armour;

    fn volley(shooters: i64, targets: i64, range_in: f64, wounded_earlier: i64) -> Volley {
        Volley {
            weapon: VolleyWeapon::Archer,
            shooters,
            range_in,
            slope: Slope::Level,
            target_armour: Armour::Unarmoured,
            targets,
            cover: CoverSituation::default(),
            wounded_earlier,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        /// Missile volleys, with more shooters than men (some hit twice) and men wounded earlier in the turn.
        #[test]
        fn volleys(s in 0i64..=3, t in 1i64..=3, w in 0i64..=3, r in 0.0f64..=20.0) {
            let v = volley(s, t, r, w.min(t));
            check::staged(&v, &House::default(), |o| o.dead as i64);
        }
    }

    #[test]
    fn survival_rolls() {
        for men_hit in 0..=3 {
            check::staged(&SurvivalRolls { men_hit }, (), |o| o.dead as i64);
        }
    }

    #[test]
    fn melee_rounds() {
        let h = House::default();
        for round in [Round::First, Round::Later] {
            // Men already wounded this turn die of a second hit without a survival roll.
            for (pairs, attackers_wounded, defenders_wounded) in [
                (0, 0, 0),
                (1, 0, 0),
                (2, 0, 0),
                (2, 1, 0),
                (2, 0, 2),
                (2, 1, 1),
            ] {
                for (attacker_armour, defender_armour) in [
                    (Armour::Armoured, Armour::Unarmoured),
                    (Armour::Unarmoured, Armour::Armoured),
                ] {
                    let m = MeleeRound {
                        round,
                        pairs,
                        attacker_armour,
                        defender_armour,
                        attackers_wounded,
                        defenders_wounded,
                    };
                    let d = m.odds(&h).unwrap();
                    let a = m.odds_attackers_dead(&h).unwrap();
                    check::staged_readings(
                        &m,
                        &h,
                        &[
                            Reading {
                                what: "defenders dead",
                                value: &|o| Some(o.defenders_dead as i64),
                                odds: d,
                            },
                            Reading {
                                what: "attackers dead",
                                value: &|o| Some(o.attackers_dead as i64),
                                odds: a,
                            },
                        ],
                    );
                }
            }
        }
    }

    #[test]
    fn templates() {
        let h = House::default();
        for men in 0..=3 {
            for wounded_earlier in 0..=men.min(1) {
                let t = RunOver {
                    beast: Beast::Elephant,
                    men_under: men,
                    wounded_earlier,
                };
                check::staged(&t, (), |o| o.area.dead as i64);
                let sc = ScorpioShot {
                    range_in: 5.0,
                    slope: Slope::Uphill,
                    target_armour: Armour::Armoured,
                    men_in_line: men,
                    cover: CoverSituation::default(),
                    wounded_earlier,
                };
                check::staged(&sc, &h, |o| o.area.dead as i64);
                for (engine, range_in) in [(Engine::Ballista, 10.0), (Engine::Catapult, 35.0)] {
                    let s = ArtilleryShot {
                        engine,
                        range_in,
                        slope: Slope::Level,
                        men_under: men,
                        target_armour: Armour::Unarmoured,
                        cover: CoverSituation::default(),
                        wounded_earlier,
                    };
                    check::staged(&s, &h, |o| o.area.dead as i64);
                }
            }
        }
    }

    #[test]
    fn bombardments() {
        let h = House::default();
        for target in [
            Target::Building { storeys: 2 },
            Target::Fixed(Fixed::FootBridge),
            Target::Fixed(Fixed::StoneWallSection),
        ] {
            for shots in 0..=3 {
                let b = Bombardment {
                    target,
                    points_left: 11,
                    shots,
                };
                check::staged(&b, &h, |o| o.points_after);
            }
        }
    }

    #[test]
    fn sieges() {
        for men_on_ladder in 0..=2 {
            let p = LadderPushOff {
                pushers: 2,
                men_on_ladder,
            };
            check::staged(&p, (), |o| o.dead as i64);
        }
        check::staged(&Battering { men: 6 }, (), |o| i64::from(o.door_down));
        let chain = |men, broken| Chain { men, broken };
        for chains in [
            [chain(2, false), chain(1, false)],
            [chain(0, true), chain(2, false)],
            [chain(2, false), chain(0, true)],
            [chain(0, true), chain(0, true)],
        ] {
            let d = Drawbridge { chains };
            check::staged(&d, (), |o| o.broken.iter().filter(|&&b| b).count() as i64);
        }
    }

    /// A 200-man volley is far too big to walk, so its rolls are sampled: each stage is asked for and read in
    /// turn, and every result has odds.
    #[test]
    fn big_volleys_are_sampled() {
        let v = volley(200, 100, 5.0, 10);
        check::staged_sampled(&v, &House::default(), |o| o.dead as i64, 200);
    }
}

mod ancients {
    use super::*;
    use crate::ancients::House;
    use crate::ancients::ToHitCap;
    use crate::ancients::break_test::{BreakOdds, BreakResult, BreakTestInput, Cause};
    use crate::ancients::group::GroupMelee;
    use crate::ancients::melee::{Combatant, MeleeInput, MeleeOutcome, Side};
    use crate::ancients::shooting::{ShootingInput, ShootingOutcome, Weapon};
    use crate::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
    use crate::error::RulesError;

    fn unit(size: Size, skill: u8, weight: Weight) -> Unit {
        Unit::new(
            size,
            skill,
            weight,
            UnitType::Infantry,
            Formation::Formed,
            &House::default(),
        )
    }

    /// The chance of each Break Test result as odds over the results' codes.
    fn break_odds(b: &BreakOdds) -> Distribution {
        Distribution::from_weighted(BreakResult::ALL.map(|r| (r.code(), b.of(r))))
    }

    /// An Ancients melee with `dice` to-hit dice a side instead of its size's 6 to 14: the same staged reading
    /// and the same forecast, small enough to walk every roll.
    struct FewDice {
        melee: MeleeInput,
        dice: [u32; 2],
    }

    impl Mechanism for FewDice {
        type House<'h> = &'h House;
        type Outcome = MeleeOutcome;

        fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
            self.next_dice(house, &[])
        }

        fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
            let f = self.melee.forecast_with(house, self.dice)?;
            Ok(f.hits_taken[1].add(&f.hits_taken[0].map(|v| -v)))
        }

        fn resolve(&self, house: &House, faces: &[u8]) -> Result<MeleeOutcome, RulesError> {
            self.melee
                .play(house, self.dice, faces)?
                .outcome(faces.len())
        }
    }

    impl Staged for FewDice {
        fn next_stage(&self, house: &House, faces: &[u8]) -> Result<Option<Stage>, RulesError> {
            Ok(self.melee.play(house, self.dice, faces)?.next())
        }
    }

    /// Walks a one-die-a-side melee and checks every part of the forecast: each side's hits, the winner and
    /// each side's Break Test.
    fn melee_agrees(melee: MeleeInput, house: &House) {
        let m = FewDice {
            melee,
            dice: [1, 1],
        };
        let f = m.melee.forecast_with(house, m.dice).unwrap();
        let winner = Distribution::from_probs(0, vec![f.a_wins, f.b_wins, f.draw]);
        let code = |o: &MeleeOutcome| match o.winner {
            Some(Side::A) => 0,
            Some(Side::B) => 1,
            None => 2,
        };
        check::staged_readings(
            &m,
            house,
            &[
                Reading {
                    what: "margin",
                    value: &|o| Some(o.hits_taken[1] as i64 - o.hits_taken[0] as i64),
                    odds: m.odds(house).unwrap(),
                },
                Reading {
                    what: "hits on A",
                    value: &|o| Some(o.hits_taken[0] as i64),
                    odds: f.hits_taken[0].clone(),
                },
                Reading {
                    what: "hits on B",
                    value: &|o| Some(o.hits_taken[1] as i64),
                    odds: f.hits_taken[1].clone(),
                },
                Reading {
                    what: "winner",
                    value: &|o| Some(code(o)),
                    odds: winner,
                },
                Reading {
                    what: "A's Break Test",
                    value: &|o| Some(o.break_tests[0].result.code()),
                    odds: break_odds(&f.break_tests[0]),
                },
                Reading {
                    what: "B's Break Test",
                    value: &|o| Some(o.break_tests[1].result.code()),
                    odds: break_odds(&f.break_tests[1]),
                },
            ],
        );
    }

    #[test]
    fn melee_with_every_break_test() {
        // A house threshold of 1 makes one die enough to force Break Tests, so every branch is reached.
        let house = House {
            hit_thresholds: [1, 1, 1, 1],
            ..House::default()
        };
        let mut m = MeleeInput::new(
            Combatant::new(unit(Size::Small, 3, Weight::Heavy)),
            Combatant::new(unit(Size::Small, 1, Weight::Light)),
        );
        m.b.standing.tested_before = true;
        m.b.standing.damage_tokens = 1;
        melee_agrees(m, &house);
    }

    proptest! {
        // Each case walks up to a million rolls, so a few cases cover the branches without slowing the suite.
        #![proptest_config(ProptestConfig::with_cases(3))]

        #[test]
        fn melees(
            ka in 1u8..=4, kb in 1u8..=4, wa in 0usize..3, wb in 0usize..3,
            la in 2u8..=12, lb in 2u8..=12, tokens in 0u32..3, tested in any::<bool>(),
            threshold in 1u32..=2,
        ) {
            let house = House { hit_thresholds: [threshold; 4], ..House::default() };
            let mut m = MeleeInput::new(
                Combatant::new(unit(Size::Small, ka, Weight::ALL[wa]).with_leadership(la)),
                Combatant::new(unit(Size::Small, kb, Weight::ALL[wb]).with_leadership(lb)),
            );
            m.a.standing.tested_before = tested;
            m.b.standing.damage_tokens = tokens;
            melee_agrees(m, &house);
        }
    }

    /// Real melees are too big to walk (6 to 14 dice a side), so their rolls are sampled.
    #[test]
    fn full_size_melees_are_sampled() {
        let house = House::default();
        let m = MeleeInput::largest(&house);
        check::staged_sampled(
            &m,
            &house,
            |o| o.hits_taken[1] as i64 - o.hits_taken[0] as i64,
            200,
        );
    }

    /// A melee of several units is too big to walk (each unit rolls 6 to 14 dice), so its rolls are sampled; with
    /// one unit a side it is the two-unit melee walked above (`group` tests that the two agree).
    #[test]
    fn group_melees_are_sampled() {
        let house = House::default();
        let c = |size, skill| Combatant::new(unit(size, skill, Weight::Medium));
        let m = GroupMelee::even_split(
            vec![c(Size::Small, 3), c(Size::Small, 2)],
            vec![c(Size::Medium, 2)],
            true,
        );
        check::staged_sampled(&m, &house, |o| o.totals[1] as i64 - o.totals[0] as i64, 200);
    }

    /// An Ancients shooting with `dice` to-hit dice instead of its weapon's 4 to 14.
    struct FewShots {
        shooting: ShootingInput,
        dice: u32,
    }

    impl Mechanism for FewShots {
        type House<'h> = &'h House;
        type Outcome = ShootingOutcome;

        fn dice_needed(&self, house: &House) -> Result<DiceRequest, RulesError> {
            self.next_dice(house, &[])
        }

        fn odds(&self, house: &House) -> Result<Distribution, RulesError> {
            Ok(self.shooting.forecast_with(house, self.dice)?.hits)
        }

        fn resolve(&self, house: &House, faces: &[u8]) -> Result<ShootingOutcome, RulesError> {
            self.shooting
                .play(house, self.dice, faces)?
                .outcome(faces.len())
        }
    }

    impl Staged for FewShots {
        fn next_stage(&self, house: &House, faces: &[u8]) -> Result<Option<Stage>, RulesError> {
            Ok(self.shooting.play(house, self.dice, faces)?.next())
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Two to-hit dice, every save and every Break Test: the hits and the Break Test agree with the forecast.
        #[test]
        fn shootings(
            skill in 1u8..=4, target_skill in 1u8..=4, skirmish in any::<bool>(),
            range in 0u32..=24, terrain in any::<bool>(), earlier in 0u32..=3,
            tokens in 0u32..=2, leadership in 2u8..=12, uncapped in any::<bool>(),
        ) {
            let house = House {
                to_hit_cap: if uncapped { ToHitCap::Uncapped } else { ToHitCap::SixPlus },
                ..House::default()
            };
            let formation = if skirmish { Formation::Skirmish } else { Formation::Formed };
            let target = Unit::new(Size::Small, target_skill, Weight::Medium, UnitType::Infantry, formation, &house)
                .with_leadership(leadership);
            let shooting = ShootingInput {
                shooter: unit(Size::Medium, skill, Weight::Medium),
                weapon: Weapon::Bows,
                range_inches: range,
                target,
                target_standing: Standing { damage_tokens: tokens, tested_before: false },
                target_in_terrain: terrain,
                earlier_hits: earlier,
            };
            let m = FewShots { shooting, dice: 2 };
            let f = m.shooting.forecast_with(&house, 2).unwrap();
            check::staged_readings(&m, &house, &[
                Reading { what: "hits", value: &|o| Some(o.landed as i64), odds: f.hits.clone() },
                Reading {
                    what: "Break Test",
                    value: &|o| Some(o.break_test.result.code()),
                    odds: break_odds(&f.break_test),
                },
            ]);
        }
    }

    #[test]
    fn full_size_shootings_are_sampled() {
        let house = House::default();
        let s = ShootingInput {
            shooter: unit(Size::Huge, 3, Weight::Medium),
            weapon: Weapon::SuperiorBows,
            range_inches: 6,
            target: unit(Size::Huge, 2, Weight::Light),
            target_standing: Standing::default(),
            target_in_terrain: false,
            earlier_hits: 2,
        };
        check::staged_sampled(&s, &house, |o| o.landed as i64, 200);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        #[test]
        fn break_tests(hits in 0u32..=12, leadership in 2u8..=12, tokens in 0u32..=4, tested: bool, won: bool, shooting: bool) {
            let t = BreakTestInput {
                unit: unit(Size::Medium, 2, Weight::Medium).with_leadership(leadership),
                standing: Standing { damage_tokens: tokens, tested_before: tested },
                hits,
                won_combat: won,
                cause: if shooting { Cause::Shooting } else { Cause::Melee },
            };
            let h = House::default();
            check::mechanism(&t, &h, |o| Some(o.result.code()));
        }
    }
}

/// Every type that implements `Mechanism` or `Staged` in the crate's sources is run through the check here.
#[test]
fn every_mechanism_is_checked() {
    let here = include_str!("conformance.rs");
    let mut missing = Vec::new();
    let mut found = 0;
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.ends_with("conformance.rs") || path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines() {
                let line = line.trim();
                let name = ["impl Mechanism for ", "impl Staged for "]
                    .iter()
                    .find_map(|p| line.strip_prefix(p));
                let Some(name) = name else { continue };
                let name: String = name.chars().take_while(|c| c.is_alphanumeric()).collect();
                found += 1;
                let used = here.match_indices(&name).any(|(i, _)| {
                    let before = here[..i].chars().next_back();
                    let after = here[i + name.len()..].chars().next();
                    !before.is_some_and(char::is_alphanumeric)
                        && !after.is_some_and(char::is_alphanumeric)
                });
                if !used {
                    missing.push(format!("{name} ({})", path.display()));
                }
            }
        }
    }
    assert!(found > 20, "the search found only {found} mechanisms");
    assert!(
        missing.is_empty(),
        "mechanisms the check does not run: {missing:?}"
    );
}
