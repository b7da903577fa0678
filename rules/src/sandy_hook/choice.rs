//! The words a player picks the framework's shared values by: cord thirds, cover, cord scale and guns, each
//! written once (`text::Choice`), for both games' pickers.

use super::artillery::GunKind;
use super::cords::{CordScale, Third};
use super::shooting::Cover;
use crate::text::choice;

choice! {
    Third in &Third::ALL;
    Close => "Close",
    Medium => "Medium",
    Long => "Long",
}

choice! {
    Cover in &Cover::ALL;
    Open => "Open",
    WagonOrHouse => "Wagon or house",
    Wall => "Wall or fort",
}

choice! {
    CordScale;
    Single => "R = 1 ft",
    Doubled => "Doubled",
    Tripled => "Tripled",
}

choice! {
    GunKind;
    Cannon => "Cannon",
    Howitzer => "Howitzer",
    Mortar => "Mortar",
    Ballista => "Ballista",
    Onager => "Onager",
    Catapult => "Catapult",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Choice;
    use crate::text::capitalise;

    /// Every cord has three thirds (close, medium, long), and cover is open, a wagon or house, or a wall or fort.
    #[test]
    fn thirds_and_cover() {
        let thirds: Vec<_> = <Third as Choice>::ALL.iter().map(|t| t.label()).collect();
        assert_eq!(thirds, ["Close", "Medium", "Long"]);
        assert_eq!(<Cover as Choice>::ALL.len(), 3);
        assert_eq!(Cover::Wall.label(), "Wall or fort");
    }

    /// A gun's label is its name in sentences, capitalised.
    #[test]
    fn guns_are_named_alike() {
        for &g in <GunKind as Choice>::ALL {
            assert_eq!(g.label(), capitalise(g.name()));
        }
    }
}
