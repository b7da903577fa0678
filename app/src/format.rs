//! Numbers as a player reads them. Written with integer arithmetic because Rust's float formatting adds
//! kilobytes to the download, and a phone on a beach has a weak signal.

/// `x` rounded to `decimals` places (0 to 3), such as "15.0" or "4.9".
pub fn fixed(x: f64, decimals: u32) -> String {
    if !x.is_finite() {
        return "?".to_string();
    }
    let scale = 10i64.pow(decimals.min(3));
    let n = (x * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let (whole, frac) = (n / scale as u64, n % scale as u64);
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!(
            "{sign}{whole}.{frac:0width$}",
            width = decimals.min(3) as usize
        )
    }
}

/// A probability as a percentage: "23%", "4.9%", "<0.1%", ">99.9%".
pub fn percent(p: f64) -> String {
    if p < 0.001 && p > 0.0 {
        "<0.1%".to_string()
    } else if p > 0.999 && p < 1.0 {
        ">99.9%".to_string()
    } else if p < 0.1 {
        format!("{}%", fixed(p * 100.0, 1))
    } else {
        format!("{}%", fixed(p * 100.0, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn formats_like_the_standard_library() {
        assert_eq!(fixed(15.0, 1), "15.0");
        assert_eq!(fixed(4.94, 1), "4.9");
        assert_eq!(fixed(-2.25, 1), "-2.3");
        assert_eq!(fixed(0.05, 2), "0.05");
        assert_eq!(fixed(104.6, 0), "105");
        assert_eq!(percent(0.049), "4.9%");
        assert_eq!(percent(0.5), "50%");
        assert_eq!(percent(0.0004), "<0.1%");
        assert_eq!(percent(0.9995), ">99.9%");
        assert_eq!(percent(0.0), "0.0%");
        assert_eq!(percent(1.0), "100%");
    }
}
