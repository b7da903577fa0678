//! Search as you type over the reference: typo-tolerant, plural-blind, synonym-aware, titles ranked first.
//!
//! The index is built once (a few hundred microseconds) and every query then scans only the vocabulary, a
//! couple of thousand words, so a keystroke costs well under a millisecond even on a phone.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Serialize;

use super::{Entry, entries};
use crate::rule::{RuleId, System};

/// One search result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hit {
    pub id: RuleId,
    pub system: Option<System>,
    pub title: &'static str,
    pub score: f32,
    /// Some query word matched the title, so the app can highlight it.
    pub in_title: bool,
}

// Field weights: a title match must outrank any number of body matches.
const TITLE: f32 = 100.0;
const KEYWORD: f32 = 30.0;
const SECTION: f32 = 10.0;
const BODY: f32 = 2.0;

// How good a word match is.
const EXACT: f32 = 1.0;
const PREFIX: f32 = 0.75;
const TYPO: f32 = 0.6;
const SYNONYM: f32 = 0.9;

/// Words that mean the same thing at the table.
const SYNONYMS: &[&[&str]] = &[
    &["testudo", "tortoise", "turtle"],
    &["cup", "blast"],
    &["morale", "break", "rout"],
    &["officer", "leader", "chief", "commander", "captain"],
    &["armour", "armor"],
    &["melee", "hand", "combat", "fight"],
    &["shoot", "shooting", "fire", "missile"],
    &["cavalry", "horse", "horsemen", "mounted"],
    &["cannon", "gun", "artillery"],
    &["prisoner", "captive", "capture"],
    &["scatter", "deviation", "drift"],
    &["move", "movement", "speed"],
    &["win", "victory"],
    &["defence", "defense"],
    &["ring", "hedgehog"],
];

const STOP: &[&str] = &[
    "a", "an", "the", "of", "to", "in", "on", "and", "or", "what", "how", "does", "do", "is",
    "for", "with", "need", "needs", "i", "my", "can",
];

/// Lower-cases and strips a plural: -ies to -y, -es after s, x, z, ch, sh, and a plain -s (not -ss).
/// ASCII only, like every word of the reference: Unicode case tables would add kilobytes to the rules page.
pub(crate) fn stem(word: &str) -> String {
    let w = word.to_ascii_lowercase();
    if w.len() > 4 && w.ends_with("ies") {
        return format!("{}y", &w[..w.len() - 3]);
    }
    if w.len() > 4 && w.ends_with("es") {
        let base = &w[..w.len() - 2];
        if base.ends_with('s')
            || base.ends_with('x')
            || base.ends_with('z')
            || base.ends_with("ch")
            || base.ends_with("sh")
        {
            return base.to_string();
        }
    }
    if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") {
        return w[..w.len() - 1].to_string();
    }
    w
}

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(stem)
}

struct Index {
    /// Word to (entry, best field weight).
    postings: HashMap<String, Vec<(u16, f32)>>,
    vocabulary: Vec<String>,
    synonyms: HashMap<String, Vec<String>>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| build(entries()))
}

fn build(all: &[Entry]) -> Index {
    let mut postings: HashMap<String, Vec<(u16, f32)>> = HashMap::new();
    let mut put = |word: String, i: u16, w: f32| {
        let list = postings.entry(word).or_default();
        match list.iter_mut().find(|(j, _)| *j == i) {
            Some((_, best)) => *best = best.max(w),
            None => list.push((i, w)),
        }
    };
    for (i, e) in all.iter().enumerate() {
        let i = i as u16;
        for w in words(e.title) {
            put(w, i, TITLE);
        }
        for k in &e.keywords {
            for w in words(k) {
                put(w, i, KEYWORD);
            }
        }
        for w in words(e.section) {
            put(w, i, SECTION);
        }
        if let Some(s) = e.system {
            for w in words(s.name()) {
                put(w, i, SECTION);
            }
        }
        for p in &e.body {
            for w in words(p) {
                put(w, i, BODY);
            }
        }
        for t in &e.tables {
            for w in words(&t.caption) {
                put(w, i, BODY);
            }
            for cell in t.rows.iter().flatten() {
                for w in words(cell) {
                    put(w, i, BODY);
                }
            }
        }
    }
    let mut synonyms: HashMap<String, Vec<String>> = HashMap::new();
    for group in SYNONYMS {
        for a in group.iter() {
            let others = group.iter().filter(|b| *b != a).map(|b| stem(b)).collect();
            synonyms.insert(stem(a), others);
        }
    }
    // Words are unique, so an unstable sort gives the same order with less code on the rules page.
    let mut vocabulary: Vec<String> = postings.keys().cloned().collect();
    vocabulary.sort_unstable();
    Index {
        postings,
        vocabulary,
        synonyms,
    }
}

/// Optimal string alignment distance, giving up once it passes `max` (a swap of two letters costs one).
fn distance(a: &[u8], b: &[u8], max: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > max {
        return None;
    }
    let n = b.len();
    let mut prev2 = vec![0usize; n + 1];
    let mut prev: Vec<usize> = (0..=n).collect();
    let mut cur = vec![0usize; n + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        let mut row_min = cur[0];
        for j in 1..=n {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(prev2[j - 2] + 1);
            }
            cur[j] = v;
            row_min = row_min.min(v);
        }
        if row_min > max {
            return None;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    (prev[n] <= max).then_some(prev[n])
}

fn typo_budget(len: usize) -> usize {
    match len {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Vocabulary words a query word stands for, with how well each matches.
fn expand(ix: &'static Index, q: &str, last: bool) -> Vec<(&'static str, f32)> {
    let mut out: Vec<(&'static str, f32)> = Vec::new();
    let mut add = |w: &'static str, s: f32| match out.iter_mut().find(|(x, _)| *x == w) {
        Some((_, best)) => *best = best.max(s),
        None => out.push((w, s)),
    };
    let budget = typo_budget(q.chars().count());
    let syns: Vec<&String> = ix
        .synonyms
        .get(q)
        .map(|v| v.iter().collect())
        .unwrap_or_default();
    for v in &ix.vocabulary {
        let v: &'static str = v.as_str();
        if v == q {
            add(v, EXACT);
        } else if syns.iter().any(|s| s.as_str() == v) {
            add(v, SYNONYM);
        } else if (last || q.len() >= 3) && q.len() >= 2 && v.starts_with(q) {
            // Prefixes let "phal" find the phalanx while the player is still typing.
            add(v, PREFIX);
        } else if budget > 0 && distance(q.as_bytes(), v.as_bytes(), budget).is_some() {
            add(v, TYPO);
        }
    }
    out
}

/// What the benchmark types into the search, one query a keystroke: a one-letter prefix, plurals, typos and a
/// whole question. Timed in wasm by `scripts/bench`; the tests check each finds its entries.
pub const BENCH_QUERIES: [&str; 7] = [
    "wedge",
    "grapeshto",
    "break test",
    "phalanxes",
    "what does a wedge need to break a shield wall",
    "t",
    "hesian ralley",
];

/// Searches every entry (or one system's, with the shared framework included) for a query typed so far.
pub fn search(query: &str, system: Option<System>) -> Vec<Hit> {
    let ix = index();
    let all = entries();
    let terms: Vec<String> = words(query)
        .filter(|w| !STOP.contains(&w.as_str()))
        .collect();
    if terms.is_empty() {
        return Vec::new();
    }
    // Per entry: total score, words matched, matched in title.
    let mut scores: HashMap<u16, (f32, usize, bool)> = HashMap::new();
    for (n, q) in terms.iter().enumerate() {
        let mut best: HashMap<u16, (f32, bool)> = HashMap::new();
        for (word, quality) in expand(ix, q, n + 1 == terms.len()) {
            if let Some(list) = ix.postings.get(word) {
                for &(i, weight) in list {
                    let s = quality * weight;
                    let b = best.entry(i).or_insert((0.0, false));
                    if s > b.0 {
                        *b = (s, weight >= TITLE);
                    }
                }
            }
        }
        for (i, (s, title)) in best {
            let t = scores.entry(i).or_insert((0.0, 0, false));
            t.0 += s;
            t.1 += 1;
            t.2 |= title;
        }
    }
    let phrase = query.trim().to_ascii_lowercase();
    let mut hits: Vec<(usize, Hit)> = scores
        .into_iter()
        .filter_map(|(i, (mut score, matched, in_title))| {
            let e = all.get(i as usize)?;
            if let Some(s) = system
                && e.system.is_some()
                && e.system != Some(s)
            {
                return None;
            }
            if phrase.len() >= 3 && e.title.to_ascii_lowercase().contains(&phrase) {
                score += TITLE;
            }
            Some((
                matched,
                Hit {
                    id: e.id,
                    system: e.system,
                    title: e.title,
                    score,
                    in_title,
                },
            ))
        })
        .collect();
    // Entries matching more of the query come first, then by score; ids break ties so results are stable (the
    // order is total, so the smaller unstable sort gives the same).
    hits.sort_unstable_by(|(ma, a), (mb, b)| {
        mb.cmp(ma)
            .then(b.score.total_cmp(&a.score))
            .then(a.id.cmp(b.id))
    });
    hits.into_iter().map(|(_, h)| h).collect()
}
