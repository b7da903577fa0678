//! The dice tray page (index.html).
pub fn main() {
    app::pages::dice::run();
}
