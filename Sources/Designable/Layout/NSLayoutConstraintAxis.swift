import Foundation

extension NSLayoutConstraint {
    /// A direction of layout, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
