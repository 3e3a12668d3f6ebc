/// An edit variable's bookkeeping: the soft `variable == suggestion`
/// constraint behind it and the suggestion it currently holds, from which
/// the next ``Solver/suggestValue(_:for:)`` computes its change.
struct EditInfo {
    var constraint: Constraint
    var tag: ConstraintTag
    var suggestion: Double
}
