//! Armies in and out of the phone: export files, the import button (the file goes on to the import page,
//! `screens::import`), the share link and its QR code, duplicate, delete and print.

use leptos::prelude::*;
use rules::roster::Army;
use rules::saved::backup::MAX_BACKUP_BYTES;
use rules::saved::roster::{export_armies, export_army};
use wasm_bindgen::JsCast;

use super::Screen;
use super::opened::pass_on;
use crate::armies_store;
use crate::components::send_link::SendLink;
use crate::file_text::{file_text, take_picked_file};
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

/// The list view's export, import and print.
#[component]
pub fn ListTransfer(screen: Screen) -> impl IntoView {
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = take_picked_file(&ev) else {
            return;
        };
        // Read up to a backup's size: a backup picked here goes on to the backup page.
        leptos::task::spawn_local(async move {
            match file_text(file, MAX_BACKUP_BYTES).await {
                Ok(text) => pass_on(screen, text),
                Err(e) => screen
                    .problem
                    .set(Some(e.for_armies_or_backup("read that file"))),
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
                <button type="button" class="secondary" on:click=move |_| screen.printing.print(screen)>"Print all"</button>
            })}
        </div>
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
                <button type="button" class="secondary" on:click=move |_| screen.printing.print(screen)>"Print"</button>
                <button type="button" class="secondary danger" data-testid="delete"
                    on:click=move |_| screen.delete(&id2)>"Delete"</button>
            </div>
            {share_view}
        </section>
    }
}
