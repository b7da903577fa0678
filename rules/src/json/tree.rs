//! The JSON tree itself: parsed and written by hand, numbers kept as their text.
//!
//! Why not serde_json: its generic reader and float formatting were about an eighth of the dice tray's
//! download, and every other page paid for them too. The text is the same JSON either way, so files saved
//! before this module existed read back unchanged (the golden fixtures check it).

use std::fmt::Write;

/// Nesting deeper than this is refused, so a hostile document cannot exhaust the stack.
const MAX_DEPTH: usize = 64;

/// One JSON value. Numbers keep their text: the tray only ever needs whole numbers, so no float code is pulled in.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(String),
    Str(String),
    Array(Vec<Json>),
    /// Members in document order.
    Object(Vec<(String, Json)>),
}

/// Where the text stopped being JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// Byte offset of the problem.
    pub at: usize,
}

impl Json {
    /// Parses a whole document; anything but whitespace after the value is an error.
    pub fn parse(text: &str) -> Result<Json, SyntaxError> {
        let mut p = Parser {
            bytes: text.as_bytes(),
            pos: 0,
        };
        let value = p.value(0)?;
        p.skip_ws();
        if p.pos != p.bytes.len() {
            return Err(p.error());
        }
        Ok(value)
    }

    /// A member of an object (the first, if the key repeats).
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A whole number that fits in a `u64`; fractions, exponents and signs are not whole numbers here.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Number(text) if text.bytes().all(|b| b.is_ascii_digit()) => text.parse().ok(),
            _ => None,
        }
    }

    pub fn as_u32(&self) -> Option<u32> {
        self.as_u64().and_then(|n| u32::try_from(n).ok())
    }

    pub fn as_u8(&self) -> Option<u8> {
        self.as_u64().and_then(|n| u8::try_from(n).ok())
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }

    /// A number value from a whole number.
    pub fn from_u64(n: u64) -> Json {
        Json::Number(n.to_string())
    }

    /// An object from `(key, value)` pairs, in the order given.
    pub fn object<const N: usize>(members: [(&str, Json); N]) -> Json {
        Json::Object(
            members
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }

    /// The same value with every object's keys sorted and each key once (the last), as serde_json's own
    /// `Value` held them: for documents that once passed through one.
    pub fn sorted(self) -> Json {
        match self {
            Json::Array(items) => Json::Array(items.into_iter().map(Json::sorted).collect()),
            Json::Object(members) => {
                let mut members: Vec<(String, Json)> = members
                    .into_iter()
                    .rev()
                    .map(|(k, v)| (k, v.sorted()))
                    .collect();
                // Stable: of keys that repeat, the last (now first) is kept.
                members.sort_by(|a, b| a.0.cmp(&b.0));
                members.dedup_by(|later, earlier| later.0 == earlier.0);
                Json::Object(members)
            }
            other => other,
        }
    }

    /// The compact JSON text of this value.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(true) => out.push_str("true"),
            Json::Bool(false) => out.push_str("false"),
            Json::Number(text) => out.push_str(text),
            Json::Str(s) => write_str(s, out),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(members) => {
                out.push('{');
                for (i, (k, v)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(k, out);
                    out.push(':');
                    v.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// The value of a JSON number's text, `None` if it is not one. Correctly rounded, as Rust's own parser is, for
/// up to 15 significant digits with an exponent within ±22, which covers every number Sandtable writes (inches
/// and fractions such as 0.25 or 15.0); beyond that within a few units in the last place. Rust's parser would
/// add its 10 KB table of powers to every page that reads a saved fraction.
pub fn number_value(text: &str) -> Option<f64> {
    let (negative, rest) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (digits, mut exp) = match rest.find(['e', 'E']) {
        Some(at) => (&rest[..at], rest[at + 1..].parse::<i64>().ok()?),
        None => (rest, 0),
    };
    let (mut mantissa, mut after_point, mut any) = (0u64, false, false);
    for b in digits.bytes() {
        match b {
            b'.' if !after_point => after_point = true,
            b'0'..=b'9' => {
                any = true;
                if mantissa < 100_000_000_000_000_000 {
                    mantissa = mantissa * 10 + u64::from(b - b'0');
                    exp -= i64::from(after_point);
                } else {
                    // Digits past the eighteenth only shift the point.
                    exp += i64::from(!after_point);
                }
            }
            _ => return None,
        }
    }
    if !any {
        return None;
    }
    let value = scaled(mantissa, exp);
    Some(if negative { -value } else { value })
}

/// `mantissa` times ten to the `exp`. A whole number below 2^53 and a power of ten up to 1e22 are both exact
/// in an `f64`, so one multiplication or division rounds once, correctly (Clinger's fast path).
fn scaled(mantissa: u64, exp: i64) -> f64 {
    const EXACT: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    if mantissa == 0 {
        return 0.0;
    }
    let (mut mantissa, mut e) = (mantissa, exp);
    // Trailing zeros (`15.0` read as 150 tenths) and a large exponent with few digits are moved between the
    // two, to stay within the exact range.
    while mantissa % 10 == 0 {
        mantissa /= 10;
        e += 1;
    }
    while e > 22 && mantissa < (1 << 53) / 10 {
        mantissa *= 10;
        e -= 1;
    }
    let mut x = mantissa as f64;
    while e > 22 && x.is_finite() {
        x *= 1e22;
        e -= 22;
    }
    while e < -22 && x != 0.0 {
        x /= 1e22;
        e += 22;
    }
    let power = EXACT[e.unsigned_abs().min(22) as usize];
    if e >= 0 { x * power } else { x / power }
}

/// The text serde_json writes for a finite `f64`: the shortest digits that read back the same, `.0` after a
/// whole number, and an exponent with its sign outside 1e-5 to 1e16 (`1e-7`, `1.5e+20`). `None` for
/// infinities and NaN, which JSON cannot hold (serde_json writes `null`). The digits are Rust's own shortest
/// ones, worked out by `decimal` without Rust's float printing (at 16 or 17 digits, where two spellings can be
/// equally short, serde_json may pick the other: the same number; no saved number has that many), so only
/// their layout is done here.
pub fn float_text(x: f64) -> Option<String> {
    crate::decimal::shortest(x).map(|e| serde_json_layout(&e, 16, -5))
}

/// `float_text` for an `f32`: its own shortest digits, and serde_json's narrower range without an exponent.
pub fn float32_text(x: f32) -> Option<String> {
    x.is_finite()
        .then(|| serde_json_layout(&format!("{x:e}"), 13, -6))
}

/// Rewrites Rust's shortest exponent form (`-1.25e3`) the way serde_json lays the same digits out.
fn serde_json_layout(exponential: &str, widest: i32, smallest: i32) -> String {
    let (sign, rest) = match exponential.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", exponential),
    };
    let (mantissa, exp) = rest.split_once('e').unwrap_or((rest, "0"));
    let digits: String = mantissa.chars().filter(|&c| c != '.').collect();
    let len = digits.len() as i32;
    // The value is 0.DIGITS times ten to the `point`.
    let point = exp.parse::<i32>().unwrap_or(0) + 1;
    let zeros = |n: i32| "0".repeat(n.max(0) as usize);
    let body = if len <= point && point <= widest {
        format!("{digits}{}.0", zeros(point - len))
    } else if 0 < point && point <= widest {
        let (whole, frac) = digits.split_at(point as usize);
        format!("{whole}.{frac}")
    } else if smallest < point && point <= 0 {
        format!("0.{}{digits}", zeros(-point))
    } else if len == 1 {
        format!("{digits}e{:+}", point - 1)
    } else {
        format!("{}.{}e{:+}", &digits[..1], &digits[1..], point - 1)
    };
    format!("{sign}{body}")
}

fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

struct Parser<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn error(&self) -> SyntaxError {
        SyntaxError { at: self.pos }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, b: u8) -> Result<(), SyntaxError> {
        self.skip_ws();
        if self.peek() == Some(b) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error())
        }
    }

    fn literal(&mut self, word: &str, value: Json) -> Result<Json, SyntaxError> {
        if self.bytes[self.pos..].starts_with(word.as_bytes()) {
            self.pos += word.len();
            Ok(value)
        } else {
            Err(self.error())
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, SyntaxError> {
        if depth > MAX_DEPTH {
            return Err(self.error());
        }
        self.skip_ws();
        match self.peek() {
            Some(b'n') => self.literal("null", Json::Null),
            Some(b't') => self.literal("true", Json::Bool(true)),
            Some(b'f') => self.literal("false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Str),
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                self.skip_ws();
                if self.peek() == Some(b']') {
                    self.pos += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_ws();
                    match self.peek() {
                        Some(b',') => self.pos += 1,
                        Some(b']') => {
                            self.pos += 1;
                            return Ok(Json::Array(items));
                        }
                        _ => return Err(self.error()),
                    }
                }
            }
            Some(b'{') => {
                self.pos += 1;
                let mut members = Vec::new();
                self.skip_ws();
                if self.peek() == Some(b'}') {
                    self.pos += 1;
                    return Ok(Json::Object(members));
                }
                loop {
                    self.skip_ws();
                    if self.peek() != Some(b'"') {
                        return Err(self.error());
                    }
                    let key = self.string()?;
                    self.expect(b':')?;
                    members.push((key, self.value(depth + 1)?));
                    self.skip_ws();
                    match self.peek() {
                        Some(b',') => self.pos += 1,
                        Some(b'}') => {
                            self.pos += 1;
                            return Ok(Json::Object(members));
                        }
                        _ => return Err(self.error()),
                    }
                }
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error()),
        }
    }

    /// Checks the JSON number grammar and keeps the text.
    fn number(&mut self) -> Result<Json, SyntaxError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error()),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            self.required_digits()?;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            self.required_digits()?;
        }
        // Only ASCII was consumed, so this slice is on character boundaries.
        let text = String::from_utf8_lossy(&self.bytes[start..self.pos]).into_owned();
        Ok(Json::Number(text))
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
    }

    fn required_digits(&mut self) -> Result<(), SyntaxError> {
        if !matches!(self.peek(), Some(b'0'..=b'9')) {
            return Err(self.error());
        }
        self.digits();
        Ok(())
    }

    fn hex4(&mut self) -> Result<u32, SyntaxError> {
        let mut n = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                Some(b @ b'0'..=b'9') => b - b'0',
                Some(b @ b'a'..=b'f') => b - b'a' + 10,
                Some(b @ b'A'..=b'F') => b - b'A' + 10,
                _ => return Err(self.error()),
            };
            n = n * 16 + u32::from(d);
            self.pos += 1;
        }
        Ok(n)
    }

    /// A string, after its opening quote is seen.
    fn string(&mut self) -> Result<String, SyntaxError> {
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(b) = self.peek() else {
                return Err(self.error());
            };
            self.pos += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(e) = self.peek() else {
                        return Err(self.error());
                    };
                    self.pos += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.escaped_char()?,
                        _ => return Err(self.error()),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                0..=0x1f => return Err(self.error()),
                _ => out.push(b),
            }
        }
        // The input was a &str and escapes add whole characters, so this cannot fail; an error all the same
        // rather than a panic.
        String::from_utf8(out).map_err(|_| self.error())
    }

    /// The character of a `\u` escape, joining a surrogate pair.
    fn escaped_char(&mut self) -> Result<char, SyntaxError> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !self.bytes[self.pos..].starts_with(b"\\u") {
                return Err(self.error());
            }
            self.pos += 2;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(self.error());
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| self.error())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn reads_every_kind_of_value() {
        let j = Json::parse(
            r#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\u00e9\ud83c\udfb2\n"} "#,
        )
        .unwrap();
        assert_eq!(j.get("a").unwrap().as_array().unwrap().len(), 5);
        assert_eq!(j.get("a").unwrap().as_array().unwrap()[0].as_u64(), Some(1));
        assert_eq!(j.get("a").unwrap().as_array().unwrap()[1].as_u64(), None);
        assert_eq!(j.get("b").unwrap().as_str(), Some("x\"é🎲\n"));
    }

    #[test]
    fn refuses_what_is_not_json() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\"}",
            "01x",
            "\"\\x\"",
            "tru",
            "1 2",
            "\"\\ud800\"",
            "-",
            "1.",
            "\"a\nb\"",
        ] {
            assert!(Json::parse(bad).is_err(), "{bad}");
        }
        let deep = "[".repeat(10_000);
        assert!(Json::parse(&deep).is_err());
    }

    fn any_json() -> impl Strategy<Value = Json> {
        let leaf = prop_oneof![
            Just(Json::Null),
            any::<bool>().prop_map(Json::Bool),
            any::<u64>().prop_map(Json::from_u64),
            any::<String>().prop_map(Json::Str),
        ];
        leaf.prop_recursive(4, 32, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Json::Array),
                // Distinct keys in sorted order: the shape serde_json's own map writes back.
                prop::collection::btree_map(any::<String>(), inner, 0..6)
                    .prop_map(|m| Json::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        /// What this module writes, it reads back; and serde_json (which wrote every older file) reads it as
        /// the same document, so both directions stay compatible.
        #[test]
        fn round_trips_and_agrees_with_serde_json(j in any_json()) {
            let text = j.to_text();
            prop_assert_eq!(Json::parse(&text).unwrap(), j);
            let theirs: serde_json::Value = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(serde_json::to_string(&theirs).unwrap(), text);
        }

        #[test]
        fn never_panics(s in ".{0,64}") {
            let _ = Json::parse(&s);
        }
    }
}
