//! The Ancients helpers page (ancients.html). Its tabs after the first are parts of the page, fetched after it
//! (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::ancients::{LaterTabs, TabView, tab_views};

app::part! {
    static MELEE: Part<TabView> = tab_views::melee;
    static MOVEMENT: Part<TabView> = tab_views::movement;
}

static LATER: LaterTabs = LaterTabs {
    melee: &MELEE,
    movement: &MOVEMENT,
};

pub fn main() {
    app::pages::ancients::run(&LATER);
}
