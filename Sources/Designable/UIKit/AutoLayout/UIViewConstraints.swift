import Foundation

extension UIView {
    /// The constraints installed on this view, in the order they were installed.
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Installs a constraint on this view, as UIKit's `addConstraint(_:)`. Its items should be
    /// this view or its descendants; prefer `NSLayoutConstraint.activate(_:)`, which finds the view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let current = constraint.container {
            if current === self { return }
            current.removeConstraint(constraint)
        }
        constraint.container = self
        layoutState.constraints.append(constraint)
        setNeedsAutoLayout()
    }

    /// Installs each constraint on this view, as ``addConstraint(_:)``.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls a constraint from this view; it becomes inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        setNeedsAutoLayout()
    }

    /// Uninstalls each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Update pass

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along `axis`;
    /// ``UILayoutPriority/defaultLow`` (250) unless set.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.contentHugging.horizontal : layoutState.contentHugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.contentHugging.horizontal = priority } else { layoutState.contentHugging.vertical = priority }
        setNeedsAutoLayout()
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis`;
    /// ``UILayoutPriority/defaultHigh`` (750) unless set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compressionResistance.horizontal = priority } else { layoutState.compressionResistance.vertical = priority }
        setNeedsAutoLayout()
    }

    // MARK: Layout guides

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

    /// Adds a guide that constraints can place, owned by this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``; constraints to it stop placing anything.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Hooks for the rest of the toolkit

    /// The top of the hierarchy, whose engine lays it out.
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Marks the layout holding this view as needing a new solution.
    func setNeedsAutoLayout() {
        layoutRoot.layoutState.engine?.invalidate()
    }

    /// Called when code sets the frame, bounds or centre: a view that keeps its frame as
    /// constraints changed an input of the layout. The engine's own changes do not count.
    func geometryDidChangeForAutoLayout() {
        guard translatesAutoresizingMaskIntoConstraints, let engine = layoutRoot.layoutState.engine,
              !engine.isApplyingFrames else { return }
        engine.isStale = true
    }

    /// Before the view leaves its superview: deactivates the constraints installed on its
    /// ancestors that mention it or its descendants, as UIKit does.
    func removeConstraintsLeavingHierarchy() {
        var ancestor = superview
        while let view = ancestor {
            for constraint in view.layoutState.constraints where constraint.mentionsSubtree(of: self) {
                view.removeConstraint(constraint)
            }
            ancestor = view.superview
        }
    }
}

extension NSLayoutConstraint {
    /// Whether either item is `view`, one of its descendants, or a guide owned by one.
    func mentionsSubtree(of view: UIView) -> Bool {
        for item in [firstItem, secondItem] {
            if let owner = (item as? LayoutItem)?.layoutItemView, owner.isDescendant(of: view) { return true }
        }
        return false
    }
}
