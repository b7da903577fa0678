//! Sandarticus resolved against a unit: a shot at it (2d6 to hit, the weapon's damage against its armour), or
//! one round of melee with it (cancel-out by armour class, no dice).

use leptos::prelude::*;
use rules::battle::{UnitId, outcomes};
use rules::house_rules::HouseRules;
use rules::mechanism::Mechanism;
use rules::sandarticus::armour::Facing;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::melee::{Fighters, Melee, MeleeSide};
use rules::sandarticus::shooting::{Shot, Target};
use rules::sandarticus::troops::{CATALOGUE, Troop, carries};
use rules::sandarticus::weapons::{WEAPONS, Weapon, range};
use rules::sandy_hook::cords::Third;

use super::super::desk::{Desk, indexed, nth};
use super::frame::{Pending, ResolveFrame};
use super::lists::{COVERS, MAX_MEN, labels, thirds};
use super::volley::{no_dice, volley};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

/// What a Sandarticus battle resolves.
/// The catalogue's troop types, by name.
fn troops() -> Vec<(usize, String)> {
    indexed(CATALOGUE.iter().map(|p| p.name.to_string()))
}

fn troop(k: usize) -> Troop {
    CATALOGUE[k.min(CATALOGUE.len() - 1)].troop
}

/// Every weapon on the list that shoots, the engines included, under these house rules.
fn missiles(h: &HouseRules) -> Vec<Weapon> {
    WEAPONS
        .iter()
        .filter(|p| range(p.weapon, &h.sandarticus).is_some())
        .map(|p| p.weapon)
        .collect()
}

pub fn sa_shot(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let house = desk.store.house;
    let shot = move || {
        let weapons = house.with(missiles);
        form.with(|f| Shot {
            weapon: nth(&weapons, f.shot.weapon),
            shooters: i64::from(f.shot.shooters),
            third: nth(&Third::ALL, f.shot.third),
            cover: nth(&COVERS, f.shot.cover).0,
            firer_moved: !f.shot.shooters_still,
            target_moved: !f.shot.target_still,
            target: Target::Troops {
                troop: troop(f.shot.troop),
                facing: Facing::Front,
                formed_facing_enemy: false,
            },
            target_men: i64::from(desk.men(target)),
        })
    };
    let resolution = volley(
        desk,
        target,
        shot,
        |h| &h.sandarticus,
        outcomes::sandarticus_shot,
    );
    let weapons = house.with_untracked(|h| {
        indexed(missiles(h).into_iter().map(|w| {
            WEAPONS
                .iter()
                .find(|p| p.weapon == w)
                .map_or(String::new(), |p| p.name.to_string())
        }))
    });
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <Pick label="Shooting unit" options=indexed(desk.enemy_names()) value=field!(form => enemy) id="shooter" />
            <CountField label="Men shooting" value=field!(form => shot.shooters) min=0 max=MAX_MEN id="shooters" />
            <Pick label="Weapon" options=weapons value=field!(form => shot.weapon) id="weapon" />
            <Pick label="Third of the cord" options=thirds() value=field!(form => shot.third) id="third" />
            <Pick label="This unit's troops" options=troops() value=field!(form => shot.troop) id="troop" />
            <Pick label="Target's cover" options=labels(&COVERS) value=field!(form => shot.cover) id="cover" />
            <Toggle label="Shooters stood still last move" value=field!(form => shot.shooters_still) id="shooters-still" />
            <Toggle label="Target stood still last move" value=field!(form => shot.target_still) id="target-still" />
        </ResolveFrame>
    }
    .into_any()
}

pub fn sa_melee(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let house = desk.store.house;
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
    let resolution = no_dice(move || {
        let enemy = desk.enemy().ok_or("Choose the enemy unit in the fight.")?;
        let (troops, formations) = form.with(|f| {
            (
                f.fight.troops.map(troop),
                f.fight.formations.map(|k| nth(&Formation::ALL, k)),
            )
        });
        let melee = Melee {
            a: side(
                desk.name(target),
                desk.men(target),
                troops[0],
                formations[0],
            ),
            b: side(enemy.name, enemy.men, troops[1], formations[1]),
        };
        let r = house
            .with(|h| melee.resolve(&h.sandarticus, &[]))
            .map_err(|e| e.to_string())?;
        Ok(Pending::of(
            &r,
            outcomes::sandarticus_melee_round(&r, target, enemy.id),
        ))
    });
    let formations = || indexed(Formation::ALL.iter().map(|f| f.name().to_string()));
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <Pick label="Fighting" options=indexed(desk.enemy_names()) value=field!(form => enemy) id="opponent" />
            <Pick label="This unit's troops" options=troops() value=field!(form => fight.troops[0]) id="troop-a" />
            <Pick label="Its formation" options=formations() value=field!(form => fight.formations[0]) id="form-a" />
            <Pick label="Enemy troops" options=troops() value=field!(form => fight.troops[1]) id="troop-b" />
            <Pick label="Enemy formation" options=formations() value=field!(form => fight.formations[1]) id="form-b" />
        </ResolveFrame>
    }
    .into_any()
}
