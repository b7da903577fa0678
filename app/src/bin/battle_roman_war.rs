//! The battle tracker page of one system (battle-roman-war.html).
fn main() {
    app::pages::battle::run_roman_war();
}
