//! Ancients resolved against a unit: its Break Test after the hits it took, with the damage tokens it carries.

use leptos::prelude::*;
use rules::ancients::break_test::{BreakTestInput, Cause};
use rules::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
use rules::battle::outcomes;
use rules::mechanism::Mechanism;
use rules::text::percent;

use super::form::Aim;
use super::frame::{Pending, Resolution, ResolveFrame};
use super::volley::Rolled;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

#[component]
pub fn BreakTest(aim: Aim) -> impl IntoView {
    let form = aim.form;
    let house = aim.store.house;
    let input = move || {
        let t = form.with(|f| f.test.clone());
        let unit = house.with(|h| {
            Unit::new(
                t.size,
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
                .named(&aim.name()),
            standing: Standing {
                damage_tokens: aim.tokens(),
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
            Ok(Pending::of(
                &o,
                outcomes::ancients_break_test(&o, aim.target),
            ))
        }),
        forecast: Some(Callback::new(move |()| {
            let odds = house.with(|h| input().break_odds(&h.ancients)).ok()?;
            Some(if odds.no_test > 0.5 {
                format!("{} takes no Break Test for these hits.", aim.name())
            } else {
                format!(
                    "{}: holds {}, gives ground {}, breaks {}",
                    aim.name(),
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
    let sizes = Size::ALL
        .iter()
        .map(|&s| (s, s.name().to_string()))
        .collect::<Vec<_>>();
    view! {
        <ResolveFrame store=aim.store form=form resolution=resolution close=aim.close testid=aim.index().to_string()>
            <CountField label="Hits taken" value=field!(form => test.hits) min=0 max=1000 id="hits" />
            <Pick label="Unit size" options=sizes value=field!(form => test.size) id="size" />
            <CountField label="Leadership" value=field!(form => test.leadership) min=0 max=12 id="leadership" />
            <Toggle label="Tested before" value=field!(form => test.tested) id="tested" />
            <Toggle label="Its side won the fight" value=field!(form => test.won) id="won" off=won_off />
            <Toggle label="Hits from shooting" value=field!(form => test.shooting) id="shot-cause" />
        </ResolveFrame>
    }
}
