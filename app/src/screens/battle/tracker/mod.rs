//! The battle in play: where it stands, both sides' units, structures, the scenario's markers, the story, and
//! undo/redo in the thumb zone. One panel is open at a time, with the tracker's one form (`desk`). What lies
//! below the two sides ([`below`]) is a part of the page fetched after it (`later`).

mod actions;
mod copies;
mod markers;
mod side_panel;
mod story;
mod structures;
mod turn_bar;

use leptos::prelude::*;
use rules::battle::SideId;

use super::desk::{Desk, TrackerParts};
use super::store::BattleStore;
use crate::components::toggle::Toggle;
use crate::later;
use actions::{BattleFile, ThumbBar};
use copies::KeptCopies;
use markers::ScenarioMarkers;
use side_panel::SidePanel;
use story::Story;
use structures::Structures;
use turn_bar::TurnBar;

#[component]
pub fn Tracker(store: BattleStore, parts: &'static TrackerParts) -> impl IntoView {
    let face_to_face = RwSignal::new(false);
    let desk = Desk::new(store, parts);
    let side = move |side: SideId| view! { <SidePanel desk=desk side=side /> };
    view! {
        <div class="tracker">
            <TurnBar store=store />
            <Toggle label="Face to face: split the screen for two players" value=face_to_face id="face-to-face" />
            {move || if face_to_face.get() {
                view! {
                    <div class="face-to-face">
                        <div class="half turned">{side(SideId::B)}</div>
                        <div class="half">{side(SideId::A)}</div>
                    </div>
                }
                .into_any()
            } else {
                view! { {side(SideId::A)} {side(SideId::B)} }.into_any()
            }}
            {later::draw_near(parts.below, move |below: super::desk::Below| below(desk))}
            <ThumbBar store=store />
        </div>
    }
}

/// The tracker below the two sides: the scenario's markers, the structures, the story, whether the battle's
/// house rules differ from the player's, kept copies and the battle's file, drawn a section per task
/// (`later::in_turn`).
pub fn below(desk: Desk) -> AnyView {
    later::in_turn(desk, &BELOW)
}

const BELOW: [fn(Desk) -> AnyView; 5] = [
    |desk| view! { <ScenarioMarkers store=desk.store /> }.into_any(),
    |desk| view! { <Structures desk=desk /> }.into_any(),
    |desk| view! { <Story store=desk.store /> }.into_any(),
    |desk| {
        let store = desk.store;
        view! {
            {move || store.house_differs().then(|| view! {
                <p class="hint" data-testid="battle-house">
                    "This battle keeps the house rules it started with, which differ from your own settings. \
                     They apply to this battle only; your settings are unchanged."
                </p>
            })}
            <KeptCopies store=store />
        }
        .into_any()
    },
    |desk| view! { <BattleFile store=desk.store /> }.into_any(),
];
