//! What an import would add, army by army, with a choice for each one the phone already has; nothing changes
//! until "Add to my armies", and either answer goes back to the armies page.

use leptos::prelude::*;
use rules::saved::roster::{Choice, Conflict, apply};

use super::{ARMIES_PAGE, Import};
use crate::components::segmented::{Segmented, options};
use crate::page_note::{Note, go_with};
use crate::screens::armies::systems::{describe, head_count};

/// Carries out the import as chosen, saves it at once and goes back to the armies page, which says what came in.
fn confirm(page: Import) {
    let Some(p) = page.pending.get_untracked() else {
        return;
    };
    let choices: Vec<Choice> = p.choices.iter().map(|c| c.get_untracked()).collect();
    let before = page.store.armies.get_untracked();
    let after = apply(&before, &p.plan, &choices);
    let taken = p
        .plan
        .incoming
        .iter()
        .zip(&choices)
        .filter(|(i, c)| i.conflict.is_none() || **c != Choice::Skip)
        .count();
    page.store.replace_all(after);
    page.store.flush();
    go_with(
        ARMIES_PAGE,
        Note::Done(match taken {
            0 => "Nothing was imported.".to_string(),
            1 => "Imported 1 army.".to_string(),
            n => format!("Imported {n} armies."),
        }),
    );
}

#[component]
pub fn ImportPanel(page: Import) -> impl IntoView {
    let cancel = move |_| {
        go_with(
            ARMIES_PAGE,
            Note::Done("Import cancelled; nothing was changed.".into()),
        )
    };
    move || {
        let p = page.pending.get()?;
        let existing = page.store.armies.get_untracked();
        let rows = p
            .plan
            .incoming
            .iter()
            .zip(p.choices.iter().copied())
            .enumerate()
            .map(|(i, (item, choice))| {
                let a = &item.army;
                let t = a.totals();
                let clash = item.conflict.map(|c| match c {
                    Conflict::SameId { existing: at } => format!(
                        "You already have this army{}.",
                        existing
                            .get(at)
                            .map(|e| format!(" as \u{201c}{}\u{201d}", e.name))
                            .unwrap_or_default()
                    ),
                    Conflict::SameName { .. } => {
                        format!("You already have an army called \u{201c}{}\u{201d}.", a.name)
                    }
                });
                let warn = match item.findings.len() {
                    0 => String::new(),
                    1 => "1 thing to check once it is added.".to_string(),
                    n => format!("{n} things to check once it is added."),
                };
                view! {
                    <li class="incoming" data-testid="incoming">
                        <p class="army-card-name">{a.name.clone()}</p>
                        <p>{format!("{} \u{b7} {}", describe(a.people(), a.system()), head_count(&t))}</p>
                        <p class="hint">{warn}</p>
                        {clash.map(|text| view! {
                            <p class="clash">{text}</p>
                            <Segmented label="What to do" value=choice id="choice"
                                options={options::<Choice>()} />
                        })}
                        <span class="sr-only">{format!("Army {} of the import", i + 1)}</span>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="import-panel" aria-label="Import" data-testid="import-panel">
                <h2>{if p.from_link { "Add this shared army?" } else { "Import these armies?" }}</h2>
                <ul class="incoming-list">{rows}</ul>
                <div class="button-row">
                    <button type="button" class="primary" data-testid="import-confirm"
                        on:click=move |_| confirm(page)>"Add to my armies"</button>
                    <button type="button" class="secondary" on:click=cancel>"Cancel"</button>
                </div>
            </section>
        })
    }
}
