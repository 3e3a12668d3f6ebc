/// Which corners `CALayer.cornerRadius` rounds, as Core Animation's `CACornerMask`.
///
/// Under UIKit's y-down geometry, `MinY` is the top edge: `layerMinXMinYCorner` is top-left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
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
