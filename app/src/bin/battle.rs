//! The battle setup page (battle.html); a battle in play has its own page per system. The full setup, below
//! the quick battles, is a part of the page fetched after it (`app::later`), declared here, in the page's own
//! binary, so no other page keeps it.
use app::screens::battle::{FullSetup, full_setup};

app::part! {
    static FULL: Part<FullSetup> = full_setup;
}

pub fn main() {
    app::pages::battle::run(&FULL);
}
