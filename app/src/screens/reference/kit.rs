//! The kit card: how to make the range cords, the quartered disk and the cup, ready to print.

use leptos::prelude::*;
use rules::sandy_hook::cords::{CORDS, Third};

use super::Reference;
use super::entry::RuleTable;

const KIT: &str = "sandy-hook.kit";

#[component]
pub fn KitCard() -> impl IntoView {
    let reference = expect_context::<Reference>();
    let print = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    };
    move || {
        let Some(e) = reference.entry(KIT) else {
            return view! { <p class="problem">"The kit card is missing from the reference."</p> }
                .into_any();
        };
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
        view! {
            <article class="kit-card" data-testid="kit-card">
                <h2 tabindex="-1" data-focus>{e.title}</h2>
                <div class="kit-pictures" aria-hidden="true">
                    <CordPicture />
                    <DiskPicture />
                </div>
                <div class="entry-body">{body}</div>
                {tables}
                <a href=format!("#{KIT}") class="rule-link kit-entry-link">"Open as a rule entry"</a>
                <div class="thumb-bar kit-actions">
                    <button type="button" class="primary" data-testid="print" on:click=print>"Print the kit card"</button>
                </div>
            </article>
        }
        .into_any()
    }
}

/// The four cords drawn to scale against each other, with knots at the thirds.
#[component]
fn CordPicture() -> impl IntoView {
    // Whole drawing units: a float in an attribute would bring float formatting into the page's download.
    let longest = CORDS.iter().map(|(_, f)| *f).max().unwrap_or(1) as i32;
    let cords = CORDS
        .iter()
        .enumerate()
        .map(|(i, (cord, feet))| {
            let y = 14 + i as i32 * 18;
            let len = 190 * *feet as i32 / longest;
            let knots = Third::ALL[..2]
                .iter()
                .map(|t| {
                    let x = 40 + len * t.index() as i32 / 3;
                    view! { <circle cx=x cy=y r="3.5" class="knot" /> }
                })
                .collect_view();
            view! {
                <text x="0" y=y + 4 class="cord-name">{cord.name()}</text>
                <line x1="40" y1=y x2=40 + len y2=y class="cord" />
                {knots}
            }
        })
        .collect_view();
    view! { <svg class="cord-pic" viewBox="0 0 240 80">{cords}</svg> }
}

/// A paper plate with a cross drawn on it: four quarters for firing arcs.
#[component]
fn DiskPicture() -> impl IntoView {
    view! {
        <svg class="disk-pic" viewBox="0 0 80 80">
            <circle cx="40" cy="40" r="34" class="disk" />
            <line x1="6" y1="40" x2="74" y2="40" class="cross" />
            <line x1="40" y1="6" x2="40" y2="74" class="cross" />
        </svg>
    }
}
