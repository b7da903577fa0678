//! Where each battle page lives. One battle is one system, so the tracker has an address per system, each
//! fetching only its own system's panels (DESIGN.md, "The battle pages"); the setup is battle.html. All of them
//! read and write the same saved battle, so a page that finds a battle it does not show sends the player on.

use rules::rule::System;

use super::store::KEY;
use crate::storage;

/// The setup page: no battle open.
pub const SETUP: &str = "battle.html";

/// The tracker page of a battle of `system`.
pub fn page_of(system: System) -> &'static str {
    match system {
        System::Sandarticus => "battle-sandarticus.html",
        System::JerseyShore => "battle-jersey-shore.html",
        System::RomanWar => "battle-roman-war.html",
        System::Ancients => "battle-ancients.html",
    }
}

/// The page for the battle stored now: its system's tracker, or the setup when none can be read.
pub fn page_for_stored() -> &'static str {
    storage::store()
        .read(KEY)
        .ok()
        .flatten()
        .and_then(|t| rules::saved::battle::decode_battle(&t).ok())
        .map_or(SETUP, |s| page_of(s.battle.system()))
}

/// The tracker page this address names, if any. The four tracker addresses run one binary, which learns here
/// which it was opened as; an address it cannot read (a server that drops ".html") names none, and the page
/// then shows the battle in play rather than send the player round in a loop.
pub fn tracker_here() -> Option<&'static str> {
    tracker_at(&web_sys::window()?.location().pathname().ok()?)
}

/// The tracker page the address path `path` ends in, with or without ".html".
fn tracker_at(path: &str) -> Option<&'static str> {
    let last = path.rsplit('/').next().unwrap_or_default();
    System::ALL
        .into_iter()
        .map(page_of)
        .find(|page| *page == last || page.strip_suffix(".html") == Some(last))
}

/// Opens `page` in place of this one (no step back to a page that would only send the player on again).
pub fn go(page: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().replace(page);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// Each tracker address names its own page, in a folder or not, with or without ".html"; any other
    /// address names none, so the page shows the battle in play rather than send the player round.
    #[wasm_bindgen_test]
    fn an_address_names_its_tracker_or_none() {
        assert_eq!(
            tracker_at("/battle-ancients.html"),
            Some("battle-ancients.html")
        );
        assert_eq!(
            tracker_at("/games/sandtable/battle-roman-war"),
            Some("battle-roman-war.html")
        );
        assert_eq!(
            tracker_at("/battle-jersey-shore.html"),
            Some(page_of(System::JerseyShore))
        );
        for other in [
            "/",
            "/battle.html",
            "/battle-ancients.html/",
            "/battle-ancient.html",
            "",
        ] {
            assert_eq!(tracker_at(other), None, "{other}");
        }
    }
}
