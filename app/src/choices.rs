//! The app's own picked values (a page's tabs, what a helper works out, a cover as a player names it) are
//! declared with `choices!`: the enum and its `rules::text::Choice` together, so each value and its label are
//! written once, in the order the picker lists them.

/// Declares an enum and its `Choice`: every variant with its label, in picker order.
///
/// ```ignore
/// choices! {
///     #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
///     pub enum Tab {
///         #[default]
///         Shoot => "Shoot",
///         Melee => "Melee",
///     }
/// }
/// ```
#[macro_export]
macro_rules! choices {
    ($(#[$m:meta])* $vis:vis enum $t:ident { $($(#[$vm:meta])* $v:ident => $label:literal),+ $(,)? }) => {
        $(#[$m])*
        $vis enum $t {
            $($(#[$vm])* $v),+
        }

        impl rules::text::Choice for $t {
            const ALL: &'static [$t] = &[$($t::$v),+];

            fn label(self) -> &'static str {
                match self {
                    $($t::$v => $label),+
                }
            }
        }
    };
}
