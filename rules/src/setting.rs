//! House-rule settings as the app lists them: what kind of control each needs, how its value is read and
//! changed, and the checks a new value passes first.
//!
//! This module knows no rule system. Each system lists the settings of its own house-rule slice (its `House`)
//! by implementing [`Slice`] in its `house` module; `house_rules` gathers every system's slice and reaches
//! them through [`AnySlice`], so nothing here names a system.

use serde::{Deserialize, Serialize};

use crate::error::{Problem, RulesError, check_range};
use crate::rule::{RuleId, System};

/// What kind of control a setting needs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum SettingKind {
    /// On or off.
    Switch,
    /// A number from `min` to `max` in steps of `step`.
    Number { min: f64, max: f64, step: f64 },
    /// One of several readings, each with a stable key and a label for the player.
    Choice(Vec<ChoiceOption>),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChoiceOption {
    pub key: &'static str,
    pub label: &'static str,
}

/// One house-rule setting, as the app lists it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HouseSetting {
    /// Stable key, such as "sandarticus.pilum_damage".
    pub key: &'static str,
    /// `None` for the framework both Sheil games share.
    pub system: Option<System>,
    pub title: &'static str,
    /// One sentence naming the gap the setting fills.
    pub gap: &'static str,
    pub kind: SettingKind,
    /// The reference entry that explains the rule.
    pub reference: RuleId,
}

/// A setting's value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum HouseValue {
    Switch(bool),
    Number(f64),
    /// The key of the chosen option.
    Choice(String),
}

type GetF<S> = fn(&S) -> f64;
type SetF<S> = fn(&mut S, f64);
type GetC<S> = fn(&S) -> &'static str;
type SetC<S> = fn(&mut S, &str) -> bool;

/// How a setting reads and writes its field of the slice `S`; plain function pointers, so each system's table
/// is built once.
pub enum Access<S> {
    Switch(fn(&S) -> bool, fn(&mut S, bool)),
    Number(GetF<S>, SetF<S>),
    /// Reads the chosen option's key; writes an option by key, answering false for a key it does not know.
    Choice(GetC<S>, SetC<S>),
}

// Derived Clone and Copy would ask the same of `S`, which a table of function pointers does not need.
impl<S> Clone for Access<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for Access<S> {}

/// One setting of the slice `S`: what the app shows, and how to reach the field.
pub struct Spec<S> {
    pub setting: HouseSetting,
    pub access: Access<S>,
}

/// A setting's control: the kind the app draws and how it reaches the field, built together by `num!`,
/// `switch!` or `choice!` so the two always agree.
pub type Control<S> = (SettingKind, Access<S>);

/// A number setting of kind `$kind` over the field `$place` of type `$ty`:
/// `num!(int(0.0, 12.0), h: House => h.pilum_damage, u8)`.
macro_rules! num {
    ($kind:expr, $h:ident : $s:ty => $place:expr, $ty:ty) => {
        (
            $kind,
            $crate::setting::Access::Number(
                |$h: &$s| ($place) as f64,
                |$h: &mut $s, v: f64| $place = v as $ty,
            ),
        )
    };
}
pub(crate) use num;

/// An on/off setting over a `bool` field: `switch!(h: House => h.pilum_close_third_only)`.
macro_rules! switch {
    ($h:ident : $s:ty => $place:expr) => {
        (
            $crate::setting::SettingKind::Switch,
            $crate::setting::Access::Switch(|$h: &$s| $place, |$h: &mut $s, v: bool| $place = v),
        )
    };
}
pub(crate) use switch;

/// A choice over an enum field, one stable key and one label per variant.
macro_rules! choice {
    ($h:ident : $s:ty => $place:expr, $ty:path { $($v:ident => $k:literal, $label:literal;)+ }) => {
        (
            $crate::setting::SettingKind::Choice(vec![$($crate::setting::ChoiceOption { key: $k, label: $label }),+]),
            $crate::setting::Access::Choice(
                |$h: &$s| match $place { $(<$ty>::$v => $k),+ },
                |$h: &mut $s, k: &str| match k {
                    $($k => { $place = <$ty>::$v; true })+
                    _ => false,
                },
            ),
        )
    };
}
pub(crate) use choice;

/// A whole number from `min` to `max`.
pub fn int(min: f64, max: f64) -> SettingKind {
    SettingKind::Number {
        min,
        max,
        step: 1.0,
    }
}

/// A number from `min` to `max` in steps of `step`.
pub fn steps(min: f64, max: f64, step: f64) -> SettingKind {
    SettingKind::Number { min, max, step }
}

/// One system's table of settings, built row by row in the order the app lists them.
pub struct Table<S> {
    system: Option<System>,
    specs: Vec<Spec<S>>,
}

impl<S> Table<S> {
    /// An empty table for `system` (`None` for the framework both Sheil games share).
    pub fn new(system: Option<System>) -> Self {
        Table {
            system,
            specs: Vec::new(),
        }
    }

    /// One setting: its stable key, its title, the gap it fills, the reference entry that explains the rule,
    /// and its control.
    pub fn row(
        &mut self,
        key: &'static str,
        title: &'static str,
        gap: &'static str,
        reference: RuleId,
        (kind, access): Control<S>,
    ) {
        self.specs.push(Spec {
            setting: HouseSetting {
                key,
                system: self.system,
                title,
                gap,
                kind,
                reference,
            },
            access,
        });
    }

    /// The settings, in the order their rows were written.
    pub fn into_specs(self) -> Vec<Spec<S>> {
        self.specs
    }
}

/// A slice of house rules that lists its own settings: each rule system implements it for its `House`.
pub trait Slice: 'static {
    /// The slice's settings, in the order the app lists them.
    fn specs() -> &'static [Spec<Self>]
    where
        Self: Sized;

    /// Checks the settings together, where one setting limits another. Each value's own limits are checked
    /// before it is written.
    fn check(&self) -> Result<(), RulesError> {
        Ok(())
    }
}

/// A slice of house rules whatever its type, so `house_rules` can keep every system's in one list.
pub trait AnySlice {
    /// The settings, in the order the app lists them.
    fn listed(&self) -> Vec<&'static HouseSetting>;
    /// The current value of a setting of this slice; `None` for a key that is not one of its own.
    fn value(&self, key: &str) -> Option<HouseValue>;
    /// Changes a setting of this slice, checking the value first; nothing changes if it is refused.
    fn change(&mut self, key: &str, value: HouseValue) -> Result<(), RulesError>;
}

impl<S: Slice> AnySlice for S {
    fn listed(&self) -> Vec<&'static HouseSetting> {
        S::specs().iter().map(|s| &s.setting).collect()
    }

    fn value(&self, key: &str) -> Option<HouseValue> {
        find::<S>(key).map(|s| read(s.access, self))
    }

    fn change(&mut self, key: &str, value: HouseValue) -> Result<(), RulesError> {
        match find::<S>(key) {
            Some(spec) => write(spec, self, value),
            None => Err(no_such(key)),
        }
    }
}

fn find<S: Slice>(key: &str) -> Option<&'static Spec<S>> {
    S::specs().iter().find(|s| s.setting.key == key)
}

/// The refusal of a key no slice knows.
pub fn no_such(key: &str) -> RulesError {
    RulesError::from(Problem::NotAllowed {
        rule: "house-rules",
        why: format!("There is no house rule called \u{201c}{key}\u{201d}."),
    })
}

fn read<S>(access: Access<S>, slice: &S) -> HouseValue {
    match access {
        Access::Switch(get, _) => HouseValue::Switch(get(slice)),
        Access::Number(get, _) => HouseValue::Number(get(slice)),
        Access::Choice(get, _) => HouseValue::Choice(get(slice).to_string()),
    }
}

/// Writes a value that passes the setting's own limits; on a refusal the slice is left as it was.
fn write<S>(spec: &Spec<S>, slice: &mut S, value: HouseValue) -> Result<(), RulesError> {
    let s = &spec.setting;
    check_value(s, &value)?;
    match (spec.access, value) {
        (Access::Switch(_, set), HouseValue::Switch(v)) => set(slice, v),
        (Access::Number(_, set), HouseValue::Number(v)) => set(slice, v),
        (Access::Choice(_, set), HouseValue::Choice(k)) if set(slice, &k) => {}
        // A setting's kind and its access are built together (`num!`, `switch!`, `choice!`), so a value that
        // passed the check fits; should one ever not, it is refused like a value of the wrong kind.
        _ => return Err(wrong_kind(s)),
    }
    Ok(())
}

/// Checks a value against a setting's kind and limits. Kept apart from `write`, which is built once per slice,
/// so this code (and its messages) is built only once.
/// A setting's number as the player reads and types it: "2", "1.5", "0.25". House numbers step in halves and
/// quarters at the finest, so hundredths are enough, and rounding to them hides a stepped value's float dust
/// (0.1 + 0.2 reads "0.3"). Integer arithmetic, no float printing.
pub fn number_text(x: f64) -> String {
    let hundredths = (x * 100.0).round() as i64;
    let (whole, frac) = (hundredths / 100, (hundredths % 100).abs());
    let sign = if hundredths < 0 && whole == 0 {
        "-"
    } else {
        ""
    };
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

fn check_value(s: &HouseSetting, value: &HouseValue) -> Result<(), RulesError> {
    let refuse = |why: String| {
        RulesError::from(Problem::NotAllowed {
            rule: s.reference,
            why,
        })
    };
    match (&s.kind, value) {
        (SettingKind::Switch, HouseValue::Switch(_)) => Ok(()),
        (SettingKind::Number { min, max, step }, HouseValue::Number(v)) => {
            let v = *v;
            if !v.is_finite() {
                return Err(refuse(format!("{} needs a number.", s.title)));
            }
            if *step == 1.0 && v.fract() == 0.0 {
                check_range(s.title, v as i64, *min as i64, *max as i64)?;
            } else if v < *min - 1e-9 || v > *max + 1e-9 {
                return Err(refuse(format!(
                    "{} must be between {} and {} (you entered {}).",
                    s.title,
                    number_text(*min),
                    number_text(*max),
                    number_text(v)
                )));
            }
            let steps = (v - min) / step;
            if (steps - steps.round()).abs() > 1e-6 {
                return Err(refuse(format!(
                    "{} goes in steps of {} (you entered {}).",
                    s.title,
                    number_text(*step),
                    number_text(v)
                )));
            }
            Ok(())
        }
        (SettingKind::Choice(options), HouseValue::Choice(k)) => {
            if options.iter().any(|o| o.key == k) {
                return Ok(());
            }
            let list = options
                .iter()
                .map(|o| o.label)
                .collect::<Vec<_>>()
                .join("; ");
            Err(refuse(format!(
                "{} has no option \u{201c}{k}\u{201d}. Choose one of: {list}.",
                s.title
            )))
        }
        _ => Err(wrong_kind(s)),
    }
}

/// The refusal of a value of the wrong kind: a number for a switch, say.
fn wrong_kind(s: &HouseSetting) -> RulesError {
    let why = match s.kind {
        SettingKind::Switch => format!("{} is switched on or off.", s.title),
        SettingKind::Number { .. } => format!("{} needs a number.", s.title),
        SettingKind::Choice(_) => format!("{} needs one of its options.", s.title),
    };
    RulesError::from(Problem::NotAllowed {
        rule: s.reference,
        why,
    })
}

#[cfg(test)]
mod tests {
    use super::number_text;

    /// Whole numbers bare, halves and quarters as written, a stepped value's float dust rounded away.
    #[test]
    fn numbers_read_as_typed() {
        for (x, text) in [
            (2.0, "2"),
            (1.5, "1.5"),
            (0.25, "0.25"),
            (-0.5, "-0.5"),
            (-1.25, "-1.25"),
            (0.1 + 0.2, "0.3"),
            (15.0, "15"),
        ] {
            assert_eq!(number_text(x), text, "{x}");
        }
    }
}
