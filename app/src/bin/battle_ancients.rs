//! The battle tracker page of one system (battle-ancients.html).
fn main() {
    app::pages::battle::run_ancients();
}
