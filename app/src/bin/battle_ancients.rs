//! The battle tracker page of one system (battle-ancients.html). Its resolve panel is a part of the page,
//! fetched after it (`app::later`); it is declared here, in the page's own binary, so no other page keeps it.
//! Ancients structures take changes by hand only.
use app::screens::battle::panels::ancients;
use app::screens::battle::{Panel, Resolvers};

app::part!(
    static BREAK_TEST: Part<Panel> = ancients::break_test;
);

static RESOLVERS: Resolvers = Resolvers {
    system: rules::rule::System::Ancients,
    kinds: &[("Break Test", &BREAK_TEST)],
    structure: None,
};

fn main() {
    app::pages::battle::run_tracker(&RESOLVERS);
}
