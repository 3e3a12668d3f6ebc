import Observation

/// iOS 26's property update pass: `updateProperties()` runs before layout, top-down, for views
/// marked by `setNeedsUpdateProperties()` (every view, the first time), and `@Observable` values
/// it reads mark it again when they change, as on iOS.
extension UIView {
    /// Marks the view for ``updateProperties()`` before the next layout.
    public func setNeedsUpdateProperties() { layoutState.needsUpdateProperties = true }

    /// Runs ``updateProperties()`` now if the view is marked, then its subviews', top-down.
    public func updatePropertiesIfNeeded() {
        if layoutState.needsUpdateProperties {
            layoutState.needsUpdateProperties = false
            let mark = WeakViewMark(self)
            // Reads of @Observable values inside are tracked; a change marks the view again.
            withObservationTracking { updateProperties() } onChange: { mark.mark() }
        }
        for subview in subviews { subview.updatePropertiesIfNeeded() }
    }
}

extension UIView {
    /// Whether this view or one below it is marked for ``updateProperties()``.
    var needsPropertyUpdateInTree: Bool {
        layoutState.needsUpdateProperties || subviews.contains { $0.needsPropertyUpdateInTree }
    }
}

/// The view an observation marks when a value it read changes; weak, as the view may be gone.
private final class WeakViewMark: @unchecked Sendable {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
    func mark() { view?.setNeedsUpdateProperties() }
}
