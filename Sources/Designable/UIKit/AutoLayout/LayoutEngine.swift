import ConstraintSolver
import Foundation

/// Solves one hierarchy's constraints and hands each view its frame, as UIKit's per-window
/// layout engine. It lives with the root view of the hierarchy.
///
/// The engine is persistent: it keeps its ``Solver`` and, for every constraint of the layout
/// (see ``LayoutConstraintKey``), the solver constraint it installed, so each pass changes the
/// solver only where the layout changed. There are three ways to solve, cheapest first:
/// - **refresh**, when nothing but tracked inputs changed (a constraint's constant or priority,
///   frames of views that keep them as constraints): the changed constraints, and those that read
///   state the engine is not told about (margins, guides' insets, baselines, stack arrangements,
///   autoresizing masks, the root's size), are rebuilt and compared with what the solver holds;
/// - **diff**, after any other change (views or constraints added or removed, an intrinsic size
///   invalidated, a priority of content, `setNeedsLayout` anywhere): every constraint is rebuilt
///   from the hierarchy as it is now and compared, key by key;
/// - **fresh**, the first time, or when constraints conflict: a new solver, constraints added in
///   ``LayoutSystem``'s order so that conflicts break the same constraint every time.
/// A changed constant becomes ``Solver/updateConstant(of:to:)``, an O(rows it touches) update;
/// other differences remove the old solver constraint and add the new one. Whichever way, the
/// solver ends up holding exactly the constraints a fresh solve would add.
final class LayoutEngine {
    /// Set when an input changed since the last solve.
    var isStale = true
    /// True while the engine itself sets frames, which are outputs, not inputs.
    private(set) var isApplyingFrames = false
    private(set) var report = LayoutReport()
    /// The broken constraints already logged, so each conflict is printed once, as UIKit does.
    private var logged = Set<ObjectIdentifier>()

    /// Set by changes the engine is not told the details of; the next solve rebuilds every
    /// constraint and compares.
    private var needsDiff = true
    /// Installed constraints whose constant or priority changed since the last solve.
    private var changedConstraints: [NSLayoutConstraint] = []

    private var solver: Solver?
    /// The solver constraint installed for each key.
    private var installed: [LayoutConstraintKey: Constraint] = [:]
    /// The hierarchy as the last diff saw it, in its walk order, to notice changes nobody reported.
    private var views: [UIView] = []
    private var subviewCounts: [Int] = []
    private var guides: [UILayoutGuide] = []
    private var rootSize = CGSize.zero
    /// Installed constraints that read state the engine is not told about, rebuilt every refresh.
    private var volatileConstraints: [NSLayoutConstraint] = []
    private var translatingViews: [UIView] = []
    private var stackViews: [UIStackView] = []
    /// How many constraints each generated group (root, autoresizing mask, stack) had.
    private var generatedCounts: [LayoutConstraintKey: Int] = [:]

    /// How the latest solve went, for tests.
    enum Path { case fresh, diff, refresh }
    private(set) var lastPath = Path.fresh

    /// Everything changed: the next solve rebuilds every constraint and compares.
    func invalidate() {
        isStale = true
        needsDiff = true
    }

    /// An installed constraint's constant or priority changed.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        isStale = true
        changedConstraints.append(constraint)
    }

    func solve(root: UIView) {
        root.layoutState.isSolvingRoot = true
        defer { root.layoutState.isSolvingRoot = false }
        if solver == nil || !report.conflicts.isEmpty {
            solveFresh(root: root)
        } else if needsDiff || root.bounds.size != rootSize || !hierarchyIsUnchanged(root) {
            if !solveByDiff(root: root) { solveFresh(root: root) }
        } else if !refresh(root: root) {
            solveFresh(root: root)
        }
        solver!.updateVariables()
        for guide in guides { guide.solvedFrame = guide.variables.rect }
        isStale = false
        needsDiff = false
        changedConstraints.removeAll()
        solveCount += 1
        if !isRewrapping, rewrapLabels() {
            // Once more, with the labels' heights at their widths; a second change of width waits
            // for the next pass rather than looping.
            isRewrapping = true
            defer { isRewrapping = false }
            solve(root: root)
        }
    }

    private var isRewrapping = false

    /// Gives each multi-line label the width the solution gave it to wrap to; whether any
    /// changed and the engine must solve again.
    private func rewrapLabels() -> Bool {
        LayoutSystem.wrapMultilineLabels(of: views) && isStale
    }

    /// How many times the engine has solved, so that a layout pass can tell whether origins it
    /// summed on the way down still hold.
    private(set) var solveCount = 0

    // MARK: Fresh

    private func solveFresh(root: UIView) {
        lastPath = .fresh
        let system = LayoutSystem(root: root, size: .frame)
        let solver = Solver()
        var installed: [LayoutConstraintKey: Constraint] = [:]
        installed.reserveCapacity(system.constraints.count)
        let conflicts = system.add(to: solver) { index, constraint in
            installed[system.keys[index]] = constraint
        }
        self.solver = solver
        self.installed = installed
        remember(system)
        report = LayoutReport(conflicts: conflicts, constraintCount: system.constraints.count)
        for conflict in conflicts where logged.insert(ObjectIdentifier(conflict.brokenConstraint)).inserted {
            LayoutLog.write(conflict.description)
        }
    }

    /// Keeps what later passes compare with and rebuild.
    private func remember(_ system: LayoutSystem) {
        views = system.views
        subviewCounts = views.map(\.subviews.count)
        guides = system.guides
        rootSize = system.root.bounds.size
        translatingViews = views.filter { $0 !== system.root && $0.translatesAutoresizingMaskIntoConstraints }
        stackViews = views.compactMap { $0 as? UIStackView }
        volatileConstraints = []
        generatedCounts = [:]
        for (index, key) in system.keys.enumerated() {
            switch key.source {
            case .installed:
                if system.constraints[index].readsUntrackedState { volatileConstraints.append(system.constraints[index]) }
            case .root, .autoresizingMask, .stackArrangement:
                let group = LayoutConstraintKey(source: key.source, owner: key.owner, index: -1)
                generatedCounts[group, default: 0] += 1
            case .contentSize:
                break
            }
        }
    }

    // MARK: Diff

    /// Rebuilds every constraint and applies the differences; false if the solver refused one
    /// (a conflict), in which case the caller solves afresh.
    private func solveByDiff(root: UIView) -> Bool {
        lastPath = .diff
        let system = LayoutSystem(root: root, size: .frame)
        var changes = Changes()
        var seen = Set<LayoutConstraintKey>(minimumCapacity: system.constraints.count)
        for (index, layoutConstraint) in system.constraints.enumerated() {
            guard let constraint = LayoutSystem.solverConstraint(for: layoutConstraint) else { continue }
            let key = system.keys[index]
            seen.insert(key)
            changes.compare(key, constraint, with: installed[key])
        }
        for (key, old) in installed where !seen.contains(key) {
            changes.removals.append((key, old))
        }
        guard apply(changes) else { return false }
        remember(system)
        report = LayoutReport(conflicts: [], constraintCount: system.constraints.count)
        return true
    }

    // MARK: Refresh

    /// Rebuilds only the constraints that may have changed without a full diff being asked for.
    private func refresh(root: UIView) -> Bool {
        lastPath = .refresh
        var changes = Changes()
        var count = report.constraintCount
        func regenerate(_ made: [NSLayoutConstraint], _ source: LayoutConstraintKey.Source, _ owner: AnyObject) -> Bool {
            let group = LayoutConstraintKey(source, owner, -1)
            let previous = generatedCounts[group] ?? 0
            for (index, layoutConstraint) in made.enumerated() {
                guard let constraint = LayoutSystem.solverConstraint(for: layoutConstraint) else { return false }
                let key = LayoutConstraintKey(source, owner, index)
                changes.compare(key, constraint, with: installed[key])
            }
            for index in made.count..<max(made.count, previous) {
                let key = LayoutConstraintKey(source, owner, index)
                if let old = installed[key] { changes.removals.append((key, old)) }
            }
            count += made.count - previous
            generatedCounts[group] = made.count
            return true
        }
        guard regenerate(LayoutSystem.rootConstraints(of: root, .frame), .root, root) else { return false }
        for view in translatingViews {
            guard let superview = view.superview,
                  regenerate(AutoresizingMaskConstraints.constraints(for: view, in: superview), .autoresizingMask, view)
            else { return false }
        }
        for stack in stackViews {
            guard regenerate(stack.arrangementConstraints(), .stackArrangement, stack) else { return false }
        }
        for layoutConstraint in volatileConstraints + changedConstraints {
            let key = LayoutConstraintKey(.installed, layoutConstraint, 0)
            // Not installed: it was not placeable, and nothing that could change that happened.
            guard let old = installed[key] else { continue }
            guard let constraint = LayoutSystem.solverConstraint(for: layoutConstraint) else { return false }
            changes.compare(key, constraint, with: old)
        }
        report.constraintCount = count
        return apply(changes)
    }

    // MARK: Applying differences

    /// What must change in the solver, gathered before anything is changed.
    private struct Changes {
        var removals: [(LayoutConstraintKey, Constraint)] = []
        var updates: [(LayoutConstraintKey, Constraint, Double)] = []
        var additions: [(LayoutConstraintKey, Constraint)] = []

        mutating func compare(_ key: LayoutConstraintKey, _ constraint: Constraint, with old: Constraint?) {
            guard let old else {
                additions.append((key, constraint))
                return
            }
            if old.hasSameTerms(as: constraint) {
                if old.expression.constant != constraint.expression.constant {
                    updates.append((key, old, constraint.expression.constant))
                }
            } else {
                removals.append((key, old))
                additions.append((key, constraint))
            }
        }
    }

    /// Removals first, so that an old version never conflicts with its replacement; false if
    /// the solver refused a change, the solver then being unusable for comparisons.
    private func apply(_ changes: Changes) -> Bool {
        guard let solver else { return false }
        do throws(SolverError) {
            for (key, old) in changes.removals {
                try solver.removeConstraint(old)
                installed[key] = nil
            }
            for (key, old, constant) in changes.updates {
                installed[key] = try solver.updateConstant(of: old, to: constant)
            }
            for (key, constraint) in changes.additions {
                try solver.addConstraint(constraint)
                installed[key] = constraint
            }
        } catch {
            self.solver = nil
            return false
        }
        return true
    }

    /// Whether the hierarchy is the one the last diff saw, and no view asked for layout (which
    /// is how views report changes the engine has no other word of).
    private func hierarchyIsUnchanged(_ root: UIView) -> Bool {
        var index = 0, guideIndex = 0
        func walk(_ view: UIView) -> Bool {
            guard index < views.count, views[index] === view, !view.needsLayout,
                  subviewCounts[index] == view.subviews.count else { return false }
            index += 1
            for guide in view.layoutState.layoutGuides {
                guard guideIndex < guides.count, guides[guideIndex] === guide else { return false }
                guideIndex += 1
            }
            for subview in view.subviews where !walk(subview) { return false }
            return true
        }
        return walk(root) && index == views.count && guideIndex == guides.count
    }

    /// Sets the frames of `view`'s subviews that constraints place, from the solution: edges
    /// are rounded to device pixels in root coordinates, as UIKit does, so neighbours that
    /// share an edge keep sharing it. Applied through bounds and centre, so transforms survive.
    func applyFrames(toSubviewsOf view: UIView, scale: CGFloat) {
        applyFrames(toSubviewsOf: view, origin: LayoutEngine.rootOrigin(of: view), scale: scale)
    }

    /// ``applyFrames(toSubviewsOf:scale:)`` with `view`'s ``rootOrigin(of:)`` already known.
    func applyFrames(toSubviewsOf view: UIView, origin: CGPoint, scale: CGFloat) {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
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
        // Snapped to a millionth of a pixel first, so that a solution a rounding error away from
        // a half pixel (which an incremental solve and a fresh one may reach from either side)
        // rounds the same way every time.
        func round(_ value: CGFloat) -> CGFloat { ((value * scale * 1_000_000).rounded() / 1_000_000).rounded() / scale }
        let x0 = round(rect.minX), x1 = round(rect.maxX), y0 = round(rect.minY), y1 = round(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension NSLayoutConstraint {
    /// Whether the solver constraint for this one depends on state that changes without telling
    /// the engine: margins, a guide's insets (the safe area follows frames) or a baseline.
    var readsUntrackedState: Bool {
        if firstItem is UILayoutGuide || secondItem is UILayoutGuide { return true }
        return firstAttribute.rawValue > NSLayoutConstraint.Attribute.centerY.rawValue
            || secondAttribute.rawValue > NSLayoutConstraint.Attribute.centerY.rawValue
    }
}

private extension Constraint {
    /// Whether `other` differs from this constraint at most in its constant: same variables with
    /// the same coefficients in the same order, same relation and strength.
    func hasSameTerms(as other: Constraint) -> Bool {
        guard relation == other.relation, strength == other.strength else { return false }
        let mine = expression.terms, theirs = other.expression.terms
        guard mine.count == theirs.count else { return false }
        for index in mine.indices {
            guard mine[index].variable === theirs[index].variable,
                  mine[index].coefficient == theirs[index].coefficient else { return false }
        }
        return true
    }
}
