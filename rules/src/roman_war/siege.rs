//! Castles and sieges: doors, getting on and off walls, ladders, door battering and the drawbridge chains.

use serde::{Deserialize, Serialize};

use super::melee::{MeleeOutcome, MeleeRound, Round};
use super::troops::Armour;
use super::{
    Progress, Reader, Staged, check_inches, count, inches, men, refuse, rule, take_or_need,
};
use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;

/// Opening or closing a door takes a full move. Castles, Roman War Rules.
pub const DOOR_MOVES: f64 = 1.0;
/// Raising a ladder takes half a move. Storming, Roman War Rules.
pub const LADDER_RAISE_MOVES: f64 = 0.5;
/// The ladder party must be this close to the wall, inches. Storming, Roman War Rules.
pub const LADDER_REACH_IN: f64 = 1.0;
/// Men on one ladder, who may not shoot while climbing. Storming, Roman War Rules.
pub const LADDER_CLIMBERS: i64 = 2;
/// Defenders the climbers fight at the top. Storming, Roman War Rules.
pub const LADDER_DEFENDERS: i64 = 2;
/// Men it takes to push a ladder off. Storming, Roman War Rules.
pub const PUSHERS: i64 = 2;
/// Highest face that pushes the ladder off. Storming, Roman War Rules.
pub const PUSH_OFF_TO: u8 = 2;
/// Lowest face with which a man falling from a ladder lives. Storming, Roman War Rules.
pub const FALL_SURVIVE_FROM: u8 = 4;
/// Men who may fight at once on a wall, in each direction. Storming, Roman War Rules.
pub const WALL_FIGHTERS_EACH_WAY: i64 = 2;
/// The battering party: 5 to 10 men. Door battering, Roman War Rules.
pub const RAM_MEN: (i64, i64) = (5, 10);
/// The face that knocks a door down or breaks a chain. Door battering and drawbridge, Roman War Rules.
pub const BREAKING_FACE: u8 = 1;
/// Men on one drawbridge chain: 1 to 4. Drawbridge, Roman War Rules.
pub const CHAIN_MEN: (i64, i64) = (1, 4);

/// Getting on or off a wall, Roman War Rules: only at a corner.
pub fn step_onto_wall(at_corner: bool) -> Result<(), RulesError> {
    if at_corner {
        Ok(())
    } else {
        Err(refuse(
            rule::WALLS,
            "Men climb on or off a wall only at its corners.",
        ))
    }
}

/// Raising a ladder, Roman War Rules: within 1 in of the wall, taking half a move. Gives the moves it costs.
pub fn raise_ladder(distance_to_wall_in: f64) -> Result<f64, RulesError> {
    let d = check_inches(
        rule::LADDERS,
        "The distance to the wall",
        distance_to_wall_in,
    )?;
    if d > LADDER_REACH_IN {
        return Err(refuse(
            rule::LADDERS,
            format!(
                "A ladder goes up only from within 1 in of the wall; these men are {} in away.",
                inches(d)
            ),
        ));
    }
    Ok(LADDER_RAISE_MOVES)
}

/// The men of a ladder fight, checked: at most 2 on the ladder and 2 defenders at its top.
fn ladder_men(climbers: i64, defenders: i64) -> Result<(u32, u32), RulesError> {
    Ok((
        count("Men on the ladder", climbers, 0, LADDER_CLIMBERS)?,
        count(
            "Defenders at the ladder top",
            defenders,
            0,
            LADDER_DEFENDERS,
        )?,
    ))
}

/// The fight at the top of a ladder, Roman War Rules: the (at most) 2 climbers against (at most) 2 defenders,
/// with no attacker advantage, so it is fought as a later melee round.
pub fn ladder_fight(
    climbers: i64,
    defenders: i64,
    climber_armour: Armour,
    defender_armour: Armour,
) -> Result<MeleeRound, RulesError> {
    let (c, d) = ladder_men(climbers, defenders)?;
    Ok(MeleeRound::new(
        Round::Later,
        c.min(d) as i64,
        climber_armour,
        defender_armour,
    ))
}

/// Where a fight at the top of a ladder leaves the two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LadderFightEnd {
    /// No defender at the ladder top is left standing: the climbers still alive step onto the wall.
    OntoTheWall { climbers: u32 },
    /// Both sides still stand: the climbers may stay at the top of the ladder, and if they do more men may climb
    /// up behind them.
    HoldingTheTop { climbers: u32, defenders: u32 },
    /// Every man on the ladder is down.
    Repelled,
}

impl Explained for LadderFightEnd {
    fn summary(&self) -> String {
        match *self {
            LadderFightEnd::OntoTheWall { climbers } => format!(
                "The ladder party wins: {} step onto the wall, and more may climb up after them.",
                men(climbers)
            ),
            LadderFightEnd::HoldingTheTop {
                climbers,
                defenders,
            } => format!(
                "{} still at the ladder top against {defenders}: if they stay there, others may climb up behind them.",
                men(climbers)
            ),
            LadderFightEnd::Repelled => {
                "Every climber is down: the ladder top is clear.".to_string()
            }
        }
    }

    fn rule(&self) -> RuleId {
        rule::LADDERS
    }
}

/// After a ladder fight, Roman War Rules: if the climbers win they go onto the wall; men who stay at the top of
/// the ladder let others follow them up. `climbers` and `defenders` are the men who began the fight, `fight` its
/// round as rolled (`ladder_fight`).
pub fn after_ladder_fight(
    climbers: i64,
    defenders: i64,
    fight: &MeleeOutcome,
) -> Result<LadderFightEnd, RulesError> {
    let (c, d) = ladder_men(climbers, defenders)?;
    let climbers_left = c.saturating_sub(fight.attackers_dead);
    let defenders_left = d.saturating_sub(fight.defenders_dead);
    Ok(match (climbers_left, defenders_left) {
        (0, _) => LadderFightEnd::Repelled,
        (n, 0) => LadderFightEnd::OntoTheWall { climbers: n },
        (n, m) => LadderFightEnd::HoldingTheTop {
            climbers: n,
            defenders: m,
        },
    })
}

/// A melee along a wall walk, Roman War Rules: only 2 men a side fight at a time in each direction.
pub fn wall_fight(
    round: Round,
    pairs: i64,
    attacker_armour: Armour,
    defender_armour: Armour,
) -> Result<MeleeRound, RulesError> {
    count(
        "Pairs fighting along the wall",
        pairs,
        0,
        WALL_FIGHTERS_EACH_WAY,
    )?;
    Ok(MeleeRound::new(
        round,
        pairs,
        attacker_armour,
        defender_armour,
    ))
}

/// Defenders trying to push a ladder off the wall.
///
/// Faces: the pushers' die first (1 or 2 and the ladder goes); if it goes, one fall die per man on it (4 to 6
/// lives). The two pushers roll one die between them: the text gives one number for the pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LadderPushOff {
    pub pushers: i64,
    pub men_on_ladder: i64,
}

/// What the push did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushOffOutcome {
    pub pushed_off: bool,
    pub fell: u32,
    pub dead: u32,
}

impl Explained for PushOffOutcome {
    fn summary(&self) -> String {
        if !self.pushed_off {
            return "The ladder holds.".to_string();
        }
        format!(
            "The ladder goes over: {} fall and {} die.",
            men(self.fell),
            self.dead
        )
    }

    fn rule(&self) -> RuleId {
        rule::LADDERS
    }
}

impl LadderPushOff {
    fn checked(&self) -> Result<u32, RulesError> {
        if self.pushers < PUSHERS {
            return Err(refuse(
                rule::LADDERS,
                format!(
                    "It takes 2 men to push a ladder off; only {} are there.",
                    self.pushers.max(0)
                ),
            ));
        }
        count("Men on the ladder", self.men_on_ladder, 0, LADDER_CLIMBERS)
    }

    fn play(&self, faces: &[u8]) -> Result<Progress<PushOffOutcome>, RulesError> {
        let n = self.checked()?;
        let mut r = Reader::new(faces)?;
        let push = take_or_need!(r, 1);
        let pushed_off = push.first().is_some_and(|&f| f <= PUSH_OFF_TO);
        let fell = if pushed_off { n } else { 0 };
        let falls = take_or_need!(r, fell);
        let dead = falls.iter().filter(|&&f| f < FALL_SURVIVE_FROM).count() as u32;
        r.finish(PushOffOutcome {
            pushed_off,
            fell,
            dead,
        })
    }
}

/// Pushing off a ladder, Roman War Rules. `odds` gives the climbers killed.
impl Mechanism for LadderPushOff {
    type House<'h> = ();
    type Outcome = PushOffOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.next_dice((), &[])
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        let n = self.checked()?;
        let p_push = PUSH_OFF_TO as f64 / 6.0;
        let p_die = (FALL_SURVIVE_FROM - 1) as f64 / 6.0;
        Ok(Distribution::mixture([
            (p_push, Distribution::binomial(n, p_die)),
            (1.0 - p_push, Distribution::certain(0)),
        ]))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<PushOffOutcome, RulesError> {
        self.play(faces)?.outcome(faces.len())
    }
}

impl Staged for LadderPushOff {
    fn next_dice(&self, _house: (), faces: &[u8]) -> Result<DiceRequest, RulesError> {
        Ok(self.play(faces)?.next())
    }
}

/// One turn of battering a door: the party (5 to 10 men, a turn to reach it) rolls one die; a 1 breaks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battering {
    pub men: i64,
}

/// Did the door go?
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BatteringOutcome {
    pub door_down: bool,
}

impl Explained for BatteringOutcome {
    fn summary(&self) -> String {
        if self.door_down {
            "The door gives way.".to_string()
        } else {
            "The door holds this turn.".to_string()
        }
    }

    fn rule(&self) -> RuleId {
        rule::BATTERING
    }
}

impl Battering {
    fn checked(&self) -> Result<(), RulesError> {
        count("Men on the ram", self.men, RAM_MEN.0, RAM_MEN.1).map(|_| ())
    }

    /// The chance the door is down within `turns` turns of battering.
    pub fn p_down_within(&self, turns: u32) -> Result<f64, RulesError> {
        self.checked()?;
        Ok(1.0 - (5.0f64 / 6.0).powi(turns.min(10_000) as i32))
    }
}

/// Door battering, Roman War Rules: one die a turn, a 1 knocks the door down. `odds` is 1 for a broken door.
impl Mechanism for Battering {
    type House<'h> = ();
    type Outcome = BatteringOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.checked()?;
        Ok(DiceRequest::D6(1))
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        self.checked()?;
        Ok(Distribution::bernoulli(1.0 / 6.0))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<BatteringOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        Ok(BatteringOutcome {
            door_down: faces.first() == Some(&BREAKING_FACE),
        })
    }
}

impl Staged for Battering {
    fn next_dice(&self, _house: (), faces: &[u8]) -> Result<DiceRequest, RulesError> {
        let need = self.dice_needed(())?;
        Ok(if faces.is_empty() {
            need
        } else {
            DiceRequest::Nothing
        })
    }
}

/// The party on one drawbridge chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    /// Men working it this turn (none if already broken).
    pub men: i64,
    pub broken: bool,
}

/// One turn at the drawbridge chains, from inside.
///
/// Faces: one die per man on the first unbroken chain, then one per man on the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drawbridge {
    pub chains: [Chain; 2],
}

/// The chains after the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawbridgeOutcome {
    pub broken: [bool; 2],
    pub bridge_down: bool,
}

impl Explained for DrawbridgeOutcome {
    fn summary(&self) -> String {
        match self.broken {
            [true, true] => "Both chains are broken: the drawbridge is down for good.".to_string(),
            [false, false] => "Both chains hold.".to_string(),
            _ => "One chain is broken; the other still holds the bridge.".to_string(),
        }
    }

    fn rule(&self) -> RuleId {
        rule::DRAWBRIDGE
    }
}

impl Drawbridge {
    /// Dice on each chain this turn.
    fn dice(&self) -> Result<[u32; 2], RulesError> {
        let mut out = [0; 2];
        for (o, c) in out.iter_mut().zip(self.chains) {
            if !c.broken {
                *o = count("Men on a chain", c.men, 0, CHAIN_MEN.1)?;
            }
        }
        Ok(out)
    }

    fn play(&self, faces: &[u8]) -> Result<Progress<DrawbridgeOutcome>, RulesError> {
        let dice = self.dice()?;
        let mut r = Reader::new(faces)?;
        let mut broken = [self.chains[0].broken, self.chains[1].broken];
        for (b, n) in broken.iter_mut().zip(dice) {
            let f = take_or_need!(r, n);
            *b |= f.contains(&BREAKING_FACE);
        }
        r.finish(DrawbridgeOutcome {
            broken,
            bridge_down: broken[0] && broken[1],
        })
    }
}

/// Drawbridge downing, Roman War Rules: a die per man on each chain, a 1 breaks it; both must break.
/// `odds` gives the number of chains broken after the turn.
impl Mechanism for Drawbridge {
    type House<'h> = ();
    type Outcome = DrawbridgeOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        self.next_dice((), &[])
    }

    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        let dice = self.dice()?;
        let mut d = Distribution::certain(0);
        for (c, n) in self.chains.iter().zip(dice) {
            let p = if c.broken {
                1.0
            } else {
                1.0 - (5.0f64 / 6.0).powi(n as i32)
            };
            d = d.add(&Distribution::bernoulli(p));
        }
        Ok(d)
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<DrawbridgeOutcome, RulesError> {
        self.play(faces)?.outcome(faces.len())
    }
}

impl Staged for Drawbridge {
    fn next_dice(&self, _house: (), faces: &[u8]) -> Result<DiceRequest, RulesError> {
        Ok(self.play(faces)?.next())
    }
}

#[cfg(test)]
mod tests {
    use super::super::House;
    use super::super::testkit::{enumerate, same};
    use super::*;
    use proptest::prelude::*;

    /// Castles, Roman War Rules: on and off walls only at corners; a full move for a door.
    #[test]
    fn walls_only_at_corners() {
        assert!(step_onto_wall(true).is_ok());
        assert_eq!(
            step_onto_wall(false).unwrap_err().to_string(),
            "Men climb on or off a wall only at its corners."
        );
        assert_eq!(DOOR_MOVES, 1.0);
    }

    /// Storming, Roman War Rules: half a move to raise a ladder within 1 in of the wall.
    #[test]
    fn ladder_raised_within_one_inch() {
        assert_eq!(raise_ladder(0.5).unwrap(), 0.5);
        assert_eq!(
            raise_ladder(2.0).unwrap_err().to_string(),
            "A ladder goes up only from within 1 in of the wall; these men are 2 in away."
        );
    }

    /// Storming, Roman War Rules: 2 climbers fight 2 defenders with no attacker advantage; 2 a side on walls.
    #[test]
    fn ladder_and_wall_fights() {
        let f = ladder_fight(2, 2, Armour::Armoured, Armour::Unarmoured).unwrap();
        assert_eq!((f.pairs, f.round), (2, Round::Later));
        assert!(ladder_fight(3, 2, Armour::Armoured, Armour::Unarmoured).is_err());
        assert!(wall_fight(Round::First, 3, Armour::Armoured, Armour::Armoured).is_err());
        assert!(wall_fight(Round::First, 2, Armour::Armoured, Armour::Armoured).is_ok());
    }

    /// Storming, Roman War Rules: 2 men on the ladder fight 2 defenders with no attack advantage; if the ladder
    /// men win they go onto the wall, and men who stay at the top let others follow.
    #[test]
    fn ladder_fight_ends() {
        let h = House::default();
        let f = ladder_fight(2, 2, Armour::Armoured, Armour::Unarmoured).unwrap();
        // Both climbers hit (6, 6); the defenders miss back (1, 1); both defenders fail survival (1, 1).
        let won = f.resolve(&h, &[6, 6, 1, 1, 1, 1]).unwrap();
        let end = after_ladder_fight(2, 2, &won).unwrap();
        assert_eq!(end, LadderFightEnd::OntoTheWall { climbers: 2 });
        assert!(end.summary().contains("step onto the wall"));
        // Nobody hits: both stay, and if the climbers hold the top others may come up.
        let even = f.resolve(&h, &[1, 1, 1, 1]).unwrap();
        assert_eq!(
            after_ladder_fight(2, 2, &even).unwrap(),
            LadderFightEnd::HoldingTheTop {
                climbers: 2,
                defenders: 2
            }
        );
        // The defenders hit both climbers (5, 5 against armour), who fail survival (2, 3).
        let lost = f.resolve(&h, &[1, 1, 5, 5, 2, 3]).unwrap();
        assert_eq!(
            after_ladder_fight(2, 2, &lost).unwrap(),
            LadderFightEnd::Repelled
        );
        assert!(after_ladder_fight(3, 2, &lost).is_err());
    }

    /// Storming, Roman War Rules: 2 men push a ladder off on 1 or 2; the men on it live on 4 to 6.
    #[test]
    fn push_ladder_off_on_one_or_two() {
        let p = LadderPushOff {
            pushers: 2,
            men_on_ladder: 2,
        };
        assert!(!p.resolve((), &[3]).unwrap().pushed_off);
        assert_eq!(p.next_dice((), &[2]).unwrap(), DiceRequest::D6(2));
        let o = p.resolve((), &[2, 3, 4]).unwrap();
        assert_eq!((o.fell, o.dead), (2, 1));
        assert_eq!(
            LadderPushOff {
                pushers: 1,
                men_on_ladder: 2
            }
            .odds(())
            .unwrap_err()
            .to_string(),
            "It takes 2 men to push a ladder off; only 1 are there."
        );
        let e = enumerate(&p, (), &|o: &PushOffOutcome| o.dead as i64);
        assert!(same(&e, &p.odds(()).unwrap()));
    }

    /// Door battering, Roman War Rules: 5 to 10 men, one die a turn, a 1 breaks the door.
    #[test]
    fn battering_breaks_on_a_one() {
        let b = Battering { men: 6 };
        assert!(b.resolve((), &[1]).unwrap().door_down);
        assert!(!b.resolve((), &[2]).unwrap().door_down);
        assert!((b.odds(()).unwrap().p_exactly(1) - 1.0 / 6.0).abs() < 1e-15);
        assert!((b.p_down_within(2).unwrap() - 11.0 / 36.0).abs() < 1e-12);
        assert_eq!(
            Battering { men: 4 }.odds(()).unwrap_err().to_string(),
            "Men on the ram can't be less than 5 (you entered 4)."
        );
        assert!(Battering { men: 11 }.odds(()).is_err());
    }

    /// Drawbridge, Roman War Rules: a die per man on each chain, a 1 breaks it, both must go.
    #[test]
    fn drawbridge_needs_both_chains() {
        let d = Drawbridge {
            chains: [
                Chain {
                    men: 2,
                    broken: false,
                },
                Chain {
                    men: 1,
                    broken: false,
                },
            ],
        };
        let o = d.resolve((), &[3, 1, 4]).unwrap();
        assert_eq!((o.broken, o.bridge_down), ([true, false], false));
        let o = d.resolve((), &[1, 1, 1]).unwrap();
        assert!(o.bridge_down);
        let half = Drawbridge {
            chains: [
                Chain {
                    men: 0,
                    broken: true,
                },
                Chain {
                    men: 2,
                    broken: false,
                },
            ],
        };
        assert_eq!(half.dice_needed(()).unwrap(), DiceRequest::D6(2));
        assert!(half.resolve((), &[6, 1]).unwrap().bridge_down);
        for m in [d, half] {
            let e = enumerate(&m, (), &|o: &DrawbridgeOutcome| {
                o.broken.iter().filter(|&&b| b).count() as i64
            });
            assert!(same(&e, &m.odds(()).unwrap()));
        }
        let crowded = Drawbridge {
            chains: [
                Chain {
                    men: 5,
                    broken: false,
                },
                Chain {
                    men: 1,
                    broken: false,
                },
            ],
        };
        assert!(crowded.odds(()).is_err());
    }

    proptest! {
        #[test]
        fn siege_odds_sum_to_one(a in 0i64..=4, b in 0i64..=4, ba in any::<bool>(), on in 0i64..=2) {
            let d = Drawbridge { chains: [Chain { men: a, broken: ba }, Chain { men: b, broken: false }] };
            let o = d.odds(()).unwrap();
            prop_assert!((o.total_probability() - 1.0).abs() < 1e-12);
            let p = LadderPushOff { pushers: 2, men_on_ladder: on }.odds(()).unwrap();
            prop_assert!((p.total_probability() - 1.0).abs() < 1e-12);
            prop_assert!(p.max() <= on);
        }
    }
}
