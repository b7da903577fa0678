//! The Jersey Shore helpers page (jersey-shore.html).
fn main() {
    app::pages::jersey_shore::run();
}
