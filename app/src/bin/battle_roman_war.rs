//! The battle tracker page of one system (battle-roman-war.html). Its resolve panels are parts of the page,
//! fetched after it (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::battle::panels::{roman_war, siege_panel};
use app::screens::battle::{Panel, Resolvers, StructurePanel};

app::part!(
    static VOLLEY: Part<Panel> = roman_war::rw_volley;
);
app::part!(
    static MELEE: Part<Panel> = roman_war::rw_melee;
);
app::part!(
    static SIEGE: Part<StructurePanel> = siege_panel;
);

static RESOLVERS: Resolvers = Resolvers {
    system: rules::rule::System::RomanWar,
    kinds: &[("Volley", &VOLLEY), ("Melee round", &MELEE)],
    structure: Some(&SIEGE),
};

fn main() {
    app::pages::battle::run_tracker(&RESOLVERS);
}
