//! The JSON format against serde_json, which wrote every file saved before it: the same text written, the same
//! values read, and damaged or hostile text refused as damage.

use proptest::prelude::*;
use serde::{Deserialize, Serialize};

use crate::house_rules::HouseRules;
use crate::json::de::{from_json, from_str};
use crate::json::ser::to_text;
use crate::json::tree::{Json, float_text, float32_text};
use crate::roster::Army;
use crate::saved::backup::Backup;
use crate::saved::backup::tests::arb_backup;
use crate::saved::envelope::{LoadError, MAX_SAVED_BYTES};
use crate::saved::roster::{Armies, decode_export, export_armies, export_army};
use crate::saved::settings::{Settings, decode_house, encode_house};
use crate::saved::share::tests::arb_army;

/// Every shape of serde's derive that saved types use, and the common ones they may use next.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
enum Shape {
    Unit,
    Newtype(i64),
    Tuple(u8, String),
    Struct {
        a: Option<bool>,
        b: Vec<u32>,
    },
    #[serde(rename = "renamed")]
    Renamed,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Tagged {
    First { n: u32 },
    SecondOne { text: String, inner: Shape },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
enum Either {
    Number(u16),
    Words(String),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Pair(i32, char);

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
struct Wrapped(u64);

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Everything {
    shapes: Vec<Shape>,
    tagged: Vec<Tagged>,
    either: Vec<Either>,
    pair: Pair,
    wrapped: Wrapped,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    note: String,
    #[serde(rename = "type", alias = "old_name")]
    kind: Option<String>,
    big: u64,
    small: i64,
    fraction: f64,
    short: f32,
    unit: (),
}

fn shape() -> impl Strategy<Value = Shape> {
    prop_oneof![
        Just(Shape::Unit),
        any::<i64>().prop_map(Shape::Newtype),
        (any::<u8>(), any::<String>()).prop_map(|(n, s)| Shape::Tuple(n, s)),
        (
            any::<Option<bool>>(),
            prop::collection::vec(any::<u32>(), 0..3)
        )
            .prop_map(|(a, b)| Shape::Struct { a, b }),
        Just(Shape::Renamed),
    ]
}

fn everything() -> impl Strategy<Value = Everything> {
    let tagged = prop_oneof![
        any::<u32>().prop_map(|n| Tagged::First { n }),
        (any::<String>(), shape()).prop_map(|(text, inner)| Tagged::SecondOne { text, inner }),
    ];
    let either = prop_oneof![
        any::<u16>().prop_map(Either::Number),
        "[a-z]{0,5}".prop_map(Either::Words)
    ];
    (
        prop::collection::vec(shape(), 0..4),
        prop::collection::vec(tagged, 0..3),
        prop::collection::vec(either, 0..3),
        (any::<i32>(), any::<char>(), any::<u64>()),
        ("[a-z ]{0,4}", any::<Option<String>>()),
        (any::<u64>(), any::<i64>(), finite_f64(), finite_f32()),
    )
        .prop_map(
            |(shapes, tagged, either, (i, c, w), (note, kind), (big, small, fraction, short))| {
                Everything {
                    shapes,
                    tagged,
                    either,
                    pair: Pair(i, c),
                    wrapped: Wrapped(w),
                    note,
                    kind,
                    big,
                    small,
                    fraction,
                    short,
                    unit: (),
                }
            },
        )
}

/// Fractions as a player writes them (inches, shares): up to 15 significant digits, read back exactly.
fn finite_f64() -> impl Strategy<Value = f64> {
    prop_oneof![
        (-10_000i32..10_000).prop_map(|n| f64::from(n) / 4.0),
        (-1_000_000_000_000i64..1_000_000_000_000).prop_map(|n| n as f64 / 1000.0),
        (1i64..=999_999_999_999_999, -7i32..7)
            .prop_map(|(n, e)| format!("{n}e{e}").parse().unwrap()),
    ]
}

/// `f32` values of a few digits: no saved type holds an `f32`, and of two shortest spellings of an arbitrary
/// one, serde_json's formatter does not always pick the nearer, as Rust's does.
fn finite_f32() -> impl Strategy<Value = f32> {
    (-100_000i32..100_000).prop_map(|n| n as f32 / 8.0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Fractions in the digits and layout serde_json writes, over the whole range of `f64` (at 16 or 17 digits, where
    /// two spellings are equally short, perhaps the other one); read back within a few units in the last place
    /// (exactly for the numbers of `finite_f64`).
    #[test]
    fn every_f64_as_serde_json_writes_it(x in any::<f64>().prop_filter("finite", |x| x.is_finite())) {
        let text = float_text(x).unwrap();
        let theirs = serde_json::to_string(&x).unwrap();
        let exponential = format!("{x:e}");
        let digits = exponential.split('e').next().unwrap().bytes().filter(u8::is_ascii_digit).count();
        if digits <= 15 {
            prop_assert_eq!(&text, &theirs);
        } else {
            // Of two shortest spellings of 16 or 17 digits, serde_json may pick the other: the same number
            // (-868894910773240.3 is written ...240.2 by serde_json; both read back as the same f64).
            prop_assert_eq!(text.parse::<f64>(), theirs.parse::<f64>());
            prop_assert_eq!(text.len(), theirs.len());
        }
        let back = from_str::<f64>(&text).unwrap();
        if x.abs() > 1e-290 && x.abs() < 1e290 {
            prop_assert!((back - x).abs() <= x.abs() * 1e-15, "{} read as {}", text, back);
        }
    }
}

proptest! {
    /// Every serde shape is written exactly as serde_json wrote it, and each side reads the other's text.
    #[test]
    fn every_shape_matches_serde_json(e in everything()) {
        let ours = to_text(&e).unwrap();
        prop_assert_eq!(&ours, &serde_json::to_string(&e).unwrap());
        prop_assert_eq!(from_str::<Everything>(&ours).unwrap(), e.clone());
        // serde_json's own float reader may miss the nearest value by a unit in the last place (it was never
        // asked to read back exactly); everything else must match.
        let mut theirs = serde_json::from_str::<Everything>(&ours).unwrap();
        (theirs.fraction, theirs.short) = (e.fraction, e.short);
        prop_assert_eq!(theirs, e);
    }

    /// Fractions in the digits and layout serde_json writes: the house rules hold inches such as 1.5.
    #[test]
    fn floats_as_serde_json_writes_them(x in finite_f64(), y in finite_f32()) {
        prop_assert_eq!(float_text(x).unwrap(), serde_json::to_string(&x).unwrap());
        prop_assert_eq!(float32_text(y).unwrap(), serde_json::to_string(&y).unwrap());
        prop_assert_eq!(from_str::<f64>(&float_text(x).unwrap()).unwrap(), x);
    }

    /// Armies of every system: the text serde_json wrote, read back to the same army, in the envelope too.
    #[test]
    fn armies_match_serde_json(army in arb_army()) {
        let theirs = serde_json::to_string(&army).unwrap();
        prop_assert_eq!(to_text(&army).unwrap(), theirs.clone());
        prop_assert_eq!(from_str::<Army>(&theirs).unwrap(), army.clone());
        let armies = Armies { armies: vec![army.clone()] };
        prop_assert_eq!(
            armies.encode(),
            format!(r#"{{"v":1,"data":{}}}"#, serde_json::to_string(&armies).unwrap())
        );
        // The internally tagged export file: its `kind` first, then the army.
        let file = format!(r#"{{"v":1,"data":{{"kind":"sandtable-army","army":{theirs}}}}}"#);
        prop_assert_eq!(export_army(&army), file);
        prop_assert_eq!(decode_export(&export_armies(std::slice::from_ref(&army))), Ok(vec![army]));
    }

    /// A whole-phone backup: each part its own envelope's text, in serde's field order, nulls for parts missing.
    #[test]
    fn backups_as_serde_json_wrote_them(b in arb_backup()) {
        let part = |text: Option<String>| text.unwrap_or_else(|| "null".to_string());
        let copies: Vec<String> = b.copies.iter().map(|c| c.encode()).collect();
        let expected = format!(
            r#"{{"v":1,"data":{{"kind":"sandtable-backup","armies":{},"battle":{},"copies":[{}],"settings":{},"house":{}}}}}"#,
            Armies { armies: b.armies.clone() }.encode(),
            part(b.battle.as_ref().map(|x| x.encode())),
            copies.join(","),
            part(b.settings.as_ref().map(Settings::encode)),
            part(b.settings.as_ref().map(|s| encode_house(&s.house))),
        );
        prop_assert_eq!(b.encode(), expected);
        prop_assert_eq!(Backup::decode(&b.encode()), Ok(b));
    }
}

/// House rules, with their inch fractions, as serde_json wrote and read them.
#[test]
fn house_rules_match_serde_json() {
    let mut house = HouseRules::default();
    house.roman_war.slope_range_fraction = 0.75;
    house.roman_war.elephant_move_in = 4.5;
    house.sandarticus.pilum_damage = 3;
    for h in [HouseRules::default(), house] {
        let theirs = format!(r#"{{"v":1,"data":{}}}"#, serde_json::to_string(&h).unwrap());
        assert_eq!(encode_house(&h), theirs);
        assert_eq!(decode_house(&theirs), Ok(h));
    }
    let golden = include_str!("../../../tests/fixtures/house-v1.json");
    let doc: serde_json::Value = serde_json::from_str(golden).unwrap();
    let theirs: HouseRules = serde_json::from_value(doc["data"].clone()).unwrap();
    assert_eq!(decode_house(golden), Ok(theirs));
}

/// A subtree read as `Json` is kept whole, and reads later as the type it holds.
#[test]
fn kept_subtrees_read_later() {
    let doc = Json::parse(r#"{"later":[1,-2,"x",{"a":null}],"n":3}"#).unwrap();
    #[derive(Deserialize)]
    struct Holder {
        later: Json,
    }
    let held: Holder = from_json(&doc).unwrap();
    assert_eq!(held.later.to_text(), r#"[1,-2,"x",{"a":null}]"#);
    assert!(from_json::<Vec<u8>>(&held.later).is_err());
}

/// What serde's derive refuses, this format refuses: a missing field, a repeated one, a wrong type, a number
/// out of its type's range or a fraction where a count belongs.
#[test]
fn refuses_what_serde_json_refused() {
    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Count {
        n: u8,
    }
    for bad in [
        "{}",
        r#"{"n":1,"n":2}"#,
        r#"{"n":"1"}"#,
        r#"{"n":256}"#,
        r#"{"n":-1}"#,
        r#"{"n":1.5}"#,
        r#"{"n":1e2}"#,
        r#"{"n":1"#,
    ] {
        assert!(from_str::<Count>(bad).is_err(), "{bad}");
        assert!(serde_json::from_str::<Count>(bad).is_err(), "{bad}");
    }
    // The refusal says what was found without printing a float (which would bring Rust's float printing to
    // every page): strings and numbers as their text.
    assert_eq!(
        from_str::<Count>(r#"{"n":"1"}"#).unwrap_err().to_string(),
        r#"invalid type: string "1", expected u8"#
    );
    assert_eq!(
        from_str::<Count>(r#"{"n":1.5}"#).unwrap_err().to_string(),
        "invalid type: 1.5, expected u8"
    );
    assert_eq!(
        from_str::<Count>(r#"{"n":256}"#).unwrap_err().to_string(),
        "invalid value: integer `256`, expected u8"
    );
    // serde_json also took a struct written as an array; Sandtable never wrote one, and this format refuses it.
    assert!(from_str::<Count>("[1]").is_err());
    assert!(from_str::<Shape>(r#"{"Unit":1}"#).is_err());
    assert!(from_str::<Shape>(r#"{"Tuple":[1,"a"],"Unit":null}"#).is_err());
    assert_eq!(
        from_str::<Shape>(r#"{"Newtype":-3}"#),
        Ok(Shape::Newtype(-3))
    );
}

/// Damaged, deep or huge documents are refused as such by the envelope's decoders, never a panic.
#[test]
fn damage_depth_and_size_are_refused() {
    let corrupt = |r: Result<Armies, LoadError>| matches!(r, Err(LoadError::Corrupt { .. }));
    assert!(corrupt(Armies::decode(r#"{"v":1,"data":{"armies":[}"#)));
    assert!(corrupt(Armies::decode(
        r#"{"v":1,"data":{"armies":[{"id":1}]}}"#
    )));
    assert!(corrupt(Armies::decode(
        r#"{"v":1,"data":{"armies":"none"}}"#
    )));
    assert!(corrupt(Armies::decode("{\"v\":1,\"data\":\"\\ud800\"}")));
    let deep = format!(r#"{{"v":1,"data":{{"armies":{}}}}}"#, "[".repeat(100_000));
    assert!(corrupt(Armies::decode(&deep)));
    let huge = format!(
        r#"{{"v":1,"data":{{"armies":[],"pad":"{}"}}}}"#,
        "a".repeat(MAX_SAVED_BYTES)
    );
    assert!(matches!(
        Armies::decode(&huge),
        Err(LoadError::TooLarge { .. })
    ));
}
