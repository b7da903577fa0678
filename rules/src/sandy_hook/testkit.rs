//! Test helpers: every face combination of a small roll, and the check that `resolve` agrees with `odds`.

use crate::mechanism::{DiceRequest, Mechanism};

/// Every sequence of `n` faces from 1 to `top`.
pub fn all_faces(n: usize, top: u8) -> Vec<Vec<u8>> {
    let mut out = vec![Vec::new()];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|v| {
                (1..=top).map(move |f| {
                    let mut w = v.clone();
                    w.push(f);
                    w
                })
            })
            .collect();
    }
    out
}

/// Enumerates every face combination, resolves each, and checks the frequency of each value equals `odds`
/// exactly (to 1e-12). `value` reads the number `odds` describes off an outcome; `None` means the faces are
/// a re-roll and are left out (odds fold re-rolls in).
pub fn resolve_matches_odds<M: Mechanism>(
    m: &M,
    house: M::House<'_>,
    value: impl Fn(&M::Outcome) -> Option<i64>,
) {
    let req = m.dice_needed(house).expect("valid input");
    let top = if matches!(req, DiceRequest::Coins(_)) {
        2
    } else {
        6
    };
    let combos = all_faces(req.faces(), top);
    let mut tally: Vec<(i64, u64)> = Vec::new();
    let mut live = 0u64;
    for faces in &combos {
        let outcome = m.resolve(house, faces).expect("faces are valid");
        if let Some(v) = value(&outcome) {
            live += 1;
            match tally.iter_mut().find(|(k, _)| *k == v) {
                Some((_, n)) => *n += 1,
                None => tally.push((v, 1)),
            }
        }
    }
    let odds = m.odds(house).expect("valid input");
    assert!((odds.total_probability() - 1.0).abs() < 1e-12);
    for (v, p) in odds.points() {
        let seen = tally.iter().find(|(k, _)| *k == v).map_or(0, |(_, n)| *n);
        let freq = seen as f64 / live as f64;
        assert!(
            (freq - p).abs() < 1e-12,
            "value {v}: resolved {freq}, odds {p}"
        );
    }
    for (v, n) in tally {
        assert!(
            odds.p_exactly(v) > 0.0 || n == 0,
            "value {v} resolved but has no odds"
        );
    }
}
