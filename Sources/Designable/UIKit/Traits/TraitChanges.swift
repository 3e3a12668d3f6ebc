import Foundation

/// Tells a view tree that its traits changed, as UIKit does when a view enters a window or
/// the environment changes: from the root down, each view whose traits differ from those it
/// last had first rescales its Dynamic Type fonts (when it adjusts them for the content size
/// category) and then receives `traitCollectionDidChange(_:)`. A change of layout direction
/// also invalidates the view's layout, as its leading and trailing edges swap.
///
/// A view that has never rendered last had the traits views have outside a render (light at
/// 1×), so the first render tells every view, as a window does when a view first appears.
enum TraitChanges {
    /// Notifies `root` and its subviews; run where the render's traits are in force, before layout.
    static func notify(_ root: UIView) {
        let outside = UITraitCollection(displayScale: 1, userInterfaceStyle: .light)
        var pending = [root]
        while let view = pending.popLast() {
            let traits = view.traitCollection
            let previous = view.lastTraitCollection ?? outside
            if !previous.isEqual(traits) {
                view.lastTraitCollection = traits
                if previous.layoutDirection != traits.layoutDirection {
                    // Leading and trailing constraints mean other edges now: solve them again.
                    view.setNeedsAutoLayout()
                    view.setNeedsLayout()
                }
                traits.performAsCurrent {
                    if previous.preferredContentSizeCategory != traits.preferredContentSizeCategory
                        || previous.legibilityWeight != traits.legibilityWeight {
                        (view as? ContentSizeCategoryAdjustingView)?.adjustFontsForContentSizeCategory(traits)
                    }
                    view.traitCollectionDidChange(previous)
                }
            }
            // Subviews the callback added are reached too, in order.
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}

/// The views with `adjustsFontForContentSizeCategory`: labels, text fields and text views.
protocol ContentSizeCategoryAdjustingView: UIView {
    /// Replaces fonts that follow Dynamic Type by the same fonts at `traits`' category, when
    /// the view adjusts them.
    func adjustFontsForContentSizeCategory(_ traits: UITraitCollection)
}

/// A view whose fonts follow the content size category, as UIKit's `UIContentSizeCategoryAdjusting`.
///
/// When it is true and the view's font came from `UIFont.preferredFont(forTextStyle:)` or
/// `UIFontMetrics.scaledFont(for:)`, the view takes the same font at each render's category.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
