//! Sandtable: a phone companion for toy-soldier wargames. Screens, storage and sharing; the rules live in `rules`.

pub mod armies_store;
pub mod backup;
pub mod battle_snapshot;
pub mod bench;
pub mod choices;
pub mod components;
pub mod computed;
pub mod download;
pub mod file_text;
pub mod later;
pub mod launch;
pub mod notices;
pub mod page_note;
pub mod pages;
pub mod persist;
pub mod rng;
pub mod screens;
pub mod settings;
pub mod share;
pub mod share_sheet;
pub mod shell;
pub mod storage;
