//! Pieces the rule-system helper pages (Roman War Rules, Ancients) share: a form that survives leaving the
//! page, a roller for mechanisms whose dice come in stages, and the "fill from" picker of saved units.

use leptos::prelude::*;
use rules::saved::envelope::{self, LoadError, data_as, unreadable_version, version_of};
use rules::text::Choice;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::components::bind::Bind;
use crate::components::segmented::Segmented;
use crate::notices::use_notices;
use crate::storage;

pub mod source;
pub mod staged;

/// The format of a saved helper form. Fields carry `serde(default)`, so adding one needs no new version.
const FORM_VERSION: u32 = 1;

/// Loads the form saved under `key` and saves it again after every change, so switching pages or reloading
/// keeps what the player entered.
pub fn stored_form<F>(key: &'static str) -> RwSignal<F>
where
    F: Default + Clone + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    let notices = use_notices();
    let loaded = storage::load(
        key,
        "helper entries",
        |text: &str| -> Result<F, LoadError> {
            match version_of(text)? {
                FORM_VERSION => data_as(text),
                v => Err(unreadable_version(v, FORM_VERSION)),
            }
        },
    );
    if let Some(p) = loaded.problem {
        notices.push(p, true);
    }
    let form = RwSignal::new(loaded.value);
    let writable = loaded.writable;
    Effect::new(move |first: Option<()>| {
        let f = form.get();
        if first.is_some()
            && writable
            && storage::save(key, &envelope::encode(FORM_VERSION, &f)).is_err()
        {
            // The shell already says once that nothing is being saved; no need to repeat it on every tap.
        }
    });
    form
}

/// A helper page: its row of tabs (which scrolls with the page), then the tab chosen (kept in the page's form),
/// drawn by `body`. `class` is the page's own, for its styles ("rw-screen"); `tabs` lists the tabs with their
/// names (`options::<T>()`, or the Sandy Hook games' with the second tab named as each game says it).
pub fn helper_screen<T, B, F>(
    class: &'static str,
    tab: B,
    tabs: Vec<(T, String)>,
    body: F,
) -> impl IntoView
where
    T: Choice,
    B: Bind<T>,
    F: Fn(T) -> AnyView + Send + Sync + 'static,
{
    view! {
        <div class=format!("screen helper-screen {class}")>
            <nav class="helper-tabs" aria-label="Helpers">
                <Segmented label="Helper" value=tab id="tab" options=tabs />
            </nav>
            {move || body(tab.value())}
        </div>
    }
}
