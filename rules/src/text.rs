//! Words and numbers as a player reads them: the one number format of the whole app, one capitalise, and the
//! one label of each value a player picks.
//!
//! Everything here uses integer arithmetic: Rust's float formatting adds kilobytes to every page's download,
//! and a phone on a beach has a weak signal. This module knows no rule system.

/// A probability as the app shows it everywhere: one decimal between 0.1 % and 99.9 % ("72.2 %"),
/// "< 0.1 %" and "> 99.9 %" at the ends, "0 %" and "100 %" only for what is impossible or certain.
pub fn percent(p: f64) -> String {
    // Sums of exact probabilities land a hair off 0 and 1; anything closer than this is exact.
    const EXACT: f64 = 1e-9;
    if !p.is_finite() {
        "?".to_string()
    } else if p <= EXACT {
        "0 %".to_string()
    } else if p >= 1.0 - EXACT {
        "100 %".to_string()
    } else if p < 0.001 {
        "< 0.1 %".to_string()
    } else if p > 0.999 {
        "> 99.9 %".to_string()
    } else {
        format!("{} %", fixed(p * 100.0, 1))
    }
}

/// An average or any other measured amount, with one decimal: "4.2".
pub fn average(x: f64) -> String {
    fixed(x, 1)
}

/// `x` rounded half away from zero to `decimals` places (0 to 3): "15.0", "4.9", "-2.3".
pub fn fixed(x: f64, decimals: u32) -> String {
    if !x.is_finite() {
        return "?".to_string();
    }
    let decimals = decimals.min(3);
    let scale = 10i64.pow(decimals);
    let n = (x * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let (whole, frac) = (n / scale as u64, n % scale as u64);
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac:0width$}", width = decimals as usize)
    }
}

/// A measure as a tape reads it: whole numbers bare ("9"), others with one decimal ("13.5").
pub fn measure(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        fixed(x, 0)
    } else {
        fixed(x, 1)
    }
}

/// The chance of a yes/no roll in a player's words: "50.0 % chance they rally".
pub fn chance(p: f64, of_what: &str) -> String {
    format!("{} chance {of_what}", percent(p))
}

/// `s` with its first letter in capitals. ASCII only: every label of ours starts with an ASCII letter, and
/// Unicode case tables would add 13 KB to a page.
pub fn capitalise(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// A value a player picks from a short fixed list: every value in the order shown, and the words for each.
/// Each value's label is written once, here, and serves every picker, table and sentence that names it.
pub trait Choice: Copy + PartialEq + Send + Sync + 'static {
    /// Every value, in the order a picker lists them.
    const ALL: &'static [Self];
    /// The words shown for the value, capitalised as a button or list entry reads.
    fn label(self) -> &'static str;
}

/// Writes `Choice` for an enum: its picker list and each value's label, once.
///
/// `choice! { T; A => "a", B => "b" }` offers the values in the order written; `choice! { T in LIST; … }`
/// offers the values of `LIST` (the type's own `ALL`, or fewer values than it labels) and labels every value;
/// `choice! { T, U by name }` offers each type's own `ALL` under the names its `name()` gives them.
macro_rules! choice {
    ($($t:ident),+ by name) => {$(
        impl $crate::text::Choice for $t {
            const ALL: &'static [$t] = &$t::ALL;

            fn label(self) -> &'static str {
                self.name()
            }
        }
    )+};
    ($t:ident; $($v:ident => $label:literal),+ $(,)?) => {
        $crate::text::choice! { $t in &[$($t::$v),+]; $($v => $label),+ }
    };
    ($t:ident in $all:expr; $($v:ident => $label:literal),+ $(,)?) => {
        impl $crate::text::Choice for $t {
            const ALL: &'static [$t] = $all;

            fn label(self) -> &'static str {
                match self {
                    $($t::$v => $label,)+
                }
            }
        }
    };
}
pub(crate) use choice;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_have_one_decimal_and_plain_ends() {
        assert_eq!(percent(0.722), "72.2 %");
        assert_eq!(percent(0.716), "71.6 %");
        assert_eq!(percent(0.028), "2.8 %");
        assert_eq!(percent(0.5), "50.0 %");
        assert_eq!(percent(0.1), "10.0 %");
        assert_eq!(percent(0.0004), "< 0.1 %");
        assert_eq!(percent(0.9995), "> 99.9 %");
        assert_eq!(percent(0.0), "0 %");
        assert_eq!(percent(1.0), "100 %");
        // A certain event summed from many small probabilities still reads as certain.
        assert_eq!(percent(0.999_999_999_99), "100 %");
        assert_eq!(percent(f64::NAN), "?");
    }

    #[test]
    fn something_that_can_fail_never_reads_100() {
        // 1 - (5/6)^40: 40 dice, at least one 6. It can fail, so it must not read as certain.
        let p = 1.0 - (5.0f64 / 6.0).powi(40);
        assert_eq!(percent(p), "> 99.9 %");
        let q = 1.0 - (5.0f64 / 6.0).powi(12);
        assert_eq!(percent(q), "88.8 %");
    }

    #[test]
    fn numbers_round_half_away_from_zero() {
        assert_eq!(fixed(15.0, 1), "15.0");
        assert_eq!(fixed(4.94, 1), "4.9");
        assert_eq!(fixed(-2.25, 1), "-2.3");
        assert_eq!(fixed(0.05, 2), "0.05");
        assert_eq!(fixed(104.6, 0), "105");
        assert_eq!(average(3.5), "3.5");
        assert_eq!(average(7.0), "7.0");
        assert_eq!(measure(9.0), "9");
        assert_eq!(measure(13.5), "13.5");
    }

    #[test]
    fn a_yes_no_roll_reads_as_a_chance() {
        assert_eq!(chance(0.5, "they rally"), "50.0 % chance they rally");
    }

    #[test]
    fn capitalise_touches_only_the_first_letter() {
        assert_eq!(capitalise("bow"), "Bow");
        assert_eq!(capitalise("Roman legionnaire"), "Roman legionnaire");
        assert_eq!(capitalise(""), "");
        assert_eq!(capitalise("½ speed"), "½ speed");
    }
}
