import Foundation

// Reading optional values from any keyed NSCoder. Foundation's base NSCoder traps on methods
// a subclass did not override, so every read asks `containsValue(forKey:)` first and uses
// only the typed method documented for that key in ViewCodingKey.
extension NSCoder {
    private func has(_ key: String) -> Bool { allowsKeyedCoding && containsValue(forKey: key) }

    func decoded<T>(_ key: String, as type: T.Type) -> T? {
        has(key) ? decodeObject(forKey: key) as? T : nil
    }

    func decodedCGFloat(_ key: String) -> CGFloat? { has(key) ? CGFloat(decodeDouble(forKey: key)) : nil }
    func decodedBool(_ key: String) -> Bool? { has(key) ? decodeBool(forKey: key) : nil }
    func decodedInteger(_ key: String) -> Int? { has(key) ? decodeInteger(forKey: key) : nil }

    func decodedRect(_ key: String) -> CGRect? {
        guard has(key) else { return nil }
        let value = decodeObject(forKey: key)
        if let r = value as? CGRect { return r }
        if let v = value as? NSValue { return v.rectValue }
        return nil
    }

    /// An enumeration written as UIKit's raw value or IB's spelling.
    func decodedEnum<E: InterfaceBuilderNamed>(_ key: String, as type: E.Type) -> E? {
        guard has(key) else { return nil }
        switch decodeObject(forKey: key) {
        case let name as String: return E.named(name)
        case let raw as Int: return E(rawValue: raw)
        case let number as NSNumber: return E(rawValue: number.intValue)
        default: return nil
        }
    }
}

/// An enumeration Interface Builder writes by name, with UIKit's integer raw values.
protocol InterfaceBuilderNamed: RawRepresentable where RawValue == Int {
    /// IB's spelling of each case.
    static var ibNames: [String: Self] { get }
}

extension InterfaceBuilderNamed {
    static func named(_ name: String) -> Self? { ibNames[name] }
}
