import Foundation

/// One layout of a hierarchy, in UIKit's order: properties are updated (iOS 26's
/// `updateProperties()`, top-down), constraints are updated (leaves first), then
/// solved for the whole hierarchy, then from the root down each view's subviews get their
/// frames from the solution before the view's `layoutSubviews()` runs.
///
/// If `layoutSubviews()` changes an input (a constant, a frame kept as constraints), the
/// hierarchy is solved again and the view's subviews placed again before going deeper, so a
/// view may adjust constraints in `layoutSubviews()` as on iOS. A hierarchy without constraints
/// skips the solver entirely.
enum LayoutPass {
    static func run(from view: UIView) {
        let root = view.layoutRoot
        // A layoutSubviews() that changes an @Observable value an updateProperties() read (a
        // view model given the new bounds) marks that view again; iOS updates it again before
        // the frame is shown, so the pass is repeated, a few times at most.
        for _ in 0..<4 {
            root.updatePropertiesIfNeeded()  // iOS 26: properties, then constraints, then layout
            layOut(root: root)
            guard root.needsPropertyUpdateInTree else { break }
        }
    }

    private static func layOut(root: UIView) {
        root.updateConstraintsIfNeeded()
        var engine: LayoutEngine?
        if LayoutSystem.usesAutoLayout(root) {
            let made = root.layoutState.engine ?? LayoutEngine()
            root.layoutState.engine = made
            made.solve(root: root)
            engine = made
        } else {
            root.layoutState.engine = nil
        }
        let scale = max(1, root.traitCollection.displayScale)
        layOut(root, root: root, engine: engine, scale: scale, origin: (.zero, engine?.solveCount ?? 0))
    }

    /// `origin` is where the solution puts `view` in root coordinates, summed on the way down,
    /// and the engine's solve count it was summed at: a solve since then (a `layoutSubviews()`
    /// changed an input) means summing it afresh.
    private static func layOut(_ view: UIView, root: UIView, engine: LayoutEngine?, scale: CGFloat,
                               origin: (point: CGPoint, solve: Int)) {
        var origin = origin
        var engine = engine
        if let engine {
            if engine.isStale { engine.solve(root: root) }
            if origin.solve != engine.solveCount { origin = (LayoutEngine.rootOrigin(of: view), engine.solveCount) }
            engine.applyFrames(toSubviewsOf: view, origin: origin.point, scale: scale)
        }
        if view.needsLayout {
            view.needsLayout = false
            let before = view.subviews
            view.layoutSubviews()
            // A layoutSubviews() that marks its own view again (a button that sets its edge
            // insets after super placed its image and title) is laid out again before the frame
            // is shown, as Core Animation lays out a layer that still needs it: twice more at most.
            for _ in 0..<2 where view.needsLayout {
                view.needsLayout = false
                view.layoutSubviews()
            }
            // Subviews added here (a list's cells) may bring constraints: the engine must see
            // them in this pass, and a hierarchy that had none starts one.
            if !view.subviews.elementsEqual(before, by: ===) {
                if let engine {
                    engine.invalidate()
                } else if LayoutSystem.usesAutoLayout(view) {
                    let made = LayoutEngine()
                    root.layoutState.engine = made
                    made.invalidate()
                    engine = made
                }
            }
            if let engine, engine.isStale {
                root.updateConstraintsIfNeeded()
                engine.solve(root: root)
                origin = (LayoutEngine.rootOrigin(of: view), engine.solveCount)
                engine.applyFrames(toSubviewsOf: view, origin: origin.point, scale: scale)
            }
        }
        for subview in view.subviews {
            var child = origin
            if engine != nil {
                let offsets = subview.layoutState.variables(for: subview)
                child.point.x += offsets.minX.value
                child.point.y += offsets.minY.value
            }
            layOut(subview, root: root, engine: engine, scale: scale, origin: child)
        }
    }
}
