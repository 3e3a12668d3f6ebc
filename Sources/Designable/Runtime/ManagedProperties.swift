import Foundation
import Locking

/// The getter of an `@NSManaged` property, as the UIKitSources plugin writes it:
/// `@NSManaged var progress: CGFloat` becomes a computed property whose getter is
/// `__designableManagedValue(self, "progress")`.
///
/// On iOS such a property has no storage of its own: the Objective-C runtime supplies its
/// accessors, and for a layer they are Core Animation's dynamic properties, kept in the layer's
/// key-value storage, copied into presentation layers and animatable by key. So a layer's value
/// is its ``CALayer/value(forKey:)``; any other object keeps it beside the object, as the
/// runtime would. A key never set reads as Core Animation reads it: 0, `false`, `.zero`, `nil`,
/// or the layer class's `defaultValue(forKey:)`.
///
/// A non-optional property of a type with no zero (an object) that was never set stops the
/// program naming the class and the key, as reading `nil` into it stops an iOS app.
public func __designableManagedValue<Value>(_ object: AnyObject, _ key: String) -> Value {
    let stored = (object as? CALayer).map { $0.value(forKey: key) } ?? ManagedStorage.value(of: object, key)
    if let stored, let value = KeyValueCoercion.coerce(stored, to: Value.self) { return value }
    if let zero = KeyValueCoercion.zero(Value.self) { return zero }
    fatalError("@NSManaged var \(key): \(Value.self) of \(type(of: object)) was read before it was set, and \(Value.self) has no zero value; set it first or make it optional")
}

/// The setter of an `@NSManaged` property (see `__designableManagedValue(_:_:)`): a layer's
/// ``CALayer/setValue(_:forKey:)``, which runs the key's action as Core Animation's dynamic
/// properties do, so an override of `action(forKey:)` animates the change.
public func __designableSetManagedValue(_ value: Any?, _ object: AnyObject, _ key: String) {
    if let layer = object as? CALayer {
        layer.setValue(value, forKey: key)
    } else {
        ManagedStorage.set(value, of: object, key)
    }
}

/// Sets `property` to `value` converted to its type, for key-value coding of a property the
/// UIKitSources plugin reaches by name (`CALayer.__designableSetKeyValue(_:forKey:)`); false,
/// leaving it as it was, when `value` cannot be one.
public func __designableAssign<Value>(_ value: Any?, to property: inout Value) -> Bool {
    if let value {
        guard let converted = KeyValueCoercion.coerce(value, to: Value.self) else { return false }
        property = converted
        return true
    }
    guard let none = KeyValueCoercion.zero(Value.self), Value.self is OptionalKeyValue.Type else { return false }
    property = none
    return true
}

/// The values of `@NSManaged` properties of objects that are not layers, kept beside their
/// objects as associated objects are.
enum ManagedStorage {
    /// One distinct address per key name, the form associated objects are keyed by.
    private static let keys = Locked<[String: UnsafeMutableRawPointer]>([:])

    private static func address(_ key: String) -> UnsafeRawPointer {
        UnsafeRawPointer(keys.withLock { table in
            if let existing = table[key] { return existing }
            let made = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            table[key] = made
            return made
        })
    }

    static func value(of object: AnyObject, _ key: String) -> Any? {
        objc_getAssociatedObject(object, address(key))
    }

    static func set(_ value: Any?, of object: AnyObject, _ key: String) {
        objc_setAssociatedObject(object, address(key), value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
