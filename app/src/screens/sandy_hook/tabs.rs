//! The five helper tabs both games have, and the bar that switches between them.

use leptos::prelude::*;
use rules::text::Choice;

use crate::components::bind::Bind;
use crate::components::segmented::{Segmented, options};

/// The helper tabs. The variants keep the names the single Sandy Hook page saved, so an old form's tab reads
/// back as it was.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Shoot,
    Artillery,
    Melee,
    Leadership,
    Move,
}

impl Choice for Tab {
    const ALL: &'static [Tab] = &[
        Tab::Shoot,
        Tab::Artillery,
        Tab::Melee,
        Tab::Leadership,
        Tab::Move,
    ];

    fn label(self) -> &'static str {
        match self {
            Tab::Shoot => "Shoot",
            Tab::Artillery => "Guns",
            Tab::Melee => "Melee",
            Tab::Leadership => "Leaders",
            Tab::Move => "Move",
        }
    }
}

crate::choice_value!(
    Tab,
    rules::sandy_hook::cords::Third,
    rules::sandy_hook::cords::CordScale,
    rules::sandy_hook::shooting::Cover
);

/// The tab bar. It scrolls away with the page: the roll dock and the navigation are the only bars that stay.
/// `artillery` names the second tab as the game says it: Sandarticus has engines, Jersey Shore guns.
#[component]
pub fn TabBar<B: Bind<Tab>>(value: B, artillery: &'static str) -> impl IntoView {
    let mut tabs = options::<Tab>();
    for (tab, label) in &mut tabs {
        if *tab == Tab::Artillery {
            *label = artillery.to_string();
        }
    }
    view! {
        <nav class="helper-tabs sh-tabs" aria-label="Helpers">
            <Segmented label="Helper" options=tabs value=value id="tab" />
        </nav>
    }
}
