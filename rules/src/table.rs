//! Rule tables keyed by an enum: `enum_table!` declares the enum and its table of one number a value together,
//! so each value is written once, beside its number, the way the rulebook's table lists them.

/// Declares an enum and a `const` table of `(value, number)` rows, one row a value in the order written:
///
/// ```ignore
/// enum_table! {
///     /// What is moving.
///     #[derive(Debug, Clone, Copy, PartialEq, Eq)]
///     pub enum Mover;
///
///     /// Base moves, in inches (the rule that gives them).
///     pub const BASE_MOVES: [(Mover, f64); _] = [
///         Foot => 10.0,
///         Cavalry => 20.0,
///     ];
///     // Values the table has no row for, if any, follow it.
///     not in the table: Elephant;
/// }
/// ```
///
/// The enum's values are the table's, in its order, then those `not in the table`. The table is an array of
/// `(value, number)` pairs, its length counted from the rows.
macro_rules! enum_table {
    (
        $(#[$enum_meta:meta])*
        $enum_vis:vis enum $name:ident;

        $(#[$table_meta:meta])*
        $table_vis:vis const $table:ident: [($key:ty, $number:ty); _] = [
            $($(#[$row_meta:meta])* $value:ident => $row:expr),+ $(,)?
        ];
        $(not in the table: $($(#[$other_meta:meta])* $other:ident),+ $(,)?;)?
    ) => {
        $(#[$enum_meta])*
        $enum_vis enum $name {
            $($(#[$row_meta])* $value,)+
            $($($(#[$other_meta])* $other,)+)?
        }

        $(#[$table_meta])*
        $table_vis const $table: [($key, $number); [$(stringify!($value)),+].len()] =
            [$(($name::$value, $row)),+];
    };
}
pub(crate) use enum_table;

#[cfg(test)]
mod tests {
    enum_table! {
        #[derive(Debug, Clone, Copy, PartialEq)]
        enum Piece;

        const WEIGHTS: [(Piece, u32); _] = [
            Pawn => 1,
            Rook => 5,
        ];
        not in the table: King;
    }

    #[test]
    fn the_table_lists_its_rows_in_order_and_the_enum_has_every_value() {
        assert_eq!(WEIGHTS, [(Piece::Pawn, 1), (Piece::Rook, 5)]);
        // The values outside the table come last in the enum.
        assert_eq!(Piece::King as u8, 2);
    }
}
