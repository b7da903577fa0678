//! The battle tracker pages of every system (battle-<system>.html): one binary, so the tracker itself is
//! fetched and kept once for all four. Each system's resolve panels, a unit's "More" and the tracker below the
//! sides are parts of the page, fetched after it (`app::later`) and only for the system of the battle in play;
//! they are declared here, in the tracker's own binary, so no other page keeps them. A system's panels are
//! one split point (`part_of!`), so the chunks a battle fetches stay few.
use app::screens::battle::panels::{
    self, ancients, jersey_shore, object_panel, roman_war, sandarticus, siege_panel,
};
use app::screens::battle::{Below, Panel, StructurePanel, TrackerParts};
use rules::rule::System;

/// The resolve panels of a system with two kinds of resolution and structures a mechanism decides (Ancients
/// has one panel, the Break Test, and no such structures).
#[derive(Clone, Copy)]
struct Panels {
    first: Panel,
    second: Panel,
    structure: StructurePanel,
}

app::part! {
    static SA: Part<Panels> = Panels {
        first: sandarticus::sa_shot,
        second: sandarticus::sa_melee,
        structure: object_panel,
    };
    static JS: Part<Panels> = Panels {
        first: jersey_shore::js_volley,
        second: jersey_shore::js_melee,
        structure: object_panel,
    };
    static RW: Part<Panels> = Panels {
        first: roman_war::rw_volley,
        second: roman_war::rw_melee,
        structure: siege_panel,
    };
    static AN: Part<Panel> = ancients::break_test;
    static MORE: Part<Panel> = panels::unit_more;
    static BELOW: Part<Below> = panels::below;
}

app::part_of! {
    static SA_SHOT: Part<Panel> = SA.first;
    static SA_MELEE: Part<Panel> = SA.second;
    static SA_OBJECT: Part<StructurePanel> = SA.structure;
    static JS_VOLLEY: Part<Panel> = JS.first;
    static JS_MELEE: Part<Panel> = JS.second;
    static JS_OBJECT: Part<StructurePanel> = JS.structure;
    static RW_VOLLEY: Part<Panel> = RW.first;
    static RW_MELEE: Part<Panel> = RW.second;
    static RW_SIEGE: Part<StructurePanel> = RW.structure;
}

static SANDARTICUS: TrackerParts = TrackerParts {
    system: System::Sandarticus,
    kinds: &[("Shooting (2d6)", &SA_SHOT), ("Melee round", &SA_MELEE)],
    structure: Some(&SA_OBJECT),
    more: &MORE,
    below: &BELOW,
};

static JERSEY_SHORE: TrackerParts = TrackerParts {
    system: System::JerseyShore,
    kinds: &[
        ("Volley (2d6)", &JS_VOLLEY),
        ("Hand to hand round", &JS_MELEE),
    ],
    structure: Some(&JS_OBJECT),
    more: &MORE,
    below: &BELOW,
};

static ROMAN_WAR: TrackerParts = TrackerParts {
    system: System::RomanWar,
    kinds: &[("Volley", &RW_VOLLEY), ("Melee round", &RW_MELEE)],
    structure: Some(&RW_SIEGE),
    more: &MORE,
    below: &BELOW,
};

static ANCIENTS: TrackerParts = TrackerParts {
    system: System::Ancients,
    kinds: &[("Break Test", &AN)],
    structure: None,
    more: &MORE,
    below: &BELOW,
};

static TRACKERS: [&TrackerParts; 4] = [&SANDARTICUS, &JERSEY_SHORE, &ROMAN_WAR, &ANCIENTS];

pub fn main() {
    app::pages::battle::run_tracker(&TRACKERS);
}
