//! House rules: where a source is silent or contradicts itself, `rules-gaps.md` proposes a default marked
//! [HOUSE]. Each rule system keeps its choices in a slice of its own (its `House`, with the gap each field fills)
//! and lists them as settings in its `house` module. This module only gathers the slices into the `HouseRules` a
//! game is played under, so the app can list every setting, label it "house rule" and let players switch it.
//! Settings travel with shared armies and battles.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::RulesError;
use crate::json::field::{members, record_field};
use crate::json::{Error, Field, Json};
use crate::sandy_hook::ScatterReading;
use crate::setting::{AnySlice, HouseSetting, HouseValue, Slice, no_such};
use crate::{ancients, jersey_shore, roman_war, sandarticus, sandy_hook};

/// Every house-rule setting in force for a game: the shared Sandy Hook framework's and each system's.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HouseRules {
    /// The framework both Sandy Hook games share: the cup rule's scatter die.
    pub sandy_hook: sandy_hook::House,
    pub sandarticus: sandarticus::House,
    pub jersey_shore: jersey_shore::House,
    pub roman_war: roman_war::House,
    pub ancients: ancients::House,
}

/// `HouseRules` as saved since format 1: the scatter reading at the top, then an empty record for the
/// framework, then each system's slice, each left out taking its default. Kept so saved files read and write
/// exactly as before.
#[derive(Default)]
struct Stored {
    scatter: ScatterReading,
    sandy_hook: Empty,
    sandarticus: sandarticus::House,
    jersey_shore: jersey_shore::House,
    roman_war: roman_war::House,
    ancients: ancients::House,
}

record_field!(
    Stored,
    default {
        scatter,
        sandy_hook,
        sandarticus,
        jersey_shore,
        roman_war,
        ancients,
    }
);

/// The framework's record: written empty, and any record read (an early build may have kept a field in it).
#[derive(Default)]
struct Empty;

impl Field for Empty {
    fn read(json: &Json) -> Result<Empty, Error> {
        members(json).map(|_| Empty)
    }

    fn write(&self) -> Json {
        Json::Object(Vec::new())
    }
}

impl Field for HouseRules {
    fn read(json: &Json) -> Result<HouseRules, Error> {
        let s = Stored::read(json)?;
        Ok(HouseRules {
            sandy_hook: sandy_hook::House { scatter: s.scatter },
            sandarticus: s.sandarticus,
            jersey_shore: s.jersey_shore,
            roman_war: s.roman_war,
            ancients: s.ancients,
        })
    }

    fn write(&self) -> Json {
        let h = self.clone();
        Stored {
            scatter: h.sandy_hook.scatter,
            sandy_hook: Empty,
            sandarticus: h.sandarticus,
            jersey_shore: h.jersey_shore,
            roman_war: h.roman_war,
            ancients: h.ancients,
        }
        .write()
    }
}

/// Armies and backups carry house rules inside documents serde's derive writes; these pass them through the
/// hand-written reader and writer above, so there is one stored shape and one reader for it.
impl Serialize for HouseRules {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.write().serialize(s)
    }
}

impl<'de> Deserialize<'de> for HouseRules {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<HouseRules, D::Error> {
        let json = Json::deserialize(d)?;
        HouseRules::read(&json).map_err(serde::de::Error::custom)
    }
}

/// Every house-rule setting, in the order the app lists them.
pub fn catalogue() -> Vec<HouseSetting> {
    HouseRules::default()
        .slices()
        .into_iter()
        .flat_map(|s| s.listed())
        .cloned()
        .collect()
}

impl HouseRules {
    /// Every slice, in the order the app lists their settings.
    fn slices(&self) -> [&dyn AnySlice; 5] {
        [
            &self.sandy_hook,
            &self.sandarticus,
            &self.jersey_shore,
            &self.roman_war,
            &self.ancients,
        ]
    }

    fn slices_mut(&mut self) -> [&mut dyn AnySlice; 5] {
        [
            &mut self.sandy_hook,
            &mut self.sandarticus,
            &mut self.jersey_shore,
            &mut self.roman_war,
            &mut self.ancients,
        ]
    }

    /// The current value of a setting; `None` for an unknown key.
    pub fn get(&self, key: &str) -> Option<HouseValue> {
        self.slices().into_iter().find_map(|s| s.value(key))
    }

    /// The value a setting has when nobody has changed it.
    pub fn default_value(key: &str) -> Option<HouseValue> {
        HouseRules::default().get(key)
    }

    /// Whether a setting still has its default value.
    pub fn is_default(&self, key: &str) -> bool {
        self.get(key).is_some() && self.get(key) == HouseRules::default_value(key)
    }

    /// Changes a setting, checking the value first; nothing changes if it is refused.
    pub fn set(&mut self, key: &str, value: HouseValue) -> Result<(), RulesError> {
        let mut next = self.clone();
        let slice = next
            .slices_mut()
            .into_iter()
            .find(|s| s.value(key).is_some())
            .ok_or_else(|| no_such(key))?;
        slice.change(key, value)?;
        next.check()?;
        *self = next;
        Ok(())
    }

    /// Checks the settings together, where one setting limits another. Each slice is called by name rather
    /// than through `slices`, so a page that only checks (the battle's) does not carry every settings table.
    pub fn check(&self) -> Result<(), RulesError> {
        self.sandy_hook.check()?;
        self.sandarticus.check()?;
        self.jersey_shore.check()?;
        self.roman_war.check()?;
        self.ancients.check()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanism::Mechanism;
    use crate::setting::SettingKind;

    /// The hand-written reader and writer against serde's derive through `json::de`, which read and wrote every
    /// house rule saved before them: the same text for any settings, and for a damaged or edited record the
    /// same answer, the same value or a refusal. (One form the derive took is left out on purpose: a reading
    /// written as `{"Literal":null}` rather than `"Literal"`; Sandtable never wrote one.)
    mod stored_as_the_derive_stored {
        use super::*;
        use crate::json::{from_json, to_json};
        use proptest::prelude::*;

        /// Values put in place of a member: right and wrong kinds, edges of each number type, every reading's
        /// name and one that is none.
        fn pool() -> Vec<Json> {
            let n = |t: &str| Json::Number(t.to_string());
            let s = |t: &str| Json::Str(t.to_string());
            let mut out = vec![
                Json::Null,
                Json::Bool(true),
                Json::Bool(false),
                Json::Object(vec![]),
                Json::Object(vec![("eighths".to_string(), n("12"))]),
                Json::Array(vec![n("4"), n("5"), n("6")]),
                Json::Array(vec![n("6"), n("7"), n("8"), n("9")]),
                Json::Array(vec![n("6"), s("7"), n("8"), n("9")]),
                Json::Array(vec![]),
            ];
            for t in [
                "0",
                "1",
                "3",
                "6",
                "7",
                "255",
                "256",
                "65536",
                "-1",
                "-0",
                "1.5",
                "0.25",
                "2.0",
                "1e2",
                "4294967296",
                "-9223372036854775809",
                "1e999",
            ] {
                out.push(n(t));
            }
            for t in [
                "Literal",
                "LowFacesHit",
                "R1",
                "R4",
                "Close",
                "Long",
                "ExtraMan",
                "TwoAtMost",
                "String",
                "AttackerOnly",
                "PhaseByPhase",
                "AllUnarmoured",
                "AsArrowsFurtherBack",
                "Uncapped",
                "OnePerCategory",
                "ExactlyEqual",
                "TwoD6RollUnder",
                "Nope",
                "",
            ] {
                out.push(s(t));
            }
            out
        }

        /// One change at the `at`-th member or item (counted through the whole tree, wrapping round).
        #[derive(Debug, Clone)]
        enum Change {
            Replace(usize),
            Remove,
            Repeat,
            AddUnknown,
        }

        fn change(json: &mut Json, at: &mut usize, what: &Change, pool: &[Json]) -> bool {
            match json {
                Json::Object(members) => {
                    for i in 0..members.len() {
                        if *at == 0 {
                            match what {
                                Change::Replace(p) => members[i].1 = pool[p % pool.len()].clone(),
                                Change::Remove => {
                                    members.remove(i);
                                }
                                Change::Repeat => members.push(members[i].clone()),
                                Change::AddUnknown => {
                                    members.insert(i, ("cart_armour".to_string(), Json::Bool(true)))
                                }
                            }
                            return true;
                        }
                        *at -= 1;
                        if change(&mut members[i].1, at, what, pool) {
                            return true;
                        }
                    }
                    false
                }
                Json::Array(items) => {
                    for item in items.iter_mut() {
                        if *at == 0 {
                            if let Change::Replace(p) = what {
                                *item = pool[p % pool.len()].clone();
                            }
                            return true;
                        }
                        *at -= 1;
                        if change(item, at, what, pool) {
                            return true;
                        }
                    }
                    false
                }
                _ => false,
            }
        }

        fn places(json: &Json) -> usize {
            match json {
                Json::Object(m) => m.iter().map(|(_, v)| 1 + places(v)).sum(),
                Json::Array(items) => items.iter().map(|v| 1 + places(v)).sum(),
                _ => 0,
            }
        }

        fn changes() -> impl Strategy<Value = Vec<(usize, Change)>> {
            let one = prop_oneof![
                any::<usize>().prop_map(Change::Replace),
                Just(Change::Remove),
                Just(Change::Repeat),
                Just(Change::AddUnknown),
            ];
            prop::collection::vec((any::<usize>(), one), 0..4)
        }

        /// Both readers give the same answer for the changed record, and a value read writes back as the
        /// derive writes it.
        fn same<T>(start: &T, edits: &[(usize, Change)]) -> Result<(), TestCaseError>
        where
            T: Field + serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
        {
            let pool = pool();
            let mut json = to_json(start).unwrap();
            prop_assert_eq!(start.write(), json.clone());
            for (at, what) in edits {
                let n = places(&json);
                if n > 0 {
                    change(&mut json, &mut (at % n), what, &pool);
                }
            }
            let theirs = from_json::<T>(&json).ok();
            let ours = T::read(&json).ok();
            prop_assert_eq!(&ours, &theirs, "{}", json.to_text());
            if let Some(v) = ours {
                prop_assert_eq!(v.write(), to_json(&v).unwrap());
            }
            Ok(())
        }

        /// Settings changed through the catalogue, so the records start from values a player can make.
        fn house() -> impl Strategy<Value = HouseRules> {
            let all = catalogue();
            let n = all.len();
            prop::collection::vec((0..n, any::<u32>()), 0..12).prop_map(move |picks| {
                let mut h = HouseRules::default();
                for (i, k) in picks {
                    let s = &all[i];
                    let v = match &s.kind {
                        SettingKind::Switch => HouseValue::Switch(k % 2 == 0),
                        SettingKind::Number { min, max, step } => {
                            let steps = ((max - min) / step).round() as u32;
                            HouseValue::Number(min + f64::from(k % (steps + 1)) * step)
                        }
                        SettingKind::Choice(o) => {
                            HouseValue::Choice(o[k as usize % o.len()].key.to_string())
                        }
                    };
                    let _ = h.set(s.key, v);
                }
                h
            })
        }

        proptest! {
            #[test]
            fn each_slice(h in house(), edits in changes()) {
                same(&h.sandarticus, &edits)?;
                same(&h.jersey_shore, &edits)?;
                same(&h.roman_war, &edits)?;
                same(&h.ancients, &edits)?;
            }
        }
    }

    #[test]
    fn keys_are_unique_and_link_to_the_reference() {
        let all = catalogue();
        for (i, s) in all.iter().enumerate() {
            assert!(
                all[..i].iter().all(|t| t.key != s.key),
                "duplicate key {}",
                s.key
            );
            assert!(
                crate::reference::entry(s.reference).is_some(),
                "{} links to missing {}",
                s.key,
                s.reference
            );
            assert!(
                !s.gap.is_empty() && s.gap.ends_with('.'),
                "{} needs a one-sentence gap",
                s.key
            );
        }
    }

    #[test]
    fn defaults_match_house_rules_default() {
        let d = HouseRules::default();
        for s in catalogue() {
            let v = d.get(s.key).expect("every listed key reads");
            assert_eq!(HouseRules::default_value(s.key), Some(v), "{}", s.key);
            assert!(d.is_default(s.key), "{}", s.key);
        }
        assert_eq!(d.get("chess.castling"), None);
    }

    /// A value other than the current one that the setting accepts.
    fn another(s: &HouseSetting, now: &HouseValue) -> Vec<HouseValue> {
        match (&s.kind, now) {
            (SettingKind::Switch, HouseValue::Switch(b)) => vec![HouseValue::Switch(!b)],
            (SettingKind::Number { min, max, .. }, HouseValue::Number(v)) => {
                vec![HouseValue::Number(if (v - min).abs() < 1e-9 {
                    *max
                } else {
                    *min
                })]
            }
            (SettingKind::Choice(o), _) => o
                .iter()
                .map(|o| HouseValue::Choice(o.key.to_string()))
                .collect(),
            _ => panic!("{}: kind and value disagree", s.key),
        }
    }

    #[test]
    fn every_setting_round_trips() {
        for s in catalogue() {
            let mut h = HouseRules::default();
            let now = h.get(s.key).unwrap();
            h.set(s.key, now.clone())
                .unwrap_or_else(|e| panic!("{}: {e}", s.key));
            assert_eq!(
                h,
                HouseRules::default(),
                "{}: setting the default changes nothing",
                s.key
            );
            for v in another(&s, &now) {
                let mut h = HouseRules::default();
                match h.set(s.key, v.clone()) {
                    Ok(()) => assert_eq!(h.get(s.key), Some(v), "{}", s.key),
                    // The building bands must stay ordered; the extreme value may break that.
                    Err(e) => assert!(
                        s.key.starts_with("roman-war.building_bands"),
                        "{}: {e}",
                        s.key
                    ),
                }
            }
        }
    }

    #[test]
    fn bad_values_are_refused_with_messages() {
        let mut h = HouseRules::default();
        let e = h
            .set("sandarticus.pilum_damage", HouseValue::Number(99.0))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "Pilum damage can be at most 12 (you entered 99)."
        );
        assert!(
            h.set("sandarticus.pilum_damage", HouseValue::Switch(true))
                .is_err()
        );
        assert!(
            h.set("sandarticus.wedge", HouseValue::Choice("sideways".into()))
                .is_err()
        );
        assert!(
            h.set("sandarticus.chariot_speed", HouseValue::Number(1.3))
                .is_err()
        );
        assert!(
            h.set(
                "roman-war.slope_range_fraction",
                HouseValue::Number(f64::NAN)
            )
            .is_err()
        );
        assert!(h.set("nope", HouseValue::Switch(true)).is_err());
        assert!(
            h.set(
                "roman-war.building_bands.no_projectile_cover_from_pct",
                HouseValue::Number(90.0)
            )
            .is_err()
        );
        assert_eq!(
            h,
            HouseRules::default(),
            "refused changes leave the settings alone"
        );
        h.set("sandarticus.chariot_speed", HouseValue::Number(1.25))
            .unwrap();
        assert_eq!(h.sandarticus.chariot_speed.eighths, 10);
    }

    #[test]
    fn scatter_reading_changes_cup_odds() {
        use crate::sandy_hook::artillery::{CupShot, GunKind, Landings, Spot};
        let shot = CupShot {
            gun: GunKind::Cannon,
            landings: Landings {
                on_target: Spot {
                    men: 6,
                    behind_wall: false,
                },
                ..Landings::default()
            },
            most_hit: None,
        };
        let mut h = HouseRules::default();
        let house_mean = shot.odds(&h.sandy_hook).unwrap().mean();
        h.set("sandy-hook.scatter", HouseValue::Choice("literal".into()))
            .unwrap();
        let literal_mean = shot.odds(&h.sandy_hook).unwrap().mean();
        assert!((house_mean - 2.0).abs() < 1e-9 && (literal_mean - 3.0).abs() < 1e-9);
    }

    #[test]
    fn threshold_and_effect_settings_change_odds() {
        use crate::ancients::break_test::{BreakTestInput, Cause};
        use crate::ancients::unit::{Formation, Size, Standing, Unit, UnitType, Weight};
        let mut h = HouseRules::default();
        let unit = Unit::new(
            Size::Medium,
            2,
            Weight::Medium,
            UnitType::Infantry,
            Formation::Formed,
            &h.ancients,
        );
        let bt = BreakTestInput {
            unit,
            standing: Standing {
                damage_tokens: 0,
                tested_before: false,
            },
            hits: 3,
            won_combat: false,
            cause: Cause::Melee,
        };
        let before = bt.odds(&h.ancients).unwrap();
        h.set("ancients.hit_thresholds.medium", HouseValue::Number(4.0))
            .unwrap();
        let after = bt.odds(&h.ancients).unwrap();
        assert!(
            before.p_exactly(0) < 1e-12 && (after.p_exactly(0) - 1.0).abs() < 1e-12,
            "no test once 3 hits fall short"
        );

        use crate::roman_war::missiles::{CoverSituation, Slope, Volley, VolleyWeapon};
        use crate::roman_war::troops::Armour;
        let v = Volley {
            weapon: VolleyWeapon::Archer,
            shooters: 4,
            range_in: 3.0,
            slope: Slope::Level,
            target_armour: Armour::Unarmoured,
            targets: 4,
            cover: CoverSituation::default(),
            wounded_earlier: 0,
        };
        let mut h = HouseRules::default();
        let before = v.odds(&h.roman_war).unwrap().mean();
        h.set("roman-war.archer.unarmoured.short", HouseValue::Number(6.0))
            .unwrap();
        let after = v.odds(&h.roman_war).unwrap().mean();
        assert!(
            after < before - 1e-6,
            "a narrower effect set kills fewer: {before} -> {after}"
        );
    }
}
