//! An imported file, through the same checking and migrating paths the app uses: an army file (or several
//! armies), or a whole-phone backup (each part read by its own decoder) with its restore planned and carried out.
//! Every army that decodes, from either, must be within the army editor's limits.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::roster::limits::check_army;
use rules::saved::backup::{Backup, RestoreChoices, apply_restore, is_backup, plan_restore};
use rules::saved::roster::{Choice, apply, decode_export, export_armies, import};
use rules::saved::share::text_from_bytes;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = text_from_bytes(data) else { return };
    if let Ok(plan) = import(&[], text) {
        for incoming in &plan.incoming {
            check_army(&incoming.army).expect("an imported army is within the editor's limits");
        }
        let choices = vec![Choice::KeepBoth; plan.incoming.len()];
        let armies = apply(&[], &plan, &choices);
        let back = decode_export(&export_armies(&armies)).expect("exported armies import again");
        assert_eq!(back, armies);
    }
    if let Ok(b) = Backup::decode(text) {
        for army in &b.armies {
            check_army(army).expect("a backed-up army is within the editor's limits");
        }
        assert!(is_backup(text), "a backup that decodes says it is one");
        assert_eq!(Backup::decode(&b.encode()).expect("backup round trip"), b);
        // Restored onto an empty phone with the starting choices, the phone's data survives its own round trip.
        let plan = plan_restore(&Backup::default(), b.clone());
        let after = apply_restore(&Backup::default(), &plan, &RestoreChoices::keep_mine(&plan));
        assert_eq!(Backup::decode(&after.encode()).expect("restored phone round trip"), after);
    }
});
