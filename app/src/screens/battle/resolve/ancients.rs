//! Ancients resolved against a unit: its Break Test after the hits it took, with the damage tokens it carries.

use leptos::prelude::*;
use rules::ancients::break_test::{BreakTestInput, Cause};
use rules::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
use rules::battle::{UnitId, outcomes};
use rules::mechanism::Mechanism;
use rules::text::percent;

use super::super::desk::{Desk, indexed, nth};
use super::frame::{Pending, Resolution, ResolveFrame};
use super::volley::Rolled;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

/// What an Ancients battle resolves: a unit's Break Test; structures take their changes by hand.
pub fn break_test(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let house = desk.store.house;
    let input = move || {
        let t = form.with(|f| f.test.clone());
        let unit = house.with(|h| {
            Unit::new(
                nth(&Size::ALL, t.size),
                2,
                Weight::Medium,
                UnitType::Infantry,
                Formation::Formed,
                &h.ancients,
            )
        });
        BreakTestInput {
            unit: unit
                .with_leadership(t.leadership.min(255) as u8)
                .named(&desk.name(target)),
            standing: Standing {
                damage_tokens: desk.tokens(target),
                tested_before: t.tested,
            },
            hits: t.hits,
            won_combat: t.won,
            cause: if t.shooting {
                Cause::Shooting
            } else {
                Cause::Melee
            },
        }
    };
    let resolution = Resolution {
        next: Callback::new(move |faces: Vec<u8>| {
            house
                .with(|h| input().next_dice_in(&h.ancients, &faces))
                .map_err(|e| e.to_string())
        }),
        finish: Callback::new(move |faces: Vec<u8>| {
            let o = house
                .with(|h| input().resolve(&h.ancients, &faces))
                .map_err(|e| e.to_string())?;
            Ok(Pending::of(&o, outcomes::ancients_break_test(&o, target)))
        }),
        forecast: Some(Callback::new(move |()| {
            let odds = house.with(|h| input().break_odds(&h.ancients)).ok()?;
            let name = desk.name(target);
            Some(if odds.no_test > 0.5 {
                format!("{name} takes no Break Test for these hits.")
            } else {
                format!(
                    "{name}: holds {}, gives ground {}, breaks {}",
                    percent(odds.unaffected),
                    percent(odds.give_ground),
                    percent(odds.destroyed)
                )
            })
        })),
    };
    // Shooting has no winner: the switch cannot change the test then.
    let won_off = Signal::derive(move || {
        form.with(|f| f.test.shooting)
            .then_some(": shooting has no winner")
    });
    let sizes = indexed(Size::ALL.iter().map(|s| s.name().to_string()));
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <CountField label="Hits taken" value=field!(form => test.hits) min=0 max=1000 id="hits" />
            <Pick label="Unit size" options=sizes value=field!(form => test.size) id="size" />
            <CountField label="Leadership" value=field!(form => test.leadership) min=0 max=12 id="leadership" />
            <Toggle label="Tested before" value=field!(form => test.tested) id="tested" />
            <Toggle label="Its side won the fight" value=field!(form => test.won) id="won" off=won_off />
            <Toggle label="Hits from shooting" value=field!(form => test.shooting) id="shot-cause" />
        </ResolveFrame>
    }
    .into_any()
}
