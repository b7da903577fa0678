//! Reading any serde type out of a `Json` tree: the small JSON reader as a serde data format, so saved types
//! keep their derives and their exact stored shape without serde_json's generic reader on the phone.
//!
//! Numbers stay text in the tree and are read as the type asks: whole-number fields never reach the float
//! parser, so pages without fractional numbers carry none of it.

use std::fmt;

use serde::de::value::{BorrowedStrDeserializer, MapDeserializer, SeqDeserializer};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, EnumAccess, IntoDeserializer, Unexpected,
    VariantAccess, Visitor,
};
use serde::{Deserialize, Deserializer};

use super::tree::{Json, float_text, number_value};

/// Why a document did not read as the type asked for: the text for a developer (the player sees
/// `LoadError`'s own message). Boxed, so every reader's result carries one word for it rather than three:
/// the readers of the many saved types stay smaller.
#[derive(Debug, Clone, PartialEq, Eq)]
#[expect(
    clippy::box_collection,
    reason = "one word in every result, for size; the extra allocation happens only on an error"
)]
pub struct Error(Box<String>);

impl Error {
    pub fn new(message: String) -> Error {
        Error(Box::new(message))
    }

    pub fn message(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(msg.to_string())
    }

    // serde's own wording prints the value found with its `Display`, which formats a float and so brings Rust's
    // float printing (about 5 KB) to pages that never print one. This says what kind of value it was instead.
    fn invalid_type(found: Unexpected, expected: &dyn de::Expected) -> Error {
        Error::new(format!(
            "invalid type: {}, expected {expected}",
            kind(&found)
        ))
    }

    fn invalid_value(found: Unexpected, expected: &dyn de::Expected) -> Error {
        Error::new(format!(
            "invalid value: {}, expected {expected}",
            kind(&found)
        ))
    }
}

/// What kind of value was found, for an error: the text itself for a string or a number kept as text, no float
/// printed.
fn kind(found: &Unexpected) -> String {
    match found {
        Unexpected::Bool(b) => format!("boolean `{b}`"),
        Unexpected::Unsigned(n) => format!("integer `{n}`"),
        Unexpected::Signed(n) => format!("integer `{n}`"),
        Unexpected::Float(_) => "a number with a fraction".to_string(),
        Unexpected::Char(c) => format!("character `{c}`"),
        Unexpected::Str(s) => format!("string \"{s}\""),
        Unexpected::Other(other) => (*other).to_string(),
        Unexpected::Unit => "null".to_string(),
        Unexpected::Seq => "a list".to_string(),
        Unexpected::Map => "a record".to_string(),
        _ => "another kind of value".to_string(),
    }
}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(msg.to_string())
    }
}

/// Reads `T` from a parsed document.
pub fn from_json<'de, T: Deserialize<'de>>(json: &'de Json) -> Result<T, Error> {
    T::deserialize(json)
}

/// Reads `T` from JSON text.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    let json = Json::parse(text).map_err(|e| Error::new(format!("not JSON at byte {}", e.at)))?;
    from_json(&json)
}

/// A whole number, for the integer types: a fraction is refused without parsing it as a float.
fn integer<'de, V: Visitor<'de>>(text: &str, v: V) -> Result<V::Value, Error> {
    if let Ok(n) = text.parse::<u64>() {
        v.visit_u64(n)
    } else if let Ok(n) = text.parse::<i64>() {
        v.visit_i64(n)
    } else {
        Err(de::Error::invalid_type(Unexpected::Other(text), &v))
    }
}

/// Any number as an `f64`, for the float types and for a number read without a type.
fn fraction(text: &str) -> Result<f64, Error> {
    match number_value(text) {
        Some(x) if x.is_finite() => Ok(x),
        _ => Err(de::Error::invalid_value(
            Unexpected::Other(text),
            &"a finite number",
        )),
    }
}

/// Any number, read without a type (a buffered enum, a kept subtree): whole numbers as integers, as
/// serde_json read them, others as `f64`.
fn number<'de, V: Visitor<'de>>(text: &str, v: V) -> Result<V::Value, Error> {
    if !text.contains(['.', 'e', 'E']) {
        if let Ok(n) = text.parse::<u64>() {
            return v.visit_u64(n);
        }
        if let Ok(n) = text.parse::<i64>() {
            return v.visit_i64(n);
        }
    }
    v.visit_f64(fraction(text)?)
}

impl Json {
    /// What a value is, for an error: kept out of each type's reader, so every reader stays small.
    fn unexpected(&self) -> Unexpected<'_> {
        match self {
            Json::Null => Unexpected::Unit,
            Json::Bool(b) => Unexpected::Bool(*b),
            Json::Number(text) => Unexpected::Other(text),
            Json::Str(s) => Unexpected::Str(s),
            Json::Array(_) => Unexpected::Seq,
            Json::Object(_) => Unexpected::Map,
        }
    }

    /// The error for a value of the wrong kind.
    fn wrong(&self, expected: &dyn de::Expected) -> Error {
        de::Error::invalid_type(self.unexpected(), expected)
    }
}

fn visit_array<'de, V: Visitor<'de>>(items: &'de [Json], v: V) -> Result<V::Value, Error> {
    let mut seq = SeqDeserializer::new(items.iter());
    let value = v.visit_seq(&mut seq)?;
    seq.end()?;
    Ok(value)
}

fn visit_object<'de, V: Visitor<'de>>(
    members: &'de [(String, Json)],
    v: V,
) -> Result<V::Value, Error> {
    let mut map = MapDeserializer::new(
        members
            .iter()
            .map(|(k, v)| (BorrowedStrDeserializer::new(k), v)),
    );
    let value = v.visit_map(&mut map)?;
    map.end()?;
    Ok(value)
}

macro_rules! integers {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
            match self {
                Json::Number(text) => integer(text, v),
                other => Err(other.wrong(&v)),
            }
        }
    )*};
}

macro_rules! floats {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
            match self {
                Json::Number(text) => v.visit_f64(fraction(text)?),
                other => Err(other.wrong(&v)),
            }
        }
    )*};
}

macro_rules! texts {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
            match self {
                Json::Str(s) => v.visit_borrowed_str(s),
                other => Err(other.wrong(&v)),
            }
        }
    )*};
}

macro_rules! arrays {
    ($($method:ident($($arg:ty),*))*) => {$(
        fn $method<V: Visitor<'de>>(self, $(_: $arg,)* v: V) -> Result<V::Value, Error> {
            match self {
                Json::Array(items) => visit_array(items, v),
                other => Err(other.wrong(&v)),
            }
        }
    )*};
}

/// Each type's reader takes only the kind of value its type is written as (serde_json's own readers also took
/// an array for a struct; Sandtable never wrote one). Only a reader without a type takes any kind, so the
/// readers of the many saved types stay small.
impl<'de> Deserializer<'de> for &'de Json {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Json::Null => v.visit_unit(),
            Json::Bool(b) => v.visit_bool(*b),
            Json::Number(text) => number(text, v),
            Json::Str(s) => v.visit_borrowed_str(s),
            Json::Array(items) => visit_array(items, v),
            Json::Object(members) => visit_object(members, v),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Json::Bool(b) => v.visit_bool(*b),
            other => Err(other.wrong(&v)),
        }
    }

    integers!(deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64);

    floats!(deserialize_f32 deserialize_f64);

    texts!(deserialize_char deserialize_str deserialize_string deserialize_identifier);

    arrays!(deserialize_seq() deserialize_tuple(usize) deserialize_tuple_struct(&'static str, usize));

    fn deserialize_unit<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Json::Null => v.visit_unit(),
            other => Err(other.wrong(&v)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(v)
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Json::Object(members) => visit_object(members, v),
            other => Err(other.wrong(&v)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(v)
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        match self {
            Json::Null => v.visit_none(),
            some => v.visit_some(some),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, Error> {
        v.visit_newtype_struct(self)
    }

    /// Externally tagged, as serde_json writes enums: a unit variant as its name, any other as an object of
    /// one member, the variant's name to its content.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Error> {
        match self {
            Json::Str(name) => v.visit_enum(Variant {
                name,
                content: None,
            }),
            Json::Object(members) if members.len() == 1 => v.visit_enum(Variant {
                name: &members[0].0,
                content: Some(&members[0].1),
            }),
            other => Err(other.wrong(&v)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
        v.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        i128 u128 bytes byte_buf
    }
}

impl<'de> IntoDeserializer<'de, Error> for &'de Json {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

/// One enum value: its variant's name, and what the variant holds.
struct Variant<'de> {
    name: &'de str,
    content: Option<&'de Json>,
}

impl<'de> EnumAccess<'de> for Variant<'de> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self), Error> {
        let name = seed.deserialize(BorrowedStrDeserializer::<Error>::new(self.name))?;
        Ok((name, self))
    }
}

impl<'de> Variant<'de> {
    fn content(&self, expected: &str) -> Result<&'de Json, Error> {
        self.content
            .ok_or_else(|| de::Error::invalid_type(Unexpected::UnitVariant, &expected))
    }
}

impl<'de> VariantAccess<'de> for Variant<'de> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.content {
            None | Some(Json::Null) => Ok(()),
            Some(_) => Err(de::Error::invalid_type(
                Unexpected::Other("content"),
                &"a unit variant",
            )),
        }
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Error> {
        seed.deserialize(self.content("a newtype variant")?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, v: V) -> Result<V::Value, Error> {
        self.content("a tuple variant")?.deserialize_any(v)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Error> {
        self.content("a struct variant")?.deserialize_any(v)
    }
}

/// A subtree kept as it is, to be read later (an army's units met before its system is known).
impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Json, E> {
        Ok(Json::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Json, E> {
        Ok(Json::Number(n.to_string()))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Json, E> {
        Ok(Json::from_u64(n))
    }

    fn visit_f64<E>(self, x: f64) -> Result<Json, E> {
        Ok(float_text(x).map_or(Json::Null, Json::Number))
    }

    fn visit_str<E>(self, s: &str) -> Result<Json, E> {
        Ok(Json::Str(s.to_string()))
    }

    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }

    fn visit_none<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Json, D::Error> {
        Json::deserialize(d)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut members = Vec::new();
        while let Some(member) = map.next_entry()? {
            members.push(member);
        }
        Ok(Json::Object(members))
    }
}
