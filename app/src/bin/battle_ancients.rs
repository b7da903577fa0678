//! The battle tracker page of one system (battle-ancients.html). Its resolve panel, a unit's "More" and
//! the tracker below the sides are parts of the page, fetched after it (`app::later`); they are declared here,
//! in the page's own binary, so no other page keeps them.
//! Ancients structures take changes by hand only.
use app::screens::battle::panels::{self, ancients};
use app::screens::battle::{Below, Panel, TrackerParts};

app::part! {
    static BREAK_TEST: Part<Panel> = ancients::break_test;
    static MORE: Part<Panel> = panels::unit_more;
    static BELOW: Part<Below> = panels::below;
}

static PARTS: TrackerParts = TrackerParts {
    system: rules::rule::System::Ancients,
    kinds: &[("Break Test", &BREAK_TEST)],
    structure: None,
    more: &MORE,
    below: &BELOW,
};

fn main() {
    app::pages::battle::run_tracker(&PARTS);
}
