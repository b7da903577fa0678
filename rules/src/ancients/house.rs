//! The Ancients house rules as the app lists them: one setting per field of [`House`], with the gap it fills.

use std::sync::OnceLock;

use super::{House, LeadershipTest, MAX_THRESHOLD, StepCounting, ThresholdReading, ToHitCap};
use crate::error::RulesError;
use crate::rule::System;
use crate::setting::{Slice, Spec, Table, choice, int, num};

impl Slice for House {
    fn specs() -> &'static [Spec<House>] {
        static SPECS: OnceLock<Vec<Spec<House>>> = OnceLock::new();
        SPECS.get_or_init(build)
    }

    fn check(&self) -> Result<(), RulesError> {
        self.validate()
    }
}

// One row per setting, laid out as a table: key, title, the gap it fills, reference entry, control.
#[rustfmt::skip]
fn build() -> Vec<Spec<House>> {
    let mut out = Table::new(Some(System::Ancients));
    out.row("ancients.leadership_test", "Break Test roll", "The posts give no dice, target or direction for the Leadership test.", "ancients.leadership", choice!(h: House => h.leadership_test, LeadershipTest { TwoD6RollUnder => "2d6-roll-under", "2d6 against Leadership: under holds, equal gives ground, over breaks"; }));
    macro_rules! an_lead {
        ($i:literal, $key:literal, $title:literal) => {
            out.row($key, $title, "The posts give no Leadership values at all.", "ancients.leadership", num!(int(2.0, 12.0), h: House => h.suggested_leadership[$i], u8));
        };
    }
    an_lead!(0, "ancients.suggested_leadership.levy", "Suggested Leadership, levy (skill 1)");
    an_lead!(1, "ancients.suggested_leadership.regular", "Suggested Leadership, regular (skill 2)");
    an_lead!(2, "ancients.suggested_leadership.veteran", "Suggested Leadership, veteran (skill 3)");
    an_lead!(3, "ancients.suggested_leadership.elite", "Suggested Leadership, elite (skill 4)");
    out.row("ancients.max_skill", "Highest skill", "Shooting implies skills 1, 2 and 3 or more, but no top of the scale.", "ancients.unit-profile", num!(int(1.0, 10.0), h: House => h.max_skill, u8));
    macro_rules! an_move {
        ($f:ident, $title:literal) => {
            out.row(concat!("ancients.movement.", stringify!($f)), $title, "Giving ground uses a movement rate the posts never give.", "ancients.give-ground", num!(int(1.0, 48.0), h: House => h.movement.$f, u32));
        };
    }
    an_move!(close_order_infantry, "Formed or Warband infantry move (in)");
    an_move!(skirmish_infantry, "Skirmish infantry move (in)");
    an_move!(heavy_cavalry, "Heavy or Medium cavalry move (in)");
    an_move!(light_cavalry, "Light cavalry move (in)");
    out.row("ancients.to_hit_cap", "To-hit cap", "Shooting modifiers can push the score to an unrollable 7+.", "ancients.shooting", choice!(h: House => h.to_hit_cap, ToHitCap { SixPlus => "six-plus", "Never worse than 6+"; Uncapped => "uncapped", "As written: past 6+ cannot hit"; }));
    macro_rules! an_threshold {
        ($i:literal, $key:literal, $title:literal) => {
            out.row($key, $title, "The text calls thresholds a bit under a Medium unit's average hits, yet they are equal or above it.", "ancients.thresholds", num!(int(1.0, MAX_THRESHOLD as f64), h: House => h.hit_thresholds[$i], u32));
        };
    }
    an_threshold!(0, "ancients.hit_thresholds.small", "Hit threshold, Small");
    an_threshold!(1, "ancients.hit_thresholds.medium", "Hit threshold, Medium");
    an_threshold!(2, "ancients.hit_thresholds.large", "Hit threshold, Large");
    an_threshold!(3, "ancients.hit_thresholds.huge", "Hit threshold, Huge");
    out.row("ancients.steps", "Counting Advantage steps", "\"Steps better\" is undefined for three-level scales.", "ancients.advantage", choice!(h: House => h.steps, StepCounting { LevelDifference => "level-difference", "Count the levels between (Heavy against Light is 2)"; OnePerCategory => "one-per-category", "One point per category"; }));
    out.row("ancients.threshold_reached", "When a melee Break Test is due", "The melee post says \"equal to\" the threshold, the shooting post \"or more\".", "ancients.thresholds", choice!(h: House => h.threshold_reached, ThresholdReading { EqualOrMore => "equal-or-more", "Hits equal to the threshold or more"; ExactlyEqual => "exactly-equal", "Melee: exactly the threshold only"; }));
    out.into_specs()
}
