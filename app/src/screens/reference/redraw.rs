//! A part of the page drawn afresh whenever what it shows changes, instead of patched in place.
//!
//! A reactive closure (`move || match route.get() { .. }`) patches the old view into the new one, so the page
//! carries code to "rebuild" every view it can show, beside the code that builds it: on the rules page some
//! 17 KB of code for four views a player switches by tapping a link. Here the old view is taken out, its
//! reactive owner cleaned up, and the new one built and put in: only the building code is linked.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::html::Div;
use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};

/// The view on show with the owner of its signals and effects.
type Shown<S> = Rc<RefCell<Option<(Owner, S)>>>;

/// Draws `draw(what())` inside `host`, and afresh each time `what` changes. The drawn view reads the contexts
/// of the component that calls this, as a child view would.
pub fn redraw<K, V>(
    host: NodeRef<Div>,
    what: impl Fn() -> K + 'static,
    draw: impl Fn(K) -> V + 'static,
) where
    K: 'static,
    V: Render + 'static,
{
    let parent = Owner::current().expect("a view is drawn inside its page");
    let shown: Shown<V::State> = Rc::default();
    Effect::new(move |_| {
        let k = what();
        let Some(el) = host.get() else { return };
        let mut shown = shown.borrow_mut();
        if let Some((owner, mut state)) = shown.take() {
            state.unmount();
            drop(state);
            owner.cleanup();
        }
        let owner = parent.child();
        let mut state = owner.with(|| untrack(|| draw(k).build()));
        state.mount(&el, None);
        *shown = Some((owner, state));
    });
}
