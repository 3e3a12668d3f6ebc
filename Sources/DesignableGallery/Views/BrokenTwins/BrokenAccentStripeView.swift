import UIKit

/// Broken twin 1: an inspectable whose `didSet` never runs for its initial value.
///
/// A card with an accent stripe down its leading edge: a sublayer coloured by `accentColor`'s
/// `didSet`. The initialiser assigns `accentColor = .systemPink`, expecting the observer to
/// paint the stripe; Swift runs no observers for a class's own properties set in its own
/// initialiser, so the stripe stays clear. Code that sets `accentColor` again afterwards gets
/// the stripe; but an Interface Builder document stores no runtime attribute for a value equal
/// to a fresh instance's, so the same card decoded from a storyboard, or drawn in the canvas,
/// has none: the paths disagree.
///
/// The fix, as ``InspectableView`` does: apply the initial values in the initialisers.
@IBDesignable
open class BrokenAccentStripeView: UIView {
    @IBInspectable public var accentColor: UIColor = .clear {
        didSet { stripe.backgroundColor = accentColor.cgColor }
    }

    /// The stripe down the leading edge, kept to the full height at each layout.
    public let stripe = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
        accentColor = .systemPink   // the bug: no didSet runs here
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        accentColor = .systemPink   // the bug: no didSet runs here either
    }

    private func setUp() {
        backgroundColor = .systemTeal
        layer.cornerRadius = 10
        layer.masksToBounds = true
        layer.addSublayer(stripe)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        stripe.frame = CGRect(x: 0, y: 0, width: 12, height: bounds.height)
    }
}
