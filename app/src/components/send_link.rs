//! The button that sends a share link: the phone's share sheet where the browser has one, otherwise a copy to
//! the clipboard, as before. A closed share sheet says nothing.

use leptos::prelude::*;

use crate::share_sheet;

#[component]
pub fn SendLink(
    /// The address to send.
    link: String,
    /// What the share sheet shows as its title.
    title: String,
) -> impl IntoView {
    let said = RwSignal::new(None::<&'static str>);
    let copy = {
        let link = link.clone();
        move || {
            leptos::task::spawn_local(async move {
                said.set(Some(if share_sheet::copy(&link).await {
                    "Link copied."
                } else {
                    "Select the link above and copy it."
                }));
            })
        }
    };
    let send = move |_| {
        said.set(None);
        share_sheet::send_link(&title, &link, copy.clone());
    };
    view! {
        <button type="button" class="secondary" data-testid="send-link" on:click=send>
            {if share_sheet::available() { "Send link" } else { "Copy link" }}
        </button>
        <p class="done" role="status" data-testid="send-link-said">{move || said.get()}</p>
    }
}
