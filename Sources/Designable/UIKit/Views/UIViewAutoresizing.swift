import Foundation

extension UIView {
    /// Which margins and dimensions of a view stretch when its superview resizes, as
    /// `UIView.AutoresizingMask`, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the left of the view changes with the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width changes with the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the right of the view changes with the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above the view changes with the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height changes with the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below the view changes with the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Moves and resizes `subview` for its superview's change from `old` to `new`, as UIKit
    /// does: the change is shared among the flexible parts in proportion to their sizes.
    static func autoresize(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ lo: CGFloat, _ size: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat,
                  _ flexLo: Bool, _ flexSize: Bool, _ flexHi: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - oldTotal
            let hi = oldTotal - lo - size
            let parts = [(flexLo, lo), (flexSize, size), (flexHi, hi)].filter(\.0)
            guard delta != 0, !parts.isEmpty else { return (lo, size) }
            let total = parts.reduce(CGFloat(0)) { $0 + Swift.max(0, $1.1) }
            func share(_ flexible: Bool, _ value: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return total > 0 ? delta * Swift.max(0, value) / total : delta / CGFloat(parts.count)
            }
            return (lo + share(flexLo, lo), size + share(flexSize, size))
        }
        let (x, w) = axis(frame.minX, frame.width, old.width, new.width,
                          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, h) = axis(frame.minY, frame.height, old.height, new.height,
                          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }
}
