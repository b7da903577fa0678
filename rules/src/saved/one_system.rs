//! The saved armies of one rule system only, for a page that shows one system (a helper page filling its forms
//! from saved units). Other systems' armies are skipped unread, and so is the house rules document an army may
//! carry, so the page's download leaves out every other system's readers. The whole collection, for the armies
//! page, is `saved::roster::Armies`.
//!
//! As with `forces_de`, an army's forces must start with `"system"`, as Sandtable has always written them; an
//! army whose forces do not is left out here (the armies page still reads it).

use std::fmt;
use std::marker::PhantomData;

use serde::Deserialize;
use serde::de::value::MapAccessDeserializer;
use serde::de::{DeserializeOwned, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use super::envelope::{LoadError, data_as, unreadable_version, version_of};
use super::roster::ROSTER_VERSION;
use crate::roster::{Army, Forces, ancients, roman_war};
use crate::rule::System;

/// A system's forces, as read when only that system is wanted.
pub trait OneSystem: DeserializeOwned {
    const SYSTEM: System;
    /// The system as its armies' `"system"` names it.
    const TAG: &'static str;
    fn into_forces(self) -> Forces;
}

impl OneSystem for roman_war::Forces {
    const SYSTEM: System = System::RomanWar;
    const TAG: &'static str = "RomanWar";
    fn into_forces(self) -> Forces {
        Forces::RomanWar(self)
    }
}

impl OneSystem for ancients::Forces {
    const SYSTEM: System = System::Ancients;
    const TAG: &'static str = "Ancients";
    fn into_forces(self) -> Forces {
        Forces::Ancients(self)
    }
}

/// The saved armies of system `S`, in their order, from the collection `saved::roster::Armies` writes.
pub fn armies_of<S: OneSystem>(text: &str) -> Result<Vec<Army>, LoadError> {
    match version_of(text)? {
        1 => Ok(data_as::<Collection<S>>(text)?.0),
        v => Err(unreadable_version(v, ROSTER_VERSION)),
    }
}

/// `{"armies": [...]}`, keeping system `S`'s armies.
struct Collection<S>(Vec<Army>, PhantomData<S>);

impl<'de, S: OneSystem> Deserialize<'de> for Collection<S> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<S>(PhantomData<S>);
        impl<'de, S: OneSystem> Visitor<'de> for V<S> {
            type Value = Collection<S>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the saved armies")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut armies = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    if key == "armies" {
                        armies = map.next_value::<Listed<S>>()?.0;
                    } else {
                        map.next_value::<IgnoredAny>()?;
                    }
                }
                Ok(Collection(armies, PhantomData))
            }
        }
        d.deserialize_map(V(PhantomData))
    }
}

/// The list of armies, keeping system `S`'s.
struct Listed<S>(Vec<Army>, PhantomData<S>);

impl<'de, S: OneSystem> Deserialize<'de> for Listed<S> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<S>(PhantomData<S>);
        impl<'de, S: OneSystem> Visitor<'de> for V<S> {
            type Value = Listed<S>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of armies")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(OneArmy(army, _)) = seq.next_element::<OneArmy<S>>()? {
                    out.extend(army);
                }
                Ok(Listed(out, PhantomData))
            }
        }
        d.deserialize_seq(V(PhantomData))
    }
}

/// One army, or `None` when it is of another system. Its house rules are skipped: an offer does not need them.
struct OneArmy<S>(Option<Army>, PhantomData<S>);

impl<'de, S: OneSystem> Deserialize<'de> for OneArmy<S> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<S>(PhantomData<S>);
        impl<'de, S: OneSystem> Visitor<'de> for V<S> {
            type Value = OneArmy<S>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an army")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let (mut id, mut name, mut notes, mut forces) = (None, None, String::new(), None);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "id" => id = Some(map.next_value::<String>()?),
                        "name" => name = Some(map.next_value::<String>()?),
                        "notes" => notes = map.next_value::<String>()?,
                        "forces" => forces = map.next_value::<OneForces<S>>()?.0,
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                let army = match (id, name, forces) {
                    (Some(id), Some(name), Some(forces)) => Some(Army {
                        id,
                        name,
                        notes,
                        house: None,
                        forces,
                    }),
                    _ => None,
                };
                Ok(OneArmy(army, PhantomData))
            }
        }
        d.deserialize_map(V(PhantomData))
    }
}

/// An army's forces when they are system `S`'s, starting with `"system"`; `None` otherwise.
struct OneForces<S>(Option<Forces>, PhantomData<S>);

impl<'de, S: OneSystem> Deserialize<'de> for OneForces<S> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<S>(PhantomData<S>);
        impl<'de, S: OneSystem> Visitor<'de> for V<S> {
            type Value = OneForces<S>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an army's forces")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let first = map.next_key::<String>()?;
                if first.as_deref() == Some("system") && map.next_value::<String>()? == S::TAG {
                    let forces = S::deserialize(MapAccessDeserializer::new(map))?;
                    return Ok(OneForces(Some(forces.into_forces()), PhantomData));
                }
                if first.is_some() && first.as_deref() != Some("system") {
                    map.next_value::<IgnoredAny>()?;
                }
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(OneForces(None, PhantomData))
            }
        }
        d.deserialize_map(V(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::roster::Armies;

    /// A Roman War army, a Sandarticus one carrying house rules, and an Ancients one, as the armies page saves them.
    const SAVED: &str = r#"{"v":1,"data":{"armies":[
     {"id":"r","name":"Rome","forces":{"system":"RomanWar","nation":"Romans","units":[
      {"name":"Archers","troop":"RomanArchers","figures":10}]}},
     {"id":"s","name":"Gauls","house":{"scatter":"Literal"},"forces":{"system":"Sandarticus","people":"Gaul","units":[]}},
     {"id":"a","name":"Host","notes":"spears","forces":{"system":"Ancients","units":[
      {"name":"Spears","size":"Medium","skill":2,"weight":"Medium","type":"Infantry","formation":"Formed",
       "style":"Ordinary","leadership":9}]}}
    ]}}"#;

    #[test]
    fn one_systems_armies_read_as_the_whole_collection_does() {
        let all = Armies::decode(SAVED).unwrap().armies;
        let rome = armies_of::<roman_war::Forces>(SAVED).unwrap();
        assert_eq!(rome.len(), 1);
        assert_eq!(rome[0], all[0]);
        let host = armies_of::<ancients::Forces>(SAVED).unwrap();
        assert_eq!(host, vec![all[2].clone()]);
        assert_eq!(host[0].notes, "spears");
    }

    #[test]
    fn forces_that_do_not_start_with_the_system_are_left_out() {
        let text = r#"{"v":1,"data":{"armies":[
         {"id":"r","name":"Rome","forces":{"nation":"Romans","system":"RomanWar","units":[]}}]}}"#;
        assert_eq!(armies_of::<roman_war::Forces>(text), Ok(Vec::new()));
        assert_eq!(
            armies_of::<roman_war::Forces>(r#"{"v":1,"data":{}}"#),
            Ok(Vec::new())
        );
        assert!(armies_of::<roman_war::Forces>(r#"{"v":9,"data":{}}"#).is_err());
    }
}
