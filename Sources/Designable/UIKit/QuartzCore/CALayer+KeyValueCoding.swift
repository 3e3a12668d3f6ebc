import Foundation

/// Key-value coding on layers, as Core Animation provides it: animation code reads and writes
/// properties by name (`layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.z")`), and
/// a layer stores values for keys it has no property for.
extension CALayer {
    /// The value of the property `key`, or the value stored under it, or the layer's
    /// ``style`` or class default for it.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property `key`, or stores `value` under it when the layer has no such property.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value at `keyPath`: a property, or a field of one (`position.x`,
    /// `transform.rotation.z`, `bounds.size.width`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let v = LayerProperties.value(self, keyPath: keyPath) { return v.anyValue }
        return style?[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
    }

    /// Sets the value at `keyPath`, keeping a structure's other fields; a value of the wrong
    /// kind for the property is ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        LayerProperties.set(self, keyPath: keyPath, AnimatableValue(value))
    }
}
