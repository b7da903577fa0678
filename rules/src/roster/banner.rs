//! The shape Jersey Shore and Roman War armies share: one banner (a side, a nation) over a list of units.

/// Declares a system's `Forces`: its banner under the field name given (the key it is saved under, `side` or
/// `nation`) and its `Unit`s, with `new`, an army of that banner with no units yet.
macro_rules! banner_forces {
    ($(#[$meta:meta])* $banner:ident: $Banner:ty) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, ::serde::Serialize, ::serde::Deserialize)]
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
    };
}
pub(super) use banner_forces;
