/// An unknown whose value the solver chooses.
///
/// Variables are compared by identity, not by name: two variables that
/// share a name are still two different unknowns. The name exists only so
/// that constraints and errors read well.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width == 120)
/// solver.updateVariables()
/// print(width.value) // 120.0
/// ```
///
/// `Variable` is deliberately not `Equatable`: `a == b` between variables
/// builds a ``Constraint`` instead of comparing them.
///
/// - Important: The unchecked `Sendable` conformance exists so that
///   ``SolverError`` (which, like every `Error`, must be `Sendable`) can carry
///   the offending ``Constraint``. The name and identity never change and are
///   safe to share; ``value`` is an ordinary stored property written by
///   ``Solver/updateVariables()``, so keep a solver and the variables it writes
///   to within one isolation domain.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// The name used when printing constraints and errors.
    public let name: String

    /// The value written by the most recent ``Solver/updateVariables()``.
    public var value: Double

    /// Where the last solver that registered this variable keeps it, so the
    /// solver can skip hashing; checked against the solver's list before use.
    var registryIndex = -1

    /// Creates a variable.
    ///
    /// - Parameters:
    ///   - name: Used only for messages; need not be unique.
    ///   - value: The value reported until a solver writes one.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }

    public var description: String {
        name.isEmpty ? "<unnamed>" : name
    }
}
