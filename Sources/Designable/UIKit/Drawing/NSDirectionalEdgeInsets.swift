import Foundation

/// Distances inward from each edge, measured from the leading and trailing edges rather than
/// left and right, as UIKit's `NSDirectionalEdgeInsets`: in a right-to-left layout the leading
/// edge is the right one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The distance inward from the top edge, in points.
    public var top: CGFloat
    /// The distance inward from the leading edge, in points.
    public var leading: CGFloat
    /// The distance inward from the bottom edge, in points.
    public var bottom: CGFloat
    /// The distance inward from the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets of the given distances from each edge, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// `insets` read in `direction`: left is leading left to right, trailing right to left.
    init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
    }

    /// These insets as left and right ones for a layout in `direction`.
    func resolved(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        let rtl = direction == .rightToLeft
        return UIEdgeInsets(top: top, left: rtl ? trailing : leading, bottom: bottom, right: rtl ? leading : trailing)
    }

    /// The insets as `{top, leading, bottom, trailing}`, as UIKit prints them.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
