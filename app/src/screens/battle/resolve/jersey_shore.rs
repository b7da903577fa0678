//! Jersey Shore resolved against a unit: a volley of small arms at it, or one round of hand to hand with it.

use leptos::prelude::*;
use rules::battle::outcomes;
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, fight_round};
use rules::jersey_shore::troops::TroopType;
use rules::jersey_shore::weapons::{Firearm, JsShot};
use rules::mechanism::DiceRequest;
use rules::sandy_hook::cords::CordScale;
use rules::sandy_hook::shooting::Cover;

use super::form::Aim;
use super::frame::{Pending, Resolution, ResolveFrame};
use super::volley::volley;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::field;

/// The most men a panel's count fields take: far above any unit on a beach.
pub const MAX_MEN: u32 = 10_000;

/// The weapons a Jersey Shore unit shoots with.
fn firearms() -> Vec<(Firearm, String)> {
    [
        (Firearm::Musket, "Musket"),
        (Firearm::Rifle, "Rifle"),
        (Firearm::Pistol, "Pistol"),
        (Firearm::Bow, "Bow"),
    ]
    .map(|(f, l)| (f, l.to_string()))
    .to_vec()
}

/// Where the target stands, as the shooting rules tell covers apart.
pub fn covers() -> Vec<(Cover, String)> {
    [
        (Cover::Open, "In the open"),
        (Cover::WagonOrHouse, "Behind a wagon or in a house"),
        (Cover::Wall, "Behind a wall or in a fort"),
    ]
    .map(|(c, l)| (c, l.to_string()))
    .to_vec()
}

#[component]
pub fn JsVolley(aim: Aim) -> impl IntoView {
    let form = aim.form;
    let shot = move || -> JsShot {
        form.with(|f| JsShot {
            weapon: f.shot.firearm,
            shooters: f.shot.shooters,
            distance_inches: f64::from(f.shot.inches),
            scale: CordScale::Single,
            cover: f.shot.cover,
            target_fighting: true,
            firing_again_at_unmoved: false,
            target_men: aim.men(),
        })
    };
    let resolution = volley(aim, shot, |h| &h.jersey_shore, outcomes::sandy_hook_volley);
    view! {
        <ResolveFrame store=aim.store form=form resolution=resolution close=aim.close testid=aim.index().to_string()>
            <Pick label="Shooting unit" options=aim.enemy_options() value=aim.enemy_field() id="shooter" />
            <CountField label="Men shooting" value=field!(form => shot.shooters) min=0 max=MAX_MEN id="shooters" />
            <Pick label="Weapon" options=firearms() value=field!(form => shot.firearm) id="weapon" />
            <CountField label="Distance in inches" value=field!(form => shot.inches) min=0 max=1000 id="distance" />
            <Pick label="Target's cover" options=covers() value=field!(form => shot.cover) id="cover" />
        </ResolveFrame>
    }
}

/// Troop types as a picker lists them.
fn troop_types() -> Vec<(TroopType, String)> {
    TroopType::ALL
        .iter()
        .map(|&t| (t, t.name().to_string()))
        .collect()
}

#[component]
pub fn JsMelee(aim: Aim) -> impl IntoView {
    let form = aim.form;
    let finish = move |_: Vec<u8>| -> Result<Pending, String> {
        let enemy = aim.enemy().ok_or("Choose the enemy unit in the fight.")?;
        let troops = form.with(|f| f.fight.troops);
        let side = |name: String, men: u32, troop: TroopType| JsMeleeSide {
            name,
            groups: vec![JsGroup {
                troop,
                men,
                weapon: None,
            }],
            already_engaged: false,
        };
        let r = fight_round(
            &side(aim.name(), aim.men(), troops[0]),
            &side(enemy.name, enemy.men, troops[1]),
            1,
        )
        .map_err(|e| e.to_string())?;
        Ok(Pending::of(
            &r,
            outcomes::melee_round(&r, aim.target, enemy.id),
        ))
    };
    let resolution = Resolution {
        // Hand to hand cancels out by numbers: no dice.
        next: Callback::new(|_| Ok(DiceRequest::Nothing)),
        finish: Callback::new(finish),
        forecast: None,
    };
    view! {
        <ResolveFrame store=aim.store form=form resolution=resolution close=aim.close testid=aim.index().to_string()>
            <Pick label="Fighting" options=aim.enemy_options() value=aim.enemy_field() id="opponent" />
            <Pick label="This unit's troops" options=troop_types() value=field!(form => fight.troops[0]) id="troop-a" />
            <Pick label="Enemy troops" options=troop_types() value=field!(form => fight.troops[1]) id="troop-b" />
        </ResolveFrame>
    }
}
