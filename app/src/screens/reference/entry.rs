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

/// The narrowest a table's columns can be, in pixels at the reference's type size: each column as wide as its
/// longest word (a bold letter is about 9 px) plus its padding. Wider than a 360 px phone's box (328 px inside
/// its border and the page's margins, with some room for wider fonts) and the table is drawn as cards.
fn fits_a_phone(table: &Table) -> bool {
    const LETTER: usize = 9;
    const PADDING: usize = 17;
    const ROOM: usize = 310;
    let columns = table.header.len();
    let widest = (0..columns).map(|i| {
        std::iter::once(&table.header)
            .chain(&table.rows)
            .filter_map(|row| row.get(i))
            .flat_map(|cell| cell.split_whitespace())
            .map(|word| word.chars().count())
            .max()
            .unwrap_or(0)
    });
    widest.map(|w| w * LETTER + PADDING).sum::<usize>() <= ROOM
}

/// A rule's table. One narrow enough for a phone is a table whose headers and cells wrap; a wider one is drawn
/// as cards, a row to a card, each value under its column's name, so nothing ever scrolls sideways.
#[component]
pub fn RuleTable(table: Table) -> impl IntoView {
    let cards = !fits_a_phone(&table);
    let header = table.header;
    let head = header
        .iter()
        .map(|h| view! { <th scope="col" role="columnheader">{h.clone()}</th> })
        .collect_view();
    let rows = table
        .rows
        .into_iter()
        .map(|r| {
            let cells = r
                .into_iter()
                .zip(&header)
                .map(|(c, h)| view! { <td role="cell" data-label=h.clone()>{c}</td> })
                .collect_view();
            view! { <tr role="row">{cells}</tr> }
        })
        .collect_view();
    view! {
        <div class="table-box">
            <table class="rule-table" class:cards=cards role="table">
                <caption>{table.caption}</caption>
                <thead><tr role="row">{head}</tr></thead>
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
