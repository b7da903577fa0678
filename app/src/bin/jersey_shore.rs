//! The Jersey Shore helpers page (jersey-shore.html). Its tabs after the first are parts of the page, fetched
//! after it (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::sandy_hook::jersey_shore::tab_views;
use app::screens::sandy_hook::tabs::{LaterTabs, TabView};

app::part! {
    static GUNS: Part<TabView> = tab_views::guns;
    static MELEE: Part<TabView> = tab_views::melee;
    static LEADERS: Part<TabView> = tab_views::leaders;
    static MOVEMENT: Part<TabView> = tab_views::movement;
}

static LATER: LaterTabs = LaterTabs {
    artillery: &GUNS,
    melee: &MELEE,
    leaders: &LEADERS,
    movement: &MOVEMENT,
};

pub fn main() {
    app::pages::jersey_shore::run(&LATER);
}
