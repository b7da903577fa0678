//! Artillery: the cup rule with a picture of where the cup lands, the ballista's string, grapeshot, mortars,
//! and whether a gun may fire this turn.

use leptos::prelude::*;
use rules::house_rules::HouseRules;
use rules::mechanism::{DiceRequest, Explained, Mechanism};
use rules::rule::{RuleId, System};
use rules::sandarticus::armour::troop_armour;
use rules::sandarticus::shooting::{OnagerShot, Shot, Target};
use rules::sandarticus::weapons::{Weapon, weapon};
use rules::sandy_hook::MAX_MEN;
use rules::sandy_hook::artillery::{
    CupShot, GRAPESHOT_RULE, Grapeshot, GunKind, Landings, Spot, check_mortar_distance, grapeshot,
};
use rules::sandy_hook::cords::CordScale;
use rules::sandy_hook::guns::{self, GunAction, GunState};
use rules::sandy_hook::scatter::Scatter;
use serde::{Deserialize, Serialize};

use super::form::{Form, facing};
use super::shoot::{cover_options, need_text, third_options, troop_options};
use super::{OddsBlock, Pick, use_ctx};
use crate::components::count_field::CountField;
use crate::components::roll_panel::RollPanel;
use crate::components::segmented::Segmented;
use crate::components::toggle::Toggle;
use crate::components::why::OutcomeLine;
use crate::screens::dice::ScatterPicture;
use rules::text::capitalise;
use rules::text::{fixed, percent};

/// The artillery helpers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArtKind {
    Cup,
    Ballista,
    Grapeshot,
    Gun,
}

const SPOTS: [&str; 5] = ["On target", "Short", "Over", "Left", "Right"];

fn landings(f: &Form) -> Landings {
    let s = f.spots.get();
    let spot = |men| Spot {
        men,
        behind_wall: false,
    };
    Landings {
        on_target: Spot {
            men: s[0],
            behind_wall: f.under_wall.get(),
        },
        short: spot(s[1]),
        over: spot(s[2]),
        left: spot(s[3]),
        right: spot(s[4]),
    }
}

/// The shot on the chosen tab, as the rules take it.
enum Art {
    Onager(OnagerShot),
    Cup(CupShot),
    Bolt(Shot),
}

fn art(f: &Form, system: System, house: &HouseRules) -> Option<Art> {
    let sa = system != System::JerseyShore;
    match (f.art.get(), sa) {
        (ArtKind::Cup, true) => Some(Art::Onager(OnagerShot {
            weapon: f.sa_engine.get(),
            landings: landings(f),
            target_armour: troop_armour(
                f.art_troop.get(),
                facing(false),
                false,
                &house.sandarticus,
            ),
        })),
        (ArtKind::Cup, false) => Some(Art::Cup(CupShot {
            gun: f.js_gun.get(),
            landings: landings(f),
            most_hit: None,
        })),
        (ArtKind::Ballista, _) => Some(Art::Bolt(Shot {
            weapon: Weapon::Ballista,
            shooters: 1,
            third: f.bolt_third.get(),
            cover: f.bolt_cover.get(),
            firer_moved: !f.bolt_still.get(),
            target_moved: !f.bolt_still.get(),
            target: Target::Troops {
                troop: f.art_troop.get(),
                facing: facing(false),
                formed_facing_enemy: false,
            },
            target_men: f.bolt_men.get() as i64,
        })),
        _ => None,
    }
}

impl Art {
    fn check(
        &self,
        f: &Form,
        h: &HouseRules,
    ) -> Result<(DiceRequest, rules::odds::Distribution), String> {
        let e = |e: rules::RulesError| e.to_string();
        if let Art::Cup(c) = self
            && c.gun == GunKind::Mortar
        {
            check_mortar_distance(f.mortar_inches.get() as f64, CordScale::Single).map_err(e)?;
        }
        Ok(match self {
            Art::Onager(s) => (
                s.dice_needed((&h.sandy_hook, &h.sandarticus)).map_err(e)?,
                s.odds((&h.sandy_hook, &h.sandarticus)).map_err(e)?,
            ),
            Art::Cup(s) => (
                s.dice_needed(&h.sandy_hook).map_err(e)?,
                s.odds(&h.sandy_hook).map_err(e)?,
            ),
            Art::Bolt(s) => (
                s.dice_needed(&h.sandarticus).map_err(e)?,
                s.odds(&h.sandarticus).map_err(e)?,
            ),
        })
    }

    fn resolve(&self, h: &HouseRules, faces: &[u8]) -> Option<(String, RuleId, Option<Scatter>)> {
        Some(match self {
            Art::Onager(s) => {
                let o = s.resolve((&h.sandy_hook, &h.sandarticus), faces).ok()?;
                (o.summary(), o.rule(), Some(o.cup.landing))
            }
            Art::Cup(s) => {
                let o = s.resolve(&h.sandy_hook, faces).ok()?;
                (o.summary(), o.rule(), Some(o.landing))
            }
            Art::Bolt(s) => {
                let o = s.resolve(&h.sandarticus, faces).ok()?;
                (o.summary(), o.rule(), None)
            }
        })
    }
}

#[component]
pub fn ArtilleryTab() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let sa = move || ctx.system.get() != System::JerseyShore;
    // Each system has its own engines: keep the chosen helper one the system has.
    Effect::new(move |_| {
        let k = f.art.get();
        let ok = if sa() {
            matches!(k, ArtKind::Cup | ArtKind::Ballista)
        } else {
            k != ArtKind::Ballista
        };
        if !ok {
            f.art.set(ArtKind::Cup);
        }
    });
    let kinds = move || {
        if sa() {
            vec![
                (ArtKind::Cup, "Onager cup".to_string()),
                (ArtKind::Ballista, "Ballista".to_string()),
            ]
        } else {
            vec![
                (ArtKind::Cup, "Cup".to_string()),
                (ArtKind::Grapeshot, "Grapeshot".to_string()),
                (ArtKind::Gun, "Gun state".to_string()),
            ]
        }
    };
    view! {
        <section class="sh-tab" aria-label="Artillery">
            {move || view! { <Segmented label="Artillery helper" options=kinds() value=f.art id="art" /> }}
            {move || match f.art.get() {
                ArtKind::Cup | ArtKind::Ballista => view! { <Shooting /> }.into_any(),
                ArtKind::Grapeshot => view! { <GrapeshotView /> }.into_any(),
                ArtKind::Gun => view! { <GunWidget /> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn Shooting() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let sa = move || ctx.system.get() != System::JerseyShore;
    let cup = move || f.art.get() == ArtKind::Cup;
    let spot_errs: [RwSignal<Option<String>>; 5] = std::array::from_fn(|_| RwSignal::new(None));
    let spot_vals: [RwSignal<u32>; 5] =
        std::array::from_fn(|i| RwSignal::new(f.spots.get_untracked()[i]));
    Effect::new(move |_| {
        let v = spot_vals.map(|s| s.get());
        if f.spots.get_untracked() != v {
            f.spots.set(v);
        }
    });
    let bolt_err = RwSignal::new(None);
    let mortar_err = RwSignal::new(None);
    let checked = move || {
        let h = ctx.house.get();
        art(&f, ctx.system.get(), &h)
            .ok_or_else(String::new)
            .and_then(|a| a.check(&f, &h))
    };
    let request = Signal::derive(move || checked().map(|c| c.0).unwrap_or(DiceRequest::Nothing));
    let outcome = move || {
        let faces = f.art_faces.get();
        if faces.is_empty() {
            return None;
        }
        let h = ctx.house.get();
        art(&f, ctx.system.get(), &h)?.resolve(&h, &faces)
    };
    let spot_fields = move || {
        SPOTS
        .into_iter()
        .enumerate()
        .map(|(i, label)| view! {
            <CountField label=label value=spot_vals[i] error=spot_errs[i] min=0 max=MAX_MEN id=format!("spot-{i}") />
        })
        .collect_view()
    };
    let bolt_need = move || {
        let h = ctx.house.get();
        match art(&f, ctx.system.get(), &h) {
            Some(Art::Bolt(s)) => s.preview(&h.sandarticus).ok().map(|p| {
                format!(
                    "The bolt: {} ({})",
                    need_text(p.needed, true),
                    percent(p.p_hit)
                )
            }),
            _ => None,
        }
    };
    view! {
        <Show when=sa>
            <Pick label="Target troops (for their armour)" options=troop_options() value=f.art_troop id="art-troop" />
        </Show>
        <Show when=cup fallback=move || view! {
            <p class="hint">"Stretch the string from the ballista; it strikes up to 3 men it touches."</p>
            <CountField label="Men the string touches" value=f.bolt_men error=bolt_err min=1 max=MAX_MEN id="bolt-men".to_string() />
            <Segmented label="Range" options=third_options() value=f.bolt_third id="bolt-third" />
            <Segmented label="Cover" options=cover_options() value=f.bolt_cover id="bolt-cover" />
            <Toggle label="Neither side moved last move".to_string() value=f.bolt_still />
            <p class="need" data-testid="bolt-need">{bolt_need}</p>
        }>
            <Show when=sa fallback=move || view! {
                <Segmented label="Gun" options=gun_options() value=f.js_gun id="js-gun" />
                <Show when=move || f.js_gun.get() == GunKind::Mortar>
                    <CountField label="Inches to the target" value=f.mortar_inches error=mortar_err min=0 max=2000 id="mortar-inches".to_string() />
                </Show>
            }>
                <Segmented label="Engine" options=engine_options() value=f.sa_engine id="engine" />
            </Show>
            <p class="hint">"Men under the cup where it could land:"</p>
            {spot_fields()}
            <Toggle label="Men on target are behind a stone wall".to_string() value=f.under_wall />
            <p class="odds-line">{move || {
                Scatter::odds(ctx.house.get().sandy_hook.scatter)
                    .into_iter()
                    .map(|(s, p)| format!("{} {}", landing_word(s), percent(p)))
                    .collect::<Vec<_>>()
                    .join(" \u{b7} ")
            }}</p>
        </Show>
        {move || match checked() {
            Err(e) => view! { <p class="problem" role="alert" data-testid="art-problem">{e}</p> }.into_any(),
            Ok((_, d)) => view! { <OddsBlock dist=d what="Men falling" id="art-odds" /> }.into_any(),
        }}
        {move || outcome().map(|(s, r, landing)| view! {
            {landing.map(|l| view! { <ScatterPicture scatter=l /> })}
            <OutcomeLine summary=s rule=r />
        })}
        <div class="sh-roll">
            <RollPanel request=request on_faces=Callback::new(move |faces| f.art_faces.set(faces)) id="art-roll" />
        </div>
    }
}

#[component]
fn GrapeshotView() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let err = RwSignal::new(None);
    let result = move || {
        let h = ctx.house.get();
        grapeshot(&Grapeshot {
            gun: f.grape_gun.get(),
            target_attacking: f.grape_attacking.get(),
            within_r1: f.grape_close.get(),
            men_under_cup: f.grape_men.get(),
            target_armour: h.jersey_shore.man_rating,
        })
    };
    view! {
        <Segmented label="Gun" options=gun_options() value=f.grape_gun id="grape-gun" />
        <CountField label="Men under the cup" value=f.grape_men error=err min=0 max=MAX_MEN id="grape-men".to_string() />
        <Toggle label="They are attacking".to_string() value=f.grape_attacking />
        <Toggle label="They are at R1 or closer".to_string() value=f.grape_close />
        <p class="hint">"No dice: grapeshot takes the nearest men."</p>
        {move || match result() {
            Ok(o) => view! { <OutcomeLine summary=o.summary() rule=GRAPESHOT_RULE /> }.into_any(),
            Err(e) => view! { <p class="problem" role="alert">{e.to_string()}</p> }.into_any(),
        }}
    }
}

/// A gun's handling through the turn: each button tries an action; refusals say why.
#[component]
fn GunWidget() -> impl IntoView {
    let ctx = use_ctx();
    let f = ctx.form;
    let message = RwSignal::new(None::<String>);
    let tow_err = RwSignal::new(None);
    let act = move |a: GunAction| match f.gun.get_untracked().apply(a) {
        Ok(g) => {
            f.gun.set(g);
            message.set(None);
        }
        Err(e) => message.set(Some(e.to_string())),
    };
    let state = move || match f.gun.get().state {
        GunState::InPosition => "In position".to_string(),
        GunState::Settling { turns_left } => format!(
            "Settling: {turns_left} more turn{}",
            if turns_left == 1 { "" } else { "s" }
        ),
        GunState::Hooked => "Hooked to its caisson".to_string(),
    };
    let can_fire = move || match f.gun.get().check_fire() {
        Ok(()) => "This gun can fire this turn.".to_string(),
        Err(e) => e.to_string(),
    };
    let caisson = move || ctx.house.get().jersey_shore.speeds.caisson;
    let tow = move |_| {
        act(GunAction::Tow {
            distance_r: f.tow_tenths.get_untracked() as f64 / 10.0,
            caisson_speed_r: caisson(),
        })
    };
    view! {
        <div class="gun-state" data-testid="gun-state">
            <p class="headline">{state}</p>
            <p data-testid="can-fire">{can_fire}</p>
            <p class="problem" role="alert">{move || message.get()}</p>
        </div>
        <div class="gun-actions">
            <button type="button" class="secondary" on:click=move |_| act(GunAction::Fire)>"Fire"</button>
            <button type="button" class="secondary" on:click=move |_| act(GunAction::Push)>"Push by hand"</button>
            <button type="button" class="secondary" on:click=move |_| act(GunAction::Hook)>"Hook to caisson"</button>
            <button type="button" class="secondary" on:click=move |_| act(GunAction::Unhook)>"Unhook"</button>
        </div>
        <CountField label="Tow distance (tenths of R)" value=f.tow_tenths error=tow_err min=0 max=100 id="tow".to_string() />
        <p class="hint">{move || format!("Caisson speed R{} (half in the turn it hooks up).", fixed(caisson(), 1))}</p>
        <button type="button" class="secondary" on:click=tow>"Tow"</button>
        <div class="sh-roll">
            <button type="button" class="primary" on:click=move |_| act(GunAction::EndTurn)>"End the turn"</button>
        </div>
        <p class="hint"><a href=crate::components::why::rule_href(guns::RULE)>"Why? See the rule"</a></p>
    }
}

fn landing_word(s: Scatter) -> &'static str {
    match s {
        Scatter::DirectHit => "On target",
        Scatter::Short => "short",
        Scatter::Over => "over",
        Scatter::Left => "left",
        Scatter::Right => "right",
        Scatter::Reroll => "again",
    }
}

fn gun_options() -> Vec<(GunKind, String)> {
    [GunKind::Cannon, GunKind::Howitzer, GunKind::Mortar]
        .into_iter()
        .map(|g| (g, capitalise(g.name())))
        .collect()
}

fn engine_options() -> Vec<(Weapon, String)> {
    [Weapon::Onager, Weapon::TenMinaOnager]
        .into_iter()
        .map(|w| (w, capitalise(weapon(w).name)))
        .collect()
}
