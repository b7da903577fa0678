//! Artillery and templates: the ballista or catapult ranging shot and burst, the scorpio bolt, chariots and
//! elephants running men over, and engines wearing down walls, towers, bridges and buildings. Each kind is its
//! own small screen under one picker.

use leptos::prelude::*;
use rules::roman_war::missiles::Slope;
use serde::{Deserialize, Serialize};

use super::RwForm;
use crate::components::bind::Field;
use crate::components::segmented::{Segmented, options};
use crate::field;

mod engines;
mod walls;

pub use walls::StructurePick;

crate::choices! {
    /// What the tab works out: an engine's shot, a beast running men over, or a bombardment.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Kind {
        #[default]
        Ballista => "Ballista",
        Catapult => "Catapult",
        Scorpio => "Scorpio",
        Chariot => "Chariot",
        Elephant => "Elephant",
        Structure => "Walls",
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

/// The picker of what to work out, drawn inside each kind's screen under its answer.
#[component]
fn KindPick(kind: Field<RwForm, Kind>) -> impl IntoView {
    view! { <Segmented label="Engine or template" value=kind id="art-kind" options={options::<Kind>()} /> }
}

#[component]
pub fn ArtilleryTab(form: RwSignal<RwForm>) -> impl IntoView {
    let kind = field!(form => artillery.kind);
    let pick = move || view! { <KindPick kind=kind /> };
    move || match kind.get() {
        Kind::Structure => view! { <walls::Walls form=form pick=ViewFn::from(pick) /> }.into_any(),
        Kind::Chariot | Kind::Elephant => {
            view! { <engines::Beasts form=form pick=ViewFn::from(pick) /> }.into_any()
        }
        _ => view! { <engines::Engines form=form pick=ViewFn::from(pick) /> }.into_any(),
    }
}
