/// A variable scaled by a coefficient, such as `2*y`.
///
/// ```swift
/// let y = Variable("y")
/// let term = 2 * y          // Term(y, coefficient: 2)
/// print(term)               // 2*y
/// ```
public struct Term: Sendable, CustomStringConvertible {
    /// The scaled variable.
    public var variable: Variable

    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-" + variable.description
        default: return formatNumber(coefficient) + "*" + variable.description
        }
    }
}
