//! Every page in one binary: what the service worker keeps, so the installed app holds the code the pages share
//! (Leptos, the shell, the saved-data readers) once rather than once per page. A first visit runs the page's own
//! small binary; each page the service worker serves runs this one (DESIGN.md, "The installed app"). Each
//! page's own file is a module here, parts and all; without wasm-split a part is ready at once.
#[path = "ancients.rs"]
mod ancients;
#[path = "armies.rs"]
mod armies;
#[path = "backup.rs"]
mod backup;
#[path = "battle.rs"]
mod battle;
#[path = "battle_tracker.rs"]
mod battle_tracker;
#[path = "dice.rs"]
mod dice;
#[path = "import.rs"]
mod import;
#[path = "jersey_shore.rs"]
mod jersey_shore;
#[path = "roman_war.rs"]
mod roman_war;
#[path = "rules_page.rs"]
mod rules_page;
#[path = "sandarticus.rs"]
mod sandarticus;

/// Runs the page whose binary the page's boot script names (`data-bin`, written by scripts/build.py); the dice
/// tray where none is named, as the service worker serves it for an unknown address.
fn main() {
    let bin = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("script[data-bin]").ok().flatten())
        .and_then(|tag| tag.get_attribute("data-bin"));
    match bin.as_deref() {
        Some("ancients") => ancients::main(),
        Some("armies") => armies::main(),
        Some("backup") => backup::main(),
        Some("battle") => battle::main(),
        Some("battle_tracker") => battle_tracker::main(),
        Some("import") => import::main(),
        Some("jersey_shore") => jersey_shore::main(),
        Some("roman_war") => roman_war::main(),
        Some("rules_page") => rules_page::main(),
        Some("sandarticus") => sandarticus::main(),
        _ => dice::main(),
    }
}
