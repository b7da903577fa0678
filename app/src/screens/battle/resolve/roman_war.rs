//! Roman War Rules resolved against a unit: a missile volley (hit dice, then survival dice) or a melee round
//! (the attackers' dice, the defenders' answer, then survival dice), each rolled stage by stage.

use leptos::prelude::*;
use rules::battle::{UnitId, outcomes};
use rules::mechanism::Mechanism;
use rules::mechanism::Staged;
use rules::roman_war::melee::{MeleeRound, Round};
use rules::roman_war::missiles::{CoverSituation, Slope, Volley, VolleyWeapon};
use rules::roman_war::troops::Armour;

use super::super::desk::{Desk, indexed, nth};
use super::frame::{Pending, Resolution, ResolveFrame, losses_forecast};
use super::lists::MAX_MEN;
use super::volley::volley;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::toggle::Toggle;
use crate::field;

/// What a Roman War Rules battle resolves.
fn armour(armoured: bool) -> Armour {
    if armoured {
        Armour::Armoured
    } else {
        Armour::Unarmoured
    }
}

pub fn rw_volley(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let shot = move || {
        form.with(|f| Volley {
            weapon: nth(&VolleyWeapon::ALL, f.shot.weapon),
            shooters: i64::from(f.shot.shooters),
            range_in: f64::from(f.shot.inches),
            slope: Slope::Level,
            target_armour: armour(f.shot.armoured),
            targets: i64::from(f.shot.in_ranks),
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        })
    };
    let resolution = volley(
        desk,
        target,
        shot,
        |h| &h.roman_war,
        outcomes::roman_war_volley,
    );
    // The missiles of a volley, by the weapon's own name in the rules.
    let weapons = indexed(
        VolleyWeapon::ALL
            .iter()
            .map(|w| w.weapon().name().to_string()),
    );
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <Pick label="Shooting unit" options=indexed(desk.enemy_names()) value=field!(form => enemy) id="shooter" />
            <CountField label="Men shooting" value=field!(form => shot.shooters) min=0 max=MAX_MEN id="shooters" />
            <Pick label="Weapon" options=weapons value=field!(form => shot.weapon) id="weapon" />
            <CountField label="Distance in inches" value=field!(form => shot.inches) min=0 max=1000 id="distance" />
            <CountField label="Men in the ranks hit" value=field!(form => shot.in_ranks) min=0 max=MAX_MEN id="ranks" />
            <Toggle label="Target armoured" value=field!(form => shot.armoured) id="armoured" />
        </ResolveFrame>
    }
    .into_any()
}

pub fn rw_melee(desk: Desk, target: UnitId) -> AnyView {
    let form = desk.form;
    let house = desk.store.house;
    // This unit is the attacker or the defender, as the player says.
    let round = move || {
        form.with(|f| {
            let [mine, theirs] = f.fight.armoured.map(armour);
            let [hurt, enemy_hurt] = f.fight.wounded.map(i64::from);
            let ((attacker_armour, attackers_wounded), (defender_armour, defenders_wounded)) =
                if f.fight.attacking {
                    ((mine, hurt), (theirs, enemy_hurt))
                } else {
                    ((theirs, enemy_hurt), (mine, hurt))
                };
            MeleeRound {
                round: if f.fight.first_round {
                    Round::First
                } else {
                    Round::Later
                },
                pairs: i64::from(f.fight.pairs),
                attacker_armour,
                defender_armour,
                attackers_wounded,
                defenders_wounded,
            }
        })
    };
    let sides = move || -> Result<_, String> {
        let enemy = desk.enemy().ok_or("Choose the enemy unit in the fight.")?;
        Ok(if form.with(|f| f.fight.attacking) {
            (target, enemy.id, desk.name(target), enemy.name)
        } else {
            (enemy.id, target, enemy.name, desk.name(target))
        })
    };
    let resolution = Resolution {
        next: Callback::new(move |faces: Vec<u8>| {
            house
                .with(|h| round().next_dice(&h.roman_war, &faces))
                .map_err(|e| e.to_string())
        }),
        finish: Callback::new(move |faces: Vec<u8>| {
            let (attackers, defenders, _, _) = sides()?;
            let o = house
                .with(|h| round().resolve(&h.roman_war, &faces))
                .map_err(|e| e.to_string())?;
            Ok(Pending::of(
                &o,
                outcomes::roman_war_melee(&o, attackers, defenders),
            ))
        }),
        forecast: Some(Callback::new(move |()| {
            let (_, _, att, def) = sides().ok()?;
            let r = round();
            let (lost_d, lost_a) =
                house.with(|h| (r.odds(&h.roman_war), r.odds_attackers_dead(&h.roman_war)));
            Some(format!(
                "{}. {}.",
                losses_forecast(&def, &lost_d.ok()?),
                losses_forecast(&att, &lost_a.ok()?)
            ))
        })),
    };
    view! {
        <ResolveFrame desk=desk resolution=resolution testid=target.0.to_string()>
            <Pick label="Fighting" options=indexed(desk.enemy_names()) value=field!(form => enemy) id="opponent" />
            <CountField label="Pairs of fighters" value=field!(form => fight.pairs) min=0 max=MAX_MEN id="pairs" />
            <Toggle label="This unit attacks" value=field!(form => fight.attacking) id="attacking" />
            <Toggle label="First round (the attacker's hit kills)" value=field!(form => fight.first_round) id="first-round" />
            <Toggle label="This unit armoured" value=field!(form => fight.armoured[0]) id="armoured" />
            <Toggle label="Enemy armoured" value=field!(form => fight.armoured[1]) id="enemy-armoured" />
            <CountField label="This unit's men already wounded this turn" value=field!(form => fight.wounded[0]) min=0 max=MAX_MEN id="wounded" />
            <CountField label="Enemy men already wounded this turn" value=field!(form => fight.wounded[1]) min=0 max=MAX_MEN id="enemy-wounded" />
            <p class="hint">"A man already wounded this turn dies of a second hit, with no survival roll."</p>
        </ResolveFrame>
    }
    .into_any()
}
