//! The one line that says why there is no answer: a rule refused the input, or a roll could not be read.

use leptos::prelude::*;

/// Shows `text` when there is one, announced to screen readers; nothing at all otherwise.
#[component]
pub fn Problem(
    #[prop(into)] text: Signal<Option<String>>,
    /// Test id of the line.
    #[prop(optional)]
    id: Option<&'static str>,
) -> impl IntoView {
    view! { <p class="problem" role="alert" data-testid=id>{move || text.get()}</p> }
}
