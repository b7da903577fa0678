//! The battle tracker page of one system (battle-jersey-shore.html). Its resolve panels, a unit's "More" and
//! the tracker below the sides are parts of the page, fetched after it (`app::later`); they are declared here,
//! in the page's own binary, so no other page keeps them.
use app::screens::battle::panels::{self, jersey_shore, object_panel};
use app::screens::battle::{Below, Panel, StructurePanel, TrackerParts};

app::part! {
    static VOLLEY: Part<Panel> = jersey_shore::js_volley;
    static MELEE: Part<Panel> = jersey_shore::js_melee;
    static OBJECT: Part<StructurePanel> = object_panel;
    static MORE: Part<Panel> = panels::unit_more;
    static BELOW: Part<Below> = panels::below;
}

static PARTS: TrackerParts = TrackerParts {
    system: rules::rule::System::JerseyShore,
    kinds: &[("Volley (2d6)", &VOLLEY), ("Hand to hand round", &MELEE)],
    structure: Some(&OBJECT),
    more: &MORE,
    below: &BELOW,
};

fn main() {
    app::pages::battle::run_tracker(&PARTS);
}
