import ConstraintSolver
import Foundation

/// A view whose constraints do not pin its frame down: more than one frame satisfies them
/// equally well, so the one Auto Layout shows is an accident of the solver, as UIKit's
/// `hasAmbiguousLayout` and Interface Builder's "Need constraints for: X position or width" say.
///
/// ```swift
/// for ambiguity in root.layoutAmbiguities() {
///     print(ambiguity)   // UIView:'card' is ambiguous: minX (any value), width (20 … 60)
/// }
/// ```
///
/// ## How it is found
/// The layout's constraints are solved as a layout pass solves them (required constraints that
/// contradict earlier ones are left out, as ``LayoutConflict`` describes). The solution minimises
/// the cost of the optional constraints it violates; the set of frames with that minimal cost is
/// a convex region, and a view is ambiguous exactly when one of its four unknowns (``Component``)
/// takes more than one value over that region.
///
/// Each unknown is probed on its own: it is pulled far up, then far down, by an edit constraint
/// of weight 1, and the two values the solver settles on are compared. Any layout priority is
/// at least a million times heavier (priority 1 weighs 10⁶ in the solver), so the
/// pull never buys a violation of a real constraint; it only slides the unknown to the ends
/// of the region of optimal solutions. Both ends equal means the unknown is determined. Pulling
/// one unknown at a time, rather than all at once, matters: a view pinned by its trailing edge
/// only can trade `minX` against `width` at no cost, which a uniform pull on both would not
/// reveal. Ties between optional constraints count, as in UIKit: two labels with the same
/// hugging priority sharing spare room are ambiguous.
///
/// Unknowns are the frame in the superview's coordinates, so a subview pinned inside an
/// ambiguous container is not itself ambiguous; the container is.
///
/// Differs from UIKit: the answer does not depend on the order constraints were added or on
/// previous layouts, and the ranges say how far each unknown can move.
public struct LayoutAmbiguity: CustomStringConvertible {
    /// One of the four unknowns Auto Layout solves for a view, in its superview's coordinates.
    public enum Component: String, CaseIterable, Sendable {
        /// The left edge.
        case minX
        /// The top edge.
        case minY
        /// The width.
        case width
        /// The height.
        case height

        /// The axis the unknown lies on.
        public var axis: NSLayoutConstraint.Axis { self == .minX || self == .width ? .horizontal : .vertical }
    }

    /// The view whose frame is ambiguous.
    public let view: UIView
    /// For each unknown that can vary, the values it can take at no cost; a bound is infinite
    /// when nothing stops the unknown in that direction.
    public let ranges: [Component: ClosedRange<CGFloat>]

    /// The unknowns that can vary, in the order minX, minY, width, height.
    public var components: [Component] { Component.allCases.filter { ranges[$0] != nil } }

    /// The axes along which the frame can vary: horizontal first.
    public var axes: [NSLayoutConstraint.Axis] {
        var axes: [NSLayoutConstraint.Axis] = []
        for component in components where !axes.contains(component.axis) { axes.append(component.axis) }
        return axes
    }

    /// "UIView:'card' is ambiguous: minX (any value), width (20 … 60)".
    public var description: String {
        "\(LayoutNames.name(of: view)) is ambiguous: \(freedoms)"
    }

    /// "minX (any value), width (20 … 60)".
    var freedoms: String {
        components.map { "\($0.rawValue) (\(Self.text(ranges[$0]!)))" }.joined(separator: ", ")
    }

    static func text(_ range: ClosedRange<CGFloat>) -> String {
        if range.lowerBound == -.infinity && range.upperBound == .infinity { return "any value" }
        func number(_ value: CGFloat) -> String {
            value.isInfinite ? (value < 0 ? "-∞" : "∞") : LayoutNames.number((value * 1000).rounded() / 1000)
        }
        return "\(number(range.lowerBound)) … \(number(range.upperBound))"
    }
}

extension LayoutAmbiguity {
    /// How far each probe pulls an unknown; well beyond any real layout, so that reaching half of
    /// it means nothing stops the unknown.
    private static let reach: Double = 100_000
    /// Differences below a thousandth of a point are the solver's rounding, not freedom.
    private static let threshold: Double = 0.001

    /// The ambiguous views among `candidates` (all of the hierarchy but its root when `nil`), in
    /// the hierarchy's order, from a solve of `root`'s whole hierarchy.
    ///
    /// The views' and guides' last solution is put back afterwards, so the next layout pass is
    /// unaffected.
    package static func find(in root: UIView, among candidates: [UIView]? = nil) -> [LayoutAmbiguity] {
        root.updateConstraintsIfNeeded()
        guard LayoutSystem.usesAutoLayout(root) else { return [] }
        let saved = SolutionSnapshot(root)
        defer { saved.restore() }

        let system = LayoutSystem(root: root, size: .frame)
        root.layoutState.isSolvingRoot = true
        defer { root.layoutState.isSolvingRoot = false }
        let (solver, _) = system.makeSolver()
        solver.updateVariables()

        let wanted = candidates.map { Set($0.map(ObjectIdentifier.init)) }
        let views = system.views.filter { view in
            view !== root && (wanted?.contains(ObjectIdentifier(view)) ?? true)
        }
        // The solution before any probe moves it: every probe pulls away from these values.
        let probes = views.map { view -> (UIView, [(Component, Variable, Double)]) in
            let v = view.layoutState.variables(for: view)
            return (view, [(.minX, v.minX, v.minX.value), (.minY, v.minY, v.minY.value),
                           (.width, v.width, v.width.value), (.height, v.height, v.height.value)])
        }
        var found: [LayoutAmbiguity] = []
        for (view, unknowns) in probes {
            var ranges: [Component: ClosedRange<CGFloat>] = [:]
            for (component, variable, base) in unknowns {
                if let range = freedom(of: variable, from: base, in: solver) { ranges[component] = range }
            }
            if !ranges.isEmpty { found.append(LayoutAmbiguity(view: view, ranges: ranges)) }
        }
        return found
    }

    /// The range `variable` can slide over without raising the solution's cost, or `nil` when
    /// it cannot move.
    private static func freedom(of variable: Variable, from base: Double, in solver: Solver) -> ClosedRange<CGFloat>? {
        do throws(SolverError) {
            try solver.addEditVariable(variable, strength: .weak)
            defer { try? solver.removeEditVariable(variable) }
            try solver.suggestValue(base + reach, for: variable)
            solver.updateVariables()
            let high = variable.value
            try solver.suggestValue(base - reach, for: variable)
            solver.updateVariables()
            let low = variable.value
            guard high - low > threshold else { return nil }
            return CGFloat(low <= base - reach / 2 ? -.infinity : low)...CGFloat(high >= base + reach / 2 ? .infinity : high)
        } catch {
            return nil
        }
    }
}

/// The variables' values of every view and guide of a hierarchy, to put back after a solve
/// that was only a question.
struct SolutionSnapshot {
    private var frames: [(FrameVariables, CGRect)] = []

    init(_ root: UIView) {
        var stack = [root]
        while let view = stack.popLast() {
            if view.layoutState.hasVariables {
                let variables = view.layoutState.variables(for: view)
                frames.append((variables, variables.rect))
            }
            for guide in view.layoutState.layoutGuides { frames.append((guide.variables, guide.variables.rect)) }
            stack.append(contentsOf: view.subviews)
        }
    }

    func restore() {
        for (variables, rect) in frames { variables.restore(rect) }
    }
}
