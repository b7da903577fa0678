//! What goes into the cup: how many dice of each colour, or the faces of real dice tapped in.

use leptos::prelude::*;
use rules::dice::{Colour, FACES, MAX_POOL, colour_label};

use super::TrayState;
use crate::components::count_field::CountField;
use crate::field;

/// A count per colour, with big − and + buttons.
#[component]
pub fn PoolEntry(tray: TrayState) -> impl IntoView {
    let form = tray.form;
    let fields = Colour::ALL
        .into_iter()
        .map(|c| {
            let i = c as usize;
            view! {
                <CountField label=colour_label(c) chip=(c.name(), c.letter())
                    value=field!(form, n = i => counts[n]) error=tray.errors[i] min=0 max=MAX_POOL
                    id=format!("count-{}", c.name()) />
            }
        })
        .collect_view();
    let clear = move |_| {
        for e in tray.errors {
            e.set(None);
        }
        form.update(|f| f.counts = [0; 6]);
    };
    view! {
        <section class="pool" aria-label="Dice to roll" hidden=move || form.with(|f| f.real)>
            {fields}
            <button type="button" class="quiet" on:click=clear>"Set all to 0"</button>
        </section>
    }
}

/// Real dice: pick a colour, then tap each face as often as it came up.
#[component]
pub fn RealDiceEntry(tray: TrayState) -> impl IntoView {
    let form = tray.form;
    let chips = Colour::ALL
        .into_iter()
        .map(|c| {
            let n = move || form.with(|f| f.faces[c as usize].iter().sum::<u32>());
            view! {
                <button type="button" class=format!("chip-tab chip-{}", c.name())
                    aria-pressed=move || form.with(|f| f.picked == c).to_string()
                    on:click=move |_| form.update(|f| f.picked = c)>
                    <span class="letter">{c.letter()}</span>
                    <span class="n">{n}</span>
                    <span class="sr-only">{format!("{} dice", c.name())}</span>
                </button>
            }
        })
        .collect_view();
    let faces = (1..=FACES)
        .map(|f| {
            let idx = (f - 1) as usize;
            let count = move || form.with(|t| t.faces[t.picked as usize][idx]);
            let change = move |d: i64| {
                form.update(|t| {
                    let total: u32 = t.faces.iter().flatten().sum();
                    let v = t.faces[t.picked as usize][idx] as i64 + d;
                    if v >= 0 && (d < 0 || total < MAX_POOL) {
                        t.faces[t.picked as usize][idx] = v as u32;
                    }
                });
            };
            view! {
                <div class="face-cell">
                    <button type="button" class="face-add" data-testid=format!("face-{f}")
                        aria-label=move || format!("Add a {f}: {} so far", count())
                        on:click=move |_| change(1)>
                        <span class="pip">{f}</span>
                        <span class="times">{move || format!("\u{d7}{}", count())}</span>
                    </button>
                    <button type="button" class="face-less" aria-label=format!("Take away a {f}")
                        on:click=move |_| change(-1)>"\u{2212}"</button>
                </div>
            }
        })
        .collect_view();
    let clear = move |_| form.update(|f| f.faces = [[0; 6]; 6]);
    view! {
        <section class="real" aria-label="Real dice" hidden=move || !form.with(|f| f.real)>
            <p class="hint">"Roll your own dice, pick their colour, then tap each face as many times as it came up."</p>
            <div class="chip-tabs" role="group" aria-label="Colour">{chips}</div>
            <div class="face-grid">{faces}</div>
            <button type="button" class="quiet" on:click=clear>"Clear all faces"</button>
        </section>
    }
}
