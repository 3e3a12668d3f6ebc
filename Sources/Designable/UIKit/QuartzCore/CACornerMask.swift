/// Which corners `CALayer.cornerRadius` rounds, as Core Animation's `CACornerMask`.
///
/// Under UIKit's y-down geometry, `MinY` is the top edge: `layerMinXMinYCorner` is top-left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits, as Core Animation numbers them.
    public let rawValue: UInt
    /// A set of corners from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner, in UIKit's y-down coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner, in UIKit's y-down coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner, in UIKit's y-down coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner, in UIKit's y-down coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as UIKit's `UIRectCorner`.
    var rectCorners: UIRectCorner {
        var c: UIRectCorner = []
        if contains(.layerMinXMinYCorner) { c.insert(.topLeft) }
        if contains(.layerMaxXMinYCorner) { c.insert(.topRight) }
        if contains(.layerMinXMaxYCorner) { c.insert(.bottomLeft) }
        if contains(.layerMaxXMaxYCorner) { c.insert(.bottomRight) }
        return c
    }
}

extension CALayer {
    /// ``maskedCorners`` as the number a user-defined runtime attribute gives it.
    ///
    /// `CACornerMask` is not a type IB's inspector offers, but key-value coding on iOS sets
    /// `layer.maskedCorners` from a Number attribute (its raw value: 1 top-left, 2 top-right,
    /// 4 bottom-left, 8 bottom-right), so documents set it that way and archives store it so.
    /// Bits beyond the four corners are dropped, as Core Animation ignores them.
    var maskedCornersValue: Int {
        get { Int(maskedCorners.rawValue) }
        set { maskedCorners = CACornerMask(rawValue: UInt(truncatingIfNeeded: newValue) & CACornerMask.all.rawValue) }
    }
}
