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
enum TraitHierarchy {
    /// The traits outside a render: light at 1×, every other trait unspecified.
    static let outside = UITraitCollection(displayScale: 1, userInterfaceStyle: .light)

    /// What the hierarchy starts from: the render's traits, else ``outside``.
    static var base: UITraitCollection { RenderScope.environment?.traits ?? outside }

    private enum Node {
        case view(UIView)
        case controller(UIViewController)
    }

    static func traits(of view: UIView) -> UITraitCollection { resolve(from: .view(view)) }

    static func traits(of controller: UIViewController) -> UITraitCollection { resolve(from: .controller(controller)) }

    private static func resolve(from start: Node) -> UITraitCollection {
        let empty = UITraitCollection.Values()
        // The overrides met on the way up, nearest first.
        var overrides: [UITraitCollection.Values] = []
        var node: Node? = start
        while let current = node {
            switch current {
            case .view(let view):
                if view.traitOverrides.values != empty { overrides.append(view.traitOverrides.values) }
                if let controller = view.owningViewController, controller.viewIfLoaded === view {
                    node = .controller(controller)
                } else {
                    node = view.superview.map(Node.view)
                }
            case .controller(let controller):
                if controller.traitOverrides.values != empty { overrides.append(controller.traitOverrides.values) }
                if let parent = controller.parent, let fromParent = parent.overrideTraitCollection(forChild: controller) {
                    overrides.append(fromParent.values)
                }
                if let superview = controller.viewIfLoaded?.superview {
                    node = .view(superview)
                } else {
                    node = controller.parent.map(Node.controller)
                }
            }
        }
        let base = self.base
        guard !overrides.isEmpty else { return base }
        return UITraitCollection(values: overrides.reversed().reduce(base.values) { $0.overridden(by: $1) })
    }
}
