//! Guns, Jersey Shore: the cup rule with where the cup lands, grapeshot, and whether a gun may fire this turn.
//! Each helper leads with its answer.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::HouseRules;
use rules::mechanism::{Explained, Mechanism};
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::artillery::{
    CupShot, GRAPESHOT_RULE, Grapeshot, GunKind, check_mortar_distance, grapeshot,
};
use rules::sandy_hook::cords::CordScale;
use rules::sandy_hook::guns::{self, GunAction, GunState};
use rules::text::{Choice, fixed};

use super::super::ctx::use_ctx;
use super::super::cup::{CupSpots, ScatterLine, landings};
use super::super::shot::{CasualtyOdds, Checked, Preview, ShotAnswer, ShotDock, forget_on_change};
use super::form::{GunHelper, Guns, JsForm};
use crate::components::count_field::CountField;
use crate::components::problem::Problem;
use crate::components::segmented::{Segmented, options};
use crate::components::toggle::Toggle;
use crate::components::why::{OutcomeLine, rule_href};
use crate::field;
use crate::screens::dice::ScatterPicture;

/// The guns of the game, for its pickers.
fn gun_options() -> Vec<(GunKind, String)> {
    [GunKind::Cannon, GunKind::Howitzer, GunKind::Mortar]
        .map(|g| (g, g.label().to_string()))
        .to_vec()
}

fn cup_shot(g: &Guns) -> CupShot {
    CupShot {
        gun: g.gun,
        landings: landings(g.spots, g.under_wall),
        most_hit: None,
    }
}

fn check(g: &Guns, s: &CupShot, h: &HouseRules) -> Checked {
    let e = |e: rules::RulesError| e.to_string();
    if s.gun == GunKind::Mortar {
        check_mortar_distance(g.mortar_inches as f64, CordScale::Single).map_err(e)?;
    }
    Ok(Preview {
        request: s.dice_needed(&h.sandy_hook).map_err(e)?,
        shots: 1,
        need: None,
        per_man: 1,
        casualties: s.odds(&h.sandy_hook).map_err(e)?,
    })
}

#[component]
pub fn GunsTab() -> impl IntoView {
    let form = use_ctx::<JsForm>().form;
    let helper = Computed::new(move || form.with(|f| f.guns.helper));
    view! {
        <section class="sh-tab" aria-label="Guns">
            <Segmented label="Gun helper" options=options() value=field!(form => guns.helper) id="art" />
            {move || match helper.get() {
                GunHelper::Cup => view! { <Cup /> }.into_any(),
                GunHelper::Grapeshot => view! { <GrapeshotHelper /> }.into_any(),
                GunHelper::Gun => view! { <GunHandling /> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn Cup() -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let input = Computed::new(move || form.with(|f| (cup_shot(&f.guns), f.guns.mortar_inches)));
    let faces = field!(form => guns.faces);
    forget_on_change(input, faces);
    let checked = Computed::new(move || {
        ctx.house
            .with(|h| form.with(|f| input.with(|(s, _)| check(&f.guns, s, h))))
    });
    let outcome = Computed::new(move || {
        let f = faces.get();
        (!f.is_empty())
            .then(|| {
                ctx.house
                    .with(|h| input.with(|(s, _)| s.resolve(&h.sandy_hook, &f).ok()))
            })
            .flatten()
    });
    let rolled = Signal::derive(move || outcome.get().map(|o| (o.summary(), o.rule())));
    let mortar = Computed::new(move || form.with(|f| f.guns.gun == GunKind::Mortar));
    view! {
        <ShotAnswer checked=checked rolled=rolled />
        {move || outcome.get().map(|o| view! { <ScatterPicture scatter=o.landing /> })}
        <ScatterLine house=ctx.house />
        <Segmented label="Gun" options=gun_options() value=field!(form => guns.gun) id="js-gun" />
        {move || mortar.get().then(|| view! {
            <CountField label="Inches to the target" value=field!(form => guns.mortar_inches) min=0 max=2000 id="mortar-inches" />
        })}
        <CupSpots spots=std::array::from_fn(|k| field!(form, i = k => guns.spots[i]))
            under_wall=field!(form => guns.under_wall) />
        <CasualtyOdds checked=checked id="art-odds" />
        <ShotDock checked=checked faces=faces id="art-roll" />
    }
}

#[component]
fn GrapeshotHelper() -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let result = Computed::new(move || {
        ctx.house.with(|h| {
            form.with(|f| {
                grapeshot(&Grapeshot {
                    gun: f.guns.grape_gun,
                    target_attacking: f.guns.grape_attacking,
                    within_r1: f.guns.grape_close,
                    men_under_cup: f.guns.grape_men,
                    target_armour: h.jersey_shore.man_rating,
                })
                .map(|o| o.summary())
                .map_err(|e| e.to_string())
            })
        })
    });
    let problem = Signal::derive(move || result.get().err());
    view! {
        <div class="answer">
            {move || result.get().ok().map(|s| view! { <OutcomeLine summary=s rule=GRAPESHOT_RULE /> })}
            <Problem text=problem />
        </div>
        <p class="hint">"No dice: grapeshot takes the nearest men."</p>
        <Segmented label="Gun" options=gun_options() value=field!(form => guns.grape_gun) id="grape-gun" />
        <CountField label="Men under the cup" value=field!(form => guns.grape_men) min=0 max=MAX_MEN id="grape-men" />
        <Toggle label="They are attacking" value=field!(form => guns.grape_attacking) id="grape-attacking" />
        <Toggle label="They are at R1 or closer" value=field!(form => guns.grape_close) id="grape-close" />
    }
}

fn state_line(state: GunState) -> String {
    match state {
        GunState::InPosition => "In position".to_string(),
        GunState::Settling { turns_left: 1 } => "Settling: 1 more turn".to_string(),
        GunState::Settling { turns_left } => format!("Settling: {turns_left} more turns"),
        GunState::Hooked => "Hooked to its caisson".to_string(),
    }
}

/// A gun's handling through the turn: each button tries an action; a refusal says why.
#[component]
fn GunHandling() -> impl IntoView {
    let ctx = use_ctx::<JsForm>();
    let form = ctx.form;
    let gun = field!(form => guns.state);
    let message = RwSignal::new(None::<String>);
    let act = move |a: GunAction| match gun.get_untracked().apply(a) {
        Ok(g) => {
            gun.set(g);
            message.set(None);
        }
        Err(e) => message.set(Some(e.to_string())),
    };
    let can_fire = move || match gun.get().check_fire() {
        Ok(()) => "This gun can fire this turn.".to_string(),
        Err(e) => e.to_string(),
    };
    let caisson = move || ctx.house.with(|h| h.jersey_shore.speeds.caisson);
    let tow = move |_| {
        act(GunAction::Tow {
            distance_r: form.with_untracked(|f| f.guns.tow_tenths) as f64 / 10.0,
            caisson_speed_r: caisson(),
        })
    };
    let button = move |label: &'static str, a: GunAction| {
        view! { <button type="button" class="secondary" on:click=move |_| act(a)>{label}</button> }
    };
    view! {
        <div class="answer gun-state" data-testid="gun-state">
            <p class="headline">{move || state_line(gun.get().state)}</p>
            <p data-testid="can-fire">{can_fire}</p>
            <Problem text=message />
            <a class="why" href=rule_href(guns::RULE)>"Why? See the rule"</a>
        </div>
        <div class="gun-actions">
            {button("Fire", GunAction::Fire)}
            {button("Push by hand", GunAction::Push)}
            {button("Hook to caisson", GunAction::Hook)}
            {button("Unhook", GunAction::Unhook)}
        </div>
        <CountField label="Tow distance (tenths of R)" value=field!(form => guns.tow_tenths) min=0 max=100 id="tow" />
        <p class="hint">{move || format!("Caisson speed R{} (half in the turn it hooks up).", fixed(caisson(), 1))}</p>
        <button type="button" class="secondary wide" on:click=tow>"Tow"</button>
        <div class="sh-roll">
            <button type="button" class="primary" on:click=move |_| act(GunAction::EndTurn)>"End the turn"</button>
        </div>
    }
}
