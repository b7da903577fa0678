//! The ancients page (ancients.html).
fn main() {
    app::pages::ancients::run();
}
