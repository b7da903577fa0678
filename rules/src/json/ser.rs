//! Writing any serde type as a `Json` tree, in the shape serde_json wrote it: struct fields in declaration
//! order, enums externally tagged unless their derive says otherwise, `None` and units as `null`, whole numbers
//! as written by `to_string`, fractions as the shortest text that reads back the same. Files written before
//! this module existed are byte for byte what it writes now (the golden fixtures and the tests check it).

use serde::Serialize;
use serde::ser::{self, Error as _};

use super::de::Error;
use super::tree::{Json, float_text, float32_text, number_value};

/// The tree of `value`.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<Json, Error> {
    value.serialize(ToJson)
}

/// The compact JSON text of `value`, as serde_json's `to_string` wrote it.
pub fn to_text<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    to_json(value).map(|j| j.to_text())
}

/// The serializer: each value becomes its tree.
struct ToJson;

macro_rules! whole_numbers {
    ($($method:ident: $t:ty)*) => {$(
        fn $method(self, n: $t) -> Result<Json, Error> {
            Ok(Json::Number(n.to_string()))
        }
    )*};
}

impl ser::Serializer for ToJson {
    type Ok = Json;
    type Error = Error;
    type SerializeSeq = Items;
    type SerializeTuple = Items;
    type SerializeTupleStruct = Items;
    type SerializeTupleVariant = Tagged<Items>;
    type SerializeMap = Members;
    type SerializeStruct = Members;
    type SerializeStructVariant = Tagged<Members>;

    fn serialize_bool(self, b: bool) -> Result<Json, Error> {
        Ok(Json::Bool(b))
    }

    whole_numbers!(serialize_i8: i8 serialize_i16: i16 serialize_i32: i32 serialize_i64: i64
        serialize_u8: u8 serialize_u16: u16 serialize_u32: u32 serialize_u64: u64);

    fn serialize_f32(self, x: f32) -> Result<Json, Error> {
        Ok(float32_text(x).map_or(Json::Null, Json::Number))
    }

    /// A fraction as serde_json writes it; infinities and NaN, which JSON cannot hold, as `null`.
    fn serialize_f64(self, x: f64) -> Result<Json, Error> {
        Ok(float_text(x).map_or(Json::Null, Json::Number))
    }

    fn serialize_char(self, c: char) -> Result<Json, Error> {
        Ok(Json::Str(c.to_string()))
    }

    fn serialize_str(self, s: &str) -> Result<Json, Error> {
        Ok(Json::Str(s.to_string()))
    }

    fn serialize_bytes(self, bytes: &[u8]) -> Result<Json, Error> {
        Ok(Json::Array(
            bytes.iter().map(|&b| Json::from_u64(b.into())).collect(),
        ))
    }

    fn serialize_none(self) -> Result<Json, Error> {
        Ok(Json::Null)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Json, Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<Json, Error> {
        Ok(Json::Null)
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<Json, Error> {
        Ok(Json::Null)
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Json, Error> {
        Ok(Json::Str(variant.to_string()))
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Json, Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Json, Error> {
        Ok(tagged(variant, value.serialize(self)?))
    }

    fn serialize_seq(self, len: Option<usize>) -> Result<Items, Error> {
        Ok(Items(Vec::with_capacity(len.unwrap_or(0))))
    }

    fn serialize_tuple(self, len: usize) -> Result<Items, Error> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Items, Error> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Tagged<Items>, Error> {
        Ok(Tagged(variant, self.serialize_seq(Some(len))?))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Members, Error> {
        Ok(Members::default())
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Members, Error> {
        Ok(Members::default())
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Tagged<Members>, Error> {
        Ok(Tagged(variant, Members::default()))
    }
}

/// `{"variant": content}`, an externally tagged enum value.
fn tagged(variant: &str, content: Json) -> Json {
    Json::Object(vec![(variant.to_string(), content)])
}

/// The items of an array, as they come.
struct Items(Vec<Json>);

/// The members of an object, in the order they come; a map's key waiting for its value.
#[derive(Default)]
struct Members {
    members: Vec<(String, Json)>,
    key: Option<String>,
}

/// A tuple or struct variant's content, under its variant's name.
struct Tagged<T>(&'static str, T);

impl ser::SerializeSeq for Items {
    type Ok = Json;
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.0.push(value.serialize(ToJson)?);
        Ok(())
    }

    fn end(self) -> Result<Json, Error> {
        Ok(Json::Array(self.0))
    }
}

impl ser::SerializeTuple for Items {
    type Ok = Json;
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }

    fn end(self) -> Result<Json, Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for Items {
    type Ok = Json;
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }

    fn end(self) -> Result<Json, Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleVariant for Tagged<Items> {
    type Ok = Json;
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(&mut self.1, value)
    }

    fn end(self) -> Result<Json, Error> {
        Ok(tagged(self.0, ser::SerializeSeq::end(self.1)?))
    }
}

impl ser::SerializeMap for Members {
    type Ok = Json;
    type Error = Error;

    /// Keys are strings, or whole numbers written as strings, as serde_json allows.
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key = Some(match key.serialize(ToJson)? {
            Json::Str(s) | Json::Number(s) => s,
            _ => return Err(Error::custom("a map key must be a string or a number")),
        });
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let key = self
            .key
            .take()
            .ok_or_else(|| Error::custom("a map value without its key"))?;
        self.members.push((key, value.serialize(ToJson)?));
        Ok(())
    }

    fn end(self) -> Result<Json, Error> {
        Ok(Json::Object(self.members))
    }
}

impl ser::SerializeStruct for Members {
    type Ok = Json;
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.members
            .push((key.to_string(), value.serialize(ToJson)?));
        Ok(())
    }

    fn end(self) -> Result<Json, Error> {
        Ok(Json::Object(self.members))
    }
}

impl ser::SerializeStructVariant for Tagged<Members> {
    type Ok = Json;
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(&mut self.1, key, value)
    }

    fn end(self) -> Result<Json, Error> {
        Ok(tagged(self.0, ser::SerializeStruct::end(self.1)?))
    }
}

/// A tree written through any serializer: how a type stored by hand (`field`) sits inside one whose derive
/// writes it. Whole numbers go as integers, exactly; others as the `f64` their text reads as, which writes the
/// same text back for every number `float_text` wrote.
impl Serialize for Json {
    fn serialize<S: ser::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use ser::{SerializeMap, SerializeSeq};
        match self {
            Json::Null => s.serialize_unit(),
            Json::Bool(b) => s.serialize_bool(*b),
            Json::Number(text) => {
                if let Ok(n) = text.parse::<u64>() {
                    s.serialize_u64(n)
                } else if let Ok(n) = text.parse::<i64>() {
                    s.serialize_i64(n)
                } else {
                    let x = number_value(text).ok_or_else(|| S::Error::custom("not a number"))?;
                    s.serialize_f64(x)
                }
            }
            Json::Str(t) => s.serialize_str(t),
            Json::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Object(members) => {
                let mut map = s.serialize_map(Some(members.len()))?;
                for (k, v) in members {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}
