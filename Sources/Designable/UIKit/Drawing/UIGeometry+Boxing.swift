import Foundation

/// UIKit's geometry in `NSValue` boxes and on `NSCoder`, as its `UIGeometry.h` additions:
/// vectors, edge insets, directional insets and offsets, besides the points, sizes, rectangles
/// and transforms boxed in NSValue+QuartzCore.swift.
extension NSValue {
    private static let twoDoubles = "[2d]"
    private static let fourDoubles = "[4d]"

    private convenience init(doubles: [Double]) {
        var entries = doubles
        self.init(bytes: &entries, objCType: doubles.count == 2 ? NSValue.twoDoubles : NSValue.fourDoubles)
    }

    private func doubles(_ count: Int) -> [Double] {
        guard String(cString: objCType) == (count == 2 ? NSValue.twoDoubles : NSValue.fourDoubles) else {
            return Array(repeating: 0, count: count)
        }
        var entries = [Double](repeating: 0, count: count)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return entries
    }

    /// A box holding a vector, as `NSValue(cgVector:)`.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [Double(vector.dx), Double(vector.dy)]) }
    /// A box holding edge insets, as `NSValue(uiEdgeInsets:)`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)])
    }
    /// A box holding directional edge insets, as `NSValue(directionalEdgeInsets:)`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [Double(insets.top), Double(insets.leading), Double(insets.bottom), Double(insets.trailing)])
    }
    /// A box holding an offset, as `NSValue(uiOffset:)`.
    public convenience init(uiOffset offset: UIOffset) { self.init(doubles: [Double(offset.horizontal), Double(offset.vertical)]) }

    /// The vector the box holds; zero when it holds something else.
    public var cgVectorValue: CGVector { let d = doubles(2); return CGVector(dx: d[0], dy: d[1]) }
    /// The edge insets the box holds; zero when it holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets { let d = doubles(4); return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3]) }
    /// The directional edge insets the box holds; zero when it holds something else.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let d = doubles(4)
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }
    /// The offset the box holds; zero when it holds something else.
    public var uiOffsetValue: UIOffset { let d = doubles(2); return UIOffset(horizontal: d[0], vertical: d[1]) }
}

extension NSCoder {
    /// The vector in `string` (`"{dx, dy}"`); zero when it is not one.
    public static func cgVector(for string: String) -> CGVector {
        let n = GeometryString.numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The transform in `string` (`"[a, b, c, d, tx, ty]"`); the identity when it is not one.
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let parts = string.split(whereSeparator: { "[], \t\n".contains($0) }).compactMap { Double($0) }
        guard parts.count == 6 else { return .identity }
        return CGAffineTransform(a: parts[0], b: parts[1], c: parts[2], d: parts[3], tx: parts[4], ty: parts[5])
    }
    /// The insets in `string` (`"{top, left, bottom, right}"`); zero when they are not.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = GeometryString.numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The insets in `string` (`"{top, leading, bottom, trailing}"`); zero when they are not.
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = GeometryString.numbers(in: string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    /// The offset in `string` (`"{horizontal, vertical}"`); zero when it is not one.
    public static func uiOffset(for string: String) -> UIOffset {
        let n = GeometryString.numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
    /// `"{dx, dy}"`.
    public static func string(for vector: CGVector) -> String { "{\(GeometryString.format(vector.dx)), \(GeometryString.format(vector.dy))}" }
    /// `"[a, b, c, d, tx, ty]"`.
    public static func string(for t: CGAffineTransform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(GeometryString.format).joined(separator: ", ") + "]"
    }
    /// `"{top, left, bottom, right}"`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(GeometryString.format).joined(separator: ", ") + "}"
    }
    /// `"{top, leading, bottom, trailing}"`.
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{" + [insets.top, insets.leading, insets.bottom, insets.trailing].map(GeometryString.format).joined(separator: ", ") + "}"
    }
    /// `"{horizontal, vertical}"`.
    public static func string(for offset: UIOffset) -> String {
        "{\(GeometryString.format(offset.horizontal)), \(GeometryString.format(offset.vertical))}"
    }

    /// Stores a vector under `key`, as UIKit's `encode(_:forKey:)`, in its string form (Foundation
    /// itself stores points, sizes and rectangles).
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector) as NSString, forKey: key) }
    /// Stores a transform under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) { encode(NSCoder.string(for: transform) as NSString, forKey: key) }
    /// Stores edge insets under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets) as NSString, forKey: key) }
    /// Stores directional edge insets under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets) as NSString, forKey: key) }
    /// Stores an offset under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSCoder.string(for: offset) as NSString, forKey: key) }

    private func geometryString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return (decodeObject(forKey: key) as? String) ?? ""
    }
    /// The point stored under `key`; zero when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint { containsValue(forKey: key) ? decodePoint(forKey: key) : .zero }
    /// The vector stored under `key`; zero when there is none.
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: geometryString(forKey: key)) }
    /// The size stored under `key`; zero when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize { containsValue(forKey: key) ? decodeSize(forKey: key) : .zero }
    /// The rectangle stored under `key`; zero when there is none.
    public func decodeCGRect(forKey key: String) -> CGRect { containsValue(forKey: key) ? decodeRect(forKey: key) : .zero }
    /// The transform stored under `key`; the identity when there is none.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: geometryString(forKey: key)) }
    /// The edge insets stored under `key`; zero when there are none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: geometryString(forKey: key)) }
    /// The directional edge insets stored under `key`; zero when there are none.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSCoder.nsDirectionalEdgeInsets(for: geometryString(forKey: key))
    }
    /// The offset stored under `key`; zero when there is none.
    public func decodeUIOffset(forKey key: String) -> UIOffset { NSCoder.uiOffset(for: geometryString(forKey: key)) }
}

/// Edges in the layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// No edge, as `UIDirectionalRectEdgeNone`.
public let UIDirectionalRectEdgeNone = NSDirectionalRectEdge([])
/// The top edge, as `UIDirectionalRectEdgeTop`.
public let UIDirectionalRectEdgeTop = NSDirectionalRectEdge.top
/// The leading edge, as `UIDirectionalRectEdgeLeading`.
public let UIDirectionalRectEdgeLeading = NSDirectionalRectEdge.leading
/// The bottom edge, as `UIDirectionalRectEdgeBottom`.
public let UIDirectionalRectEdgeBottom = NSDirectionalRectEdge.bottom
/// The trailing edge, as `UIDirectionalRectEdgeTrailing`.
public let UIDirectionalRectEdgeTrailing = NSDirectionalRectEdge.trailing
/// Every edge, as `UIDirectionalRectEdgeAll`.
public let UIDirectionalRectEdgeAll = NSDirectionalRectEdge.all
