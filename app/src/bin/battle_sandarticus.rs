//! The battle tracker page of one system (battle-sandarticus.html). Its resolve panels, a unit's "More" and
//! the tracker below the sides are parts of the page, fetched after it (`app::later`); they are declared here,
//! in the page's own binary, so no other page keeps them.
use app::screens::battle::panels::{self, object_panel, sandarticus};
use app::screens::battle::{Below, Panel, StructurePanel, TrackerParts};

app::part! {
    static SHOT: Part<Panel> = sandarticus::sa_shot;
    static MELEE: Part<Panel> = sandarticus::sa_melee;
    static OBJECT: Part<StructurePanel> = object_panel;
    static MORE: Part<Panel> = panels::unit_more;
    static BELOW: Part<Below> = panels::below;
}

static PARTS: TrackerParts = TrackerParts {
    system: rules::rule::System::Sandarticus,
    kinds: &[("Shooting (2d6)", &SHOT), ("Melee round", &MELEE)],
    structure: Some(&OBJECT),
    more: &MORE,
    below: &BELOW,
};

fn main() {
    app::pages::battle::run_tracker(&PARTS);
}
