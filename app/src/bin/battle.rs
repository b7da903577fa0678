//! The battle setup page (battle.html); a battle in play has its own page per system.
fn main() {
    app::pages::battle::run();
}
