//! Lengths on the range cords, Sandarticus: speeds and weapon reaches in eighths of R.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A length measured on the range cords, in eighths of R, so halves, quarters and a quarter of
/// R1½ (the running bonus) stay exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cord {
    pub eighths: u16,
}

crate::json::field::record_field!(Cord, required { eighths });

impl Cord {
    pub const R_HALF: Cord = Cord { eighths: 4 };
    pub const R1: Cord = Cord { eighths: 8 };
    pub const R1_HALF: Cord = Cord { eighths: 12 };
    pub const R2: Cord = Cord { eighths: 16 };
    pub const R3: Cord = Cord { eighths: 24 };

    pub const fn eighths(eighths: u16) -> Cord {
        Cord { eighths }
    }

    /// Half this length, as the shield ring and tortoise move (rounded down to an eighth).
    pub fn half(self) -> Cord {
        Cord::eighths(self.eighths / 2)
    }
}

impl fmt::Display for Cord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.eighths / 8;
        let frac = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"][(self.eighths % 8) as usize];
        if whole == 0 && frac.is_empty() {
            f.write_str("R0")
        } else if whole == 0 {
            write!(f, "R{frac}")
        } else {
            write!(f, "R{whole}{frac}")
        }
    }
}
