//! "Resolve here": roll (or tap in real dice) for what happens to a unit or a structure, read the result
//! through the system's own mechanism with the battle's house rules, and apply the events the rules' outcome
//! helpers give, in one tap. One component per kind of resolution, all drawn in one frame (`frame`) and fed
//! by one form (`form`).

pub mod ancients;
pub mod form;
pub mod frame;
pub mod jersey_shore;
pub mod object_blow;
pub mod panel;
pub mod roman_war;
pub mod sandarticus;
pub mod siege;
pub mod volley;
