import UIKit

/// A pill whose colour is a private inspectable: only Interface Builder (and the generated
/// registration, which lives in this file) can set it.
@IBDesignable
final class PrivateBadge: UIView {
    @IBInspectable private var badgeColor: UIColor = .systemGray {
        didSet { setNeedsDisplay() }
    }
    @IBInspectable fileprivate var inset: CGFloat = 0

    var currentColor: UIColor { badgeColor }

    override func draw(_ rect: CGRect) {
        badgeColor.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: bounds.height / 2).fill()
    }
}
