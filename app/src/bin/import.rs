//! The import page (import.html).
fn main() {
    app::pages::import::run();
}
