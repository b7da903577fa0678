//! Shooting, Jersey Shore: what each shot needs and how many fall, first; then who shoots at whom, with only the
//! controls that change the answer for the weapon chosen; then the exact odds and the roll.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::jersey_shore::House;
use rules::jersey_shore::weapons::{Firearm, JsShot, JsThrow};
use rules::mechanism::{Explained, Mechanism};
use rules::odds::p_d6_at_least;
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::cords::{Cord, CordScale, Third, cord_inches};
use rules::sandy_hook::shooting::{Cover, THROWN_HITS_ON};

use super::super::ctx::use_ctx;
use super::super::shot::{
    CasualtyOdds, Checked, Need, Preview, ShotAnswer, ShotDock, forget_on_change,
};
use super::form::{JsForm, JsWeapon, Shoot};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::count_field::CountField;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::source::SourcePick;

/// A shot as the rules take it.
#[derive(Clone, PartialEq)]
enum Input {
    Fire(JsShot),
    Throw(JsThrow),
}

/// The middle of a third of a cord, in inches: the rules measure a distance, the player reads the cord's third.
fn inches_in(cord: Cord, third: Third) -> f64 {
    cord_inches(cord, CordScale::Single) * (third as u8 as f64 + 0.5) / 3.0
}

fn firearm(w: JsWeapon) -> Firearm {
    match w {
        JsWeapon::Musket => Firearm::Musket,
        JsWeapon::Rifle => Firearm::Rifle,
        JsWeapon::Pistol => Firearm::Pistol,
        JsWeapon::Bow | JsWeapon::Thrown => Firearm::Bow,
    }
}

fn input(s: &Shoot, h: &House) -> Input {
    if s.weapon == JsWeapon::Thrown {
        // A throw reaches only the close third of R1, whatever the range control says.
        return Input::Throw(JsThrow {
            throwers: s.shooters,
            distance_inches: inches_in(Cord::R1, Third::Close),
            scale: CordScale::Single,
            target_men: s.target_men,
        });
    }
    let weapon = firearm(s.weapon);
    Input::Fire(JsShot {
        weapon,
        shooters: s.shooters,
        distance_inches: inches_in(h.weapons.stats(weapon).reach.cord, s.third),
        scale: CordScale::Single,
        cover: s.cover,
        target_fighting: s.target_fighting,
        firing_again_at_unmoved: s.shot_before,
        target_men: s.target_men,
    })
}

impl Input {
    fn check(&self, h: &House) -> Checked {
        let e = |e: rules::RulesError| e.to_string();
        match self {
            Input::Fire(s) => {
                let v = s.volley(h).map_err(e)?;
                Ok(Preview {
                    request: s.dice_needed(h).map_err(e)?,
                    shots: v.shots(),
                    need: Some(Need {
                        needed: v.needed(),
                        two_d6: true,
                        p_hit: v.p_hit(),
                    }),
                    per_man: v.rate_of_fire,
                    casualties: s.odds(h).map_err(e)?,
                })
            }
            Input::Throw(t) => Ok(Preview {
                request: t.dice_needed(h).map_err(e)?,
                shots: t.throwers,
                need: Some(Need {
                    needed: THROWN_HITS_ON as i32,
                    two_d6: false,
                    p_hit: p_d6_at_least(THROWN_HITS_ON as i64),
                }),
                per_man: 1,
                casualties: t.odds(h).map_err(e)?,
            }),
        }
    }

    fn resolve(&self, h: &House, faces: &[u8]) -> Option<(String, &'static str)> {
        let o = match self {
            Input::Fire(s) => s.resolve(h, faces).ok()?,
            Input::Throw(t) => t.resolve(h, faces).ok()?,
        };
        Some((o.summary(), o.rule()))
    }
}

/// A unit from an army or the battle brings its men and its firearm.
fn fill_shooters(f: &mut Shoot, o: &Offer) {
    f.shooters = o.men;
    if let Some(RosterUnit::JerseyShore(u)) = &o.unit
        && let Some(w) = u.troop.firearm()
    {
        f.weapon = match w {
            Firearm::Musket => JsWeapon::Musket,
            Firearm::Rifle => JsWeapon::Rifle,
            Firearm::Pistol => JsWeapon::Pistol,
            Firearm::Bow => JsWeapon::Bow,
        };
    }
}

#[component]
pub fn ShootTab() -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let input = Computed::new(move || {
        ctx.house
            .with(|h| form.with(|f| input(&f.shoot, &h.jersey_shore)))
    });
    let faces = field!(form => shoot.faces);
    forget_on_change(input, faces);
    let checked =
        Computed::new(move || ctx.house.with(|h| input.with(|s| s.check(&h.jersey_shore))));
    let rolled = Signal::derive(move || {
        let f = faces.get();
        (!f.is_empty())
            .then(|| {
                ctx.house
                    .with(|h| input.with(|s| s.resolve(&h.jersey_shore, &f)))
            })
            .flatten()
    });
    let thrown = Computed::new(move || form.with(|f| f.shoot.weapon == JsWeapon::Thrown));
    let aimed = move || {
        if thrown.get() {
            view! {
                <p class="note" data-testid="thrown-note">
                    "A throw reaches only the close third of R1; cover and earlier shots make no difference to it."
                </p>
            }
            .into_any()
        } else {
            view! {
                <p class="field-label">"Range: which third of the weapon's cord"</p>
                <Segmented label="Range" options=options() value=field!(form => shoot.third) id="third" />
                <p class="field-label">"Cover"</p>
                <Segmented label="Cover" options=options() value=field!(form => shoot.cover) id="cover" />
                <Toggle label="Shot at them before, and they haven't moved" value=field!(form => shoot.shot_before) id="shot-before" />
                <Toggle label="Target is fighting (shooting or serving a gun)" value=field!(form => shoot.target_fighting) id="fighting"
                    off=Signal::derive(move || form.with(|f| (f.shoot.cover != Cover::Wall).then_some("Only matters behind a wall or in a fort."))) />
            }
            .into_any()
        }
    };
    view! {
        <section class="sh-tab" aria-label="Shooting">
            <ShotAnswer checked=checked rolled=rolled />
            <SourcePick offers=ctx.offers from=field!(form => shoot.shooters_from) label="Shooters"
                on_pick=Callback::new(move |o: Offer| form.update(|f| fill_shooters(&mut f.shoot, &o)))
                id="shooters-src".to_string() />
            <CountField label="Men shooting" value=field!(form => shoot.shooters) min=1 max=MAX_MEN id="shooters" />
            <Segmented label="Weapon" options=options() value=field!(form => shoot.weapon) id="js-weapon" />
            <SourcePick offers=ctx.offers from=field!(form => shoot.target_from) label="Target"
                on_pick=Callback::new(move |o: Offer| form.update(|f| f.shoot.target_men = o.men))
                id="target-src".to_string() />
            <CountField label="Men in the target" value=field!(form => shoot.target_men) min=1 max=MAX_MEN id="target-men" />
            {aimed}
            <CasualtyOdds checked=checked id="casualty-odds" />
            <ShotDock checked=checked faces=faces id="shoot-roll" />
        </section>
    }
}
