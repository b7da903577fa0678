//! One side of a new battle: its name, and a saved army or units typed in here. One component draws both.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::SideId;
use rules::roster::Army;

use super::super::text_field::TextField;
use super::form::{SetupForm, TypedUnit, UnitText, side_label};
use crate::components::pick::Pick;
use crate::field;

#[component]
pub fn SideSetup(
    form: RwSignal<SetupForm>,
    side: usize,
    armies: StoredValue<Vec<Army>>,
) -> impl IntoView {
    let id = SideId::BOTH[side];
    let system = Computed::new(move || form.with(|f| f.system));
    // Another system brings its own saved armies.
    let army_pick = move || {
        let sys = system.get();
        let mut options = vec![(String::new(), "Units typed in here".to_string())];
        armies.with_value(|list| {
            options.extend(
                list.iter()
                    .filter(|a| a.system() == sys)
                    .map(|a| (a.id.clone(), a.name.clone())),
            )
        });
        view! { <Pick label="Army" options=options value=field!(form, i = side => sides[i].army) id=format!("side-{side}-army") /> }
    };
    let typed = Computed::new(move || form.with(|f| f.sides[side].army.is_empty()));
    // Only adding or removing a unit draws the rows again: typing leaves them, and the caret, in place.
    let count = Computed::new(move || form.with(|f| f.sides[side].units.len()));
    let rows = move || {
        (0..count.get())
            .map(|row| {
                let text = |part| UnitText { form, side, row, part };
                let pfx = format!("u{side}-{row}");
                view! {
                    <div class="typed-unit">
                        <TextField label="Unit name" value=text(0) id=format!("{pfx}-name") bare=true />
                        <TextField label="Men" value=text(1) id=format!("{pfx}-men") numeric=true bare=true />
                        <TextField label="Leaders" value=text(2) id=format!("{pfx}-leaders") numeric=true bare=true />
                        <button type="button" class="quiet" aria-label="Remove this unit"
                            on:click=move |_| form.update(|f| {
                                if row < f.sides[side].units.len() {
                                    f.sides[side].units.remove(row);
                                }
                            })>"\u{2715}"</button>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="side-setup">
            <legend>{side_label(id)}</legend>
            <TextField label="Name" value=field!(form, i = side => sides[i].name) id=format!("side-{side}-name") />
            {army_pick}
            <Show when=move || typed.get()>
                <p class="hint">"Name, men and leaders of each unit."</p>
                {rows}
                <button type="button" class="secondary" data-testid=format!("add-unit-{side}")
                    on:click=move |_| form.update(|f| f.sides[side].units.push(TypedUnit::default()))>"Add a unit"</button>
            </Show>
        </fieldset>
    }
}
