//! An Ancients unit's form: foot or horse, size, weight, formation, fighting style, skill, leadership and name.

use leptos::prelude::*;
use rules::ancients::unit::Unit;
use rules::ancients::unit::{Formation, Size, Style, UnitType, Weight};
use rules::roster::limits::MAX_NAME;

use super::super::field::{Slot, labels, unit_field};
use crate::components::count_field::CountField;
use crate::components::pick::Pick;
use crate::components::text_field::TextField;

pub fn fields(slot: Slot, u: Unit) -> AnyView {
    // Any number a byte holds may be typed; the roster check says when it is off the house scale.
    let max = u8::MAX.into();
    view! {
        <Pick label="Foot or horse" options={labels::<UnitType>()} value={unit_field!(slot, u: Unit => kind in UnitType)} id=slot.id("troop") />
        <Pick label="Size" options={labels::<Size>()} value={unit_field!(slot, u: Unit => size in Size)} id=slot.id("size") />
        <Pick label="Weight" options={labels::<Weight>()} value={unit_field!(slot, u: Unit => weight in Weight)} id=slot.id("weight") />
        <Pick label="Formation" options={labels::<Formation>()} value={unit_field!(slot, u: Unit => formation in Formation)} id=slot.id("formation") />
        <Pick label="Fighting style" options={labels::<Style>()} value={unit_field!(slot, u: Unit => style in Style)} id=slot.id("style") />
        <CountField label="Skill" value={unit_field!(slot, u: Unit => skill as u8)} min=0 max=max id=slot.id("skill") />
        <CountField label="Leadership" value={unit_field!(slot, u: Unit => leadership as u8)} min=0 max=max id=slot.id("leadership") />
        <TextField label="Name (optional)" value={unit_field!(slot, u: Unit => name)} max=MAX_NAME id=slot.id("name") />
    }
    .into_any()
}
