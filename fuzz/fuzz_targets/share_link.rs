//! A share link as anyone could type or scan it: any bytes must give an army or an error, never a panic; an
//! army that decodes must be within the army editor's limits and survive its own round trip.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::roster::limits::check_army;
use rules::saved::share::{decode_link_payload, encode_link_payload, text_from_bytes};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = text_from_bytes(data) else { return };
    if let Ok(army) = decode_link_payload(text) {
        check_army(&army).expect("a linked army is within the editor's limits");
        let again = decode_link_payload(&encode_link_payload(&army)).expect("a re-encoded army decodes");
        assert_eq!(again, army);
    }
});
