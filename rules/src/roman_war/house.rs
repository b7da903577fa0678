//! Roman War's house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{House, SlingersBehindWalls, TurnSequence, UnlistedArmour};
use crate::error::{Problem, RulesError};
use crate::rule::System;
use crate::setting::{Slice, Spec, Table, choice, int, num, steps, switch};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }

    /// A storey must keep full cover above the share of its points where it loses its top cover.
    fn check(&self) -> Result<(), RulesError> {
        let b = self.building_bands;
        if b.full_cover_from_pct <= b.no_projectile_cover_from_pct {
            return Err(RulesError::from(Problem::NotAllowed {
                rule: "roman-war.structures",
                why: format!(
                    "A storey must keep full cover above the share where it loses top cover ({}% is not above {}%).",
                    b.full_cover_from_pct, b.no_projectile_cover_from_pct
                ),
            }));
        }
        Ok(())
    }
}

// One row per setting, laid out as a table: key, title, the gap it fills, reference entry, control.
#[rustfmt::skip]
fn build() -> Vec<Spec<House>> {
    let mut out = Table::new(Some(System::RomanWar));
    // The empty effect tables, one number per cell.
    let face = int(1.0, 7.0);
    macro_rules! rw_weapon {
        ($w:ident, $name:literal, $gap:literal, $reference:expr) => {
            out.row(concat!("roman-war.", stringify!($w), ".range"), concat!($name, " range (in)"), $gap, $reference, num!(steps(1.0, 120.0, 0.5), h: House => h.$w.max_range_in, f64));
            out.row(concat!("roman-war.", stringify!($w), ".ranks_hit"), concat!($name, " ranks hit (0 = template)"), $gap, $reference, num!(int(0.0, 10.0), h: House => h.$w.ranks_hit, u8));
            out.row(concat!("roman-war.", stringify!($w), ".unarmoured.short"), concat!($name, ": lowest face hitting unarmoured, short (7 = none)"), $gap, $reference, num!(face.clone(), h: House => h.$w.unarmoured[0].0, u8));
            out.row(concat!("roman-war.", stringify!($w), ".unarmoured.medium"), concat!($name, ": lowest face hitting unarmoured, medium (7 = none)"), $gap, $reference, num!(face.clone(), h: House => h.$w.unarmoured[1].0, u8));
            out.row(concat!("roman-war.", stringify!($w), ".unarmoured.long"), concat!($name, ": lowest face hitting unarmoured, long (7 = none)"), $gap, $reference, num!(face.clone(), h: House => h.$w.unarmoured[2].0, u8));
            out.row(concat!("roman-war.", stringify!($w), ".armoured.short"), concat!($name, ": lowest face hitting armoured, short (7 = none)"), $gap, $reference, num!(face.clone(), h: House => h.$w.armoured[0].0, u8));
            out.row(concat!("roman-war.", stringify!($w), ".armoured.medium"), concat!($name, ": lowest face hitting armoured, medium (7 = none)"), $gap, $reference, num!(face.clone(), h: House => h.$w.armoured[1].0, u8));
            out.row(concat!("roman-war.", stringify!($w), ".armoured.long"), concat!($name, ": lowest face hitting armoured, long (7 = none)"), $gap, $reference, num!(face.clone(), h: House => h.$w.armoured[2].0, u8));
        };
    }
    rw_weapon!(archer, "Archers", "The source's archer table arrived empty.", "roman-war.missiles");
    rw_weapon!(lancer, "Lancers", "The source's lancer table arrived empty.", "roman-war.missiles");
    rw_weapon!(slinger, "Slingers", "The source's slinger table arrived empty.", "roman-war.missiles");
    rw_weapon!(scorpio, "Scorpio", "The source names the scorpio but gives it no numbers.", "roman-war.templates");
    rw_weapon!(catapult, "Catapult", "The source names the catapult but gives it no numbers.", "roman-war.ballista");
    rw_weapon!(ballista, "Ballista", "The source's ballista table arrived empty.", "roman-war.ballista");
    out.row("roman-war.slope_range_fraction", "Range lost uphill, gained downhill", "Only archers have slope ranges in any copy.", "roman-war.missiles", num!(steps(0.0, 1.0, 0.05), h: House => h.slope_range_fraction, f64));
    out.row("roman-war.ranging_near_from", "Ranging shot out to half range: lowest face", "The source never says what the ranging shot needs.", "roman-war.ballista", num!(face.clone(), h: House => h.ranging_near_from, u8));
    out.row("roman-war.ranging_far_from", "Ranging shot beyond half range: lowest face", "The source never says what the ranging shot needs.", "roman-war.ballista", num!(face.clone(), h: House => h.ranging_far_from, u8));
    out.row("roman-war.melee_hit_unarmoured_from", "Melee: lowest face hitting unarmoured", "The melee table the source promises never follows.", "roman-war.melee", num!(face.clone(), h: House => h.melee_hit_unarmoured_from, u8));
    out.row("roman-war.melee_hit_armoured_from", "Melee: lowest face hitting armoured", "The melee table the source promises never follows.", "roman-war.melee", num!(face.clone(), h: House => h.melee_hit_armoured_from, u8));
    out.row("roman-war.building_points_per_storey", "Points per building storey", "Walls and towers have points but buildings none.", "roman-war.structures", num!(int(1.0, 1000.0), h: House => h.building_points_per_storey, i64));
    out.row("roman-war.building_bands.full_cover_from_pct", "Storey gives full cover from (% of points)", "The building states are named with no point bands.", "roman-war.structures", num!(int(1.0, 100.0), h: House => h.building_bands.full_cover_from_pct, u8));
    out.row("roman-war.building_bands.no_projectile_cover_from_pct", "Storey keeps its top cover from (% of points)", "The building states are named with no point bands.", "roman-war.structures", num!(int(1.0, 100.0), h: House => h.building_bands.no_projectile_cover_from_pct, u8));
    out.row("roman-war.turn_sequence", "Turn sequence", "The source never gives an order of moving, shooting and melee.", "roman-war.turn", choice!(h: House => h.turn_sequence, TurnSequence { IGoUGo => "igougo", "Each side moves, shoots and fights in turn"; PhaseByPhase => "phase-by-phase", "Both move, then both shoot, then all melees"; }));
    out.row("roman-war.elephant_move_in", "Elephant move (in)", "The source has elephant templates but no elephant move.", "roman-war.movement", num!(steps(1.0, 48.0, 0.5), h: House => h.elephant_move_in, f64));
    out.row("roman-war.unlisted_armour", "Armour of unlisted troops", "The armour lists leave many troop types out.", "roman-war.troops", choice!(h: House => h.unlisted_armour, UnlistedArmour { HeavyOrPhalanxArmoured => "heavy-or-phalanx-armoured", "Heavy infantry and phalanx troops armoured, others not"; AllUnarmoured => "all-unarmoured", "Every unlisted troop unarmoured"; }));
    out.row("roman-war.scutari_armoured", "Spanish Scutari armoured", "One copy calls all Spaniards unarmoured, another calls the Scutari heavy foot.", "roman-war.troops", switch!(h: House => h.scutari_armoured));
    out.row("roman-war.cover_adds_up", "Two kinds of cover add up", "Cover takes one number off the effect, and nothing says what two covers do; off keeps it to one.", "roman-war.cover", switch!(h: House => h.cover_adds_up));
    out.row("roman-war.slingers_behind_walls", "Slingers against men behind a high wall", "Slingers hit only in a straight line; a wall across that line keeps even men well back from it safe.", "roman-war.cover", choice!(h: House => h.slingers_behind_walls, SlingersBehindWalls { NeverHit => "never-hit", "Never: the wall blocks every straight line"; AsArrowsFurtherBack => "as-arrows-further-back", "Men more than 2 in back, with cover"; }));
    out.row("roman-war.bridge_fall_takes_men", "Men on a bridge fall with it", "The text loses the men on a wall or tower with no points left, and says nothing of bridges; they are treated alike.", "roman-war.bridges", switch!(h: House => h.bridge_fall_takes_men));
    out.into_specs()
}
