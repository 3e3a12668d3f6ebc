import Foundation

/// The required constraints that keep a view with `translatesAutoresizingMaskIntoConstraints`
/// where its frame says, and make it follow its superview's size as its `autoresizingMask`
/// says, as UIKit's `NSAutoresizingMaskLayoutConstraint`s do.
///
/// Along each axis the superview's extent `P` is split into margin, size and margin. When `P`
/// changes, the change is shared among the flexible parts in proportion to their current sizes
/// (equally when those are all zero), exactly as ``UIView/autoresize(_:mask:from:to:)`` moves
/// frames, so the solution agrees with autoresizing. Each new part is linear in `P`, so it can
/// be written as `child.left == k × superview.width + c` measured from the superview's left.
enum AutoresizingMaskConstraints {
    static func constraints(for view: UIView, in superview: UIView) -> [NSLayoutConstraint] {
        let mask = view.autoresizingMask, frame = view.frame, parentSize = superview.bounds.size
        let notation = "h=\(flags(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))"
            + " v=\(flags(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))"
        let horizontal = axis(view, superview, lo: frame.minX, size: frame.width, total: parentSize.width,
                              flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
                              attributes: (.left, .width), notation: notation)
        let vertical = axis(view, superview, lo: frame.minY, size: frame.height, total: parentSize.height,
                            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
                            attributes: (.top, .height), notation: notation)
        return horizontal + vertical
    }

    /// UIKit's notation for one axis: `-` for a fixed part, `&` for a flexible one, in the order
    /// leading margin, size, trailing margin.
    private static func flags(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
        [a, b, c].map { $0 ? "&" : "-" }.joined()
    }

    private static func axis(_ view: UIView, _ superview: UIView, lo: CGFloat, size: CGFloat, total: CGFloat,
                             flexible: (lo: Bool, size: Bool, hi: Bool),
                             attributes: (position: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute),
                             notation: String) -> [NSLayoutConstraint] {
        let hi = total - lo - size
        let parts = [(flexible.lo, lo), (flexible.size, size), (flexible.hi, hi)].filter(\.0)
        let flexibleTotal = parts.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
        /// A part's new value as `k × P + c`.
        func part(_ isFlexible: Bool, _ value: CGFloat) -> (k: CGFloat, c: CGFloat) {
            guard isFlexible else { return (0, value) }
            if flexibleTotal > 0 {
                // value × (P - total + flexibleTotal) / flexibleTotal
                let k = max(0, value) / flexibleTotal
                return (k, value - k * total)
            }
            let k = 1 / CGFloat(parts.count)
            return (k, value - k * total)
        }
        func make(_ attribute: NSLayoutConstraint.Attribute, _ p: (k: CGFloat, c: CGFloat)) -> NSLayoutConstraint {
            let constraint = p.k == 0
                ? NSLayoutConstraint(first: view, attribute, .equal, second: attribute.isDimension ? nil : superview,
                                     attribute.isDimension ? .notAnAttribute : attribute,
                                     constant: p.c, origin: .autoresizingMask(notation))
                : NSLayoutConstraint(first: view, attribute, .equal, second: superview, attributes.size,
                                     multiplier: p.k, constant: p.c, origin: .autoresizingMask(notation))
            constraint.container = superview
            return constraint
        }
        return [make(attributes.position, part(flexible.lo, lo)), make(attributes.size, part(flexible.size, size))]
    }
}
