//! What every tab of a Sandy Hook page reads: the page's one form, the house rules in force, and the units of
//! the saved armies and the open battle that can fill the form.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::HouseRules;

use crate::battle_snapshot::{Offer, Offered, offers};
use crate::settings::use_settings;

pub struct Ctx<F: 'static> {
    /// Everything entered on the page, one plain struct, saved as it changes.
    pub form: RwSignal<F>,
    pub house: Computed<HouseRules>,
    /// Units of this game's saved armies and open battle.
    pub offers: Signal<Vec<Offer>>,
}

impl<F> Clone for Ctx<F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F> Copy for Ctx<F> {}

impl<F: Send + Sync + 'static> Ctx<F> {
    /// The context of the page of the game whose units are `U`, over `form`, provided to the page's tabs.
    pub fn provide<U: Offered>(form: RwSignal<F>) -> Ctx<F> {
        let settings = use_settings();
        let list = offers::<U>();
        let ctx = Ctx {
            form,
            house: Computed::new(move || settings.settings.with(|s| s.house.clone())),
            offers: Signal::derive(move || list.clone()),
        };
        provide_context(ctx);
        ctx
    }
}

pub fn use_ctx<F: Send + Sync + 'static>() -> Ctx<F> {
    expect_context::<Ctx<F>>()
}
