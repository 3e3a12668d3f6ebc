/// A linear relation `expression ⋈ 0` with a strength.
///
/// Constraints are usually written with comparison operators, which move
/// everything to the left-hand side:
///
/// ```swift
/// let c = x + 2 * y == 10          // stored as x + 2*y - 10 == 0
/// print(c)                         // x + 2*y == 10 (required)
/// let soft = (w >= 100) | .strong  // w - 100 >= 0, strong
/// ```
///
/// A constraint is identified by the object, not its contents: the solver
/// rejects adding the same object twice, but two separately built
/// constraints with identical text are two constraints. Constraints are
/// immutable; ``withStrength(_:)`` and ``named(_:)`` make new ones.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The left-hand side, with each variable mentioned once.
    public let expression: Expression

    /// How ``expression`` compares with zero.
    public let relation: Relation

    /// How strongly the solver should try to satisfy the constraint,
    /// clamped to `0...Strength.required`.
    public let strength: Strength

    /// An optional label shown in messages.
    public let name: String?

    /// Creates `expression ⋈ 0`.
    ///
    /// ```swift
    /// let c = Constraint(x - 5, .lessThanOrEqual, strength: .strong, name: "x cap")
    /// ```
    public init(
        _ expression: Expression, _ relation: Relation,
        strength: Strength = .required, name: String? = nil
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength.clamped()
        self.name = name
    }

    /// The same relation with another strength, as a new constraint.
    ///
    /// ```swift
    /// let preferred = (width == 80).withStrength(.weak)
    /// ```
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// The same constraint with another left-hand-side constant, as a new
    /// constraint; the expression is already reduced, so it is not again.
    func withConstant(_ constant: Double) -> Constraint {
        var expression = self.expression
        expression.constant = constant
        return Constraint(reduced: expression, relation, strength: strength, name: name)
    }

    private init(reduced expression: Expression, _ relation: Relation, strength: Strength, name: String?) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The same constraint with a label, as a new constraint.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// Whether the constraint holds for the variables' current values,
    /// allowing `tolerance` of error.
    public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// Reads as it would be written: variables on the left, the constant on
    /// the right, strength in parentheses, e.g. `x + 2*y == 10 (required)`.
    public var description: String {
        let left = expression.terms.isEmpty ? "0" : formatLinear(expression.terms, constant: 0)
        let text = "\(left) \(relation) \(formatNumber(-expression.constant)) (\(strength))"
        if let name { return "\(name): \(text)" }
        return text
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
