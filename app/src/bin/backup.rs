//! The backup page (backup.html).
pub fn main() {
    app::pages::backup::run();
}
