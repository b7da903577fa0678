//! The last rolls, newest first, kept across reloads and shared with the tray's other tabs.

use leptos::prelude::*;

use super::TrayState;

#[component]
pub fn HistoryList(tray: TrayState) -> impl IntoView {
    let items = move || {
        tray.history.with(|h| {
            h.entries()
                .iter()
                .map(|e| {
                    let when = js_sys::Date::new(&(e.at_ms as f64).into());
                    let time = format!("{:02}:{:02}", when.get_hours(), when.get_minutes());
                    view! { <li><span class="when">{time}</span>" "{e.summary()}</li> }
                })
                .collect_view()
        })
    };
    let count = move || tray.history.with(|h| h.entries().len());
    let clear = move |_| {
        tray.history.update(|h| h.clear());
        tray.save_history();
    };
    view! {
        <details class="history" data-testid="history">
            <summary>{move || format!("Last rolls ({})", count())}</summary>
            <ol>{items}</ol>
            <button type="button" class="quiet" hidden=move || { count() == 0 } on:click=clear>"Clear history"</button>
        </details>
    }
}
