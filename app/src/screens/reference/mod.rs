//! The rules reference: an index and search over every rule, one entry per address (`rules.html#<rule id>`),
//! the house-rules screen (`#house`) and the printable kit card (`#kit`).
//!
//! Addresses are plain hash links, so following a link adds a history entry and the phone's Back button
//! returns; the screen follows `hashchange`. No router: it would cost more download than all of this.

mod browse;
mod entry;
mod house;
mod kit;
mod redraw;

use leptos::either::EitherOf4;
use leptos::html::Div;
use leptos::prelude::*;

use crate::computed::Computed;
use rules::house_rules::HouseRules;
use rules::reference::{Entry, entries_with};
use rules::rule::System;

use crate::later::{self, Part};
use crate::settings::use_settings;

pub use browse::FORM_KEY;

/// What the address asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// The index and search (no hash, or an unknown one, kept to say so).
    Index {
        unknown: Option<String>,
    },
    Entry(String),
    House,
    Kit,
}

impl Route {
    /// The route of an address; `known` tells a rule id from an unknown one.
    pub fn from_hash(hash: &str, known: impl Fn(&str) -> bool) -> Route {
        let id = hash.trim_start_matches('#');
        let id = js_sys::decode_uri_component(id)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_else(|| id.to_string());
        match id.as_str() {
            "" => Route::Index { unknown: None },
            "house" => Route::House,
            "kit" => Route::Kit,
            _ if known(&id) => Route::Entry(id),
            _ => Route::Index { unknown: Some(id) },
        }
    }

    /// The route of the page's address now. Rule ids are checked against the entries already built for the
    /// player's house rules, rather than building the reference a second time with the defaults.
    fn current(reference: Reference) -> Route {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        Route::from_hash(&hash, |id| {
            reference
                .entries
                .with_untracked(|all| all.iter().any(|e| e.id == id))
        })
    }
}

/// The reference as the player's house rules make it: tables show their numbers, not the defaults.
#[derive(Clone, Copy)]
pub struct Reference {
    pub house: Computed<HouseRules>,
    pub entries: Computed<Vec<Entry>>,
}

impl Reference {
    pub fn entry(&self, id: &str) -> Option<Entry> {
        self.entries
            .with(|all| all.iter().find(|e| e.id == id).cloned())
    }
}

/// A route's view, drawn from the reference in context.
pub type RouteView = fn() -> AnyView;

/// The search, a part of the page: what draws its results, and what the `?bench` probe times (one search per
/// typed query). The index shows without it, so the rules page's first load leaves the search's code out.
#[derive(Clone, Copy)]
pub struct SearchPart {
    pub hits: fn(RwSignal<String>, RwSignal<Option<System>>) -> AnyView,
    pub bench: fn(),
}

/// The parts of the page fetched after it (`later`), which the page's binary declares from [`route_views`]:
/// the search, and the routes a player opens from the page's tabs, house rules and the kit card.
pub struct LaterRoutes {
    pub search: &'static Part<SearchPart>,
    pub house: &'static Part<RouteView>,
    pub kit: &'static Part<RouteView>,
}

/// What draws the search's results, the house rules and the kit card.
pub mod route_views {
    use leptos::prelude::*;
    use rules::rule::System;

    pub const SEARCH: super::SearchPart = super::SearchPart {
        hits,
        bench: super::browse::bench,
    };

    fn hits(query: RwSignal<String>, system: RwSignal<Option<System>>) -> AnyView {
        view! { <super::browse::Hits query=query system=system /> }.into_any()
    }

    pub fn house() -> AnyView {
        view! { <super::house::HouseScreen /> }.into_any()
    }

    pub fn kit() -> AnyView {
        view! { <super::kit::KitCard /> }.into_any()
    }
}

#[component]
pub fn ReferenceScreen(later: &'static LaterRoutes) -> impl IntoView {
    let settings = use_settings();
    let house = Computed::new(move || settings.settings.with(|s| s.house.clone()));
    let entries = Computed::new(move || house.with(entries_with));
    let reference = Reference { house, entries };
    provide_context(reference);

    let route = RwSignal::new(Route::current(reference));
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        route.set(Route::current(reference));
        after_route_change();
    });
    let form = browse::BrowseForm::load();
    // The open route is drawn afresh at each change (see `redraw`): no code to patch one route's view into another's.
    let host = NodeRef::<Div>::new();
    later::fetch_soon([later.search]);
    later::fetch_soon([later.house, later.kit]);
    redraw::redraw(
        host,
        move || route.get(),
        move |r| route_view(r, form, later),
    );

    let tab = move |r: &'static str, label: &'static str| {
        let current = move || {
            let on = match route.get() {
                Route::Index { .. } | Route::Entry(_) => r.is_empty(),
                Route::House => r == "house",
                Route::Kit => r == "kit",
            };
            on.then_some("page")
        };
        view! { <a href=format!("#{r}") class="rules-tab" aria-current=current>{label}</a> }
    };
    view! {
        <div class="screen rules-screen">
            <nav class="rules-tabs" aria-label="Rules sections">
                {tab("", "All rules")}
                {tab("house", "House rules")}
                {tab("kit", "Kit card")}
            </nav>
            <div node_ref=host></div>
        </div>
    }
}

/// What a route shows.
fn route_view(
    route: Route,
    form: browse::BrowseForm,
    later: &'static LaterRoutes,
) -> impl Render + use<> {
    match route {
        Route::Index { unknown } => {
            EitherOf4::A(view! { <browse::Browse form=form unknown=unknown hits=later.search /> })
        }
        Route::Entry(id) => EitherOf4::B(view! {
            <a href="#" class="back-link" data-testid="all-rules">"\u{2190} All rules"</a>
            <entry::EntryView id=id />
        }),
        Route::House => EitherOf4::C(later::draw(later.house, |view: RouteView| view())),
        Route::Kit => EitherOf4::D(later::draw(later.kit, |view: RouteView| view())),
    }
}

/// A new address shows a new view: start at its top and give it the focus, as a page load would.
fn after_route_change() {
    request_animation_frame(|| {
        let Some(w) = web_sys::window() else { return };
        if let Some(h) = w
            .document()
            .and_then(|d| {
                d.query_selector(".rules-screen [data-focus]")
                    .ok()
                    .flatten()
            })
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        {
            let _ = h.focus();
        }
        w.scroll_to_with_x_and_y(0.0, 0.0);
    });
}
