//! Turn order and contact, Jersey Shore (seed 3): a coin decides who moves first, each side moves in turn,
//! then both shoot. Units coming within R1 of the enemy halt and trade fire at R1; if they then charge, every
//! pistol fires once for free (see `weapons::ChargePistolShot`) and the rest fight hand to hand.

use serde::{Deserialize, Serialize};

use crate::error::RulesError;
use crate::mechanism::{DiceRequest, Explained, Mechanism};
use crate::odds::Distribution;
use crate::rule::RuleId;
use crate::sandy_hook::cords::{Cord, CordScale, Third, third_at, within_r};
use crate::sandy_hook::melee::Side;

pub const TURN_RULE: RuleId = "jersey-shore.turn-order";
pub const CONTACT_RULE: RuleId = "jersey-shore.contact";

/// The steps of a turn, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    CoinFlip,
    FirstSideMoves,
    SecondSideMoves,
    BothShoot,
}

/// Turn order: flip, one side moves, the other moves, both shoot.
pub const TURN: [Phase; 4] = [
    Phase::CoinFlip,
    Phase::FirstSideMoves,
    Phase::SecondSideMoves,
    Phase::BothShoot,
];

/// The coin flip at the start of a turn: heads, side A wins and chooses who moves first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFlip;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TurnFlipOutcome {
    /// The side that won the flip and picks who moves first.
    pub winner: Side,
}

impl Explained for TurnFlipOutcome {
    fn summary(&self) -> String {
        let who = match self.winner {
            Side::A => "Side A",
            Side::B => "Side B",
        };
        format!(
            "{who} wins the toss and chooses who moves first; then the other side moves, then both shoot."
        )
    }

    fn rule(&self) -> RuleId {
        TURN_RULE
    }
}

impl Mechanism for TurnFlip {
    type House<'h> = ();
    type Outcome = TurnFlipOutcome;

    fn dice_needed(&self, _house: ()) -> Result<DiceRequest, RulesError> {
        Ok(DiceRequest::Coins(1))
    }

    /// 1 when side A wins.
    fn odds(&self, _house: ()) -> Result<Distribution, RulesError> {
        Ok(Distribution::bernoulli(0.5))
    }

    fn resolve(&self, _house: (), faces: &[u8]) -> Result<TurnFlipOutcome, RulesError> {
        self.dice_needed(())?.check(faces)?;
        Ok(TurnFlipOutcome {
            winner: if faces[0] == 1 { Side::A } else { Side::B },
        })
    }
}

/// What coming near the enemy means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ContactCheck {
    /// Within R1: the moving group halts at once.
    pub must_stop: bool,
    /// The third of R1 both sides fire at in the shooting phase, if in contact.
    pub fire_at: Option<Third>,
}

impl Explained for ContactCheck {
    fn summary(&self) -> String {
        match self.fire_at {
            Some(t) => format!(
                "Within R1 of the enemy: halt now; both sides fire at {} range on the R1 cord.",
                t.name()
            ),
            None => "Not yet within R1 of the enemy: keep moving.".into(),
        }
    }

    fn rule(&self) -> RuleId {
        CONTACT_RULE
    }
}

/// Checks a group `inches` from the enemy for contact.
pub fn contact(inches: f64, scale: CordScale) -> Result<ContactCheck, RulesError> {
    if within_r(Cord::R1.number() as f64, inches, scale)? {
        Ok(ContactCheck {
            must_stop: true,
            fire_at: Some(third_at(Cord::R1, inches, scale)?),
        })
    } else {
        Ok(ContactCheck {
            must_stop: false,
            fire_at: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandy_hook::testkit::resolve_matches_odds;

    /// Turn order: coin flip, move, move, shoot.
    #[test]
    fn turn_order() {
        assert_eq!(
            TURN,
            [
                Phase::CoinFlip,
                Phase::FirstSideMoves,
                Phase::SecondSideMoves,
                Phase::BothShoot
            ]
        );
        assert_eq!(TurnFlip.resolve((), &[2]).unwrap().winner, Side::B);
        assert!(TurnFlip.resolve((), &[3]).is_err());
        resolve_matches_odds(&TurnFlip, (), |o| Some((o.winner == Side::A) as i64));
    }

    /// Turn order, Jersey Shore: a coin decides who moves first, so each side wins the flip half the time.
    #[test]
    fn the_coin_flip_is_even() {
        let d = TurnFlip.odds(()).unwrap();
        assert!((d.p_exactly(1) - 0.5).abs() < 1e-12);
        assert_eq!(TurnFlip.resolve((), &[1]).unwrap().winner, Side::A);
    }

    /// Contact at R1: halt, then both fire at range 1.
    #[test]
    fn contact_at_r1() {
        let c = contact(10.0, CordScale::Single).unwrap();
        assert!(c.must_stop);
        assert_eq!(c.fire_at, Some(Third::Long));
        assert!(!contact(13.0, CordScale::Single).unwrap().must_stop);
        assert!(contact(-2.0, CordScale::Single).is_err());
    }
}
