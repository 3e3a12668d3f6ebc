import Foundation

extension UISegmentedControl {
    /// Which segment an appearance applies to, as UIKit's `UISegmentedControl.Segment`.
    public enum Segment: Int, Sendable {
        /// Every segment.
        case any = 0
        /// The leftmost.
        case left = 1
        /// One between the ends.
        case center = 2
        /// The rightmost.
        case right = 3
        /// The only one.
        case alone = 4
    }
}
