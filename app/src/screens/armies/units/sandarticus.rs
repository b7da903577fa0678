//! A Sandarticus unit's form: troop type and its kit, figures, leaders, formation, messengers, the weapons it
//! carries, name and notes.

use leptos::prelude::*;
use rules::roster::limits::{MAX_NAME, MAX_NOTES};
use rules::roster::sandarticus::Unit;
use rules::sandarticus::formations::Formation;
use rules::sandarticus::troops::{ArmourClass, Troop, armour_class};
use rules::sandarticus::weapons::{WEAPONS, Weapon, weapon};
use rules::text::capitalise;

use super::super::field::{Slot, UnitOf, labels, unit_field};
use super::{MAX_FIGURES, MAX_LEADERS};
use crate::components::bind::Bind;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::text_field::TextField;
use crate::components::toggle::Toggle;
use crate::settings::use_settings;

pub fn fields(slot: Slot, u: Unit) -> AnyView {
    let settings = use_settings();
    // The kit and its armour class under the house rules (a house rule may change a troop type's class).
    let kit = move || {
        let house = settings.settings.get().house;
        slot.read(|a| {
            Unit::of(&a.forces, slot.i).map(|u| {
                let names: Vec<&str> = u.kit().iter().map(|w| weapon(*w).name).collect();
                let whose = if u.weapons.is_empty() {
                    "the troop list's"
                } else {
                    "your own"
                };
                let class = class_name(armour_class(u.troop, &house.sandarticus));
                format!("Kit ({whose}): {} ({class} armour)", names.join(", "))
            })
        })
        .flatten()
    };
    view! {
        <Pick label="Troop type" options={labels::<Troop>()} value={unit_field!(slot, u: Unit => troop in Troop)} id=slot.id("troop") />
        <p class="unit-kit" data-testid="unit-kit">{kit}</p>
        <CountField label="Figures" value={unit_field!(slot, u: Unit => figures)} min=0 max=MAX_FIGURES id=slot.id("figures") />
        <CountField label="Leaders" value={unit_field!(slot, u: Unit => leaders)} min=0 max=MAX_LEADERS id=slot.id("leaders") />
        <Pick label="Formation" options={labels::<Formation>()} value={unit_field!(slot, u: Unit => formation in Formation)} id=slot.id("formation") />
        <Toggle label="Messengers (ride without a leader)" value={unit_field!(slot, u: Unit => messengers)} />
        <Weapons unit=slot />
        <TextField label="Name (optional)" value={unit_field!(slot, u: Unit => name)} max=MAX_NAME id=slot.id("name") />
        <TextField label="Notes" value={unit_field!(slot, u: Unit => notes)} max=MAX_NOTES id=slot.id("notes") />
    }
    .into_any()
}

fn class_name(c: ArmourClass) -> &'static str {
    match c {
        ArmourClass::Light => "light",
        ArmourClass::Medium => "medium",
        ArmourClass::Heavy => "heavy",
    }
}

/// Whether the unit carries one weapon, as a switch: ticking one the troop list gave starts the unit's own
/// list from the troop list's (`Unit::toggle_weapon`).
#[derive(Clone, Copy)]
struct Carries {
    slot: Slot,
    weapon: Weapon,
}

impl Carries {
    fn read(&self, track: bool) -> bool {
        let (i, w) = (self.slot.i, self.weapon);
        let carries = |l: &Vec<rules::roster::Army>| {
            self.slot.army.with_value(|id| {
                l.iter()
                    .find(|a| a.id == *id)
                    .and_then(|a| Unit::of(&a.forces, i))
                    .is_some_and(|u| u.kit().contains(&w))
            })
        };
        if track {
            self.slot.store.armies.with(carries)
        } else {
            self.slot.store.armies.with_untracked(carries)
        }
    }
}

impl Bind<bool> for Carries {
    fn value(&self) -> bool {
        self.read(true)
    }

    fn value_untracked(&self) -> bool {
        self.read(false)
    }

    fn put(&self, on: bool) {
        if on != self.read(false) {
            let (i, w) = (self.slot.i, self.weapon);
            self.slot.edit(|a| {
                if let Some(u) = Unit::of_mut(&mut a.forces, i) {
                    u.toggle_weapon(w)
                }
            });
        }
    }
}

/// The unit's weapons, one switch per weapon of the list; ticked as the unit carries them.
#[component]
fn Weapons(unit: Slot) -> impl IntoView {
    let slot = unit;
    let switches = WEAPONS
        .iter()
        .map(|p| {
            let carries = Carries {
                slot,
                weapon: p.weapon,
            };
            view! { <Toggle label=capitalise(p.name) value=carries attr:data-weapon=p.name /> }
        })
        .collect_view();
    view! {
        <fieldset class="unit-weapons" data-testid=slot.id("weapons")>
            <legend>"Weapons"</legend>
            <p class="unit-kit">"Ticked as the troop list arms them until you change them. Untick them all to go back to the list."</p>
            <div class="weapon-grid">{switches}</div>
        </fieldset>
    }
}
