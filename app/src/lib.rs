//! Sandtable: a phone companion for toy-soldier wargames. Screens, storage and sharing; the rules live in `rules`.

pub mod armies_store;
pub mod battle_snapshot;
pub mod bench;
pub mod components;
pub mod download;
pub mod notices;
pub mod pages;
pub mod rng;
pub mod screens;
pub mod settings;
pub mod share;
pub mod shell;
pub mod storage;
