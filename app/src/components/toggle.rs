//! A yes/no switch drawn as a big button.

use leptos::prelude::*;

use crate::components::bind::Bind;

/// A switch for `value`. When `off` gives a reason, the switch cannot change the answer for what is chosen
/// now: it shows greyed out with that one-line reason instead of pretending to matter.
#[component]
pub fn Toggle<B>(
    #[prop(into)] label: String,
    value: B,
    #[prop(optional)] id: Option<&'static str>,
    /// Why the switch does not apply at the moment, if it does not.
    #[prop(optional, into)]
    off: Option<Signal<Option<&'static str>>>,
) -> impl IntoView
where
    B: Bind<bool>,
{
    let reason = move || off.and_then(|o| o.get());
    view! {
        <button type="button" class="toggle" data-testid=id role="switch"
            aria-checked=move || value.value().to_string()
            disabled=move || reason().is_some()
            on:click=move |_| value.put(!value.value_untracked())>
            <span class="toggle-box" aria-hidden="true">{move || if value.value() { "\u{2714}" } else { "" }}</span>
            <span>{label}<span class="toggle-off">{reason}</span></span>
        </button>
    }
}
