//! An imported army file, through the same checking and migrating path the app uses.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::saved::roster::{Choice, apply, decode_export, export_armies, import};
use rules::saved::share::text_from_bytes;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = text_from_bytes(data) else { return };
    if let Ok(plan) = import(&[], text) {
        let choices = vec![Choice::KeepBoth; plan.incoming.len()];
        let armies = apply(&[], &plan, &choices);
        let back = decode_export(&export_armies(&armies)).expect("exported armies import again");
        assert_eq!(back, armies);
    }
});
