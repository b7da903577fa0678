//! Reading and writing a type by hand, in the shape serde's derive stored it: for the types every large page
//! reads (the house rules, armies), where the derive's generated reader and writer were the largest single part
//! of those pages' saved-data code (15.6 KB brotli of the backup page for the house rules).
//!
//! A type says how it is stored with [`named_field!`] (an enum of unit variants, by variant name) or
//! [`record_field!`] (a struct, its fields in declaration order, missing ones taking the struct's default or
//! refused). What the derive refused, these refuse: a value of the wrong kind, a number out of its type's range
//! or with a fraction where a count belongs, an unknown variant, a field written twice, a required field left
//! out. Fields they do not know are skipped, as the derive skipped them, so older files still read.

use super::de::Error;
use super::tree::{Json, float_text, number_value};

/// A value stored in a saved document.
pub trait Field: Sized {
    /// Reads the value; the error says what was wrong, for a developer (the player sees `LoadError`'s words).
    fn read(json: &Json) -> Result<Self, Error>;

    /// Writes the value as the derive wrote it.
    fn write(&self) -> Json;
}

/// An error that names the member it happened in, so `a.b: not a whole number` leads to the place.
pub fn within(key: &str, e: Error) -> Error {
    let dot = if e.message().starts_with(':') {
        ""
    } else {
        "."
    };
    Error::new(format!("{key}{dot}{}", e.message()))
}

/// The members of a record.
pub fn members(json: &Json) -> Result<&[(String, Json)], Error> {
    match json {
        Json::Object(members) => Ok(members),
        _ => Err(Error::new(": not a record".to_string())),
    }
}

/// The member `key`, read, or `None` when the record leaves it out. A member written twice is refused.
pub fn member<T: Field>(members: &[(String, Json)], key: &str) -> Result<Option<T>, Error> {
    let mut found = members.iter().filter(|(k, _)| k == key).map(|(_, v)| v);
    match (found.next(), found.next()) {
        (Some(_), Some(_)) => Err(Error::new(format!("{key}: written twice"))),
        (Some(v), None) => T::read(v).map(Some).map_err(|e| within(key, e)),
        (None, _) => Ok(None),
    }
}

/// The member `key`, which the record must have.
pub fn required<T: Field>(members: &[(String, Json)], key: &str) -> Result<T, Error> {
    member(members, key)?.ok_or_else(|| Error::new(format!("{key}: missing")))
}

/// A whole number's value, without the float parser; `None` for anything else.
fn whole(json: &Json) -> Option<i128> {
    let Json::Number(text) = json else {
        return None;
    };
    text.parse::<i64>()
        .map(i128::from)
        .or_else(|_| text.parse::<u64>().map(i128::from))
        .ok()
}

macro_rules! whole_fields {
    ($($t:ty)*) => {$(
        impl Field for $t {
            fn read(json: &Json) -> Result<$t, Error> {
                whole(json)
                    .and_then(|n| <$t>::try_from(n).ok())
                    .ok_or_else(|| Error::new(format!(": not a whole number from {} to {}", <$t>::MIN, <$t>::MAX)))
            }

            fn write(&self) -> Json {
                Json::Number(self.to_string())
            }
        }
    )*};
}

whole_fields!(u8 u16 u32 i64 usize);

impl Field for f64 {
    fn read(json: &Json) -> Result<f64, Error> {
        match json {
            Json::Number(text) => number_value(text).filter(|x| x.is_finite()),
            _ => None,
        }
        .ok_or_else(|| Error::new(": not a number".to_string()))
    }

    /// The shortest text that reads back the same; a value with no JSON form (infinite, not a number) as
    /// `null`, as serde_json wrote it, which then reads back as damage rather than as a wrong number.
    fn write(&self) -> Json {
        float_text(*self).map_or(Json::Null, Json::Number)
    }
}

impl Field for bool {
    fn read(json: &Json) -> Result<bool, Error> {
        json.as_bool()
            .ok_or_else(|| Error::new(": not true or false".to_string()))
    }

    fn write(&self) -> Json {
        Json::Bool(*self)
    }
}

impl Field for String {
    fn read(json: &Json) -> Result<String, Error> {
        json.as_str()
            .map(str::to_string)
            .ok_or_else(|| Error::new(": not text".to_string()))
    }

    fn write(&self) -> Json {
        Json::Str(self.clone())
    }
}

/// A value that may be absent: `null`, as serde wrote `None`.
impl<T: Field> Field for Option<T> {
    fn read(json: &Json) -> Result<Option<T>, Error> {
        match json {
            Json::Null => Ok(None),
            _ => T::read(json).map(Some),
        }
    }

    fn write(&self) -> Json {
        self.as_ref().map_or(Json::Null, Field::write)
    }
}

/// A list of any length.
impl<T: Field> Field for Vec<T> {
    fn read(json: &Json) -> Result<Vec<T>, Error> {
        let items = json
            .as_array()
            .ok_or_else(|| Error::new(": not a list".to_string()))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| T::read(item).map_err(|e| within(&i.to_string(), e)))
            .collect()
    }

    fn write(&self) -> Json {
        Json::Array(self.iter().map(Field::write).collect())
    }
}

/// Any JSON, kept as it is (read later, once what it holds is known).
impl Field for Json {
    fn read(json: &Json) -> Result<Json, Error> {
        Ok(json.clone())
    }

    fn write(&self) -> Json {
        self.clone()
    }
}

/// A fixed-length list, as serde wrote arrays: exactly `N` items.
impl<T: Field, const N: usize> Field for [T; N] {
    fn read(json: &Json) -> Result<[T; N], Error> {
        let wrong_length = || Error::new(format!(": not a list of {N}"));
        let items = json.as_array().ok_or_else(wrong_length)?;
        let read = items
            .iter()
            .enumerate()
            .map(|(i, item)| T::read(item).map_err(|e| within(&i.to_string(), e)))
            .collect::<Result<Vec<T>, Error>>()?;
        read.try_into().map_err(|_| wrong_length())
    }

    fn write(&self) -> Json {
        Json::Array(self.iter().map(Field::write).collect())
    }
}

/// The variant named by `json` among `names`, or an error listing none of them (the player never sees it).
pub fn variant(json: &Json, names: &[&str]) -> Result<usize, Error> {
    json.as_str()
        .and_then(|s| names.iter().position(|n| *n == s))
        .ok_or_else(|| Error::new(": not a known reading".to_string()))
}

/// An enum of unit variants stored by variant name, as serde's derive stored it:
/// `named_field!(Third { Close, Medium, Long });`.
macro_rules! named_field {
    ($ty:ty { $($v:ident),+ $(,)? }) => {
        impl $crate::json::Field for $ty {
            fn read(json: &$crate::json::Json) -> Result<Self, $crate::json::Error> {
                const ALL: &[$ty] = &[$(<$ty>::$v),+];
                $crate::json::field::variant(json, &[$(stringify!($v)),+]).map(|i| ALL[i])
            }

            fn write(&self) -> $crate::json::Json {
                $crate::json::Json::Str(match self { $(Self::$v => stringify!($v)),+ }.to_string())
            }
        }
    };
}
pub(crate) use named_field;

/// An enum of unit variants declared together with its [`named_field!`] reader, so its variants are listed once:
/// `named_enum! { #[derive(..)] pub enum Side { A, B } }`.
macro_rules! named_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $v:ident),+ $(,)? }) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $v),+
        }
        $crate::json::field::named_field!($name { $($v),+ });
    };
}
pub(crate) use named_enum;

/// One member of a record: its key, and how to read it into the record and write it from the record. A record
/// type's members form a table, so one loop reads every record and each field adds only its two small functions
/// (a reader written out field by field came to three times the size on every page that reads house rules).
pub struct Member<S> {
    pub key: &'static str,
    /// A record without it is refused; otherwise a record without it keeps the starting value's.
    pub required: bool,
    pub read: fn(&mut S, &Json) -> Result<(), Error>,
    pub write: fn(&S) -> Json,
}

/// Reads a record member by member into `out`, which holds the value of each member left out.
pub fn read_record<S>(json: &Json, mut out: S, table: &[Member<S>]) -> Result<S, Error> {
    let mut seen = vec![false; table.len()];
    for (key, value) in members(json)? {
        if let Some(i) = table.iter().position(|m| m.key == key) {
            if std::mem::replace(&mut seen[i], true) {
                return Err(Error::new(format!("{key}: written twice")));
            }
            (table[i].read)(&mut out, value).map_err(|e| within(key, e))?;
        }
    }
    match table
        .iter()
        .zip(&seen)
        .find(|(m, seen)| m.required && !**seen)
    {
        Some((m, _)) => Err(Error::new(format!("{}: missing", m.key))),
        None => Ok(out),
    }
}

/// Writes a record's members in the table's order.
pub fn write_record<S>(record: &S, table: &[Member<S>]) -> Json {
    Json::Object(
        table
            .iter()
            .map(|m| (m.key.to_string(), (m.write)(record)))
            .collect(),
    )
}

/// A struct stored as a record of its fields, in declaration order. `default` fields left out of a record take
/// the struct's `Default` (the derive's `#[serde(default)]`); `required` fields must be there.
macro_rules! record_field {
    ($ty:ty, default { $($f:ident),+ $(,)? }) => {
        const _: () = {
            use $crate::json::field::{Member, read_record, write_record};
            use $crate::json::{Error, Field, Json};

            const MEMBERS: &[Member<$ty>] = &[$(
                Member {
                    key: stringify!($f),
                    required: false,
                    read: |s, j| {
                        s.$f = Field::read(j)?;
                        Ok(())
                    },
                    write: |s| Field::write(&s.$f),
                },
            )+];

            impl Field for $ty {
                fn read(json: &Json) -> Result<Self, Error> {
                    read_record(json, <$ty>::default(), MEMBERS)
                }

                fn write(&self) -> Json {
                    write_record(self, MEMBERS)
                }
            }
        };
    };
    ($ty:ty, required { $($f:ident),+ $(,)? }) => {
        impl $crate::json::Field for $ty {
            fn read(json: &$crate::json::Json) -> Result<Self, $crate::json::Error> {
                let members = $crate::json::field::members(json)?;
                Ok(Self { $($f: $crate::json::field::required(members, stringify!($f))?),+ })
            }

            fn write(&self) -> $crate::json::Json {
                $crate::json::Json::Object(vec![
                    $((stringify!($f).to_string(), $crate::json::Field::write(&self.$f))),+
                ])
            }
        }
    };
}
pub(crate) use record_field;

/// A struct read as [`record_field!`] reads one, for types whose documents are written by their serde derive
/// (which leaves empty members out): `read_field!(Unit, from Unit::new(..), required { troop, figures },
/// default { name, notes })`. Members left out keep the starting value's; `kind as "type"` reads the member
/// `type` into `kind`. `Field::write` writes every member, in the order listed.
macro_rules! read_field {
    (@key $f:ident) => { stringify!($f) };
    (@key $f:ident $k:literal) => { $k };
    ($ty:ty, from $start:expr,
        required { $($r:ident $(as $rk:literal)?),* $(,)? },
        default { $($f:ident $(as $fk:literal)?),* $(,)? }) => {
        const _: () = {
            use $crate::json::field::{Member, read_record, write_record};
            use $crate::json::{Error, Field, Json};

            const MEMBERS: &[Member<$ty>] = &[
                $(Member {
                    key: $crate::json::field::read_field!(@key $r $($rk)?),
                    required: true,
                    read: |s, j| {
                        s.$r = Field::read(j)?;
                        Ok(())
                    },
                    write: |s| Field::write(&s.$r),
                },)*
                $(Member {
                    key: $crate::json::field::read_field!(@key $f $($fk)?),
                    required: false,
                    read: |s, j| {
                        s.$f = Field::read(j)?;
                        Ok(())
                    },
                    write: |s| Field::write(&s.$f),
                },)*
            ];

            impl Field for $ty {
                fn read(json: &Json) -> Result<Self, Error> {
                    read_record(json, $start, MEMBERS)
                }

                fn write(&self) -> Json {
                    write_record(self, MEMBERS)
                }
            }
        };
    };
}
pub(crate) use read_field;

/// Reads `T` from JSON text that must be right, for tests.
#[cfg(test)]
pub fn read<T: Field>(text: &str) -> T {
    let json = Json::parse(text).expect("JSON");
    T::read(&json).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, Default, PartialEq)]
    enum Colour {
        #[default]
        Red,
        Blue,
    }
    named_field!(Colour { Red, Blue });

    #[derive(Debug, Clone, PartialEq)]
    struct Loose {
        n: u8,
        colour: Colour,
        xs: [u32; 2],
    }
    impl Default for Loose {
        fn default() -> Loose {
            Loose {
                n: 7,
                colour: Colour::Blue,
                xs: [1, 2],
            }
        }
    }
    record_field!(Loose, default { n, colour, xs });

    #[derive(Debug, Clone, PartialEq)]
    struct Strict {
        x: f64,
        on: bool,
        inner: Loose,
    }
    record_field!(Strict, required { x, on, inner });

    fn read<T: Field>(text: &str) -> Result<T, Error> {
        T::read(&Json::parse(text).unwrap())
    }

    #[test]
    fn writes_fields_in_order_and_reads_them_back() {
        let s = Strict {
            x: 0.25,
            on: true,
            inner: Loose {
                n: 3,
                colour: Colour::Red,
                xs: [4, 5],
            },
        };
        let text = s.write().to_text();
        assert_eq!(
            text,
            r#"{"x":0.25,"on":true,"inner":{"n":3,"colour":"Red","xs":[4,5]}}"#
        );
        assert_eq!(read::<Strict>(&text), Ok(s));
    }

    #[test]
    fn missing_fields_take_the_structs_default_or_are_refused() {
        assert_eq!(read::<Loose>("{}"), Ok(Loose::default()));
        assert_eq!(
            read::<Loose>(r#"{"n":1,"old":[true]}"#),
            Ok(Loose {
                n: 1,
                ..Loose::default()
            })
        );
        let e = read::<Strict>(r#"{"x":1,"inner":{}}"#).unwrap_err();
        assert_eq!(e.message(), "on: missing");
    }

    #[test]
    fn refuses_what_the_derive_refused() {
        for bad in [
            r#"{"n":256}"#,
            r#"{"n":-1}"#,
            r#"{"n":1.5}"#,
            r#"{"n":1e2}"#,
            r#"{"n":"1"}"#,
            r#"{"n":null}"#,
            r#"{"n":1,"n":1}"#,
            r#"{"colour":"Green"}"#,
            r#"{"colour":{"Red":null}}"#,
            r#"{"xs":[1]}"#,
            r#"{"xs":[1,2,3]}"#,
            r#"{"xs":[1,-2]}"#,
            r#"[7]"#,
            r#"null"#,
        ] {
            assert!(read::<Loose>(bad).is_err(), "{bad}");
        }
        let e = read::<Strict>(r#"{"x":1,"on":true,"inner":{"xs":[1,"a"]}}"#).unwrap_err();
        assert_eq!(
            e.message(),
            "inner.xs.1: not a whole number from 0 to 4294967295"
        );
        assert!(read::<Strict>(r#"{"x":"1","on":true,"inner":{}}"#).is_err());
        assert!(read::<Strict>(r#"{"x":1e999,"on":true,"inner":{}}"#).is_err());
        assert_eq!(read::<i64>("-20"), Ok(-20));
        assert_eq!(read::<f64>("3"), Ok(3.0));
    }
}
