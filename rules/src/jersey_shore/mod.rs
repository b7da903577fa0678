//! Jersey Shore, the musket-era Sandy Hook game.

use serde::{Deserialize, Serialize};

/// House-rule settings for this system: one field per [HOUSE] default in rules-gaps.md.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct House {}
