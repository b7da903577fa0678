//! The roman_war page (roman-war.html).
fn main() {
    app::pages::roman_war::run();
}
