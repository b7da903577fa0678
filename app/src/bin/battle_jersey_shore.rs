//! The battle tracker page of one system (battle-jersey-shore.html).
fn main() {
    app::pages::battle::run_jersey_shore();
}
