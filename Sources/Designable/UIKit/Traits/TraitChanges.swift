import Foundation

/// Tells a view tree that its traits changed, as UIKit does when a view enters a window or
/// the environment changes: from the root down, each view whose traits differ from those it
/// last had first rescales its Dynamic Type fonts (when it adjusts them for the content size
/// category) and then receives `traitCollectionDidChange(_:)`, then the handlers it registered
/// with `registerForTraitChanges` for a trait that changed. A change of layout direction also
/// invalidates the view's layout, as its leading and trailing edges swap.
///
/// A view controller's view is told after its controller, as UIKit updates a controller's
/// traits before its view lays out (`viewWillLayoutSubviews` comes before the view's
/// `layoutSubviews`), so parents are told before children all the way down. Child
/// controllers are told when the walk reaches their views.
///
/// An object that has never rendered last had the traits objects have outside a render (light
/// at 1×), so the first render tells every one, as a window does when a view first appears.
enum TraitChanges {
    /// Notifies `root` and its subviews; run where the render's traits are in force, before layout.
    static func notify(_ root: UIView) {
        var pending = [root]
        while let view = pending.popLast() {
            if let controller = view.owningViewController, controller.viewIfLoaded === view {
                tell(controller)
            }
            tell(view) { previous, traits in
                // A document's size-class variations install their constraints and subviews.
                view.sizeClassVariations?.apply(to: view, traits: traits)
                if previous.layoutDirection != traits.layoutDirection {
                    // Leading and trailing constraints mean other edges now: solve them again.
                    view.setNeedsAutoLayout()
                    view.setNeedsLayout()
                }
                if previous.preferredContentSizeCategory != traits.preferredContentSizeCategory
                    || previous.legibilityWeight != traits.legibilityWeight {
                    (view as? ContentSizeCategoryAdjustingView)?.adjustFontsForContentSizeCategory(traits)
                }
            }
            // Subviews the callback added are reached too, in order.
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Tells `object` of its new traits if they differ from those it last had: `first` runs
    /// (with the previous and new traits), then `traitCollectionDidChange(_:)`, then the
    /// registered handlers whose traits changed, all with the new traits current.
    private static func tell(_ object: some TraitChangeObserving,
                             first: (UITraitCollection, UITraitCollection) -> Void = { _, _ in }) {
        let traits = object.traitCollection
        let previous = object.lastTraitCollection ?? TraitHierarchy.outside
        guard !previous.isEqual(traits) else { return }
        object.lastTraitCollection = traits
        traits.performAsCurrent {
            first(previous, traits)
            object.traitCollectionDidChange(previous)
            for registration in object.traitChangeRegistrations where registration.isTriggered(from: previous, to: traits) {
                registration.call(object, previous)
            }
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
