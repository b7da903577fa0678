//! "Resolve here": roll (or tap in real dice) for what happens to a unit or a structure, read the result
//! through the system's own mechanism with the battle's house rules, and apply the events the rules' outcome
//! helpers give, in one tap. One function per kind of resolution, all drawn in one frame (`frame`) and fed
//! by the tracker's one form (`desk`). Each system's module holds its panels; its tracker page's binary lists
//! them (`TrackerParts`), each a part of the page fetched after it (`later`), so a battle page carries only its
//! own system's panels, and loads them after its units.

pub mod ancients;
pub mod frame;
pub mod jersey_shore;
pub mod lists;
pub mod object_blow;
pub mod panel;
pub mod roman_war;
pub mod sandarticus;
pub mod siege;
pub mod volley;
