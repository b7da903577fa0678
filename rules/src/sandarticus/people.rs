//! The peoples who field Sandarticus armies, which decide their troops, hiring and the pilum's effect.

use serde::{Deserialize, Serialize};

crate::json::field::named_enum! {
/// The peoples who field armies. Scythians are counted as Gauls, as the hiring rule says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum People {
    Roman,
    Greek,
    NorthGerman,
    SouthGerman,
    Gaul,
    /// The gladiator revolt: gladiators and revolutionary auxiliaries.
    Revolutionary,
}
}

impl People {
    pub const ALL: [People; 6] = [
        People::Roman,
        People::Greek,
        People::NorthGerman,
        People::SouthGerman,
        People::Gaul,
        People::Revolutionary,
    ];

    pub fn name(self) -> &'static str {
        match self {
            People::Roman => "Romans",
            People::Greek => "Greeks",
            People::NorthGerman => "North Germans",
            People::SouthGerman => "South Germans",
            People::Gaul => "Gauls",
            People::Revolutionary => "the gladiator revolt",
        }
    }
}
