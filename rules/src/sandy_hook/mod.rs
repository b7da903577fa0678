//! The Castle Cracker framework shared by the two Sandy Hook games (Sandarticus and Jersey Shore).

use serde::{Deserialize, Serialize};

/// House-rule settings of the shared Sandy Hook framework (rules-gaps: shared framework).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct House {}
