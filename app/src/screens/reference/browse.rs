//! The index of every rule, grouped by system and section, and search as you type with a system filter.

use leptos::either::Either;
use leptos::prelude::*;

use crate::computed::Computed;
use rules::reference::search;
use rules::rule::System;
use rules::saved::LoadError;
use rules::saved::json::{Json, name_of, named, open_envelope, wrap_envelope};
use rules::saved::settings::SYSTEMS;

use super::{Reference, SearchPart};
use crate::components::segmented::Segmented;
use crate::later::{self, Part};
use crate::storage;

/// Where the search box and filter are kept, so switching pages and coming back keeps them.
pub const FORM_KEY: &str = "sandtable.rules.form";
const FORM_VERSION: u32 = 1;

/// What the player typed and picked, as saved: `{"query": "...", "system": "RomanWar" or null}`, the shape
/// serde wrote before the page read it through the small JSON reader (no serde_json for a search box).
#[derive(Debug, Clone, Default, PartialEq)]
struct SavedForm {
    query: String,
    system: Option<System>,
}

fn decode(text: &str) -> Result<SavedForm, LoadError> {
    match open_envelope(text)? {
        (FORM_VERSION, data) => Ok(SavedForm {
            query: data
                .get("query")
                .and_then(Json::as_str)
                .unwrap_or_default()
                .to_string(),
            system: named(data.get("system"), &SYSTEMS),
        }),
        (v, _) => Err(rules::saved::envelope::unreadable_version(v, FORM_VERSION)),
    }
}

fn encode(form: &SavedForm) -> String {
    let data = Json::object([
        ("query", Json::Str(form.query.clone())),
        (
            "system",
            form.system.map_or(Json::Null, |s| name_of(s, &SYSTEMS)),
        ),
    ]);
    wrap_envelope(FORM_VERSION, data)
}

/// What the player typed and picked.
#[derive(Clone, Copy)]
pub struct BrowseForm {
    query: RwSignal<String>,
    system: RwSignal<Option<System>>,
}

impl BrowseForm {
    pub fn load() -> BrowseForm {
        // A search box is not worth a notice if its saved text is unreadable: start empty.
        let saved = storage::load(FORM_KEY, "rules search", decode);
        let form = BrowseForm {
            query: RwSignal::new(saved.value.query),
            system: RwSignal::new(saved.value.system),
        };
        let writable = saved.writable;
        Effect::new(move |first: Option<()>| {
            let data = SavedForm {
                query: form.query.get(),
                system: form.system.get(),
            };
            if first.is_some() && writable {
                let _ = storage::save(FORM_KEY, &encode(&data));
            }
        });
        form
    }
}

fn filter_options() -> Vec<(Option<System>, String)> {
    let mut out = vec![(None, "All".to_string())];
    out.extend(System::ALL.map(|s| (Some(s), short_name(s).to_string())));
    out
}

/// Names short enough for a button at 320 px.
fn short_name(s: System) -> &'static str {
    match s {
        System::Sandarticus => "Sandarticus",
        System::JerseyShore => "Jersey Shore",
        System::RomanWar => "Roman War",
        System::Ancients => "Ancients",
    }
}

#[component]
pub fn Browse(
    form: BrowseForm,
    unknown: Option<String>,
    hits: &'static Part<SearchPart>,
) -> impl IntoView {
    let query = form.query;
    let system = form.system;
    // A memo, so the view switches when searching starts or stops, not on every keystroke.
    let searching = Computed::new(move || !query.with(|q| q.trim().is_empty()));
    view! {
        <h2 class="sr-only" tabindex="-1" data-focus>"All rules"</h2>
        {unknown.map(|id| view! {
            <p class="problem" role="alert">
                {format!("There is no rule \u{201c}{id}\u{201d} in this reference. Search for it below.")}
            </p>
        })}
        <div class="rule-search" role="search">
            <label for="rule-search" class="search-label">"Search the rules"</label>
            <input id="rule-search" type="search" data-testid="search" autocomplete="off"
                placeholder="wedge, testudo, grapeshot\u{2026}" enterkeyhint="search"
                prop:value=move || query.get()
                on:input=move |ev| query.set(event_target_value(&ev)) />
            <Segmented label="Rule system" options=filter_options() value=system id="system-filter" />
        </div>
        {move || match searching.get() {
            true => Either::Left(later::draw(hits, move |p: SearchPart| (p.hits)(query, system))),
            false => Either::Right(view! { <RuleIndex system=system /> }),
        }}
    }
}

/// What the `?bench` probe times: one search per query a player types.
pub(super) fn bench() {
    for q in rules::reference::BENCH_QUERIES {
        let _ = std::hint::black_box(search(q, None));
    }
}

#[component]
pub(super) fn Hits(query: RwSignal<String>, system: RwSignal<Option<System>>) -> impl IntoView {
    let hits = Computed::new(move || search(&query.get(), system.get()));
    let list = move || {
        hits.get()
            .into_iter()
            .map(|h| {
                let where_ = h.system.map(|s| s.name()).unwrap_or("Both Sheil games");
                view! {
                    <li>
                        <a href=format!("#{}", h.id) class="hit" data-testid="hit">
                            <span class="hit-title">{h.title}</span>
                            <span class="hit-system">{where_}</span>
                        </a>
                    </li>
                }
            })
            .collect_view()
    };
    let count = move || match hits.with(Vec::len) {
        0 => "Nothing found. Try another word, or All systems.".to_string(),
        1 => "1 rule found".to_string(),
        n => format!("{n} rules found"),
    };
    view! {
        <p class="hit-count" aria-live="polite" data-testid="hit-count">{count}</p>
        <ol class="hits" data-testid="hits">{list}</ol>
    }
}

/// A rule in the index: id, title, and whether a house rule is behind it.
type Item = (&'static str, &'static str, bool);
/// A system's label with its sections, each with its rules.
type Group = (&'static str, Vec<(&'static str, Vec<Item>)>);

/// Every rule's title, grouped by system and then by section, in the order the reference tells them.
#[component]
fn RuleIndex(system: RwSignal<Option<System>>) -> impl IntoView {
    let reference = expect_context::<Reference>();
    let groups = move || {
        let filter = system.get();
        reference.entries.with(|all| {
            let mut groups: Vec<Group> = Vec::new();
            for e in all.iter().filter(|e| shown(e.system, filter)) {
                let label = e.system_label();
                let g = match groups.iter_mut().position(|(l, _)| *l == label) {
                    Some(i) => &mut groups[i].1,
                    None => {
                        groups.push((label, Vec::new()));
                        &mut groups.last_mut().expect("just pushed").1
                    }
                };
                let s = match g.iter_mut().position(|(s, _)| *s == e.section) {
                    Some(i) => &mut g[i].1,
                    None => {
                        g.push((e.section, Vec::new()));
                        &mut g.last_mut().expect("just pushed").1
                    }
                };
                s.push((e.id, e.title, super::entry::is_house(e)));
            }
            groups
        })
    };
    let view_groups = move || {
        groups()
            .into_iter()
            .map(|(label, sections)| {
                let sections = sections
                    .into_iter()
                    .map(|(section, items)| {
                        let items = items
                            .into_iter()
                            .map(|(id, title, house)| {
                                view! {
                                    <li><a href=format!("#{id}") class="rule-link">
                                        <span>{title}</span>
                                        {house.then(|| view! { <span class="house-tag">"house rule"</span> })}
                                    </a></li>
                                }
                            })
                            .collect_view();
                        view! { <h4 class="index-section">{section}</h4><ul class="rule-links">{items}</ul> }
                    })
                    .collect_view();
                view! { <section class="index-group"><h3>{label}</h3>{sections}</section> }
            })
            .collect_view()
    };
    view! { <div class="rule-index" data-testid="rule-index">{view_groups}</div> }
}

/// The framework both Sheil games share belongs with either of them; the other systems stand alone.
fn shown(entry: Option<System>, filter: Option<System>) -> bool {
    match (filter, entry) {
        (None, _) => true,
        (Some(f), Some(e)) => f == e,
        (Some(f), None) => matches!(f, System::Sandarticus | System::JerseyShore),
    }
}
