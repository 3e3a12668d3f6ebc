import ConstraintSolver
import Testing

/// Solved values are compared to hand-derived optima to this tolerance.
let tolerance = 1e-9

/// Expects each variable to hold its expected value after `updateVariables`.
func expectValues(
    _ expected: KeyValuePairs<Variable, Double>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (variable, value) in expected {
        #expect(
            abs(variable.value - value) <= tolerance,
            "\(variable) is \(variable.value), expected \(value)",
            sourceLocation: sourceLocation)
    }
}
