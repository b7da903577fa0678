//! The exact decimal digits of a float, worked out with whole numbers: the shortest digits that read back as
//! the same float (how saved documents write a fraction, as serde_json did) and a fixed number of decimals.
//!
//! Why not Rust's float printing: it is about 10 KB of every page that writes a fraction (tables of powers and
//! a big-number fallback). This is about a kilobyte and slower, which does not matter for the handful of
//! numbers a page writes. Tests check both against Rust's own printing. This module knows no rule system.

/// A whole number of any size, for the exact value of a float: base 2³² digits, least significant first.
struct Big(Vec<u32>);

impl Big {
    fn new(n: u64) -> Big {
        Big(vec![n as u32, (n >> 32) as u32])
    }

    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let v = u64::from(*limb) * u64::from(k) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place and gives the remainder.
    fn div_small(&mut self, k: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rem << 32) | u64::from(*limb);
            *limb = (v / u64::from(k)) as u32;
            rem = v % u64::from(k);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    /// The decimal digits, most significant first; none for zero.
    fn digits(mut self) -> Vec<u8> {
        let mut out = Vec::new();
        while !self.0.is_empty() {
            let mut chunk = self.div_small(1_000_000_000);
            for _ in 0..9 {
                out.push((chunk % 10) as u8);
                chunk /= 10;
            }
        }
        while out.last() == Some(&0) {
            out.pop();
        }
        out.reverse();
        out
    }
}

/// `n × 2^q` exactly, as decimal digits times `10^exp` (the exponent returned).
fn dyadic(n: u64, q: i32) -> (Vec<u8>, i32) {
    let mut big = Big::new(n);
    if q >= 0 {
        for _ in 0..q {
            big.mul_small(2);
        }
        (big.digits(), 0)
    } else {
        // n / 2^k = n × 5^k / 10^k.
        for _ in 0..-q {
            big.mul_small(5);
        }
        (big.digits(), q)
    }
}

/// A finite float's magnitude as `m × 2^q`, with the exponent of the smallest floats for subnormals.
fn parts(x: f64) -> (u64, i32) {
    let bits = x.abs().to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), exp - 1075)
    }
}

/// Left-pads `d` with zeros to `len` digits.
fn padded(mut d: Vec<u8>, len: usize) -> Vec<u8> {
    let mut out = vec![0; len.saturating_sub(d.len())];
    out.append(&mut d);
    out
}

/// Adds one at digit `at` (counted from the left) of `d`; false if it carries out of the number.
fn add_one_at(d: &mut [u8], at: usize) -> bool {
    for digit in d[..=at].iter_mut().rev() {
        if *digit == 9 {
            *digit = 0;
        } else {
            *digit += 1;
            return true;
        }
    }
    false
}

/// The shortest digits that read back as `x`, in Rust's `{:e}` layout ("1.25e-1", "-3e2", "0e0"): of two
/// candidates as short, the nearer. `None` for a value that is not finite.
pub fn shortest(x: f64) -> Option<String> {
    if !x.is_finite() {
        return None;
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return Some(format!("{sign}0e0"));
    }
    let (m, q) = parts(x);
    // The floats either side are m ± 1; anything strictly between the midpoints reads back as x, and a
    // midpoint itself does when m is even (ties go to the even float). Below a power of two the float under x
    // is nearer, a quarter step rather than a half.
    let lowest_of_binade = m == 1 << 52 && q > -1074;
    let (x4, low4, high4) = (
        4 * m,
        4 * m - if lowest_of_binade { 1 } else { 2 },
        4 * m + 2,
    );
    let inclusive = m % 2 == 0;
    let (xd, exp) = dyadic(x4, q - 2);
    let (ld, _) = dyadic(low4, q - 2);
    let (hd, _) = dyadic(high4, q - 2);
    let len = xd.len().max(hd.len());
    let (xd, ld, hd) = (padded(xd, len), padded(ld, len), padded(hd, len));
    let first = xd.iter().position(|&d| d != 0)?;
    let above_low = |c: &[u8]| if inclusive { c >= &ld[..] } else { c > &ld[..] };
    let below_high = |c: &[u8]| if inclusive { c <= &hd[..] } else { c < &hd[..] };
    let mut chosen = xd.clone();
    for keep in first..len {
        let rest = &xd[keep + 1..];
        let mut down = xd.clone();
        down[keep + 1..].fill(0);
        let mut up = down.clone();
        let up_fits = add_one_at(&mut up, keep) && below_high(&up);
        let down_fits = above_low(&down);
        if !(up_fits || down_fits) {
            continue;
        }
        // Which is nearer x: compare the dropped digits with half a unit of the kept ones. A tie goes up, as
        // Rust's own printing (and so serde_json's) breaks it.
        let half: Vec<u8> = std::iter::once(5)
            .chain(std::iter::repeat_n(0, rest.len().saturating_sub(1)))
            .collect();
        let nearer_up = rest >= &half[..];
        chosen = match (down_fits, up_fits) {
            (true, true) if nearer_up => up,
            (true, _) => down,
            (false, _) => up,
        };
        break;
    }
    let start = chosen.iter().position(|&d| d != 0)?;
    let end = chosen.iter().rposition(|&d| d != 0)? + 1;
    // The value is chosen × 10^exp, so its leading digit stands for 10^(len - 1 - start + exp).
    let e10 = len as i32 - 1 - start as i32 + exp;
    let text: String = chosen[start..end]
        .iter()
        .map(|d| char::from(b'0' + d))
        .collect();
    let (head, tail) = text.split_at(1);
    Some(if tail.is_empty() {
        format!("{sign}{head}e{e10}")
    } else {
        format!("{sign}{head}.{tail}e{e10}")
    })
}

/// `x` with exactly `decimals` decimals, its exact value rounded half to even, as Rust's `{:.N}` writes it
/// ("0.12" for 0.125, "-3.00"). `None` for a value that is not finite.
pub fn fixed_exact(x: f64, decimals: usize) -> Option<String> {
    if !x.is_finite() {
        return None;
    }
    let (m, q) = parts(x);
    let (mut d, exp) = dyadic(m, q);
    // Value = d × 10^exp; move to a whole number of 10^-decimals units, rounding what falls off.
    let shift = exp + decimals as i32;
    if shift >= 0 {
        d.extend(std::iter::repeat_n(0, shift as usize));
    } else {
        let drop = (-shift) as usize;
        let d_len = d.len();
        let keep = d_len.saturating_sub(drop);
        let rest = padded(d[keep..].to_vec(), drop);
        d.truncate(keep);
        let half: Vec<u8> = std::iter::once(5)
            .chain(std::iter::repeat_n(0, drop - 1))
            .collect();
        let last_odd = d.last().is_some_and(|l| l % 2 == 1);
        let up = match rest.cmp(&half) {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => last_odd,
        };
        if up {
            d.insert(0, 0);
            let at = d.len() - 1;
            add_one_at(&mut d, at);
        }
    }
    let d = padded(d, decimals + 1);
    let start = d[..d.len() - decimals - 1]
        .iter()
        .position(|&v| v != 0)
        .unwrap_or(d.len() - decimals - 1);
    let text: String = d[start..].iter().map(|v| char::from(b'0' + v)).collect();
    let (whole, frac) = text.split_at(text.len() - decimals);
    let sign = if x.is_sign_negative() { "-" } else { "" };
    Some(if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn shortest_digits_as_rust_writes_them() {
        for x in [
            0.25,
            15.0,
            1.0,
            0.1,
            0.3,
            1.5,
            20.0,
            -2.5,
            1e21,
            1e22,
            1e23,
            123456789.125,
            5e-324,
            2.2250738585072014e-308,
            f64::MAX,
            f64::MIN_POSITIVE,
            0.1 + 0.2,
            9007199254740993.0,
            -0.0,
            0.0,
            100.0,
            1e-7,
        ] {
            assert_eq!(shortest(x).unwrap(), format!("{x:e}"), "{x}");
        }
        assert_eq!(shortest(f64::NAN), None);
        assert_eq!(shortest(f64::INFINITY), None);
    }

    #[test]
    fn fixed_decimals_as_rust_writes_them() {
        for x in [
            0.125, 0.375, 2.5, -2.5, 1234.005, 0.0, -0.0, 999.995, 1e20, 0.001, -0.001, 1e-300,
        ] {
            assert_eq!(fixed_exact(x, 2).unwrap(), format!("{x:.2}"), "{x}");
            assert_eq!(fixed_exact(x, 0).unwrap(), format!("{x:.0}"), "{x}");
        }
    }

    proptest! {
        #[test]
        fn any_float_reads_back_with_rusts_digits(bits in any::<u64>(), y in -1e7f64..1e7) {
            let x = f64::from_bits(bits);
            prop_assume!(x.is_finite());
            prop_assert_eq!(shortest(x).unwrap(), format!("{x:e}"));
            prop_assert_eq!(shortest(y).unwrap(), format!("{y:e}"));
            let tenths = (y * 10.0).round() / 10.0;
            prop_assert_eq!(shortest(tenths).unwrap(), format!("{tenths:e}"));
        }

        #[test]
        fn any_amount_to_two_decimals(x in -1e9f64..1e9, y in any::<u64>()) {
            prop_assert_eq!(fixed_exact(x, 2).unwrap(), format!("{x:.2}"));
            let y = f64::from_bits(y);
            prop_assume!(y.is_finite());
            prop_assert_eq!(fixed_exact(y, 2).unwrap(), format!("{y:.2}"));
        }
    }
}
