//! The words a player picks the framework's shared values by: cord thirds, cover, cord scale and guns, each
//! written once (`text::Choice`), for both games' pickers.

use super::artillery::GunKind;
use super::cords::{CordScale, Third};
use super::shooting::Cover;
use crate::text::Choice;

impl Choice for Third {
    const ALL: &'static [Third] = &Third::ALL;

    fn label(self) -> &'static str {
        match self {
            Third::Close => "Close",
            Third::Medium => "Medium",
            Third::Long => "Long",
        }
    }
}

impl Choice for Cover {
    const ALL: &'static [Cover] = &Cover::ALL;

    fn label(self) -> &'static str {
        match self {
            Cover::Open => "Open",
            Cover::WagonOrHouse => "Wagon or house",
            Cover::Wall => "Wall or fort",
        }
    }
}

impl Choice for CordScale {
    const ALL: &'static [CordScale] = &[CordScale::Single, CordScale::Doubled, CordScale::Tripled];

    fn label(self) -> &'static str {
        match self {
            CordScale::Single => "R = 1 ft",
            CordScale::Doubled => "Doubled",
            CordScale::Tripled => "Tripled",
        }
    }
}

impl Choice for GunKind {
    const ALL: &'static [GunKind] = &[
        GunKind::Cannon,
        GunKind::Howitzer,
        GunKind::Mortar,
        GunKind::Ballista,
        GunKind::Onager,
        GunKind::Catapult,
    ];

    fn label(self) -> &'static str {
        match self {
            GunKind::Cannon => "Cannon",
            GunKind::Howitzer => "Howitzer",
            GunKind::Mortar => "Mortar",
            GunKind::Ballista => "Ballista",
            GunKind::Onager => "Onager",
            GunKind::Catapult => "Catapult",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
