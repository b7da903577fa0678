//! The five helper tabs both games have, and the page that switches between them.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::saved::json::Json;

use super::ctx::Ctx;
use super::legacy::load_form;
use super::saved::Value;
use crate::battle_snapshot::Offered;
use crate::components::bind::{Bind, Field};
use crate::components::segmented::options;
use crate::later::{self, Part};
use crate::screens::helpers::helper_screen;

crate::choices! {
    /// The helper tabs. The variants keep the names the single Sandy Hook page saved, so an old form's tab reads
    /// back as it was.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum Tab {
        #[default]
        Shoot => "Shoot",
        Artillery => "Guns",
        Melee => "Melee",
        Leadership => "Leaders",
        Move => "Move",
    }
}

crate::choice_value!(
    Tab,
    rules::sandy_hook::cords::Third,
    rules::sandy_hook::cords::CordScale,
    rules::sandy_hook::shooting::Cover
);

/// Declares a Sandy Hook page's form: the tab chosen, then a record per tab in the tabs' order (`Shoot`, the
/// artillery tab's record under the name the game gives it, `Melee`, `Leaders`, `Movement`); with `FORM_KEY`,
/// where the form is stored, and `tab_field`, what the tab bar binds to. Each game's form file ends with the
/// form's `record!` list, which saves every field under its name: written here instead, it put the page's strings
/// in another order, and the download grew by 0.1 KB.
#[macro_export]
macro_rules! tab_form {
    ($(#[$m:meta])* pub struct $form:ident saved as $key:literal, artillery $artillery:ident: $art:ty) => {
        pub const FORM_KEY: &str = $key;

        /// The tab chosen, for the page's tab bar.
        pub fn tab_field(
            form: leptos::prelude::RwSignal<$form>,
        ) -> $crate::components::bind::Field<$form, $crate::screens::sandy_hook::tabs::Tab> {
            $crate::field!(form => tab)
        }

        $(#[$m])*
        #[derive(Debug, Clone, Default, PartialEq)]
        pub struct $form {
            pub tab: $crate::screens::sandy_hook::tabs::Tab,
            pub shoot: Shoot,
            pub $artillery: $art,
            pub melee: Melee,
            pub leaders: Leaders,
            pub movement: Movement,
        }
    };
}

/// A tab's view; the tabs read the page's form and house rules from its context (`ctx`).
pub type TabView = fn() -> AnyView;

/// A page's tabs after the first: parts of the page fetched after it (`later`), which the page's binary
/// declares, so the page's first load carries the shooting tab only.
pub struct LaterTabs {
    pub artillery: &'static Part<TabView>,
    pub melee: &'static Part<TabView>,
    pub leaders: &'static Part<TabView>,
    pub movement: &'static Part<TabView>,
}

/// A Sandy Hook page: the game's form saved under `key` (on a first visit, the old single page's fields as
/// `migrate` reads them), the context its tabs read (units of type `U`), then its tabs, the one chosen drawn:
/// `shoot` the first, the others from `later`. `artillery` names the second tab as the game says it:
/// Sandarticus has engines, Jersey Shore guns. The tabs scroll away with the page: the roll dock and the
/// navigation are the only bars that stay.
pub fn page<U: Offered, F>(
    key: &'static str,
    migrate: fn(&Json) -> F,
    tab: fn(RwSignal<F>) -> Field<F, Tab>,
    artillery: &'static str,
    shoot: TabView,
    later: &'static LaterTabs,
) -> impl IntoView
where
    F: Value + Default + Clone + PartialEq + Send + Sync + 'static,
{
    let form = load_form(key, migrate);
    Ctx::provide::<U>(form);
    let mut tabs = options::<Tab>();
    for (t, label) in &mut tabs {
        if *t == Tab::Artillery {
            *label = artillery.to_string();
        }
    }
    let field = tab(form);
    let chosen = Chosen {
        shown: Computed::new(move || field.get()),
        field,
    };
    later::fetch_soon([later.artillery, later.melee, later.leaders, later.movement]);
    let part = |part| later::draw(part, |view: TabView| view());
    let body = move |t: Tab| match t {
        Tab::Shoot => shoot(),
        Tab::Artillery => part(later.artillery),
        Tab::Melee => part(later.melee),
        Tab::Leadership => part(later.leaders),
        Tab::Move => part(later.movement),
    };
    helper_screen("sh-screen", chosen, tabs, body)
}

/// The tab chosen, read through a memo: the page draws a tab again only when another one is chosen, not at
/// every change of the form (a tab's own state, such as a roll dock set to real dice, stays as it is).
struct Chosen<F: 'static> {
    shown: Computed<Tab>,
    field: Field<F, Tab>,
}

impl<F> Clone for Chosen<F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F> Copy for Chosen<F> {}

impl<F: Send + Sync + 'static> Bind<Tab> for Chosen<F> {
    fn value(&self) -> Tab {
        self.shown.get()
    }

    fn value_untracked(&self) -> Tab {
        self.shown.get_untracked()
    }

    fn put(&self, value: Tab) {
        self.field.set(value);
    }
}
