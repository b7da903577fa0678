//! Artillery and templates: the ballista or catapult ranging shot and burst, the scorpio bolt, chariots and
//! elephants running men over, and engines wearing down walls, towers, bridges and buildings.

use leptos::prelude::*;

use crate::field;
use rules::mechanism::{Explained, Mechanism};
use rules::roman_war::Staged;
use rules::roman_war::missiles::{
    Slope, Weapon, base_effect, effect_after_cover, protection, range_band,
};
use rules::roman_war::structures::{
    Bombardment, BuildingState, Fixed, MAX_STOREYS, Target, storey_state, storeys_from_total,
};
use rules::roman_war::templates::{
    ArtilleryShot, Beast, Engine, RUN_OVER_HIT_TO, RunOver, ScorpioShot, ranging_from,
};
use serde::{Deserialize, Serialize};

use super::shoot::{hits_on, survival_line};
use super::{MAX, RangeEditor, RwForm, TargetEditor, TargetFields, armour, house};
use crate::components::count_field::CountField;
use crate::components::dist_chart::DistChart;
use crate::components::pick::Pick;
use crate::components::segmented::Segmented;
use crate::screens::helpers::{OddsView, StagedRoll};
use rules::text::{fixed, percent};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    #[default]
    Ballista,
    Catapult,
    Scorpio,
    Chariot,
    Elephant,
    Structure,
}

/// What a bombardment hits, as the player picks it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StructurePick {
    WoodenWall,
    #[default]
    StoneWall,
    WoodenTower,
    StoneTower,
    LargeBridge,
    FootBridge,
    Building,
}

impl StructurePick {
    fn target(self, storeys: u32) -> Target {
        let f = match self {
            StructurePick::WoodenWall => Fixed::WoodenWallSection,
            StructurePick::StoneWall => Fixed::StoneWallSection,
            StructurePick::WoodenTower => Fixed::WoodenTower,
            StructurePick::StoneTower => Fixed::StoneTower,
            StructurePick::LargeBridge => Fixed::LargeBridge,
            StructurePick::FootBridge => Fixed::FootBridge,
            StructurePick::Building => {
                return Target::Building {
                    storeys: storeys as i64,
                };
            }
        };
        Target::Fixed(f)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ArtilleryForm {
    pub kind: Kind,
    pub range_in: u32,
    pub slope: Slope,
    pub men_under: u32,
    pub structure: StructurePick,
    pub storeys: u32,
    pub points_left: u32,
    pub shots: u32,
}

impl Default for ArtilleryForm {
    fn default() -> Self {
        ArtilleryForm {
            kind: Kind::Ballista,
            range_in: 15,
            slope: Slope::Level,
            men_under: 6,
            structure: StructurePick::StoneWall,
            storeys: 2,
            points_left: 40,
            shots: 1,
        }
    }
}

fn storey_names(states: &[BuildingState]) -> String {
    states
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let floor = if i == 0 {
                "ground floor".to_string()
            } else {
                format!("storey {}", i + 1)
            };
            format!("{floor}: {}", s.describe())
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A rolled result as (line, rule), or the rules' message.
fn explained<O: Explained>(
    r: Result<O, rules::error::RulesError>,
) -> Result<(String, &'static str), String> {
    r.map(|o| (o.summary(), o.rule()))
        .map_err(|e| e.to_string())
}

#[component]
pub fn ArtilleryTab(form: RwSignal<RwForm>) -> impl IntoView {
    let house = house();
    let kind = field!(form => artillery.kind);
    let range_in = field!(form => artillery.range_in);
    let slope = field!(form => artillery.slope);
    let men_under = field!(form => artillery.men_under);
    let structure = field!(form => artillery.structure);
    let storeys = field!(form => artillery.storeys);
    let points_left = field!(form => artillery.points_left);
    let shots = field!(form => artillery.shots);
    let t = TargetFields::new(form, 1);
    let errs: [RwSignal<Option<String>>; 5] = std::array::from_fn(|_| RwSignal::new(None));

    let weapon = Signal::derive(move || match kind.get() {
        Kind::Catapult => Weapon::Catapult,
        Kind::Scorpio => Weapon::Scorpio,
        _ => Weapon::Ballista,
    });
    let engine = move || match kind.get() {
        Kind::Catapult => Engine::Catapult,
        _ => Engine::Ballista,
    };
    let shot = move || ArtilleryShot {
        engine: engine(),
        range_in: range_in.get() as f64,
        slope: slope.get(),
        men_under: men_under.get() as i64,
        target_armour: armour(t.troop.get(), &house.get()),
        cover: t.cover(),
        wounded_earlier: t.wounded.get() as i64,
    };
    let scorpio = move || ScorpioShot {
        range_in: range_in.get() as f64,
        slope: slope.get(),
        target_armour: armour(t.troop.get(), &house.get()),
        men_in_line: men_under.get() as i64,
        cover: t.cover(),
        wounded_earlier: t.wounded.get() as i64,
    };
    let run_over = move || RunOver {
        beast: if kind.get() == Kind::Elephant {
            Beast::Elephant
        } else {
            Beast::Chariot
        },
        men_under: men_under.get() as i64,
        wounded_earlier: t.wounded.get() as i64,
    };
    let bombard = move || Bombardment {
        target: structure.get().target(storeys.get()),
        points_left: points_left.get() as i64,
        shots: shots.get() as i64,
    };
    let range_problem = Signal::derive(move || {
        range_band(
            weapon.get(),
            range_in.get() as f64,
            slope.get(),
            &house.get().roman_war,
        )
        .err()
        .map(|e| e.to_string())
    });
    // The effect set the engine needs, for the "needed" line.
    let effect = move || {
        let h = house.get();
        let band = range_band(
            weapon.get(),
            range_in.get() as f64,
            slope.get(),
            &h.roman_war,
        )
        .ok()?;
        let prot = protection(weapon.get(), &t.cover(), &h.roman_war).ok()?;
        let a = armour(t.troop.get(), &h);
        Some((
            band,
            prot,
            effect_after_cover(base_effect(weapon.get(), band, a, &h.roman_war), prot),
        ))
    };
    let needed = move || -> Option<String> {
        let h = house.get();
        match kind.get() {
            Kind::Ballista | Kind::Catapult => {
                let from = ranging_from(engine(), range_in.get() as f64, slope.get(), &h.roman_war)
                    .ok()?;
                let (band, prot, e) = effect()?;
                Some(format!(
                    "Ranging shot lands on {} ({} for one die); then each man under the burst {} ({} range, {}); then {}.",
                    rules::roman_war::missiles::Effect(from).describe(),
                    percent(rules::odds::p_d6_at_least(from as i64)),
                    hits_on(e),
                    band.name(),
                    prot.describe(),
                    survival_line()
                ))
            }
            Kind::Scorpio => {
                let (band, prot, e) = effect()?;
                Some(format!(
                    "Each man in the bolt's line (up to {} ranks) {} ({} range, {}); then {}.",
                    Weapon::Scorpio.profile(&h.roman_war).ranks_hit,
                    hits_on(e),
                    band.name(),
                    prot.describe(),
                    survival_line()
                ))
            }
            Kind::Chariot | Kind::Elephant => Some(format!(
                "Each man under the template is hit on 1\u{2013}{RUN_OVER_HIT_TO}; then {}.",
                survival_line()
            )),
            Kind::Structure => {
                let b = bombard();
                let now = match b.target {
                    Target::Building { storeys } => {
                        storeys_from_total(b.points_left, storeys, &h.roman_war)
                            .and_then(|ps| {
                                ps.into_iter()
                                    .map(|p| storey_state(p, &h.roman_war))
                                    .collect::<Result<Vec<_>, _>>()
                            })
                            .map(|s| format!(" Now: {}.", storey_names(&s)))
                            .unwrap_or_default()
                    }
                    _ => String::new(),
                };
                Some(format!(
                    "Each shot that lands rolls one die, taken off the points.{now}"
                ))
            }
        }
    };
    let odds = Memo::new(move |_| {
        let h = house.get();
        match kind.get() {
            Kind::Ballista | Kind::Catapult => shot().odds(&h.roman_war),
            Kind::Scorpio => scorpio().odds(&h.roman_war),
            Kind::Chariot | Kind::Elephant => run_over().odds(()),
            Kind::Structure => bombard().odds(&h.roman_war),
        }
        .map_err(|e| e.to_string())
    });
    let odds_view = move || {
        let d = odds.get().ok()?;
        Some(if kind.get() == Kind::Structure {
            let full = bombard().points_left;
            view! {
                <div class="odds-view" data-testid="art-odds">
                    <DistChart dist=d.clone() caption=format!("Points left: mean {}", fixed(d.mean(), 1)) />
                    <p class="big-line">{format!("Destroyed or collapsed after these shots: {}. Still at {full}: {}.",
                        percent(d.p_exactly(0)), percent(d.p_exactly(full)))}</p>
                </div>
            }
            .into_any()
        } else {
            view! { <OddsView dist=d what="Men dead" id="art-odds" /> }.into_any()
        })
    };
    let next = Callback::new(move |faces: Vec<u8>| {
        let h = house.get();
        let r = match kind.get() {
            Kind::Ballista | Kind::Catapult => shot().next_dice(&h.roman_war, &faces),
            Kind::Scorpio => scorpio().next_dice(&h.roman_war, &faces),
            Kind::Chariot | Kind::Elephant => run_over().next_dice((), &faces),
            Kind::Structure => bombard().next_dice(&h.roman_war, &faces),
        };
        let label = match (kind.get(), faces.len()) {
            (Kind::Ballista | Kind::Catapult, 0) => "Ranging die",
            (Kind::Ballista | Kind::Catapult, 1) => "Burst dice, one per man under it",
            (Kind::Structure, _) => "One die per shot",
            (_, 0) => "Hit dice, one per man",
            _ => "Survival dice, one per man hit",
        };
        r.map(|r| (r, label.to_string())).map_err(|e| e.to_string())
    });
    let finish = Callback::new(move |faces: Vec<u8>| {
        let h = house.get();
        match kind.get() {
            Kind::Ballista | Kind::Catapult => explained(shot().resolve(&h.roman_war, &faces)),
            Kind::Scorpio => explained(scorpio().resolve(&h.roman_war, &faces)),
            Kind::Chariot | Kind::Elephant => explained(run_over().resolve((), &faces)),
            Kind::Structure => bombard()
                .resolve(&h.roman_war, &faces)
                .map(|o| {
                    let mut line = o.summary();
                    if !o.storeys.is_empty() {
                        line.push_str(&format!(" {}.", storey_names(&o.storeys)));
                    }
                    if let Some(b) = o.bridge {
                        line.push_str(&format!(
                            " It now takes {} abreast{}.",
                            b.men_abreast,
                            if b.cavalry_abreast == 0 {
                                ", no horsemen"
                            } else {
                                ""
                            }
                        ));
                    }
                    (line, o.rule())
                })
                .map_err(|e| e.to_string()),
        }
    });
    let aimed = move || matches!(kind.get(), Kind::Ballista | Kind::Catapult | Kind::Scorpio);
    let men_label = move || match kind.get() {
        Kind::Scorpio => "Men in the bolt's line",
        Kind::Chariot | Kind::Elephant => "Men under the template",
        _ => "Men under the burst",
    };
    view! {
        <section class="tab-body" aria-label="Artillery">
            <Segmented label="Engine or template" value=kind id="art-kind" options=vec![
                (Kind::Ballista, "Ballista".to_string()),
                (Kind::Catapult, "Catapult".to_string()),
                (Kind::Scorpio, "Scorpio".to_string()),
                (Kind::Chariot, "Chariot".to_string()),
                (Kind::Elephant, "Elephant".to_string()),
                (Kind::Structure, "Walls".to_string()),
            ] />
            <Show when=aimed>
                <RangeEditor weapon=weapon inches=range_in slope=slope problem=range_problem id="art" />
                <TargetEditor t=t weapon=weapon block=false id="art" />
            </Show>
            <Show when=move || kind.get() != Kind::Structure>
                {move || view! { <CountField label=men_label() value=men_under error=errs[0] min=0 max=MAX id="art-men".to_string() /> }}
                <CountField label="Of those, already wounded this turn" value=t.wounded error=errs[1] min=0 max=MAX id="art-wounded".to_string() />
            </Show>
            <Show when=move || kind.get() == Kind::Structure>
                <Pick label="Target" value=structure id="art-structure" options=vec![
                    (StructurePick::WoodenWall, "Wooden wall (2 in section)".to_string()),
                    (StructurePick::StoneWall, "Stone wall (2 in section)".to_string()),
                    (StructurePick::WoodenTower, "Wooden tower".to_string()),
                    (StructurePick::StoneTower, "Stone tower".to_string()),
                    (StructurePick::LargeBridge, "Large bridge".to_string()),
                    (StructurePick::FootBridge, "Foot bridge".to_string()),
                    (StructurePick::Building, "Building".to_string()),
                ] />
                <Show when=move || structure.get() == StructurePick::Building>
                    <CountField label="Storeys" value=storeys error=errs[2] min=1 max=MAX_STOREYS as u32 id="art-storeys".to_string() />
                </Show>
                <CountField label="Points left" value=points_left error=errs[3] min=0 max=1000 id="art-points".to_string() />
                <CountField label="Shots that landed" value=shots error=errs[4] min=0 max=MAX id="art-shots".to_string() />
            </Show>
            <p class="field-error" role="alert" data-testid="art-problem">{move || odds.get().err().filter(|e| !aimed() || range_problem.get().as_ref() != Some(e))}</p>
            <p class="big-line" data-testid="art-needed">{needed}</p>
            {odds_view}
            <StagedRoll next=next finish=finish id="art-roll" />
        </section>
    }
}
