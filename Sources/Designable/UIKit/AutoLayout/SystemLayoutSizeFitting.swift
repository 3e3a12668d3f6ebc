import Foundation

extension UIView {
    /// The target for the smallest size constraints allow, as UIKit's.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target for the largest size constraints allow, as UIKit's.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints allow, both dimensions
    /// pulled at ``UILayoutPriority/fittingSizeLevel``: with ``layoutFittingCompressedSize`` the
    /// smallest size that fits the content.
    ///
    /// ```swift
    /// let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    /// card.frame.size = size
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each dimension pulled
    /// towards its target at its priority: ``UILayoutPriority/required`` fixes the width (to
    /// find the height a width needs, as snapshot sizing and self-sizing cells do).
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
    ///                                           withHorizontalFittingPriority: .required,
    ///                                           verticalFittingPriority: .fittingSizeLevel).height
    /// ```
    ///
    /// The view is solved on its own, with its subviews and the constraints installed on it and
    /// them; its own frame and its superview take no part. Nothing is laid out or moved. Required
    /// constraints that conflict are broken as in a layout pass, but not reported.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        // The solve writes into the same variables as the hierarchy's layout; keep those.
        let system = LayoutSystem(root: self, size: .fitting(targetSize, horizontal: horizontalFittingPriority,
                                                              vertical: verticalFittingPriority))
        let saved = system.views.map { $0.layoutState.variables(for: $0).rect }
        defer {
            for (view, rect) in zip(system.views, saved) { view.layoutState.variables(for: view).restore(rect) }
        }
        _ = system.solve(placingGuides: false)
        // A multi-line label is as tall as its text wrapped at the width the solution gave it,
        // as in a layout pass: once they wrap there, solve again (a self-sizing cell's height).
        if LayoutSystem.wrapMultilineLabels(of: system.views) {
            _ = LayoutSystem(root: self, size: .fitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
                .solve(placingGuides: false)
        }
        let variables = layoutState.variables(for: self)
        return CGSize(width: variables.width.value, height: variables.height.value)
    }
}
