//! The framework's house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{House, ScatterReading};
use crate::setting::{SettingKind, Slice, Spec, Table, choice, steps};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }
}

/// A speed in R, from a quarter R to four, in quarters: the speed settings of both Sandy Hook games.
pub fn speed_in_r() -> SettingKind {
    steps(0.25, 4.0, 0.25)
}

// One row per setting, laid out as a table: key, title, the gap it fills, reference entry, control.
#[rustfmt::skip]
fn build() -> Vec<Spec<House>> {
    let mut out = Table::new(None);
    out.row("sandy-hook.scatter", "Cup rule scatter die", "The cup rule gives 5 and 6 two meanings and 1 and 2 none.", "sandy-hook.cup-rule", choice!(h: House => h.scatter, ScatterReading { LowFacesHit => "low-faces-hit", "1-2 direct hit, 3 short, 4 over, 5 left, 6 right"; Literal => "literal", "As written: 5-6 direct hit, 3 short, 4 over, 1-2 roll again"; }));
    out.into_specs()
}
