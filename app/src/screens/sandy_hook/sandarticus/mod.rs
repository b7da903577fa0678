//! The Sandarticus helpers (sandarticus.html): shooting, engines, melee, leaders and moves, over one saved form.

use leptos::prelude::*;
use rules::roster::sandarticus::Unit;

use super::tabs::{Tab, page};
use form::{FORM_KEY, migrate, tab_field};

pub mod form;

mod engines;
mod leaders;
mod melee;
mod movement;
mod shoot;

/// The page: its five tabs over one saved form, the second for the engines.
#[component]
pub fn SandarticusScreen() -> impl IntoView {
    page::<Unit, _>(FORM_KEY, migrate, tab_field, "Engines", |tab| match tab {
        Tab::Shoot => view! { <shoot::ShootTab /> }.into_any(),
        Tab::Artillery => view! { <engines::EnginesTab /> }.into_any(),
        Tab::Melee => view! { <melee::MeleeTab /> }.into_any(),
        Tab::Leadership => view! { <leaders::LeadersTab /> }.into_any(),
        Tab::Move => view! { <movement::MoveTab /> }.into_any(),
    })
}
