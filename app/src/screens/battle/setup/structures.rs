//! Walls, gates, buildings and the system's own rated objects on the table of a new battle.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::battle::{SideId, StructureKind, StructureSetup};

use super::form::SetupForm;
use crate::components::pick::Pick;
use crate::field;
use crate::settings::use_settings;

#[component]
pub fn StructuresSetup(form: RwSignal<SetupForm>) -> impl IntoView {
    let settings = use_settings();
    let system = Computed::new(move || form.with(|f| f.system));
    let names = Computed::new(move || form.with(SetupForm::names));
    // The choices follow the system: its own rated objects, then the siege structures with their points.
    let kind_pick = move || {
        let options = settings.settings.with(|s| {
            StructureKind::choices(system.get())
                .into_iter()
                .enumerate()
                .map(|(k, kind)| (k, kind.label_with(&s.house)))
                .collect::<Vec<_>>()
        });
        view! { <Pick label="Structure" options=options value=field!(form => adding.kind) id="structure-kind" /> }
    };
    let owner_pick = move || {
        let n = names.get();
        let options = vec![
            (Some(SideId::B), format!("Held by {}", n[1])),
            (Some(SideId::A), format!("Held by {}", n[0])),
            (None, "Held by nobody".to_string()),
        ];
        view! { <Pick label="Who holds it" options=options value=field!(form => adding.owner) id="structure-owner" /> }
    };
    let add = move |_| {
        let house = settings.settings.with_untracked(|s| s.house.clone());
        form.update(|f| {
            if let Some(kind) = StructureKind::choices(f.system).get(f.adding.kind).copied() {
                let name = format!("{} {}", kind.describe(), f.structures.len() + 1);
                f.structures.push(StructureSetup::with_house(
                    &name,
                    kind,
                    f.adding.owner,
                    &house,
                ));
            }
        });
    };
    let list =
        move || {
            let (structures, n) = form.with(|f| (f.structures.clone(), f.names()));
            structures
            .into_iter()
            .enumerate()
            .map(|(k, s)| {
                let owner = s.owner.map_or("nobody".to_string(), |o| n[o.index()].clone());
                let line = match s.rating_text() {
                    Some(r) => format!("{} ({r}), held by {owner}", s.name),
                    None => format!("{}, held by {owner}", s.name),
                };
                view! {
                    <li class="structure-line">
                        <span>{line}</span>
                        <button type="button" class="quiet" aria-label=format!("Remove {}", s.name)
                            on:click=move |_| form.update(|f| {
                                if k < f.structures.len() {
                                    f.structures.remove(k);
                                }
                            })>"\u{2715}"</button>
                    </li>
                }
            })
            .collect_view()
        };
    view! {
        <section>
            <h3>"Walls, gates and buildings"</h3>
            <ul class="structure-list">{list}</ul>
            <div class="add-structure">
                {kind_pick}
                {owner_pick}
                <button type="button" class="secondary" data-testid="add-structure" on:click=add>"Add"</button>
            </div>
        </section>
    }
}
