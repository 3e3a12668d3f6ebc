import Foundation

/// A value read by key, as the Swift type of the property it goes into: what Objective-C's
/// accessors and key-value coding do on iOS when they box and unbox a property.
///
/// Numbers cross kinds (`NSNumber`, `Double`, `CGFloat`, `Float`, `Int`, `Bool` into any of
/// them), since animations compute in doubles and key-value coding hands out `NSNumber`s, and
/// colours cross between `CGColor` and `UIColor`. A missing value is the type's zero, as Core
/// Animation reads an unset dynamic property: 0, `false`, `.zero`, or `nil` for an optional.
enum KeyValueCoercion {
    /// `value` as a `T`, or `nil` when it cannot be one.
    static func coerce<T>(_ value: Any, to type: T.Type) -> T? {
        if let exact = value as? T { return exact }
        if let optional = T.self as? OptionalKeyValue.Type { return optional.wrapping(value) as? T }
        if let coercible = T.self as? KeyValueCoercible.Type { return coercible.coerced(from: value) as? T }
        return nil
    }

    /// The value a missing key reads as, or `nil` when `T` has none (a non-optional object).
    static func zero<T>(_ type: T.Type) -> T? {
        if let optional = T.self as? OptionalKeyValue.Type { return optional.keyValueNone as? T }
        if let coercible = T.self as? KeyValueCoercible.Type { return coercible.keyValueZero as? T }
        return nil
    }

    /// The number in `value`, when it holds one.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let n as NSNumber: n.doubleValue
        case let d as Double: d
        case let c as CGFloat: Double(c)
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let b as Bool: b ? 1 : 0
        default: nil
        }
    }
}

/// A type a key's value is converted into when it is not one already.
protocol KeyValueCoercible {
    /// What an unset key reads as; `nil` when the type has no zero.
    static var keyValueZero: Self? { get }
    static func coerced(from value: Any) -> Self?
}

extension KeyValueCoercible {
    static var keyValueZero: Self? { nil }
}

/// A number type: any number converts into it.
protocol KeyValueNumber: KeyValueCoercible {
    init(keyValueNumber: Double)
}

extension KeyValueNumber {
    static var keyValueZero: Self? { Self(keyValueNumber: 0) }
    static func coerced(from value: Any) -> Self? { KeyValueCoercion.number(value).map(Self.init(keyValueNumber:)) }
}

extension CGFloat: KeyValueNumber { init(keyValueNumber d: Double) { self.init(d) } }
extension Double: KeyValueNumber { init(keyValueNumber d: Double) { self = d } }
extension Float: KeyValueNumber { init(keyValueNumber d: Double) { self.init(d) } }
extension Int: KeyValueNumber { init(keyValueNumber d: Double) { self = Int(exactly: d.rounded(.towardZero)) ?? 0 } }
extension Bool: KeyValueNumber { init(keyValueNumber d: Double) { self = d != 0 } }

extension CGPoint: KeyValueCoercible {
    static var keyValueZero: CGPoint? { .zero }
    static func coerced(from value: Any) -> CGPoint? { LayerProperties.point(AnimatableValue(value)) }
}

extension CGSize: KeyValueCoercible {
    static var keyValueZero: CGSize? { .zero }
    static func coerced(from value: Any) -> CGSize? { LayerProperties.size(AnimatableValue(value)) }
}

extension CGRect: KeyValueCoercible {
    static var keyValueZero: CGRect? { .zero }
    static func coerced(from value: Any) -> CGRect? {
        if case .rect(let r) = AnimatableValue(value) { return CGRect(r) }
        return nil
    }
}

extension CATransform3D: KeyValueCoercible {
    /// The identity: what an unset transform means everywhere else in Core Animation.
    static var keyValueZero: CATransform3D? { CATransform3DIdentity }
    static func coerced(from value: Any) -> CATransform3D? {
        if case .transform(let t) = AnimatableValue(value) { return t }
        return nil
    }
}

extension UIColor: KeyValueCoercible {
    static func coerced(from value: Any) -> Self? {
        guard let cg = value as? CGColor else { return nil }
        return UIColor(cgColor: cg) as? Self
    }
}

extension CGColor: KeyValueCoercible {
    static func coerced(from value: Any) -> CGColor? { (value as? UIColor)?.cgColor }
}

/// `Optional`, seen through its wrapped type.
protocol OptionalKeyValue {
    static var keyValueNone: Self { get }
    static func wrapping(_ value: Any) -> Self?
}

extension Optional: OptionalKeyValue {
    static var keyValueNone: Optional { nil }
    static func wrapping(_ value: Any) -> Optional? {
        KeyValueCoercion.coerce(value, to: Wrapped.self).map { .some($0) }
    }
}
