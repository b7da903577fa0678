//! The rules reference page (rules.html): quick reference, house rules and the kit card.
fn main() {
    app::pages::reference::run();
}
