//! Ready-made armies (`rules::roster::ready`), so a new player need not start from nothing: one tap copies one
//! into "Your armies", to change as they like or take straight into a battle. The armies of the system the
//! player last chose come first; while "Your armies" is empty this offer leads the page.

use leptos::prelude::*;
use rules::roster::Army;
use rules::roster::ready;
use rules::rule::System;

use super::Screen;
use super::systems::{describe, head_count};
use crate::armies_store;

/// The systems in the order the list shows them: the player's current one first, then the rest in the app's
/// order.
fn systems_in_order(current: Option<System>) -> Vec<System> {
    let mut order: Vec<System> = current.into_iter().collect();
    order.extend(System::ALL.into_iter().filter(|s| Some(*s) != current));
    order
}

/// Copies a ready-made army into the player's armies, named so it does not clash with one already there.
fn copy_into_mine(screen: Screen, from: &Army) {
    let mine = screen.store.armies.get_untracked();
    let copy = ready::copy(from, "", &armies_store::new_id(), &mine);
    let said = format!(
        "Copied \u{201c}{}\u{201d} into Your armies: tap it to change it.",
        copy.name
    );
    screen.store.armies.update(|l| l.push(copy));
    screen.deleted.set(None);
    screen.done.set(Some(said));
    super::scroll_top();
}

/// "From the ready-made “Roman legion”" for a player's copy of one, whatever it has become since.
pub fn origin_line(army: &Army) -> Option<String> {
    let id = ready::copied_from(army)?;
    let from = ready::by_id(&id)?;
    Some(format!("From the ready-made \u{201c}{}\u{201d}", from.name))
}

/// One ready-made army: the whole card is the copy button.
fn ready_card(screen: Screen, army: Army) -> impl IntoView {
    let info = format!(
        "{} \u{b7} {}",
        describe(army.people(), army.system()),
        head_count(&army.totals())
    );
    let label = format!("Copy {} into Your armies", army.name);
    let (name, notes, id) = (army.name.clone(), army.notes.clone(), army.id.clone());
    view! {
        <li>
            <button type="button" class="army-card ready-card" data-testid="ready-copy" data-ready=id
                aria-label=label on:click=move |_| copy_into_mine(screen, &army)>
                <span class="ready-head">
                    <span class="army-card-name">{name}</span>
                    <span class="ready-copy-word" aria-hidden="true">"Copy"</span>
                </span>
                <span class="army-card-info">{info}</span>
                <span class="ready-note">{notes}</span>
            </button>
        </li>
    }
}

/// The ready-made armies, system by system.
#[component]
pub fn ReadyArmies(screen: Screen) -> impl IntoView {
    let current = screen.settings.settings.get_untracked().system;
    let groups = systems_in_order(current)
        .into_iter()
        .map(|system| {
            let cards = ready::of_system(system)
                .into_iter()
                .map(|a| ready_card(screen, a))
                .collect_view();
            view! {
                <h3 class="ready-system">{system.name()}</h3>
                <ul class="army-cards">{cards}</ul>
            }
        })
        .collect_view();
    view! {
        <section class="ready-armies" aria-label="Ready-made armies" data-testid="ready-armies">
            <h2>"Ready-made armies"</h2>
            <p class="hint">
                "Each passes its rules\u{2019} army check. One tap copies it into Your armies, to change or to take into a battle."
            </p>
            {groups}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// The player's system leads and every system is listed once.
    #[wasm_bindgen_test]
    fn the_current_system_comes_first() {
        assert_eq!(
            systems_in_order(Some(System::RomanWar)),
            vec![
                System::RomanWar,
                System::Sandarticus,
                System::JerseyShore,
                System::Ancients
            ]
        );
        assert_eq!(systems_in_order(None), System::ALL.to_vec());
    }
}
