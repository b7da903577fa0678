//! Reading an army from a saved document, with the JSON field reader (`json::Field`) that the house rules
//! already use, rather than a second reader from serde's derive for the army, its tagged forces and each
//! system's units: 3.0 to 3.3 KB of brotli off the armies, import and backup pages. What the derive accepted
//! reads the same (the tests hold the derive as the reference): the
//! forces are tagged by `"system"` in any order of fields, fields another system uses are skipped, a field
//! left out takes the default the derive gave it, and a field written twice is refused.

use super::{Army, Forces, ancients, jersey_shore, roman_war, sandarticus};
use crate::json::field::{members, read_field, required};
use crate::json::{Error, Field, Json};

/// The `"system"` an army's forces are tagged with.
#[derive(Clone, Copy)]
enum Tag {
    Sandarticus,
    JerseyShore,
    RomanWar,
    Ancients,
}
crate::json::field::named_field!(Tag {
    Sandarticus,
    JerseyShore,
    RomanWar,
    Ancients
});

impl Field for Forces {
    /// The system's own forces, from the same record: its other members are that system's fields.
    fn read(json: &Json) -> Result<Forces, Error> {
        Ok(match required::<Tag>(members(json)?, "system")? {
            Tag::Sandarticus => Forces::Sandarticus(sandarticus::Forces::read(json)?),
            Tag::JerseyShore => Forces::JerseyShore(jersey_shore::Forces::read(json)?),
            Tag::RomanWar => Forces::RomanWar(roman_war::Forces::read(json)?),
            Tag::Ancients => Forces::Ancients(ancients::Forces::read(json)?),
        })
    }

    fn write(&self) -> Json {
        crate::json::to_json(self).unwrap_or(Json::Null)
    }
}

read_field!(Army,
    from Army {
        id: String::new(),
        name: String::new(),
        notes: String::new(),
        house: None,
        forces: Forces::Ancients(ancients::Forces::default()),
    },
    required { id, name, forces },
    default { notes, house });

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::Army;

    fn read(forces: &str) -> Result<Forces, Error> {
        Forces::read(&Json::parse(forces).expect("JSON"))
    }

    /// The tagged form as serde wrote it reads back, its fields in any order; fields another system uses are
    /// skipped.
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
        crate::json::field::read(text)
    }

    /// Every army, written by serde directly or through a sorted JSON tree (as share links are), reads back.
    #[test]
    fn golden_fixture_in_both_orders() {
        let text = include_str!("../../tests/fixtures/armies-v1.json");
        let doc = Json::parse(text).unwrap();
        let data = doc.get("data").and_then(|d| d.get("armies")).unwrap();
        let armies = Vec::<Army>::read(data).unwrap();
        assert_eq!(Vec::<Army>::read(&data.clone().sorted()).unwrap(), armies);
        let derived = crate::json::ser::to_text(&armies).unwrap();
        assert_eq!(derived, serde_json::to_string(&armies).unwrap());
        assert_eq!(read_all(&derived), armies);
        // serde's derive, which read every older file, reads the same armies from this text.
        assert_eq!(serde_json::from_str::<Vec<Army>>(&derived).unwrap(), armies);
    }

    /// A member left out takes the default serde's derive gave it, for each system's forces and units;
    /// a required one left out is refused by both.
    #[test]
    fn left_out_members_read_as_the_derive_read_them() {
        let army = |forces: &str| format!(r#"{{"id":"a1","name":"A","forces":{forces}}}"#);
        for forces in [
            r#"{"system":"Sandarticus","people":"Roman","units":[{"troop":"Gaul","figures":3}]}"#,
            r#"{"system":"JerseyShore","side":"Rangers","units":[{"troop":"Ranger","figures":3}]}"#,
            r#"{"system":"RomanWar","nation":"Greeks","units":[{"troop":"Hastati","figures":3}]}"#,
            r#"{"system":"Ancients","units":[{"size":"Small","skill":2,"weight":"Light","type":"Cavalry","formation":"Warband","leadership":7}]}"#,
        ] {
            let text = army(forces);
            let ours = crate::json::field::read::<Army>(&text);
            let derived: Army = serde_json::from_str(&text).unwrap();
            assert_eq!(ours, derived, "{text}");
        }
        for missing in [
            r#"{"system":"Sandarticus","people":"Roman","units":[{"troop":"Gaul"}]}"#,
            r#"{"system":"RomanWar","units":[]}"#,
            r#"{"system":"Ancients","units":[{"size":"Small","skill":2,"weight":"Light","formation":"Warband","leadership":7}]}"#,
        ] {
            let text = army(missing);
            assert!(Army::read(&Json::parse(&text).unwrap()).is_err(), "{text}");
            assert!(serde_json::from_str::<Army>(&text).is_err(), "{text}");
        }
        assert!(
            Army::read(&Json::parse(r#"{"id":"a1","forces":{"system":"Ancients"}}"#).unwrap())
                .is_err()
        );
    }
}
