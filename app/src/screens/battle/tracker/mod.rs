//! The battle in play: where it stands, both sides' units, structures, the scenario's markers, the story, and
//! undo/redo in the thumb zone. Only one "Resolve here" panel is open at a time.

mod actions;
mod copies;
mod markers;
mod side_panel;
mod story;
mod structures;
mod turn_bar;

use leptos::prelude::*;
use rules::battle::SideId;

use super::resolve::panel::Open;
use super::store::BattleStore;
use crate::components::toggle::Toggle;
use actions::{BattleFile, ThumbBar};
use copies::KeptCopies;
use markers::ScenarioMarkers;
use side_panel::SidePanel;
use story::Story;
use structures::Structures;
use turn_bar::TurnBar;

#[component]
pub fn Tracker(store: BattleStore) -> impl IntoView {
    let face_to_face = RwSignal::new(false);
    let open = RwSignal::new(None::<Open>);
    let side = move |side: SideId| view! { <SidePanel store=store side=side open=open /> };
    view! {
        <div class="tracker">
            <TurnBar store=store />
            <Toggle label="Face to face: split the screen for two players" value=face_to_face id="face-to-face" />
            <Show when=move || face_to_face.get() fallback=move || view! { {side(SideId::A)} {side(SideId::B)} }>
                <div class="face-to-face">
                    <div class="half turned">{side(SideId::B)}</div>
                    <div class="half">{side(SideId::A)}</div>
                </div>
            </Show>
            <ScenarioMarkers store=store />
            <Structures store=store open=open />
            <Story store=store />
            <Show when=move || store.house_differs()>
                <p class="hint" data-testid="battle-house">
                    "This battle keeps the house rules it started with, which differ from your own settings. \
                     They apply to this battle only; your settings are unchanged."
                </p>
            </Show>
            <KeptCopies store=store />
            <BattleFile store=store />
            <ThumbBar store=store />
        </div>
    }
}
