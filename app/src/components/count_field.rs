//! A number the player sets with big − and + buttons or by typing, checked by the rules' own limits.

use std::cell::RefCell;

use leptos::prelude::*;
use rules::input::parse_whole;

use crate::components::bind::Bind;

thread_local! {
    /// Refused text by field id. The message lives in the caller's `error` signal, which can outlive this field
    /// (the dice tray's Real dice view replaces the fields and brings them back): drawn again, a field shows
    /// the text the message is about, not the number in force beside a complaint about another. A page has a
    /// handful of fields: a short list downloads lighter than a hash map.
    static REFUSED: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

fn remember_refused(id: &str, text: Option<String>) {
    REFUSED.with(|r| {
        let mut r = r.borrow_mut();
        r.retain(|(k, _)| k != id);
        if let Some(t) = text {
            r.push((id.to_string(), t));
        }
    });
}

fn refused_text(id: &str) -> Option<String> {
    REFUSED.with(|r| {
        r.borrow()
            .iter()
            .find(|(k, _)| k == id)
            .map(|(_, t)| t.clone())
    })
}

/// A stepper with typed entry. `value` only ever holds an accepted number: text that is not one (out of range,
/// not a number, empty) stays in the field exactly as typed, with the message in `error` beside it, and the
/// last accepted number stays in force until the player types a good one or steps.
#[component]
pub fn CountField<B>(
    /// The visible label, also used in messages ("Red dice").
    label: &'static str,
    /// A short mark shown before the label (a colour letter, say).
    #[prop(optional)]
    chip: Option<(&'static str, char)>,
    /// The number in force: a signal, or a field of the page's form.
    value: B,
    /// Where the refusal of typed text goes, for a page that must know (the dice tray will not roll while a
    /// count is refused); by default the field keeps it to itself.
    #[prop(optional)]
    error: Option<RwSignal<Option<String>>>,
    min: u32,
    max: u32,
    /// An id for the input, so tests and labels can find it.
    #[prop(into)]
    id: String,
) -> impl IntoView
where
    B: Bind<u32>,
{
    let error = error.unwrap_or_else(|| RwSignal::new(None));
    let refused = refused_text(&id);
    let text = RwSignal::new(match (error.get_untracked(), refused) {
        // Drawn again while its complaint stands: the player's text comes back with it.
        (Some(_), Some(t)) => t,
        (complaint, _) => {
            // A complaint whose text is gone can't be shown or fixed: the number in force is what counts.
            if complaint.is_some() {
                error.set(None);
            }
            value.value_untracked().to_string()
        }
    });
    // The number the field last showed or accepted: a different `value` was set from elsewhere.
    let seen = StoredValue::new(value.value_untracked());
    let key = StoredValue::new(id.clone());
    let reads_as = move |v: u32| {
        text.with_untracked(|t| parse_whole(label, t, min as i64, max as i64) == Ok(v as i64))
    };
    let show = move |v: u32| {
        seen.set_value(v);
        key.with_value(|k| remember_refused(k, None));
        // Text that already reads as the number ("07", " 7") is the player's: leave it as typed.
        if !reads_as(v) {
            text.set(v.to_string());
        }
    };
    Effect::new(move |_| {
        let v = value.value();
        let complaint = error.with(|e| e.is_some());
        if v != seen.get_value() {
            // A reset or a restored form: show the new number over any half-typed text.
            show(v);
            if complaint {
                error.set(None);
            }
        } else if !complaint {
            // The complaint was withdrawn from elsewhere: show the number in force again.
            show(v);
        }
        // Otherwise the player's own text stands, with its message, whatever order the updates arrive in.
    });
    let accept = move |v: u32| {
        seen.set_value(v);
        key.with_value(|k| remember_refused(k, None));
        error.set(None);
        value.put(v);
    };
    // Steps from the number in force, even while the text shows something refused.
    let set_from_step = move |delta: i64| {
        let next = (value.value_untracked() as i64 + delta).clamp(min as i64, max as i64) as u32;
        text.set(next.to_string());
        accept(next);
    };
    let on_input = move |ev| {
        let t = event_target_value(&ev);
        let parsed = parse_whole(label, &t, min as i64, max as i64);
        text.set(t.clone());
        match parsed {
            Ok(v) => accept(v as u32),
            Err(e) => {
                key.with_value(|k| remember_refused(k, Some(t)));
                error.set(Some(e.to_string()));
            }
        }
    };
    let err_id = format!("{id}-error");
    let input_id = id.clone();
    view! {
        <div class="count-field" class:invalid=move || error.get().is_some()>
            <label for=input_id.clone()>
                {chip.map(|(name, letter)| view! { <span class=format!("chip chip-{name}") aria-hidden="true">{letter}</span> })}
                <span class="count-label">{label}</span>
            </label>
            <div class="stepper">
                <button type="button" class="step" aria-label=format!("One fewer: {label}")
                    on:click=move |_| set_from_step(-1)>"\u{2212}"</button>
                <input id=input_id type="text" inputmode="numeric" autocomplete="off"
                    aria-describedby=err_id.clone()
                    aria-invalid=move || if error.get().is_some() { "true" } else { "false" }
                    prop:value=move || text.get() on:input=on_input />
                <button type="button" class="step" aria-label=format!("One more: {label}")
                    on:click=move |_| set_from_step(1)>"+"</button>
            </div>
            <p class="field-error" id=err_id role="alert">{move || error.get()}</p>
        </div>
    }
}
