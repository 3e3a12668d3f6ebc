#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

/// Broken twin 4: a ``SelectorTextField`` that loads its drop-down arrow from the app bundle.
///
/// `UIImage(named:)` searches the app's main bundle. In the app the arrow is there; at design
/// time Interface Builder runs the view in its own process, where the main bundle is not the
/// app's, so the arrow is missing and the storyboard shows a selector without one.
///
/// The fix, in ``SelectorTextField``: look the image up in the view's own bundle
/// (``GalleryBundle/bundle``, `Bundle(for: Self.self)` in an app target).
@IBDesignable
open class BrokenAppBundleSelectorTextField: SelectorTextField {
    open override func loadArrowImage(compatibleWith traits: UITraitCollection) -> UIImage? {
        // The bug: the app bundle, which design time does not have.
        UIImage(named: GalleryBundle.dropdownArrowName, in: nil, compatibleWith: traits)?.withRenderingMode(.alwaysTemplate)
    }
}
