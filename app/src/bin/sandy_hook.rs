//! The Sandy Hook helpers page (sandy-hook.html): Sandarticus and Jersey Shore.
fn main() {
    app::pages::sandy_hook::run();
}
