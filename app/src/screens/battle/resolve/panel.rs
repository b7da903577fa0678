//! "Resolve here" on a unit: the kinds of resolution its battle's system offers, one button each, and the
//! open kind's own panel.

use leptos::prelude::*;
use rules::battle::{StructureId, UnitId};
use rules::rule::System;

use super::super::store::{BattleStore, with_state};
use super::ancients::BreakTest;
use super::form::Aim;
use super::jersey_shore::{JsMelee, JsVolley};
use super::roman_war::{RwMelee, RwVolley};
use super::sandarticus::{SaMelee, SaShot};
use crate::field;

/// The one "Resolve here" panel open on the tracker: a unit's or a structure's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Open {
    Unit(UnitId),
    Structure(StructureId),
}

/// What a unit can be the target of in each system, in the order the buttons show.
fn kinds(system: System) -> &'static [&'static str] {
    match system {
        System::JerseyShore => &["Volley (2d6)", "Hand to hand round"],
        System::RomanWar => &["Volley", "Melee round"],
        System::Ancients => &["Break Test"],
        System::Sandarticus => &["Shooting (2d6)", "Melee round"],
    }
}

#[component]
pub fn ResolvePanel(store: BattleStore, target: UnitId, close: Callback<()>) -> impl IntoView {
    let aim = Aim::new(store, target, close);
    let i = aim.index();
    let system = with_state(store, |s| Some(s.system)).unwrap_or(System::JerseyShore);
    let kind = field!(aim.form => kind);
    let buttons = kinds(system)
        .iter()
        .enumerate()
        .map(|(k, label)| {
            view! {
                <button type="button" data-testid=format!("mode-{i}-{k}")
                    aria-pressed=move || (kind.get() == k).to_string()
                    on:click=move |_| kind.set(k)>{*label}</button>
            }
        })
        .collect_view();
    // Only a change of kind draws another panel: the inputs' own changes leave their fields in place.
    let open_kind = Memo::new(move |_| kind.get());
    let open = move || match (system, open_kind.get()) {
        (System::JerseyShore, 0) => view! { <JsVolley aim=aim /> }.into_any(),
        (System::JerseyShore, _) => view! { <JsMelee aim=aim /> }.into_any(),
        (System::RomanWar, 0) => view! { <RwVolley aim=aim /> }.into_any(),
        (System::RomanWar, _) => view! { <RwMelee aim=aim /> }.into_any(),
        (System::Sandarticus, 0) => view! { <SaShot aim=aim /> }.into_any(),
        (System::Sandarticus, _) => view! { <SaMelee aim=aim /> }.into_any(),
        (System::Ancients, _) => view! { <BreakTest aim=aim /> }.into_any(),
    };
    view! {
        <div class="resolve-panel" data-testid=format!("resolve-panel-{i}")>
            <div class="segmented wrap" role="group" aria-label="What to resolve">{buttons}</div>
            {open}
        </div>
    }
}
