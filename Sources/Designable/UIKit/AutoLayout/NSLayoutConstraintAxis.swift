import Foundation

extension NSLayoutConstraint {
    /// A direction of layout, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1
    }
}
