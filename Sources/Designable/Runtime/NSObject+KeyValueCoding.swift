import Foundation
import Locking

/// Key-value coding's `value(forKey:)` and `setValue(_:forKey:)` on every object, as
/// `NSObject` has them on iOS.
///
/// Differs from iOS on purpose: there is no Objective-C runtime to find a key's accessor, so a
/// key is found among what can be read on Linux: user defaults' values, a layer's or an
/// animation's own keys (``CALayer/value(forKey:)``), the observable keys of views (see
/// `KeyValueObserving.swift`), then a stored property of that name or `_name`, by reflection.
/// `setValue(_:forKey:)` reaches user defaults, layers and animations. Where iOS would find a
/// private accessor this cannot (`value(forKey: "view")` on a bar button item), the read gives
/// `nil`, the write is ignored, and a warning names the class and the key once, where iOS
/// raises `NSUndefinedKeyException` for a key it does not know.
extension NSObjectProtocol {
    /// The value of the property named `key`; see the extension's note for the keys found.
    public func value(forKey key: String) -> Any? {
        if let defaults = self as? UserDefaults { return defaults.object(forKey: key) }
        if let layer = self as? CALayer { return layer.value(forKey: key) }
        if let animation = self as? CAAnimation { return animation.value(forKey: key) }
        if let object = self as? NSObject {
            if let view = object as? UIView, let value = KeyValueObservers.announcedValue(of: view, key) { return value }
            if let stored = KeyValueObservers.storedValue(of: object, key) ?? KeyValueObservers.storedValue(of: object, "_" + key) {
                return unwrapped(stored)
            }
        }
        UndefinedKeys.warn(type(of: self), key, reading: true)
        return nil
    }

    /// Sets the property named `key` to `value`; see the extension's note for the keys reached.
    public func setValue(_ value: Any?, forKey key: String) {
        if let defaults = self as? UserDefaults { return defaults.set(value, forKey: key) }
        if let layer = self as? CALayer { return layer.setValue(value, forKey: key) }
        if let animation = self as? CAAnimation { return animation.setValue(value, forKey: key) }
        UndefinedKeys.warn(type(of: self), key, reading: false)
    }

    /// `nil` for an optional property that holds none, as KVC returns, else the value.
    private func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}

/// The keys already warned about, so each class and key is named once per run.
private enum UndefinedKeys {
    static let warned = Locked<Set<String>>([])

    static func warn(_ type: Any.Type, _ key: String, reading: Bool) {
        let name = "\(type).\(key)"
        guard warned.withLock({ $0.insert(name).inserted }) else { return }
        let call = reading ? "value(forKey: \"\(key)\") gives nil" : "setValue(_:forKey: \"\(key)\") is ignored"
        FileHandle.standardError.write(Data(("Designable: \(call): \(type) has no key \"\(key)\" Designable can reach "
            + "without the Objective-C runtime (iOS raises NSUndefinedKeyException unless a private accessor has that name)\n").utf8))
    }
}
