//! The army rosters page (armies.html).
fn main() {
    app::pages::armies::run();
}
