//! Sandarticus's house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{
    Cord, GallicUnitLeaderLoss, House, MediumCavalryWeight, OnagerFire, PhalanxAgainstWall,
    RingShelter, ScatteredPenalty, SmallShieldReading, UnstatedArmour, WedgeReading,
};
use crate::rule::System;
use crate::sandy_hook::house::speed_in_r;
use crate::setting::{Access, Slice, Spec, Table, choice, int, num, switch};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }
}

// One row per setting, laid out as a table: key, title, the gap it fills, reference entry, control.
#[rustfmt::skip]
fn build() -> Vec<Spec<House>> {
    let mut out = Table::new(Some(System::Sandarticus));
    out.row("sandarticus.siege_tower_armour", "Siege tower armour", "The two armour lists give the siege tower 5 and 4.", "sandarticus.armour", num!(int(1.0, 12.0), h: House => h.siege_tower_armour, u8));
    out.row("sandarticus.pilum_damage", "Pilum damage", "The text gives the pilum no damage or range.", "sandarticus.weapons.pilum", num!(int(0.0, 12.0), h: House => h.pilum_damage, u8));
    out.row("sandarticus.pilum_close_third_only", "Pilum reaches the close third only", "The text never says how far a pilum is thrown.", "sandarticus.weapons.pilum", switch!(h: House => h.pilum_close_third_only));
    out.row("sandarticus.scattered", "Scattered troops against a formation", "Hand to hand has no roll for the scattered troops' minus one to change.", "sandarticus.melee", choice!(h: House => h.scattered, ScatteredPenalty { ExtraManPerKill => "extra-man-per-kill", "Scattered troops need one more man per kill"; OneFewerKill => "one-fewer-kill", "The scattered side kills one fewer each round"; }));
    out.row("sandarticus.small_shield", "Small shield in hand to hand", "Hand to hand has no roll for the small shield's plus one to change.", "sandarticus.weapons.net", choice!(h: House => h.small_shield, SmallShieldReading { OneClassHeavier => "one-class-heavier", "The bearer fights one armour class heavier"; ExtraMan => "extra-man", "Each bearer counts as one extra man"; }));
    // A speed the player sets in R, kept in eighths of a cord.
    macro_rules! sa_speed {
        ($f:ident, $title:literal, $gap:literal) => {
            out.row(concat!("sandarticus.", stringify!($f)), $title, $gap, "sandarticus.speed", (speed_in_r(), Access::Number(|h: &House| h.$f.eighths as f64 / 8.0, |h: &mut House, v: f64| h.$f = Cord::eighths((v * 8.0).round() as u16))));
        };
    }
    sa_speed!(medium_cavalry_speed, "Medium cavalry speed (R)", "The speed list covers light cavalry only.");
    sa_speed!(heavy_cavalry_speed, "Heavy cavalry speed (R)", "The speed list covers light cavalry only.");
    sa_speed!(chariot_speed, "Chariot speed (R)", "Chariots fight but are given no speed.");
    sa_speed!(war_wagon_speed, "War wagon speed (R)", "The war wagon has armour but no speed.");
    out.row("sandarticus.onager_fire", "How onagers aim", "The onagers have damage and a number of men hit, but no way of aiming.", "sandarticus.shooting.cup", choice!(h: House => h.onager_fire, OnagerFire { CupRule => "cup-rule", "By the cup rule, up to the listed number of men"; String => "string", "Along the string like the ballista"; }));
    out.row("sandarticus.wedge", "Wedge clashes", "The wedge is said to break walls outright and later given ratios for the same fights.", "sandarticus.formations.clash", choice!(h: House => h.wedge, WedgeReading { RatioWins => "ratio-wins", "Where a ratio is given, the ratio decides"; FirstStatementWins => "first-statement-wins", "The wedge breaks walls and tortoises outright"; }));
    out.row("sandarticus.gallic_unit_leader_loss", "Gaulish unit loses its leader", "The text covers the loss of the king but not of a unit's own leader.", "sandarticus.leaders.gaulish-unit", choice!(h: House => h.gallic_unit_leader_loss, GallicUnitLeaderLoss { HoldThenRomanProcedure => "hold-then-roman", "Hold one turn, then act as a Roman unit"; Unstated => "unstated", "No rule: the unit carries on"; }));
    out.row("sandarticus.medium_cavalry_weight", "Medium cavalry in hand to hand", "Only light and heavy cavalry are weighed; a horseman who is not light counts as heavy.", "sandy-hook.fighting-weight", choice!(h: House => h.medium_cavalry_weight, MediumCavalryWeight { LikeHeavy => "like-heavy", "Two men, like heavy cavalry"; LikeLight => "like-light", "One man, like light cavalry"; }));
    out.row("sandarticus.gaul_armour", "Gaulish armour", "The Gauls are never given armour; warriors with helmet and shield count as medium.", "sandarticus.troops", choice!(h: House => h.gaul_armour, UnstatedArmour { Medium => "medium", "Medium: three men to a kill"; Light => "light", "Light: four men to a kill"; }));
    out.row("sandarticus.gladiator_armour", "Gladiators' armour", "Gladiators are never given armour; arena fighters with helmet and shield count as medium.", "sandarticus.troops", choice!(h: House => h.gladiator_armour, UnstatedArmour { Medium => "medium", "Medium: three men to a kill"; Light => "light", "Light: four men to a kill"; }));
    out.row("sandarticus.phalanx_against_wall", "Phalanx against a shield wall", "The phalanx breaks a wall with no condition, yet a wall wraps round a wedge or phalanx short of 3 to 2; the ratio is kept.", "sandarticus.formations.clash", choice!(h: House => h.phalanx_against_wall, PhalanxAgainstWall { ThreeToTwo => "three-to-two", "Three men for every two in the wall"; Outright => "outright", "It breaks the wall whatever the numbers"; }));
    out.row("sandarticus.ring_shelter", "Men sheltered by a ring of spearmen", "Only one example is given, six spearmen sheltering two; it is scaled to rings of any size.", "sandarticus.formations.minimum", choice!(h: House => h.ring_shelter, RingShelter { OnePerThree => "one-per-three", "One man for every three spearmen"; TwoAtMost => "two-at-most", "Two men, whatever the ring's size"; }));
    out.row("sandarticus.trident_hold_turns", "Turns a trident holds its victim", "The trident can trap a man, for no stated time; it holds him one turn, as the net does.", "sandarticus.weapons.net", num!(int(0.0, 5.0), h: House => h.trident_hold_turns, u8));
    out.row("sandarticus.spearmen_against_horses", "Spearmen needed to stop horses", "The spear says five spearmen blunt cavalry, the melee rule six or more.", "sandy-hook.fighting-weight", num!(int(1.0, 20.0), h: House => h.spearmen_against_horses, u8));
    out.into_specs()
}
