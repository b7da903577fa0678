//! A row of big buttons of which exactly one is chosen: the phone-friendly radio group.

use leptos::prelude::*;

/// Shows `options` as buttons; the one equal to `value` is pressed. `label` names the group for screen readers.
#[component]
pub fn Segmented<T>(
    label: &'static str,
    options: Vec<(T, String)>,
    value: RwSignal<T>,
    /// An id prefix so tests can find each button (`{id}-{index}`).
    #[prop(optional)]
    id: Option<&'static str>,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let buttons = options
        .into_iter()
        .enumerate()
        .map(|(i, (opt, text))| {
            let o1 = opt.clone();
            let testid = id.map(|p| format!("{p}-{i}"));
            view! {
                <button type="button" data-testid=testid
                    aria-pressed=move || (value.get() == o1).to_string()
                    on:click=move |_| value.set(opt.clone())>{text}</button>
            }
        })
        .collect_view();
    view! { <div class="segmented" role="group" aria-label=label>{buttons}</div> }
}

/// A yes/no switch drawn as a big button.
#[component]
pub fn Toggle(
    label: String,
    value: RwSignal<bool>,
    #[prop(optional)] id: Option<&'static str>,
) -> impl IntoView {
    view! {
        <button type="button" class="toggle" data-testid=id role="switch"
            aria-checked=move || value.get().to_string()
            on:click=move |_| value.update(|v| *v = !*v)>
            <span class="toggle-box" aria-hidden="true">{move || if value.get() { "\u{2714}" } else { "" }}</span>
            <span>{label}</span>
        </button>
    }
}
