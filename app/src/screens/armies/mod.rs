//! Army rosters: a list of the phone's armies, one army open for editing, export, share links and QR codes, and
//! a print view. Nothing is ever lost: saves are automatic and deletes can be undone. Imports (a file, a share
//! link) are read on the import page (`screens::import`), which asks before replacing anything.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::roster::Army;
use rules::roster::limits::MAX_NAME;
use rules::rule::System;

use crate::armies_store::{self, ArmiesStore};
use crate::components::pick::Pick;
use crate::components::storage_status::StorageLine;
use crate::components::text_field::TextField;
use crate::later::{self, Part};
use crate::notices::use_notices;
use crate::settings::{SettingsState, use_settings};

mod bucket;
mod checks;
pub mod editor;
mod field;
mod leaders;
pub mod opened;
pub mod print;
mod printing;
pub mod ready;
pub mod systems;
pub mod transfer;
pub mod units;

use editor::add_picked_unit;
use printing::Printing;
use ready::{ReadyArmies, origin_line};
use rules::text::capitalise;
use systems::{describe, head_count, new_forces, peoples};
use transfer::ListTransfer;

/// The screen's state, shared by its parts.
#[derive(Clone, Copy)]
pub struct Screen {
    pub store: ArmiesStore,
    /// The army open for editing.
    pub open: RwSignal<Option<String>>,
    pub opponent: RwSignal<Option<String>>,
    /// The last army deleted and where it stood, for "Undo".
    pub deleted: RwSignal<Option<(usize, Army)>>,
    /// What went wrong with an import or a link; nothing was changed.
    pub problem: RwSignal<Option<String>>,
    /// What an import or action did.
    pub done: RwSignal<Option<String>>,
    pub new_unit_kind: RwSignal<usize>,
    pub settings: SettingsState,
    pub printing: Printing,
}

impl Screen {
    pub fn open_army(&self, id: Option<String>) {
        armies_store::save_open(id.as_deref());
        self.opponent.set(None);
        self.open.set(id);
        scroll_top();
    }

    pub fn delete(&self, id: &str) {
        let list = self.store.armies.get_untracked();
        if let Some(at) = list.iter().position(|a| a.id == id) {
            let mut list = list;
            let gone = list.remove(at);
            self.done.set(None);
            self.deleted.set(Some((at, gone)));
            self.store.replace_all(list);
            self.open_army(None);
        }
    }

    pub fn undo_delete(&self) {
        if let Some((at, army)) = self.deleted.get_untracked() {
            let mut list = self.store.armies.get_untracked();
            // Another tab may have brought it back meanwhile; never hold two of one id.
            if !list.iter().any(|a| a.id == army.id) {
                let id = army.id.clone();
                list.insert(at.min(list.len()), army);
                self.store.replace_all(list);
                self.open_army(Some(id));
            }
        }
        self.deleted.set(None);
    }
}

pub(crate) fn scroll_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// What draws an open army: its editor and, below it, what can be done with it.
pub type EditorView = fn(Screen, String) -> AnyView;

/// What draws the print sheets of the open army, or of every army from the list.
pub type SheetsView = fn(Screen, Computed<Option<String>>) -> AnyView;

/// The parts of the screen fetched after it (`later`): the editor, which a player meets only after picking or
/// making an army, and the print sheets, drawn once printing is asked for (`printing`). The page's binary
/// declares them from [`later_views`].
pub struct LaterViews {
    pub editor: &'static Part<EditorView>,
    pub sheets: &'static Part<SheetsView>,
}

/// What draws the parts in [`LaterViews`].
pub mod later_views {
    use leptos::prelude::*;

    use super::Screen;
    use super::editor::ArmyEditor;
    pub use super::print::sheets;
    use super::transfer::ArmyActions;

    pub fn editor(screen: Screen, id: String) -> AnyView {
        view! { <ArmyEditor screen=screen id=id.clone() /> <ArmyActions screen=screen id=id /> }
            .into_any()
    }
}

#[component]
pub fn ArmiesScreen(later: &'static LaterViews) -> impl IntoView {
    let store = ArmiesStore::open(use_notices());
    let settings = use_settings();
    let (problem, done) = (RwSignal::new(None), RwSignal::new(None));
    let screen = Screen {
        store,
        settings,
        open: RwSignal::new(armies_store::load_open().filter(|id| store.army(id).is_some())),
        opponent: RwSignal::new(None),
        deleted: RwSignal::new(None),
        problem,
        done,
        new_unit_kind: RwSignal::new(0),
        printing: Printing::new(later.sheets),
    };
    opened::watch_arrivals(screen);
    later::fetch_soon([later.editor]);
    later::fetch_soon([later.sheets]);
    let form = NewArmy {
        system: RwSignal::new(
            settings
                .settings
                .get_untracked()
                .system
                .unwrap_or(System::Sandarticus),
        ),
        people: RwSignal::new(0),
        name: RwSignal::new(String::new()),
    };
    // The open army, if it still exists (another tab may have deleted it).
    let current = Computed::new(move || {
        let id = screen.open.get()?;
        store
            .armies
            .with(|l| l.iter().any(|a| a.id == id))
            .then_some(id)
    });
    let body = move || {
        let rev = store.rev.get();
        match current.get() {
            Some(id) => later::draw(later.editor, move |editor: EditorView| {
                editor(screen, id.clone())
            }),
            None => {
                let _ = rev;
                view! { <ArmyList screen=screen form=form /> }.into_any()
            }
        }
    };
    view! {
        <div class="screen armies-screen">
            <p class="problem" role="alert" data-testid="armies-problem">{move || screen.problem.get()}</p>
            <p class="done" role="status" data-testid="armies-done">{move || screen.done.get()}</p>
            {body}
            {screen.printing.sheets(screen, current)}
            <div class="thumb-bar no-print">
                {move || match screen.deleted.get() {
                    Some((_, a)) => view! {
                        <div class="undo-bar" role="status" data-testid="undo-bar">
                            <span>{format!("Deleted \u{201c}{}\u{201d}.", a.name)}</span>
                            <button type="button" class="secondary" data-testid="undo"
                                on:click=move |_| screen.undo_delete()>"Undo"</button>
                            <button type="button" class="quiet" aria-label="Keep it deleted"
                                on:click=move |_| screen.deleted.set(None)>"OK"</button>
                        </div>
                    }.into_any(),
                    None => match current.get() {
                        Some(id) => view! {
                            <div class="thumb-pair">
                                <button type="button" class="secondary" data-testid="back"
                                    on:click=move |_| screen.open_army(None)>"All armies"</button>
                                <button type="button" class="primary" data-testid="add-unit"
                                    on:click=move |_| add_picked_unit(screen, &id)>"Add unit"</button>
                            </div>
                        }.into_any(),
                        None => view! {
                            <button type="button" class="primary" data-testid="create"
                                on:click=move |_| create_army(screen, form)>"Create army"</button>
                        }.into_any(),
                    },
                }}
            </div>
        </div>
    }
}

/// The new-army form, kept at screen level so the thumb-bar button can read it.
#[derive(Clone, Copy)]
struct NewArmy {
    system: RwSignal<System>,
    people: RwSignal<usize>,
    name: RwSignal<String>,
}

fn create_army(screen: Screen, form: NewArmy) {
    let system = form.system.get_untracked();
    let Some(people) = peoples(system).get(form.people.get_untracked()).copied() else {
        return;
    };
    let name = form.name.get_untracked();
    let name = if name.trim().is_empty() {
        format!("My {}", describe(people, system))
    } else {
        name.trim().to_string()
    };
    let army = Army::new(armies_store::new_id(), name, new_forces(people));
    let id = army.id.clone();
    screen.store.armies.update(|l| l.push(army));
    form.name.set(String::new());
    screen.done.set(None);
    screen.open_army(Some(id));
}

#[component]
fn ArmyList(screen: Screen, form: NewArmy) -> impl IntoView {
    let store = screen.store;
    let cards = move || {
        store
            .armies
            .get()
            .into_iter()
            .map(|a| {
                let t = a.totals();
                let id = a.id.clone();
                let origin = origin_line(&a);
                view! {
                    <li>
                        <button type="button" class="army-card" data-testid="army-card"
                            on:click=move |_| screen.open_army(Some(id.clone()))>
                            <span class="army-card-name">{a.name.clone()}</span>
                            <span class="army-card-info">
                                {format!("{} \u{b7} {}", describe(a.people(), a.system()), head_count(&t))}
                            </span>
                            {origin.map(|o| view! { <span class="army-card-info" data-testid="copied-from">{o}</span> })}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let system_buttons = System::ALL
        .into_iter()
        .map(|s| {
            view! {
                <button type="button" data-testid=format!("system-{}", s.key())
                    aria-pressed=move || (form.system.get() == s).to_string()
                    on:click=move |_| { form.system.set(s); form.people.set(0); }>{s.name()}</button>
            }
        })
        .collect_view();
    // The people of the chosen system, where it has more than one, drawn again when the system changes.
    let people_pick = move || {
        let system = form.system.get();
        let options: Vec<(usize, String)> = peoples(system)
            .iter()
            .map(|p| capitalise(p.name()))
            .enumerate()
            .collect();
        (options.len() > 1).then(|| {
            view! { <Pick label=systems::people_label(system) options=options value=form.people id="new-people" /> }
        })
    };
    // With no army yet the ready-made ones lead the page (CSS order), so a new player starts from one.
    let starting = move || store.armies.with(|l| l.is_empty());
    view! {
        <div class="army-list-page" class:starting=starting>
        <section class="army-list" aria-label="Your armies">
            <h2>"Your armies"</h2>
            {move || starting().then(|| view! {
                <p class="empty-note">"No armies yet. Copy a ready-made one above, make one below, or import one from a file or a share link."</p>
            })}
            <ul class="army-cards">{cards}</ul>
            <ListTransfer screen=screen />
            <div class="your-data no-print"><StorageLine /></div>
        </section>
        <section class="new-army" aria-label="New army">
            <h2>"New army"</h2>
            <div class="segmented system-pick" role="group" aria-label="Rule system">{system_buttons}</div>
            {people_pick}
            <TextField label="Name" value=form.name max=MAX_NAME id="new-name" />
        </section>
        <ReadyArmies screen=screen />
        </div>
    }
}
