import Foundation

/// Recognizes a pan that starts at an edge of the screen, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`. The screen is the root of the view's hierarchy here: a
/// pan begins only when its touch went down within 20 points of one of ``edges`` and moves
/// away from it.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges: UIRectEdge = []

    /// How close to an edge the touch must start, in points.
    static let margin: CGFloat = 20

    override func shouldBegin(from origin: CGPoint, moving delta: CGPoint) -> Bool {
        guard let root = trackedTouches.first?.root else { return false }
        let b = root.bounds, m = Self.margin
        if edges.contains(.left), origin.x <= b.minX + m, delta.x > 0 { return true }
        if edges.contains(.right), origin.x >= b.maxX - m, delta.x < 0 { return true }
        if edges.contains(.top), origin.y <= b.minY + m, delta.y > 0 { return true }
        if edges.contains(.bottom), origin.y >= b.maxY - m, delta.y < 0 { return true }
        return false
    }
}

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
