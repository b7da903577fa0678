//! Shooting, Sandarticus: what each shot needs and how many fall, first; then who shoots at whom; then the exact
//! odds and the roll.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Explained, Mechanism};
use rules::sandarticus::House;
use rules::sandarticus::armour::Facing;
use rules::sandarticus::shooting::{Shot, Target};
use rules::sandarticus::weapons::Weapon;
use rules::sandy_hook::MAX_MEN;
use rules::text::Choice;

use super::super::ctx::use_ctx;
use super::super::shot::{
    CasualtyOdds, Checked, Need, Preview, ShotAnswer, ShotDock, forget_on_change,
};
use super::form::{SaForm, Shoot};
use crate::battle_snapshot::{Offer, RosterUnit};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::field;
use crate::screens::helpers::source::SourcePick;

/// The weapons a unit shoots with (the engines have their own tab).
const MISSILES: [Weapon; 4] = [Weapon::Sling, Weapon::Bow, Weapon::Javelin, Weapon::Pilum];

fn shot(s: &Shoot) -> Shot {
    Shot {
        weapon: s.weapon,
        shooters: s.shooters as i64,
        third: s.third,
        cover: s.cover,
        firer_moved: s.firer_moved,
        target_moved: s.target_moved,
        target: Target::Troops {
            troop: s.target,
            facing: if s.rear { Facing::Rear } else { Facing::Front },
            formed_facing_enemy: s.formed && !s.rear,
        },
        target_men: s.target_men as i64,
    }
}

/// A shot's answer before rolling (also the ballista's, on the engines tab).
pub fn check(shot: &Shot, h: &House) -> Checked {
    let e = |e: rules::RulesError| e.to_string();
    let p = shot.preview(h).map_err(e)?;
    Ok(Preview {
        request: shot.dice_needed(h).map_err(e)?,
        shots: p.shots,
        need: Some(Need {
            needed: p.needed,
            two_d6: true,
            p_hit: p.p_hit,
        }),
        per_man: 1,
        casualties: shot.odds(h).map_err(e)?,
    })
}

/// A unit from an army or the battle brings its men and the first missile its kit carries.
fn fill_shooters(f: &mut Shoot, o: &Offer) {
    f.shooters = o.men;
    if let Some(RosterUnit::Sandarticus(u)) = &o.unit
        && let Some(&w) = u.kit().iter().find(|w| MISSILES.contains(w))
    {
        f.weapon = w;
    }
}

fn fill_target(f: &mut Shoot, o: &Offer) {
    f.target_men = o.men;
    if let Some(RosterUnit::Sandarticus(u)) = &o.unit {
        f.target = u.troop;
    }
}

#[component]
pub fn ShootTab() -> impl IntoView {
    let ctx = use_ctx::<SaForm>();
    let form = ctx.form;
    let input = Computed::new(move || form.with(|f| shot(&f.shoot)));
    let faces = field!(form => shoot.faces);
    forget_on_change(input, faces);
    let checked =
        Computed::new(move || ctx.house.with(|h| input.with(|s| check(s, &h.sandarticus))));
    let rolled = Signal::derive(move || {
        let f = faces.get();
        (!f.is_empty())
            .then(|| {
                ctx.house
                    .with(|h| input.with(|s| s.resolve(&h.sandarticus, &f).ok()))
            })
            .flatten()
            .map(|o| (o.summary(), o.rule()))
    });
    let rear = field!(form => shoot.rear);
    let weapons = MISSILES.map(|w| (w, w.label().to_string())).to_vec();
    view! {
        <section class="sh-tab" aria-label="Shooting">
            <ShotAnswer checked=checked rolled=rolled />
            <SourcePick offers=ctx.offers from=field!(form => shoot.shooters_from) label="Shooters"
                on_pick=Callback::new(move |o: Offer| form.update(|f| fill_shooters(&mut f.shoot, &o)))
                id="shooters-src".to_string() />
            <CountField label="Men shooting" value=field!(form => shoot.shooters) min=1 max=MAX_MEN id="shooters" />
            <Segmented label="Weapon" options=weapons value=field!(form => shoot.weapon) id="sa-weapon" />
            <SourcePick offers=ctx.offers from=field!(form => shoot.target_from) label="Target"
                on_pick=Callback::new(move |o: Offer| form.update(|f| fill_target(&mut f.shoot, &o)))
                id="target-src".to_string() />
            <Pick label="Target troops" options=options() value=field!(form => shoot.target) id="target-troop" />
            <CountField label="Men in the target" value=field!(form => shoot.target_men) min=1 max=MAX_MEN id="target-men" />
            <p class="field-label">"Range: which third of the cord"</p>
            <Segmented label="Range" options=options() value=field!(form => shoot.third) id="third" />
            <p class="field-label">"Cover"</p>
            <Segmented label="Cover" options=options() value=field!(form => shoot.cover) id="cover" />
            <div class="toggles">
                <Toggle label="Shooters moved last move" value=field!(form => shoot.firer_moved) id="firer-moved" />
                <Toggle label="Target moved last move" value=field!(form => shoot.target_moved) id="target-moved" />
                <Toggle label="Shot from behind" value=rear id="rear" />
                <Toggle label="Target formed, facing the shooters" value=field!(form => shoot.formed) id="formed"
                    off=Signal::derive(move || rear.get().then_some("No help from behind: they face the other way.")) />
            </div>
            <CasualtyOdds checked=checked id="casualty-odds" />
            <ShotDock checked=checked faces=faces id="shoot-roll" />
        </section>
    }
}
