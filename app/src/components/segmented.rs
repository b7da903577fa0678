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
    let (values, labels): (Vec<T>, Vec<String>) = options.into_iter().unzip();
    let values = StoredValue::new(values);
    let pressed = Signal::derive(move || {
        let v = value.value();
        values.with_value(|vs| vs.iter().position(|x| *x == v))
    });
    let on_pick = Callback::new(move |i: usize| {
        if let Some(v) = values.with_value(|vs| vs.get(i).cloned()) {
            value.put(v);
        }
    });
    button_row(label, labels, pressed, on_pick, id)
}

/// The row itself, by position in the list: one copy of its code serves every kind of value (a copy per kind
/// cost each page about a kilobyte of its download per kind of value it offers as buttons).
fn button_row(
    label: &'static str,
    labels: Vec<String>,
    pressed: Signal<Option<usize>>,
    on_pick: Callback<usize>,
    id: Option<String>,
) -> AnyView {
    let buttons = labels
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            let testid = id.as_ref().map(|p| format!("{p}-{i}"));
            view! {
                <button type="button" data-testid=testid
                    aria-pressed=move || (pressed.get() == Some(i)).to_string()
                    on:click=move |_| on_pick.run(i)>{text}</button>
            }
        })
        .collect_view();
    view! { <div class="segmented" role="group" aria-label=label>{buttons}</div> }.into_any()
}
