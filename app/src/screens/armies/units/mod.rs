//! One unit's card: a form in the shape its system needs, one component a system. Each control writes straight
//! into the army in the store through a lens (`field::ArmyField`); a card is rebuilt from the data only when the
//! list itself changes (a unit removed, another tab's edit).

use leptos::prelude::*;
use rules::roster::{Forces, limits};

use super::field::Slot;
use super::systems::remove_unit;
use crate::armies_store::ArmiesStore;

mod ancients;
mod jersey_shore;
mod roman_war;
mod sandarticus;

/// The most figures one unit may hold: the rules' own ceiling for a body of men, which imports meet too.
const MAX_FIGURES: u32 = limits::MAX_FIGURES;
/// Leaders and officers with one unit.
const MAX_LEADERS: u32 = limits::MAX_LEADERS_PER_UNIT;

/// One unit's card: its fields, and a button to remove it.
#[component]
pub fn UnitRow(store: ArmiesStore, army: String, i: usize) -> impl IntoView {
    let Some(forces) = store.army(&army).map(|a| a.forces) else {
        return ().into_any();
    };
    let slot = Slot::new(store, &army, i);
    let fields = match forces {
        Forces::Sandarticus(f) => f
            .units
            .get(i)
            .cloned()
            .map(|u| sandarticus::fields(slot, u)),
        Forces::JerseyShore(f) => f
            .units
            .get(i)
            .cloned()
            .map(|u| jersey_shore::fields(slot, u)),
        Forces::RomanWar(f) => f.units.get(i).cloned().map(|u| roman_war::fields(slot, u)),
        Forces::Ancients(f) => f.units.get(i).cloned().map(|u| ancients::fields(slot, u)),
    };
    let remove = move |_| {
        slot.edit(|a| remove_unit(&mut a.forces, i));
        store.rev.update(|r| *r += 1);
    };
    view! {
        <li class="unit-card" data-testid="unit">
            <div class="unit-head">
                <h3>{format!("Unit {}", i + 1)}</h3>
                <button type="button" class="quiet no-print" aria-label=format!("Remove unit {}", i + 1)
                    on:click=remove>"Remove"</button>
            </div>
            {fields}
        </li>
    }
    .into_any()
}
