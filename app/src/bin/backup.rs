//! The backup page (backup.html).
fn main() {
    app::pages::backup::run();
}
