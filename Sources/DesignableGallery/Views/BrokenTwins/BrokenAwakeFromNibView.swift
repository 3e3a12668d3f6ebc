import UIKit

/// Broken twin 5: setup done only in `awakeFromNib()`.
///
/// The star and the colour are added in `awakeFromNib()`, which runs only for views decoded
/// from an Interface Builder document. Decoded from a storyboard the card looks right; made
/// in code it is blank.
///
/// The fix: do the setup in a `commonInit()` called from both initialisers, and keep
/// `awakeFromNib()` for work that needs the outlets connected.
@IBDesignable
open class BrokenAwakeFromNibView: UIView {
    public let starView = StarView(frame: .zero)

    open override func awakeFromNib() {
        super.awakeFromNib()
        // The bug: only the coder path gets here.
        backgroundColor = .systemIndigo
        layer.cornerRadius = 12
        starView.starColor = .systemYellow
        addSubview(starView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        starView.frame = bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4)
    }
}
