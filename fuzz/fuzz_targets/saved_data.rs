//! Whatever local storage holds: roll history, settings, armies, battles and battle summaries of any version,
//! migrated on load.
#![no_main]

use std::sync::Once;

use libfuzzer_sys::fuzz_target;
use rules::house_rules::HouseRules;
use rules::saved::battle::decode_battle;
use rules::saved::battle_summary::BattleSummary;
use rules::saved::history::History;
use rules::roster::limits::check_army;
use rules::saved::roster::{Armies, decode_export};
use rules::saved::settings::{Settings, decode_house, encode_house};
use rules::saved::share::text_from_bytes;

static DEFAULT_HOUSE_ROUND_TRIP: Once = Once::new();

fuzz_target!(|data: &[u8]| {
    let Ok(text) = text_from_bytes(data) else { return };
    if let Ok(h) = History::decode(text) {
        assert_eq!(History::decode(&h.encode()).expect("history round trip"), h);
    }
    if let Ok(s) = Settings::decode(text) {
        assert_eq!(Settings::decode(&s.encode()).expect("settings round trip"), s);
    }
    // Every house rule has a default, so nearly any envelope reads as the default house rules. Their round trip
    // (the whole 2.4 KB document written and read back) is the same every time: it is checked once, and each
    // input's round trip only when it changed a rule.
    DEFAULT_HOUSE_ROUND_TRIP.call_once(|| {
        let h = HouseRules::default();
        assert_eq!(decode_house(&encode_house(&h)).expect("default house rules round trip"), h);
    });
    if let Ok(h) = decode_house(text)
        && h != HouseRules::default()
    {
        assert_eq!(decode_house(&encode_house(&h)).expect("house rules round trip"), h);
    }
    if let Ok(a) = Armies::decode(text) {
        assert_eq!(Armies::decode(&a.encode()).expect("armies round trip"), a);
    }
    // The phone's own collection is read as it was saved, limits or not (an older app's army is never lost);
    // taken in as an import (a collection is one), every army must be within the editor's limits.
    if let Ok(armies) = decode_export(text) {
        for army in &armies {
            check_army(army).expect("an imported army is within the editor's limits");
        }
    }
    if let Ok(b) = decode_battle(text) {
        let again = decode_battle(&b.encode()).expect("battle round trip");
        assert_eq!(again.encode(), b.encode());
    }
    if let Ok(s) = BattleSummary::decode(text) {
        assert_eq!(BattleSummary::decode(&s.encode()).expect("battle summary round trip"), s);
    }
});
