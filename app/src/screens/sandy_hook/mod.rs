//! The Sandy Hook helpers: one page for each of the two Sheil games, Sandarticus and Jersey Shore, each its own
//! wasm so a phone downloads only the game it plays (DESIGN.md, "The Sandy Hook pages"). What both games draw
//! alike lives beside them: the tab bar, a shot's answer, a fight's totals, the cup's landing spots, the page
//! context and the reading of the form the single Sandy Hook page saved before.

pub mod jersey_shore;
pub mod legacy;
pub mod sandarticus;
pub mod saved;

mod ctx;
mod cup;
mod fight;
mod moves;
mod shot;
mod sides;
pub mod tabs;
