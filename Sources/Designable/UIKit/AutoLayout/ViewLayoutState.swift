import Foundation

/// Auto Layout's bookkeeping for one view, kept in one stored property of ``UIView`` so the view
/// class stays about views.
final class ViewLayoutState {
    /// The constraints installed on the view, in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// Layout guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var contentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// True at first, so that an overridden `updateConstraints()` runs before the first layout.
    var needsUpdateConstraints = true
    /// True at first, so that an overridden `updateProperties()` runs before the first layout.
    var needsUpdateProperties = true
    /// The engine of the layout this view is the root of, once it has used constraints.
    var engine: LayoutEngine?
    /// The margins and safe area guides, made once so that they keep their identity.
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?

    /// True while a solve treats this view as its root, where sums of offsets stop (a view
    /// being fitted may have a superview that takes no part).
    var isSolvingRoot = false

    private var storedVariables: FrameVariables?

    /// The view's unknowns, made on first use and named after the view for messages.
    func variables(for view: UIView) -> FrameVariables {
        if let storedVariables { return storedVariables }
        let made = FrameVariables(name: LayoutNames.name(of: view))
        storedVariables = made
        return made
    }

    var hasVariables: Bool { storedVariables != nil }
}
