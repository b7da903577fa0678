//! A row of big buttons of which exactly one is chosen: the phone-friendly radio group, for short lists.

use std::sync::Arc;

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
    let values = Arc::new(values);
    let known = values.clone();
    let pressed: Pressed = Arc::new(move || {
        let v = value.value();
        known.iter().position(|x| *x == v)
    });
    let on_pick: OnPick = Arc::new(move |i| {
        if let Some(v) = values.get(i) {
            value.put(v.clone());
        }
    });
    button_row(label, labels, pressed, on_pick, id)
}

/// Which button is pressed, by position (none when the value is not among the options).
type Pressed = Arc<dyn Fn() -> Option<usize> + Send + Sync>;
/// Picks the option at a position.
type OnPick = Arc<dyn Fn(usize) + Send + Sync>;

/// The row itself, by position in the list: one copy of its code serves every kind of value (a copy per kind
/// cost each page about a kilobyte of its download per kind of value it offers as buttons).
fn button_row(
    label: &'static str,
    labels: Vec<String>,
    pressed: Pressed,
    on_pick: OnPick,
    id: Option<String>,
) -> impl IntoView + use<> {
    let buttons = labels
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            let testid = id.as_ref().map(|p| format!("{p}-{i}"));
            let (pressed, on_pick) = (pressed.clone(), on_pick.clone());
            view! {
                <button type="button" data-testid=testid
                    aria-pressed=move || (pressed() == Some(i)).to_string()
                    on:click=move |_| on_pick(i)>{text}</button>
            }
        })
        .collect_view();
    view! { <div class="segmented" role="group" aria-label=label>{buttons}</div> }
}
