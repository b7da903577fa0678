//! The Jersey Shore helpers (jersey-shore.html): shooting, guns, hand to hand, officers and moves, over one
//! saved form.

use leptos::prelude::*;
use rules::roster::jersey_shore::Unit;

use super::tabs::{LaterTabs, page};
use form::{FORM_KEY, migrate, tab_field};

pub mod form;

mod guns;
mod leaders;
mod melee;
mod movement;
mod shoot;

/// What draws each tab after the first, for the page's binary to declare as parts of the page (`later`).
pub mod tab_views {
    use leptos::prelude::*;

    pub fn guns() -> AnyView {
        view! { <super::guns::GunsTab /> }.into_any()
    }

    pub fn melee() -> AnyView {
        view! { <super::melee::MeleeTab /> }.into_any()
    }

    pub fn leaders() -> AnyView {
        view! { <super::leaders::LeadersTab /> }.into_any()
    }

    pub fn movement() -> AnyView {
        view! { <super::movement::MoveTab /> }.into_any()
    }
}

fn shoot_tab() -> AnyView {
    view! { <shoot::ShootTab /> }.into_any()
}

/// The page: its five tabs over one saved form, the second for the guns; those after the first from
/// `later`.
#[component]
pub fn JerseyShoreScreen(later: &'static LaterTabs) -> impl IntoView {
    page::<Unit, _>(FORM_KEY, migrate, tab_field, "Guns", shoot_tab, later)
}
