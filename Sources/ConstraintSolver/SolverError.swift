/// Why the solver refused a request. Each case names what it refused, and
/// its description prints constraints in readable form, e.g.
/// `unsatisfiable constraint: x <= 5 (required)`.
///
/// ```swift
/// do {
///     try solver.addConstraint(x <= 5)
/// } catch .unsatisfiableConstraint(let constraint) {
///     print("cannot add \(constraint)")
/// }
/// ```
///
/// A failed request leaves the solver exactly as it was before it.
public enum SolverError: Error, CustomStringConvertible {
    /// The required constraint conflicts with the required constraints
    /// already in the solver.
    case unsatisfiableConstraint(Constraint)
    /// This very constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint to remove is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint to suggest a value for or remove.
    case unknownEditVariable(Variable)
    /// An edit variable was requested with required strength; suggestions
    /// must be able to give way, so edit strengths must be below required.
    case badRequiredStrength(Variable)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint):
            return "unsatisfiable constraint: \(constraint)"
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable)"
        case .badRequiredStrength(let variable):
            return "edit variable \(variable) cannot have required strength"
        }
    }
}
