import Foundation
import InterfaceBuilder
import Raster

/// A type Interface Builder's inspector can edit: exactly the types of its user-defined
/// runtime attributes.
///
/// Designable conforms `Bool`, `Int`, `Double`, `CGFloat`, `Float`, `String`, ``UIColor``,
/// ``UIImage``, `CGPoint`, `CGSize` and `CGRect`, and optionals of them. Declaring a property
/// of any other type with ``DesignableDeclarations/inspectable(_:_:)-swift.method`` is a
/// compile-time error whose message says IB cannot inspect it, as Xcode ignores such
/// `@IBInspectable`s. Don't conform your own types: IB has no way to write them.
///
/// The conversions are lenient in the way key-value coding is: a number sets a `Bool`
/// (non-zero is true), a boolean sets a number, and a localized string sets a `String`.
public protocol InspectableValue {
    /// Reads the value from what a document stores; `nil` when the stored type does not fit.
    ///
    /// Images arrive already looked up (see ``RuntimeValue``) because where they are looked
    /// up depends on the init path. (A static function rather than an initialiser, because a
    /// class such as ``UIColor`` can only meet an initialiser requirement in its own body.)
    static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Self?

    /// What a document stores for this value; `nil` when IB could not store it (an image
    /// created from pixels rather than by name).
    var runtimeValue: RuntimeValue? { get }

    /// The type's name in messages, as the user wrote it: `"UIColor"`, `"CGFloat"`.
    static var inspectableTypeName: String { get }
}

/// A user-defined runtime attribute's value on its way into or out of a property: the
/// document's value, with an image already resolved from its name.
public enum RuntimeValue: Equatable {
    /// Any value other than an image.
    case value(IBRuntimeValue)
    /// An image attribute: its name, and the image found for it (`nil` when none was).
    case image(name: String, UIImage?)

    /// What the document stores.
    public var stored: IBRuntimeValue {
        switch self {
        case .value(let v): v
        case .image(let name, _): .image(name)
        }
    }

    var number: Double? {
        if case .value(let v) = self {
            if let n = v.number { return n }
            if case .boolean(let b) = v { return b ? 1 : 0 }
        }
        return nil
    }
}

/// A Boolean is inspectable: a document stores it as a `boolean` runtime attribute, a check box in IB.
extension Bool: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Bool? {
        if case .value(.boolean(let b)) = runtimeValue { return b }
        return runtimeValue.number.map { $0 != 0 }
    }
    public var runtimeValue: RuntimeValue? { .value(.boolean(self)) }
    public static var inspectableTypeName: String { "Bool" }
}

/// An integer is inspectable: a document stores it as a `number` runtime attribute.
extension Int: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Int? {
        runtimeValue.number.flatMap { Int(exactly: $0) }
    }
    public var runtimeValue: RuntimeValue? { .value(.integer(self)) }
    public static var inspectableTypeName: String { "Int" }
}

/// A double is inspectable: a document stores it as a `number` runtime attribute.
extension Double: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Double? { runtimeValue.number }
    public var runtimeValue: RuntimeValue? { .value(.real(self)) }
    public static var inspectableTypeName: String { "Double" }
}

/// A `CGFloat` is inspectable: a document stores it as a `number` runtime attribute.
extension CGFloat: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> CGFloat? { runtimeValue.number.map { CGFloat($0) } }
    public var runtimeValue: RuntimeValue? { .value(.real(Double(self))) }
    public static var inspectableTypeName: String { "CGFloat" }
}

/// A float is inspectable: a document stores it as a `number` runtime attribute.
extension Float: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Float? { runtimeValue.number.map { Float($0) } }
    public var runtimeValue: RuntimeValue? { .value(.real(Double(self))) }
    public static var inspectableTypeName: String { "Float" }
}

extension String: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> String? {
        switch runtimeValue {
        case .value(.string(let s)), .value(.localizedString(let s)): s
        default: nil
        }
    }
    public var runtimeValue: RuntimeValue? { .value(.string(self)) }
    public static var inspectableTypeName: String { "String" }
}

extension CGPoint: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> CGPoint? {
        guard case .value(.point(let p)) = runtimeValue else { return nil }
        return CGPoint(p)
    }
    public var runtimeValue: RuntimeValue? { .value(.point(raster)) }
    public static var inspectableTypeName: String { "CGPoint" }
}

extension CGSize: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> CGSize? {
        guard case .value(.size(let s)) = runtimeValue else { return nil }
        return CGSize(s)
    }
    public var runtimeValue: RuntimeValue? { .value(.size(raster)) }
    public static var inspectableTypeName: String { "CGSize" }
}

extension CGRect: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> CGRect? {
        guard case .value(.rect(let r)) = runtimeValue else { return nil }
        return CGRect(r)
    }
    public var runtimeValue: RuntimeValue? { .value(.rect(raster)) }
    public static var inspectableTypeName: String { "CGRect" }
}

extension UIColor: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Self? {
        guard case .value(.color(let c)) = runtimeValue else { return nil }
        return UIColor(ibColor: c) as? Self
    }
    public var runtimeValue: RuntimeValue? { .value(.color(ibColor)) }
    public static var inspectableTypeName: String { "UIColor" }
}

extension UIImage: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Self? {
        guard case .image(_, let image?) = runtimeValue else { return nil }
        return image as? Self
    }
    /// Only an image loaded by name can be stored, as IB stores images by name.
    public var runtimeValue: RuntimeValue? { assetName.map { .image(name: $0, self) } }
    public static var inspectableTypeName: String { "UIImage" }
}

/// An optional of an inspectable type is inspectable; a document that sets no value leaves it `nil`.
extension Optional: InspectableValue where Wrapped: InspectableValue {
    public static func fromRuntimeValue(_ runtimeValue: RuntimeValue) -> Wrapped?? {
        switch runtimeValue {
        case .value(.nil): return .some(nil)
        // An image the lookup did not find sets nil, as UIKit's nib loading does.
        case .image(_, nil) where Wrapped.self is UIImage.Type: return .some(nil)
        default: return Wrapped.fromRuntimeValue(runtimeValue).map { .some($0) }
        }
    }
    public var runtimeValue: RuntimeValue? {
        switch self {
        case .none: .value(.nil)
        case .some(let w): w.runtimeValue
        }
    }
    public static var inspectableTypeName: String { "\(Wrapped.inspectableTypeName)?" }
}
