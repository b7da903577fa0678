//! The Sandarticus helpers page (sandarticus.html).
fn main() {
    app::pages::sandarticus::run();
}
