//! The battle tracker page of one system (battle-jersey-shore.html). Its resolve panels are parts of the page,
//! fetched after it (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::battle::panels::{jersey_shore, object_panel};
use app::screens::battle::{Panel, Resolvers, StructurePanel};

app::part!(
    static VOLLEY: Part<Panel> = jersey_shore::js_volley;
);
app::part!(
    static MELEE: Part<Panel> = jersey_shore::js_melee;
);
app::part!(
    static OBJECT: Part<StructurePanel> = object_panel;
);

static RESOLVERS: Resolvers = Resolvers {
    system: rules::rule::System::JerseyShore,
    kinds: &[("Volley (2d6)", &VOLLEY), ("Hand to hand round", &MELEE)],
    structure: Some(&OBJECT),
};

fn main() {
    app::pages::battle::run_tracker(&RESOLVERS);
}
