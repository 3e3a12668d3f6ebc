import Foundation

/// Keeps Foundation's attributed strings on Linux from crashing on the values UIKit code puts
/// in them.
///
/// Foundation on Linux stores attributes in Core Foundation, which compares neighbouring runs'
/// values with `CFEqual`. `CFEqual` sends Swift objects to their `isEqual(_:)` only when the
/// word after the object header, where a CF object keeps its type, names a CF type; otherwise
/// it treats the object as a broken CF object and halts the process. A plain `NSObject`
/// subclass has its first stored property there, so whether `NSMutableAttributedString.append`
/// crashes depended on the bits of a font's or a colour's first field.
///
/// - The attribute value classes (``UIColor``, ``UIFont``, ``NSParagraphStyle``, ``NSShadow``,
///   ``NSTextAttachment``) start with ``header``, the type word of a CF object whose class is not
///   theirs, so CF always hands them to Swift's `isEqual(_:)` and `hash`.
/// - `CGFloat`, which Foundation on Linux boxes as an opaque value (another halt), bridges to
///   `NSNumber` as `Double` does, so `.kern: letterSpacing` is stored as on iOS and reads back
///   with `as? CGFloat`.
///
/// Values of value types are safe whatever their bits: Foundation boxes a struct or an enum
/// (an `NSUnderlineStyle` without `.rawValue`, an `NSTextAlignment`, a `URL`) in an object CF
/// always hands to Swift. Measured with swift-corelibs-foundation of Swift 6: only an
/// `NSObject` subclass whose first stored word reads as CF type 0 ("not a type") halted, for
/// every type number tried from 0 to 1023; a class that is not an `NSObject` never did. So
/// values of `NSObject` subclasses of your own (custom attributes) can still crash Foundation
/// on Linux when two neighbouring runs hold different ones; store them as strings or numbers.
/// `AttributedStringTests` checks the type word of each class above.
enum FoundationAttributeValues {
    /// A CF object's type word: type 1 (`CFType`) and CF's "initialised" bit. The first stored
    /// property of each attribute value class holds it.
    static let header: UInt64 = (1 << 8) | 0x80
}

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// `NSNumber`, as on iOS.
    public typealias _ObjectiveCType = NSNumber

    /// The value as an `NSNumber` of its `Double`.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number's `Double` value.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's `Double` value; every number converts.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's `Double` value, or 0 without a number.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
