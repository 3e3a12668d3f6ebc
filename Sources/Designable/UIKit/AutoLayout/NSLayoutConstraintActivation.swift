import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// nearest common ancestor of its items (or removes it from there), as UIKit does.
    ///
    /// Differs from UIKit: activating items with no common ancestor (not yet in one hierarchy)
    /// prints UIKit's message and leaves the constraint inactive instead of raising.
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue { install() } else { container?.removeConstraint(self) }
        }
    }

    /// Activates each constraint, as setting ``isActive`` to `true` on each; cheaper to read.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func install() {
        guard container == nil else { return }
        guard let first = (firstItem as? LayoutItem)?.layoutItemView else {
            LayoutLog.write("Unable to activate constraint \(self): its first item is not in a view hierarchy (a layout guide needs an owning view).")
            return
        }
        var ancestor: UIView? = first
        if let secondItem {
            guard let second = (secondItem as? LayoutItem)?.layoutItemView,
                  let common = NSLayoutConstraint.nearestCommonAncestor(first, second) else {
                LayoutLog.write("Unable to activate constraint \(self) because it has no common ancestor. Does the constraint or its anchors reference items in different view hierarchies?")
                return
            }
            ancestor = common
        }
        ancestor?.addConstraint(self)
    }

    /// The closest view that is `a` or an ancestor of `a`, and `b` or an ancestor of `b`.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestorsOfA = Set<ObjectIdentifier>()
        var view: UIView? = a
        while let v = view {
            ancestorsOfA.insert(ObjectIdentifier(v))
            view = v.superview
        }
        view = b
        while let v = view {
            if ancestorsOfA.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }
}
