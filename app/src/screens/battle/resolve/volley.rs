//! A volley at a unit, whatever the system: the dice its mechanism asks for, the casualties it causes, and
//! before the roll the losses to expect.

use leptos::prelude::*;
use rules::battle::{Event, UnitId};
use rules::error::RulesError;
use rules::house_rules::HouseRules;
use rules::mechanism::{DiceRequest, Explained, Mechanism};

use super::super::desk::Desk;
use super::frame::{Pending, Resolution, losses_forecast};

/// How a mechanism's dice come: all at once, or stage by stage (Roman War Rules).
pub trait Rolled: Mechanism {
    /// What to roll after `faces`, the dice so far; `DiceRequest::Nothing` once every die is in.
    fn next_dice_in(
        &self,
        house: Self::House<'_>,
        faces: &[u8],
    ) -> Result<DiceRequest, RulesError> {
        if faces.is_empty() {
            self.dice_needed(house)
        } else {
            Ok(DiceRequest::Nothing)
        }
    }
}

impl Rolled for rules::jersey_shore::weapons::JsShot {}
impl Rolled for rules::sandarticus::shooting::Shot {}
impl Rolled for rules::ancients::break_test::BreakTestInput {}

impl Rolled for rules::roman_war::missiles::Volley {
    fn next_dice_in(
        &self,
        house: Self::House<'_>,
        faces: &[u8],
    ) -> Result<DiceRequest, RulesError> {
        rules::mechanism::Staged::next_dice(self, house, faces)
    }
}

/// Resolves a volley of `shot()` at `target`. `slice` picks the house rules the mechanism reads, and
/// `events` turns the outcome into the table's events.
pub fn volley<M>(
    desk: Desk,
    target: UnitId,
    shot: impl Fn() -> M + Copy + Send + Sync + 'static,
    slice: for<'h> fn(&'h HouseRules) -> M::House<'h>,
    events: fn(&M::Outcome, UnitId, Option<UnitId>) -> Vec<Event>,
) -> Resolution
where
    M: Rolled + 'static,
    M::Outcome: Explained,
{
    let house = desk.store.house;
    Resolution {
        next: Callback::new(move |faces: Vec<u8>| {
            house
                .with(|h| shot().next_dice_in(slice(h), &faces))
                .map_err(|e| e.to_string())
        }),
        finish: Callback::new(move |faces: Vec<u8>| {
            let o = house
                .with(|h| shot().resolve(slice(h), &faces))
                .map_err(|e| e.to_string())?;
            let by = desk.enemy().map(|e| e.id);
            Ok(Pending::of(&o, events(&o, target, by)))
        }),
        forecast: Some(Callback::new(move |()| {
            let d = house.with(|h| shot().odds(slice(h))).ok()?;
            Some(losses_forecast(&desk.name(target), &d))
        })),
    }
}

/// A fight that rolls nothing (its losses cancel out by numbers or armour): its result as soon as the
/// inputs are set.
pub fn no_dice(finish: impl Fn() -> Result<Pending, String> + Send + Sync + 'static) -> Resolution {
    Resolution {
        next: Callback::new(|_| Ok(DiceRequest::Nothing)),
        finish: Callback::new(move |_| finish()),
        forecast: None,
    }
}
