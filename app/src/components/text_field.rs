//! A line of text the player types (a name, a note), held to the length saved files are held to.

use leptos::prelude::*;

use crate::components::bind::Bind;

/// A labelled text box bound to `value`; every keystroke is written. The id is the input's, for tests.
#[component]
pub fn TextField<B>(
    label: &'static str,
    value: B,
    /// The most letters the field takes.
    max: usize,
    #[prop(into)] id: String,
) -> impl IntoView
where
    B: Bind<String>,
{
    view! {
        <label class="field">
            <span>{label}</span>
            <input type="text" id=id autocomplete="off" maxlength=max prop:value=move || value.value()
                on:input=move |ev| value.put(event_target_value(&ev)) />
        </label>
    }
}
