//! A Roman War unit's form: troop type (its armour and formation follow from it, shown, not chosen), figures,
//! name and notes.

use leptos::prelude::*;
use rules::roman_war::troops::{Troop, armour_of, required_formation};
use rules::roster::limits::{MAX_NAME, MAX_NOTES};
use rules::roster::roman_war::Unit;
use rules::text::capitalise;

use super::super::field::{Slot, UnitOf, labels, unit_field};
use super::MAX_FIGURES;
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::text_field::TextField;
use crate::settings::use_settings;

pub fn fields(slot: Slot, u: Unit) -> AnyView {
    let settings = use_settings();
    // Under the house rules, which may change a troop type's armour.
    let facts = move || {
        let house = settings.settings.get().house;
        let troop = slot.read(|a| Unit::of(&a.forces, slot.i).map(|u| u.troop))??;
        let armour = capitalise(armour_of(troop, &house.roman_war).0.name());
        Some(match required_formation(troop) {
            Some(fm) => format!("{armour}; keeps {}", fm.describe()),
            None => armour,
        })
    };
    view! {
        <Pick label="Troop type" options={labels::<Troop>()} value={unit_field!(slot, u: Unit => troop in Troop)} id=slot.id("troop") />
        <p class="unit-kit">{facts}</p>
        <CountField label="Figures" value={unit_field!(slot, u: Unit => figures)} min=0 max=MAX_FIGURES id=slot.id("figures") />
        <TextField label="Name (optional)" value={unit_field!(slot, u: Unit => name)} max=MAX_NAME id=slot.id("name") />
        <TextField label="Notes" value={unit_field!(slot, u: Unit => notes)} max=MAX_NOTES id=slot.id("notes") />
    }
    .into_any()
}
