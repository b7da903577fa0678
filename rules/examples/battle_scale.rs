//! Times a long battle natively, step by step, to see what each tap costs at 2,000 and 20,000 events: the fold
//! from the start, the story, the summary, encoding and decoding the saved battle, and the kept fold's record,
//! undo and redo. A report, never a test: `cargo run --release -p rules --example battle_scale`.
//! With `--write DIR` it only writes the two battles as saved files (`battle-2000.json`, `battle-20000.json`)
//! for the browser bench (scripts/perf.mjs) to open.

use std::time::Instant;

use rules::battle::sample::long_battle;
use rules::battle::{Event, Folded};
use rules::house_rules::HouseRules;
use rules::saved::battle::{SavedBattle, decode_battle};
use rules::saved::battle_summary::BattleSummary;

/// The median time of `runs` calls of `f`, in milliseconds.
fn time(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut ms: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    ms[runs / 2]
}

fn saved(n: usize) -> SavedBattle {
    let (battle, log) = long_battle(n);
    SavedBattle {
        battle,
        log,
        house: Some(HouseRules::default()),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, dir] = args.as_slice()
        && flag == "--write"
    {
        std::fs::create_dir_all(dir).expect("the folder for the battles");
        for n in [2_000, 20_000] {
            let path = format!("{dir}/battle-{n}.json");
            std::fs::write(&path, saved(n).encode()).expect("the battle file");
            println!("wrote {path}");
        }
        return;
    }
    for n in [2_000, 20_000] {
        let saved = saved(n);
        let (battle, log) = (saved.battle.clone(), saved.log.clone());
        let text = saved.encode();
        println!("{n} events, saved battle {} KB", text.len() / 1024);
        let row = |what: &str, ms: f64| println!("  {what:<44} {ms:>9.3} ms");
        row(
            "fold from the start (Battle::state)",
            time(9, || {
                std::hint::black_box(battle.state(&log));
            }),
        );
        row(
            "story with rules, whole log",
            time(9, || {
                std::hint::black_box(log.story_with_rules(&battle));
            }),
        );
        let state = battle.state(&log);
        row(
            "summary for the helpers (encode)",
            time(9, || {
                std::hint::black_box(BattleSummary::of_state(&state).encode());
            }),
        );
        row(
            "encode the saved battle",
            time(9, || {
                std::hint::black_box(saved.encode());
            }),
        );
        row(
            "decode and check the saved battle",
            time(5, || {
                std::hint::black_box(decode_battle(&text).unwrap());
            }),
        );
        row(
            "kept fold: build once (Folded::new)",
            time(5, || {
                std::hint::black_box(Folded::new(&battle, &log));
            }),
        );
        let mut kept = Folded::new(&battle, &log);
        let mut l = log.clone();
        // One event undone first, so a full log (20,000 is the most a battle keeps) has room for one more.
        kept.undo(&battle, &mut l).unwrap();
        let e = vec![Event::PhaseAdvanced];
        row(
            "kept fold: record one event",
            time(101, || {
                kept.record_all(&battle, &mut l, e.clone()).unwrap();
                kept.undo(&battle, &mut l).unwrap();
            }) / 2.0,
        );
        row("kept fold: undo (worst: 255 events to refold)", {
            // Undo to just past a checkpoint boundary, then time the undo that refolds the most.
            while l.events.len() % rules::battle::folded::CHECKPOINT != 0 {
                kept.undo(&battle, &mut l).unwrap();
            }
            time(101, || {
                kept.undo(&battle, &mut l).unwrap();
                kept.redo(&battle, &mut l).unwrap();
            })
        });
        row(
            "kept fold: redo",
            time(101, || {
                kept.redo(&battle, &mut l).ok();
                kept.undo(&battle, &mut l).unwrap();
            }),
        );
    }
}
