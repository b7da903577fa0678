//! A number the player sets with big − and + buttons or by typing, checked by the rules' own limits.

use leptos::prelude::*;
use rules::input::parse_whole;

/// A stepper with typed entry. `value` only ever holds an accepted number; while the text is not one,
/// `error` holds the message shown under the field.
#[component]
pub fn CountField(
    /// The visible label, also used in messages ("Red dice").
    label: &'static str,
    /// A short mark shown before the label (a colour letter, say).
    #[prop(optional)]
    chip: Option<(&'static str, char)>,
    value: RwSignal<u32>,
    error: RwSignal<Option<String>>,
    min: u32,
    max: u32,
    /// An id for the input, so tests and labels can find it.
    id: String,
) -> impl IntoView {
    let text = RwSignal::new(value.get_untracked().to_string());
    // Keep the text in step when the value changes from elsewhere (a reset, a stepper).
    Effect::new(move |_| {
        let v = value.get();
        if error.get_untracked().is_none() {
            text.set(v.to_string());
        }
    });
    let set_from_step = move |delta: i64| {
        let next = (value.get_untracked() as i64 + delta).clamp(min as i64, max as i64) as u32;
        error.set(None);
        value.set(next);
        text.set(next.to_string());
    };
    let on_input = move |ev| {
        let t = event_target_value(&ev);
        text.set(t.clone());
        match parse_whole(label, &t, min as i64, max as i64) {
            Ok(v) => {
                error.set(None);
                value.set(v as u32);
            }
            Err(e) => error.set(Some(e.to_string())),
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
