//! Jersey Shore resolved against a unit: a volley of small arms at it, or one round of hand to hand with it.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{UnitId, outcomes};
use rules::jersey_shore::LongWeaponBonus;
use rules::jersey_shore::melee::{JsGroup, JsMeleeSide, fight_round};
use rules::jersey_shore::troops::TroopType;
use rules::jersey_shore::weapons::{Firearm, JsShot};
use rules::sandy_hook::cords::CordScale;

use super::super::desk::{Desk, indexed, nth};
use super::frame::{Pending, ResolveFrame};
use super::lists::{COVERS, MAX_MEN, labels};
use super::volley::{no_dice, volley};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

/// The weapons a Jersey Shore unit shoots with.
const FIREARMS: [(Firearm, &str); 4] = [
    (Firearm::Musket, "Musket"),
    (Firearm::Rifle, "Rifle"),
    (Firearm::Pistol, "Pistol"),
    (Firearm::Bow, "Bow"),
];

/// What a Jersey Shore battle resolves.
pub fn js_volley(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let shot = move || {
        form.with(|f| JsShot {
            weapon: nth(&FIREARMS, f.shot.weapon).0,
            shooters: f.shot.shooters,
            distance_inches: f64::from(f.shot.inches),
            scale: CordScale::Single,
            cover: nth(&COVERS, f.shot.cover).0,
            target_fighting: true,
            firing_again_at_unmoved: false,
            target_men: desk.men(target),
        })
    };
    let resolution = volley(
        desk,
        target,
        shot,
        |h| &h.jersey_shore,
        outcomes::sandy_hook_volley,
    );
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <Pick label="Shooting unit" options=indexed(desk.enemy_names()) value=field!(form => enemy) id="shooter" />
            <CountField label="Men shooting" value=field!(form => shot.shooters) min=0 max=MAX_MEN id="shooters" />
            <Pick label="Weapon" options=labels(&FIREARMS) value=field!(form => shot.weapon) id="weapon" />
            <CountField label="Distance in inches" value=field!(form => shot.inches) min=0 max=1000 id="distance" />
            <Pick label="Target's cover" options=labels(&COVERS) value=field!(form => shot.cover) id="cover" />
        </ResolveFrame>
    }
    .into_any()
}

pub fn js_melee(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let resolution = no_dice(move || {
        let enemy = desk.enemy().ok_or("Choose the enemy unit in the fight.")?;
        let (troops, charged) = form.with(|f| {
            (
                f.fight.troops.map(|k| nth(&TroopType::ALL, k)),
                f.fight.charged,
            )
        });
        let side = |name: String, men: u32, troop: TroopType, attacking: bool| JsMeleeSide {
            name,
            groups: vec![JsGroup {
                troop,
                men,
                weapon: None,
            }],
            already_engaged: false,
            attacking,
        };
        let r = desk
            .store
            .house
            .with(|h| {
                fight_round(
                    &side(desk.name(target), desk.men(target), troops[0], charged[0]),
                    &side(enemy.name, enemy.men, troops[1], charged[1]),
                    1,
                    &h.jersey_shore,
                )
            })
            .map_err(|e| e.to_string())?;
        Ok(Pending::of(&r, outcomes::melee_round(&r, target, enemy.id)))
    });
    let troops = || indexed(TroopType::ALL.iter().map(|t| t.name().to_string()));
    // Who charged in matters only under the house rule that gives long weapons to attackers alone.
    let attacker_only = Computed::new(move || {
        desk.store
            .house
            .with(|h| h.jersey_shore.long_weapons == LongWeaponBonus::AttackerOnly)
    });
    let charged = move || {
        attacker_only.get().then(|| {
            view! {
                <Toggle label="This unit charged in" value=field!(form => fight.charged[0]) id="charged-a" />
                <Toggle label="The enemy charged in" value=field!(form => fight.charged[1]) id="charged-b" />
            }
        })
    };
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <Pick label="Fighting" options=indexed(desk.enemy_names()) value=field!(form => enemy) id="opponent" />
            <Pick label="This unit's troops" options=troops() value=field!(form => fight.troops[0]) id="troop-a" />
            <Pick label="Enemy troops" options=troops() value=field!(form => fight.troops[1]) id="troop-b" />
            {charged}
        </ResolveFrame>
    }
    .into_any()
}
