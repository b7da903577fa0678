//! A Jersey Shore unit's form: troop type, figures, officers, hand-to-hand weapon, name and notes.

use leptos::prelude::*;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::roster::jersey_shore::Unit;
use rules::roster::limits::{MAX_NAME, MAX_NOTES};
use rules::text::Choice;

use super::super::field::{Slot, unit_field};
use super::{MAX_FIGURES, MAX_LEADERS};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::segmented::options;
use crate::components::text_field::TextField;

/// "As the troop list gives" first, then the rules' weapons.
fn weapons() -> Vec<(Option<MeleeWeapon>, String)> {
    let own = (None, "As the troop list gives".to_string());
    let listed = MeleeWeapon::ALL
        .iter()
        .map(|w| (Some(*w), w.label().to_string()));
    std::iter::once(own).chain(listed).collect()
}

pub fn fields(slot: Slot, u: Unit) -> AnyView {
    view! {
        <Pick label="Troop type" options={options::<TroopType>()} value={unit_field!(slot, u: Unit => troop)} id=slot.id("troop") />
        <CountField label="Figures" value={unit_field!(slot, u: Unit => figures)} min=0 max=MAX_FIGURES id=slot.id("figures") />
        <CountField label="Officers" value={unit_field!(slot, u: Unit => officers)} min=0 max=MAX_LEADERS id=slot.id("leaders") />
        <Pick label="Hand-to-hand weapon" options=weapons() value={unit_field!(slot, u: Unit => weapon)} id=slot.id("weapon") />
        <TextField label="Name (optional)" value={unit_field!(slot, u: Unit => name)} max=MAX_NAME id=slot.id("name") />
        <TextField label="Notes" value={unit_field!(slot, u: Unit => notes)} max=MAX_NOTES id=slot.id("notes") />
    }
    .into_any()
}
