//! The battle tracker page (battle.html).
fn main() {
    app::pages::battle::run();
}
