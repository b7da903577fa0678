//! The Sandy Hook helpers: shooting, artillery, melee, leadership and movement for the two Sheil games,
//! Sandarticus and Jersey Shore. Everything typed is kept in one saved form, so switching tabs or pages
//! loses nothing.

use leptos::prelude::*;
use rules::house_rules::HouseRules;
use rules::odds::Distribution;
use rules::rule::System;
use rules::saved::envelope::{self, LoadError, data_as, unreadable_version, version_of};
use serde::{Deserialize, Serialize};

use crate::battle_snapshot::{Offer, offers};
use crate::components::dist_chart::DistChart;
use crate::components::segmented::Segmented;
use crate::notices::use_notices;
use crate::settings::use_settings;
use crate::storage;
use rules::text::{fixed, percent};

mod artillery;
mod form;
mod groups;
mod leadership;
mod melee;
mod movement;
mod shoot;

pub use form::Form;

pub const FORM_KEY: &str = "sandtable.sandy-hook.form";
const FORM_VERSION: u32 = 1;

/// The helper tabs of the page.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    Shoot,
    Artillery,
    Melee,
    Leadership,
    Move,
}

/// The two systems this page serves; anything else saved in the settings shows as Sandarticus.
fn sandy_system(s: Option<System>) -> System {
    match s {
        Some(System::JerseyShore) => System::JerseyShore,
        _ => System::Sandarticus,
    }
}

fn decode(text: &str) -> Result<form::FormData, LoadError> {
    match version_of(text)? {
        1 => data_as(text),
        v => Err(unreadable_version(v, FORM_VERSION)),
    }
}

/// The page's shared context: the form, the chosen system and the house rules.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub form: Form,
    pub system: Signal<System>,
    pub house: Memo<HouseRules>,
    /// Units of the chosen system's saved armies and open battle, to fill the forms from.
    pub offers: Memo<Vec<Offer>>,
}

#[component]
pub fn SandyHookScreen() -> impl IntoView {
    let notices = use_notices();
    let settings = use_settings();
    let loaded = storage::load(FORM_KEY, "helper entries", decode);
    if let Some(p) = loaded.problem {
        notices.push(p, true);
    }
    let writable = loaded.writable;
    let form = Form::new(loaded.value);
    Effect::new(move |first: Option<()>| {
        let data = form.snapshot();
        if first.is_some()
            && writable
            && let Err(e) = storage::save(FORM_KEY, &envelope::encode(FORM_VERSION, &data))
        {
            notices.push(e.to_string(), false);
        }
    });
    let picked = RwSignal::new(sandy_system(settings.settings.get_untracked().system));
    Effect::new(move |_| {
        let s = picked.get();
        if settings.settings.get_untracked().system != Some(s) {
            settings.update(|st| st.system = Some(s));
        }
    });
    let ctx = Ctx {
        form,
        system: picked.into(),
        house: Memo::new(move |_| settings.settings.get().house),
        offers: Memo::new(move |_| match picked.get() {
            System::JerseyShore => offers::<rules::roster::jersey_shore::Unit>(),
            _ => offers::<rules::roster::sandarticus::Unit>(),
        }),
    };
    provide_context(ctx);
    let tab = form.tab;
    let systems = [System::Sandarticus, System::JerseyShore]
        .into_iter()
        .map(|s| (s, s.name().to_string()))
        .collect();
    let tabs = vec![
        (Tab::Shoot, "Shoot".to_string()),
        (Tab::Artillery, "Guns".to_string()),
        (Tab::Melee, "Melee".to_string()),
        (Tab::Leadership, "Leaders".to_string()),
        (Tab::Move, "Move".to_string()),
    ];
    view! {
        <div class="screen sh-screen">
            <Segmented label="Rule system" options=systems value=picked id="system" />
            <nav class="helper-tabs" aria-label="Helpers"><Segmented label="Helper" options=tabs value=tab id="tab" /></nav>
            {move || match tab.get() {
                Tab::Shoot => view! { <shoot::ShootTab /> }.into_any(),
                Tab::Artillery => view! { <artillery::ArtilleryTab /> }.into_any(),
                Tab::Melee => view! { <melee::MeleeTab /> }.into_any(),
                Tab::Leadership => view! { <leadership::LeadershipTab /> }.into_any(),
                Tab::Move => view! { <movement::MoveTab /> }.into_any(),
            }}
        </div>
    }
}

pub fn use_ctx() -> Ctx {
    expect_context::<Ctx>()
}

/// A drop-down list for a long list of choices (troop types), with a visible label.
#[component]
pub fn Pick<T>(
    label: &'static str,
    options: Vec<(T, String)>,
    value: RwSignal<T>,
    #[prop(into)] id: String,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let opts = StoredValue::new(options.clone());
    let items = options
        .into_iter()
        .enumerate()
        .map(|(i, (o, text))| {
            view! { <option value=i.to_string() selected=move || value.get() == o>{text}</option> }
        })
        .collect_view();
    let on_change = move |ev| {
        if let Ok(i) = event_target_value(&ev).parse::<usize>()
            && let Some((o, _)) = opts.with_value(|v| v.get(i).cloned())
        {
            value.set(o);
        }
    };
    view! {
        <div class="pick">
            <label for=id.clone()>{label}</label>
            <select id=id on:change=on_change>{items}</select>
        </div>
    }
}

/// The exact odds of a count (hits, men falling): a bar chart, the mean and the chance of at least each number.
#[component]
pub fn OddsBlock(dist: Distribution, what: &'static str, id: &'static str) -> impl IntoView {
    let mean = dist.mean();
    let top = dist.max().min(8);
    let at_least = (1..=top)
        .filter(|&k| dist.p_at_least(k) > 0.0)
        .map(|k| format!("{k}+ {}", percent(dist.p_at_least(k))))
        .collect::<Vec<_>>()
        .join(" \u{b7} ");
    let caption = format!("{what}: average {}", fixed(mean, 2));
    view! {
        <div class="sh-odds" data-testid=id>
            <DistChart dist=dist caption=caption />
            <p class="odds-line">{if at_least.is_empty() { "None can happen.".to_string() } else { format!("At least {at_least}") }}</p>
        </div>
    }
}
