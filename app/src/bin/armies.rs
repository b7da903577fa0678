//! The army rosters page (armies.html). An army's editor and the print sheets are parts of the page, fetched
//! after it (`app::later`); they are declared here, in the page's own binary, so no other page keeps them.
use app::screens::armies::{EditorView, LaterViews, SheetsView, later_views};

app::part! {
    static EDITOR: Part<EditorView> = later_views::editor;
    static SHEETS: Part<SheetsView> = later_views::sheets;
}

static LATER: LaterViews = LaterViews {
    editor: &EDITOR,
    sheets: &SHEETS,
};

pub fn main() {
    app::pages::armies::run(&LATER);
}
