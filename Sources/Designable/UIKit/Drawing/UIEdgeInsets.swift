import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The distance inward from the top edge, in points.
    public var top: CGFloat
    /// The distance inward from the left edge, in points.
    public var left: CGFloat
    /// The distance inward from the bottom edge, in points.
    public var bottom: CGFloat
    /// The distance inward from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given distances from each edge, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// The insets as `{top, left, bottom, right}`, as UIKit prints them.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, as `CGRect.inset(by:)` in UIKit (`UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
