//! What a restore would do, shown before anything changes: the armies, the battle and its kept copies, the
//! settings and house rules it brings, each with the player's choice where it would replace something.

use leptos::prelude::*;
use rules::saved::backup::BattleChoice;
use rules::saved::battle::SavedBattle;
use rules::saved::roster::{Choice, Conflict};

use super::restore::{PendingRestore, Restore};
use crate::components::segmented::{Segmented, options};

/// "Romans against Gauls, 7 events".
fn battle_line(b: &SavedBattle) -> String {
    let n = b.log.events.len();
    let events = if n == 1 { "event" } else { "events" };
    let [a, z] = &b.battle.sides;
    format!("{} against {}, {n} {events}", a.name, z.name)
}

/// "3 armies", "1 army".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A keep-mine-or-take-theirs choice for something the backup would replace.
fn keep_or_take(value: RwSignal<bool>, id: &'static str) -> impl IntoView {
    view! {
        <Segmented label="What to do" value=value id=id
            options=vec![(false, "Keep mine".to_string()), (true, "Use the backup's".to_string())] />
    }
}

fn army_rows(p: &PendingRestore) -> impl IntoView {
    p.plan
        .armies
        .incoming
        .iter()
        .zip(p.armies.iter().copied())
        .map(|(item, choice)| {
            let clash = item.conflict.map(|c| {
                let text = match c {
                    Conflict::SameId { .. } => "You have another version of this army.",
                    Conflict::SameName { .. } => "You already have an army of this name.",
                };
                view! {
                    <p class="clash">{text}</p>
                    <Segmented label="What to do" value=choice id="restore-army"
                        options={options::<Choice>()} />
                }
            });
            view! {
                <li class="incoming" data-testid="restore-army">
                    <p class="army-card-name">{item.army.name.clone()}</p>
                    {clash}
                </li>
            }
        })
        .collect_view()
}

fn battle_rows(p: &PendingRestore) -> impl IntoView {
    let open = p.plan.battle.as_ref().map(|b| {
        let choice = b.replaces.then(|| {
            view! {
                <p class="clash">"You have another battle open."</p>
                <Segmented label="What to do" value=p.battle id="restore-battle"
                    options={options::<BattleChoice>()} />
            }
        });
        view! {
            <li class="incoming" data-testid="restore-battle">
                <p>{format!("The battle {}.", battle_line(&b.battle))}</p>
                {choice}
            </li>
        }
    });
    let copies = (!p.plan.copies.is_empty()).then(|| {
        let n = p.plan.copies.len();
        view! { <li class="incoming">{format!("{} of battles.", count(n, "kept copy", "kept copies"))}</li> }
    });
    view! { {open} {copies} }
}

fn settings_rows(p: &PendingRestore) -> impl IntoView {
    let looks = p.plan.settings.as_ref().map(|s| {
        let theme = match s.theme {
            rules::saved::settings::Theme::Sunlight => "sunlight",
            rules::saved::settings::Theme::Dark => "dark",
        };
        let game = s
            .system
            .map(|g| format!(", {} last played", g.name()))
            .unwrap_or_default();
        view! {
            <li class="incoming" data-testid="restore-settings">
                <p>{format!("Its settings: the {theme} theme{game}.")}</p>
                {keep_or_take(p.settings, "restore-settings")}
            </li>
        }
    });
    let house = p.plan.house.as_ref().map(|_| {
        view! {
            <li class="incoming" data-testid="restore-house">
                <p>"Its house rules differ from yours."</p>
                {keep_or_take(p.house, "restore-house")}
            </li>
        }
    });
    view! { {looks} {house} }
}

/// What a restore would do, with the player's choices, at the top of the backup page.
#[component]
pub fn RestorePanel(restore: Restore) -> impl IntoView {
    move || {
        let p = restore.pending.get()?;
        let here = p.plan.armies_here + p.plan.battles_here;
        let here = (here > 0).then(|| {
            let armies = count(p.plan.armies_here, "army", "armies");
            let battles = count(p.plan.battles_here, "battle", "battles");
            view! { <p class="hint">{format!("Already on this phone: {armies}, {battles}.")}</p> }
        });
        let body = if p.plan.is_empty() {
            view! { <p data-testid="restore-nothing">"Everything in this backup is already on this phone."</p> }
                .into_any()
        } else {
            view! {
                <ul class="incoming-list">{army_rows(&p)} {battle_rows(&p)} {settings_rows(&p)}</ul>
            }
            .into_any()
        };
        Some(view! {
            <section class="import-panel" aria-label="Restore" data-testid="restore-panel">
                <h2>"Restore this backup?"</h2>
                {here}
                {body}
                <div class="button-row">
                    <button type="button" class="primary" data-testid="restore-confirm"
                        on:click=move |_| restore.confirm()>"Restore"</button>
                    <button type="button" class="secondary" on:click=move |_| restore.cancel()>"Cancel"</button>
                </div>
            </section>
        })
    }
}
