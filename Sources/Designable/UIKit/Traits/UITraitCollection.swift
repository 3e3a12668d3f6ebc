import Foundation

/// The environment a view renders in: display scale and light or dark appearance, as UIKit's
/// `UITraitCollection`.
///
/// A view's ``UIView/traitCollection`` comes from the render (``ViewRenderer``'s scale and
/// traits), changed by the nearest `overrideUserInterfaceStyle` on the way up the hierarchy.
/// While a view draws, its trait collection is ``current``, so dynamic colours resolve for it.
///
/// Differs from UIKit on purpose: ``current`` is task-local rather than a settable class
/// property, so parallel tests rendering light and dark at once never see each other's
/// traits. Use ``performAsCurrent(_:)`` to make a collection current for a block of code.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Light or dark; unspecified when the collection does not say.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A collection with every trait unspecified.
    public override init() {
        displayScale = 0
        userInterfaceStyle = .unspecified
    }

    init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) { self.init(displayScale: scale, userInterfaceStyle: .unspecified) }
    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(displayScale: 0, userInterfaceStyle: style) }

    /// The traits of `collections` combined; where several specify a trait, the last wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        for c in collections {
            if c.displayScale != 0 { scale = c.displayScale }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
        }
        self.init(displayScale: scale, userInterfaceStyle: style)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
    }

    /// The same collection with another appearance.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(displayScale: displayScale, userInterfaceStyle: style)
    }

    @TaskLocal static var scoped: UITraitCollection?

    /// The traits in force: those of the view being drawn during a render, else light at 1×.
    public static var current: UITraitCollection {
        scoped ?? UITraitCollection(displayScale: 1, userInterfaceStyle: .light)
    }

    /// Runs `actions` with this collection as ``current``, as UIKit's `performAsCurrent(_:)`.
    public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        try UITraitCollection.$scoped.withValue(self, operation: actions)
    }

    /// Whether `object` is a collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.displayScale == displayScale && o.userInterfaceStyle == userInterfaceStyle
    }

    /// A hash of the collection's traits.
    public override var hash: Int { Int(displayScale * 10) &* 31 &+ userInterfaceStyle.rawValue }

    /// The traits, for test output.
    public override var description: String {
        "<UITraitCollection displayScale = \(displayScale), userInterfaceStyle = \(userInterfaceStyle)>"
    }
}
