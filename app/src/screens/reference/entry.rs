//! One rule entry: where it belongs, its paragraphs, its tables (with the player's house numbers), the house
//! settings behind it and links to related rules.

use std::sync::OnceLock;

use leptos::prelude::*;
use rules::house_rules::catalogue;
use rules::reference::{Entry, Table};

use super::Reference;
use super::house::value_text;

/// Whether an entry's text or numbers depend on a house rule.
pub fn is_house(e: &Entry) -> bool {
    static BEHIND: OnceLock<Vec<&'static str>> = OnceLock::new();
    let behind = BEHIND.get_or_init(|| catalogue().iter().map(|s| s.reference).collect());
    e.mentions_house_rule() || behind.contains(&e.id)
}

#[component]
pub fn EntryView(id: String) -> impl IntoView {
    let reference = expect_context::<Reference>();
    let id = StoredValue::new(id);
    move || {
        let Some(e) = reference.entry(&id.get_value()) else {
            return view! { <p class="problem">"This rule is missing from the reference."</p> }
                .into_any();
        };
        let house = is_house(&e);
        let where_ = format!("{} \u{b7} {}", e.system_label(), e.section);
        let body = e
            .body
            .iter()
            .map(|p| view! { <p>{p.clone()}</p> })
            .collect_view();
        let tables = e
            .tables
            .into_iter()
            .map(|t| view! { <RuleTable table=t /> })
            .collect_view();
        let settings = house_settings(e.id);
        let see_also = (!e.see_also.is_empty()).then(|| {
            let links = e
                .see_also
                .iter()
                .map(|other| {
                    let title = reference.entry(other).map(|o| o.title).unwrap_or(other);
                    view! { <li><a href=format!("#{other}") class="rule-link">{title}</a></li> }
                })
                .collect_view();
            view! {
                <nav class="see-also" aria-label="See also">
                    <h3>"See also"</h3>
                    <ul class="rule-links">{links}</ul>
                </nav>
            }
        });
        view! {
            <article class="rule-entry" data-testid="entry" data-rule=e.id>
                <p class="entry-where">{where_}</p>
                <h2 tabindex="-1" data-focus data-testid="entry-title">{e.title}</h2>
                {house.then(|| view! { <p><span class="house-tag" data-testid="house-mark">"house rule"</span></p> })}
                <div class="entry-body">{body}</div>
                {tables}
                {settings}
                {see_also}
            </article>
        }
        .into_any()
    }
}

/// A table in its own box that scrolls sideways when wide, so the page never does.
#[component]
pub fn RuleTable(table: Table) -> impl IntoView {
    let head = table
        .header
        .into_iter()
        .map(|h| view! { <th scope="col">{h}</th> })
        .collect_view();
    let rows = table
        .rows
        .into_iter()
        .map(|r| {
            let cells = r.into_iter().map(|c| view! { <td>{c}</td> }).collect_view();
            view! { <tr>{cells}</tr> }
        })
        .collect_view();
    let caption = table.caption;
    let label = caption.clone();
    view! {
        <div class="table-box" role="region" tabindex="0" aria-label=label>
            <table class="rule-table">
                <caption>{caption}</caption>
                <thead><tr>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// The house settings this rule's numbers come from, with the player's values and a way to change them.
fn house_settings(id: &'static str) -> Option<impl IntoView> {
    let reference = expect_context::<Reference>();
    let list: Vec<_> = catalogue()
        .into_iter()
        .filter(|s| s.reference == id)
        .collect();
    if list.is_empty() {
        return None;
    }
    let items = list
        .into_iter()
        .map(|s| {
            let key = s.key;
            let kind = s.kind;
            let now = move || {
                let h = reference.house.get();
                let v = h
                    .get(key)
                    .map(|v| value_text(&kind, &v))
                    .unwrap_or_default();
                if h.is_default(key) {
                    v
                } else {
                    format!("{v} (changed)")
                }
            };
            view! { <li><span class="setting-name">{s.title}</span>": "<strong>{now}</strong></li> }
        })
        .collect_view();
    Some(view! {
        <section class="entry-house" aria-label="House rules behind this rule">
            <h3>"House rules used here"</h3>
            <ul>{items}</ul>
            <a href="#house" class="rule-link">"Change house rules"</a>
        </section>
    })
}
