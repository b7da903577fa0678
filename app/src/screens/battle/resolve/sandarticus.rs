//! Sandarticus resolved against a unit: a shot at it (2d6 to hit, the weapon's damage against its armour), or
//! one round of melee with it (cancel-out by armour class, no dice).

use leptos::prelude::*;
use rules::battle::outcomes;
use rules::mechanism::{DiceRequest, Mechanism};
use rules::sandarticus::armour::Facing;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::melee::{Fighters, Melee, MeleeSide};
use rules::sandarticus::shooting::{Shot, Target};
use rules::sandarticus::troops::{CATALOGUE, Troop, carries};
use rules::sandarticus::weapons::{WEAPONS, Weapon, range};
use rules::sandy_hook::cords::Third;

use super::form::Aim;
use super::frame::{Pending, Resolution, ResolveFrame};
use super::jersey_shore::{MAX_MEN, covers};
use super::volley::volley;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

/// The catalogue's troop types.
fn troops() -> Vec<(Troop, String)> {
    CATALOGUE
        .iter()
        .map(|p| (p.troop, p.name.to_string()))
        .collect()
}

#[component]
pub fn SaShot(aim: Aim) -> impl IntoView {
    let form = aim.form;
    let house = aim.store.house;
    // Every weapon on the list that shoots, the engines included.
    let missiles: Vec<(Weapon, String)> = house.with_untracked(|h| {
        WEAPONS
            .iter()
            .filter(|p| range(p.weapon, &h.sandarticus).is_some())
            .map(|p| (p.weapon, p.name.to_string()))
            .collect()
    });
    let shot = move || {
        form.with(|f| Shot {
            weapon: f.shot.missile,
            shooters: i64::from(f.shot.shooters),
            third: f.shot.third,
            cover: f.shot.cover,
            firer_moved: !f.shot.shooters_still,
            target_moved: !f.shot.target_still,
            target: Target::Troops {
                troop: f.shot.troop,
                facing: Facing::Front,
                formed_facing_enemy: false,
            },
            target_men: i64::from(aim.men()),
        })
    };
    let resolution = volley(aim, shot, |h| &h.sandarticus, outcomes::sandarticus_shot);
    let thirds = Third::ALL
        .iter()
        .map(|&t| (t, t.name().to_string()))
        .collect::<Vec<_>>();
    view! {
        <ResolveFrame store=aim.store form=form resolution=resolution close=aim.close testid=aim.index().to_string()>
            <Pick label="Shooting unit" options=aim.enemy_options() value=aim.enemy_field() id="shooter" />
            <CountField label="Men shooting" value=field!(form => shot.shooters) min=0 max=MAX_MEN id="shooters" />
            <Pick label="Weapon" options=missiles value=field!(form => shot.missile) id="weapon" />
            <Pick label="Third of the cord" options=thirds value=field!(form => shot.third) id="third" />
            <Pick label="This unit's troops" options=troops() value=field!(form => shot.troop) id="troop" />
            <Pick label="Target's cover" options=covers() value=field!(form => shot.cover) id="cover" />
            <Toggle label="Shooters stood still last move" value=field!(form => shot.shooters_still) id="shooters-still" />
            <Toggle label="Target stood still last move" value=field!(form => shot.target_still) id="target-still" />
        </ResolveFrame>
    }
}

#[component]
pub fn SaMelee(aim: Aim) -> impl IntoView {
    let form = aim.form;
    let house = aim.store.house;
    let side = |name: String, men: u32, troop: Troop, formation: Formation| MeleeSide {
        name,
        fighters: vec![Fighters::of(troop, i64::from(men))],
        formation,
        spearmen: if carries(troop, Weapon::Spear) {
            i64::from(men)
        } else {
            0
        },
        engaged_elsewhere: false,
        caught_between_teeth: false,
    };
    let finish = move |_: Vec<u8>| -> Result<Pending, String> {
        let enemy = aim.enemy().ok_or("Choose the enemy unit in the fight.")?;
        let (troops, formations) = form.with(|f| (f.fight.sa_troops, f.fight.formations));
        let melee = Melee {
            a: side(aim.name(), aim.men(), troops[0], formations[0]),
            b: side(enemy.name, enemy.men, troops[1], formations[1]),
        };
        let r = house
            .with(|h| melee.resolve(&h.sandarticus, &[]))
            .map_err(|e| e.to_string())?;
        Ok(Pending::of(
            &r,
            outcomes::sandarticus_melee_round(&r, aim.target, enemy.id),
        ))
    };
    let resolution = Resolution {
        // Melee cancels out by armour class: no dice.
        next: Callback::new(|_| Ok(DiceRequest::Nothing)),
        finish: Callback::new(finish),
        forecast: None,
    };
    let formations = Formation::ALL
        .iter()
        .map(|&f| (f, f.name().to_string()))
        .collect::<Vec<_>>();
    view! {
        <ResolveFrame store=aim.store form=form resolution=resolution close=aim.close testid=aim.index().to_string()>
            <Pick label="Fighting" options=aim.enemy_options() value=aim.enemy_field() id="opponent" />
            <Pick label="This unit's troops" options=troops() value=field!(form => fight.sa_troops[0]) id="troop-a" />
            <Pick label="Its formation" options=formations.clone() value=field!(form => fight.formations[0]) id="form-a" />
            <Pick label="Enemy troops" options=troops() value=field!(form => fight.sa_troops[1]) id="troop-b" />
            <Pick label="Enemy formation" options=formations value=field!(form => fight.formations[1]) id="form-b" />
        </ResolveFrame>
    }
}
