//! The Sandarticus helpers (sandarticus.html): shooting, engines, melee, leaders and moves, over one saved form.

use leptos::prelude::*;

use super::ctx::Ctx;
use super::legacy::load_form;
use super::tabs::{Tab, TabBar};
use crate::field;

pub mod form;

mod engines;
mod leaders;
mod melee;
mod movement;
mod shoot;

#[component]
pub fn SandarticusScreen() -> impl IntoView {
    let form = load_form(form::FORM_KEY, form::migrate);
    Ctx::provide::<rules::roster::sandarticus::Unit>(form);
    let tab = Memo::new(move |_| form.with(|f| f.tab));
    view! {
        <div class="screen sh-screen">
            <TabBar value=field!(form => tab) artillery="Engines" />
            {move || match tab.get() {
                Tab::Shoot => view! { <shoot::ShootTab /> }.into_any(),
                Tab::Artillery => view! { <engines::EnginesTab /> }.into_any(),
                Tab::Melee => view! { <melee::MeleeTab /> }.into_any(),
                Tab::Leadership => view! { <leaders::LeadersTab /> }.into_any(),
                Tab::Move => view! { <movement::MoveTab /> }.into_any(),
            }}
        </div>
    }
}
