//! Reading `Forces` straight into each system's types.
//!
//! Serde reads an internally tagged enum by first copying the whole object into a generic buffer, which also
//! makes a second copy of every nested type's reader; on the phone that doubled the armies page's download.
//! This reader walks the object once instead, and accepts the same documents as the tagged form did, with the
//! fields in any order: JSON objects are unordered, and a file edited by hand or written by another tool may
//! put `"units"` first. Sandtable itself always writes `"system"` before `"units"` (the tag first in derive
//! order, and keys sorted in share links), so the units are then read straight into the system's own type.
//! Units met before the system are kept as their JSON tree and read once the system is known, by the same
//! reader (so the page carries no second copy of it). Fields of no use to the army's system are skipped.

use std::fmt;

use super::{Forces, ancients, jersey_shore, roman_war, sandarticus};
use crate::json::de::from_json;
use crate::json::tree::Json;
use serde::Deserialize;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, Visitor};

#[derive(Deserialize, Clone, Copy, PartialEq)]
enum Tag {
    Sandarticus,
    JerseyShore,
    RomanWar,
    Ancients,
}

#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "snake_case")]
enum Key {
    System,
    Units,
    People,
    Side,
    Nation,
    Commanders,
    King,
    SubKing,
    Spartacus,
    MainChiefs,
    HasGold,
    #[serde(other)]
    Other,
}

enum Units {
    Sandarticus(Vec<sandarticus::Unit>),
    JerseyShore(Vec<jersey_shore::Unit>),
    RomanWar(Vec<roman_war::Unit>),
    Ancients(Vec<crate::ancients::unit::Unit>),
    /// Met before `"system"`: the list as JSON, read once the system is known.
    Unread(Json),
}

/// Every field any system's forces may have, as read so far.
#[derive(Default)]
struct Seen {
    system: Option<Tag>,
    units: Option<Units>,
    people: Option<crate::sandarticus::People>,
    side: Option<jersey_shore::Side>,
    nation: Option<roman_war::Nation>,
    commanders: Option<u32>,
    king: Option<bool>,
    sub_king: Option<bool>,
    spartacus: Option<bool>,
    main_chiefs: Option<u32>,
    has_gold: Option<bool>,
}

/// Stores a field's value, refusing a second one as serde's own readers do.
fn put<T, E: de::Error>(slot: &mut Option<T>, value: T, name: &'static str) -> Result<(), E> {
    if slot.is_some() {
        return Err(E::duplicate_field(name));
    }
    *slot = Some(value);
    Ok(())
}

struct ForcesVisitor;

impl<'de> Visitor<'de> for ForcesVisitor {
    type Value = Forces;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an army's forces, tagged with its system")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Forces, A::Error> {
        let mut s = Seen::default();
        // A field belongs to the army's system, or the system is not known yet: read it. Otherwise skip it,
        // as the tagged reader skipped fields the system's own type does not have.
        let wanted = |s: &Seen, of: Tag| s.system.is_none_or(|t| t == of);
        while let Some(key) = map.next_key::<Key>()? {
            use Tag::*;
            match key {
                Key::System => put(&mut s.system, map.next_value()?, "system")?,
                Key::Units => {
                    let units = match s.system {
                        Some(Sandarticus) => Units::Sandarticus(map.next_value()?),
                        Some(JerseyShore) => Units::JerseyShore(map.next_value()?),
                        Some(RomanWar) => Units::RomanWar(map.next_value()?),
                        Some(Ancients) => Units::Ancients(map.next_value()?),
                        None => Units::Unread(map.next_value()?),
                    };
                    put(&mut s.units, units, "units")?;
                }
                Key::People if wanted(&s, Sandarticus) => {
                    put(&mut s.people, map.next_value()?, "people")?
                }
                Key::Side if wanted(&s, JerseyShore) => {
                    put(&mut s.side, map.next_value()?, "side")?
                }
                Key::Nation if wanted(&s, RomanWar) => {
                    put(&mut s.nation, map.next_value()?, "nation")?
                }
                Key::Commanders if wanted(&s, Sandarticus) => {
                    put(&mut s.commanders, map.next_value()?, "commanders")?
                }
                Key::King if wanted(&s, Sandarticus) => {
                    put(&mut s.king, map.next_value()?, "king")?
                }
                Key::SubKing if wanted(&s, Sandarticus) => {
                    put(&mut s.sub_king, map.next_value()?, "sub_king")?
                }
                Key::Spartacus if wanted(&s, Sandarticus) => {
                    put(&mut s.spartacus, map.next_value()?, "spartacus")?
                }
                Key::MainChiefs if wanted(&s, Sandarticus) => {
                    put(&mut s.main_chiefs, map.next_value()?, "main_chiefs")?
                }
                Key::HasGold if wanted(&s, Sandarticus) => {
                    put(&mut s.has_gold, map.next_value()?, "has_gold")?
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        build(s)
    }
}

/// The forces of the system read, with the defaults the system's own types give missing fields.
fn build<E: de::Error>(s: Seen) -> Result<Forces, E> {
    let system = s.system.ok_or_else(|| E::missing_field("system"))?;
    let units = s.units;
    // `units` was read as the system's own type, or kept as text to be read as it now; no other system's
    // list can be here.
    macro_rules! units {
        ($v:ident) => {
            match units {
                Some(Units::$v(u)) => u,
                Some(Units::Unread(raw)) => from_json(&raw).map_err(E::custom)?,
                _ => Vec::new(),
            }
        };
    }
    Ok(match system {
        Tag::Sandarticus => Forces::Sandarticus(sandarticus::Forces {
            people: s.people.ok_or_else(|| E::missing_field("people"))?,
            units: units!(Sandarticus),
            commanders: s.commanders.unwrap_or_default(),
            king: s.king.unwrap_or_default(),
            sub_king: s.sub_king.unwrap_or_default(),
            spartacus: s.spartacus.unwrap_or_default(),
            main_chiefs: s.main_chiefs.unwrap_or_default(),
            has_gold: s.has_gold.unwrap_or_default(),
        }),
        Tag::JerseyShore => Forces::JerseyShore(jersey_shore::Forces {
            side: s.side.ok_or_else(|| E::missing_field("side"))?,
            units: units!(JerseyShore),
        }),
        Tag::RomanWar => Forces::RomanWar(roman_war::Forces {
            nation: s.nation.ok_or_else(|| E::missing_field("nation"))?,
            units: units!(RomanWar),
        }),
        Tag::Ancients => Forces::Ancients(ancients::Forces {
            units: units!(Ancients),
        }),
    })
}

impl<'de> Deserialize<'de> for Forces {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Forces, D::Error> {
        d.deserialize_map(ForcesVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::Army;

    fn read(forces: &str) -> Result<Forces, crate::json::de::Error> {
        crate::json::de::from_str(forces)
    }

    /// The tagged form as serde wrote it reads back; fields may come in any order as long as the system
    /// comes before the units, and fields another system uses are skipped.
    #[test]
    fn reads_the_tagged_form_in_any_order() {
        let written = r#"{"system":"Sandarticus","people":"Gaul","king":true,"units":[
            {"troop":"Gaul","figures":20,"leaders":1}],"side":"nonsense"}"#;
        let f = read(written).unwrap();
        let Forces::Sandarticus(s) = &f else {
            panic!("{f:?}")
        };
        assert!(s.king && !s.has_gold);
        assert_eq!(s.units[0].figures, 20);
        // Sorted keys, as a share link holds them: "people" and "king" before "system".
        let sorted = r#"{"king":true,"people":"Gaul","system":"Sandarticus","units":[
            {"figures":20,"leaders":1,"troop":"Gaul"}]}"#;
        assert_eq!(read(sorted).unwrap(), f);
        assert_eq!(
            read(&serde_json::to_string(&f).unwrap()).unwrap(),
            f,
            "round trip"
        );
        assert_eq!(
            read(r#"{"system":"Ancients"}"#).unwrap(),
            Forces::Ancients(Default::default())
        );
    }

    #[test]
    fn refuses_what_the_tagged_form_refused() {
        for bad in [
            r#"{"people":"Gaul"}"#,
            r#"{"system":"Chess"}"#,
            r#"{"system":"Sandarticus"}"#,
            r#"{"system":"JerseyShore","units":[]}"#,
            r#"{"system":"RomanWar","nation":"Romans","units":[{"troop":"Hastati"}]}"#,
            r#"{"system":"Ancients","system":"Ancients"}"#,
            r#"{"system":"Sandarticus","people":"Gaul","king":null}"#,
            r#"[]"#,
            // Units met before the system are still checked as that system's units.
            r#"{"units":[{"troop":"Hastati"}],"system":"RomanWar","nation":"Romans"}"#,
            r#"{"units":{},"system":"Ancients"}"#,
            r#"{"units":[],"units":[],"system":"Ancients"}"#,
            r#"{"units":[]}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }

    /// JSON objects are unordered: the units may come before the system, as a hand-edited file or another
    /// tool may write them, and read the same as in Sandtable's own order.
    #[test]
    fn units_before_the_system_read_the_same() {
        let ours = r#"{"system":"JerseyShore","side":"Regulars","units":[
            {"name":"Rangers","troop":"Ranger","figures":12,"officers":1}]}"#;
        let theirs = r#"{"units":[
            {"name":"Rangers","troop":"Ranger","figures":12,"officers":1}],"side":"Regulars","system":"JerseyShore"}"#;
        let f = read(ours).unwrap();
        assert_eq!(read(theirs).unwrap(), f);
        let Forces::JerseyShore(js) = &f else {
            panic!("{f:?}")
        };
        assert_eq!(js.units[0].figures, 12);
        assert_eq!(
            read(r#"{"units":[],"system":"Ancients"}"#).unwrap(),
            Forces::Ancients(Default::default())
        );
    }

    /// Each system's forces are written under the keys saved armies have always had (the banner is `side` in
    /// Jersey Shore and `nation` in Roman War), and read back the same.
    #[test]
    fn each_systems_forces_keep_their_saved_keys() {
        let mut js = jersey_shore::Forces::new(jersey_shore::Side::Hessians);
        js.units.push(jersey_shore::Unit {
            name: "Jaegers".to_string(),
            ..jersey_shore::Unit::new(crate::jersey_shore::troops::TroopType::Hessian, 12, 1)
        });
        let mut rw = roman_war::Forces::new(roman_war::Nation::Gauls);
        rw.units.push(roman_war::Unit {
            name: "Chariots".to_string(),
            ..roman_war::Unit::new(crate::roman_war::troops::Troop::GallicChariot, 2)
        });
        let sa = sandarticus::Forces {
            king: true,
            ..sandarticus::Forces::new(crate::sandarticus::People::Gaul)
        };
        for (forces, saved) in [
            (
                Forces::JerseyShore(js),
                r#"{"system":"JerseyShore","side":"Hessians","units":[{"name":"Jaegers","troop":"Hessian","figures":12,"officers":1}]}"#,
            ),
            (
                Forces::RomanWar(rw),
                r#"{"system":"RomanWar","nation":"Gauls","units":[{"name":"Chariots","troop":"GallicChariot","figures":2}]}"#,
            ),
            (
                Forces::Sandarticus(sa),
                r#"{"system":"Sandarticus","people":"Gaul","units":[],"commanders":0,"king":true,"sub_king":false,"spartacus":false,"main_chiefs":0,"has_gold":false}"#,
            ),
            (
                Forces::Ancients(ancients::Forces::default()),
                r#"{"system":"Ancients","units":[]}"#,
            ),
        ] {
            assert_eq!(crate::json::ser::to_text(&forces).unwrap(), saved);
            assert_eq!(read(saved).unwrap(), forces, "{saved}");
        }
    }

    fn read_all(text: &str) -> Vec<Army> {
        crate::json::de::from_str(text).unwrap()
    }

    /// Every army, written by serde directly or through a sorted JSON tree (as share links are), reads back.
    #[test]
    fn golden_fixture_in_both_orders() {
        let text = include_str!("../../tests/fixtures/armies-v1.json");
        let doc = Json::parse(text).unwrap();
        let data = doc.get("data").and_then(|d| d.get("armies")).unwrap();
        let armies: Vec<Army> = from_json(data).unwrap();
        assert_eq!(
            from_json::<Vec<Army>>(&data.clone().sorted()).unwrap(),
            armies
        );
        let derived = crate::json::ser::to_text(&armies).unwrap();
        assert_eq!(derived, serde_json::to_string(&armies).unwrap());
        assert_eq!(read_all(&derived), armies);
        // serde_json's reader, which read every older file, reads the same armies from this text.
        assert_eq!(serde_json::from_str::<Vec<Army>>(&derived).unwrap(), armies);
    }
}
