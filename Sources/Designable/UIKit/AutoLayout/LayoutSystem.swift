import ConstraintSolver
import Foundation

/// Every constraint that places a hierarchy, gathered in a fixed order, ready to solve.
///
/// The order decides which constraint breaks when required ones conflict (the later one), so
/// it is deterministic and puts what UIKit would keep first:
/// 1. the root held at its frame (or pulled towards a fitting size);
/// 2. the autoresizing-mask constraints of views that translate their frames;
/// 3. installed constraints, view by view from the root down, each view's in installation order;
/// 4. the constraints stack views generate for their arranged subviews;
/// 5. content hugging and compression resistance.
struct LayoutSystem {
    /// What holds the root.
    enum RootSize {
        /// Its current bounds size, required.
        case frame
        /// A target size, at the given priorities, for `systemLayoutSizeFitting`.
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    let root: UIView
    private(set) var views: [UIView] = []
    private(set) var guides: [UILayoutGuide] = []
    private(set) var constraints: [NSLayoutConstraint] = []
    /// What each of ``constraints`` stands for, stable from one layout to the next, so that a
    /// persistent engine can tell which solver constraint to keep, update or replace.
    private(set) var keys: [LayoutConstraintKey] = []

    /// Whether any view in the hierarchy is placed by constraints; if not, frames alone lay it out.
    /// Gives each multi-line label placed by constraints without a preferred width the width
    /// the last solution gave it to wrap at, as UIKit does; whether any changed.
    static func wrapMultilineLabels(of views: [UIView]) -> Bool {
        var changed = false
        for case let label as UILabel in views
        where label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 && !label.translatesAutoresizingMaskIntoConstraints {
            let width = label.layoutState.variables(for: label).rect.width
            let wrap: CGFloat? = width.isFinite && width > 0 ? width : nil
            if label.autoLayoutWrapWidth != wrap {
                label.autoLayoutWrapWidth = wrap
                changed = true
            }
        }
        return changed
    }

    static func usesAutoLayout(_ root: UIView) -> Bool {
        var stack = [root]
        while let view = stack.popLast() {
            if !view.layoutState.constraints.isEmpty || view is UIStackView { return true }
            if view !== root && !view.translatesAutoresizingMaskIntoConstraints { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }

    init(root: UIView, size: RootSize) {
        self.root = root
        collect(root)
        append(rootConstraints(size), .root, root)
        for view in views where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            append(AutoresizingMaskConstraints.constraints(for: view, in: view.superview!), .autoresizingMask, view)
        }
        for view in views {
            for constraint in view.layoutState.constraints where constraint.isPlaceable(within: view) {
                constraints.append(constraint)
                keys.append(LayoutConstraintKey(.installed, constraint, 0))
            }
        }
        for case let stack as UIStackView in views {
            append(stack.arrangementConstraints(), .stackArrangement, stack)
        }
        for view in views where view === root || !view.translatesAutoresizingMaskIntoConstraints {
            append(ContentSizeConstraints.constraints(for: view), .contentSize, view)
        }
    }

    private mutating func append(_ made: [NSLayoutConstraint], _ source: LayoutConstraintKey.Source, _ owner: AnyObject) {
        for (index, constraint) in made.enumerated() {
            constraints.append(constraint)
            keys.append(LayoutConstraintKey(source, owner, index))
        }
    }

    /// The views from the root down, and the guides they own; each starts from zero.
    private mutating func collect(_ view: UIView) {
        views.append(view)
        view.layoutState.variables(for: view).reset()
        for guide in view.layoutState.layoutGuides {
            guide.variables.reset()
            guides.append(guide)
        }
        for subview in view.subviews { collect(subview) }
    }

    private func rootConstraints(_ size: RootSize) -> [NSLayoutConstraint] {
        LayoutSystem.rootConstraints(of: root, size)
    }

    /// The constraints that hold `root` at its frame or pull it towards a fitting size.
    static func rootConstraints(of root: UIView, _ size: RootSize) -> [NSLayoutConstraint] {
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ priority: UILayoutPriority = .required) -> NSLayoutConstraint {
            NSLayoutConstraint(first: root, attribute, .equal, second: nil, .notAnAttribute,
                               constant: value, priority: priority, origin: .rootFrame)
        }
        switch size {
        case .frame:
            return [pin(.left, 0), pin(.top, 0), pin(.width, root.bounds.width), pin(.height, root.bounds.height)]
        case let .fitting(target, horizontal, vertical):
            return [pin(.left, 0), pin(.top, 0), pin(.width, target.width, horizontal), pin(.height, target.height, vertical)]
        }
    }

    /// Solves, breaking each required constraint that contradicts the ones before it, and
    /// writes the solution into the views' and guides' variables (and, when `placingGuides`,
    /// into the guides' ``UILayoutGuide/layoutFrame``).
    func solve(placingGuides: Bool = true) -> [LayoutConflict] {
        root.layoutState.isSolvingRoot = true
        defer { root.layoutState.isSolvingRoot = false }
        let (solver, conflicts) = makeSolver()
        solver.updateVariables()
        for guide in guides where placingGuides { guide.solvedFrame = guide.variables.rect }
        return conflicts
    }

    /// A solver holding every constraint but the required ones that contradict those before
    /// them, which are returned as conflicts; the caller reads or probes the solution.
    /// Call it while the root is marked as the solving root.
    func makeSolver() -> (solver: Solver, conflicts: [LayoutConflict]) {
        let solver = Solver()
        return (solver, add(to: solver) { _, _ in })
    }

    /// Adds every constraint to `solver` in order, telling `installed` the index in
    /// ``constraints`` of each one the solver took and the solver constraint made for it, and
    /// returns the required ones that contradicted those before them.
    /// Call it while the root is marked as the solving root.
    func add(to solver: Solver, installed: (Int, Constraint) -> Void) -> [LayoutConflict] {
        var required: [(layout: NSLayoutConstraint, solver: Constraint)] = []
        var conflicts: [LayoutConflict] = []
        for (index, layoutConstraint) in constraints.enumerated() {
            guard let constraint = LayoutSystem.solverConstraint(for: layoutConstraint) else { continue }
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                installed(index, constraint)
                if constraint.strength.isRequired { required.append((layoutConstraint, constraint)) }
            } catch {
                let conflicting = ConflictExplanation.minimalConflict(of: constraint, among: required.map(\.solver))
                let layout = conflicting.map { index in required[index].layout }
                conflicts.append(LayoutConflict(conflictingConstraints: layout + [layoutConstraint], brokenConstraint: layoutConstraint))
            }
        }
        return conflicts
    }

    /// `first - multiplier × second - constant ⋈ 0`, positions measured from the container's
    /// origin (which only matters when the multiplier is not 1), or `nil` when an item is gone.
    static func solverConstraint(for c: NSLayoutConstraint) -> Constraint? {
        if c.isRightToLeft { return mirroredSolverConstraint(for: c) }
        if let plain = plainSolverConstraint(for: c) { return plain }
        guard let first = c.firstItem as? LayoutItem else { return nil }
        var expression = first.layoutExpression(for: c.firstAttribute)
        if let secondItem = c.secondItem {
            guard let second = secondItem as? LayoutItem else { return nil }
            let right = second.layoutExpression(for: c.secondAttribute)
            expression = expression - Double(c.multiplier) * right
            if c.multiplier != 1, let container = c.container, let axis = c.firstAttribute.axis,
               !c.firstAttribute.isDimension, !c.secondAttribute.isDimension {
                // (first - origin) - m × (second - origin) = first - m × second - (1 - m) × origin
                let origin = container.layoutFrameExpressions
                expression = expression - (1 - Double(c.multiplier)) * (axis == .horizontal ? origin.minX : origin.minY)
            }
        }
        expression = expression - Double(c.constant)
        let relation: Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(expression, relation, strength: Strength(priority: Double(c.priority.rawValue)))
    }
}

extension LayoutSystem {
    /// The constraint most layouts are made of (edges, centres and sizes of views, the
    /// multiplier 1 unless between sizes) built straight into one list of terms, without the
    /// four expressions per item and the intermediate sums the general path makes; `nil` for
    /// anything else. The terms, their order and every coefficient and constant come out exactly
    /// as the general path computes them, so the solver sees the same constraint.
    fileprivate static func plainSolverConstraint(for c: NSLayoutConstraint) -> Constraint? {
        guard c.firstAttribute.isPlainEdgeOrSize, let first = c.firstItem as? UIView else { return nil }
        var terms: [Term] = []
        terms.reserveCapacity(16)
        first.appendPlainTerms(for: c.firstAttribute, factor: nil, to: &terms)
        if let secondItem = c.secondItem {
            guard c.secondAttribute.isPlainEdgeOrSize, let second = secondItem as? UIView,
                  c.multiplier == 1 || c.firstAttribute.isDimension || c.secondAttribute.isDimension else { return nil }
            second.appendPlainTerms(for: c.secondAttribute, factor: Double(c.multiplier), to: &terms)
        }
        // The general path's constant: 0 from the items, then `- constant` as `+ -constant`.
        let expression = LinearExpression(terms, constant: 0 + -Double(c.constant))
        let relation: Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(expression, relation, strength: Strength(priority: Double(c.priority.rawValue)))
    }
}

private extension NSLayoutConstraint.Attribute {
    /// An edge, centre or size, with no margin or baseline to look up.
    var isPlainEdgeOrSize: Bool { rawValue >= 1 && rawValue <= NSLayoutConstraint.Attribute.centerY.rawValue }
}

private extension UIView {
    /// Appends the terms of a plain attribute: the offsets up to the solving root, then the
    /// size (halved for a centre). With a `factor` the terms are the subtracted side, each
    /// coefficient computed as the general path does: `(coefficient × factor) × -1`.
    func appendPlainTerms(for attribute: NSLayoutConstraint.Attribute, factor: Double?, to terms: inout [Term]) {
        func append(_ variable: Variable, _ coefficient: Double) {
            if let factor {
                terms.append(Term(variable, coefficient: (coefficient * factor) * -1))
            } else {
                terms.append(Term(variable, coefficient: coefficient))
            }
        }
        let horizontal: Bool, sizeCoefficient: Double?, position: Bool
        switch attribute {
        case .left, .leading: (horizontal, position, sizeCoefficient) = (true, true, nil)
        case .right, .trailing: (horizontal, position, sizeCoefficient) = (true, true, 1)
        case .centerX: (horizontal, position, sizeCoefficient) = (true, true, 0.5)
        case .width: (horizontal, position, sizeCoefficient) = (true, false, 1)
        case .top: (horizontal, position, sizeCoefficient) = (false, true, nil)
        case .bottom: (horizontal, position, sizeCoefficient) = (false, true, 1)
        case .centerY: (horizontal, position, sizeCoefficient) = (false, true, 0.5)
        default: (horizontal, position, sizeCoefficient) = (false, false, 1)
        }
        let own = layoutState.variables(for: self)
        if position {
            append(horizontal ? own.minX : own.minY, 1)
            var view = self
            while !view.layoutState.isSolvingRoot, let parent = view.superview {
                let offsets = parent.layoutState.variables(for: parent)
                append(horizontal ? offsets.minX : offsets.minY, 1)
                view = parent
            }
        }
        if let sizeCoefficient {
            append(horizontal ? own.width : own.height, sizeCoefficient)
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the items are `container` or inside it, so that it can be solved there; UIKit
    /// raises "The view hierarchy is not prepared for the constraint" otherwise. Constraints
    /// whose items have gone are skipped too.
    func isPlaceable(within container: UIView) -> Bool {
        guard let first = (firstItem as? LayoutItem)?.layoutItemView, first.isDescendant(of: container) else { return false }
        guard let secondItem else { return true }
        guard let second = (secondItem as? LayoutItem)?.layoutItemView else { return false }
        return second.isDescendant(of: container)
    }
}
