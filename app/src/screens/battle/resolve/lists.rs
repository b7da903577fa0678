//! The pick lists and limits several systems' panels share.

use rules::sandy_hook::cords::Third;
use rules::sandy_hook::shooting::Cover;

use super::super::desk::indexed;

/// The most men a panel's count fields take: far above any unit on a beach.
pub const MAX_MEN: u32 = 10_000;

/// Where the target stands, as the shooting rules tell covers apart.
pub const COVERS: [(Cover, &str); 3] = [
    (Cover::Open, "In the open"),
    (Cover::WagonOrHouse, "Behind a wagon or in a house"),
    (Cover::Wall, "Behind a wall or in a fort"),
];

/// The labels of a `(value, label)` table, as a picker's options.
pub fn labels<T>(table: &[(T, &str)]) -> Vec<(usize, String)> {
    indexed(table.iter().map(|(_, l)| l.to_string()))
}

/// The thirds of a cord, by name.
pub fn thirds() -> Vec<(usize, String)> {
    indexed(Third::ALL.iter().map(|t| t.name().to_string()))
}
