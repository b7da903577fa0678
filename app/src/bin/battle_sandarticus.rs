//! The battle tracker page of one system (battle-sandarticus.html). Its resolve panels are parts of the page,
//! fetched after it (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::battle::panels::{object_panel, sandarticus};
use app::screens::battle::{Panel, Resolvers, StructurePanel};

app::part!(
    static SHOT: Part<Panel> = sandarticus::sa_shot;
);
app::part!(
    static MELEE: Part<Panel> = sandarticus::sa_melee;
);
app::part!(
    static OBJECT: Part<StructurePanel> = object_panel;
);

static RESOLVERS: Resolvers = Resolvers {
    system: rules::rule::System::Sandarticus,
    kinds: &[("Shooting (2d6)", &SHOT), ("Melee round", &MELEE)],
    structure: Some(&OBJECT),
};

fn main() {
    app::pages::battle::run_tracker(&RESOLVERS);
}
