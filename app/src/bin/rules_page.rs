//! The rules reference page (rules.html): quick reference, house rules and the kit card. The search, the house
//! rules and the kit card are parts of the page, fetched after it (`app::later`); they are declared here, in
//! the page's own binary, so no other page keeps them.
use app::screens::reference::{LaterRoutes, RouteView, SearchPart, route_views};

app::part! {
    static SEARCH: Part<SearchPart> = route_views::SEARCH;
    static HOUSE: Part<RouteView> = route_views::house;
    static KIT: Part<RouteView> = route_views::kit;
}

static LATER: LaterRoutes = LaterRoutes {
    search: &SEARCH,
    house: &HOUSE,
    kit: &KIT,
};

pub fn main() {
    app::pages::reference::run(&LATER);
}
