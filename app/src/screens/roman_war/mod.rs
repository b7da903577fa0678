//! Roman War Rules helpers: one tab each for missiles, artillery, melee, sieges and moves. Every number comes
//! from `rules::roman_war`; what the player enters is kept in one saved form.
//!
//! Each tab leads with its answer (what the roll needs, the chance, the losses), then its inputs; a roll's
//! result takes the answer's place at the top, and the dock at the bottom rolls the stage the rules ask for.

use leptos::prelude::*;
use rules::house_rules::HouseRules;
use rules::roman_war::troops::{Armour, ArmourSource, Troop, armour_of};
use serde::{Deserialize, Serialize};

use crate::battle_snapshot::{Offer, offers};
use crate::components::segmented::options;
use crate::field;
use crate::later::{self, Part};
use crate::screens::helpers::{helper_screen, stored_form};
use crate::settings::use_settings;

mod answer;
mod artillery;
mod melee;
mod movement;
mod shoot;
mod siege;
mod target;

pub use target::TargetForm;

pub const FORM_KEY: &str = "sandtable.roman-war.form";

/// The biggest count a field accepts: a whole pool of dice.
const MAX: u32 = rules::roman_war::MAX_MEN as u32;

crate::choices! {
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Tab {
        #[default]
        Shoot => "Shoot",
        Artillery => "Artillery",
        Melee => "Melee",
        Siege => "Siege",
        Move => "Move",
    }
}

/// Everything entered on the page, saved after each change. Every field has a default, so a form saved by an
/// older version loads with the new fields at their defaults.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RwForm {
    pub tab: Tab,
    pub shoot: shoot::ShootForm,
    pub artillery: artillery::ArtilleryForm,
    pub melee: melee::MeleeForm,
    pub siege: siege::SiegeForm,
    pub movement: movement::MoveForm,
    /// Targets of the shooting tab (0) and the artillery tab (1).
    pub targets: [TargetForm; 2],
}

/// The house rules in force, read reactively.
pub(crate) fn house() -> Signal<HouseRules> {
    let settings = use_settings();
    Signal::derive(move || settings.settings.with(|s| s.house.clone()))
}

/// The Roman War Rules units of the saved armies and the open battle.
pub(crate) fn unit_offers() -> Signal<Vec<Offer>> {
    let list = offers::<rules::roster::roman_war::Unit>();
    Signal::derive(move || list.clone())
}

/// The troop list for a drop-down.
pub(crate) fn troop_options() -> Vec<(Troop, String)> {
    options::<Troop>()
}

/// "Gallic warriors: unarmoured (armour list)" or "…: armoured (house rule)".
pub(crate) fn armour_note(troop: Troop, house: &HouseRules) -> String {
    let (a, src) = armour_of(troop, &house.roman_war);
    let from = match src {
        ArmourSource::Listed => "armour list",
        ArmourSource::House => "house rule",
    };
    format!("{}: {} ({from})", troop.name(), a.name())
}

pub(crate) fn armour(troop: Troop, house: &HouseRules) -> Armour {
    armour_of(troop, &house.roman_war).0
}

/// A tab after the first, drawn over the page's form.
pub type TabView = fn(RwSignal<RwForm>) -> AnyView;

/// The tabs after the first: parts of the page fetched after it (`later`), which the page's binary declares
/// from [`tab_views`], so the page's first load carries the shooting tab only.
pub struct LaterTabs {
    pub artillery: &'static Part<TabView>,
    pub melee: &'static Part<TabView>,
    pub siege: &'static Part<TabView>,
    pub movement: &'static Part<TabView>,
}

/// What draws each tab after the first.
pub mod tab_views {
    use leptos::prelude::*;

    use super::RwForm;

    pub fn artillery(form: RwSignal<RwForm>) -> AnyView {
        view! { <super::artillery::ArtilleryTab form=form /> }.into_any()
    }

    pub fn melee(form: RwSignal<RwForm>) -> AnyView {
        view! { <super::melee::MeleeTab form=form /> }.into_any()
    }

    pub fn siege(form: RwSignal<RwForm>) -> AnyView {
        view! { <super::siege::SiegeTab form=form /> }.into_any()
    }

    pub fn movement(form: RwSignal<RwForm>) -> AnyView {
        view! { <super::movement::MoveTab form=form /> }.into_any()
    }
}

#[component]
pub fn RomanWarScreen(later: &'static LaterTabs) -> impl IntoView {
    let form = stored_form::<RwForm>(FORM_KEY);
    later::fetch_soon([later.artillery, later.melee, later.siege, later.movement]);
    let tab = move |part| later::draw(part, move |view: TabView| view(form));
    let body = move |t: Tab| match t {
        Tab::Shoot => view! { <shoot::ShootTab form=form /> }.into_any(),
        Tab::Artillery => tab(later.artillery),
        Tab::Melee => tab(later.melee),
        Tab::Siege => tab(later.siege),
        Tab::Move => tab(later.movement),
    };
    helper_screen("rw-screen", field!(form => tab), options(), body)
}
