//! Reading numbers a player typed. Limits belong to the rules, so the app asks here rather than checking itself.

use crate::error::{Problem, RulesError, check_range};

/// Parses typed text as a whole number within `min..=max`.
///
/// Accepts surrounding spaces and a leading `+`; anything else that is not digits is refused with a message.
pub fn parse_whole(what: &'static str, text: &str, min: i64, max: i64) -> Result<i64, RulesError> {
    let t = text.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    let not_a_number = || {
        RulesError::from(Problem::NotANumber {
            what,
            text: text.to_string(),
        })
    };
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(not_a_number());
    }
    // Saturate very long digit strings: they are out of range whatever they say.
    let magnitude: i64 = digits.parse().unwrap_or(i64::MAX);
    let value = if negative { -magnitude } else { magnitude };
    check_range(what, value, min, max)?;
    Ok(value)
}

/// Parses typed text as a number that may have a fractional part ("2", "1.5", "0,25", ".5").
///
/// Range and step are the caller's rules (a house setting checks its own); this only refuses text that is not
/// a plain decimal number, so no exponent, infinity or NaN ever reaches a rule.
pub fn parse_decimal(what: &'static str, text: &str) -> Result<f64, RulesError> {
    let t = text.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    let refuse = || {
        RulesError::from(Problem::NotADecimal {
            what,
            text: text.to_string(),
        })
    };
    let (negative, rest) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    // A decimal comma is how many players write a half.
    let rest = rest.replacen(',', ".", 1);
    let (whole, frac) = rest.split_once('.').unwrap_or((&rest, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && frac.is_empty()) || !digits(whole) || !digits(frac) {
        return Err(refuse());
    }
    // Long digit strings parse to a huge finite value or infinity; either is refused by the caller's range.
    // The JSON reader's own parser, not Rust's, whose table of powers is 10 KB of the page's download: it is
    // exact for the few digits a player types.
    let value = crate::json::tree::number_value(&rest).ok_or_else(refuse)?;
    if !value.is_finite() {
        return Err(refuse());
    }
    Ok(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn typed_counts() {
        assert_eq!(parse_whole("dice", " 30 ", 0, 200), Ok(30));
        assert_eq!(parse_whole("dice", "+7", 0, 200), Ok(7));
        assert!(matches!(
            parse_whole("dice", "500", 0, 200)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::OutOfRange { got: 500, .. })
        ));
        assert!(matches!(
            parse_whole("dice", "-3", 0, 200)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::OutOfRange { got: -3, .. })
        ));
        assert!(matches!(
            parse_whole("dice", "abc", 0, 200)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::NotANumber { .. })
        ));
        assert!(matches!(
            parse_whole("dice", "", 0, 200)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::NotANumber { .. })
        ));
        assert!(matches!(
            parse_whole("dice", "1.5", 0, 200)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::NotANumber { .. })
        ));
        assert!(matches!(
            parse_whole("dice", "99999999999999999999999", 0, 200)
                .as_ref()
                .map_err(RulesError::problem),
            Err(Problem::OutOfRange { .. })
        ));
    }

    #[test]
    fn typed_decimals() {
        assert_eq!(parse_decimal("speed", " 1.5 "), Ok(1.5));
        assert_eq!(parse_decimal("speed", "0,25"), Ok(0.25));
        assert_eq!(parse_decimal("speed", ".5"), Ok(0.5));
        assert_eq!(parse_decimal("speed", "3."), Ok(3.0));
        assert_eq!(parse_decimal("speed", "+2"), Ok(2.0));
        assert_eq!(parse_decimal("speed", "-0.5"), Ok(-0.5));
        for bad in [
            "", " ", ".", "abc", "1.2.3", "1e3", "inf", "NaN", "1,5,0", "--1", "1 5",
        ] {
            assert!(
                matches!(
                    parse_decimal("speed", bad)
                        .as_ref()
                        .map_err(RulesError::problem),
                    Err(Problem::NotADecimal { .. })
                ),
                "{bad:?} should be refused"
            );
        }
        assert_eq!(
            parse_decimal("Regulars speed", "x")
                .unwrap_err()
                .to_string(),
            "\u{201c}x\u{201d} isn't a number. Enter Regulars speed as digits, like 2 or 1.5."
        );
    }

    proptest! {
        #[test]
        fn decimals_never_panic_and_are_finite(s in ".*") {
            if let Ok(v) = parse_decimal("speed", &s) {
                prop_assert!(v.is_finite());
            }
        }

        /// What a player types, up to fifteen digits, reads as exactly the number Rust's own parser gives.
        #[test]
        fn typed_decimals_read_exactly(whole in 0u64..10_000_000, frac in "[0-9]{0,8}", minus in any::<bool>()) {
            let text = format!("{}{whole}.{frac}", if minus { "-" } else { "" });
            prop_assert_eq!(parse_decimal("speed", &text), Ok(text.parse::<f64>().unwrap()));
        }


        #[test]
        fn never_panics_and_respects_bounds(s in ".*") {
            if let Ok(v) = parse_whole("dice", &s, 0, 200) {
                prop_assert!((0..=200).contains(&v));
            }
        }
    }
}
