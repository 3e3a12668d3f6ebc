#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

/// Broken twin 1: an inspectable whose `didSet` never runs for its initial value.
///
/// The initialiser sets `cornerRadius = 16`, expecting the observer to round the layer. Swift
/// runs no observers for a class's own properties set in its own initialiser, so the layer
/// stays square. Code that sets `cornerRadius = 16` again afterwards gets round corners; but an
/// Interface Builder document stores no runtime attribute for a value equal to a fresh
/// instance's, so the same view decoded from a storyboard, or drawn in the canvas, keeps
/// square corners: the paths disagree.
///
/// The fix, in ``InspectableView``: apply the initial value to the layer in the initialisers.
@IBDesignable
open class BrokenCornerRadiusView: UIView {
    @IBInspectable public var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        cornerRadius = 16   // the bug: no didSet runs here
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemTeal
        cornerRadius = 16   // the bug: no didSet runs here either
    }
}
