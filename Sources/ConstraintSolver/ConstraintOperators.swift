// Comparison operators that build constraints by moving everything to the
// left: `a ⋈ b` becomes `a - b ⋈ 0`. All constraints start out required;
// `|` or `withStrength` relaxes them.

/// `lhs == rhs`, e.g. `right == left + width`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `lhs == constant`, e.g. `x + 2 * y == 10`.
public func == <L: LinearExpressionConvertible>(lhs: L, constant: Double) -> Constraint {
    Constraint(lhs - constant, .equal)
}

/// `constant == rhs`, e.g. `10 == x + 2 * y`.
public func == <R: LinearExpressionConvertible>(constant: Double, rhs: R) -> Constraint {
    Constraint(constant - rhs, .equal)
}

/// `lhs <= rhs`, e.g. `x <= y`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs <= constant`, e.g. `right <= 300`.
public func <= <L: LinearExpressionConvertible>(lhs: L, constant: Double) -> Constraint {
    Constraint(lhs - constant, .lessThanOrEqual)
}

/// `constant <= rhs`, e.g. `0 <= x`.
public func <= <R: LinearExpressionConvertible>(constant: Double, rhs: R) -> Constraint {
    Constraint(constant - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs`, e.g. `width >= minimumWidth`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `lhs >= constant`, e.g. `width >= 100`.
public func >= <L: LinearExpressionConvertible>(lhs: L, constant: Double) -> Constraint {
    Constraint(lhs - constant, .greaterThanOrEqual)
}

/// `constant >= rhs`, e.g. `300 >= right`.
public func >= <R: LinearExpressionConvertible>(constant: Double, rhs: R) -> Constraint {
    Constraint(constant - rhs, .greaterThanOrEqual)
}

/// Gives a constraint a strength; the parentheses are needed because `|`
/// binds tighter than comparisons.
///
/// ```swift
/// try solver.addConstraint((width >= 100) | .strong)
/// try solver.addConstraint((x == 5) | Strength(priority: 750))
/// ```
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
