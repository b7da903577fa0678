//! The Sandy Hook forms as saved JSON, written and read through the small JSON tree of `rules::saved::json`
//! rather than serde: serde's reader for a form of fifty fields, and one for each kind of value in it, weighed
//! about a twentieth of the page's download (DESIGN.md, "The Sandy Hook pages"). Every field is listed once, in
//! the `record!` of its struct, so the writer and the reader cannot drift apart.
//!
//! A value is written the way serde wrote it before: numbers, flags and strings as themselves, a picked value by
//! its variant's name, records as objects. So the old page's form (`legacy`) reads through the same code.

use std::fmt::Debug;

use leptos::prelude::*;
use rules::dice::Coin;
use rules::procedure::Draw;
use rules::sandy_hook::guns::{Gun, GunState, TurnLog};
use rules::saved::envelope::{LoadError, unreadable_version};
use rules::saved::json::{Json, open_envelope, wrap_envelope};
use rules::text::Choice;

use crate::storage;

/// The format the forms are saved in.
pub const FORM_VERSION: u32 = 1;

/// A value of a saved form.
pub trait Value: Sized {
    /// The value, or `None` when the JSON is not one (a missing or damaged field keeps its default).
    fn read(j: &Json) -> Option<Self>;
    fn write(&self) -> Json;
}

impl Value for u32 {
    fn read(j: &Json) -> Option<u32> {
        j.as_u32()
    }

    fn write(&self) -> Json {
        Json::from_u64(u64::from(*self))
    }
}

impl Value for u8 {
    fn read(j: &Json) -> Option<u8> {
        j.as_u8()
    }

    fn write(&self) -> Json {
        Json::from_u64(u64::from(*self))
    }
}

impl Value for bool {
    fn read(j: &Json) -> Option<bool> {
        j.as_bool()
    }

    fn write(&self) -> Json {
        Json::Bool(*self)
    }
}

impl Value for String {
    fn read(j: &Json) -> Option<String> {
        j.as_str().map(str::to_string)
    }

    fn write(&self) -> Json {
        Json::Str(self.clone())
    }
}

impl<T: Value> Value for Option<T> {
    fn read(j: &Json) -> Option<Option<T>> {
        match j {
            Json::Null => Some(None),
            _ => T::read(j).map(Some),
        }
    }

    fn write(&self) -> Json {
        self.as_ref().map_or(Json::Null, Value::write)
    }
}

impl<T: Value> Value for Vec<T> {
    fn read(j: &Json) -> Option<Vec<T>> {
        j.as_array()?.iter().map(T::read).collect()
    }

    fn write(&self) -> Json {
        Json::Array(self.iter().map(Value::write).collect())
    }
}

/// A fixed number of values; missing or unreadable ones keep their default.
impl<T: Value + Default, const N: usize> Value for [T; N] {
    fn read(j: &Json) -> Option<[T; N]> {
        let items = j.as_array()?;
        Some(std::array::from_fn(|i| {
            items.get(i).and_then(T::read).unwrap_or_default()
        }))
    }

    fn write(&self) -> Json {
        Json::Array(self.iter().map(Value::write).collect())
    }
}

/// A picked value by its variant's name ("RomanLegionnaire"), as serde wrote it.
pub fn read_choice<T: Choice + Debug>(j: &Json) -> Option<T> {
    let name = j.as_str()?;
    T::ALL.iter().copied().find(|v| format!("{v:?}") == name)
}

pub fn write_choice<T: Debug>(v: &T) -> Json {
    Json::Str(format!("{v:?}"))
}

/// Implements `Value` for picked values (`Choice`), by name.
#[macro_export]
macro_rules! choice_value {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::screens::sandy_hook::saved::Value for $t {
            fn read(j: &rules::saved::json::Json) -> Option<$t> {
                $crate::screens::sandy_hook::saved::read_choice(j)
            }
            fn write(&self) -> rules::saved::json::Json {
                $crate::screens::sandy_hook::saved::write_choice(self)
            }
        }
    )*};
}

/// Implements `Value` for a record, from the list of its fields: written as an object in that order, read
/// field by field over the record's defaults. Written over a struct whose every field has its default after `=`,
/// it declares the struct (`Debug`, `Clone`, `PartialEq`), its `Default` and its `Value` together, so each field
/// is written once.
#[macro_export]
macro_rules! record {
    ($(#[$m:meta])* pub struct $t:ident { $($(#[$fm:meta])* pub $f:ident: $ft:ty = $d:expr),* $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, PartialEq)]
        pub struct $t {
            $($(#[$fm])* pub $f: $ft),*
        }

        impl Default for $t {
            fn default() -> Self {
                $t { $($f: $d),* }
            }
        }

        $crate::record!($t { $($f),* });
    };
    ($t:ty { $($f:ident),* $(,)? }) => {
        impl $crate::screens::sandy_hook::saved::Value for $t {
            fn read(j: &rules::saved::json::Json) -> Option<$t> {
                let mut v = <$t>::default();
                $(
                    if let Some(x) = j.get(stringify!($f)).and_then($crate::screens::sandy_hook::saved::Value::read) {
                        v.$f = x;
                    }
                )*
                Some(v)
            }
            fn write(&self) -> rules::saved::json::Json {
                rules::saved::json::Json::Object(vec![
                    $((stringify!($f).to_string(), $crate::screens::sandy_hook::saved::Value::write(&self.$f))),*
                ])
            }
        }
    };
}

impl Value for Coin {
    fn read(j: &Json) -> Option<Coin> {
        match j.as_str()? {
            "Heads" => Some(Coin::Heads),
            "Tails" => Some(Coin::Tails),
            _ => None,
        }
    }

    fn write(&self) -> Json {
        write_choice(self)
    }
}

/// A coin or a die played in a procedure: `{"Coin": "Heads"}` or `{"Face": 3}`.
impl Value for Draw {
    fn read(j: &Json) -> Option<Draw> {
        if let Some(c) = j.get("Coin") {
            return Coin::read(c).map(Draw::Coin);
        }
        j.get("Face").and_then(u8::read).map(Draw::Face)
    }

    fn write(&self) -> Json {
        match self {
            Draw::Coin(c) => Json::object([("Coin", c.write())]),
            Draw::Face(f) => Json::object([("Face", f.write())]),
        }
    }
}

/// A gun's state: `"InPosition"`, `"Hooked"` or `{"Settling": {"turns_left": 2}}`.
impl Value for GunState {
    fn read(j: &Json) -> Option<GunState> {
        match j.as_str() {
            Some("InPosition") => Some(GunState::InPosition),
            Some("Hooked") => Some(GunState::Hooked),
            _ => {
                let n = j.get("Settling")?.get("turns_left").and_then(u8::read)?;
                Some(GunState::Settling { turns_left: n })
            }
        }
    }

    fn write(&self) -> Json {
        match self {
            GunState::InPosition => Json::Str("InPosition".to_string()),
            GunState::Hooked => Json::Str("Hooked".to_string()),
            GunState::Settling { turns_left } => Json::object([(
                "Settling",
                Json::object([("turns_left", turns_left.write())]),
            )]),
        }
    }
}

record!(TurnLog {
    pushed,
    hooked,
    unhooked,
    towed,
    fired
});
record!(Gun { state, turn });

/// The form saved under `key`, and saved again after every change. A form that cannot be read is kept aside
/// by `storage::load` and the page starts from the defaults; one from a newer app is left untouched.
pub fn stored<F>(key: &'static str) -> RwSignal<F>
where
    F: Value + Default + Clone + PartialEq + Send + Sync + 'static,
{
    let loaded = storage::load(key, "helper entries", |text| match open_envelope(text)? {
        (FORM_VERSION, data) => F::read(&data).ok_or_else(|| LoadError::Corrupt {
            detail: "the form is not a record".to_string(),
        }),
        (v, _) => Err(unreadable_version(v, FORM_VERSION)),
    });
    if let Some(p) = loaded.problem {
        crate::notices::use_notices().push(p, true);
    }
    let form = RwSignal::new(loaded.value);
    let writable = loaded.writable;
    Effect::new(move |first: Option<()>| {
        let text = form.with(|f| wrap_envelope(FORM_VERSION, f.write()));
        if first.is_some() && writable {
            // The shell already says once when nothing can be saved; no need to repeat it on every tap.
            let _ = storage::save(key, &text);
        }
    });
    form
}
