//! Converting the lengths the rulebooks use (feet, inches) into what a player's tape may show (centimetres).

/// Centimetres in an inch.
pub const CM_PER_INCH: f64 = 2.54;

/// A length in inches, in centimetres.
pub fn inches_to_cm(inches: f64) -> f64 {
    inches * CM_PER_INCH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roman_war_move_in_centimetres() {
        // Unarmoured troops move 10 in: 25.4 cm.
        assert!((inches_to_cm(10.0) - 25.4).abs() < 1e-12);
    }
}
