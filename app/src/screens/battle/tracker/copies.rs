//! Battles kept aside when two tabs disagreed: each can be opened (the open one is kept in its place) or
//! deleted for good.

use leptos::prelude::*;

use crate::computed::Computed;

use super::super::file::confirm;
use super::super::store::BattleStore;

#[component]
pub fn KeptCopies(store: BattleStore) -> impl IntoView {
    let copies = move || {
        store
            .copies
            .get()
            .into_iter()
            .map(|(key, line)| {
                let (k1, k2) = (key.clone(), key);
                view! {
                    <li class="copy-line">
                        <span>{line}</span>
                        <button type="button" class="secondary" data-testid="open-copy" on:click=move |_| store.open_copy(&k1)>"Open"</button>
                        <button type="button" class="quiet" on:click=move |_| {
                            if confirm("Delete this kept copy for good?") {
                                store.drop_copy(&k2);
                            }
                        }>"Delete"</button>
                    </li>
                }
            })
            .collect_view()
    };
    let any = Computed::new(move || !store.copies.with(Vec::is_empty));
    move || {
        any.get().then(|| {
            view! {
                <section class="copies" data-testid="copies">
                    <h2>"Kept copies"</h2>
                    <ul>{copies}</ul>
                </section>
            }
        })
    }
}
