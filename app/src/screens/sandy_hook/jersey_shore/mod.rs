//! The Jersey Shore helpers (jersey-shore.html): shooting, guns, hand to hand, officers and moves, over one
//! saved form.

use leptos::prelude::*;

use super::ctx::Ctx;
use super::legacy::load_form;
use super::tabs::{Tab, TabBar};
use crate::field;

pub mod form;

mod guns;
mod leaders;
mod melee;
mod movement;
mod shoot;

#[component]
pub fn JerseyShoreScreen() -> impl IntoView {
    let form = load_form(form::FORM_KEY, form::migrate);
    Ctx::provide::<rules::roster::jersey_shore::Unit>(form);
    let tab = Memo::new(move |_| form.with(|f| f.tab));
    view! {
        <div class="screen sh-screen">
            <TabBar value=field!(form => tab) artillery="Guns" />
            {move || match tab.get() {
                Tab::Shoot => view! { <shoot::ShootTab /> }.into_any(),
                Tab::Artillery => view! { <guns::GunsTab /> }.into_any(),
                Tab::Melee => view! { <melee::MeleeTab /> }.into_any(),
                Tab::Leadership => view! { <leaders::LeadersTab /> }.into_any(),
                Tab::Move => view! { <movement::MoveTab /> }.into_any(),
            }}
        </div>
    }
}
