//! "Fill from": a compact drop-down of the units in the saved armies and the open battle. Picking one fills a
//! helper's fields (the caller decides which) and remembers which unit they came from; the fields stay
//! editable, and "Typed in" goes back to an ad hoc entry.

use leptos::prelude::*;

use crate::battle_snapshot::Offer;
use crate::components::bind::Bind;

/// Shows nothing when there is nothing to pick from, so ad hoc entry stays the plain default.
#[component]
pub fn SourcePick<B>(
    /// Units of the chosen system.
    #[prop(into)]
    offers: Signal<Vec<Offer>>,
    /// The key of the unit the fields came from; empty when typed in.
    from: B,
    /// Fills the fields from the chosen unit.
    on_pick: Callback<Offer>,
    /// Names whose fields these are ("Shooters").
    label: &'static str,
    id: String,
) -> impl IntoView
where
    B: Bind<String>,
{
    let current = move || {
        let key = from.value();
        offers.with(|o| o.iter().find(|x| x.key == key).cloned())
    };
    let on_change = move |ev| {
        let key = event_target_value(&ev);
        let chosen = offers.with_untracked(|o| o.iter().find(|x| x.key == key).cloned());
        match chosen {
            Some(offer) => {
                on_pick.run(offer);
                from.put(key);
            }
            None => from.put(String::new()),
        }
    };
    let note_id = format!("{id}-from");
    // Shown only while there is something to pick from (a `when` check, not a generic `<Show>`: lighter).
    move || {
        let (id, note_id) = (id.clone(), note_id.clone());
        offers.with(|o| !o.is_empty()).then(|| view! {
            <label class="pick source-pick">
                <span class="pick-label">{format!("{label}: fill from")}</span>
                <select id=id.clone() aria-describedby=note_id.clone() on:change=on_change>
                    <option value="" selected=move || current().is_none()>"Typed in (no unit)"</option>
                    {move || groups(&offers.get()).into_iter().map(|(group, items)| view! {
                        <optgroup label=group>
                            {items.into_iter().map(|o| {
                                let key = o.key.clone();
                                view! { <option value=o.key selected=move || from.value() == key>{o.label}</option> }
                            }).collect_view()}
                        </optgroup>
                    }).collect_view()}
                </select>
            </label>
            <p class="note source-note" id=note_id.clone() data-testid=note_id.clone()>{move || match current() {
                Some(o) => format!("From {}: {}. Any field can still be changed.", o.group, o.label),
                None => "Typed in by hand.".to_string(),
            }}</p>
        })
    }
}

/// The offers in runs of the same army or battle side, in order.
fn groups(offers: &[Offer]) -> Vec<(String, Vec<Offer>)> {
    let mut out: Vec<(String, Vec<Offer>)> = Vec::new();
    for o in offers {
        match out.last_mut() {
            Some((g, items)) if *g == o.group => items.push(o.clone()),
            _ => out.push((o.group.clone(), vec![o.clone()])),
        }
    }
    out
}
