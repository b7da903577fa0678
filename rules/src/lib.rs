//! Sandtable's rules: every mechanism of the four rule systems, as the rulebooks state them, with exact odds.
//!
//! Each mechanism has the same shape (see `mechanism`): a plain input, `dice_needed`, `odds` (exact, computed,
//! never simulated) and `resolve` for the faces actually rolled, so virtual and real dice share one path.
//! Numbers the sources leave out come from each system's house-rule slice (its `House`), labelled as such and
//! gathered for the app in `house_rules`. The layers, and what each may import, are in DESIGN.md.

pub mod ancients;
pub mod battle;
#[cfg(test)]
mod conformance;
pub mod decimal;
pub mod dice;
pub mod error;
pub mod finding;
pub mod house_rules;
pub mod input;
pub mod jersey_shore;
pub mod json;
pub mod measure;
pub mod mechanism;
pub mod odds;
pub mod procedure;
pub mod reference;
pub mod roman_war;
pub mod roster;
pub mod rule;
pub mod sandarticus;
pub mod sandy_hook;
pub mod saved;
pub mod setting;
mod table;
pub mod text;
pub mod tray;

pub use error::RulesError;
