//! A Jersey Shore unit's form: troop type, figures, officers, hand-to-hand weapon, name and notes.

use leptos::prelude::*;
use rules::jersey_shore::troops::{MeleeWeapon, TroopType};
use rules::roster::jersey_shore::Unit;
use rules::roster::limits::{MAX_NAME, MAX_NOTES};

use super::super::field::{Slot, UnitOf, labels, place, unit_field};
use super::{MAX_FIGURES, MAX_LEADERS};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::text_field::TextField;

/// "As the troop list gives" first, then the rules' weapons, by place.
fn weapons() -> Vec<(usize, String)> {
    let own = (0, "As the troop list gives".to_string());
    let listed = labels::<MeleeWeapon>().into_iter().map(|(k, w)| (k + 1, w));
    std::iter::once(own).chain(listed).collect()
}

/// The hand-to-hand weapon's place in `weapons()`.
fn weapon_place(w: Option<MeleeWeapon>) -> usize {
    w.map_or(0, |w| place(w) + 1)
}

pub fn fields(slot: Slot, u: Unit) -> AnyView {
    let weapon = slot.field(
        weapon_place(u.weapon),
        |a, i| Unit::of(&a.forces, i).map(|u| weapon_place(u.weapon)),
        |a, i, k| {
            if let Some(u) = Unit::of_mut(&mut a.forces, i) {
                u.weapon = k
                    .checked_sub(1)
                    .and_then(|k| MeleeWeapon::ALL.get(k))
                    .copied();
            }
        },
    );
    view! {
        <Pick label="Troop type" options={labels::<TroopType>()} value={unit_field!(slot, u: Unit => troop in TroopType)} id=slot.id("troop") />
        <CountField label="Figures" value={unit_field!(slot, u: Unit => figures)} min=0 max=MAX_FIGURES id=slot.id("figures") />
        <CountField label="Officers" value={unit_field!(slot, u: Unit => officers)} min=0 max=MAX_LEADERS id=slot.id("leaders") />
        <Pick label="Hand-to-hand weapon" options=weapons() value=weapon id=slot.id("weapon") />
        <TextField label="Name (optional)" value={unit_field!(slot, u: Unit => name)} max=MAX_NAME id=slot.id("name") />
        <TextField label="Notes" value={unit_field!(slot, u: Unit => notes)} max=MAX_NOTES id=slot.id("notes") />
    }
    .into_any()
}
