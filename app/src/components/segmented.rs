//! A row of big buttons of which exactly one is chosen: the phone-friendly radio group, for short lists.

use leptos::prelude::*;
use rules::text::Choice;

use crate::components::bind::Bind;

/// Every value of a [`Choice`] with its one label, as the options of a picker.
pub fn options<T: Choice>() -> Vec<(T, String)> {
    T::ALL.iter().map(|&v| (v, v.label().to_string())).collect()
}

/// Shows `options` as buttons; the one equal to `value` is pressed. `label` names the group for screen readers.
#[component]
pub fn Segmented<T, B>(
    label: &'static str,
    options: Vec<(T, String)>,
    value: B,
    /// An id prefix so tests can find each button (`{id}-{index}`).
    #[prop(optional, into)]
    id: Option<String>,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
    B: Bind<T>,
{
    let buttons = options
        .into_iter()
        .enumerate()
        .map(|(i, (opt, text))| {
            let o1 = opt.clone();
            let testid = id.as_ref().map(|p| format!("{p}-{i}"));
            view! {
                <button type="button" data-testid=testid
                    aria-pressed=move || (value.value() == o1).to_string()
                    on:click=move |_| value.put(opt.clone())>{text}</button>
            }
        })
        .collect_view();
    view! { <div class="segmented" role="group" aria-label=label>{buttons}</div> }
}
