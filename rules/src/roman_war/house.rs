//! Roman War's house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{House, SlingersBehindWalls, TurnSequence, UnlistedArmour};
use crate::error::RulesError;
use crate::rule::System;
use crate::setting::{SettingKind, Slice, Spec, choice, int, num, spec, switch};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }

    /// A storey must keep full cover above the share of its points where it loses its top cover.
    fn check(&self) -> Result<(), RulesError> {
        let b = self.building_bands;
        if b.full_cover_from_pct <= b.no_projectile_cover_from_pct {
            return Err(RulesError::NotAllowed {
                rule: "roman-war.structures",
                why: format!(
                    "A storey must keep full cover above the share where it loses top cover ({}% is not above {}%).",
                    b.full_cover_from_pct, b.no_projectile_cover_from_pct
                ),
            });
        }
        Ok(())
    }
}

fn build() -> Vec<Spec<House>> {
    let rw = Some(System::RomanWar);
    let mut out = Vec::new();
    // The empty effect tables, one number per cell.
    let face = SettingKind::Number {
        min: 1.0,
        max: 7.0,
        step: 1.0,
    };
    macro_rules! rw_weapon {
        ($w:ident, $name:literal, $gap:literal, $reference:expr) => {
            out.push(spec(concat!("roman-war.", stringify!($w), ".range"), rw, concat!($name, " range (in)"), $gap, $reference, SettingKind::Number { min: 1.0, max: 120.0, step: 0.5 }, num!(h: House => h.$w.max_range_in, f64)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".ranks_hit"), rw, concat!($name, " ranks hit (0 = template)"), $gap, $reference, int(0.0, 10.0), num!(h: House => h.$w.ranks_hit, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".unarmoured.short"), rw, concat!($name, ": lowest face hitting unarmoured, short (7 = none)"), $gap, $reference, face.clone(), num!(h: House => h.$w.unarmoured[0].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".unarmoured.medium"), rw, concat!($name, ": lowest face hitting unarmoured, medium (7 = none)"), $gap, $reference, face.clone(), num!(h: House => h.$w.unarmoured[1].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".unarmoured.long"), rw, concat!($name, ": lowest face hitting unarmoured, long (7 = none)"), $gap, $reference, face.clone(), num!(h: House => h.$w.unarmoured[2].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".armoured.short"), rw, concat!($name, ": lowest face hitting armoured, short (7 = none)"), $gap, $reference, face.clone(), num!(h: House => h.$w.armoured[0].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".armoured.medium"), rw, concat!($name, ": lowest face hitting armoured, medium (7 = none)"), $gap, $reference, face.clone(), num!(h: House => h.$w.armoured[1].0, u8)));
            out.push(spec(concat!("roman-war.", stringify!($w), ".armoured.long"), rw, concat!($name, ": lowest face hitting armoured, long (7 = none)"), $gap, $reference, face.clone(), num!(h: House => h.$w.armoured[2].0, u8)));
        };
    }
    rw_weapon!(
        archer,
        "Archers",
        "The source's archer table arrived empty.",
        "roman-war.missiles"
    );
    rw_weapon!(
        lancer,
        "Lancers",
        "The source's lancer table arrived empty.",
        "roman-war.missiles"
    );
    rw_weapon!(
        slinger,
        "Slingers",
        "The source's slinger table arrived empty.",
        "roman-war.missiles"
    );
    rw_weapon!(
        scorpio,
        "Scorpio",
        "The source names the scorpio but gives it no numbers.",
        "roman-war.templates"
    );
    rw_weapon!(
        catapult,
        "Catapult",
        "The source names the catapult but gives it no numbers.",
        "roman-war.ballista"
    );
    rw_weapon!(
        ballista,
        "Ballista",
        "The source's ballista table arrived empty.",
        "roman-war.ballista"
    );
    out.push(spec(
        "roman-war.slope_range_fraction",
        rw,
        "Range lost uphill, gained downhill",
        "Only archers have slope ranges in any copy.",
        "roman-war.missiles",
        SettingKind::Number {
            min: 0.0,
            max: 1.0,
            step: 0.05,
        },
        num!(h: House => h.slope_range_fraction, f64),
    ));
    out.push(spec(
        "roman-war.ranging_near_from",
        rw,
        "Ranging shot out to half range: lowest face",
        "The source never says what the ranging shot needs.",
        "roman-war.ballista",
        face.clone(),
        num!(h: House => h.ranging_near_from, u8),
    ));
    out.push(spec(
        "roman-war.ranging_far_from",
        rw,
        "Ranging shot beyond half range: lowest face",
        "The source never says what the ranging shot needs.",
        "roman-war.ballista",
        face.clone(),
        num!(h: House => h.ranging_far_from, u8),
    ));
    out.push(spec(
        "roman-war.melee_hit_unarmoured_from",
        rw,
        "Melee: lowest face hitting unarmoured",
        "The melee table the source promises never follows.",
        "roman-war.melee",
        face.clone(),
        num!(h: House => h.melee_hit_unarmoured_from, u8),
    ));
    out.push(spec(
        "roman-war.melee_hit_armoured_from",
        rw,
        "Melee: lowest face hitting armoured",
        "The melee table the source promises never follows.",
        "roman-war.melee",
        face.clone(),
        num!(h: House => h.melee_hit_armoured_from, u8),
    ));
    out.push(spec(
        "roman-war.building_points_per_storey",
        rw,
        "Points per building storey",
        "Walls and towers have points but buildings none.",
        "roman-war.structures",
        int(1.0, 1000.0),
        num!(h: House => h.building_points_per_storey, i64),
    ));
    out.push(spec(
        "roman-war.building_bands.full_cover_from_pct",
        rw,
        "Storey gives full cover from (% of points)",
        "The building states are named with no point bands.",
        "roman-war.structures",
        int(1.0, 100.0),
        num!(h: House => h.building_bands.full_cover_from_pct, u8),
    ));
    out.push(spec(
        "roman-war.building_bands.no_projectile_cover_from_pct",
        rw,
        "Storey keeps its top cover from (% of points)",
        "The building states are named with no point bands.",
        "roman-war.structures",
        int(1.0, 100.0),
        num!(h: House => h.building_bands.no_projectile_cover_from_pct, u8),
    ));
    let (k, a) = choice!(h: House => h.turn_sequence, TurnSequence {
        IGoUGo => "igougo", "Each side moves, shoots and fights in turn";
        PhaseByPhase => "phase-by-phase", "Both move, then both shoot, then all melees";
    });
    out.push(spec(
        "roman-war.turn_sequence",
        rw,
        "Turn sequence",
        "The source never gives an order of moving, shooting and melee.",
        "roman-war.turn",
        k,
        a,
    ));
    out.push(spec(
        "roman-war.elephant_move_in",
        rw,
        "Elephant move (in)",
        "The source has elephant templates but no elephant move.",
        "roman-war.movement",
        SettingKind::Number {
            min: 1.0,
            max: 48.0,
            step: 0.5,
        },
        num!(h: House => h.elephant_move_in, f64),
    ));
    let (k, a) = choice!(h: House => h.unlisted_armour, UnlistedArmour {
        HeavyOrPhalanxArmoured => "heavy-or-phalanx-armoured", "Heavy infantry and phalanx troops armoured, others not";
        AllUnarmoured => "all-unarmoured", "Every unlisted troop unarmoured";
    });
    out.push(spec(
        "roman-war.unlisted_armour",
        rw,
        "Armour of unlisted troops",
        "The armour lists leave many troop types out.",
        "roman-war.troops",
        k,
        a,
    ));
    out.push(spec(
        "roman-war.scutari_armoured",
        rw,
        "Spanish Scutari armoured",
        "One copy calls all Spaniards unarmoured, another calls the Scutari heavy foot.",
        "roman-war.troops",
        SettingKind::Switch,
        switch!(h: House => h.scutari_armoured),
    ));
    out.push(spec(
        "roman-war.cover_adds_up",
        rw,
        "Two kinds of cover add up",
        "Cover takes one number off the effect, and nothing says what two covers do; off keeps it to one.",
        "roman-war.cover",
        SettingKind::Switch,
        switch!(h: House => h.cover_adds_up),
    ));
    let (k, a) = choice!(h: House => h.slingers_behind_walls, SlingersBehindWalls {
        NeverHit => "never-hit", "Never: the wall blocks every straight line";
        AsArrowsFurtherBack => "as-arrows-further-back", "Men more than 2 in back, with cover";
    });
    out.push(spec(
        "roman-war.slingers_behind_walls",
        rw,
        "Slingers against men behind a high wall",
        "Slingers hit only in a straight line; a wall across that line keeps even men well back from it safe.",
        "roman-war.cover",
        k,
        a,
    ));
    out.push(spec(
        "roman-war.bridge_fall_takes_men",
        rw,
        "Men on a bridge fall with it",
        "The text loses the men on a wall or tower with no points left, and says nothing of bridges; they are treated alike.",
        "roman-war.bridges",
        SettingKind::Switch,
        switch!(h: House => h.bridge_fall_takes_men),
    ));
    out
}
