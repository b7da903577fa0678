//! How a control reaches the value it edits: a signal of its own, or one field of a page's form.
//!
//! A page keeps everything the player entered in one plain struct inside one signal (saved as it changes, see
//! `components::form`). A control edits one field of it through a [`Field`]: a lens made of two plain
//! functions, not a signal per field with an effect copying it back. Lenses are data, so every `u32` field of
//! a form shares one copy of the code that reads and writes it: closures would each add their own, which on a
//! phone's download adds up quickly (DESIGN.md, "One form model").

use leptos::prelude::*;

/// A value a control reads (tracked, so the control follows it) and writes: a signal of its own, or a
/// field of the page's form. Controls are generic over it, and a page binds all its controls through fields
/// of its one form, so each control's code is built once per page for each kind of value it edits.
pub trait Bind<T>: Copy + Send + Sync + 'static {
    /// The value, tracked by the reactive scope reading it.
    fn value(&self) -> T;
    /// The value, without tracking.
    fn value_untracked(&self) -> T;
    /// Sets the value; readers are told only when it changes.
    fn put(&self, value: T);
}

impl<T> Bind<T> for RwSignal<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    fn value(&self) -> T {
        self.get()
    }

    fn value_untracked(&self) -> T {
        self.get_untracked()
    }

    fn put(&self, value: T) {
        if self.with_untracked(|v| *v != value) {
            self.set(value);
        }
    }
}

impl<F, T> Bind<T> for Field<F, T>
where
    F: Send + Sync + 'static,
    T: Clone + PartialEq + Send + Sync + 'static,
{
    fn value(&self) -> T {
        self.get()
    }

    fn value_untracked(&self) -> T {
        self.get_untracked()
    }

    fn put(&self, value: T) {
        self.set(value);
    }
}

/// One field of the form `F`, of type `T`. `at` picks one of several alike parts of the form (a side of a
/// melee, a target of a shot): the lens functions get it back, so `|f, i| &f.sides[i].men` serves both sides.
pub struct Field<F: 'static, T: 'static> {
    form: RwSignal<F>,
    at: usize,
    read: fn(&F, usize) -> &T,
    write: fn(&mut F, usize) -> &mut T,
}

impl<F, T> Clone for Field<F, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F, T> Copy for Field<F, T> {}

impl<F, T> Field<F, T>
where
    F: Send + Sync + 'static,
    T: Clone + PartialEq + Send + Sync + 'static,
{
    /// The lens; the `field!` macro writes both functions from one path.
    pub fn new(
        form: RwSignal<F>,
        at: usize,
        read: fn(&F, usize) -> &T,
        write: fn(&mut F, usize) -> &mut T,
    ) -> Self {
        Field {
            form,
            at,
            read,
            write,
        }
    }

    /// The field's value, tracked.
    pub fn get(&self) -> T {
        self.with(T::clone)
    }

    /// The field's value, untracked.
    pub fn get_untracked(&self) -> T {
        self.form
            .with_untracked(|form| (self.read)(form, self.at).clone())
    }

    /// Sets the field; the form's readers are told only when it changes.
    pub fn set(&self, value: T) {
        if self.get_untracked() != value {
            self.form
                .update(|form| *(self.write)(form, self.at) = value);
        }
    }

    /// Reads the field by reference, tracked.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.form.with(|form| f((self.read)(form, self.at)))
    }

    /// Changes the field in place; the form's readers are told even if nothing changed.
    pub fn update(&self, f: impl FnOnce(&mut T)) {
        self.form.update(|form| f((self.write)(form, self.at)));
    }
}

/// A [`Field`] of a form signal from one path: `field!(form => shoot.third)`, or for one of several alike
/// parts `field!(form, i = side => sides[i].men)` (the name before `=` is what the path calls the index).
#[macro_export]
macro_rules! field {
    ($form:expr => $($path:tt)+) => {
        $crate::components::bind::Field::new(
            $form,
            0,
            |f, _| &f.$($path)+,
            |f, _| &mut f.$($path)+,
        )
    };
    ($form:expr, $i:ident = $at:expr => $($path:tt)+) => {
        $crate::components::bind::Field::new(
            $form,
            $at,
            |f, $i| &f.$($path)+,
            |f, $i| &mut f.$($path)+,
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[derive(Clone, Default, PartialEq)]
    struct Side {
        men: u32,
    }

    #[derive(Clone, Default, PartialEq)]
    struct Fight {
        rounds: u32,
        sides: [Side; 2],
    }

    #[wasm_bindgen_test]
    fn a_field_reads_and_writes_its_own_part_of_the_form() {
        let owner = Owner::new();
        owner.with(|| {
            let form = RwSignal::new(Fight::default());
            let rounds = field!(form => rounds);
            let men: [Field<Fight, u32>; 2] =
                std::array::from_fn(|side| field!(form, i = side => sides[i].men));
            rounds.set(3);
            men[1].set(12);
            assert_eq!(form.get_untracked().rounds, 3);
            assert_eq!(form.get_untracked().sides[0].men, 0);
            assert_eq!(form.get_untracked().sides[1].men, 12);
            form.update(|f| f.sides[0].men = 7);
            assert_eq!(men[0].get_untracked(), 7);
            assert_eq!(Bind::value_untracked(&rounds), 3);
        });
    }
}
