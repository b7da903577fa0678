//! The Roman War Rules helpers page (roman-war.html). Its tabs after the first are parts of the page, fetched
//! after it (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::roman_war::{LaterTabs, TabView, tab_views};

app::part! {
    static ARTILLERY: Part<TabView> = tab_views::artillery;
    static MELEE: Part<TabView> = tab_views::melee;
    static SIEGE: Part<TabView> = tab_views::siege;
    static MOVEMENT: Part<TabView> = tab_views::movement;
}

static LATER: LaterTabs = LaterTabs {
    artillery: &ARTILLERY,
    melee: &MELEE,
    siege: &SIEGE,
    movement: &MOVEMENT,
};

pub fn main() {
    app::pages::roman_war::run(&LATER);
}
