//! A line of text the player types (a name, a formation, a count kept as typed), bound to one field of a form.

use leptos::prelude::*;

use crate::components::bind::Bind;

/// A text input for `value`. With `bare`, the label is the box's placeholder and its name for screen readers,
/// for rows of small boxes; otherwise it is written above the box.
#[component]
pub fn TextField<B>(
    label: &'static str,
    value: B,
    #[prop(into)] id: String,
    /// Whole numbers only: the phone shows its number keys.
    #[prop(optional)]
    numeric: bool,
    #[prop(optional)] bare: bool,
) -> impl IntoView
where
    B: Bind<String>,
{
    let mode = if numeric { "numeric" } else { "text" };
    let input = view! {
        <input type="text" id=id inputmode=mode aria-label=bare.then_some(label) placeholder=bare.then_some(label)
            prop:value=move || value.value() on:input=move |ev| value.put(event_target_value(&ev)) />
    };
    if bare {
        input.into_any()
    } else {
        view! { <label class="field">{label}{input}</label> }.into_any()
    }
}
