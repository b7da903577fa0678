//! Reading numbers a player typed. Limits belong to the rules, so the app asks here rather than checking itself.

use crate::error::{RulesError, check_range};

/// Parses typed text as a whole number within `min..=max`.
///
/// Accepts surrounding spaces and a leading `+`; anything else that is not digits is refused with a message.
pub fn parse_whole(what: &'static str, text: &str, min: i64, max: i64) -> Result<i64, RulesError> {
    let t = text.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    let not_a_number = || RulesError::NotANumber {
        what,
        text: text.to_string(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn typed_counts() {
        assert_eq!(parse_whole("dice", " 30 ", 0, 200), Ok(30));
        assert_eq!(parse_whole("dice", "+7", 0, 200), Ok(7));
        assert!(matches!(
            parse_whole("dice", "500", 0, 200),
            Err(RulesError::OutOfRange { got: 500, .. })
        ));
        assert!(matches!(
            parse_whole("dice", "-3", 0, 200),
            Err(RulesError::OutOfRange { got: -3, .. })
        ));
        assert!(matches!(
            parse_whole("dice", "abc", 0, 200),
            Err(RulesError::NotANumber { .. })
        ));
        assert!(matches!(
            parse_whole("dice", "", 0, 200),
            Err(RulesError::NotANumber { .. })
        ));
        assert!(matches!(
            parse_whole("dice", "1.5", 0, 200),
            Err(RulesError::NotANumber { .. })
        ));
        assert!(matches!(
            parse_whole("dice", "99999999999999999999999", 0, 200),
            Err(RulesError::OutOfRange { .. })
        ));
    }

    proptest! {
        #[test]
        fn never_panics_and_respects_bounds(s in ".*") {
            if let Ok(v) = parse_whole("dice", &s, 0, 200) {
                prop_assert!((0..=200).contains(&v));
            }
        }
    }
}
