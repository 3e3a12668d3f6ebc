import Foundation

/// Solves one hierarchy's constraints and hands each view its frame, as UIKit's per-window
/// layout engine. It lives with the root view of the hierarchy.
///
/// Each solve starts from the constraints as they are now (see ``LayoutSystem``), so changes
/// to constants, priorities, intrinsic sizes, hidden arranged subviews or frames all take effect
/// without bookkeeping. The solution is kept in each view's variables, relative to its superview.
final class LayoutEngine {
    /// Set when an input changed since the last solve.
    var isStale = true
    /// True while the engine itself sets frames, which are outputs, not inputs.
    private(set) var isApplyingFrames = false
    private(set) var report = LayoutReport()
    /// The broken constraints already logged, so each conflict is printed once, as UIKit does.
    private var logged = Set<ObjectIdentifier>()

    func solve(root: UIView) {
        let system = LayoutSystem(root: root, size: .frame)
        let conflicts = system.solve()
        report = LayoutReport(conflicts: conflicts, constraintCount: system.constraints.count)
        for conflict in conflicts where logged.insert(ObjectIdentifier(conflict.brokenConstraint)).inserted {
            LayoutLog.write(conflict.description)
        }
        isStale = false
    }

    /// Sets the frames of `view`'s subviews that constraints place, from the solution: edges
    /// are rounded to device pixels in root coordinates, as UIKit does, so neighbours that
    /// share an edge keep sharing it. Applied through bounds and centre, so transforms survive.
    func applyFrames(toSubviewsOf view: UIView, scale: CGFloat) {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        let origin = LayoutEngine.rootOrigin(of: view)
        let parent = LayoutEngine.roundedRect(CGRect(origin: origin, size: .zero), scale: scale)
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            let solved = subview.layoutState.variables(for: subview).rect
            let rect = LayoutEngine.roundedRect(solved.offsetBy(dx: origin.x, dy: origin.y), scale: scale)
            let anchor = subview.layer.anchorPoint
            if subview.bounds.size != rect.size { subview.bounds.size = rect.size }
            let center = CGPoint(x: rect.minX - parent.minX + rect.width * anchor.x,
                                 y: rect.minY - parent.minY + rect.height * anchor.y)
            if subview.center != center { subview.center = center }
        }
    }

    /// Where the solution puts `view`'s origin in root coordinates: its offsets summed upwards.
    static func rootOrigin(of view: UIView) -> CGPoint {
        var origin = CGPoint.zero
        var current: UIView? = view
        while let v = current, v.superview != nil {
            let rect = v.layoutState.variables(for: v).rect
            origin.x += rect.minX
            origin.y += rect.minY
            current = v.superview
        }
        return origin
    }

    static func roundedRect(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let x0 = round(rect.minX), x1 = round(rect.maxX), y0 = round(rect.minY), y1 = round(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
