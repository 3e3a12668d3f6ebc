/// A linear combination of variables plus a constant: `Σ cᵢ·xᵢ + k`.
///
/// Expressions are usually built with operators rather than directly:
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let e = x + 2 * y - 10    // terms [x, 2*y], constant -10
/// ```
///
/// Like ``Variable``, `Expression` is not `Equatable`, because `==` between
/// expressions builds a ``Constraint``.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]

    /// The constant added to the terms.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates an expression consisting of a single variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates an expression consisting of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable mentioned once.
    ///
    /// Coefficients of repeated variables are summed and the variable keeps
    /// its first position, so the result (and hence the order in which the
    /// solver meets the variables) depends only on how the expression was
    /// written. Terms whose coefficients cancel exactly are dropped.
    ///
    /// ```swift
    /// (x + y - x + 3).reduced()   // y + 3
    /// ```
    public func reduced() -> Expression {
        // Layout expressions have a handful of terms: comparing identities
        // pairwise is cheaper than hashing them, and gives the same result.
        if terms.count <= 16 {
            var combined: [Term] = []
            combined.reserveCapacity(terms.count)
            var cancelled = false
            for term in terms {
                var merged = false
                for index in combined.indices where combined[index].variable === term.variable {
                    combined[index].coefficient += term.coefficient
                    if combined[index].coefficient == 0 { cancelled = true }
                    merged = true
                    break
                }
                if !merged {
                    combined.append(term)
                    if term.coefficient == 0 { cancelled = true }
                }
            }
            if cancelled { combined.removeAll { $0.coefficient == 0 } }
            return Expression(combined, constant: constant)
        }
        var combined: [Term] = []
        var positions: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let position = positions[key] {
                combined[position].coefficient += term.coefficient
            } else {
                positions[key] = combined.count
                combined.append(term)
            }
        }
        return Expression(combined.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// The value of the expression using each variable's current ``Variable/value``.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        formatLinear(terms, constant: constant)
    }
}

/// Writes `terms + constant` the way a person would: `x - 2*y + 5`, `0`.
func formatLinear(_ terms: [Term], constant: Double) -> String {
    var text = ""
    for term in terms {
        if text.isEmpty {
            text = term.description
        } else if term.coefficient < 0 {
            text += " - " + Term(term.variable, coefficient: -term.coefficient).description
        } else {
            text += " + " + term.description
        }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + " + formatNumber(constant) }
    if constant < 0 { text += " - " + formatNumber(-constant) }
    return text
}
