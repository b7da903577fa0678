//! The shape Jersey Shore and Roman War armies share: one banner (a side, a nation) over a list of units.

/// Declares a system's `Forces`: its banner under the field name given (the key it is saved under, `side` or
/// `nation`) and its `Unit`s, with `new`, an army of that banner with no units yet. `from` names any banner:
/// reading starts from it, and every saved army names its own.
macro_rules! banner_forces {
    ($(#[$meta:meta])* $banner:ident: $Banner:ty, from $start:expr) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, ::serde::Serialize)]
        #[cfg_attr(test, derive(::serde::Deserialize))]
        pub struct Forces {
            pub $banner: $Banner,
            #[serde(default)]
            pub units: Vec<Unit>,
        }

        impl Forces {
            pub fn new($banner: $Banner) -> Forces {
                Forces {
                    $banner,
                    units: Vec::new(),
                }
            }
        }

        $crate::json::field::read_field!(Forces, from Forces::new($start),
            required { $banner }, default { units });
    };
}
pub(super) use banner_forces;
