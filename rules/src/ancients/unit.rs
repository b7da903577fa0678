//! The unit profile of Ancients: a unit, not a model, is the playing piece, so every number lives here.
//! Size, weight, type and formation come from the Basic Combat Mechanic post (Ancients, WWPD 2015); the
//! skill scale and leadership values are house rules because the posts never state them (rules-gaps, seed 4).

use serde::{Deserialize, Serialize};

use super::House;
use crate::error::{RulesError, check_range};

crate::json::field::named_enum! {
/// How big a unit is. Size sets its frontage, its melee and shooting dice, and its hit threshold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Size {
    Small,
    Medium,
    Large,
    Huge,
}
}

impl Size {
    /// Smallest first, the order every size table in this module uses.
    pub const ALL: [Size; 4] = [Size::Small, Size::Medium, Size::Large, Size::Huge];

    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "Small",
            Size::Medium => "Medium",
            Size::Large => "Large",
            Size::Huge => "Huge",
        }
    }
}

crate::json::field::named_enum! {
/// How much armour and kit a unit carries; heavier units save more hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Weight {
    Light,
    Medium,
    Heavy,
}
}

impl Weight {
    /// Lightest first: the position in this list is the step counted for Advantage.
    pub const ALL: [Weight; 3] = [Weight::Light, Weight::Medium, Weight::Heavy];

    pub fn name(self) -> &'static str {
        match self {
            Weight::Light => "Light",
            Weight::Medium => "Medium",
            Weight::Heavy => "Heavy",
        }
    }
}

crate::json::field::named_enum! {
/// Foot or horse. Type feeds Advantage and sets the movement rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UnitType {
    Infantry,
    Cavalry,
}
}

impl UnitType {
    pub const ALL: [UnitType; 2] = [UnitType::Infantry, UnitType::Cavalry];

    pub fn name(self) -> &'static str {
        match self {
            UnitType::Infantry => "Infantry",
            UnitType::Cavalry => "Cavalry",
        }
    }
}

crate::json::field::named_enum! {
/// How tightly a unit holds together. Skirmishers are also harder to shoot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Formation {
    Skirmish,
    Warband,
    Formed,
}
}

impl Formation {
    /// Loosest first: the position in this list is the step counted for Advantage.
    pub const ALL: [Formation; 3] = [Formation::Skirmish, Formation::Warband, Formation::Formed];

    pub fn name(self) -> &'static str {
        match self {
            Formation::Skirmish => "Skirmish",
            Formation::Warband => "Warband",
            Formation::Formed => "Formed",
        }
    }
}

crate::json::field::named_enum! {
/// The special fighting style a unit may have: it decides when the first-turn melee bonus applies.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Style {
    /// No bonus dice.
    #[default]
    Ordinary,
    /// Extra dice in the first turn of a fight it charged or counter-charged into.
    Shock,
    /// Extra dice in the first turn of a fight it did not charge into.
    Defensive,
}
}

impl Style {
    /// Every style, for the roster's unit editor.
    pub const ALL: [Style; 3] = [Style::Ordinary, Style::Shock, Style::Defensive];

    pub fn name(self) -> &'static str {
        match self {
            Style::Ordinary => "Ordinary",
            Style::Shock => "Shock",
            Style::Defensive => "Defensive",
        }
    }
}

/// The skill names of the house scale, lowest first (skill 1 is levy).
pub const SKILL_NAMES: [&str; 4] = ["Levy", "Regular", "Veteran", "Elite"];

/// The lowest leadership a unit may have: the smallest 2d6 total.
pub const MIN_LEADERSHIP: u8 = 2;
/// The highest leadership a unit may have: the largest 2d6 total.
pub const MAX_LEADERSHIP: u8 = 12;

/// A unit's profile: what it is, not what has happened to it (see `Standing`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// What the player calls the unit, used in result lines; may be empty.
    #[serde(default)]
    pub name: String,
    pub size: Size,
    /// 1 and up; the house scale runs 1 (levy) to 4 (elite).
    pub skill: u8,
    pub weight: Weight,
    #[serde(rename = "type")]
    pub kind: UnitType,
    pub formation: Formation,
    #[serde(default)]
    pub style: Style,
    /// The number a Break Test is taken against, 2 to 12 under the house 2d6 test.
    pub leadership: u8,
}

crate::json::field::read_field!(Unit,
    from Unit {
        name: String::new(),
        size: Size::Medium,
        skill: 0,
        weight: Weight::Medium,
        kind: UnitType::Infantry,
        formation: Formation::Formed,
        style: Style::default(),
        leadership: 0,
    },
    required { size, skill, weight, kind as "type", formation, leadership },
    default { name, style });

impl Unit {
    /// A unit with the house leadership for its skill, so a quick setup needs only the profile.
    pub fn new(
        size: Size,
        skill: u8,
        weight: Weight,
        kind: UnitType,
        formation: Formation,
        house: &House,
    ) -> Unit {
        Unit {
            name: String::new(),
            size,
            skill,
            weight,
            kind,
            formation,
            style: Style::Ordinary,
            leadership: house.suggested_leadership(skill).unwrap_or(7),
        }
    }

    pub fn named(mut self, name: &str) -> Unit {
        self.name = name.to_string();
        self
    }

    pub fn with_style(mut self, style: Style) -> Unit {
        self.style = style;
        self
    }

    pub fn with_leadership(mut self, leadership: u8) -> Unit {
        self.leadership = leadership;
        self
    }

    /// Checks skill and leadership against the scales in force.
    pub fn validate(&self, house: &House) -> Result<(), RulesError> {
        check_range("Skill", self.skill as i64, 1, house.max_skill as i64)?;
        check_range(
            "Leadership",
            self.leadership as i64,
            MIN_LEADERSHIP as i64,
            MAX_LEADERSHIP as i64,
        )
    }

    /// The name for result lines, or `fallback` when the player gave none.
    pub fn label<'a>(&'a self, fallback: &'a str) -> &'a str {
        if self.name.trim().is_empty() {
            fallback
        } else {
            self.name.trim()
        }
    }
}

/// The name of a skill level on the house scale ("Veteran"), or None beyond it.
pub fn skill_name(skill: u8) -> Option<&'static str> {
    SKILL_NAMES.get((skill as usize).checked_sub(1)?).copied()
}

/// The most damage tokens a unit may carry into a fight; far beyond any real game, it bounds the input.
pub const MAX_DAMAGE_TOKENS: u32 = 50;

/// What has already happened to a unit this game: it changes its Break Tests.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Standing {
    /// Permanent tokens from earlier fights; each costs 1 on every later Break Test.
    pub damage_tokens: u32,
    /// Whether the unit has taken a Break Test before this game; the first one gets +1.
    pub tested_before: bool,
}

impl Standing {
    pub fn validate(&self) -> Result<(), RulesError> {
        check_range(
            "Damage tokens",
            self.damage_tokens as i64,
            0,
            MAX_DAMAGE_TOKENS as i64,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn house() -> House {
        House::default()
    }

    #[test]
    fn house_skill_scale_runs_levy_to_elite() {
        assert_eq!(skill_name(1), Some("Levy"));
        assert_eq!(skill_name(4), Some("Elite"));
        assert_eq!(skill_name(0), None);
        assert_eq!(skill_name(5), None);
    }

    #[test]
    fn skill_out_of_scale_is_refused_in_plain_words() {
        let h = house();
        let mut u = Unit::new(
            Size::Medium,
            2,
            Weight::Medium,
            UnitType::Infantry,
            Formation::Formed,
            &h,
        );
        assert!(u.validate(&h).is_ok());
        u.skill = 0;
        let e = u.validate(&h).unwrap_err();
        assert_eq!(e.to_string(), "Skill can't be less than 1 (you entered 0).");
        u.skill = 9;
        let e = u.validate(&h).unwrap_err();
        assert_eq!(e.to_string(), "Skill can be at most 4 (you entered 9).");
    }

    #[test]
    fn leadership_must_be_a_2d6_total() {
        let h = house();
        let u = Unit::new(
            Size::Small,
            1,
            Weight::Light,
            UnitType::Cavalry,
            Formation::Skirmish,
            &h,
        );
        assert_eq!(u.leadership, 6, "levy get the suggested 6");
        let e = u.clone().with_leadership(13).validate(&h).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Leadership can be at most 12 (you entered 13)."
        );
        let e = u.with_leadership(1).validate(&h).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Leadership can't be less than 2 (you entered 1)."
        );
    }

    #[test]
    fn damage_tokens_are_bounded() {
        let s = Standing {
            damage_tokens: 51,
            tested_before: true,
        };
        assert!(s.validate().is_err());
        assert!(Standing::default().validate().is_ok());
    }

    #[test]
    fn profiles_round_trip_through_json() {
        let h = house();
        let u = Unit::new(
            Size::Huge,
            3,
            Weight::Heavy,
            UnitType::Infantry,
            Formation::Formed,
            &h,
        )
        .named("Hoplites")
        .with_style(Style::Defensive);
        let json = serde_json::to_string(&u).unwrap();
        assert_eq!(serde_json::from_str::<Unit>(&json).unwrap(), u);
    }

    /// Number of Dice, Basic Combat Mechanic: on a fight's first turn a Shock unit that charged and a Defensive
    /// unit that stood its ground each roll 2 more (a Small unit 8 rather than 6); an ordinary unit never does.
    #[test]
    fn styles_and_their_first_turn_dice() {
        use super::super::melee::{Combatant, first_turn_bonus};
        let small = |style: Style, charged: bool| Combatant {
            charged,
            ..Combatant::new(
                Unit::new(
                    Size::Small,
                    2,
                    Weight::Medium,
                    UnitType::Infantry,
                    Formation::Formed,
                    &house(),
                )
                .with_style(style),
            )
        };
        let dice = |c: &Combatant| {
            super::super::attack::melee_dice(Size::Small) + first_turn_bonus(c, true)
        };
        assert_eq!(dice(&small(Style::Shock, true)), 8);
        assert_eq!(dice(&small(Style::Defensive, false)), 8);
        assert_eq!(dice(&small(Style::Ordinary, true)), 6);
        assert_eq!(dice(&small(Style::Shock, false)), 6);
    }

    /// Melee, Ancients (first-turn bonus, `melee::first_turn_bonus`): a unit is ordinary, shock or
    /// defensive. The roster editor offers `Style::ALL`, so it must hold each style once.
    #[test]
    fn every_style_listed_once() {
        for s in Style::ALL {
            // Exhaustive: a new style fails to compile here until it is listed.
            let at = match s {
                Style::Ordinary => 0,
                Style::Shock => 1,
                Style::Defensive => 2,
            };
            assert_eq!(Style::ALL[at], s);
        }
        assert_eq!(Style::ALL[0], Style::default());
    }
}
