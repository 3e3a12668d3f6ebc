/// The value being asserted, as strategies can see it while `assertSnapshot` or
/// `verifySnapshot` takes their snapshot.
///
/// A strategy that needs a second instance, built the same way, calls ``evaluateAgain()``: the
/// view strategies use it to learn what the class's own initialiser sets up, for a class nobody
/// registered.
///
/// Package-only: running a test's `of:` expression a second time is a tool for the package's
/// own strategies, which document what it means for their value, not an API for users' strategies.
package enum SnapshotValue {
    /// Evaluates the asserted expression again: a new value when the expression builds one
    /// (`assertSnapshot(of: GaugeView(frame: rect), …)`), the same object when it names an existing
    /// one; `nil` outside a snapshot, or when the evaluation throws.
    package static func evaluateAgain() -> Any? {
        try? current?.evaluate()
    }

    /// The expression, for the duration of one snapshot.
    final class Expression: @unchecked Sendable {
        let evaluate: () throws -> Any
        init(_ evaluate: @escaping () throws -> Any) { self.evaluate = evaluate }
    }

    @TaskLocal static var current: Expression?

    /// Runs `body` with `value` as the expression strategies can evaluate again.
    static func withExpression<Value, Result>(_ value: () throws -> Value, _ body: () throws -> Result) rethrows -> Result {
        try withoutActuallyEscaping(value) { escapable in
            try $current.withValue(Expression { try escapable() }, operation: body)
        }
    }
}
