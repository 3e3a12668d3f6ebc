import UIKit

/// Broken twin 2: seed `003`'s nib-backed view with an `init(coder:)` that forgets the common
/// setup.
///
/// `init(frame:)` loads `XibBackedView.xib` as File's Owner and pins its label and text field
/// inside; `init(coder:)` only calls `super`. Made in code, or at design time (which Interface
/// Builder instantiates with `init(frame:)`), the view shows its content; decoded from a
/// storyboard at run time it is empty, and its outlets stay `nil`.
///
/// The fix is ``XibBackedView``: call one `commonInit()` from both initialisers.
@IBDesignable
open class BrokenCoderInitView: UIView {
    /// The label from the nib; `nil` when decoded, because the nib was never loaded.
    @IBOutlet public weak var titleLabel: UILabel!
    /// The text field from the nib; `nil` when decoded.
    @IBOutlet public weak var textField: UITextField!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The bug: commonInit() is missing here.
    }

    private func commonInit() {
        _ = XibBackedView.loadContent(into: self)
    }
}
