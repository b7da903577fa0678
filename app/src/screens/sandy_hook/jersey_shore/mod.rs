//! The Jersey Shore helpers (jersey-shore.html): shooting, guns, hand to hand, officers and moves, over one
//! saved form.

use leptos::prelude::*;
use rules::roster::jersey_shore::Unit;

use super::tabs::{Tab, page};
use form::{FORM_KEY, migrate, tab_field};

pub mod form;

mod guns;
mod leaders;
mod melee;
mod movement;
mod shoot;

/// The page: its five tabs over one saved form, the second for the guns.
#[component]
pub fn JerseyShoreScreen() -> impl IntoView {
    page::<Unit, _>(FORM_KEY, migrate, tab_field, "Guns", |tab| match tab {
        Tab::Shoot => view! { <shoot::ShootTab /> }.into_any(),
        Tab::Artillery => view! { <guns::GunsTab /> }.into_any(),
        Tab::Melee => view! { <melee::MeleeTab /> }.into_any(),
        Tab::Leadership => view! { <leaders::LeadersTab /> }.into_any(),
        Tab::Move => view! { <movement::MoveTab /> }.into_any(),
    })
}
