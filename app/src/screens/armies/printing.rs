//! Printing: the print sheets are drawn only once printing is asked for, by a Print button or by the
//! browser's own print. Drawn with the page, they would fetch their code on its first load and run a long
//! task before the page can be used. Their code comes with the editor's soon after the page starts
//! (`later::fetch_soon`), so a print seldom waits for it.

use leptos::prelude::*;

use super::{Screen, SheetsView};
use crate::computed::Computed;
use crate::later::{self, Part};

/// What a print shows while the sheets' code has not reached the phone.
const SHEETS_COMING: &str =
    "The print sheets are still on their way to this phone: print again in a moment.";
/// What a Print button says when the sheets' code cannot be fetched.
const SHEETS_MISSING: &str = "The print sheets have not reached the phone yet: they need a signal once. Try Print again then.";

/// The print sheets' code and whether they are drawn.
#[derive(Clone, Copy)]
pub struct Printing {
    part: &'static Part<SheetsView>,
    /// The sheets' drawing, once printing has been asked for and their code is here.
    drawn: RwSignal<Option<SheetsView>>,
}

impl Printing {
    /// Printing for a page whose sheets are `part`; draws them whenever the browser is about to print.
    pub fn new(part: &'static Part<SheetsView>) -> Printing {
        let printing = Printing {
            part,
            drawn: RwSignal::new(None),
        };
        // A print from the browser's menu: the sheets are drawn before the page is laid out on paper (Leptos
        // updates the page in the microtasks run as this listener returns). Their code is fetched if it is
        // not here yet, for the next print.
        let _ = window_event_listener_untyped("beforeprint", move |_| {
            if !printing.draw_now() {
                leptos::task::spawn_local(async move {
                    printing.fetch().await;
                });
            }
        });
        printing
    }

    /// Draws the sheets if their code is here; true when it is.
    fn draw_now(self) -> bool {
        let here = self.part.ready();
        if here.is_some() && self.drawn.get_untracked().is_none() {
            self.drawn.set(here);
        }
        here.is_some()
    }

    /// Fetches the sheets' code and draws them; false when it cannot be had.
    async fn fetch(self) -> bool {
        self.part.fetch().await && self.draw_now()
    }

    /// Prints: draws the sheets, fetching their code first if need be, then opens the browser's print.
    pub fn print(self, screen: Screen) {
        leptos::task::spawn_local(async move {
            if self.fetch().await {
                if screen.problem.get_untracked().as_deref() == Some(SHEETS_MISSING) {
                    screen.problem.set(None);
                }
                // The sheets are in the page once Leptos's microtasks have run: a timer comes after them.
                later::after(0).await;
                if let Some(w) = web_sys::window() {
                    let _ = w.print();
                }
            } else {
                screen.problem.set(Some(SHEETS_MISSING.into()));
            }
        });
    }

    /// The box holding the sheets, hidden on screen (the page's print style shows it on paper alone).
    pub fn sheets(self, screen: Screen, current: Computed<Option<String>>) -> impl IntoView {
        view! {
            <div class="print-sheets" aria-hidden="true">
                {move || match self.drawn.get() {
                    Some(sheets) => sheets(screen, current),
                    None => view! { <p class="print-coming">{SHEETS_COMING}</p> }.into_any(),
                }}
            </div>
        }
    }
}
