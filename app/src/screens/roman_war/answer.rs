//! What every tab's answer is made of: the odds of a count (or the rules' reason there are none), a rolled
//! result for the top of the tab, and the few phrases the volley and template answers share.

use leptos::prelude::*;

use crate::computed::Computed;
use rules::mechanism::Explained;
use rules::odds::Distribution;
use rules::roman_war::SURVIVE_FROM;
use rules::roman_war::missiles::Effect;

use crate::components::odds_view::Noun;
use crate::screens::helpers::staged::Told;

/// What the odds of a volley or a template count.
pub(crate) const DEAD: Noun = Noun::new("man dead", "men dead");

/// "hits on 4–6" or "no face hits".
pub(crate) fn hits_on(e: Effect) -> String {
    if e == Effect::NONE {
        "no face hits".to_string()
    } else {
        format!("hits on {}", e.describe())
    }
}

/// "a man hit once lives on 5–6".
pub(crate) fn survival_line() -> String {
    format!(
        "a man hit once lives on {}",
        Effect(SURVIVE_FROM).describe()
    )
}

/// The odds as the answer shows them: a chance for each count, or the rules' reason there is none.
pub(crate) type Odds = Computed<Result<Distribution, String>>;

/// The distribution to draw, or nothing certain while the rules refuse the input (the answer is hidden then).
pub(crate) fn shown(odds: Odds) -> Signal<Distribution> {
    Signal::derive(move || odds.get().unwrap_or_else(|_| Distribution::certain(0)))
}

/// A rolled result as the dock's result reads it.
pub(crate) fn told<O: Explained>(r: Result<O, rules::error::RulesError>) -> Result<Told, String> {
    r.map(|o| Told::new(o.summary(), o.rule()))
        .map_err(|e| e.to_string())
}
