/// The tableau symbols a constraint introduced, kept so that it can later
/// be found, removed or have its constant changed.
///
/// The *marker* identifies the constraint's own row: the slack of an
/// inequality, the dummy of a required equality, or the positive error of
/// a non-required equality. *Other* is the second error symbol of a
/// non-required constraint, if any. The coefficients are the ones each had
/// in the constraint's row as first written (`0 = expression ± markers`),
/// which is what changing the constant in place needs to know.
struct ConstraintTag {
    var marker: Symbol
    var other: Symbol?
    var markerCoefficient: Double = 1
    var otherCoefficient: Double = 1
}
