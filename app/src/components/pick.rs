//! The one drop-down list, for choices too long for a row of buttons (troop types, units).

use leptos::prelude::*;

use crate::components::bind::Bind;

/// A labelled drop-down over `options`, bound to `value`. The id is the `<select>`'s, for labels and tests.
#[component]
pub fn Pick<T, B>(
    label: &'static str,
    options: Vec<(T, String)>,
    value: B,
    #[prop(into)] id: String,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
    B: Bind<T>,
{
    let (values, labels): (Vec<T>, Vec<String>) = options.into_iter().unzip();
    let values = StoredValue::new(values);
    let selected = Signal::derive(move || {
        let v = value.value();
        values.with_value(|vs| vs.iter().position(|x| *x == v).unwrap_or(0))
    });
    let on_pick = Callback::new(move |i: usize| {
        if let Some(v) = values.with_value(|vs| vs.get(i).cloned()) {
            value.put(v);
        }
    });
    select_list(label, id, labels, selected, on_pick)
}

/// The drop-down itself, by position in the list: one copy of its code serves every kind of value.
pub fn select_list(
    label: &'static str,
    id: String,
    labels: Vec<String>,
    selected: Signal<usize>,
    on_pick: Callback<usize>,
) -> AnyView {
    let opts = labels
        .into_iter()
        .enumerate()
        // Each option's own `selected` property: a `<select>`'s value set before its options exist is lost.
        .map(|(i, text)| view! { <option value=i.to_string() prop:selected=move || selected.get() == i>{text}</option> })
        .collect_view();
    view! {
        <label class="pick">
            <span class="pick-label">{label}</span>
            <select id=id on:change=move |ev| {
                    if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                        on_pick.run(i);
                    }
                }>{opts}</select>
        </label>
    }
    .into_any()
}
