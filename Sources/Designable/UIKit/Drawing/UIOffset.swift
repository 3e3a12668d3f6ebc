import Foundation

/// A distance to move something by, as UIKit's `UIOffset`: how tab bar titles and bar button
/// titles are nudged from where the bar places them.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    /// The distance to the right, in points.
    public var horizontal: CGFloat
    /// The distance down, in points.
    public var vertical: CGFloat

    /// An offset of the given distances, in points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()

    /// The offset as `{horizontal, vertical}`, as UIKit prints it.
    public var description: String { "{\(horizontal), \(vertical)}" }
}

/// An offset of the given distances, as UIKit's `UIOffsetMake`.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
