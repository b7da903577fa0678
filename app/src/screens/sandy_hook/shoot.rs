//! Shooting: who shoots at whom, the odds before anyone rolls, then the roll and what it did.

use leptos::prelude::*;
use rules::error::RulesError;
use rules::house_rules::HouseRules;
use rules::jersey_shore::weapons::{Firearm, JsShot, JsThrow};
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::odds::{Distribution, p_d6_at_least};
use rules::rule::{RuleId, System};
use rules::sandarticus::shooting::{Shot, Target};
use rules::sandarticus::troops::CATALOGUE;
use rules::sandarticus::weapons::{Weapon, weapon};
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::cords::{Cord, CordScale, Third, cord_inches};
use rules::sandy_hook::shooting::{Cover, THROWN_HITS_ON};
use serde::{Deserialize, Serialize};

use super::form::{Form, facing};
use super::{OddsBlock, Pick, use_ctx};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::count_field::CountField;
use crate::components::roll_panel::RollPanel;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::components::why::OutcomeLine;
use crate::screens::helpers::source::SourcePick;
use rules::text::capitalise;
use rules::text::percent;

/// Jersey Shore's shooting weapons: the firearms and bows of the weapon table, and thrown weapons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum JsWeapon {
    Musket,
    Rifle,
    Pistol,
    Bow,
    Thrown,
}

/// Sandarticus weapons a unit shoots with (engines are on the artillery tab).
const SA_MISSILES: [Weapon; 4] = [Weapon::Sling, Weapon::Bow, Weapon::Javelin, Weapon::Pilum];

pub fn third_options() -> Vec<(Third, String)> {
    Third::ALL
        .into_iter()
        .map(|t| (t, t.name().to_string()))
        .collect()
}

pub fn cover_options() -> Vec<(Cover, String)> {
    vec![
        (Cover::Open, "Open".to_string()),
        (Cover::WagonOrHouse, "Wagon or house".to_string()),
        (Cover::Wall, "Wall or fort".to_string()),
    ]
}

pub fn troop_options() -> Vec<(rules::sandarticus::troops::Troop, String)> {
    CATALOGUE
        .iter()
        .map(|p| (p.troop, p.name.to_string()))
        .collect()
}

/// A shot as the rules take it, for either system.
enum Input {
    Sa(Shot),
    Js(JsShot),
    Throw(JsThrow),
}

/// What the player sees before rolling.
pub struct Preview {
    pub request: DiceRequest,
    pub shots: u32,
    pub needed: i32,
    pub two_d6: bool,
    pub p_hit: f64,
    pub shots_per_man: u32,
    pub hits: Distribution,
    pub casualties: Distribution,
}

/// The middle of a third of the weapon's cord, in inches: the Jersey Shore rules measure a distance, and the
/// player tells us the third the cord shows.
fn inches_in(cord: Cord, third: Third) -> f64 {
    cord_inches(cord, CordScale::Single) * (third as u8 as f64 + 0.5) / 3.0
}

fn input(f: &Form, system: System, house: &HouseRules) -> Input {
    let third = f.third.get();
    match system {
        System::JerseyShore => {
            let w = f.js_weapon.get();
            let firearm = match w {
                JsWeapon::Musket => Firearm::Musket,
                JsWeapon::Rifle => Firearm::Rifle,
                JsWeapon::Pistol => Firearm::Pistol,
                JsWeapon::Bow | JsWeapon::Thrown => Firearm::Bow,
            };
            if w == JsWeapon::Thrown {
                return Input::Throw(JsThrow {
                    throwers: f.shooters.get(),
                    distance_inches: inches_in(Cord::R1, third),
                    scale: CordScale::Single,
                    target_men: f.target_men.get(),
                });
            }
            let cord = house.jersey_shore.weapons.stats(firearm).reach.cord;
            Input::Js(JsShot {
                weapon: firearm,
                shooters: f.shooters.get(),
                distance_inches: inches_in(cord, third),
                scale: CordScale::Single,
                cover: f.cover.get(),
                target_fighting: f.target_fighting.get(),
                firing_again_at_unmoved: f.shot_before.get(),
                target_men: f.target_men.get(),
            })
        }
        _ => Input::Sa(Shot {
            weapon: f.sa_weapon.get(),
            shooters: f.shooters.get() as i64,
            third,
            cover: f.cover.get(),
            firer_moved: f.firer_moved.get(),
            target_moved: f.target_moved.get(),
            target: Target::Troops {
                troop: f.target_troop.get(),
                facing: facing(f.rear.get()),
                formed_facing_enemy: f.formed.get(),
            },
            target_men: f.target_men.get() as i64,
        }),
    }
}

impl Input {
    fn preview(&self, h: &HouseRules) -> Result<Preview, RulesError> {
        let (shots, needed, two_d6, p_hit, per_man) = match self {
            Input::Sa(s) => {
                let p = s.preview(&h.sandarticus)?;
                (p.shots, p.needed, true, p.p_hit, 1)
            }
            Input::Js(s) => {
                let v = s.volley(&h.jersey_shore)?;
                (v.shots(), v.needed(), true, v.p_hit(), v.rate_of_fire)
            }
            Input::Throw(t) => {
                t.dice_needed(&h.jersey_shore)?;
                let on = THROWN_HITS_ON as i64;
                (t.throwers, on as i32, false, p_d6_at_least(on), 1)
            }
        };
        let (request, casualties) = match self {
            Input::Sa(s) => (s.dice_needed(&h.sandarticus)?, s.odds(&h.sandarticus)?),
            Input::Js(s) => (s.dice_needed(&h.jersey_shore)?, s.odds(&h.jersey_shore)?),
            Input::Throw(t) => (t.dice_needed(&h.jersey_shore)?, t.odds(&h.jersey_shore)?),
        };
        Ok(Preview {
            request,
            shots,
            needed,
            two_d6,
            p_hit,
            shots_per_man: per_man,
            hits: Distribution::binomial(shots, p_hit),
            casualties,
        })
    }

    fn resolve(&self, h: &HouseRules, faces: &[u8]) -> Result<(String, RuleId), RulesError> {
        Ok(match self {
            Input::Sa(s) => {
                let o = s.resolve(&h.sandarticus, faces)?;
                (o.summary(), o.rule())
            }
            Input::Js(s) => {
                let o = s.resolve(&h.jersey_shore, faces)?;
                (o.summary(), o.rule())
            }
            Input::Throw(t) => {
                let o = t.resolve(&h.jersey_shore, faces)?;
                (o.summary(), o.rule())
            }
        })
    }
}

/// "2d6: 8 or more" (or "one die: 5 or more"), with the impossible and the certain said plainly.
pub fn need_text(needed: i32, two_d6: bool) -> String {
    let (dice, top) = if two_d6 { ("2d6", 12) } else { ("one die", 6) };
    let low = if two_d6 { 2 } else { 1 };
    if needed > top {
        format!("{dice}: {needed} or more \u{2014} impossible")
    } else if needed <= low {
        format!("{dice}: always hits")
    } else {
        format!("{dice}: {needed} or more")
    }
}

#[component]
pub fn ShootTab() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let sa = move || ctx.system.get() != System::JerseyShore;
    let shooters_err = RwSignal::new(None);
    let men_err = RwSignal::new(None);
    let prepared = move || {
        let h = ctx.house.get();
        let i = input(&f, ctx.system.get(), &h);
        i.preview(&h).map_err(|e| e.to_string())
    };
    let request = Signal::derive(move || {
        prepared()
            .map(|p| p.request)
            .unwrap_or(DiceRequest::Nothing)
    });
    let outcome = move || {
        let faces = f.shot_faces.get();
        if faces.is_empty() {
            return None;
        }
        let h = ctx.house.get();
        input(&f, ctx.system.get(), &h).resolve(&h, &faces).ok()
    };
    let sa_weapons = SA_MISSILES
        .into_iter()
        .map(|w| (w, capitalise(weapon(w).name)))
        .collect::<Vec<_>>();
    let js_weapons = vec![
        (JsWeapon::Musket, "Musket".to_string()),
        (JsWeapon::Rifle, "Rifle".to_string()),
        (JsWeapon::Pistol, "Pistol".to_string()),
        (JsWeapon::Bow, "Bow".to_string()),
        (JsWeapon::Thrown, "Thrown".to_string()),
    ];
    // A unit from an army or the battle brings its men and, for Sandarticus, the first missile its kit carries.
    let pick_shooters = Callback::new(move |o: Offer| {
        f.shooters.set(o.men);
        match &o.unit {
            Some(RosterUnit::Sandarticus(u)) => {
                if let Some(&w) = u.kit().iter().find(|w| SA_MISSILES.contains(w)) {
                    f.sa_weapon.set(w);
                }
            }
            Some(RosterUnit::JerseyShore(u)) => {
                if let Some(w) = u.troop.firearm() {
                    f.js_weapon.set(match w {
                        Firearm::Musket => JsWeapon::Musket,
                        Firearm::Rifle => JsWeapon::Rifle,
                        Firearm::Pistol => JsWeapon::Pistol,
                        Firearm::Bow => JsWeapon::Bow,
                    });
                }
            }
            _ => {}
        }
    });
    let pick_target = Callback::new(move |o: Offer| {
        f.target_men.set(o.men);
        if let Some(RosterUnit::Sandarticus(u)) = &o.unit {
            f.target_troop.set(u.troop);
        }
    });
    view! {
        <section class="sh-tab" aria-label="Shooting">
            <SourcePick offers=ctx.offers from=f.shooter_from on_pick=pick_shooters label="Shooters" id="shooters-src".to_string() />
            <CountField label="Men shooting" value=f.shooters error=shooters_err min=1 max=MAX_MEN id="shooters".to_string() />
            <Show when=sa fallback=move || view! {
                <Segmented label="Weapon" options=js_weapons.clone() value=f.js_weapon id="js-weapon" />
            }>
                <Segmented label="Weapon" options=sa_weapons.clone() value=f.sa_weapon id="sa-weapon" />
            </Show>
            <SourcePick offers=ctx.offers from=f.target_from on_pick=pick_target label="Target" id="target-src".to_string() />
            <Show when=sa>
                <Pick label="Target troops" options=troop_options() value=f.target_troop id="target-troop" />
            </Show>
            <CountField label="Men in the target" value=f.target_men error=men_err min=1 max=MAX_MEN id="target-men".to_string() />
            <p class="field-label">"Range: which third of the cord"</p>
            <Segmented label="Range" options=third_options() value=f.third id="third" />
            <p class="field-label">"Cover"</p>
            <Segmented label="Cover" options=cover_options() value=f.cover id="cover" />
            <div class="toggles">
                <Show when=sa fallback=move || view! {
                    <Toggle label="Shot at them before, and they haven't moved".to_string() value=f.shot_before id="shot-before" />
                    <Show when=move || f.cover.get() == Cover::Wall>
                        <Toggle label="Target is fighting (shooting or serving a gun)".to_string() value=f.target_fighting id="fighting" />
                    </Show>
                }>
                    <Toggle label="Shooters moved last move".to_string() value=f.firer_moved id="firer-moved" />
                    <Toggle label="Target moved last move".to_string() value=f.target_moved id="target-moved" />
                    <Toggle label="Shot from behind".to_string() value=f.rear id="rear" />
                    <Toggle label="Target formed, facing the shooters".to_string() value=f.formed id="formed" />
                </Show>
            </div>
            {move || match prepared() {
                Err(e) => view! { <p class="problem" role="alert" data-testid="shoot-problem">{e}</p> }.into_any(),
                Ok(p) => {
                    let per_man = (p.shots_per_man > 1).then(|| {
                        let miss = (1.0 - p.p_hit).powi(p.shots_per_man as i32);
                        format!(" \u{b7} each man ({} shots) hits at least once: {}", p.shots_per_man, percent(1.0 - miss))
                    });
                    view! {
                        <div class="sh-preview" data-testid="shoot-preview">
                            <p class="need" data-testid="need">{format!("Each shot: {}", need_text(p.needed, p.two_d6))}</p>
                            <p data-testid="p-hit">{format!("Chance per shot: {}", percent(p.p_hit))}{per_man}{format!(" \u{b7} {} shots", p.shots)}</p>
                            <OddsBlock dist=p.hits what="Hits" id="hits-odds" />
                            <OddsBlock dist=p.casualties what="Men falling" id="casualty-odds" />
                        </div>
                    }.into_any()
                }
            }}
            {move || outcome().map(|(s, r)| view! { <OutcomeLine summary=s rule=r /> })}
            <div class="sh-roll">
                <RollPanel request=request on_faces=Callback::new(move |faces| f.shot_faces.set(faces)) id="shoot-roll" />
            </div>
        </section>
    }
}
