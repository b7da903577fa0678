//! The app's screens, one module each.

pub mod ancients;
pub mod armies;
pub mod backup;
pub mod battle;
pub mod dice;
pub mod helpers;
pub mod import;
pub mod reference;
pub mod roman_war;
pub mod sandy_hook;
