//! The battle tracker page of one system (battle-sandarticus.html).
fn main() {
    app::pages::battle::run_sandarticus();
}
