//! The import page (import.html).
pub fn main() {
    app::pages::import::run();
}
