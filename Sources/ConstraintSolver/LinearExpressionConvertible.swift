/// Something that can stand on either side of a linear operator:
/// a ``Variable``, a ``Term`` or an ``Expression``.
///
/// The arithmetic and comparison operators are written once against this
/// protocol instead of once per pair of types. Numbers deliberately do not
/// conform, so ordinary `Double` arithmetic never picks these overloads.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}
