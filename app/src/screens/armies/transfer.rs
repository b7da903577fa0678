//! Armies in and out of the phone: export files, imports from a file or a share link (checked, migrated and
//! confirmed before anything changes), the share link and its QR code, duplicate, delete and print.

use leptos::prelude::*;
use rules::roster::Army;
use rules::saved::MAX_SAVED_BYTES;
use rules::saved::backup::is_backup;
use rules::saved::roster::{
    Choice, Conflict, apply, export_armies, export_army, import, plan_import,
};
use wasm_bindgen::JsCast;

use super::systems::{describe, head_count};
use super::{PendingImport, Screen};
use crate::armies_store;
use crate::components::segmented::{Segmented, options};
use crate::components::send_link::SendLink;
use crate::share;
use crate::share_sheet::send_file;

/// A file name from an army's name: letters and digits, the rest as dashes.
fn file_name(name: &str) -> String {
    let slug: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let slug = slug.trim_matches('-');
    format!(
        "{}.sandtable.json",
        if slug.is_empty() { "army" } else { slug }
    )
}

/// Sends one army as a file (the share sheet, or a download); the same text `rules::saved::roster` imports.
pub fn export_one(army: &Army) {
    send_file(
        &file_name(&army.name),
        &export_army(army),
        "application/json",
    )
}

pub fn export_all(armies: &[Army]) {
    send_file(
        "armies.sandtable.json",
        &export_armies(armies),
        "application/json",
    )
}

/// Reads an import file's text and, if it is good, shows what it would add. Nothing changes yet. A whole-phone
/// backup goes to the backup page's restore instead.
pub fn start_import(screen: Screen, text: &str, from_link: bool) {
    if is_backup(text) {
        let text = text.to_string();
        leptos::task::spawn_local(async move {
            if !crate::launch::hand_on("backup.html", &text).await {
                screen.problem.set(Some(
                    "That is a backup of a whole phone: restore it on the backup page. Nothing was changed."
                        .into(),
                ));
            }
        });
        return;
    }
    let existing = screen.store.armies.get_untracked();
    match import(&existing, text) {
        Ok(plan) => offer_plan(screen, plan, from_link),
        Err(e) => {
            screen.import.set(None);
            screen.problem.set(Some(format!(
                "That file can't be imported. {e} Nothing was changed."
            )));
        }
    }
}

fn offer_plan(screen: Screen, plan: rules::saved::roster::ImportPlan, from_link: bool) {
    if plan.incoming.is_empty() {
        screen.problem.set(Some(
            "That file holds no armies. Nothing was changed.".into(),
        ));
        return;
    }
    let choices = plan
        .incoming
        .iter()
        .map(|_| RwSignal::new(Choice::KeepBoth))
        .collect();
    screen.problem.set(None);
    screen.done.set(None);
    screen.import.set(Some(PendingImport {
        plan,
        choices,
        from_link,
    }));
    super::scroll_top();
}

/// Opens the import of an army in the address (`#share=...`) now and whenever the address changes.
pub fn watch_share_links(screen: Screen) {
    let read = move || {
        let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) else {
            return;
        };
        match share::read_fragment(&hash) {
            None => {}
            Some(Ok(army)) => {
                let existing = screen.store.armies.get_untracked();
                offer_plan(screen, plan_import(&existing, vec![army]), true);
            }
            Some(Err(e)) => {
                clear_fragment();
                screen.import.set(None);
                screen.problem.set(Some(share::link_problem(&e)));
            }
        }
    };
    read();
    let _ = window_event_listener(leptos::ev::hashchange, move |_| read());
}

fn clear_fragment() {
    if let Some(w) = web_sys::window() {
        let path = w.location().pathname().unwrap_or_default();
        let _ = w
            .history()
            .and_then(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path)));
    }
}

#[component]
pub fn ImportPanel(screen: Screen) -> impl IntoView {
    let confirm = move |_| {
        let Some(p) = screen.import.get_untracked() else {
            return;
        };
        let choices: Vec<Choice> = p.choices.iter().map(|c| c.get_untracked()).collect();
        let before = screen.store.armies.get_untracked();
        let after = apply(&before, &p.plan, &choices);
        let taken = p
            .plan
            .incoming
            .iter()
            .zip(&choices)
            .filter(|(i, c)| i.conflict.is_none() || **c != Choice::Skip)
            .count();
        screen.store.replace_all(after);
        screen.import.set(None);
        if p.from_link {
            clear_fragment();
        }
        screen.done.set(Some(match taken {
            0 => "Nothing was imported.".to_string(),
            1 => "Imported 1 army.".to_string(),
            n => format!("Imported {n} armies."),
        }));
    };
    let cancel = move |_| {
        if screen.import.get_untracked().is_some_and(|p| p.from_link) {
            clear_fragment();
        }
        screen.import.set(None);
        screen
            .done
            .set(Some("Import cancelled; nothing was changed.".into()));
    };
    move || {
        let p = screen.import.get()?;
        let existing = screen.store.armies.get_untracked();
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
                    <button type="button" class="primary" data-testid="import-confirm" on:click=confirm>"Add to my armies"</button>
                    <button type="button" class="secondary" on:click=cancel>"Cancel"</button>
                </div>
            </section>
        })
    }
}

/// The list view's export, import and print.
#[component]
pub fn ListTransfer(screen: Screen) -> impl IntoView {
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        if file.size() > MAX_SAVED_BYTES as f64 {
            screen.problem.set(Some(
                "That file is far too big to be Sandtable armies. Nothing was changed.".into(),
            ));
            return;
        }
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(text) => start_import(screen, &text.as_string().unwrap_or_default(), false),
                Err(_) => screen.problem.set(Some(
                    "The phone couldn't read that file. Nothing was changed.".into(),
                )),
            }
        });
    };
    let has_armies = move || screen.store.armies.with(|l| !l.is_empty());
    view! {
        <div class="button-row transfer no-print">
            <label class="file-button">
                <span>"Import from a file"</span>
                <input type="file" id="import-file" accept=".json,application/json" on:change=on_file />
            </label>
            {move || has_armies().then(|| view! {
                <button type="button" class="secondary" data-testid="export-all"
                    on:click=move |_| { export_all(&screen.store.armies.get_untracked()); }>"Export all"</button>
                <button type="button" class="secondary" on:click=move |_| print()>"Print all"</button>
            })}
        </div>
    }
}

fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

/// The open army's actions: duplicate, export, share, print and delete.
#[component]
pub fn ArmyActions(screen: Screen, id: String) -> impl IntoView {
    let store = screen.store;
    let sharing = RwSignal::new(false);
    let army = {
        let id = id.clone();
        move || store.army(&id)
    };
    let a1 = army.clone();
    let duplicate = move |_| {
        let Some(mut copy) = a1() else { return };
        copy.id = armies_store::new_id();
        copy.name = format!("{} (copy)", copy.name.trim());
        let new_id = copy.id.clone();
        let at = store
            .armies
            .with_untracked(|l| l.iter().position(|a| a.id == id).map_or(l.len(), |i| i + 1));
        store.armies.update(|l| l.insert(at.min(l.len()), copy));
        screen
            .done
            .set(Some("Duplicated: you are now editing the copy.".into()));
        screen.open_army(Some(new_id));
    };
    let a2 = army.clone();
    let a3 = army.clone();
    let a4 = army.clone();
    let share_view = move || {
        if !sharing.get() {
            return None;
        }
        // Rebuilt on every change, so the link always carries the army as it stands.
        store.armies.track();
        let a = a3()?;
        Some(match share::link_for(&a) {
            Ok(link) => {
                let qr = share::qr_path(&link).map(|(n, path)| {
                    view! {
                        <svg class="qr" data-testid="qr" viewBox=format!("0 0 {n} {n}") role="img"
                            aria-label="QR code of the share link" shape-rendering="crispEdges">
                            <rect width=n.to_string() height=n.to_string() fill="#fff" />
                            <path d=path fill="#000" />
                        </svg>
                    }
                });
                view! {
                    <div class="share-panel" data-testid="share-panel">
                        <p>"Scan the code with the other phone's camera, or send the link. It works with no signal: the army travels inside it."</p>
                        {qr}
                        <label class="field">
                            <span>"Share link"</span>
                            <input type="text" readonly data-testid="share-link" prop:value=link.clone()
                                on:focus=move |ev| {
                                    if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                        i.select();
                                    }
                                } />
                        </label>
                        <SendLink link=link title=format!("{} \u{2014} Sandtable army", a.name) />
                    </div>
                }
                .into_any()
            }
            Err(msg) => view! { <p class="problem">{msg}</p> }.into_any(),
        })
    };
    let id2 = a4().map(|a| a.id).unwrap_or_default();
    view! {
        <section class="army-actions no-print" aria-label="Army actions">
            <div class="button-row">
                <button type="button" class="secondary" on:click=duplicate>"Duplicate"</button>
                <button type="button" class="secondary" data-testid="export"
                    on:click=move |_| { if let Some(a) = a2() { export_one(&a); } }>"Export"</button>
                <button type="button" class="secondary" data-testid="share" aria-expanded=move || sharing.get().to_string()
                    on:click=move |_| sharing.update(|s| *s = !*s)>"Share"</button>
                <button type="button" class="secondary" on:click=move |_| print()>"Print"</button>
                <button type="button" class="secondary danger" data-testid="delete"
                    on:click=move |_| screen.delete(&id2)>"Delete"</button>
            </div>
            {share_view}
        </section>
    }
}
