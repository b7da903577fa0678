//! Ancients helpers: shooting, melee and moves. Every number comes from `rules::ancients`; what the player
//! enters is kept in one saved form.
//!
//! Each tab leads with its answer, then its inputs; a roll's result takes the answer's place at the top, and
//! the dock at the bottom rolls the stage the rules ask for (to-hit dice, saves, a Break Test).

use leptos::prelude::*;

use crate::computed::Computed;
use rules::ancients::break_test::{BreakOdds, BreakResult};
use rules::house_rules::HouseRules;
use rules::text::percent;
use serde::{Deserialize, Serialize};

use crate::components::segmented::options;
use crate::field;
use crate::later::{self, Part};
use crate::screens::helpers::{helper_screen, stored_form};
use crate::settings::use_settings;

mod group;
mod group_parts;
mod melee;
mod movement;
mod shoot;
mod unit;

pub use unit::UnitForm;

pub const FORM_KEY: &str = "sandtable.ancients.form";

crate::choices! {
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Tab {
        #[default]
        Shoot => "Shoot",
        Melee => "Melee",
        Move => "Move",
    }
}

/// What a melee unit did in its Break Test, for the moves that follow.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AfterForm {
    pub result: BreakResult,
    /// Held in place by another fight.
    pub locked: bool,
}

impl Default for AfterForm {
    fn default() -> Self {
        AfterForm {
            result: BreakResult::Unaffected,
            locked: false,
        }
    }
}

/// Everything entered on the page, saved after each change. Every field has a default, so a form saved by an
/// older version loads with the new fields at their defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AncForm {
    pub tab: Tab,
    /// Melee side A, melee side B, the shooters, their target, then room for a group melee's further units
    /// (`unit::Role::at`).
    #[serde(deserialize_with = "unit::padded")]
    pub units: Vec<UnitForm>,
    pub shoot: shoot::ShootForm,
    pub first_turn: bool,
    /// How many units each melee side brings besides its first (0 to 3): any makes it a group melee.
    pub more: [usize; 2],
    /// How each melee unit shares its dice among the enemy units (`GroupMelee::a_dice`, `b_dice`): the even
    /// split, written out whenever a unit joins or leaves, until the player changes a share.
    pub shares: [Vec<Vec<u32>>; 2],
    /// Each melee unit's Break Test result, for the Move tab.
    pub after: [AfterForm; 2],
}

impl Default for AncForm {
    fn default() -> Self {
        let mut units = vec![UnitForm::default(); unit::UNIT_SLOTS];
        for (u, name) in units
            .iter_mut()
            .zip(["Side A", "Side B", "Shooters", "Target"])
        {
            u.name = name.to_string();
        }
        AncForm {
            tab: Tab::Shoot,
            units,
            shoot: Default::default(),
            first_turn: false,
            more: [0, 0],
            shares: Default::default(),
            after: [
                AfterForm::default(),
                AfterForm {
                    result: BreakResult::GiveGround,
                    locked: false,
                },
            ],
        }
    }
}

pub(crate) fn house() -> Signal<HouseRules> {
    let settings = use_settings();
    Signal::derive(move || settings.settings.with(|s| s.house.clone()))
}

/// The chance of each Break Test result, in a list.
#[component]
pub fn BreakOddsList(odds: BreakOdds, id: String) -> impl IntoView {
    let row =
        |what: &'static str, p: f64| view! { <li><span>{what}</span><b>{percent(p)}</b></li> };
    view! {
        <ul class="break-odds" data-testid=id>
            {row("No test", odds.no_test)}
            {row("Unaffected", odds.unaffected)}
            {row("Give ground", odds.give_ground)}
            {row("Destroyed", odds.destroyed)}
        </ul>
    }
}

/// The melee tab: two units, or a group melee once either side brings more.
#[component]
fn MeleeBody(form: RwSignal<AncForm>) -> impl IntoView {
    let grouped = Computed::new(move || form.with(|f| f.more != [0, 0]));
    move || {
        if grouped.get() {
            view! { <group::GroupTab form=form /> }.into_any()
        } else {
            view! { <melee::MeleeTab form=form /> }.into_any()
        }
    }
}

/// What draws a tab, from the page's form.
pub type TabView = fn(RwSignal<AncForm>) -> AnyView;

/// The tabs after the first: parts of the page fetched after it (`later`), which the page's binary declares
/// from [`tab_views`], so the page's first load carries the shooting tab only.
pub struct LaterTabs {
    pub melee: &'static Part<TabView>,
    pub movement: &'static Part<TabView>,
}

/// What draws each tab after the first.
pub mod tab_views {
    use leptos::prelude::*;

    use super::AncForm;

    pub fn melee(form: RwSignal<AncForm>) -> AnyView {
        view! { <super::MeleeBody form=form /> }.into_any()
    }

    pub fn movement(form: RwSignal<AncForm>) -> AnyView {
        view! { <super::movement::MoveTab form=form /> }.into_any()
    }
}

#[component]
pub fn AncientsScreen(later: &'static LaterTabs) -> impl IntoView {
    let form = stored_form::<AncForm>(FORM_KEY);
    later::fetch_soon([later.melee, later.movement]);
    let tab = move |part| later::draw(part, move |view: TabView| view(form));
    let body = move |t: Tab| match t {
        Tab::Shoot => view! { <shoot::ShootTab form=form /> }.into_any(),
        Tab::Melee => tab(later.melee),
        Tab::Move => tab(later.movement),
    };
    helper_screen("anc-screen", field!(form => tab), options(), body)
}
