//! House rules: where a source is silent or contradicts itself, `rules-gaps.md` proposes a default marked
//! [HOUSE]. Each such choice is one field here, documented with the gap it fills, so the app can list them,
//! label them "house rule" and let players switch them. Settings travel with shared armies and battles.

use serde::{Deserialize, Serialize};

/// How the scatter die of the cup rule is read.
///
/// Gap: the cup rule (Sandarticus and Jersey Shore alike) calls 5 and 6 a direct hit, then sends 5 left and
/// 6 right, and gives 1 and 2 no meaning at all (rules-gaps, product decision 1).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScatterReading {
    /// [HOUSE] 1-2 direct hit, 3 short, 4 over, 5 left, 6 right: every face means one thing.
    #[default]
    LowFacesHit,
    /// The text as written: 5-6 direct hit, 3 short, 4 over, 1-2 roll again.
    Literal,
}

/// Every house-rule setting in force for a game.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct HouseRules {
    /// The cup rule's scatter die, shared by both Sandy Hook games.
    pub scatter: ScatterReading,
    pub sandy_hook: crate::sandy_hook::House,
    pub sandarticus: crate::sandarticus::House,
    pub jersey_shore: crate::jersey_shore::House,
    pub roman_war: crate::roman_war::House,
    pub ancients: crate::ancients::House,
}
