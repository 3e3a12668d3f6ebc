import Foundation

/// Shifts the sizes and baselines text gives views, for one solve, so a caller can tell which
/// frames follow text metrics: solve with and without a shift and see which frames move.
///
/// Designable measures text with its own fonts, not Apple's, so a frame that follows from a
/// label's intrinsic size cannot be expected to match the one Interface Builder stored, and a
/// frame that does not follow from any text should. Perturbing the metrics answers "does this
/// frame depend on text?" through the constraints themselves: a label with a fixed width and
/// height does not, a container hugging a label does, and so does a view aligned to a baseline.
package enum TextMetricsProbe {
    /// Points added to every text-sized view's intrinsic width and height and to its
    /// baselines; 0 outside a probe.
    @TaskLocal static var shift: CGFloat = 0

    /// Whether the view's intrinsic size comes from text: labels, text fields, text views,
    /// segmented controls, and buttons with a title.
    static func sizesFromText(_ view: UIView) -> Bool {
        if view is UILabel || view is UITextField || view is UITextView || view is UISegmentedControl { return true }
        if let button = view as? UIButton { return !(button.currentTitle?.isEmpty ?? true) }
        return false
    }

    /// The view's intrinsic content size, shifted along each axis that has one when probing.
    static func intrinsicSize(of view: UIView) -> CGSize {
        let size = view.intrinsicContentSize
        guard shift != 0, sizesFromText(view) else { return size }
        func shifted(_ value: CGFloat) -> CGFloat {
            value == UIView.noIntrinsicMetric || !value.isFinite ? value : Swift.max(0, value + shift)
        }
        return CGSize(width: shifted(size.width), height: shifted(size.height))
    }
}

extension TextMetricsProbe {
    /// How far a probe moves text metrics: more than any difference between two system fonts
    /// at the same size, so a dependency clipped by an inequality nearby still shows.
    private static let probe: CGFloat = 10

    /// The views of `root`'s hierarchy whose frame (in their superview) changes when text
    /// metrics grow or shrink, in the hierarchy's order. The last solution is put back.
    package static func textDependentViews(in root: UIView) -> [UIView] {
        root.updateConstraintsIfNeeded()
        guard LayoutSystem.usesAutoLayout(root) else { return [] }
        let saved = SolutionSnapshot(root)
        defer { saved.restore() }
        func solvedFrames() -> (views: [UIView], frames: [CGRect]) {
            let system = LayoutSystem(root: root, size: .frame)
            _ = system.solve(placingGuides: false)
            return (system.views, system.views.map { $0.layoutState.variables(for: $0).rect })
        }
        let (views, base) = solvedFrames()
        let grown = $shift.withValue(probe) { solvedFrames().frames }
        let shrunk = $shift.withValue(-probe) { solvedFrames().frames }
        func moved(_ a: CGRect, _ b: CGRect) -> Bool {
            Swift.max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height)) > 0.01
        }
        return views.indices.filter { moved(base[$0], grown[$0]) || moved(base[$0], shrunk[$0]) }.map { views[$0] }
    }
}
