/// The tableau symbols a constraint introduced, kept so that it can later
/// be found and removed.
///
/// The *marker* identifies the constraint's own row: the slack of an
/// inequality, the dummy of a required equality, or the positive error of
/// a non-required equality. *Other* is the second error symbol of a
/// non-required constraint, if any.
struct ConstraintTag {
    var marker: Symbol
    var other: Symbol?
}
