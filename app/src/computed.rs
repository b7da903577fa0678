//! A value computed from signals and kept until what it read changes: Leptos's `Memo` with its type erased.
//!
//! Each `Memo<T>` compiles its own copy of the memo's machinery for its `T` (creating it, checking whether it
//! is stale, running it again, comparing the new value with the old, reading it): about 1.5 KB of wasm a
//! type, and a page holds twenty to forty types of them. A [`Computed<T>`] keeps its value in the one memo
//! type every page shares (`Memo<Kept>`), so that machinery is compiled once; what remains per type is the
//! computation itself and a comparison. It behaves as a memo does: it runs again only when a signal it read
//! changes, and tells its readers only when the new value differs from the old (DESIGN.md, "The app crate").

use std::any::Any;
use std::marker::PhantomData;
use std::sync::Arc;

use leptos::prelude::*;

/// A computed value of type `T`, read with `with`, `get` or `track` like a memo.
pub struct Computed<T: 'static> {
    memo: Memo<Kept>,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for Computed<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Computed<T> {}

impl<T: PartialEq + Send + Sync + 'static> Computed<T> {
    /// Computes `f` now and again whenever a signal it read changes.
    pub fn new(f: impl Fn() -> T + Send + Sync + 'static) -> Self {
        Computed {
            memo: Memo::new(move |_| Kept(Arc::new(f()))),
            ty: PhantomData,
        }
    }

    /// Reads the value, tracked by the reactive scope reading it.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.memo.with(|kept| f(kept.value()))
    }

    /// Reads the value without tracking it.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.memo.with_untracked(|kept| f(kept.value()))
    }

    /// Tracks the value without using it: the scope runs again when it changes. It is read, not only
    /// tracked, because a memo never computed is never stale, so a scope that only tracked it would never
    /// hear of a change.
    pub fn track(&self) {
        self.memo.with(|_| ());
    }

    /// A copy of the value, tracked.
    pub fn get(&self) -> T
    where
        T: Clone,
    {
        self.with(T::clone)
    }

    /// A copy of the value, untracked.
    pub fn get_untracked(&self) -> T
    where
        T: Clone,
    {
        self.with_untracked(T::clone)
    }
}

impl<T: Clone + PartialEq + Send + Sync + 'static> From<Computed<T>> for Signal<T> {
    fn from(c: Computed<T>) -> Signal<T> {
        Signal::derive(move || c.get())
    }
}

/// A computed value of any type, as the shared memo holds it: compared with the one before through its own
/// type's `PartialEq`.
struct Kept(Arc<dyn Value>);

impl Kept {
    fn value<T: 'static>(&self) -> &T {
        // A `Computed<T>` only ever holds a `T`: its one constructor puts it there.
        self.0
            .any()
            .downcast_ref()
            .expect("a computed value of its own type")
    }
}

impl PartialEq for Kept {
    fn eq(&self, other: &Kept) -> bool {
        self.0.same(other.0.any())
    }
}

trait Value: Send + Sync {
    fn any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Any) -> bool;
}

impl<T: PartialEq + Send + Sync + 'static> Value for T {
    fn any(&self) -> &dyn Any {
        self
    }

    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}
