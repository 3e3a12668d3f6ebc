// Operators that build linear expressions: `x + 2 * y - 10`.
// Products and quotients only ever scale by a number, which keeps every
// result linear.

// MARK: Scaling

/// `coefficient × variable`, e.g. `2 * y`.
public func * (coefficient: Double, variable: Variable) -> Term {
    Term(variable, coefficient: coefficient)
}

/// `variable × coefficient`, e.g. `y * 2`.
public func * (variable: Variable, coefficient: Double) -> Term {
    Term(variable, coefficient: coefficient)
}

/// `variable ÷ divisor`, e.g. `width / 2`.
public func / (variable: Variable, divisor: Double) -> Term {
    Term(variable, coefficient: 1 / divisor)
}

/// Scales a term, e.g. `3 * (2 * y)`.
public func * (factor: Double, term: Term) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
}

/// Scales a term, e.g. `(2 * y) * 3`.
public func * (term: Term, factor: Double) -> Term {
    factor * term
}

/// Divides a term, e.g. `(2 * y) / 4`.
public func / (term: Term, divisor: Double) -> Term {
    (1 / divisor) * term
}

/// Scales every term and the constant, e.g. `2 * (x + 1)`.
public func * (factor: Double, expression: Expression) -> Expression {
    Expression(
        expression.terms.map { factor * $0 },
        constant: expression.constant * factor)
}

/// Scales every term and the constant, e.g. `(x + 1) * 2`.
public func * (expression: Expression, factor: Double) -> Expression {
    factor * expression
}

/// Divides every term and the constant, e.g. `(left + right) / 2`.
public func / (expression: Expression, divisor: Double) -> Expression {
    (1 / divisor) * expression
}

// MARK: Negation

/// `-x`
public prefix func - (variable: Variable) -> Term {
    Term(variable, coefficient: -1)
}

/// `-(2 * y)`
public prefix func - (term: Term) -> Term {
    Term(term.variable, coefficient: -term.coefficient)
}

/// `-(x + 1)`
public prefix func - (expression: Expression) -> Expression {
    -1 * expression
}

// MARK: Sums and differences

/// Adds two linear values, e.g. `left + width`.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// Adds a constant, e.g. `right + 10`.
public func + <L: LinearExpressionConvertible>(lhs: L, constant: Double) -> Expression {
    let l = lhs.linearExpression
    return Expression(l.terms, constant: l.constant + constant)
}

/// Adds a constant, e.g. `10 + right`.
public func + <R: LinearExpressionConvertible>(constant: Double, rhs: R) -> Expression {
    rhs + constant
}

/// Subtracts two linear values, e.g. `right - left`.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Expression {
    lhs + -rhs.linearExpression
}

/// Subtracts a constant, e.g. `right - 10`.
public func - <L: LinearExpressionConvertible>(lhs: L, constant: Double) -> Expression {
    lhs + -constant
}

/// Subtracts from a constant, e.g. `100 - width`.
public func - <R: LinearExpressionConvertible>(constant: Double, rhs: R) -> Expression {
    constant + -rhs.linearExpression
}
