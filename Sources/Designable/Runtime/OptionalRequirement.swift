/// What stands in for `@objc optional` protocol requirements, which need the Objective-C
/// runtime: the `UIKitSources` plugin gives each optional requirement a default implementation
/// that calls ``unimplemented(_:)``, and wraps each optional-chained call,
/// `delegate?.menuDidOpen?(self)`, in ``call(_:)``, so the call gives `nil` when the conforming
/// type did not implement the requirement, as on iOS.
///
/// ```swift
/// // iOS:   if let open = delegate?.menuShouldOpen?(self), !open { return }
/// // Linux: if let open = OptionalRequirement.call({ delegate?.menuShouldOpen(self) }), !open { return }
/// ```
public enum OptionalRequirement {
    /// Set by a default implementation while ``call(_:)`` runs it.
    private final class Report: @unchecked Sendable {
        var unimplemented = false
    }

    @TaskLocal private static var current: Report?

    /// Runs `body`, an optional-chained call to one optional requirement, and returns its
    /// result, or `nil` when the requirement is not implemented (or the receiver is `nil`).
    @discardableResult
    public static func call<Result>(_ body: () throws -> Result?) rethrows -> Result? {
        let report = Report()
        let result = try $current.withValue(report, operation: body)
        return report.unimplemented ? nil : result
    }

    /// Runs `body`, Designable asking a delegate itself (a text field asking whether a change
    /// may happen), outside any optional-chained call of the app's: a default that `body`
    /// reaches must not make the app's call, still running further up, give `nil`.
    static func outside<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(nil, operation: body)
    }

    /// What a default implementation returns: `placeholder`, which ``call(_:)`` replaces with
    /// `nil`, after noting that the conforming type did not implement the requirement.
    public static func unimplemented<Value>(_ placeholder: Value) -> Value {
        current?.unimplemented = true
        return placeholder
    }
}
