//! Sandarticus leaders who are not part of one unit: commanders, kings and sub-kings, and the revolt's
//! Spartacus, main chiefs and gold to hire with. Each control writes into the army's forces through a lens.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::roster::limits::MAX_ARMY_LEADERS;
use rules::roster::sandarticus::Forces as SaForces;
use rules::roster::{Army, Forces};
use rules::sandarticus::People;

use super::field::{ArmyField, Slot};
use crate::components::count_field::CountField;
use crate::components::toggle::Toggle;

fn forces(a: &Army) -> Option<&SaForces> {
    match &a.forces {
        Forces::Sandarticus(f) => Some(f),
        _ => None,
    }
}

fn forces_mut(a: &mut Army) -> Option<&mut SaForces> {
    match &mut a.forces {
        Forces::Sandarticus(f) => Some(f),
        _ => None,
    }
}

/// A lens on one field of the army's Sandarticus forces: `forces_field!(slot, f => king)`.
macro_rules! forces_field {
    ($slot:expr, $f:ident => $name:ident) => {
        $slot.field(
            $f.$name,
            |a, _| forces(a).map(|f| f.$name),
            |a, _, v| {
                if let Some(f) = forces_mut(a) {
                    f.$name = v;
                }
            },
        )
    };
}

/// The leaders apart from units, for a Sandarticus army: drawn again when its people change.
#[component]
pub fn ArmyLeaders(army: Slot) -> impl IntoView {
    let slot = army;
    let people = Computed::new(move || slot.read(|a| forces(a).map(|f| f.people)).flatten());
    move || {
        let people = people.get()?;
        let f = slot.read(|a| forces(a).cloned()).flatten()?;
        let commanders: ArmyField<u32> = forces_field!(slot, f => commanders);
        let extra = match people {
            People::Gaul | People::SouthGerman => Some(
                view! {
                    <Toggle label="King" value={forces_field!(slot, f => king)} />
                    <Toggle label="Sub-king" value={forces_field!(slot, f => sub_king)} />
                }
                .into_any(),
            ),
            People::Revolutionary => Some(
                view! {
                    <Toggle label="Spartacus" value={forces_field!(slot, f => spartacus)} />
                    <CountField label="Main chiefs" value={forces_field!(slot, f => main_chiefs)} min=0
                        max=MAX_ARMY_LEADERS id="army-chiefs" />
                    <Toggle label="Has gold to hire" value={forces_field!(slot, f => has_gold)} />
                }
                .into_any(),
            ),
            _ => None,
        };
        Some(view! {
            <div class="army-leaders">
                <CountField label="Commanders (not with a unit)" value=commanders min=0 max=MAX_ARMY_LEADERS
                    id="army-commanders" />
                {extra}
            </div>
        })
    }
}
