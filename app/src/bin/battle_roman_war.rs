//! The battle tracker page of one system (battle-roman-war.html). Its resolve panels, a unit's "More" and
//! the tracker below the sides are parts of the page, fetched after it (`app::later`); they are declared here,
//! in the page's own binary, so no other page keeps them.
use app::screens::battle::panels::{self, roman_war, siege_panel};
use app::screens::battle::{Below, Panel, StructurePanel, TrackerParts};

app::part! {
    static VOLLEY: Part<Panel> = roman_war::rw_volley;
    static MELEE: Part<Panel> = roman_war::rw_melee;
    static SIEGE: Part<StructurePanel> = siege_panel;
    static MORE: Part<Panel> = panels::unit_more;
    static BELOW: Part<Below> = panels::below;
}

static PARTS: TrackerParts = TrackerParts {
    system: rules::rule::System::RomanWar,
    kinds: &[("Volley", &VOLLEY), ("Melee round", &MELEE)],
    structure: Some(&SIEGE),
    more: &MORE,
    below: &BELOW,
};

fn main() {
    app::pages::battle::run_tracker(&PARTS);
}
