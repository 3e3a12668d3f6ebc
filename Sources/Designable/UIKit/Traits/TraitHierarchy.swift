import Foundation

/// How traits come down to a view or a view controller, as iOS 17 passes them: from the
/// render (its device's traits) through every view controller and view on the way, each
/// changing the traits it overrides.
///
/// - A view controller's view inherits from its controller; any other view from its superview.
/// - A view controller inherits from its view's superview when its view is in a hierarchy,
///   else from its parent controller, as iOS 17 does (earlier releases always used the parent).
///   Its parent's `overrideTraitCollection(forChild:)` applies first, then its own overrides.
/// - Each one's own overrides are its ``UIView/traitOverrides`` (`overrideUserInterfaceStyle`
///   is one of them).
///
/// Nothing is cached: each read walks up from the object, so an override set just before a
/// render is seen by it.
///
/// The way up can close on itself although views and controllers each form a tree: a child
/// controller whose view is in no hierarchy, with its parent's view added under the child's
/// view, leads from the parent's view back to itself. UIKit raises
/// `UIViewControllerHierarchyInconsistency` when such a view is added; here the walk stops
/// where it meets the cycle, and a render of the tree fails naming it (``cycle(above:)``).
enum TraitHierarchy {
    /// The traits outside a render: light at the scale the snapshot renders at (see
    /// `DeviceScope.displayScale`), every other trait unspecified.
    static var outside: UITraitCollection { UITraitCollection(displayScale: DeviceScope.displayScale, userInterfaceStyle: .light) }

    /// What the hierarchy starts from: the render's traits, else ``outside``.
    static var base: UITraitCollection { RenderScope.environment?.traits ?? outside }

    private enum Node {
        case view(UIView)
        case controller(UIViewController)

        var object: AnyObject {
            switch self {
            case .view(let view): view
            case .controller(let controller): controller
            }
        }

        /// Where this one inherits its traits from, or `nil` at the top.
        var above: Node? {
            switch self {
            case .view(let view):
                if let controller = view.owningViewController, controller.viewIfLoaded === view { return .controller(controller) }
                return view.superview.map(Node.view)
            case .controller(let controller):
                if let superview = controller.viewIfLoaded?.superview { return .view(superview) }
                return controller.parent.map(Node.controller)
            }
        }

        /// `Class ("identifier")` for a view, `Class ("title")` for a controller.
        var name: String {
            switch self {
            case .view(let view):
                String(describing: type(of: view)) + (view.accessibilityIdentifier.map { " (\"\($0)\")" } ?? "")
            case .controller(let controller):
                UIViewController.name(of: controller)
            }
        }
    }

    static func traits(of view: UIView) -> UITraitCollection {
        let traits = resolve(from: .view(view))
        // Content size limits are rare: the walk up for them runs only once one was set.
        guard UIView.contentSizeLimitsWereSet.withLock({ $0 }) else { return traits }
        let limited = view.limitedContentSizeCategory(traits.preferredContentSizeCategory)
        guard limited != traits.preferredContentSizeCategory, traits.preferredContentSizeCategory != .unspecified else { return traits }
        return traits.modifyingTraits { $0.preferredContentSizeCategory = limited }
    }

    static func traits(of controller: UIViewController) -> UITraitCollection { resolve(from: .controller(controller)) }

    /// The cycle the way up from `view` runs into, named object by object from the first one
    /// the way up meets, each inheriting from the next and back to the first (`Parent →
    /// UIView ("child") → Child → Parent`), or `nil` when the way up reaches the top.
    static func cycle(above view: UIView) -> String? {
        guard let inCycle = walk(from: .view(view), { _ in }) else { return nil }
        var length = 1
        while step(inCycle, length).object !== inCycle.object { length += 1 }
        // Two walkers a cycle's length apart meet where the way up enters the cycle.
        var first = Node.view(view), ahead = step(first, length)
        while first.object !== ahead.object {
            first = step(first, 1)
            ahead = step(ahead, 1)
        }
        return (0...length).map { step(first, $0).name }.joined(separator: " → ")
    }

    /// The node `count` steps above `node`, which a cycle guarantees exists.
    private static func step(_ node: Node, _ count: Int) -> Node {
        var node = node
        for _ in 0..<count { node = node.above! }
        return node
    }

    /// Calls `visit` for `start` and each object above it, nearest first, until the top;
    /// returns `nil` there, or an object of the cycle when the way up closes on itself.
    ///
    /// Every trait read walks, so the cycle is found without allocating, by Brent's method: a
    /// mark is left at the object reached after 1, 2, 4, 8… steps, and once a mark lies in the
    /// cycle and the next power of two is at least the cycle's length, the walk meets it again
    /// within one more round. Objects of a cycle may be visited more than once before that.
    private static func walk(from start: Node, _ visit: (Node) -> Void) -> Node? {
        var mark = start.object
        var stepsSinceMark = 0, stepsToNextMark = 1
        var node = start
        while true {
            visit(node)
            guard let next = node.above else { return nil }
            if next.object === mark { return next }
            stepsSinceMark += 1
            if stepsSinceMark == stepsToNextMark {
                mark = next.object
                stepsSinceMark = 0
                stepsToNextMark *= 2
            }
            node = next
        }
    }

    private static func resolve(from start: Node) -> UITraitCollection {
        let empty = UITraitCollection.Values()
        // The overrides met on the way up, nearest first.
        var overrides: [UITraitCollection.Values] = []
        _ = walk(from: start) { node in
            switch node {
            case .view(let view):
                if view.traitOverrides.values != empty { overrides.append(view.traitOverrides.values) }
            case .controller(let controller):
                if controller.traitOverrides.values != empty { overrides.append(controller.traitOverrides.values) }
                if let parent = controller.parent, let fromParent = parent.overrideTraitCollection(forChild: controller) {
                    overrides.append(fromParent.values)
                }
            }
        }
        let base = self.base
        guard !overrides.isEmpty else { return base }
        return UITraitCollection(values: overrides.reversed().reduce(base.values) { $0.overridden(by: $1) })
    }
}
