import ConstraintSolver
import Foundation

/// Leading and trailing constraints in a right-to-left layout, as UIKit solves them: the
/// leading edge is the right one, and constants count leftwards, so `a.leading == b.leading + 20`
/// puts `a`'s right edge 20 points left of `b`'s.
///
/// Such a constraint is solved in mirrored coordinates, x ↦ −x, for every horizontal position
/// it names: leading becomes minus the right edge, trailing minus the left, centres minus
/// themselves; widths do not change. Its direction is the effective layout direction of the
/// view it lives in (the items' nearest common ancestor), so a stack view or a container with
/// `semanticContentAttribute = .forceRightToLeft` lays its own subviews out from the right.
extension NSLayoutConstraint {
    /// Whether the constraint names a leading or trailing edge inside a right-to-left view.
    var isRightToLeft: Bool {
        guard firstAttribute.followsLayoutDirection || secondAttribute.followsLayoutDirection else { return false }
        return directionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The view whose direction decides the constraint's: where it is installed, else the
    /// nearest common ancestor of its items.
    private var directionView: UIView? {
        if let container { return container }
        let first = (firstItem as? LayoutItem)?.layoutItemView
        guard let second = (secondItem as? LayoutItem)?.layoutItemView else { return first?.superview ?? first }
        var view = first
        while let v = view, !second.isDescendant(of: v) { view = v.superview }
        return view ?? first
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attributes whose side depends on the layout direction.
    var followsLayoutDirection: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The attribute whose expression, negated, is this one in right-to-left coordinates.
    fileprivate var mirrored: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }
}

extension LayoutSystem {
    /// `first - multiplier × second - constant ⋈ 0` in mirrored coordinates; see
    /// `NSLayoutConstraint.isRightToLeft`.
    static func mirroredSolverConstraint(for c: NSLayoutConstraint) -> Constraint? {
        guard let first = c.firstItem as? LayoutItem else { return nil }
        func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
            guard attribute.axis == .horizontal, !attribute.isDimension else { return item.layoutExpression(for: attribute) }
            return -item.layoutExpression(for: attribute.mirrored)
        }
        var result = expression(first, c.firstAttribute)
        if let secondItem = c.secondItem {
            guard let second = secondItem as? LayoutItem else { return nil }
            result = result - Double(c.multiplier) * expression(second, c.secondAttribute)
            if c.multiplier != 1, let container = c.container, c.firstAttribute.axis == .horizontal,
               !c.firstAttribute.isDimension, !c.secondAttribute.isDimension {
                // Positions measured from the container's leading (right) edge, mirrored.
                let origin = container.layoutFrameExpressions
                result = result - (1 - Double(c.multiplier)) * -(origin.minX + origin.width)
            }
        }
        result = result - Double(c.constant)
        let relation: Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(result, relation, strength: Strength(priority: Double(c.priority.rawValue)))
    }
}
