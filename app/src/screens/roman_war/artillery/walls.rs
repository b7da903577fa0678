//! Engines wearing down a wall, a tower, a bridge or a building: a die off the points for each shot that
//! lands, and what is left standing.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::{Explained, Mechanism, Staged};
use rules::roman_war::structures::{
    BuildingState, Fixed, MAX_STOREYS, Target, storey_state, storeys_from_total,
};
use rules::text::percent;
use serde::{Deserialize, Serialize};

use super::super::answer::{Odds, shown};
use super::super::{MAX, RwForm, house};
use crate::components::count_field::CountField;
use crate::components::odds_view::{Noun, OddsView};
use crate::components::pick::Pick;
use crate::components::problem::Problem;
use crate::components::segmented::options;
use crate::field;
use crate::screens::helpers::staged::{Roll, RollDock, RollResult, Told};

crate::choices! {
    /// What a bombardment hits, as the player picks it.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum StructurePick {
        WoodenWall => "Wooden wall (2 in section)",
        #[default]
        StoneWall => "Stone wall (2 in section)",
        WoodenTower => "Wooden tower",
        StoneTower => "Stone tower",
        LargeBridge => "Large bridge",
        FootBridge => "Foot bridge",
        Building => "Building",
    }
}

impl StructurePick {
    fn target(self, storeys: u32) -> Target {
        Target::Fixed(match self {
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
        })
    }
}

/// "ground floor: full cover; storey 2: no cover".
fn storey_names(states: &[BuildingState]) -> String {
    let floor = |i: usize| match i {
        0 => "ground floor".to_string(),
        _ => format!("storey {}", i + 1),
    };
    let parts: Vec<String> = states
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{}: {}", floor(i), s.describe()))
        .collect();
    parts.join("; ")
}

const POINTS: Noun = Noun::new("point left", "points left");

#[component]
pub fn Walls(form: RwSignal<RwForm>, pick: ViewFn) -> impl IntoView {
    let house = house();
    let structure = field!(form => artillery.structure);
    let storeys = field!(form => artillery.storeys);
    let points = field!(form => artillery.points_left);
    let shots = field!(form => artillery.shots);
    let bombard = move || rules::roman_war::structures::Bombardment {
        target: structure.get().target(storeys.get()),
        points_left: points.get() as i64,
        shots: shots.get() as i64,
    };
    let odds: Odds = Computed::new(move || {
        bombard()
            .odds(&house.get().roman_war)
            .map_err(|e| e.to_string())
    });
    // A building's storeys as they stand now, before the shots.
    let now = move || {
        let h = &house.get().roman_war;
        let Target::Building { storeys } = bombard().target else {
            return String::new();
        };
        storeys_from_total(points.get() as i64, storeys, h)
            .and_then(|ps| {
                ps.into_iter()
                    .map(|p| storey_state(p, h))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map(|s| format!(" Now: {}.", storey_names(&s)))
            .unwrap_or_default()
    };
    let fate = move || {
        let d = odds.get().ok()?;
        Some(format!(
            "Destroyed or collapsed after these shots: {}. Still at {}: {}.",
            percent(d.p_exactly(0)),
            points.get(),
            percent(d.p_exactly(points.get() as i64))
        ))
    };
    let roll = Roll::new(
        Callback::new(move |faces: Vec<u8>| {
            bombard()
                .next_stage(&house.get().roman_war, &faces)
                .map_err(|e| e.to_string())
        }),
        Callback::new(move |faces: Vec<u8>| {
            let o = bombard()
                .resolve(&house.get().roman_war, &faces)
                .map_err(|e| e.to_string())?;
            let mut told = Told::new(o.summary(), o.rule());
            if !o.storeys.is_empty() {
                told.sides.push(format!(
                    "{}.",
                    rules::text::capitalise(&storey_names(&o.storeys))
                ));
            }
            if let Some(b) = o.bridge {
                let horse = if b.cavalry_abreast == 0 {
                    ", no horsemen"
                } else {
                    ""
                };
                told.sides
                    .push(format!("It now takes {} abreast{horse}.", b.men_abreast));
            }
            Ok(told)
        }),
    );
    let problem = Signal::derive(move || odds.get().err());
    view! {
        <section class="tab-body" aria-label="Artillery">
            <RollResult roll=roll />
            <div class="answer" class:hidden=move || odds.with(Result::is_err) data-testid="art-needed">
                <p class="big-line">{move || format!("Each shot that lands rolls one die, taken off the points.{}", now())}</p>
                <p class="big-line" data-testid="art-fate">{fate}</p>
                <OddsView dist=shown(odds) what=POINTS id="art-odds" />
            </div>
            <Problem text=problem id="art-problem" />
            {pick.run()}
            <Pick label="Target" value=structure id="art-structure" options={options::<StructurePick>()} />
            {move || (structure.get() == StructurePick::Building).then(|| view! {
                <CountField label="Storeys" value=storeys min=1 max=MAX_STOREYS as u32 id="art-storeys" />
            })}
            <CountField label="Points left" value=points min=0 max=1000 id="art-points" />
            <CountField label="Shots that landed" value=shots min=0 max=MAX id="art-shots" />
            <RollDock roll=roll id="art-roll" />
        </section>
    }
}
