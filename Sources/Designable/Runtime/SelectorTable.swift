import Locking

/// Which method each class answers to a ``Selector`` with: what the Objective-C runtime finds by
/// name on iOS.
///
/// The `UIKitSources` plugin registers every `@objc` and `@IBAction` method of the sources it
/// compiles, and every method a `#selector` names; hand-written code registers its own:
///
/// ```swift
/// SelectorTable.register(CounterView.self, "increment:") { view, arguments in
///     view.increment(arguments.first as? UIButton)
/// }
/// ```
///
/// A registration covers subclasses, and a subclass's own registration of the same selector
/// replaces its superclass's, as an override does. Registering is thread-safe.
public enum SelectorTable {
    /// A method called with the arguments its caller has: none, the sender, or the sender and
    /// the event for an action; `perform(_:with:)`'s objects. It returns what the method returns.
    public typealias Method<Target> = (Target, [Any?]) -> Any?

    private static let methods = Locked<[ObjectIdentifier: [Selector: Method<AnyObject>]]>([:])

    /// Registers `method` as what instances of `type` and its subclasses answer to `selector`.
    public static func register<Target: AnyObject>(_ type: Target.Type, _ selector: Selector,
                                                   _ method: @escaping Method<Target>) {
        let erased: Method<AnyObject> = { target, arguments in
            guard let target = target as? Target else { return nil }
            return method(target, arguments)
        }
        methods.withLock { $0[ObjectIdentifier(type), default: [:]][selector] = erased }
    }

    /// The method `object` answers to `selector`: its class's own, else its nearest superclass's.
    public static func method(for selector: Selector, of object: AnyObject) -> Method<AnyObject>? {
        let table = methods.withLock { $0 }
        var cls: AnyClass? = type(of: object)
        while let current = cls {
            if let method = table[ObjectIdentifier(current)]?[selector] { return method }
            cls = _getSuperclass(current)
        }
        return nil
    }

    /// Whether `object` has a method for `selector`.
    public static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        method(for: selector, of: object) != nil
    }

    /// Calls `object`'s method for `selector` with `arguments`; `nil` when it has none.
    ///
    /// - Returns: `.some(result)` when a method ran (its result may itself be `nil`), `nil` when
    ///   `object` does not respond to `selector`.
    @discardableResult
    public static func perform(_ selector: Selector, on object: AnyObject, arguments: [Any?] = []) -> Any?? {
        guard let method = method(for: selector, of: object) else { return nil }
        return .some(method(object, arguments))
    }
}
