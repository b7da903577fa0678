//! Setting up a battle: two sides (saved armies or units typed in), a scenario with its victory conditions,
//! structures on the table, and the coin flip for who moves first. The form survives a page switch. A quick
//! battle of ready-made armies comes first: it is one tap. The full setup below it is a part of the page
//! fetched after it (`later`), drawn once it comes near the view.

mod first;
pub mod form;
mod quick;
mod scenario;
mod sides;
mod structures;

use leptos::prelude::*;
use rules::roster::Army;
use rules::rule::System;

use super::file::ImportBattle;
use super::store::BattleStore;
use crate::components::segmented::Segmented;
use crate::later::{self, Part};
use crate::settings::use_settings;
use first::FirstMover;
use form::{SystemField, build, stored_setup};
use quick::QuickBattle;
use scenario::ScenarioSetup;
use sides::SideSetup;
use structures::StructuresSetup;

/// What draws the full setup: the sides, the scenario, structures, who moves first, an imported battle and the
/// start button.
pub type FullSetup = fn(BattleStore) -> AnyView;

#[component]
pub fn SetupScreen(store: BattleStore, full: &'static Part<FullSetup>) -> impl IntoView {
    view! {
        <div class="battle-setup">
            <QuickBattle store=store />
            {later::draw_near(full, move |full: FullSetup| full(store))}
        </div>
    }
}

/// The full setup, below the quick battles.
pub fn full_setup(store: BattleStore) -> AnyView {
    let settings = use_settings();
    let form = stored_setup(settings.settings.with_untracked(|s| s.system));
    let armies: Vec<Army> = crate::armies_store::load().value;
    let armies = StoredValue::new(armies);
    let error = RwSignal::new(None::<String>);
    let systems = System::ALL
        .iter()
        .map(|&s| (s, s.name().to_string()))
        .collect::<Vec<_>>();
    let start = move |_| {
        let f = form.get_untracked();
        match armies.with_value(|a| build(&f, a)) {
            Ok(b) => {
                error.set(None);
                store.start(b, settings.settings.with_untracked(|s| s.house.clone()));
            }
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
            <h2>"New battle"</h2>
            <Segmented label="Rules" options=systems value=SystemField(form) id="system" />
            <SideSetup form=form side=0 armies=armies />
            <SideSetup form=form side=1 armies=armies />
            <ScenarioSetup form=form />
            <StructuresSetup form=form />
            <FirstMover form=form />
            <section class="battle-file">
                <ImportBattle store=store />
            </section>
            <p class="problem" role="alert" data-testid="setup-error">{move || error.get()}</p>
            <div class="thumb-bar">
                <button type="button" class="primary" data-testid="start" on:click=start>"Start the battle"</button>
            </div>
    }
    .into_any()
}
