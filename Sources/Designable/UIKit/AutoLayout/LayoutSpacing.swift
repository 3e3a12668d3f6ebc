import Foundation

/// The spacings UIKit calls "standard", as fixed numbers.
///
/// Differs from UIKit: UIKit's system spacing depends on the fonts on either side and its
/// standard distance to a superview edge on the device; these are UIKit's usual values.
enum LayoutSpacing {
    /// Between siblings: `[a]-[b]` in the visual format, and system spacing for anchors.
    static let standard: CGFloat = 8
    /// Between a view and its superview's edge: `|-[a]` in the visual format.
    static let superviewEdge: CGFloat = 20
}
