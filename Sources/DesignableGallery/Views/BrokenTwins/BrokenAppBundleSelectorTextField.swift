import UIKit

/// Broken twin 4: a ``SelectorTextField`` that loads its drop-down arrow from the app bundle.
///
/// `UIImage(named:)` searches the app's main bundle. In the app the arrow is there; at design
/// time Interface Builder runs the view in its own process, where the main bundle is not the
/// app's, so the arrow is missing and the storyboard shows a selector without one.
///
/// The fix, in ``SelectorTextField``: look the image up in the view's own bundle
/// (`Bundle(for: SelectorTextField.self)`).
@IBDesignable
open class BrokenAppBundleSelectorTextField: SelectorTextField {
    open override func loadArrowImage(compatibleWith traits: UITraitCollection) -> UIImage? {
        // The bug: the app bundle, which design time does not have.
        UIImage(named: "dropdown-arrow", in: nil, compatibleWith: traits)?.withRenderingMode(.alwaysTemplate)
    }
}
