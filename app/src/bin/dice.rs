//! The dice tray page (index.html).
fn main() {
    app::pages::dice::run();
}
