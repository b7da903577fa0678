//! Share links for one army: the army as compact JSON in the roster envelope and a checksum of it, then
//! base64url without padding, behind a one-character codec version. Version 2 added the checksum, so a link
//! changed or cut on the way (by a chat app, or retyped) is refused as damaged instead of opening as another
//! army; version-1 links, without it, still open. The payload travels in the address fragment (`#share=...`), which
//! browsers never send to a server, so a shared army stays on the two phones.
//!
//! Decoding is bounded before any work is done and never panics: a pasted link may be anything.

use super::envelope::{LoadError, data_field, unreadable_version, version_of};
use super::json::wrap_envelope;
use super::roster::{ROSTER_VERSION, check_sane, explained};
use crate::house_rules::HouseRules;
use crate::json::Field;
use crate::json::ser::to_json;
use crate::json::tree::Json;
use crate::roster::{Army, Forces};

/// The codec version, the first character of every payload.
pub const LINK_VERSION: char = '2';
/// The first codec version, still read: the same payload without a checksum.
pub const LINK_VERSION_1: char = '1';
/// Bytes of checksum after the JSON in a version-2 payload.
const CHECK_BYTES: usize = 4;
/// Where the payload starts in a full address.
pub const LINK_MARKER: &str = "#share=";
/// The longest text a decode will look at: a link longer than this is refused before it is read.
pub const MAX_LINK_TEXT: usize = 8 * 1024;
/// The largest decoded payload accepted. Base64 of `MAX_LINK_TEXT` cannot exceed it; it guards later codecs.
pub const MAX_LINK_PAYLOAD: usize = 64 * 1024;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The text after `#share=` in a share address, for one army.
pub fn encode_link_payload(army: &Army) -> String {
    // House rules left at their defaults are most of a snapshot; only the changed ones travel.
    // Sorted keys, as the serde_json tree this once passed through held them: links made before read the same.
    let mut value = to_json(army).map_or(Json::Null, Json::sorted);
    if let Some(house) = member_mut(&mut value, "house") {
        prune(house, &HouseRules::default().write().sorted());
    }
    let mut bytes = wrap_envelope(ROSTER_VERSION, value).into_bytes();
    let sum = crc32(&bytes);
    bytes.extend_from_slice(&sum.to_be_bytes());
    let mut out = String::with_capacity(1 + bytes.len().div_ceil(3) * 4);
    out.push(LINK_VERSION);
    base64url(&bytes, &mut out);
    out
}

/// The CRC-32 of `bytes` (the IEEE polynomial, as zip and PNG use): any change of up to 32 bits in a row, and
/// all but one in four billion of any other, gives another sum.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// Whether a payload is short enough for `decode_link_payload` to take: the app offers a file instead when
/// an army is too big to share as a link.
pub fn fits_in_link(payload: &str) -> bool {
    payload.len() <= MAX_LINK_TEXT
}

/// Reads an army from a share payload, or from a whole address holding one; spaces and line breaks picked up
/// by copying are ignored.
pub fn decode_link_payload(text: &str) -> Result<Army, LoadError> {
    // Bound the raw text first; allow room for an address and stray whitespace around the payload.
    if text.len() > 2 * MAX_LINK_TEXT {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let after = match text.rfind(LINK_MARKER) {
        Some(at) => &text[at + LINK_MARKER.len()..],
        None => text,
    };
    let compact: String = after.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.len() > MAX_LINK_TEXT {
        return Err(LoadError::TooLarge {
            bytes: compact.len(),
        });
    }
    let mut chars = compact.chars();
    let checked = match chars.next() {
        Some(LINK_VERSION) => true,
        Some(LINK_VERSION_1) => false,
        Some(d) if d.is_ascii_digit() => {
            return Err(LoadError::FutureVersion {
                found: d.to_digit(10).unwrap_or(0),
                newest_known: LINK_VERSION.to_digit(10).unwrap_or(1),
            });
        }
        _ => return Err(corrupt("not a Sandtable share link")),
    };
    // A version-2 link with a character changed may no longer be base64 at all: still a damaged link.
    let damaged = |e: LoadError| if checked { LoadError::Damaged } else { e };
    let bytes = unbase64url(chars.as_str()).ok_or_else(|| damaged(corrupt("not base64url")))?;
    if bytes.len() > MAX_LINK_PAYLOAD {
        return Err(LoadError::TooLarge { bytes: bytes.len() });
    }
    let body = if checked {
        let Some(at) = bytes.len().checked_sub(CHECK_BYTES) else {
            return Err(LoadError::Damaged);
        };
        let (body, sum) = bytes.split_at(at);
        if sum != crc32(body).to_be_bytes() {
            return Err(LoadError::Damaged);
        }
        body
    } else {
        &bytes[..]
    };
    let json = std::str::from_utf8(body).map_err(|_| corrupt("not UTF-8"))?;
    let army = match version_of(json)? {
        1 => data_field::<LinkArmyV1>(json)
            .map_err(|e| explained(json, e, |army| vec![army]))?
            .into_army()?,
        v => return Err(unreadable_version(v, ROSTER_VERSION)),
    };
    check_sane(std::slice::from_ref(&army))?;
    Ok(army)
}

/// A linked army, format 1: an `Army` whose house rules left out every value equal to the default (`prune`).
/// The army is read straight into its types; only the house rules pass through a JSON tree, to put the
/// defaults back, and are then read by the same reader stored armies use (`json::Field`), so the app carries
/// one copy of it.
struct LinkArmyV1 {
    id: String,
    name: String,
    notes: String,
    house: Option<Json>,
    forces: Forces,
}

crate::json::field::read_field!(LinkArmyV1,
    from LinkArmyV1 {
        id: String::new(),
        name: String::new(),
        notes: String::new(),
        house: None,
        forces: Forces::Ancients(Default::default()),
    },
    required { id, name, forces },
    default { notes, house });

impl LinkArmyV1 {
    fn into_army(self) -> Result<Army, LoadError> {
        let house = match self.house {
            None => None,
            Some(mut house) => {
                restore(&mut house, HouseRules::default().write());
                Some(HouseRules::read(&house).map_err(|e| corrupt(e.message()))?)
            }
        };
        Ok(Army {
            id: self.id,
            name: self.name,
            notes: self.notes,
            house,
            forces: self.forces,
        })
    }
}

/// Raw bytes as text, for callers holding bytes (a fuzz target, a file read): bounded first, then UTF-8.
/// Every decoder of saved data takes `&str`; this is the one step in front of them.
pub fn text_from_bytes(bytes: &[u8]) -> Result<&str, LoadError> {
    if bytes.len() > super::MAX_SAVED_BYTES {
        return Err(LoadError::TooLarge { bytes: bytes.len() });
    }
    std::str::from_utf8(bytes).map_err(|_| corrupt("not UTF-8"))
}

/// An object's member, to change in place.
fn member_mut<'a>(value: &'a mut Json, key: &str) -> Option<&'a mut Json> {
    match value {
        Json::Object(members) => members.iter_mut().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

/// Drops from `value` every object field equal to the same field of `default`.
fn prune(value: &mut Json, default: &Json) {
    if let Json::Object(members) = value {
        members.retain_mut(|(k, v)| {
            let Some(d) = default.get(k) else { return true };
            prune(v, d);
            v != d && !matches!(v, Json::Object(m) if m.is_empty())
        });
    }
}

/// Puts back what `prune` dropped: the defaults, under the fields the link carries.
fn restore(value: &mut Json, default: Json) {
    let (Json::Object(_), Json::Object(def)) = (&*value, default) else {
        return;
    };
    for (k, d) in def {
        match member_mut(value, &k) {
            Some(v) => restore(v, d),
            None => {
                if let Json::Object(members) = value {
                    members.push((k, d));
                }
            }
        }
    }
}

fn corrupt(detail: &str) -> LoadError {
    LoadError::Corrupt {
        detail: detail.to_string(),
    }
}

pub(crate) fn base64url(bytes: &[u8], out: &mut String) {
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        // A chunk of k bytes gives k + 1 characters; no padding.
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
}

fn sextet(c: u8) -> Option<u32> {
    Some(u32::from(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    }))
}

/// Decodes unpadded base64url; `None` on any other character, or a length no encoder makes.
pub(crate) fn unbase64url(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    if bytes.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3 + 2);
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= sextet(c)? << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::house_rules::HouseRules;
    use crate::roster::{Forces, ancients, jersey_shore, roman_war, sandarticus};
    use crate::saved::roster::{apply, decode_export, export_armies, export_army, import};
    use proptest::prelude::*;

    fn fixture() -> Army {
        decode_export(include_str!(
            "../../tests/fixtures/army-sandarticus-v1.json"
        ))
        .unwrap()
        .remove(0)
    }

    #[test]
    fn round_trip_and_whole_addresses() {
        let a = fixture();
        let p = encode_link_payload(&a);
        assert!(p.starts_with('2'));
        assert!(fits_in_link(&p) && p.len() < 1000, "{}", p.len());
        // Without a house-rules snapshot, a realistic army fits a QR code's couple of kilobytes easily.
        let bare = Army {
            house: None,
            ..a.clone()
        };
        assert!(
            encode_link_payload(&bare).len() < 1000,
            "{}",
            encode_link_payload(&bare).len()
        );
        assert!(
            p.bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        );
        assert_eq!(decode_link_payload(&p), Ok(a.clone()));
        let url = format!("https://sandtable.example/app/#share={p}");
        assert_eq!(decode_link_payload(&url), Ok(a.clone()));
        let (x, y) = p.split_at(p.len() / 2);
        assert_eq!(decode_link_payload(&format!("  {x}\n  {y}\t")), Ok(a));
    }

    #[test]
    fn bad_links_are_typed_errors() {
        assert!(matches!(
            decode_link_payload(""),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            decode_link_payload("1!!"),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            decode_link_payload("1A"),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            decode_link_payload("xyz"),
            Err(LoadError::Corrupt { .. })
        ));
        assert!(matches!(
            decode_link_payload("3abcd"),
            Err(LoadError::FutureVersion { found: 3, .. })
        ));
        let mut p = String::from("1");
        base64url(b"{\"v\":7,\"data\":{}}", &mut p);
        assert!(matches!(
            decode_link_payload(&p),
            Err(LoadError::FutureVersion { found: 7, .. })
        ));
        let long = format!("1{}", "A".repeat(MAX_LINK_TEXT));
        assert!(matches!(
            decode_link_payload(&long),
            Err(LoadError::TooLarge { .. })
        ));
        let huge = " ".repeat(3 * MAX_LINK_TEXT);
        assert!(matches!(
            decode_link_payload(&huge),
            Err(LoadError::TooLarge { .. })
        ));
        assert!(text_from_bytes(&[0xff, 0xfe]).is_err());
        assert_eq!(text_from_bytes(b"ok"), Ok("ok"));
    }

    /// A version-1 link (no checksum), as Sandtable wrote them before: `payload` base64url-encoded.
    fn version_1_link(json: &str) -> String {
        let mut p = String::from(LINK_VERSION_1);
        base64url(json.as_bytes(), &mut p);
        p
    }

    /// Issue 19: one character changed in the middle of a real link opened as another army. With the
    /// checksum, every such change is refused as damaged (or, in the last character's unused bits, changes
    /// nothing); so is a link cut short. Links from before the checksum still open.
    #[test]
    fn a_damaged_link_is_refused_and_an_old_one_still_opens() {
        let a = fixture();
        let p = encode_link_payload(&a);
        for at in 1..p.len() {
            for c in ['A', 'z', '0', '-'] {
                let mut damaged: Vec<char> = p.chars().collect();
                if damaged[at] == c {
                    continue;
                }
                damaged[at] = c;
                let damaged: String = damaged.into_iter().collect();
                match decode_link_payload(&damaged) {
                    Err(LoadError::Damaged) => {}
                    Ok(b) if at == p.len() - 1 => assert_eq!(b, a),
                    other => panic!("{at} {c}: {other:?}"),
                }
            }
        }
        assert_eq!(
            decode_link_payload(&p[..p.len() - 7]),
            Err(LoadError::Damaged)
        );
        assert_eq!(decode_link_payload("2"), Err(LoadError::Damaged));
        assert!(
            LoadError::Damaged
                .to_string()
                .starts_with("This link is damaged")
        );
        let old = version_1_link(&crate::saved::envelope::encode(ROSTER_VERSION, &a));
        assert_eq!(decode_link_payload(&old), Ok(a));
    }

    /// Issue 19: a link holding a number the editor could not make is refused, naming it (the editor's
    /// ceiling of 1,000 men to a unit, from the Sandarticus formations).
    #[test]
    fn a_link_out_of_range_names_the_value() {
        let json = r#"{"v":1,"data":{"id":"s","name":"Sharer","forces":{"system":"RomanWar","nation":"Rome","units":[{"name":"Slingers","troop":"Velites","figures":-5}]}}}"#;
        let e = decode_link_payload(&version_1_link(json)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Unit 1, Slingers of \u{201c}Sharer\u{201d}: figures \u{2212}5, but a unit has a whole number of \
             figures from 0 to 1,000."
        );
        let mut a = fixture();
        a.name = "n".repeat(crate::roster::limits::MAX_NAME + 1);
        let e = decode_link_payload(&encode_link_payload(&a)).unwrap_err();
        assert!(matches!(e, LoadError::OutOfRange(_)), "{e:?}");
        // Not Sandtable's at all: the short message.
        let e = decode_link_payload(&version_1_link(r#"{"v":1,"data":[1,2]}"#)).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("This data is damaged or isn't from Sandtable")
        );
    }

    #[test]
    fn crc32_matches_the_standard() {
        // The check value every CRC-32 (IEEE) implementation gives for the nine digits.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn base64url_matches_the_standard() {
        let mut s = String::new();
        base64url(b"Man", &mut s);
        base64url(b"Ma", &mut s);
        base64url(b"M", &mut s);
        assert_eq!(s, "TWFuTWETQ");
        let mut t = String::new();
        base64url(&[0xfb, 0xff], &mut t);
        assert_eq!(t, "-_8");
        assert_eq!(unbase64url("-_8"), Some(vec![0xfb, 0xff]));
    }

    // Strategies for arbitrary armies of every system, built from the systems' own type lists.

    fn text() -> impl Strategy<Value = String> {
        prop_oneof![Just(String::new()), "[ -~]{0,12}", "\\PC{0,6}"]
    }

    fn sa_unit() -> impl Strategy<Value = sandarticus::Unit> {
        use crate::sandarticus::formations::Formation;
        use crate::sandarticus::troops::CATALOGUE;
        use crate::sandarticus::weapons::WEAPONS;
        (
            text(),
            0..CATALOGUE.len(),
            0..=crate::roster::limits::MAX_FIGURES,
            0u32..40,
            any::<bool>(),
            0..Formation::ALL.len(),
            proptest::collection::vec(0..WEAPONS.len(), 0..3),
            text(),
        )
            .prop_map(|(name, t, figures, leaders, messengers, f, w, notes)| {
                sandarticus::Unit {
                    name,
                    troop: CATALOGUE[t].troop,
                    figures,
                    leaders,
                    messengers,
                    formation: Formation::ALL[f],
                    weapons: w.into_iter().map(|i| WEAPONS[i].weapon).collect(),
                    notes,
                }
            })
    }

    fn sa_forces() -> impl Strategy<Value = Forces> {
        use crate::sandarticus::People;
        (
            0..People::ALL.len(),
            proptest::collection::vec(sa_unit(), 0..5),
            0..=crate::roster::limits::MAX_ARMY_LEADERS,
            any::<[bool; 4]>(),
            0u32..5,
        )
            .prop_map(|(p, units, commanders, b, main_chiefs)| {
                Forces::Sandarticus(sandarticus::Forces {
                    people: People::ALL[p],
                    units,
                    commanders,
                    king: b[0],
                    sub_king: b[1],
                    spartacus: b[2],
                    main_chiefs,
                    has_gold: b[3],
                })
            })
    }

    fn js_forces() -> impl Strategy<Value = Forces> {
        use crate::jersey_shore::troops::{MeleeWeapon, TroopType};
        const W: [MeleeWeapon; 6] = [
            MeleeWeapon::Bayonet,
            MeleeWeapon::Sword,
            MeleeWeapon::Spear,
            MeleeWeapon::Tomahawk,
            MeleeWeapon::Knife,
            MeleeWeapon::WarClub,
        ];
        let unit = (
            text(),
            0..TroopType::ALL.len(),
            0..=crate::roster::limits::MAX_FIGURES,
            0u32..10,
            proptest::option::of(0..W.len()),
            text(),
        )
            .prop_map(
                |(name, t, figures, officers, w, notes)| jersey_shore::Unit {
                    name,
                    troop: TroopType::ALL[t],
                    figures,
                    officers,
                    weapon: w.map(|i| W[i]),
                    notes,
                },
            );
        (
            0..jersey_shore::Side::ALL.len(),
            proptest::collection::vec(unit, 0..5),
        )
            .prop_map(|(s, units)| {
                Forces::JerseyShore(jersey_shore::Forces {
                    side: jersey_shore::Side::ALL[s],
                    units,
                })
            })
    }

    fn rw_forces() -> impl Strategy<Value = Forces> {
        use crate::roman_war::troops::Troop;
        let unit = (
            text(),
            0..Troop::ALL.len(),
            0..=crate::roster::limits::MAX_FIGURES,
            text(),
        )
            .prop_map(|(name, t, figures, notes)| roman_war::Unit {
                name,
                troop: Troop::ALL[t],
                figures,
                notes,
            });
        (
            0..roman_war::Nation::ALL.len(),
            proptest::collection::vec(unit, 0..5),
        )
            .prop_map(|(n, units)| {
                Forces::RomanWar(roman_war::Forces {
                    nation: roman_war::Nation::ALL[n],
                    units,
                })
            })
    }

    fn an_forces() -> impl Strategy<Value = Forces> {
        use crate::ancients::unit::{Formation, Size, Style, Unit, UnitType, Weight};
        let unit = (
            text(),
            0..Size::ALL.len(),
            any::<u8>(),
            0..Weight::ALL.len(),
            0..UnitType::ALL.len(),
            0..Formation::ALL.len(),
            0..Style::ALL.len(),
            any::<u8>(),
        )
            .prop_map(|(name, s, skill, w, k, f, st, leadership)| Unit {
                name,
                size: Size::ALL[s],
                skill,
                weight: Weight::ALL[w],
                kind: UnitType::ALL[k],
                formation: Formation::ALL[f],
                style: Style::ALL[st],
                leadership,
            });
        proptest::collection::vec(unit, 0..5)
            .prop_map(|units| Forces::Ancients(ancients::Forces { units }))
    }

    pub(crate) fn arb_army() -> impl Strategy<Value = Army> {
        (
            "[a-z0-9-]{1,12}",
            text(),
            text(),
            0u8..3,
            prop_oneof![sa_forces(), js_forces(), rw_forces(), an_forces()],
        )
            .prop_map(|(id, name, notes, house, forces)| Army {
                id,
                name,
                notes,
                // Default house rules, or one changed; their own round trip is the house-rules module's to test.
                house: match house {
                    0 => None,
                    1 => Some(HouseRules::default()),
                    _ => Some(HouseRules {
                        sandy_hook: crate::sandy_hook::House {
                            scatter: crate::sandy_hook::ScatterReading::Literal,
                        },
                        ..HouseRules::default()
                    }),
                },
                forces,
            })
    }

    proptest! {
        #[test]
        fn decoding_any_text_never_panics(s in "\\PC{0,200}") {
            let _ = decode_link_payload(&s);
            let _ = decode_link_payload(&format!("1{s}"));
            let _ = import(&[], &s);
        }

        #[test]
        fn decoding_any_base64_never_panics(s in "1[A-Za-z0-9_-]{0,300}") {
            let _ = decode_link_payload(&s);
        }

        #[test]
        fn decoding_any_bytes_never_panics(b in proptest::collection::vec(any::<u8>(), 0..300)) {
            let mut p = String::from("1");
            base64url(&b, &mut p);
            let _ = decode_link_payload(&p);
            if let Ok(t) = text_from_bytes(&b) {
                let _ = import(&[], t);
                let _ = crate::saved::history::History::decode(t);
                let _ = crate::saved::settings::Settings::decode(t);
            }
        }

        #[test]
        fn base64url_round_trips(b in proptest::collection::vec(any::<u8>(), 0..100)) {
            let mut p = String::new();
            base64url(&b, &mut p);
            prop_assert_eq!(unbase64url(&p), Some(b));
        }

        #[test]
        fn share_link_round_trips(a in arb_army()) {
            prop_assert_eq!(decode_link_payload(&encode_link_payload(&a)), Ok(a));
        }

        /// Any one character changed, anywhere but the last, is refused as damaged.
        #[test]
        fn any_changed_character_is_caught(a in arb_army(), at in any::<prop::sample::Index>(), c in "[A-Za-z0-9_-]") {
            let p = encode_link_payload(&a);
            let at = 1 + at.index(p.len() - 2);
            let mut changed: Vec<char> = p.chars().collect();
            let c = c.chars().next().unwrap_or('A');
            prop_assume!(changed[at] != c);
            changed[at] = c;
            let changed: String = changed.into_iter().collect();
            prop_assert_eq!(decode_link_payload(&changed), Err(LoadError::Damaged));
        }

        #[test]
        fn export_then_import_is_the_identity(a in arb_army(), b in arb_army()) {
            prop_assert_eq!(decode_export(&export_army(&a)), Ok(vec![a.clone()]));
            let plan = import(&[], &export_armies(&[a.clone(), b.clone()])).unwrap();
            prop_assert_eq!(&plan.incoming[0].army, &a);
            // Into an empty phone, an army without conflicts arrives unchanged.
            let all = apply(&[], &plan, &[]);
            prop_assert_eq!(&all[0], &a);
        }

        #[test]
        fn checks_never_panic(a in arb_army(), b in arb_army()) {
            let house = HouseRules::default();
            for f in crate::roster::check(&a, Some(&b), &house) {
                prop_assert!(!f.message.is_empty());
                prop_assert!(f.unit.is_none_or(|i| i < a.unit_count()));
            }
            let _ = a.totals();
        }
    }
}
