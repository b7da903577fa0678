//! JSON objects are unordered: every decoder of outside data must read a document the same whatever the order
//! of its keys, as a file edited by hand or written by another tool may have them. These tests take valid
//! documents of every kind (armies, export files, share payloads, battles, whole-phone backups, settings, house
//! rules, roll history, battle summaries), reorder the keys of every object in them, and decode again.

use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg32;

use super::backup::Backup;
use super::backup::tests::{arb_backup, battle_after};
use super::battle::{SavedBattle, decode_battle};
use super::battle_summary::BattleSummary;
use super::history::History;
use super::json::Json;
use super::roster::{Armies, decode_export, export_armies, export_army};
use super::settings::{Settings, decode_house, encode_house};
use super::share::tests::arb_army;
use super::share::{base64url, decode_link_payload, encode_link_payload, unbase64url};
use crate::house_rules::HouseRules;

/// How to reorder the members of each object.
#[derive(Clone, Copy, Debug)]
enum Order {
    /// Last key first, everywhere: the units before the system, the data before the version.
    Reversed,
    /// A random order per object, from this seed.
    Shuffled(u64),
}

fn reorder_value(value: &Json, order: Order, rng: &mut Pcg32) -> Json {
    match value {
        Json::Object(members) => {
            let mut members: Vec<(String, Json)> = members
                .iter()
                .map(|(k, v)| (k.clone(), reorder_value(v, order, rng)))
                .collect();
            match order {
                Order::Reversed => members.reverse(),
                Order::Shuffled(_) => members.shuffle(rng),
            }
            Json::Object(members)
        }
        Json::Array(items) => {
            Json::Array(items.iter().map(|v| reorder_value(v, order, rng)).collect())
        }
        other => other.clone(),
    }
}

/// The same document with the keys of every object reordered.
fn reorder(text: &str, order: Order) -> String {
    let seed = match order {
        Order::Reversed => 0,
        Order::Shuffled(seed) => seed,
    };
    let doc = Json::parse(text).expect("the document under test is JSON");
    reorder_value(&doc, order, &mut Pcg32::seed_from_u64(seed)).to_text()
}

/// A share payload with the keys of its JSON reordered, encoded again.
fn reorder_link(payload: &str, order: Order) -> String {
    let bytes = unbase64url(&payload[1..]).expect("a payload we wrote is base64url");
    // The JSON, without the checksum a current link ends with; the reordered one gets its own.
    let json = &bytes[..bytes.len() - 4];
    let mut json = reorder(std::str::from_utf8(json).expect("UTF-8"), order).into_bytes();
    json.extend_from_slice(&super::share::crc32(&json).to_be_bytes());
    let mut out = payload[..1].to_string();
    base64url(&json, &mut out);
    out
}

/// Decodes the document as written and reordered, and checks both give the same value.
fn same_either_way<T: PartialEq + std::fmt::Debug, E: std::fmt::Debug>(
    text: &str,
    order: Order,
    decode: impl Fn(&str) -> Result<T, E>,
) -> Result<(), TestCaseError> {
    let written = decode(text).expect("the document under test decodes");
    let other = reorder(text, order);
    prop_assert_eq!(
        decode(&other).map_err(|e| format!("{e:?}\n{other}")),
        Ok(written)
    );
    Ok(())
}

const FIXTURES: [&str; 10] = [
    include_str!("../../tests/fixtures/armies-v1.json"),
    include_str!("../../tests/fixtures/army-ancients-v1.json"),
    include_str!("../../tests/fixtures/army-jersey-shore-v1.json"),
    include_str!("../../tests/fixtures/army-roman-war-v1.json"),
    include_str!("../../tests/fixtures/army-sandarticus-v1.json"),
    include_str!("../../tests/fixtures/backup-v1.json"),
    include_str!("../../tests/fixtures/battle-summary-v1.json"),
    include_str!("../../tests/fixtures/battle-v1.json"),
    include_str!("../../tests/fixtures/history-v1.json"),
    include_str!("../../tests/fixtures/settings-v1.json"),
];

/// Every golden fixture, with every key order reversed, reads as its decoder reads the original. The
/// reversed text must differ from the original, or the test would prove nothing.
#[test]
fn golden_fixtures_read_the_same_with_their_keys_reversed() {
    for text in FIXTURES {
        let other = reorder(text, Order::Reversed);
        assert_ne!(Json::parse(text), Json::parse(&other), "{text}");
        let read = |t: &str| {
            (
                decode_export(t).ok(),
                Armies::decode(t).ok(),
                Backup::decode(t).ok(),
                BattleSummary::decode(t).ok(),
                decode_battle(t).ok(),
                History::decode(t).ok(),
                Settings::decode(t).ok(),
            )
        };
        let (a, b) = (read(text), read(&other));
        assert_eq!(a, b, "{text}");
        assert!(
            a.0.is_some()
                || a.2.is_some()
                || a.3.is_some()
                || a.4.is_some()
                || a.5.is_some()
                || a.6.is_some(),
            "no decoder read {text}"
        );
    }
}

fn arb_order() -> impl Strategy<Value = Order> {
    prop_oneof![
        Just(Order::Reversed),
        any::<u64>().prop_map(Order::Shuffled)
    ]
}

fn arb_battle() -> impl Strategy<Value = SavedBattle> {
    (0usize..=7).prop_map(battle_after)
}

proptest! {
    #[test]
    fn armies_and_army_files_in_any_key_order(
        a in arb_army(), b in arb_army(), order in arb_order()
    ) {
        let all = Armies { armies: vec![a.clone(), b.clone()] };
        same_either_way(&all.encode(), order, Armies::decode)?;
        same_either_way(&export_army(&a), order, decode_export)?;
        same_either_way(&export_armies(&[a, b]), order, decode_export)?;
    }

    #[test]
    fn share_links_in_any_key_order(a in arb_army(), order in arb_order()) {
        let payload = encode_link_payload(&a);
        prop_assert_eq!(decode_link_payload(&reorder_link(&payload, order)), Ok(a));
    }

    #[test]
    fn battles_in_any_key_order(b in arb_battle(), order in arb_order()) {
        same_either_way(&b.encode(), order, decode_battle)?;
    }

    #[test]
    fn backups_in_any_key_order(b in arb_backup(), order in arb_order()) {
        same_either_way(&b.encode(), order, Backup::decode)?;
    }

    #[test]
    fn settings_and_house_rules_in_any_key_order(
        pilum in 1u8..=6, dark in any::<bool>(), order in arb_order()
    ) {
        let mut house = HouseRules::default();
        house.sandarticus.pilum_damage = pilum;
        same_either_way(&encode_house(&house), order, decode_house)?;
        let settings = Settings {
            theme: if dark { super::settings::Theme::Dark } else { super::settings::Theme::Sunlight },
            ..Settings::default()
        };
        same_either_way(&settings.encode(), order, Settings::decode)?;
    }

    #[test]
    fn history_and_summaries_in_any_key_order(order in arb_order()) {
        same_either_way(FIXTURES[8], order, History::decode)?;
        same_either_way(FIXTURES[6], order, BattleSummary::decode)?;
    }
}
