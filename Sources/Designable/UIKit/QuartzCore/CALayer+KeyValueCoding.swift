import Foundation

/// Key-value coding on layers, as Core Animation provides it: animation code reads and writes
/// properties by name (`layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.z")`), and
/// a layer stores values for keys it has no property for.
///
/// A key that is none of Core Animation's properties reaches a property of your own class that
/// Objective-C could see (`@objc var`, `@objc dynamic var`), as on iOS, when the class was
/// compiled through the UIKitSources plugin; any other key is stored by the layer, which is
/// where an `@NSManaged` property keeps its value, as Core Animation's dynamic properties do.
extension CALayer {
    /// The value of the property `key`, or the value stored under it, or the layer's
    /// ``style`` or class default for it.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property `key`, or stores `value` under it when the layer has no such property.
    /// Storing a key runs its action (``action(forKey:)``), as the setter of a dynamic property
    /// does in Core Animation.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value at `keyPath`: a property, or a field of one (`position.x`,
    /// `transform.rotation.z`, `bounds.size.width`).
    public func value(forKeyPath keyPath: String) -> Any? {
        // A key of your own reads back as it was set, not as the number or CGColor animations use.
        if let stored = storedValue(forKey: keyPath) { return stored }
        if let v = LayerProperties.value(self, keyPath: keyPath) { return v.anyValue }
        return style?[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
    }

    /// Sets the value at `keyPath`, keeping a structure's other fields; a value of the wrong
    /// kind for the property is ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if !keyPath.contains("."), LayerProperties.value(self, keyPath: keyPath) == nil || storedValue(forKey: keyPath) != nil {
            _ = setStoredValue(value, forKey: keyPath)
            return
        }
        LayerProperties.set(self, keyPath: keyPath, AnimatableValue(value))
    }
}
