//! How the army editor's controls reach what they edit: one value of one army in the store (its name, one
//! unit's figures), bound like a field of a form (`components::bind::Bind`), so the editor uses the kit's
//! controls. The store is the editor's one form: a lens is two plain functions, and every control of one kind
//! of value shares one copy of its code, as a page's form fields do.

use leptos::prelude::*;
use rules::ancients::unit::Unit as AnUnit;
use rules::roster::{Army, Forces};
use rules::roster::{
    jersey_shore::Unit as JsUnit, roman_war::Unit as RwUnit, sandarticus::Unit as SaUnit,
};

use rules::text::Choice;

use crate::armies_store::ArmiesStore;
use crate::components::bind::Bind;

/// One army in the store, and the place of the unit a form edits (0 for the army's own fields).
#[derive(Clone, Copy)]
pub struct Slot {
    pub store: ArmiesStore,
    pub army: StoredValue<String>,
    pub i: usize,
}

impl Slot {
    pub fn new(store: ArmiesStore, army: &str, i: usize) -> Slot {
        Slot {
            store,
            army: StoredValue::new(army.to_string()),
            i,
        }
    }

    /// A lens on one value of this army (of this slot's unit, for `read` and `write` that take the place).
    pub fn field<T>(
        self,
        opened: T,
        read: fn(&Army, usize) -> Option<T>,
        write: fn(&mut Army, usize, T),
    ) -> ArmyField<T>
    where
        T: Clone + PartialEq + Send + Sync + 'static,
    {
        ArmyField {
            slot: self,
            read,
            write,
            opened: StoredValue::new(opened),
        }
    }

    /// Changes the army.
    pub fn edit(self, f: impl FnOnce(&mut Army)) {
        self.army.with_value(|id| self.store.update_army(id, f));
    }

    /// Reads the army, tracked; none once it is gone.
    pub fn read<R>(self, f: impl FnOnce(&Army) -> R) -> Option<R> {
        self.store.armies.with(|l| {
            self.army
                .with_value(|id| l.iter().find(|a| a.id == *id).map(f))
        })
    }

    /// The id of this unit's control for `key`: `unit-0-figures`.
    pub fn id(self, key: &str) -> String {
        format!("unit-{}-{key}", self.i)
    }
}

/// One value of one army in the store, bound as a field of a form is.
pub struct ArmyField<T: 'static> {
    slot: Slot,
    read: fn(&Army, usize) -> Option<T>,
    write: fn(&mut Army, usize, T),
    /// What the control shows once its army or unit is gone, in the moment before its row is dropped.
    opened: StoredValue<T>,
}

impl<T> Clone for ArmyField<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ArmyField<T> {}

impl<T> ArmyField<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    /// The value in the list `l`, or the one it opened with if its army or unit is gone.
    fn find(&self, l: &[Army]) -> T {
        let Slot { army, i, .. } = self.slot;
        army.with_value(|id| l.iter().find(|a| a.id == *id))
            .and_then(|a| (self.read)(a, i))
            .unwrap_or_else(|| self.opened.get_value())
    }
}

impl<T> Bind<T> for ArmyField<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    fn value(&self) -> T {
        self.slot.store.armies.with(|l| self.find(l))
    }

    fn value_untracked(&self) -> T {
        self.slot.store.armies.with_untracked(|l| self.find(l))
    }

    fn put(&self, value: T) {
        if self.value_untracked() != value {
            let (at, write) = (self.slot.i, self.write);
            self.slot.edit(|a| write(a, at, value));
        }
    }
}

/// The place of `v` in the rules' list of its values.
pub fn place<T: Choice>(v: T) -> usize {
    T::ALL.iter().position(|x| *x == v).unwrap_or(0)
}

/// The options of a drop-down over the rules' values `T::ALL`, by place, each with its one label.
pub fn labels<T: Choice>() -> Vec<(usize, String)> {
    T::ALL
        .iter()
        .enumerate()
        .map(|(k, v)| (k, v.label().to_string()))
        .collect()
}

/// A system's unit, found in an army's forces by its place: lets one lens macro serve all four unit editors.
pub trait UnitOf: Sized + 'static {
    fn of(f: &Forces, i: usize) -> Option<&Self>;
    fn of_mut(f: &mut Forces, i: usize) -> Option<&mut Self>;
}

macro_rules! unit_of {
    ($t:ty, $system:ident) => {
        impl UnitOf for $t {
            fn of(f: &Forces, i: usize) -> Option<&$t> {
                match f {
                    Forces::$system(f) => f.units.get(i),
                    _ => None,
                }
            }
            fn of_mut(f: &mut Forces, i: usize) -> Option<&mut $t> {
                match f {
                    Forces::$system(f) => f.units.get_mut(i),
                    _ => None,
                }
            }
        }
    };
}

unit_of!(SaUnit, Sandarticus);
unit_of!(JsUnit, JerseyShore);
unit_of!(RwUnit, RomanWar);
unit_of!(AnUnit, Ancients);

/// An [`ArmyField`] of one unit's field from its path: `unit_field!(slot, u: SaUnit => figures)`, where `u` is
/// the unit as the form opened.
macro_rules! unit_field {
    // One of the rules' values `T::ALL`, by its place in the list: every drop-down of the editor then shares one
    // copy of its code (`labels` gives the options).
    ($slot:expr, $u:ident : $unit:ty => $f:ident in $t:ty) => {
        $slot.field(
            $crate::screens::armies::field::place::<$t>($u.$f),
            |a, i| {
                <$unit as $crate::screens::armies::field::UnitOf>::of(&a.forces, i)
                    .map(|u| $crate::screens::armies::field::place::<$t>(u.$f))
            },
            |a, i, k| {
                let unit = <$unit as $crate::screens::armies::field::UnitOf>::of_mut(&mut a.forces, i);
                if let (Some(u), Some(v)) = (unit, <$t as rules::text::Choice>::ALL.get(k)) {
                    u.$f = *v;
                }
            },
        )
    };
    // A small number kept in a byte, edited as any count is.
    ($slot:expr, $u:ident : $unit:ty => $f:ident as u8) => {
        $slot.field(
            u32::from($u.$f),
            |a, i| <$unit as $crate::screens::armies::field::UnitOf>::of(&a.forces, i).map(|u| u32::from(u.$f)),
            |a, i, v| {
                if let Some(u) = <$unit as $crate::screens::armies::field::UnitOf>::of_mut(&mut a.forces, i) {
                    u.$f = u8::try_from(v).unwrap_or(u8::MAX);
                }
            },
        )
    };
    ($slot:expr, $u:ident : $unit:ty => $($path:tt)+) => {
        $slot.field(
            $u.$($path)+.clone(),
            |a, i| <$unit as $crate::screens::armies::field::UnitOf>::of(&a.forces, i).map(|u| u.$($path)+.clone()),
            |a, i, v| {
                if let Some(u) = <$unit as $crate::screens::armies::field::UnitOf>::of_mut(&mut a.forces, i) {
                    u.$($path)+ = v;
                }
            },
        )
    };
}
pub(crate) use unit_field;
